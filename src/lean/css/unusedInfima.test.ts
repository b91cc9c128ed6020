/**
 * The Infima rules the site's stylesheet drops (src/lean/css/unusedInfima.ts): only rules whose classes no source
 * names, and none that a source builds from pieces; and the custom properties nothing reads.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, test } from 'vitest';
import { classesOf, classSources, dropSelectors, dropUnreadProperties, namedProperties, readSources, unnamedClasses, unusedInfimaPlugin } from './unusedInfima';

const require = createRequire(import.meta.url);
import { ROOT as siteDir } from '../../../tests/helpers/data';
const infimaFile = require.resolve('infima/dist/css/default/default.css');
const infima = readFileSync(infimaFile, 'utf8');

describe('Infima without the classes nothing names', () => {
  test('a selector needing an unused class goes; the rest of its list, other rules, variables and keyframes stay', () => {
    const root = postcss.parse(
      ':root{--x:1}.card,.menu{color:red}.card .card__body{margin:0}@media (min-width:1px){.pills{a:b}}@keyframes card{from{a:b}}.badge:hover{c:d}',
    );
    dropSelectors(root, new Set(['card', 'card__body', 'pills']));
    expect(root.toString()).toBe(':root{--x:1}.menu{color:red}@keyframes card{from{a:b}}.badge:hover{c:d}');
  });

  test('a class counts as named only as a whole word', () => {
    const text = "className='button button--sm' const x = 'col--6-ish'; <div class=\"navbar__items\">";
    expect([...unnamedClasses(['button', 'button--sm', 'button--lg', 'col--6', 'navbar__items', 'navbar'], text)].sort()).toEqual(['button--lg', 'col--6', 'navbar']);
  });

  test('on the real sources: the classes the theme and site use stay, spare components go, and the plugin touches Infima only', async () => {
    const text = readSources(classSources(siteDir));
    const unused = unnamedClasses(classesOf(postcss.parse(infima)), text);
    for (const used of ['navbar', 'menu__link', 'alert--warning', 'button--secondary', 'button--sm', 'breadcrumbs__link', 'pagination-nav__link', 'table-of-contents__link', 'col--3', 'row', 'container', 'markdown', 'footer__links', 'theme-doc-markdown']) {
      expect(unused.has(used), used).toBe(false);
    }
    for (const spare of ['pagination__item', 'button-group', 'badge--danger', 'text--italic', 'padding-horiz--md']) expect(unused.has(spare), spare).toBe(true);

    const out = await postcss([unusedInfimaPlugin(siteDir)]).process(infima, { from: infimaFile });
    expect(out.css.length).toBeLessThan(infima.length * 0.85);
    expect(out.css).toContain('.navbar__link');
    expect(out.css).not.toContain('.pagination__item');
    expect(out.messages.some((m) => m.type === 'dir-dependency' && m.dir === path.join(siteDir, 'src'))).toBe(true);
    const other = '.pagination__item{color:red}';
    expect((await postcss([unusedInfimaPlugin(siteDir)]).process(other, { from: path.join(siteDir, 'src/browser/css/custom.css') })).css).toBe(other);
  });

  test('no source builds an Infima class name from pieces (a name split that way would not be found)', () => {
    const text = readSources(classSources(siteDir));
    const prefixes = new Set([...classesOf(postcss.parse(infima))].flatMap((c) => (/^(.*?(?:--|__))/.exec(c)?.[1] ? [/^(.*?(?:--|__))/.exec(c)?.[1] ?? ''] : [])));
    const built: string[] = [];
    for (const prefix of prefixes) {
      const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // `'col--' + n`, `` `col--${n}` ``: the prefix ends a string literal or is followed by an interpolation.
      const m = new RegExp(`(?<![\\w-])${escaped}(?:\\$\\{|['"\`]\\s*\\+)`).exec(text);
      if (m) built.push(m[0]);
    }
    expect(built).toEqual([]);
  });

  test('a custom property goes when no kept declaration reads it and no source names it, through chains of var()', () => {
    const root = postcss.parse(':root{--a:1;--b:var(--c);--c:2;--n:0;--u:4}.x{color:var(--a)}[data-theme=dark]{--b:5}@media (min-width:1px){:root{--u:5}}');
    expect([...dropUnreadProperties(root, new Set(['--n']))].sort()).toEqual(['--b', '--c', '--u']);
    expect(root.toString()).toBe(':root{--a:1;--n:0}.x{color:var(--a)}');
    // Read with a fallback, or only by another stylesheet (named in a source): kept.
    const kept = postcss.parse(':root{--f:1;--g:2;--h:3}.y{margin:var(--f, 0)}');
    expect([...dropUnreadProperties(kept, new Set(['--g']))]).toEqual(['--h']);
    expect(kept.toString()).toBe(':root{--f:1;--g:2}.y{margin:var(--f, 0)}');
  });

  test('a custom property counts as named only as a whole word', () => {
    const text = "style={{ '--rows': 3 }} getPropertyValue('--ifm-navbar-height') a--b color: var(--ifm-x-y) --ifm-x";
    expect([...namedProperties(text)].sort()).toEqual(['--ifm-navbar-height', '--ifm-x', '--ifm-x-y', '--rows']);
  });

  test('on the real sources: properties the theme, the site and scripts read stay, spare palettes go, no var() is left dangling', async () => {
    const out = await postcss([unusedInfimaPlugin(siteDir)]).process(infima, { from: infimaFile });
    const declared = (css: string) => new Set(css.match(/(?<![\w-])--[\w-]+(?=\s*:)/g) ?? []);
    const before = declared(infima);
    const after = declared(out.css);
    const dropped = [...before].filter((p) => !after.has(p));
    for (const spare of ['--ifm-color-info-lightest', '--ifm-pills-color-active', '--ifm-pagination-border-radius', '--ifm-card-vertical-spacing']) expect(dropped, spare).toContain(spare);
    // Read by the site's or the theme's stylesheets, or by Infima's kept rules.
    for (const used of ['--ifm-navbar-height', '--ifm-color-primary', '--ifm-pre-color', '--ifm-font-family-monospace', '--ifm-code-font-size', '--ifm-toc-border-color', '--ifm-menu-link-padding-vertical']) {
      expect(after.has(used), used).toBe(true);
    }
    expect(dropped.length).toBeGreaterThan(30);
    // Every var() the kept Infima reads is still declared (or was never declared by Infima).
    const reads = new Set([...out.css.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1] ?? ''));
    expect([...reads].filter((r) => before.has(r) && !after.has(r))).toEqual([]);
    // No source names a dropped one.
    const named = namedProperties(readSources(classSources(siteDir)));
    expect(dropped.filter((p) => named.has(p))).toEqual([]);
  });

  test('no source builds a custom property name from pieces (a name split that way would not be found)', () => {
    const text = readSources(classSources(siteDir));
    // `'--ifm-' + x`, `` `--ifm-${x}` ``, `'--' + name`: a `--` name that ends a string literal or meets an interpolation.
    const built = [...text.matchAll(/(?<![\w-])['"`]--(?:[a-zA-Z_][\w-]*)?(?:\$\{|['"`]\s*\+)[^\n]{0,20}/g)].map((m) => m[0]);
    // The one that does is a command-line option in an error message (src/cli/snapshot/cli.ts), not a style.
    expect(built).toEqual(['`--${t.name} needs a valu']);
    // The site's own scripts that set one name it whole.
    expect(namedProperties(text).has('--rows')).toBe(true);
  });
});

