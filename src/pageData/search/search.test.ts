import { describe, expect, test } from 'vitest';
import { MAX_QUERY_LENGTH, MAX_QUERY_WORDS, echoQuery, fullTextTerm, headingKeys, nameKey, normalizeQuery, singularOf } from './query';
import { definingSection, docsNames, sections } from '../../build/search/docsNames';
import { addressInProgress, addressQuery, findAddresses, networkCount } from './address';
import { densestStart, excerptText, namedSection, orderResults, shapeHit, titleNames, type PagefindData } from './results';
import { breadcrumbTrail, codeNameHeadings, isCodeName, metaKeywords, prepareHtml } from '../../build/search/prepare';
import { entityAnnotations, PRIORITY } from '../../build/search/entities';
import { docsKind, entityNames, isV3Docs, pageAnnotation, routeOf, DATA_BODY_WEIGHT, ERRORS_DOCS_WEIGHT, LEGACY_DOCS_WEIGHT } from '../../build/search/indexer';
import { lookupIndex } from '../addressIndex';
import { labeler } from '../../domain/data/labels';
import { creditManagerPath, poolPath, priceFeedsPath, tokenAnchor, tokensPath } from '../../domain/data/paths';
import { siteData } from '../../../tests/helpers/data';
import { LEGACY, NETWORKS } from '../../domain/data/networks';

describe('query normalization', () => {
  test('trims, single-spaces, drops invisible characters and unifies compatibility forms', () => {
    expect(normalizeQuery('  Trade   USDC\tTier 1 \n')).toBe('Trade USDC Tier 1');
    expect(normalizeQuery('wst\u200BETH')).toBe('wstETH');
    expect(normalizeQuery('\u202Equota\u202C')).toBe('quota');
    expect(normalizeQuery('ＷＥＴＨ')).toBe('WETH');
    expect(normalizeQuery('\u200B \u2028')).toBe('');
  });

  test('a 10,000-character query is cut to the searched length and word count, quickly', () => {
    const long = 'a'.repeat(10_000);
    const t = performance.now();
    expect(normalizeQuery(long)).toHaveLength(MAX_QUERY_LENGTH);
    const words = normalizeQuery('health factor '.repeat(2_000));
    expect(words.split(' ')).toHaveLength(MAX_QUERY_WORDS);
    expect(performance.now() - t).toBeLessThan(100);
  });

  test('echoes at most 80 characters, with an ellipsis when cut', () => {
    expect(echoQuery('quota')).toBe('quota');
    const echo = echoQuery('x'.repeat(10_000));
    expect([...echo]).toHaveLength(80);
    expect(echo.endsWith('…')).toBe(true);
  });

  test('name keys ignore case and spacing', () => {
    expect(nameKey(' Trade  USDC Tier 1')).toBe('trade usdc tier 1');
  });
});

describe('what the full text is searched for while a query is typed', () => {
  test('a last word shorter than three characters is left out; a single one leaves nothing to search', () => {
    expect(fullTextTerm('c')).toBe('');
    expect(fullTextTerm('cr')).toBe('');
    expect(fullTextTerm('cre')).toBe('cre');
    expect(fullTextTerm('health f')).toBe('health');
    expect(fullTextTerm('Trade USDC Tier 1')).toBe('Trade USDC Tier');
    // Punctuation is not indexed: it does not count.
    expect(fullTextTerm('a.b')).toBe('');
    // Short words before the last are whole words, searched.
    expect(fullTextTerm('v3 pool')).toBe('v3 pool');
    expect(fullTextTerm('')).toBe('');
  });

  test('the start of an address, before the lookup can take it, is no text to search', () => {
    for (const text of ['0x', '0x5', '0x523da3a', '523d', '5a', '0X1F']) expect(addressInProgress(text), text).toBe(true);
    // Words of hex letters, numbers, and texts the lookup takes (8 digits or more) are not.
    for (const text of ['feed', 'dead', '100', '0x523da3a8', '523da3a8', 'v3', 'x1', '']) expect(addressInProgress(text), text).toBe(false);
  });
});

