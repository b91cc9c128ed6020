/**
 * The V3.1 pages against the state files themselves: values sampled per contract kind equal the JSON (read raw here,
 * not through the model), every contract of the newest markets is on a page with its type and version, and no page
 * shows a blank, `undefined`, `NaN` or `[object Object]`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { DIRS } from '../../../tests/helpers/data';
import { loadV31 } from '../../domain/v31/data';
import { allSections, pageCells, type StatePageData } from '../state/page';
import type { Cell } from '../state/cells';
import { allV31Pages, v31Pages } from '.';

const data = loadV31(DIRS.v31Dir);
const pages = v31Pages(data);
const all = allV31Pages(pages);

type Big = { __value: string };
type RawContract = { baseParams: { addr: string; contractType: string; version: Big | number } };
interface RawSuite {
  creditManager: RawContract & { name: string; feeInterest: number; liquidationDiscount: number; maxEnabledTokens: number; collateralTokens: { token: string; liquidationThreshold: number }[] };
  creditFacade: RawContract & { minDebt: Big; maxDebt: Big; isPaused: boolean };
  creditConfigurator: RawContract;
  accountFactory: RawContract;
  adapters: (RawContract & { targetContract: string })[];
}
interface RawMarket {
  configurator: string;
  pool: RawContract & { name: string; availableLiquidity: Big; totalBorrowed: Big; withdrawFee: Big };
  quotaKeeper: RawContract & { quotas: { token: string; rate: number; limit: Big }[] };
  interestRateModel: RawContract;
  rateKeeper: RawContract;
  priceOracle: RawContract & { priceFeedMap: { token: string; priceFeed: string; reserve: boolean }[]; priceFeedTree: RawContract[] };
  lossPolicy: RawContract;
  creditManagers: RawSuite[];
}
const raw = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { markets: RawMarket[]; addressProvider: { addresses: Record<string, Record<string, string>> } };

/** Every cell of a page, depth first. */
const cells = (page: StatePageData): Cell[] => pageCells(page);
const field = (page: StatePageData, key: string): Cell | undefined =>
  allSections(page.sections)
    .flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'fields' ? b.fields : [])))
    .find((f) => f.key === key)?.cell;
const raws = (page: StatePageData) => cells(page).flatMap((c) => (c.kind === 'num' ? [c.raw] : []));
const addresses = (page: StatePageData) => new Set(cells(page).flatMap((c) => (c.kind === 'addr' ? [c.address.toLowerCase()] : [])));
const byPath = new Map(all.map((p) => [p.path, p]));
const pageOf = (p: string) => {
  const page = byPath.get(p);
  if (!page) throw new Error(`no page ${p}`);
  return page;
};

