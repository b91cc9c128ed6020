import { describe, expect, test } from 'vitest';
import { poolPage } from './pool';
import { creditManagerPage } from './creditManager';
import { priceFeedsPage, stalenessText } from './priceFeeds';
import { governancePage } from './governance';
import { tokensPage } from './tokens';
import { overviewPage } from './overview';
import { sitePages } from '../allPages';
import { allSections, type Block, type StatePageData } from './page';
import type { Cell, Table } from './cells';
import { NETWORK_IDS } from '../../domain/data/networks';
import { sameAddress } from '../../domain/data/address';
import { tokensInMask } from '../../domain/protocol/tokenMasks';
import { siteData } from '../../../tests/helpers/data';
import { fixtureSnapshot, TKN } from '../../../tests/helpers/fixture';
import { interestCurve } from './interestCurve';
import { borrowRateRay } from '../../domain/protocol/interestModel';
import { RAY, WAD } from '../../domain/protocol/units';

/** What a cell shows. */
const shown = (cell: Cell | undefined): string => {
  switch (cell?.kind) {
    case undefined:
      return '';
    case 'text':
    case 'num':
    case 'link':
    case 'code':
      return cell.value;
    case 'flag':
      return cell.value ? 'yes' : 'no';
    case 'addr':
      return cell.label ?? cell.address;
    case 'list':
      return cell.items.map(shown).join(', ');
    case 'pair':
      return `${cell.label}: ${shown(cell.value)}`;
  }
};
const blocks = (page: StatePageData): Block[] => allSections(page.sections).flatMap((s) => s.blocks);
/** The shown value of the field `key`. */
const field = (page: StatePageData, key: string) => shown(blocks(page).flatMap((b) => (b.kind === 'fields' ? b.fields : [])).find((f) => f.key === key)?.cell);
/** The table of section `id`. */
const table = (page: StatePageData, id: string): Table => {
  const t = allSections(page.sections).find((s) => s.id === id)?.blocks.find((b) => b.kind === 'table');
  if (t?.kind !== 'table') throw new Error(`no table in ${id}`);
  return t.table;
};
const rowsShown = (t: Table) => t.rows.map((r) => r.map(shown));
/** The page's paragraphs, intro first. */
const text = (page: StatePageData) => [...page.intro, ...blocks(page)].flatMap((b) => (b.kind === 'p' ? [b.parts.map((p) => (typeof p === 'string' ? p : shown(p))).join('')] : []));

const snap = fixtureSnapshot();
const pool = snap.pools[0]!;
const cm = snap.creditManagers[0]!;

describe('pool page (fixture)', () => {
  const page = poolPage(snap, pool);

  test('frame: title, path, breadcrumbs, and a table of contents of its sections', () => {
    expect([page.kind, page.title, page.path]).toEqual(['pool', 'Test USDC v3', '/state/mainnet/pools/test-usdc-v3']);
    expect(page.breadcrumbs).toEqual([
      { label: 'Protocol state' },
      { label: 'Ethereum Mainnet', href: '/state/mainnet' },
      { label: 'Pools', href: '/state/mainnet#pools' },
      { label: 'Test USDC v3' },
    ]);
    expect(page.sections.map((s) => s.id)).toEqual(['summary', 'liquidity', 'interest-rate-model', 'quotas', 'gauge', 'debt-per-credit-manager', 'zappers']);
    expect(allSections(page.sections).map((s) => s.id)).toContain('gauge-rates');
  });

  test('liquidity, utilisation and rates in human units', () => {
    expect(['expectedLiquidity', 'availableLiquidity', 'totalDebtLimit', 'utilisation', 'supplyRate'].map((k) => field(page, k))).toEqual(['1,000,000 USDC', '400,000 USDC', '5,000,000 USDC', '60%', '2.5% per year']);
  });

  test('interest model in percent; the model rate at 60% utilisation is 1% × 60/70', () => {
    expect(['U1', 'U2', 'Rbase', 'Rslope1', 'Rslope2', 'Rslope3', 'isBorrowingMoreU2Forbidden', 'modelRate'].map((k) => field(page, k))).toEqual(['70%', '90%', '0%', '1%', '1.25%', '100%', 'yes', '0.857% per year']);
    const chart = blocks(page).find((b) => b.kind === 'chart');
    expect(chart?.kind === 'chart' && [chart.curve.u1, chart.curve.u2, chart.curve.current.u]).toEqual([70, 90, 60]);
    expect(chart?.kind === 'chart' && chart.text).toMatch(/Current utilisation 60%, rate 0\.857%\. Borrowing that would raise utilisation above U2 is forbidden\.$/);
  });

  test('quotas, gauge votes (rate in force and at current votes), debt per manager and zappers', () => {
    expect(rowsShown(table(page, 'quotas'))).toEqual([['WETH', '1.5%', '0.01%', '100,000 USDC', '3,000,000 USDC', 'yes']]);
    expect(rowsShown(table(page, 'gauge-rates'))).toEqual([['WETH', '0.04%', '40%', '30,000 GEAR', '10,000 GEAR', '1.5%', '30.01%']]);
    expect(table(page, 'debt-per-credit-manager').rows).toEqual([[{ kind: 'link', value: 'Test USDC Tier 1', href: '/state/mainnet/credit-managers/test-usdc-tier-1' }, ...['600000000000', '2000000000000', '400000000000'].map((raw) => expect.objectContaining({ raw }))]]);
    expect(rowsShown(table(page, 'zappers'))).toHaveLength(1);
  });

  test('basis-point values carry their unit in the raw value', () => {
    const u1 = blocks(page).flatMap((b) => (b.kind === 'fields' ? b.fields : [])).find((f) => f.key === 'U1');
    expect(u1?.cell).toEqual({ kind: 'num', value: '70%', raw: '7000 bps' });
  });
});