describe('address queries', () => {
  const acl = siteData().networks.mainnet.core.acl.address;
  const index = lookupIndex(siteData());

  test('a full address in any case, with or without 0x', () => {
    expect(addressQuery(acl)).toEqual({ hex: acl.slice(2).toLowerCase(), full: true, prefixed: true });
    expect(addressQuery(acl.slice(2).toUpperCase())).toEqual({ hex: acl.slice(2).toLowerCase(), full: true, prefixed: false });
    expect(addressQuery(`${acl.slice(0, 20)} ${acl.slice(20)}`)?.full).toBe(true);
  });

  test('8 or more leading hex digits are a prefix; fewer, more than 40, or non-hex are not addresses', () => {
    expect(addressQuery(acl.slice(0, 10))).toEqual({ hex: acl.slice(2, 10).toLowerCase(), full: false, prefixed: true });
    expect(addressQuery(acl.slice(2, 10))?.prefixed).toBe(false);
    expect(addressQuery(acl.slice(2, 9))).toBeNull();
    expect(addressQuery(`${acl}0`)).toBeNull();
    expect(addressQuery('wstETH')).toBeNull();
    expect(addressQuery('0xzz523da3a8')).toBeNull();
  });

  test('found in the lookup index by full address or prefix', () => {
    const full = findAddresses(index, addressQuery(acl.toLowerCase())!);
    expect(full.total).toBe(1);
    expect(full.matches[0]!.places.map((p) => p[1])).toContain('Core contract: ACL');
    const prefix = findAddresses(index, addressQuery(acl.slice(2, 10))!);
    expect(prefix.matches.map((m) => m.address)).toContain(acl.toLowerCase());
    expect(findAddresses(index, addressQuery('0x000000000000000000000000000000000000dEaD')!).total).toBe(0);
  });

  test('the legacy V2/V1 list counts as Ethereum Mainnet', () => {
    const places = index.addresses[acl.toLowerCase()]!;
    expect(places.some((p) => p[0] === 'mainnet-v2-v1')).toBe(true);
    expect(networkCount(places, index.networks)).toBe(1);
    // Counted by chain, as src/domain/data/networks.ts says: every legacy place is on the chain of Mainnet V3.
    expect(index.networks.find((n) => n.id === LEGACY.id)!.chainId).toBe(NETWORKS.mainnet.chainId);
    const arbitrumPlace = Object.values(index.addresses).flat().find((p) => p[0] === 'arbitrum')!;
    expect(networkCount([...places, arbitrumPlace], index.networks)).toBe(2);
  });
});

