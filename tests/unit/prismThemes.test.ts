/**
 * Code blocks: every Prism token colour, light and dark, at 4.5:1 or more on the block's background and on a
 * highlighted line's, computed here for every token type (axe samples what a page happens to show).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { PrismTheme } from 'prism-react-renderer';
import config from '../../docusaurus.config';
import { darkCodeTheme, lightCodeTheme } from '../../src/css/prismThemes';
import { contrast, over, parseColour, type Rgba } from '../helpers/contrast';
import { ROOT } from '../helpers/data';

const AA = 4.5;
const css = readFileSync(path.join(ROOT, 'src/css/custom.css'), 'utf8');

/** The highlighted-line colour custom.css sets in a block of rules (`:root` or `[data-theme='dark']`). */
function highlightedLine(selector: string): Rgba {
  const block = css.slice(css.indexOf(`${selector} {`));
  const value = /--docusaurus-highlighted-code-line-bg:\s*([^;]+);/.exec(block.slice(0, block.indexOf('}')));
  if (!value) throw new Error(`custom.css sets no --docusaurus-highlighted-code-line-bg under ${selector}`);
  return parseColour(value[1]!);
}

/** Every colour a token can be drawn in (the plain text's and each style's) against every background it can sit on. */
function pairs(theme: PrismTheme, highlight: Rgba): { what: string; colour: string; background: string; ratio: number }[] {
  const block = parseColour(theme.plain.backgroundColor!);
  const backgrounds: [string, Rgba][] = [
    ['block', block],
    ['highlighted line', over(highlight, block)],
  ];
  const plain = parseColour(theme.plain.color!);
  const colours = [{ what: 'plain', colour: theme.plain.color!, rgba: plain }].concat(
    theme.styles.map((s) => ({
      what: s.types.join(', '),
      colour: `${s.style.color ?? 'plain'}${s.style.opacity === undefined ? '' : ` at opacity ${s.style.opacity}`}`,
      rgba: s.style.color ? parseColour(s.style.color) : plain,
      opacity: s.style.opacity,
    })),
  );
  return colours.flatMap(({ what, colour, rgba, opacity }: { what: string; colour: string; rgba: Rgba; opacity?: number }) =>
    backgrounds.map(([background, bg]) => ({ what, colour, background, ratio: contrast(over(rgba, bg, opacity ?? 1), bg) })),
  );
}

describe('code block colours', () => {
  test('the contrast computation gives known figures', () => {
    expect(contrast(parseColour('#000'), parseColour('#ffffff'))).toBeCloseTo(21, 5);
    // The light theme's old comment colour, as the issue measured it with axe.
    expect(contrast(parseColour('#999988'), parseColour('#f6f8fa'))).toBeCloseTo(2.71, 2);
    expect(contrast(over(parseColour('rgba(0, 0, 0, 0.5)'), parseColour('#ffffff')), parseColour('#ffffff'))).toBeCloseTo(3.98, 2);
  });

  test('the site uses these themes', () => {
    const prism = (config.themeConfig as { prism: { theme: PrismTheme; darkTheme: PrismTheme } }).prism;
    expect(prism.theme).toBe(lightCodeTheme);
    expect(prism.darkTheme).toBe(darkCodeTheme);
  });

  for (const [mode, theme, selector] of [
    ['light', lightCodeTheme, ':root'],
    ['dark', darkCodeTheme, "[data-theme='dark']"],
  ] as const) {
    test(`${mode}: every token type at ${AA}:1 or more`, () => {
      const all = pairs(theme, highlightedLine(selector));
      expect(all.length).toBeGreaterThan(10);
      const failing = all.filter((p) => p.ratio < AA).map((p) => `${p.what} (${p.colour}) on the ${p.background}: ${p.ratio.toFixed(2)}:1`);
      expect(failing).toEqual([]);
    });
  }
});
