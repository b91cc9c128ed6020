import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ElementCache, liveValues } from './liveValues';
import { sitePages } from '../../pageData/allPages';
import { ROOT, siteData } from '../../../tests/helpers/data';
import { fixtureSite } from '../../../tests/helpers/fixture';

const siteDir = mkdtempSync(path.join(os.tmpdir(), 'live-values-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
const docs = path.join(siteDir, 'docs');
const write = (name: string, text: string) => {
  mkdirSync(path.dirname(path.join(docs, name)), { recursive: true });
  writeFileSync(path.join(docs, name), text);
};
const data = fixtureSite();
const sources = { pages: sitePages(data, { addressBookExample: '', siteUrl: 'https://example.org' }), data };

describe('live values: one module per docs file that cites values', () => {
  test('each citing file gets its values by key; files without citations get none', () => {
    write('a.mdx', '---\ntitle: A\n---\n\nMax debt <LiveParam network="mainnet" creditManager="Test USDC Tier 1" field="maxDebt" />, with $U_1$ at\n<LiveParam network="mainnet" pool="Test USDC v3" field="U1" />.\n');
    write('sub/b.md', 'Again <LiveParam network="mainnet" creditManager="Test USDC Tier 1" field="maxDebt" /> and `<LiveParam network="x" />` in code.\n');
    write('c.mdx', 'No values.\n');
    const out = liveValues(siteDir, docs, sources);
    expect(out.map((f) => [path.relative(siteDir, f.file), f.module])).toEqual([
      ['docs/a.mdx', 'live/docs/a.mdx.json'],
      ['docs/sub/b.md', 'live/docs/sub/b.md.json'],
    ]);
    expect(out[0]?.values).toEqual({
      'network="mainnet" creditManager="Test USDC Tier 1" field="maxDebt"': { text: '1,000,000 USDC', raw: '1000000000000', href: '/state/mainnet/credit-managers/test-usdc-tier-1#debt' },
      'network="mainnet" pool="Test USDC v3" field="U1"': { text: '70%', raw: '7000 bps', href: '/state/mainnet/pools/test-usdc-v3#interest-rate-model' },
    });
  });

  test('values the data lacks stop the build with every file, line and reason', () => {
    write('z.mdx', '---\ntitle: Z\n---\n\nLine five <LiveParam network="mainnet" pool="Gone v3" field="U1" />.\n\n<LiveParam network="mainnet" creditManager="Test USDC Tier 1" field="nope" />\n');
    expect(() => liveValues(siteDir, docs, sources)).toThrow(
      /docs\/z\.mdx:5: <LiveParam network="mainnet" pool="Gone v3" field="U1" \/>: no pool named "Gone v3" on mainnet\ndocs\/z\.mdx:7: .*unknown credit manager field "nope" \(the credit manager fields: address, .*maxDebt, /,
    );
    rmSync(path.join(docs, 'z.mdx'));
  });
});

describe('the elements of a text are read once', () => {
  test('kept by the hash of the text, in memory and in the cache file', () => {
    const file = path.join(siteDir, 'cache', 'elements.json');
    let reads = 0;
    const read = () => {
      reads += 1;
      return [{ line: 1, attrs: { network: 'mainnet', contract: 'ACL' } }];
    };
    const first = new ElementCache(file);
    expect(first.elements('text A', read)).toEqual(read());
    first.elements('text A', read);
    first.save();
    expect(reads).toBe(2);
    const second = new ElementCache(file);
    expect(second.elements('text A', read)).toEqual([{ line: 1, attrs: { network: 'mainnet', contract: 'ACL' } }]);
    expect(reads).toBe(2);
    second.elements('text B', read);
    expect(reads).toBe(3);
  });
});

describe('live values of the documentation', () => {
  test('every value the docs cite exists in the snapshots', { timeout: 60_000 }, () => {
    const real = siteData();
    const out = liveValues(ROOT, path.join(ROOT, 'docs'), { pages: sitePages(real, { addressBookExample: '', siteUrl: 'https://example.org' }), data: real });
    expect(out.length).toBeGreaterThan(0);
    for (const f of out) for (const v of Object.values(f.values)) expect(v.text, f.file).not.toMatch(/undefined|NaN/);
  });
});