describe('result rows', () => {
  const at = (words: string[]) => (i: number) => words[i];
  test('excerpts are plain segments of the page words: located words marked without the punctuation around them, page text kept as text', () => {
    const words = ['see', '(quota).', 'and', '<script>x</script>', '&', 'health'];
    expect(excerptText(at(words), { start: 0, length: 6, marks: [1, 5], more: false })).toEqual([
      { text: 'see (', mark: false },
      { text: 'quota', mark: true },
      { text: '). and <script>x</script> & ', mark: false },
      { text: 'health', mark: true },
    ]);
    // A name marks its words (and their singular) wherever they are; text after the excerpt is an ellipsis.
    expect(excerptText(at(['Liquidation', 'thresholds', '(LT)', 'apply']), { start: 0, length: 3, marks: { name: 'liquidation threshold' }, more: true })).toEqual([
      { text: 'Liquidation', mark: true },
      { text: ' ', mark: false },
      { text: 'thresholds', mark: true },
      { text: ' (LT) …', mark: false },
    ]);
    // Words of text split at zero-width spaces are joined without a space.
    expect(excerptText(at(['東', '京']), { start: 0, length: 2, marks: [1], more: false }, '')).toEqual([
      { text: '東', mark: false },
      { text: '京', mark: true },
    ]);
  });

  test('an excerpt starts a word before where the located words weigh most, in the middle of equally good starts', () => {
    const loc = (location: number, balanced_score = 1) => ({ location, balanced_score });
    expect(densestStart([], 24)).toBe(0);
    expect(densestStart([loc(3)], 24)).toBe(0);
    expect(densestStart([loc(100), loc(102), loc(10)], 5)).toBe(98);
    expect(densestStart([loc(10, 1), loc(50, 9)], 4)).toBe(48);
  });

  test('a section title names an entity exactly, not a longer name that starts the same', () => {
    expect(titleNames('Credit Manager Trade USDC Tier 1 · Ethereum Mainnet', 'Trade USDC Tier 1')).toBe(true);
    expect(titleNames('Trade USDC Tier 1 Arbitrum', 'trade usdc tier 1')).toBe(false);
    expect(titleNames('wstETH', 'WSTETH')).toBe(true);
    expect(titleNames('wstETH_WETH_BPT', 'wstETH')).toBe(false);
  });

  const data = (over: Partial<PagefindData>): PagefindData => ({ url: '/tokens/mainnet', meta: { title: 'Supported tokens on Ethereum Mainnet', where: 'Protocol state › Ethereum Mainnet' }, anchors: [], sub_results: [], ...over });
  const page = 'Supported tokens on Ethereum Mainnet intro wstETH here . wstETH Restaking WETH'.split(' ');

  test('an exact name picks the section named so; otherwise the section where the query weighs most', () => {
    const anchor = { element: 'tr', id: 'token-x', title: 'wstETH', location: 9 };
    const subs = [
      { title: 'Supported tokens on Ethereum Mainnet', url: '/tokens/mainnet', weighted_locations: [{ weight: 1, balanced_score: 50, location: 6 }] },
      { title: 'wstETH', url: '/tokens/mainnet#token-x', anchor, weighted_locations: [{ weight: 1, balanced_score: 10, location: 9 }] },
    ];
    const exact = shapeHit(data({ sub_results: subs, anchors: [anchor] }), page, 'wsteth');
    expect(exact).toMatchObject({ url: '/tokens/mainnet#token-x', section: 'wstETH', page: 'Supported tokens on Ethereum Mainnet', exact: true });
    expect(exact.excerpt).toEqual([{ text: 'wstETH', mark: true }, { text: ' Restaking WETH', mark: false }]);
    const text = shapeHit(data({ sub_results: subs, anchors: [anchor] }), page, undefined, 4);
    expect(text).toMatchObject({ url: '/tokens/mainnet', exact: false });
    expect(text.section).toBeUndefined();
    // The page's top section ends where the first section starts: its excerpt stays before word 9.
    expect(text.excerpt.map((s) => s.text).join('')).toBe('Mainnet intro wstETH here');
  });

  test('an exact name without a matching sub-result falls back to the named anchor and its text', () => {
    const hit = shapeHit(data({ anchors: [{ element: 'tr', id: 'token-x', title: 'wstETH', location: 2 }] }), 'Tokens here. wstETH Restaking WETH: LT 0% none'.split(' '), 'wsteth');
    expect(hit.url).toBe('/tokens/mainnet#token-x');
    expect(hit.excerpt[0]).toEqual({ text: 'wstETH', mark: true });
  });

  test('exact matches come first in their own order, each result once', () => {
    const ordered = orderResults([{ id: 'b', n: 'exact-b' }, { id: 'c', n: 'exact-c' }], [{ id: 'a', n: 'a' }, { id: 'b', n: 'text-b' }]);
    expect(ordered.map((o) => [o.result.n, o.exact])).toEqual([
      ['text-b', true],
      ['exact-c', true],
      ['a', false],
    ]);
  });
});

