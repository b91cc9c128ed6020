import { describe, expect, test } from 'vitest';
import { countLine, pageRows, rowTexts, tocItems, toRow, type ShownTexts } from './visibility';
import { legacyParts } from '../legacyTableParts';
import { tableContext } from '../filter';
import { deployedContractsPage, type DeployedContractsPageData } from '../deployedContractsPage';
import type { LegacySubsection } from '../legacyBook';
import { compileFilter } from '../filter';
import { LEGACY } from '../../domain/data/networks';
import { fixtureSite } from '../../../tests/helpers/fixture';

/** A legacy part with its blocks' rows left out, each block with their number. */
const partWithoutRows = <P extends LegacySubsection>(part: P): P => ({ ...part, blocks: part.blocks.map((b) => ({ ...b, rows: [], size: b.rows.length })) });

/** The page's data with every table's and legacy block's rows left out, each with their number (`size`). */
const withoutRows = (d: DeployedContractsPageData): DeployedContractsPageData => ({
  ...d,
  networks: d.networks.map((n) => ({ ...n, tables: n.tables.map((t) => ({ ...t, rows: [], size: t.rows.length })) })),
  legacy: { ...d.legacy, sections: d.legacy.sections.map((sec) => ({ ...partWithoutRows(sec), subsections: sec.subsections.map(partWithoutRows) })) },
});