describe('V3.1 pages equal the state files', () => {
  test('one page each: the map, 16 networks, the 4 curators with markets held, 7 markets and their price feeds, their 33 credit suites (11 + 13 + 2 + 3 × 2 + 1)', () => {
    expect([pages.networks.length, pages.curators.length, pages.markets.length, pages.priceFeeds.length, pages.creditSuites.length]).toEqual([16, 4, 7, 7, 33]);
    expect(new Set(all.map((p) => p.path)).size).toBe(all.length);
  });

  test('per market, from the newest state that holds it: the pool, quotas, feeds, rate model, loss policy and each contract kind', () => {
    for (const { market, state } of data.markets) {
      const file = raw(state.file).markets.find((m) => m.pool.baseParams.addr.toLowerCase() === market.pool.address.toLowerCase());
      if (!file) throw new Error(`${market.pool.name} not in ${state.file}`);
      const page = pageOf(`/v3.1/mainnet/markets/${market.pool.address.toLowerCase()}`);
      const feeds = pageOf(`/v3.1/mainnet/markets/${market.pool.address.toLowerCase()}/price-feeds`);
      expect(page.meta?.block).toBe(state.block);
      expect(feeds.meta?.block).toBe(state.block);
      const shown = raws(page);
      const addrs = addresses(page);
      const feedAddrs = addresses(feeds);
      // The pool's own values, raw as the file holds them.
      expect(field(page, 'availableLiquidity')).toMatchObject({ raw: file.pool.availableLiquidity.__value });
      expect(field(page, 'totalBorrowed')).toMatchObject({ raw: file.pool.totalBorrowed.__value });
      expect(field(page, 'withdrawFee')).toMatchObject({ raw: `${file.pool.withdrawFee.__value} bps` });
      // Each quota's rate and limit.
      for (const q of file.quotaKeeper.quotas) {
        expect(shown).toContain(`${q.rate} bps`);
        expect(shown).toContain(q.limit.__value);
        expect(addrs.has(q.token.toLowerCase())).toBe(true);
      }
      // Every feed of the map and of the tree, and every contract the market names, is on the page.
      for (const f of file.priceOracle.priceFeedMap) expect(feedAddrs.has(f.priceFeed.toLowerCase()), f.priceFeed).toBe(true);
      for (const f of file.priceOracle.priceFeedTree) expect(feedAddrs.has(f.baseParams.addr.toLowerCase()), f.baseParams.addr).toBe(true);
      for (const c of [file.quotaKeeper, file.interestRateModel, file.rateKeeper, file.priceOracle, file.lossPolicy]) expect(addrs.has(c.baseParams.addr.toLowerCase())).toBe(true);
      expect(cells(feeds).filter((c) => c.kind === 'code' && c.value.startsWith('PRICE_FEED::')).length).toBeGreaterThanOrEqual(file.priceOracle.priceFeedTree.length);
      for (const f of market.priceOracle.feedTree) expect(cells(feeds).some((c) => c.kind === 'code' && c.value === `${f.type} ${f.version}`)).toBe(true);
    }
  });

  test('per credit suite: fees, collateral thresholds, debt bounds, and every adapter with its type, version and target', () => {
    for (const { market, state } of data.markets) {
      const file = raw(state.file).markets.find((m) => m.pool.baseParams.addr.toLowerCase() === market.pool.address.toLowerCase());
      for (const s of file?.creditManagers ?? []) {
        const page = pageOf(`/v3.1/mainnet/credit-suites/${s.creditManager.baseParams.addr.toLowerCase()}`);
        expect(page.title).toBe(s.creditManager.name);
        expect(field(page, 'feeInterest')).toMatchObject({ raw: `${s.creditManager.feeInterest} bps` });
        expect(field(page, 'liquidationDiscount')).toMatchObject({ raw: `${s.creditManager.liquidationDiscount} bps` });
        expect(field(page, 'maxEnabledTokens')).toMatchObject({ raw: String(s.creditManager.maxEnabledTokens) });
        expect(field(page, 'minDebt')).toMatchObject({ raw: s.creditFacade.minDebt.__value });
        expect(field(page, 'maxDebt')).toMatchObject({ raw: s.creditFacade.maxDebt.__value });
        expect(field(page, 'paused')).toMatchObject({ value: s.creditFacade.isPaused });
        const shown = raws(page);
        for (const t of s.creditManager.collateralTokens) expect(shown).toContain(`${t.liquidationThreshold} bps`);
        const table = allSections(page.sections).find((x) => x.id === 'adapters')?.blocks.find((b) => b.kind === 'table');
        const rows = table?.kind === 'table' ? table.table.rows : [];
        const target = table?.kind === 'table' ? table.table.columns.findIndex((c) => c.label === 'Target contract') : -1;
        expect(rows.map((r) => [r[0], r[1], r[target]].map((c) => (c?.kind === 'addr' ? c.address.toLowerCase() : c?.kind === 'code' ? c.value : '')))).toEqual(
          s.adapters.map((a) => [a.baseParams.addr.toLowerCase(), Buffer.from(a.baseParams.contractType.slice(2), 'hex').toString().replace(/\0+$/, ''), a.targetContract.toLowerCase()]),
        );
      }
    }
  });

  test("the network page lists every address-provider key and version of the newest state, with what it is", () => {
    const newest = data.states.at(-1);
    if (!newest) throw new Error('no state');
    const file = raw(newest.file);
    const page = pageOf('/v3.1/mainnet');
    const table = allSections(page.sections).find((s) => s.id === 'system-contracts')?.blocks.find((b) => b.kind === 'table');
    if (table?.kind !== 'table') throw new Error('no system contracts table');
    const listed = table.table.rows.map((r) => [r[0]?.kind === 'code' ? r[0].value : '', r[2]?.kind === 'num' ? r[2].raw : '', r[3]?.kind === 'addr' ? r[3].address.toLowerCase() : '']);
    const expected = Object.entries(file.addressProvider.addresses).flatMap(([k, v]) => Object.entries(v).map(([ver, a]) => [k, ver, a.toLowerCase()]));
    expect(listed.sort()).toEqual(expected.sort());
    for (const r of table.table.rows) expect(r[4]?.kind === 'text' && r[4].value.length > 20).toBe(true);
  });

  test('every contract type and version of the newest markets is shown, decoded: no raw bytes on any page', () => {
    const shownTypes = new Set(all.flatMap((p) => cells(p).flatMap((c) => (c.kind === 'code' && /^[A-Z_]+(::[A-Z0-9_]+)?( \d+)?$/.test(c.value) ? [c.value.replace(/ \d+$/, '')] : []))));
    const types = new Set(
      data.markets.flatMap(({ market: m }) => [
        m.pool.type,
        m.quotaKeeper.type,
        m.interestRateModel.type,
        m.rateKeeper.type,
        m.priceOracle.type,
        m.lossPolicy.type,
        ...m.priceOracle.feedTree.map((f) => f.type),
        ...m.creditSuites.flatMap((s) => [s.creditManager.type, s.creditFacade.type, s.creditConfigurator.type, s.accountFactory.type, ...s.adapters.map((a) => a.type)]),
      ]),
    );
    for (const t of types) expect(shownTypes.has(t), t).toBe(true);
    const notDecoded = all.flatMap((p) => cells(p).filter((c) => c.kind === 'text' && c.value.startsWith('not decoded')).map(() => p.path));
    expect(notDecoded).toEqual([]);
  });

  test('no page shows a blank, undefined, NaN or [object Object]', () => {
    for (const page of all) {
      const text = JSON.stringify(page);
      expect(text, page.path).not.toMatch(/undefined|NaN|\[object Object\]/);
      for (const c of cells(page)) {
        if (c.kind === 'text' || c.kind === 'num' || c.kind === 'code' || c.kind === 'link') expect(c.value.trim(), `${page.path}: ${JSON.stringify(c)}`).not.toBe('');
      }
    }
  });

  test('test curators are labelled as such on every page that names them', () => {
    const securitize = pages.curators.find((p) => p.title.startsWith('Securitize'));
    expect(securitize?.title).toBe('Securitize (test curator)');
    expect(JSON.stringify(pageOf('/v3.1'))).toContain('Securitize (test curator)');
    expect(pages.curators.find((p) => p.title === 'KPK')).toBeDefined();
  });
});

