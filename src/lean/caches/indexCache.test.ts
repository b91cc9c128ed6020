import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { IndexCache, indexedHtml, indexKey } from './indexCache';

const dir = mkdtempSync(path.join(os.tmpdir(), 'index-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every file under `root` with its content. */
function tree(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const f = path.join(d, e.name);
      if (e.isDirectory()) walk(f);
      else out[path.relative(root, f)] = readFileSync(f, 'utf8');
    }
  };
  walk(root);
  return out;
}
function write(root: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
}

describe('the key of a search index', () => {
  const pages = [
    { route: '/docs/intro', html: '<article><h1>Intro</h1></article>' },
    { route: '/', html: '<article><h1>Deployed contracts</h1></article>' },
  ];
  const annotations = [['/pools/a', { names: ['Trade USDC Tier 1'], anchors: new Map([['x', { names: ['USDC'] }]]) }]];
  const key = indexKey('code', annotations, pages);

  test('the same for the same code, annotations and pages', () => {
    expect(indexKey('code', structuredClone(annotations), pages.map((p) => ({ ...p })))).toBe(key);
  });

  test("another for a page's HTML or route, a page more or less, the annotations (inside their maps too), or the code", () => {
    const others = [
      indexKey('code', annotations, [pages[0]!, { ...pages[1]!, html: pages[1]!.html.replace('Deployed', 'Deployed ') }]),
      indexKey('code', annotations, [pages[0]!, { ...pages[1]!, route: '/home' }]),
      indexKey('code', annotations, pages.slice(0, 1)),
      // Where one page's text ends and the next one's route begins is part of the key.
      indexKey('code', annotations, [{ route: '/docs/intro', html: `${pages[0]!.html}/` }, { route: '', html: pages[1]!.html }]),
      indexKey('code', [['/pools/a', { names: ['Trade USDC Tier 1'], anchors: new Map([['x', { names: ['USDT'] }]]) }]], pages),
      indexKey('other code', annotations, pages),
    ];
    for (const other of others) expect(other).not.toBe(key);
    expect(new Set(others).size).toBe(others.length);
  });
});

describe('the search index kept between builds', () => {
  const index = { 'pagefind.js': 'js', 'pagefind-entry.json': '{"version":"1.6.0"}', 'fragment/en_1.pf_fragment': 'f1', 'index/en_2.pf_index': 'i2' };

  test('nothing to restore before one is saved, or under another key', () => {
    const cache = new IndexCache(path.join(dir, 'empty'));
    expect(cache.restore('k', path.join(dir, 'out-empty'))).toBe(false);
    const built = path.join(dir, 'built-1');
    write(built, index);
    cache.save('k', built);
    const out = path.join(dir, 'out-other');
    write(out, { 'pagefind.js': 'left alone' });
    expect(cache.restore('another key', out)).toBe(false);
    expect(tree(out)).toEqual({ 'pagefind.js': 'left alone' });
  });

  test('restored under its key, file for file, in place of what the folder held; a later save replaces it', () => {
    const cache = new IndexCache(path.join(dir, 'kept'));
    const built = path.join(dir, 'built-2');
    write(built, index);
    cache.save('k1', built);
    const out = path.join(dir, 'out');
    write(out, { 'stale.pf_index': 'old' });
    expect(cache.restore('k1', out)).toBe(true);
    expect(tree(out)).toEqual(index);

    const next = path.join(dir, 'built-3');
    write(next, { 'pagefind.js': 'js 2' });
    cache.save('k2', next);
    expect(cache.restore('k1', path.join(dir, 'out-k1'))).toBe(false);
    expect(cache.restore('k2', path.join(dir, 'out-k2'))).toBe(true);
    expect(tree(path.join(dir, 'out-k2'))).toEqual({ 'pagefind.js': 'js 2' });
  });
});

describe('what of a page the key reads', () => {
  const page = (runtime: string) =>
    `<!doctype html><html lang=en><head><meta charset=UTF-8><title>Intro</title><link rel=preload href=/assets/js/${runtime}.js as=script><link rel=stylesheet href=/assets/css/styles.1.css><script type=application/ld+json>{"a":1}</script></head><body><article><h1>Intro</h1><p>Text</p></article><script src=/assets/js/${runtime}.js></script><script>!function(){var n=["/assets/js/${runtime}.js"]}()</script></body></html>`;

  test("not the bundle's file names, which can change with no change to the page", () => {
    expect(indexedHtml(page('runtime~main.50f3b612'))).toBe(indexedHtml(page('runtime~main.9deb41ff')));
    expect(indexKey('c', [], [{ route: '/docs/intro', html: page('runtime~main.50f3b612') }])).toBe(indexKey('c', [], [{ route: '/docs/intro', html: page('runtime~main.9deb41ff') }]));
    expect(indexedHtml(page('x'))).toBe('<!doctype html><html lang=en><head><meta charset=UTF-8><title>Intro</title></head><body><article><h1>Intro</h1><p>Text</p></article></body></html>');
  });

  test('everything else: text, attributes, meta tags', () => {
    const key = indexKey('c', [], [{ route: '/docs/intro', html: page('r') }]);
    for (const changed of [page('r').replace('<p>Text', '<p>Text!'), page('r').replace('<h1>', '<h1 id=a>'), page('r').replace('<title>', '<meta name=keywords content=a><title>')]) {
      expect(indexKey('c', [], [{ route: '/docs/intro', html: changed }])).not.toBe(key);
    }
  });
});