describe('what the Deployed Contracts page shows for a filter (fixture)', () => {
  const data = deployedContractsPage(fixtureSite(), '// example', 'https://example.org');
  const rowsOf = (i: number) => data.networks[i]!.tables.reduce((n, t) => n + t.rows.length, 0);
  const [mainnet, arbitrum, optimism] = [0, 1, 2].map(rowsOf) as [number, number, number];
  const everything = mainnet + arbitrum + optimism + 3;

  test('rows carry their flags as badges; a paused table has a badge of its own', () => {
    expect(toRow(['USDC', '0x1'])).toEqual({ label: 'USDC', address: '0x1' });
    expect(toRow(['TKN', '0x2', 'zp'])).toEqual({ label: 'TKN', address: '0x2', badges: ['zero price feed', 'paused'] });
    expect(pageRows(data).prepared[0]?.tables.filter((t) => t.badges).map((t) => t.id)).toEqual([]);
    const paused = pageRows(deployedContractsPage(fixtureSite((raw) => (raw.poolState[0]!.pool.isPaused = true)), '', ''));
    expect(paused.prepared[0]?.tables.filter((t) => t.badges).map((t) => [t.id, t.badges])).toEqual([['mainnet-pool-test-usdc-v3', ['paused']]]);
  });

  test('no filter: every row, counted per tab', () => {
    const rows = pageRows(data);
    const counts = rows.countsOf(compileFilter(''));
    expect(countLine(counts, '', 'mainnet', false)).toBe(`${mainnet} rows`);
    expect(countLine(counts, '', LEGACY.tab, false)).toBe('3 rows');
    expect(countLine(counts, '', 'mainnet', true)).toBe(`${everything} rows`);
  });

  test('a filter keeps matching rows, by label, table title or address, and says where they are with all networks', () => {
    const rows = pageRows(data);
    const register = compileFilter('ContractsRegister');
    expect(countLine(rows.countsOf(register), register.text, 'mainnet', false)).toBe(`1 of ${mainnet} rows match`);
    expect(countLine(rows.countsOf(register), register.text, 'mainnet', true)).toBe(`3 of ${everything} rows match (Ethereum Mainnet: 1, Arbitrum One: 1, OP Mainnet: 1)`);
    const curve = compileFilter('curve');
    expect(countLine(rows.countsOf(curve), curve.text, 'mainnet', true)).toBe(`1 of ${everything} rows match (${LEGACY.name}: 1)`);
    const byTitle = compileFilter('test usdc tier 1');
    const counts = rows.countsOf(byTitle);
    const cm = data.networks[0]!.tables.find((t) => t.kind === 'creditManager')!;
    expect(counts.visible.get(cm.id)).toEqual(cm.rows.map(() => true));
    expect(counts.nets[0]?.parts).toEqual([cm.id]);
    const none = compileFilter('no such contract');
    expect(countLine(rows.countsOf(none), none.text, 'mainnet', true)).toBe(`0 of ${everything} rows match (none)`);
  });

  test('a table whose visible rows do not change keeps the same array, so its memoised component skips the keystroke', () => {
    const rows = pageRows(data);
    const first = rows.countsOf(compileFilter('PriceOracle')).visible.get('mainnet-core-contracts');
    expect(rows.countsOf(compileFilter('PriceOracleV')).visible.get('mainnet-core-contracts')).toBe(first);
    expect(rows.countsOf(compileFilter('Pool')).visible.get('mainnet-core-contracts')).not.toBe(first);
  });

  test('the table of contents lists the tables shown, less those a filter empties', () => {
    const rows = pageRows(data);
    const all = compileFilter('');
    const toc = tocItems(rows, rows.countsOf(all), 'mainnet', false, false);
    expect(toc.map((t) => t.id)).toEqual(['mainnet', ...data.networks[0]!.tables.map((t) => t.id), 'previous-versions', 'coverage', 'addresses-as-data']);
    const register = compileFilter('ContractsRegister');
    expect(tocItems(rows, rows.countsOf(register), 'mainnet', true, true).map((t) => t.id)).toEqual([
      'mainnet', 'mainnet-core-contracts', 'arbitrum', 'arbitrum-core-contracts', 'optimism', 'optimism-core-contracts', 'previous-versions', 'coverage', 'addresses-as-data',
    ]);
    expect(tocItems(rows, rows.countsOf(all), LEGACY.tab, false, false).map((t) => t.value)).toEqual([LEGACY.name, 'Core', 'Pool USDC', 'Previous versions', 'What the data covers', 'Addresses as data']);
  });

  test('from data without rows, with the rows read from the page, the model shows what it shows from the full data', () => {
    const light = withoutRows(data);
    // What the page's tables show, as the full data renders them (the e2e tests read them from the built page).
    const shownByKey = new Map<string, string[]>();
    for (const n of data.networks) for (const t of n.tables) shownByKey.set(t.id, rowTexts(t.rows.map(toRow), tableContext(t.title, t.paused ? ['paused'] : undefined)));
    for (const part of legacyParts(data.legacy.sections)) part.blocks.forEach((b, i) => shownByKey.set(`${part.id}#${i}`, rowTexts(b.rows, b.trail)));
    const asked: string[] = [];
    const shown: ShownTexts = (key) => {
      asked.push(key);
      return shownByKey.get(key) ?? null;
    };
    const full = pageRows(data);
    const fromPage = pageRows(light, shown);
    // No filter: counted from the tables' row counts, without reading the page.
    for (const all of [false, true]) expect(countLine(fromPage.countsOf(compileFilter('')), '', 'mainnet', all)).toBe(countLine(full.countsOf(compileFilter('')), '', 'mainnet', all));
    expect(asked).toEqual([]);
    for (const query of ['ContractsRegister', 'curve', 'test usdc tier 1', 'paused', 'no such contract']) {
      const m = compileFilter(query);
      const [a, b] = [full.countsOf(m), fromPage.countsOf(m)];
      expect(b.visible, query).toEqual(a.visible);
      for (const all of [false, true]) expect(countLine(b, m.text, 'mainnet', all)).toBe(countLine(a, m.text, 'mainnet', all));
      expect(tocItems(fromPage, b, 'mainnet', true, true)).toEqual(tocItems(full, a, 'mainnet', true, true));
    }
    // Each table is read once, whatever the number of filters.
    expect(asked.length).toBe(shownByKey.size);
    expect(new Set(asked).size).toBe(asked.length);
  });

  test('a table the page does not show (yet) matches nothing, and is read again next time', () => {
    const light = withoutRows(data);
    let drawn = false;
    const rows = pageRows(light, (key) => (drawn ? rowTexts(light.networks[0]!.tables[0]!.id === key ? data.networks[0]!.tables[0]!.rows.map(toRow) : [], '') : null));
    const acl = compileFilter('acl');
    expect(rows.countsOf(acl).nets[0]!.shown).toBe(0);
    drawn = true;
    const inFirst = pageRows(data).countsOf(acl).visible.get(light.networks[0]!.tables[0]!.id)!.filter(Boolean).length;
    expect(inFirst).toBeGreaterThan(0);
    expect(rows.countsOf(compileFilter('ACL ')).nets[0]!.shown).toBe(inFirst);
  });
});
