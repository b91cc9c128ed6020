// src/lean/loaders/diagramLoader.cjs: each diagram of docs/diagrams/ becomes a component drawing it inline; and
// bundlerChanges.ts's diagramRule, which hands the diagrams to it instead of Docusaurus's rule for SVG files.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { DIAGRAMS_SOURCE_DIR } from '../../domain/data/paths';
import { diagramRule, DOCUSAURUS_SVG_TEST } from '../bundlerChanges';
import { ROOT } from '../../../tests/helpers/data';

const require = createRequire(import.meta.url);
const { renderToStaticMarkup } = require('react-dom/server') as { renderToStaticMarkup: (node: ReactNode) => string };
const { diagramModule, diagramParts } = require('./diagramLoader.cjs') as {
  diagramModule: (svg: string, file: string) => string;
  diagramParts: (svg: string, file: string) => { attributes: Record<string, string>; content: string };
};
const { transform } = require('../jiti/transpile.cjs') as { transform: (o: { source: string; filename: string }) => { code: string } };
const { getFileLoaderUtils } = require('@docusaurus/utils') as { getFileLoaderUtils: (isServer: boolean) => { rules: { svgs: () => { test: RegExp; exclude?: unknown } } } };

const DIR = path.join(ROOT, DIAGRAMS_SOURCE_DIR);
const diagrams = readdirSync(DIR).filter((f) => f.endsWith('.svg'));

/** The diagram's component, as the bundle gets it: the loader's module, made CommonJS and run. */
function component(svg: string, file: string): (props: Record<string, string>) => ReactNode {
  const module = { exports: {} as { default?: (props: Record<string, string>) => ReactNode } };
  new Function('module', 'exports', 'require', transform({ source: diagramModule(svg, file), filename: `${file}.js` }).code)(module, module.exports, require);
  if (!module.exports.default) throw new Error('no default export');
  return module.exports.default;
}

/** How many elements of each name a piece of SVG markup has. */
function elementCounts(markup: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [, name = ''] of markup.matchAll(/<([A-Za-z][\w-]*)/g)) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
}

describe('the diagrams loader', () => {
  test('each diagram is drawn inline: its root attributes, the page props (role, aria-label), every element of the file', () => {
    expect(diagrams.length).toBeGreaterThan(0);
    for (const name of diagrams) {
      const file = path.join(DIR, name);
      const svg = readFileSync(file, 'utf8');
      const html = renderToStaticMarkup(component(svg, file)({ role: 'img', 'aria-label': `The ${name} diagram` }) as ReactNode);
      const root = /^<svg\b[^>]*>/.exec(html)?.[0] ?? '';
      expect(root, name).toContain('role="img"');
      expect(root, name).toContain(`aria-label="The ${name} diagram"`);
      // Each attribute of the file's root element, under its own name (React writes fontFamily as font-family).
      for (const [, attribute = '', value = ''] of (/<svg\b([^>]*)>/.exec(svg)?.[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)) expect(root, `${name} ${attribute}`).toContain(`${attribute}="${value}"`);
      expect(elementCounts(html), name).toEqual(elementCounts(svg.replace(/<!--[\s\S]*?-->/g, '').replace(/<\?xml[^>]*\?>/, '')));
      expect(html, name).toContain(/<title>[^<]+<\/title>/.exec(svg)?.[0] ?? '<title>');
    }
  });

  test('root attributes become React props; comments and the indentation between elements go; text keeps its spaces', () => {
    const svg = '<?xml version="1.0"?>\n<!-- a diagram -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" font-family=\'a &amp; b\' xml:space="preserve" aria-hidden="true" class="c">\n  <!-- the box -->\n  <rect width="10" height="10" />\n  <text x="1">two  words</text>\n</svg>\n';
    expect(diagramParts(svg, 'x.svg')).toEqual({
      attributes: { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 10 10', fontFamily: 'a & b', xmlSpace: 'preserve', 'aria-hidden': 'true', className: 'c' },
      content: '<rect width="10" height="10" /><text x="1">two  words</text>',
    });
  });

  test('what it cannot carry over stops the build, naming the file', () => {
    expect(() => diagramParts('<div>not a diagram</div>', 'docs/diagrams/x.svg')).toThrow(/docs\/diagrams\/x\.svg: expected an SVG document/);
    expect(() => diagramParts('<svg style="color: red"><rect /></svg>', 'docs/diagrams/y.svg')).toThrow(/y\.svg: the <svg> element has a style attribute/);
  });
});

describe('the diagrams rule', () => {
  test("Docusaurus's rule for SVG files leaves the diagrams out; the rule returned takes them", () => {
    const svgRule = getFileLoaderUtils(false).rules.svgs();
    expect(String(svgRule.test)).toBe(DOCUSAURUS_SVG_TEST);
    const rules: unknown[] = [{ test: /\.css$/ }, svgRule];
    const rule = diagramRule(rules, ROOT);
    expect(svgRule.exclude).toEqual([DIR]);
    expect(rule.include).toEqual([DIR]);
    expect(rule.use?.map((u) => path.basename(u.loader))).toEqual(['diagramLoader.cjs']);
    expect(rule.test.test(path.join(DIR, diagrams[0] ?? 'x.svg'))).toBe(true);
    expect(() => diagramRule([{ test: /\.css$/ }], ROOT)).toThrow(/rule for SVG files/);
  });
});
