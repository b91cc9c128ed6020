/**
 * Code blocks: every token colour src/browser/css/code.css ships, light and dark, at 4.5:1 or more on the block's
 * background and on a highlighted line's (custom.css), computed from the stylesheets themselves (axe only
 * samples the tokens a page happens to show). The Prism theme is empty, so nothing inline overrides them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import config from '../../../docusaurus.config';
import { contrast, over, parseColour, type Rgba } from '../../../tests/helpers/contrast';
import { ROOT } from '../../../tests/helpers/data';
import { TEXT_LOOKING_TOKENS } from './textLookingTokens';

const AA = 4.5;
const codeCss = readFileSync(path.join(ROOT, 'src/browser/css/code.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const customCss = readFileSync(path.join(ROOT, 'src/browser/css/custom.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

interface Rule {
  selector: string;
  body: string;
}

/** Every rule of a stylesheet without at-rules (code.css and the top of custom.css have none that matter here). */
function rules(css: string): Rule[] {
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({ selector: m[1]!.trim(), body: m[2]! }));
}

function declaration(body: string, property: string): string | undefined {
  return new RegExp(`(?:^|;|\\s)${property.replace(/[-]/g, '\\-')}\\s*:\\s*([^;]+);`).exec(body)?.[1]?.trim();
}

/** The one value a property gets in the rule with exactly this selector. */
function valueIn(css: string, selector: string, property: string): string {
  const found = rules(css).filter((r) => r.selector === selector).map((r) => declaration(r.body, property)).filter((v) => v !== undefined);
  if (found.length !== 1) throw new Error(`expected one ${property} under ${selector}, found ${found.length}`);
  return found[0]!;
}

const MODES = {
  light: { prefix: "html:not([data-theme='dark']) ", block: '.theme-code-block', root: ':root' },
  dark: { prefix: "[data-theme='dark'] ", block: "[data-theme='dark'] .theme-code-block", root: "[data-theme='dark']" },
} as const;

/** Each token rule of one mode: the token classes it names and its colour. */
function tokenColours(prefix: string): { tokens: string; colour: string }[] {
  return rules(codeCss)
    .filter((r) => r.selector.startsWith(`${prefix}.token`))
    .map((r) => {
      const colour = declaration(r.body, 'color');
      if (!colour) throw new Error(`${r.selector} sets no colour`);
      return { tokens: r.selector.slice(prefix.length), colour };
    });
}

describe('code block colours (src/browser/css/code.css)', () => {
  test('the contrast computation gives known figures', () => {
    expect(contrast(parseColour('#000'), parseColour('#ffffff'))).toBeCloseTo(21, 5);
    // GitHub's comment colour, as the issue measured it with axe on the old light theme.
    expect(contrast(parseColour('#999988'), parseColour('#f6f8fa'))).toBeCloseTo(2.71, 2);
    expect(contrast(over(parseColour('rgba(0, 0, 0, 0.5)'), parseColour('#ffffff')), parseColour('#ffffff'))).toBeCloseTo(3.98, 2);
  });

  test('the site ships code.css and an empty Prism theme (no inline colours to override it)', () => {
    const themeConfig = config.themeConfig as { prism: { theme: { plain: object; styles: unknown[] }; darkTheme: { plain: object; styles: unknown[] } } };
    for (const theme of [themeConfig.prism.theme, themeConfig.prism.darkTheme]) expect(theme).toEqual({ plain: {}, styles: [] });
    expect(JSON.stringify(config.presets)).toContain('./src/browser/css/code.css');
  });

  for (const [mode, m] of Object.entries(MODES)) {
    test(`${mode}: every token colour and the plain text at ${AA}:1 or more, on the block and on a highlighted line`, () => {
      const block = parseColour(valueIn(codeCss, m.block, '--prism-background-color'));
      const highlighted = over(parseColour(valueIn(customCss, m.root, '--docusaurus-highlighted-code-line-bg')), block);
      const colours = [{ tokens: 'plain text', colour: valueIn(codeCss, m.block, '--prism-color') }, ...tokenColours(m.prefix)];
      // Comments, strings, keywords and functions at least: the palette read is the real one.
      expect(colours.length).toBeGreaterThanOrEqual(8);
      for (const t of ['comment', 'string', 'keyword', 'function']) expect(colours.some((c) => new RegExp(`\\.${t}\\b`).test(c.tokens)), `${mode} colours .${t}`).toBe(true);
      const failing = colours.flatMap(({ tokens, colour }) =>
        [
          ['block', block],
          ['highlighted line', highlighted],
        ].flatMap(([where, bg]) => {
          const ratio = contrast(parseColour(colour), bg as Rgba);
          return ratio < AA ? [`${tokens} ${colour} on the ${where}: ${ratio.toFixed(2)}:1`] : [];
        }),
      );
      expect(failing).toEqual([]);
    });
  }

  test('the tokens drawn as bare text (src/theme/CodeBlock/textLookingTokens.ts) are styled exactly as the plain text, light and dark', () => {
    const classes = [...TEXT_LOOKING_TOKENS].map((c) => /^token ([\w-]+)$/.exec(c)?.[1] ?? `not one token class: ${c}`).filter((c) => c !== 'plain');
    expect(classes).toContain('punctuation');
    // Every stylesheet that can reach a code token: the site's own and the theme's code block styles.
    const theme = path.join(ROOT, 'node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock');
    const sheets = [
      ...readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css')).map((f) => path.join(ROOT, 'src', f)),
      ...readdirSync(theme, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css')).map((f) => path.join(theme, f)),
    ];
    expect(sheets).toContain(path.join(ROOT, 'src/browser/css/code.css'));
    const topLevel = (selector: string) => selector.split(/,(?![^(]*\))/).map((x) => x.trim());
    const reaching: { file: string; selector: string; body: string }[] = [];
    for (const file of sheets) {
      for (const r of rules(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''))) {
        for (const selector of topLevel(r.selector)) {
          // A token span is `span.token.<type>`: a selector reaches it if it names `.token` without a type, or with
          // one of these types, or names one of these classes at all, or styles spans.
          const token = /\.token(?![\w-])((?::is\([^)]*\)|\.[\w-]+)*)/.exec(selector);
          const types = token ? [...(token[1] ?? '').matchAll(/\.([\w-]+)/g)].map((m) => m[1]!) : [];
          const names = classes.some((c) => new RegExp(`\\.${c}(?![\\w-])`).test(selector));
          // (A CSS module's span selector is under a class of its own component, which draws no code line.)
          const spans = /(^|[\s>+~])span\b/.test(selector) && (!file.endsWith('.module.css') || selector.includes(':global'));
          if ((token && (types.length === 0 || types.some((t) => classes.includes(t)))) || names || spans) {
            reaching.push({ file: path.relative(ROOT, file), selector, body: r.body.trim() });
          }
        }
      }
    }
    // Only code.css's colour rules, each giving exactly the block's own colour of its mode and nothing else.
    expect(reaching.length).toBeGreaterThan(0);
    for (const { file, selector, body } of reaching) {
      expect(file, selector).toBe('src/browser/css/code.css');
      const mode = Object.values(MODES).find((m) => selector.startsWith(`${m.prefix}.token`));
      expect(mode, selector).toBeDefined();
      expect(body.replace(/;$/, '').split(';').map((d) => d.trim()), selector).toEqual([`color: ${valueIn(codeCss, mode!.block, '--prism-color')}`]);
    }
  });
});