describe('pages as the index reads them', () => {
  const html = [
    '<html><head><meta data-rh=true name=keywords content=PriceOracleV3,getPrice /></head><body><nav>Menu</nav>',
    '<article><nav aria-label=Breadcrumbs><ul class=breadcrumbs><li><a href=/>Home</a><li><a href=/docs/oracles>Oracles</a><li><span>The price oracle</span></ul></nav>',
    '<h1>The price oracle</h1><table><tr id=token-0xabc><th>wstETH<td>0x7f39C581F595B53c5cb19bD0b3f8dA6c935E2Ca0<td>LT</table>',
    '<h2 id=units>Units</h2></article></body></html>',
  ].join('');

  test('breadcrumbs and keywords are read from the page', () => {
    expect(breadcrumbTrail(html)).toEqual(['Home', 'Oracles']);
    expect(metaKeywords(html)).toEqual(['PriceOracleV3', 'getPrice']);
  });

  test('the article is the body, with meta, filters, sort, weights and section titles; addresses leave the text, not the ids', () => {
    const out = prepareHtml(html, {
      where: 'Docs › Oracles',
      keywords: ['PriceOracleV3', 'getPrice'],
      bodyWeight: 0.5,
      titleWeight: 7,
      priority: 200,
      anchors: new Map([
        ['token-0xabc', { title: 'wstETH', names: ['wstETH'] }],
        ['token-0xmissing', { title: 'GHO', names: ['GHO'] }],
      ]),
    });
    expect(out).toContain('<article data-pagefind-body data-pagefind-weight="0.5">');
    expect(out).toContain('<span data-pagefind-meta="where:Docs › Oracles"></span>');
    expect(out).toContain('<span data-pagefind-meta="keywords:PriceOracleV3 getPrice"></span>');
    expect(out).toContain('<span data-pagefind-filter="name:wsteth"></span>');
    expect(out).not.toContain('name:gho');
    expect(out).toContain('<span data-pagefind-sort="priority:200"></span>');
    expect(out).toContain('<h1 data-pagefind-weight="7">');
    expect(out).toContain('<tr id=token-0xabc data-pagefind-title="wstETH">');
    expect(out).not.toContain('0x7f39C581F595B53c5cb19bD0b3f8dA6c935E2Ca0');
    // Cells whose end tags are omitted are separated, so "wstETH" and "LT" stay two words.
    expect(out).toMatch(/wstETH\s+<td>\s+<td>LT/);
  });

  test('every anchor is annotated at its first tag with that id, whatever the order, quoting or look-alike attributes', () => {
    const page = [
      '<article><h1>T</h1>',
      '<p data-id="b">not an id</p>',
      '<h2 class="x" id="b">B</h2>',
      "<h2 id='a'>A</h2>",
      '<tr id=c><td>C</td></tr>',
      '<h3 id="b">B again</h3>',
      '</article>',
    ].join('');
    const out = prepareHtml(page, {
      anchors: new Map([
        ['c', { title: 'Cee', names: ['c'] }],
        ['a', { names: ['alpha'] }],
        ['b', { title: 'Bee "quoted"', names: ['b'] }],
        ['missing', { title: 'Nope', names: ['nope'] }],
      ]),
    });
    expect(out).toContain('<p data-id="b">');
    expect(out).toContain('<h2 class="x" id="b" data-pagefind-title="Bee &quot;quoted&quot;">');
    expect(out).toContain('<h3 id="b">');
    expect(out).toContain("<h2 id='a' >");
    expect(out).toContain('<tr id=c data-pagefind-title="Cee">');
    expect(out).not.toContain('Nope');
    expect(out).not.toContain('name:nope');
    expect(out).toContain('data-pagefind-meta="named:{&quot;alpha&quot;:&quot;a&quot;}"');
  });

  test('a page without an article cannot be indexed', () => {
    expect(() => prepareHtml('<html><body><main>x</main></body></html>', {})).toThrow(/no <article>/);
  });

  test('routes of built files', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('docs/intro.html')).toBe('/docs/intro');
    expect(routeOf('state/mainnet.html')).toBe('/state/mainnet');
    expect(routeOf('docs/oracles/index.html')).toBe('/docs/oracles');
  });

  test('docs pages boost their keywords; legacy docs and data pages count less', () => {
    const entities = entityAnnotations(siteData());
    expect(pageAnnotation('/docs/oracles/price-oracle', html, entities)).toMatchObject({ where: 'Docs › Home › Oracles', keywords: ['PriceOracleV3', 'getPrice'] });
    const legacy = pageAnnotation('/docs/v2/pools', html, entities);
    expect(legacy.bodyWeight).toBe(LEGACY_DOCS_WEIGHT);
    expect(legacy.keywords).toBeUndefined();
    expect(pageAnnotation('/', '<article></article>', entities)).toMatchObject({ where: '', bodyWeight: DATA_BODY_WEIGHT });
  });
});

