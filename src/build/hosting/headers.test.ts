import { describe, expect, test } from 'vitest';
import { headerRules, headersFile, IMMUTABLE, REVALIDATE } from './headers';
import { headersFor, parseHeaders, pathMatches } from './hostRules.mjs';

describe('hosting headers', () => {
  const files = [
    'index.html',
    '404.html',
    'lookup.html',
    'sitemap.xml',
    'docs/intro.html',
    'docs/intro.md',
    'addresses/mainnet.csv',
    'addresses/mainnet.json',
    'assets/js/main.1a2b3c4d.js',
    'assets/js/runtime~main.5e6f7a8b.js',
    'assets/css/styles.7bd8cad7.css',
    'pagefind/pagefind.js',
    'pagefind/pagefind.en_dfeb99f6b1.pf_meta',
    'pagefind/fragment/en_13467a3.pf_fragment',
    'pagefind/index/en_189d696.pf_index',
    'img/logo.svg',
    '_headers',
  ];
  const cacheRules = (url: string) =>
    headerRules(files)
      .filter((r) => pathMatches(r.path, url))
      .flatMap((r) => r.headers.filter(([n]) => n === 'Cache-Control').map(([, v]) => v));

  test('each folder of hashed files is immutable; every other file and page is revalidated, by exactly one rule', () => {
    const paths = headerRules(files).map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/assets/css/*', '/assets/js/*', '/pagefind/fragment/*', '/pagefind/index/*']));
    expect(paths).not.toContain('/pagefind/*');
    for (const url of ['/assets/js/main.1a2b3c4d.js', '/pagefind/index/en_189d696.pf_index']) expect(cacheRules(url), url).toEqual([IMMUTABLE]);
    for (const url of ['/', '/index.html', '/lookup', '/lookup.html', '/docs/intro', '/addresses/mainnet.json', '/pagefind/pagefind.js', '/img/logo.svg', '/sitemap.xml']) {
      expect(cacheRules(url), url).toEqual([REVALIDATE]);
    }
  });

  test('a page whose name ends like a hash (a V3.1 comparison of two blocks) is a page: revalidated, never immutable', () => {
    const rules = headerRules(['v3.1/mainnet/changes/25274831-25452438.html', 'v3.1/mainnet/changes/25274831-25452438.md', 'assets/js/main.ab79a2dd.js']);
    const of = (url: string) => rules.filter((r) => pathMatches(r.path, url) && r.headers.some(([n]) => n === 'Cache-Control')).map((r) => r.headers[0]?.[1]);
    expect(of('/v3.1/mainnet/changes/25274831-25452438')).toEqual([REVALIDATE]);
    expect(of('/v3.1/mainnet/changes/25274831-25452438.md')).toEqual([REVALIDATE]);
    expect(of('/assets/js/main.ab79a2dd.js')).toEqual([IMMUTABLE]);
  });

  test('Markdown and CSV get their content types; the file itself gets no rule', () => {
    const text = headersFile(files);
    expect(text).toContain('/docs/intro.md\n  Content-Type: text/markdown; charset=utf-8\n');
    expect(text).toContain('/addresses/mainnet.csv\n  Content-Type: text/csv; charset=utf-8\n');
    expect(text).not.toMatch(/^\/_headers$/m);
  });

  test('the file a host reads back is the rules the build made: parsed as a host parses it, every URL gets what its rule says', () => {
    const rules = headerRules(files);
    const lower = rules.map((r) => ({ path: r.path, headers: r.headers.map(([n, v]) => [n.toLowerCase(), v]) }));
    expect(parseHeaders(headersFile(files))).toEqual(lower);
    expect(headersFor(parseHeaders(headersFile(files)), '/assets/js/main.1a2b3c4d.js').get('cache-control')).toBe(IMMUTABLE);
    expect(Object.fromEntries(headersFor(parseHeaders(headersFile(files)), '/docs/intro.md'))).toEqual({ 'cache-control': REVALIDATE, 'content-type': 'text/markdown; charset=utf-8' });
    expect(() => parseHeaders('  Cache-Control: no-cache\n')).toThrow(/line 1/);
  });
});
