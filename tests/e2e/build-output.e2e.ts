import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { BUILD_DIR } from '../helpers/browser';
import { filesUnder } from '../helpers/files';
import { DOC_SCOPES } from '../../src/domain/protocol/versions';
import { startServer } from '../../scripts/static-server.mjs';

describe('built site', () => {
  const built = filesUnder(BUILD_DIR, '.html', '.js');

  test('exists', () => {
    expect(built.some((f) => f.endsWith('index.html'))).toBe(true);
  });

  test('no raw snapshot data reaches the browser: no bigint marker, no contractLabels object', () => {
    const offenders = built.filter((f) => {
      const text = readFileSync(f, 'utf8');
      return /"__type"\s*:\s*"bigint"/.test(text) || /contractLabels["']?\s*:\s*\{/.test(text) || text.includes('"contractLabels"');
    });
    expect(offenders).toEqual([]);
  });

  test('the route registry every page downloads names data modules by alias, not by the folders of the build machine', () => {
    const generated = path.join(path.resolve(BUILD_DIR, '..'), '.docusaurus');
    const offenders = built.filter((f) => f.endsWith('.js') && readFileSync(f, 'utf8').includes(generated));
    expect(offenders.map((f) => path.relative(BUILD_DIR, f))).toEqual([]);
  });

  test('no page loads a script, stylesheet, font or image from another origin', () => {
    const foreign = built
      .filter((f) => f.endsWith('.html'))
      .flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/<(?:script|link|img)\b[^>]*\b(?:src|href)="(https?:)?\/\/[^"]+"/g)]
          .map((m) => m[0])
          .filter((tag) => !/rel="(?:canonical|alternate)"/.test(tag) && !/<link[^>]*hreflang/.test(tag)),
      );
    expect(foreign).toEqual([]);
  });

  test('every docs page says under its title which protocol version it applies to, as its front matter names it', () => {
    const docs = filesUnder(path.join(BUILD_DIR, 'docs'), '.html');
    expect(docs.length).toBeGreaterThan(100);
    const sentences = new Set(Object.values(DOC_SCOPES).map((s) => s.slice(0, 20)));
    const wrong = docs.filter((file) => {
      // The title, then the scope's paragraph, first thing after it.
      const after = /<\/h1><\/header>\s*<p class="?doc-scope"?><strong>Applies to:<\/strong>\s*(?:<!-- -->)?(.{20})/.exec(readFileSync(file, 'utf8'))?.[1];
      return after === undefined || !sentences.has(after);
    });
    expect(wrong.map((f) => path.relative(BUILD_DIR, f))).toEqual([]);
  });

  test('the home page data is not shipped with docs pages', () => {
    const intro = readFileSync(path.join(BUILD_DIR, 'docs/intro.html'), 'utf8');
    // The ACL address appears on / but a docs page must not carry the address book.
    expect(intro).not.toContain('0x523dA3a8961E4dD4f6206DBf7E6c749f51796bb3');
  });
});

describe('hosting headers (_headers, for Netlify and Cloudflare Pages)', () => {
  /** The rules of build/_headers: a path line, then indented `Name: value` lines. */
  const rules = () => {
    const out: { path: string; headers: [string, string][] }[] = [];
    for (const line of readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8').split('\n')) {
      if (!line.trim() || line.startsWith('#')) continue;
      if (/^\s/.test(line)) {
        const m = /^\s+([^:]+):\s*(.+)$/.exec(line);
        expect(m, line).not.toBeNull();
        out.at(-1)!.headers.push([m![1]!.toLowerCase(), m![2]!]);
      } else out.push({ path: line.trim(), headers: [] });
    }
    return out;
  };
  /** A host's matching: `*` stands for any characters, everything else literally; every matching rule applies. */
  const matches = (pattern: string, url: string) => new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`).test(url);
  const headersFor = (all: ReturnType<typeof rules>, url: string, name: string) => all.filter((r) => matches(r.path, url)).flatMap((r) => r.headers.filter(([n]) => n === name).map(([, v]) => v));
  const rel = (f: string) => path.relative(BUILD_DIR, f).split(path.sep).join('/');
  const files = filesUnder(BUILD_DIR).map(rel).filter((f) => f !== '_headers');
  // Content-hashed files as their makers name them: the bundler's name.<8 hex>.js|css, Pagefind's <lang>_<hex>.pf_<kind>,
  // the search's excerpt files <lang>_<hex>.json (src/build/search/reshape.ts).
  const hashed = files.filter((f) => /^assets\/.*\.[0-9a-f]{8}\.(js|css)$/.test(f) || /^pagefind\/.*_[0-9a-f]{7,}\.pf_\w+$/.test(f) || /^pagefind\/excerpt\/[a-z]+_[0-9a-f]{10}\.json$/.test(f));
  const hashedFolders = [...new Set(hashed.map((f) => path.posix.dirname(f)))].filter((d) => files.filter((f) => path.posix.dirname(f) === d).every((f) => hashed.includes(f)));

  test('lists each hashed-asset folder of the build as immutable; every other file, every page included, is revalidated; no file gets two Cache-Control values', () => {
    const all = rules();
    expect(hashedFolders).toEqual(expect.arrayContaining(['assets/js', 'assets/css', 'pagefind/fragment', 'pagefind/index', 'pagefind/excerpt']));
    for (const dir of hashedFolders) {
      expect(all.find((r) => r.path === `/${dir}/*`)?.headers, dir).toEqual([['cache-control', 'public, max-age=31536000, immutable']]);
    }
    for (const f of files) {
      const urls = f.endsWith('.html') ? [`/${f}`, `/${f.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`] : [`/${f}`];
      const inHashedFolder = hashedFolders.includes(path.posix.dirname(f));
      for (const url of urls) {
        expect(headersFor(all, url, 'cache-control'), url).toEqual([inHashedFolder ? 'public, max-age=31536000, immutable' : 'no-cache']);
      }
    }
  });

  test('Markdown and CSV files are served as text with their types, as the local server serves them', async () => {
    const all = rules();
    const typed = files.filter((f) => /\.(md|csv)$/.test(f));
    expect(typed.filter((f) => f.endsWith('.csv')).length).toBeGreaterThan(0);
    const server = await startServer({ dir: BUILD_DIR });
    try {
      for (const f of typed) {
        const type = f.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'text/csv; charset=utf-8';
        expect(headersFor(all, `/${f}`, 'content-type'), f).toEqual([type]);
        const res = await fetch(`${server.url}/${f}`, { method: 'HEAD' });
        expect(res.headers.get('content-type'), f).toBe(type);
      }
    } finally {
      await server.close();
    }
  });
});