describe('docs sections named after code', () => {
  test('a heading that is a name from code marks its section; prose headings do not', () => {
    for (const name of ['CreditFacadeV3', 'botMulticall', 'PERCENTAGE_FACTOR', 'ERC4626']) expect(isCodeName(name), name).toBe(true);
    for (const text of ['Overview', 'Credit facade', 'quota', 'Step 2']) expect(isCodeName(text), text).toBe(false);
    const html =
      '<article><h1>Architecture</h1><h2 class="anchor" id=creditfacadev3>CreditFacadeV3<a href=#creditfacadev3 class=hash-link aria-label="Direct link">\u200b</a></h2>' +
      '<h2 id="how-it-fits">How it fits</h2><h3 id="multicall">multicall<a class="hash-link" href="#multicall">#</a></h3><h3 id="x">botMulticall</h3></article>';
    expect(codeNameHeadings(html)).toEqual([
      { id: 'creditfacadev3', name: 'CreditFacadeV3' },
      { id: 'x', name: 'botMulticall' },
    ]);
  });

  test('a V3 docs page names its code-named sections for exact matches; the errors reference and V2 docs count less', () => {
    const html = '<html><head><meta name="keywords" content="CreditFacadeV3"></head><body><article><h1>A</h1><h2 id="creditfacadev3">CreditFacadeV3</h2></article></body></html>';
    const docs = pageAnnotation('/docs/credit-accounts/architecture', html, new Map());
    expect([...(docs.anchors ?? new Map()).entries()]).toEqual([['creditfacadev3', { names: ['CreditFacadeV3'] }]]);
    expect(docs.priority).toBe(PRIORITY.ownPage);
    const errors = pageAnnotation('/docs/errors/credit-facade', html, new Map());
    expect(errors.bodyWeight).toBe(ERRORS_DOCS_WEIGHT);
    expect(errors.anchors).toBeUndefined();
    expect(pageAnnotation('/docs/v2/architecture', html, new Map()).bodyWeight).toBe(LEGACY_DOCS_WEIGHT);
  });
});