describe('credit manager page (fixture)', () => {
  const page = creditManagerPage(snap, cm);

  test('debt limits in the pool underlying, fees and the premium implied by the discount', () => {
    expect(['minDebt', 'maxDebt', 'maxDebtPerBlockMultiplier', 'maxEnabledTokens', 'maxQuotaMultiplier'].map((k) => field(page, k))).toEqual(['20,000 USDC', '1,000,000 USDC', '2', '4', '2']);
    expect(['feeInterest', 'feeLiquidation', 'liquidationDiscount', 'liquidationPremium', 'feeLiquidationExpired', 'liquidationDiscountExpired', 'liquidationPremiumExpired'].map((k) => field(page, k))).toEqual(['25%', '1.5%', '96%', '4%', '1%', '98%', '2%']);
    expect([field(page, 'pool'), field(page, 'underlying'), field(page, 'degenNFT'), field(page, 'isPaused')]).toEqual(['Test USDC v3', 'USDC', 'none (zero address)', 'no']);
  });

  test('collateral tokens with their mask bit, threshold and quoted flag; forbidden tokens resolved through the confirmed order', () => {
    expect(rowsShown(table(page, 'collateral-tokens'))).toEqual([
      ['0', 'USDC', '95%', 'no'],
      ['1', 'WETH', '90%', 'yes'],
      ['2', 'TKN_LABEL', '0%', 'no'],
    ]);
    expect(rowsShown(table(page, 'forbidden-tokens'))).toEqual([['2', 'TKN_LABEL']]);
    expect(text(page).find((t) => t.startsWith('Raw forbiddenTokenMask'))).toMatch(/^Raw forbiddenTokenMask 4\. .*confirmed by the quoted-tokens mask \(2\)/);
  });

  test('an unconfirmed order shows bits by index only', () => {
    const other = fixtureSnapshot((raw) => (raw.creditState[0]!.creditManager.quotedTokensMask = { __type: 'bigint', __value: '1' }));
    const p = creditManagerPage(other, other.creditManagers[0]!);
    expect(rowsShown(table(p, 'forbidden-tokens'))).toEqual([['2', 'token #2 (order not established)']]);
  });

  test('adapters named after their targets, emergency liquidators', () => {
    expect(rowsShown(table(page, 'adapters'))).toEqual([['TARGET_ROUTER', 'Adapter for TARGET_ROUTER']]);
    expect(table(page, 'emergency-liquidators').rows).toHaveLength(1);
    expect(page.breadcrumbs.at(-2)).toEqual({ label: 'Credit managers', href: '/state/mainnet#credit-managers' });
  });
});

