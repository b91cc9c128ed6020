/**
 * The Infima rules the site's stylesheet drops (src/plugin/css/unusedInfima.ts): only rules whose classes no source
 * names, and none that a source builds from pieces.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, test } from 'vitest';
import { classesOf, classSources, dropSelectors, readSources, unnamedClasses, unusedInfimaPlugin } from '../../../src/plugin/css/unusedInfima';

const require = createRequire(import.meta.url);
const siteDir = path.resolve(__dirname, '../../..');
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
    expect((await postcss([unusedInfimaPlugin(siteDir)]).process(other, { from: path.join(siteDir, 'src/css/custom.css') })).css).toBe(other);
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
});