describe('docs headings and keywords that name one thing', () => {
  test('a plural heading is also found by its singular; other words are left alone', () => {
    expect(headingKeys('Liquidation thresholds')).toEqual(['liquidation thresholds', 'liquidation threshold']);
    expect(headingKeys('Quotas')).toEqual(['quotas', 'quota']);
    expect(headingKeys('Health factor')).toEqual(['health factor']);
    for (const word of ['address', 'status', 'basis', 'gas', 'bus']) expect(singularOf(word), word).toBe(word);
    expect(singularOf('losses')).toBe('loss');
    expect(singularOf('price feeds')).toBe('price feed');
    expect(titleNames('Liquidation thresholds', 'liquidation threshold')).toBe(true);
    expect(titleNames('Liquidation threshold', 'liquidation thresholds')).toBe(false);
  });

  const page = (route: string, body: string, keywords = '') => ({
    route,
    html: `<html><head><meta name=keywords content="${keywords}"></head><nav><h2 id="nav">Quota</h2></nav><article>${body}</article></html>`,
  });
  const pages = [
    page('/docs/a', '<h1>Quotas</h1><h2 id="why">Why quotas exist</h2><h2 id="example">Example</h2><h2 id="hf">Health factor</h2>', 'quota, bots, CreditFacadeV3'),
    page(
      '/docs/b',
      '<h1>Debt and collateral</h1><p>The liquidation threshold matters.</p><h2 id="lts">Liquidation thresholds</h2><h2 id="example">Example</h2><h3 id="q">Quota</h3><h2 id="x">CreditFacadeV3</h2>' +
        '<h2 id="twv">Total weighted value</h2><p>Each token has a <strong>liquidation threshold</strong>.</p><h2 id="uses">Later</h2><p>The total debt in USD.</p>',
      'liquidation threshold, total debt, collateral check',
    ),
    page('/docs/c', '<h1>Bots</h1><h2 id="hf">Health factor</h2><h2 id="weth">WETH</h2><p>A collateral check. A <b>debt limit</b> caps debt.</p>', 'collateral check, weth, debt limit'),
    page('/docs/d', '<h1>Pools</h1><p>Each pool sets a debt limit.</p>', 'debt limit'),
  ];
  const names = docsNames(pages, new Set(['weth']));

  test('a page title names its page; a section heading names its section when no other heading has its text', () => {
    expect(names.get('/docs/a')?.page).toEqual(['quotas', 'quota']);
    expect([...(names.get('/docs/a')?.anchors ?? [])]).toEqual([['why', ['why quotas exist']]]);
    expect(names.get('/docs/b')?.anchors.get('lts')).toEqual(['liquidation thresholds', 'liquidation threshold']);
  });

  test('a keyword no other page lists and no heading has leads to the section that defines it, else the first that uses it', () => {
    expect(definingSection(pages[1]!.html, 'liquidation threshold')).toEqual({ id: 'twv' });
    expect(definingSection(pages[1]!.html, 'total debt')).toEqual({ id: 'uses' });
    expect(definingSection(pages[1]!.html, 'nowhere')).toEqual({});
    // The same answers from the page's sections cut once (docsNames cuts each page once for all its keywords).
    const split = sections(pages[1]!.html);
    expect(split.length).toBeGreaterThan(1);
    expect(definingSection(pages[1]!.html, 'liquidation threshold', split)).toEqual({ id: 'twv' });
    expect(definingSection(pages[1]!.html, 'total debt', split)).toEqual({ id: 'uses' });
    // "liquidation threshold" is a heading's singular, so the heading keeps it; "total debt" is the keyword's own.
    expect(names.get('/docs/b')?.anchors.get('uses')).toEqual(['later', 'total debt']);
    expect(names.get('/docs/b')?.anchors.get('twv')).toEqual(['total weighted value']);
    // Listed by two pages ("collateral check"), a title ("quota", "bots"), a name from code, an entity ("weth"): none.
    const all = [...names.values()].flatMap((n) => [...n.page, ...[...n.anchors.values()].flat()]);
    expect(all.filter((k) => ['collateral check', 'creditfacadev3', 'weth'].includes(k))).toEqual([]);
    expect(names.get('/docs/c')?.page).toEqual(['bots', 'bot']);
    // Listed by two pages, defined (in bold) by one: that one.
    expect(names.get('/docs/c')?.page).not.toContain('debt limit');
    expect([...(names.get('/docs/c')?.anchors ?? [])].find(([, keys]) => keys.includes('debt limit'))?.[0]).toBe('weth');
    expect(names.get('/docs/d')?.page).toEqual(['pools', 'pool']);
  });

  test('shared section headings, a section sharing a page title, names from code and entity names name nothing', () => {
    const all = [...names.values()].flatMap((n) => [...n.page, ...[...n.anchors.values()].flat()]);
    for (const key of ['example', 'health factor', 'creditfacadev3', 'weth']) expect(all, key).not.toContain(key);
    // "Quota" (a section of /docs/b, and a heading outside the article) loses to the page titled "Quotas".
    expect(names.get('/docs/b')?.anchors.has('q')).toBe(false);
  });

  test('the V3 docs page gets its heading names and the page priority; other pages do not', () => {
    const annotation = pageAnnotation('/docs/a', pages[0]!.html, new Map(), names.get('/docs/a'));
    expect(annotation).toMatchObject({ names: ['quotas', 'quota'], priority: PRIORITY.ownPage });
    expect([...annotation.anchors!.entries()]).toEqual([['why', { names: ['why quotas exist'] }]]);
    const prepared = prepareHtml(pages[0]!.html, annotation);
    expect(prepared).toContain('data-pagefind-filter="name:quota"');
    expect(prepared).toContain('data-pagefind-filter="name:why quotas exist"');
    expect(prepared).toContain(`data-pagefind-meta="named:{&quot;why quotas exist&quot;:&quot;why&quot;}"`);
  });

  test('an exact docs name is shown as the section it finds, even when the heading says something else', () => {
    const meta = JSON.stringify({ 'liquidation threshold': 'total-weighted-value' });
    expect(namedSection(meta, 'Liquidation  Threshold')).toBe('total-weighted-value');
    expect(namedSection(meta, 'health factor')).toBeUndefined();
    expect(namedSection('not json', 'x')).toBeUndefined();
    const hit = shapeHit(
      {
        url: '/docs/core-concepts/debt-and-collateral',
        meta: { title: 'Debt, collateral and health factor', where: 'Docs › Core concepts', named: meta },
        anchors: [{ element: 'h2', id: 'total-weighted-value', text: 'Total weighted value', location: 8 }],
        sub_results: [],
      },
      'Debt, collateral and health factor Intro words. Total weighted value Each collateral token has a liquidation threshold (LT) in basis points.'.split(' '),
      'liquidation threshold',
    );
    expect(hit).toMatchObject({ url: '/docs/core-concepts/debt-and-collateral#total-weighted-value', section: 'Total weighted value', exact: true });
    expect(hit.excerpt.filter((s) => s.mark).map((s) => s.text)).toEqual(['liquidation', 'threshold']);
    expect(isV3Docs('/docs/core-concepts/quotas')).toBe(true);
    for (const route of ['/docs/v2/pools', '/docs/errors', '/docs/errors/pool', '/state/mainnet']) expect(isV3Docs(route), route).toBe(false);
    // One classification: the index's weights follow the same kinds.
    expect(['/docs/intro', '/docs/v2/pools', '/docs/errors/pool', '/state/mainnet'].map(docsKind)).toEqual(['v3', 'legacy', 'reference', undefined]);
  });

  test('the names of pools, credit managers and tokens are reserved for their pages', () => {
    const reserved = entityNames(entityAnnotations(siteData()));
    for (const name of ['trade usdc tier 1', 'wsteth', 'weth']) expect(reserved.has(name), name).toBe(true);
    expect(reserved.has('health factor')).toBe(false);
  });
});

