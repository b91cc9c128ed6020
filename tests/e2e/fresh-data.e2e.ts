/**
 * Whatever the site shows is a function of the data files: a second build in the same checkout, with other data and
 * the bundler's cache warm from the first, shows the new values everywhere, docs pages and their Markdown versions
 * included (the Markdown of the first build is kept between builds by its inputs: the data are among them).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { BUILD_DIR } from '../helpers/browser';
import { siteData } from '../helpers/data';
import { CHANGED_MANAGER, changedDataBuild, FIFTH_STATE } from '../helpers/changedData';
import { V31_PATH, v31CreditSuitePath, v31MarketPath } from '../../src/domain/data/paths';
import { formatAmount, groupDigits } from '../../src/domain/data/format';
import { isLiveValueTitle } from '../../src/pageData/liveValueTitle';
import { markdownLinks } from '../helpers/markdown';
import { numberText } from '../../src/build/markdown/statePage';

/** The values cited in a page's Markdown version: [raw value, text] of each link titled with its raw value. */
function citedInMarkdown(file: string): [string, string][] {
  return markdownLinks(readFileSync(file, 'utf8'))
    .filter((l) => isLiveValueTitle(l.title))
    .map((l) => [(l.title ?? '').replace('From the snapshot. Raw value: ', ''), l.text]);
}

/** The values cited on a built page: [raw value, text] of each link the docs draw for a `<LiveParam>`. */
function citedValues(file: string): [string, string][] {
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<a [^>]*title="From the snapshot\. Raw value: ([^"]+)"[^>]*>(.*?)<\/a>/g)].map((m) => [m[1] ?? '', (m[2] ?? '').replace(/<[^>]+>/g, '')]);
}

const DOCS_PAGE = 'docs/core-concepts/debt-and-collateral.html';
const STATE_PAGE = 'state/mainnet/credit-managers/trade-usdc-tier-1.html';

describe('fresh data', () => {
  test('a rebuild with a changed snapshot shows the new maximum debt on the docs page and the credit manager page', { timeout: 600_000 }, async () => {
    // The first build (build/, made by `npm run build`) quotes the snapshot's value.
    const cm = siteData().networks.mainnet.creditManagers.find((c) => c.name === CHANGED_MANAGER);
    if (!cm) throw new Error(`no ${CHANGED_MANAGER} on mainnet`);
    const maxDebt = [cm.facade.maxDebt.toString(), `${formatAmount(cm.facade.maxDebt, cm.pool.decimals, cm.pool.decimals)} USDC`];
    expect(maxDebt[0]).not.toBe('777000000000');
    const before = citedValues(path.join(BUILD_DIR, DOCS_PAGE));
    expect(before).toContainEqual(maxDebt);
    const md = (dir: string, page: string) => path.join(dir, page.replace(/\.html$/, '.md'));
    const beforeMd = citedInMarkdown(md(BUILD_DIR, DOCS_PAGE));
    expect(beforeMd).toContainEqual(maxDebt);

    // The second build: that manager's maximum debt set to 777,000 USDC (tests/helpers/changedData.ts: a build the run
    // shares with changes.e2e.ts, which also gives it SNAPSHOT_PREVIOUS_DIR).
    const outDir = await changedDataBuild();

    const after = citedValues(path.join(outDir, DOCS_PAGE));
    expect(after).toContainEqual(['777000000000', '777,000 USDC']);
    expect(after).not.toContainEqual(maxDebt);
    expect(readFileSync(path.join(outDir, STATE_PAGE), 'utf8')).toContain('777,000 USDC');
    // Everything else is as before.
    expect(after.filter(([raw]) => raw !== '777000000000')).toEqual(before.filter(([raw]) => raw !== maxDebt[0]));

    // The Markdown versions say the same as the pages: the docs page's, the state page's, llms-full.txt.
    const afterMd = citedInMarkdown(md(outDir, DOCS_PAGE));
    expect(afterMd).toContainEqual(['777000000000', '777,000 USDC']);
    expect(afterMd).not.toContainEqual(maxDebt);
    expect(afterMd.filter(([raw]) => raw !== '777000000000')).toEqual(beforeMd.filter(([raw]) => raw !== maxDebt[0]));
    expect(readFileSync(md(outDir, STATE_PAGE), 'utf8')).toContain(numberText('777,000 USDC', '777000000000'));
    expect(readFileSync(md(BUILD_DIR, STATE_PAGE), 'utf8')).not.toContain('777,000 USDC');
    expect(readFileSync(path.join(outDir, 'llms-full.txt'), 'utf8')).toContain('[777,000 USDC](');
  });

  test('a fifth V3.1 state builds without a code change: its market shows the new block and value, the others stay', { timeout: 600_000 }, async () => {
    const outDir = await changedDataBuild();
    const v31 = siteData().v31;
    const market = v31.markets.find((m) => m.market.configurator === v31.networks.networks[0]?.curators.find((c) => c.name === FIFTH_STATE.curator)?.configurator);
    if (!market) throw new Error(`no market of ${FIFTH_STATE.curator}`);
    const suite = market.market.creditSuites[0];
    if (!suite) throw new Error('no credit suite');
    const page = (dir: string, p: string) => readFileSync(path.join(dir, `${p.replace(/^\//, '')}.html`), 'utf8');
    const suitePath = v31CreditSuitePath('mainnet', suite.creditManager.address);
    // Before: the held state's block and maximum debt; after: the fifth state's.
    expect(page(BUILD_DIR, suitePath)).toContain(groupDigits(market.state.block));
    expect(page(BUILD_DIR, suitePath)).not.toContain('777 USDC');
    const after = page(outDir, suitePath);
    expect(after).toContain(groupDigits(FIFTH_STATE.block));
    expect(after).toContain('777 USDC');
    // The map lists the fifth state; KPK's markets are still from the state that holds them last.
    const map = page(outDir, V31_PATH);
    expect(map).toContain(FIFTH_STATE.file);
    const kpk = v31.markets.find((m) => m.market.pool.name === 'wstETH v3');
    if (!kpk) throw new Error('no KPK market');
    const kpkPath = v31MarketPath('mainnet', kpk.market.pool.address);
    expect(page(outDir, kpkPath)).toContain(groupDigits(kpk.state.block));
    expect(page(outDir, kpkPath)).not.toContain(groupDigits(FIFTH_STATE.block));
    // The coverage statement names the new block (derived from the data).
    expect(readFileSync(path.join(outDir, 'llms.txt'), 'utf8')).toContain(`${FIFTH_STATE.curator} at blocks ${groupDigits(market.state.block)} and ${groupDigits(FIFTH_STATE.block)}`);
  });
});