describe('price feeds, governance, tokens and overview (fixture)', () => {
  test('price feeds: main and reserve per token, composite trees, signed and zero feeds counted', () => {
    const page = priceFeedsPage(snap);
    expect(text(page)[1]).toMatch(/^3 tokens have a main feed and 1 a reserve feed; 1 feeds are signed .* and 1 point at the zero price feed/);
    const tokens = blocks(page).flatMap((b) => (b.kind === 'feeds' ? b.tokens : []));
    expect(tokens.map((t) => [t.symbol, t.main?.kind, t.reserve?.kind ?? null])).toEqual([
      ['USDC', 'CHAINLINK_ORACLE', 'REDSTONE_ORACLE'],
      ['WETH', 'COMPOSITE_ORACLE', null],
      ['TKN_LABEL', 'ZERO_ORACLE', null],
    ]);
    expect(tokens[0]?.main).toMatchObject({ staleness: '1 day 15 min', stalenessRaw: '87300 s, skipCheck false' });
    expect(tokens[0]?.reserve?.signed).toMatchObject({ dataId: 'USDC', slots: 3, threshold: 2 });
    expect(tokens[0]?.reserve?.signed?.signers).toHaveLength(2);
    expect(tokens[1]?.main?.parts.map((p) => p.staleness)).toEqual(['1 h 15 min', '1 day']);
    expect(tokens[2]?.main).toMatchObject({ zero: true, feed: { label: 'ZeroPriceFeed' } });
    expect(tokens[2]?.id).toBe(`feed-${TKN}`);
  });

  test('governance: admins, the timelock policy with its checks decoded, staking and address provider entries', () => {
    const page = governancePage(snap);
    const policies = blocks(page).flatMap((b) => (b.kind === 'policies' ? b.policies : []));
    expect(policies.map((p) => [p.name, p.delay, p.checks])).toEqual([
      ['TOKEN_LT', '1 day', [{ check: 'min value', bound: '50%' }, { check: 'max value', bound: '95%' }, { check: 'max % change', bound: 'down 5%, up 2.5%' }]],
    ]);
    expect(field(page, 'pausableAdmins').split(', ')).toHaveLength(2);
    expect([field(page, 'unpausableAdmins'), field(page, 'successor')]).toEqual(['none', 'none (zero address)']);
    expect(rowsShown(table(page, 'address-provider')).map((r) => r.slice(0, 2))).toEqual([['WETH_TOKEN', '0'], ['ZERO_PRICE_FEED', '300']]);
  });

  test('tokens: the list, then tokens only the snapshot uses; configured first', () => {
    const page = tokensPage(snap);
    const rows = blocks(page).flatMap((b) => (b.kind === 'tokens' ? b.rows : []));
    expect(rows.map((r) => [r.symbol, r.listed, r.configured, r.managers.map((m) => m.lt), r.pools.map((p) => p.rate)])).toEqual([
      ['USDC', true, true, ['95%'], []],
      ['WETH', true, true, ['90%'], ['1.5%']],
      ['TKN_LABEL', false, true, ['0%'], []],
    ]);
    expect(text(page)[0]).toMatch(/^3 tokens: .* plus 1 that the snapshot uses but the list lacks\. 3 are configured/);
  });

  test('overview: every pool and credit manager with key numbers, linked to its page', () => {
    const page = overviewPage(snap);
    expect(rowsShown(table(page, 'pools'))).toEqual([['Test USDC v3', 'USDC', '1,000,000 USDC', '400,000 USDC', '60%', '0.86%', '5,000,000 USDC', 'no']]);
    expect(rowsShown(table(page, 'credit-managers'))).toEqual([['Test USDC Tier 1', 'USDC', '20,000 USDC', '1,000,000 USDC', '600,000 USDC', '2,000,000 USDC', 'no', 'no']]);
    expect(text(page)[0]).toMatch(/Also: price feeds, governance, supported tokens\.$/);
  });

  test('staleness text', () => {
    expect(stalenessText(87300, false)).toBe('1 day 15 min');
    expect(stalenessText(0, true)).toBe('not checked (the feed validates itself)');
    expect(stalenessText(600, true)).toBe('10 min (not checked: the feed validates itself)');
    expect(stalenessText(0, false)).toBe('not recorded in the snapshot');
  });
});