describe('what the generated pages are about', () => {
  const site = siteData();
  const entities = entityAnnotations(site);
  const mainnet = site.networks.mainnet;

  test('each pool and credit manager page is about its name, first among exact matches', () => {
    const cm = mainnet.creditManagers.find((c) => c.name === 'Trade USDC Tier 1')!;
    expect(entities.get(creditManagerPath('mainnet', cm.name))).toMatchObject({ names: ['Trade USDC Tier 1'], priority: PRIORITY.ownPage });
    const pool = site.networks.arbitrum.pools[0]!;
    expect(entities.get(poolPath('arbitrum', pool.name))).toMatchObject({ names: [pool.name], priority: PRIORITY.ownPage + 1 });
  });

  test('tokens have a row on the tokens page and the price-feeds page, titled by symbol', () => {
    const wsteth = mainnet.tokens.find((t) => labeler(mainnet).token(t.address) === 'wstETH')!;
    expect(entities.get(tokensPath('mainnet'))!.anchors!.get(tokenAnchor(wsteth.address))).toEqual({ title: 'wstETH', names: ['wstETH'] });
    expect(entities.get(priceFeedsPath('mainnet'))!.priority).toBe(PRIORITY.priceFeeds);
    expect(PRIORITY.ownPage < PRIORITY.tokenRow && PRIORITY.tokenRow < PRIORITY.priceFeeds && PRIORITY.priceFeeds < PRIORITY.addressTable).toBe(true);
  });

  test('address tables on / carry their network and, for pools and credit managers, the name', () => {
    const home = entities.get('/')!;
    expect(home.anchors!.get('mainnet-credit-manager-trade-usdc-tier-1')).toEqual({ title: 'Credit Manager Trade USDC Tier 1 · Ethereum Mainnet', names: ['Trade USDC Tier 1'] });
    expect(home.anchors!.get('arbitrum-core-contracts')).toEqual({ title: 'Core Contracts · Arbitrum One', names: [] });
  });
});
