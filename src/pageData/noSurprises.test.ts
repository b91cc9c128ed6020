/** Issue 15/18 models: the filter's words and badges, "Nothing matches", URL decoding, the before-paint script, the tokens table's state. */
import { describe, expect, test } from 'vitest';
import { compileFilter, filterTest, rowSearchText, searchText } from './filter';
import { decodeUrlPart, hashTarget } from '../domain/data/urlText';
import { countLine, countText, elsewhere, networkRows, pageRows, scopeOf } from './deployedContracts/visibility';
import { ALL_ID, FILTER_ID, URL_STATE_ATTR, URL_STATE_WAIT, scriptSource, type ScriptTab } from '../browser/routes/DeployedContracts/urlState';
import { deployedContractsPage } from './deployedContractsPage';
import { DEFAULT_STATE, headerState, highestLt, nextSort, readTokensUrl, rowKeys, shownItems, shownLine, shownRows, tokensSearch } from './state/tokensTable';
import { siteData, tokensTableRows } from '../../tests/helpers/data';
import { fixtureSite } from '../../tests/helpers/fixture';

describe('the filter', () => {
  const acl = ['ACL', 'Core Contracts', '0x523dA3a8961E4dD4f6206DBf7E6c749f51796bb3'] as const;
  test('several words match as AND of words, each in any part of the row', () => {
    expect(compileFilter('core contracts acl').matches(...acl)).toBe(true);
    expect(compileFilter('acl   core').matches(...acl)).toBe(true);
    expect(compileFilter('acl weth').matches(...acl)).toBe(false);
    expect(compileFilter('0x523da3 core').matches(...acl)).toBe(true);
    expect(compileFilter('0x96').matches(...acl)).toBe(true);
    // A word never spans two parts.
    expect(compileFilter('aclcore').matches(...acl)).toBe(false);
  });
  test('badges are matched: the row\'s and its table\'s', () => {
    expect(compileFilter('zero price feed').matches('TKN', 'Main price feeds', '0x1', ['zero price feed'])).toBe(true);
    expect(compileFilter('paused').matches('Pool', 'Pool USDT v3\npaused', '0x1')).toBe(true);
    expect(compileFilter('paused').matches('Pool', 'Pool USDT v3', '0x1')).toBe(false);
    expect(searchText('A', 'T', '0xAb', ['b'])).toBe('a\nb\nt\n0xab');
  });
  test('on the page model: a paused table\'s rows match "paused"', () => {
    const rows = pageRows(deployedContractsPage(fixtureSite((raw) => (raw.poolState[0]!.pool.isPaused = true)), '', ''));
    const counts = rows.countsOf(compileFilter('paused'));
    expect(counts.nets[0]!.parts).toEqual(['mainnet-pool-test-usdc-v3']);
  });
});

describe('"Nothing matches": where else the filter matches', () => {
  const rows = pageRows(deployedContractsPage(fixtureSite(), '', ''));
  test('the other tabs with rows, with counts; nothing with all networks on', () => {
    const curve = rows.countsOf(compileFilter('curve'));
    expect(elsewhere(curve, 'mainnet', false).map((t) => [t.tab, t.shown])).toEqual([['mainnet-v2', 1]]);
    expect(elsewhere(curve, 'mainnet', true)).toEqual([]);
    const register = rows.countsOf(compileFilter('ContractsRegister'));
    expect(elsewhere(register, 'mainnet', false).map((t) => t.tab)).toEqual(['arbitrum', 'optimism']);
  });
});

describe('URL decoding', () => {
  test('a malformed escape is kept as it is', () => {
    expect(decodeUrlPart('%zz')).toBe('%zz');
    expect(decodeUrlPart('%E0%A4%A')).toBe('%E0%A4%A');
    expect(decodeUrlPart('a%20b')).toBe('a b');
    expect(hashTarget('#%zz')).toBe('%zz');
    expect(hashTarget('#mainnet-core-contracts')).toBe('mainnet-core-contracts');
    expect(hashTarget('')).toBe('');
  });
});