describe('state pages of the snapshots', () => {
  const site = siteData();
  const pages = sitePages(site, { addressBookExample: '', siteUrl: 'https://example.org' });

  test('one page per pool and per credit manager, each table one row per item of the snapshot', () => {
    for (const id of NETWORK_IDS) {
      const s = site.networks[id];
      const net = pages.networks[id];
      expect(table(net.overview, 'pools').rows).toHaveLength(s.pools.length);
      expect(table(net.overview, 'credit-managers').rows).toHaveLength(s.creditManagers.length);
      s.pools.forEach((p, i) => {
        const page = net.pools[i]!;
        expect(page.title).toBe(p.name);
        expect(table(page, 'quotas').rows).toHaveLength(p.quotas.length);
        expect(table(page, 'gauge-rates').rows).toHaveLength(p.gauge.params.length);
        expect(table(page, 'debt-per-credit-manager').rows).toHaveLength(s.creditManagers.filter((c) => c.pool === p).length);
      });
      s.creditManagers.forEach((c, i) => {
        const page = net.creditManagers[i]!;
        expect(page.title).toBe(c.name);
        expect(table(page, 'collateral-tokens').rows).toHaveLength(c.collateralTokens.length);
        expect(table(page, 'adapters').rows).toHaveLength(c.adapters.length);
        expect(table(page, 'forbidden-tokens').rows).toHaveLength(tokensInMask(c, c.facade.forbiddenTokenMask).length);
        expect(field(page, 'maxDebt')).toMatch(new RegExp(` ${field(page, 'underlying').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      });
      const feeds = blocks(net.priceFeeds).flatMap((b) => (b.kind === 'feeds' ? b.tokens : []));
      const tokens = [...s.priceOracle.main, ...s.priceOracle.reserve].map((f) => f.token);
      expect(feeds).toHaveLength(tokens.filter((t, i) => tokens.findIndex((u) => sameAddress(u, t)) === i).length);
      expect(blocks(net.governance).flatMap((b) => (b.kind === 'policies' ? b.policies : []))).toHaveLength(s.core.controllerTimelock.policies.length);
      const tokenRows = blocks(net.tokens).flatMap((b) => (b.kind === 'tokens' ? b.rows : []));
      for (const t of s.tokens) expect(tokenRows.some((r) => sameAddress(r.address, t.address))).toBe(true);
    }
  });

  test('no page shows undefined, NaN or [object Object]; section ids are unique on each page', () => {
    const all = NETWORK_IDS.flatMap((id) => {
      const n = pages.networks[id];
      return [n.overview, n.priceFeeds, n.governance, n.tokens, ...n.pools, ...n.creditManagers];
    });
    for (const page of all) {
      expect(JSON.stringify(page), page.path).not.toMatch(/undefined|NaN|\[object Object\]/);
      const ids = allSections(page.sections).map((s) => s.id);
      expect(new Set(ids).size, page.path).toBe(ids.length);
    }
  });
});

describe('interest rate chart', () => {
  test('its points are the model’s kinks, and the lines between them are the model’s rate at every utilisation', () => {
    for (const id of NETWORK_IDS) {
      for (const p of siteData().networks[id].pools) {
        const m = p.interestModel;
        const curve = interestCurve(m, 0n);
        expect(curve.points.map((q) => q.u)).toEqual([...new Set([0, m.U1 / 100, m.U2 / 100, 100])]);
        // Joining the points with straight lines gives the model's rate (to the chart's 4 decimals) at every 0.5%.
        for (let bp = 0; bp <= 10_000; bp += 50) {
          const u = bp / 100;
          const i = curve.points.findIndex((q, k) => k > 0 && q.u >= u);
          const a = curve.points[Math.max(0, i - 1)]!;
          const b = curve.points[Math.max(1, i)]!;
          const line = a.r + ((b.r - a.r) * (u - a.u)) / (b.u - a.u);
          const model = Number((borrowRateRay(m, (WAD * BigInt(bp)) / 10_000n) * 1_000_000n) / RAY) / 10_000;
          expect(Math.abs(line - model), `${p.name} at ${u}%`).toBeLessThan(2e-4);
        }
      }
    }
  });
});