describe('the before-paint script reads the URL as the page does', () => {
  const tabs: ScriptTab[] = [
    { value: 'mainnet', label: 'Mainnet V3', anchorPrefix: 'mainnet', name: 'Ethereum Mainnet' },
    { value: 'arbitrum', label: 'Arbitrum', anchorPrefix: 'arbitrum', name: 'Arbitrum' },
    { value: 'optimism', label: 'Optimism', anchorPrefix: 'optimism', name: 'Optimism' },
    { value: 'mainnet-v2', label: 'Mainnet V2/V1', anchorPrefix: 'legacy', name: 'Mainnet V2/V1' },
  ];
  /** Runs the script against a minimal document; returns what it set. */
  function run(search: string, hash: string) {
    const attrs: Record<string, string> = {};
    const box = { value: '' };
    const toggle = { checked: false };
    const styles: Record<string, string> = {};
    const document = {
      documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v) },
      getElementById: (id: string) => (id === FILTER_ID ? box : id === ALL_ID ? toggle : null),
      createElement: () => ({ id: '', textContent: '' }),
      head: { appendChild: (s: { id: string; textContent: string }) => (styles[s.id] = s.textContent) },
    };
    new Function('document', 'window', scriptSource(tabs))(document, { location: { search, hash } });
    return { tab: attrs[URL_STATE_ATTR], query: box.value, all: toggle.checked, styles };
  }
  // [search, hash, tab the page opens, filter text, all networks]
  const cases: [string, string, string, string, boolean][] = [
    ['', '', 'mainnet', '', false],
    ['?network=optimism&q=weth', '', 'optimism', 'weth', false],
    ['?network=nope', '#arbitrum-core-contracts', 'mainnet', '', false],
    ['', '#arbitrum-core-contracts', 'arbitrum', '', false],
    ['', '#legacy-core', 'mainnet-v2', '', false],
    ['', '#mainnet-v2', 'mainnet-v2', '', false],
    ['', '#%zz', 'mainnet', '', false],
    ['', '#optimism%2Dcore', 'optimism', '', false],
    ['?all=1&q=acl', '', 'mainnet', 'acl', true],
    ['?network=%E0%A4%A', '#%E0%A4%A', 'mainnet', '', false],
  ];
  for (const [search, hash, tab, query, all] of cases) {
    test(`${search || '(no query)'} ${hash || '(no hash)'}`, () => {
      const out = run(search, hash);
      expect(out).toMatchObject({ tab, query, all });
      const style = out.styles['url-state-style'] ?? '';
      const tocEntry = (id: string) => `.table-of-contents li:has(>a[href="#${id}"])`;
      if (all) {
        expect(style).toContain('display:block');
        expect(style).not.toContain('table-of-contents');
      } else {
        if (tab !== 'mainnet') expect(style).toContain(`#network-tabs>#panel-${tab}{display:block!important}`);
        else expect(style).not.toContain('#panel-');
        // The TOC lists the tab's tables only.
        for (const t of tabs) expect(style.includes(tocEntry(t.value)), t.value).toBe(t.value !== tab);
      }
      // With a filter, the tables wait for the second script.
      expect(URL_STATE_WAIT in out.styles).toBe(query !== '');
    });
  }
});

describe('the scripts run the page\'s own functions', () => {
  const data = deployedContractsPage(siteData(), '', '');
  const rows = pageRows(data);
  const evaluated = <T,>(fn: T): T => new Function(`return (${String(fn)})`)() as T;
  test('the filter, from its source alone, keeps the same rows as the page', () => {
    const test = evaluated(filterTest);
    const search = evaluated(rowSearchText);
    for (const query of ['weth', 'core contracts acl', 'paused', 'zero price feed', '0x523da3', '523da3a8', '1', 'trade usdc tier 1', '  ', 'zzz']) {
      const m = compileFilter(query);
      const t = test(query);
      let kept = 0;
      for (const n of rows.prepared)
        n.tables.forEach((table, ti) =>
          networkRows(data.networks.find((x) => x.tab === n.tab)!, data.belowTables)[ti]!.forEach((r, i) => {
            const texts = table.texts();
            const ctx = texts[i]!.split('\n').slice(1 + (r.badges?.length ?? 0), -1).join('\n');
            const text = search([r.label, ...(r.badges ?? [])].join('\n'), ctx, r.address);
            expect(text).toBe(texts[i]);
            const on = t === null || t(text);
            expect(on, `${query}: ${r.label}`).toBe(m.test(text));
            if (on) kept++;
          }),
        );
      if (query.trim() === '') expect(t).toBeNull();
      else if (query !== 'zzz') expect(kept, query).toBeGreaterThan(0);
    }
  });
  test('the count line, from its source alone, reads as the page\'s', () => {
    const text = evaluated(countText);
    for (const query of ['', 'weth', 'zzz']) {
      const counts = rows.countsOf(compileFilter(query));
      for (const all of [false, true])
        for (const tab of ['mainnet', 'optimism', rows.legacy.tab]) {
          expect(text(scopeOf(counts, tab, all), query, all)).toBe(countLine(counts, query, tab, all));
        }
    }
  });
});

describe('the tokens table', () => {
  const rows = tokensTableRows('mainnet');

  test('the liquidation threshold column sorts by the highest threshold, tokens with none last', () => {
    const sorted = shownRows(rows, { ...DEFAULT_STATE, sort: nextSort(DEFAULT_STATE.sort, 'lt') });
    const lts = sorted.map(highestLt);
    expect(lts).toEqual([...lts].sort((a, b) => b - a));
    expect(lts[0]).toBeGreaterThan(8000);
    expect(lts.at(-1)).toBe(-1);
    // Not by how many managers there are.
    const byCount = [...rows].sort((a, b) => b.managers.length - a.managers.length).map((r) => r.id);
    expect(sorted.map((r) => r.id)).not.toEqual(byCount);
  });

  test('the filter: symbol, address (with or without 0x) or credit manager, and "Configured only"; headers and count line', () => {
    const shown = (query: string, configured = false) => shownRows(rows, { ...DEFAULT_STATE, query, configured }).map((r) => r.symbol);
    const gho = rows.find((r) => r.symbol === 'GHO')!;
    expect(shown('gho')).toContain('GHO');
    expect(shown(gho.address.slice(2, 12).toUpperCase())).toEqual(['GHO']);
    expect(shown(`0x${gho.address.slice(2, 12)}`)).toEqual(['GHO']);
    const manager = rows.flatMap((r) => r.managers.map((m) => m.name))[0]!;
    expect(shown(manager.toLowerCase())).toEqual(rows.filter((r) => r.managers.some((m) => m.name === manager)).map((r) => r.symbol));
    expect(shown('', true)).toEqual(rows.filter((r) => r.configured).map((r) => r.symbol));
    expect(shown('', true).length).toBeLessThan(rows.length);
    expect(shown('no such token')).toEqual([]);
    // The order the in-place table reads through its rows' keys is the rows' order.
    const state = { query: 'usd', configured: true, sort: { key: 'pools' as const, dir: -1 as const } };
    expect(shownItems(rows.map(rowKeys), (k) => k, state)).toEqual(shownRows(rows, state).map(rowKeys));
    expect(headerState({ key: 'lt', dir: -1 }, 'lt')).toEqual({ ariaSort: 'descending', arrow: ' ▼' });
    expect(headerState({ key: 'lt', dir: 1 }, 'lt')).toEqual({ ariaSort: 'ascending', arrow: ' ▲' });
    expect(headerState({ key: 'lt', dir: 1 }, 'symbol')).toEqual({ ariaSort: 'none', arrow: ' ↕' });
    expect(shownLine(3, 186)).toBe('3 of 186 shown');
  });

  test('state round-trips through the URL, other parameters kept', () => {
    const state = { query: 'usd coin', configured: true, sort: { key: 'lt' as const, dir: -1 as const } };
    const search = tokensSearch('?x=1', state);
    expect(search).toBe('?x=1&q=usd+coin&configured=1&sort=lt-desc');
    expect(readTokensUrl(search)).toEqual(state);
    expect(tokensSearch('', DEFAULT_STATE)).toBe('');
    expect(readTokensUrl('?sort=bogus-desc&configured=yes')).toEqual(DEFAULT_STATE);
    expect(nextSort({ key: 'lt', dir: -1 }, 'lt')).toEqual({ key: 'lt', dir: 1 });
    expect(nextSort({ key: 'lt', dir: -1 }, 'symbol')).toEqual({ key: 'symbol', dir: 1 });
  });
});
