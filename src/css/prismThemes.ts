/**
 * Code block colours (Prism), light and dark: GitHub's and Dracula's themes with each token colour that fell
 * below 4.5:1 made darker (light) or lighter (dark), keeping its hue, until it passes on the block's background
 * and on a highlighted line's (`--docusaurus-highlighted-code-line-bg` in custom.css).
 * tests/unit/prismThemes.test.ts computes the contrast of every token type.
 */
import { themes, type PrismTheme } from 'prism-react-renderer';

/** `theme` with colours replaced (`from` → `to`) and styles without a colour (opacity only) dropped. */
function recoloured(theme: PrismTheme, colours: Readonly<Record<string, string>>): PrismTheme {
  return {
    plain: theme.plain,
    styles: theme.styles
      .filter((s) => s.style.color !== undefined)
      .map((s) => (s.style.color! in colours ? { ...s, style: { ...s.style, color: colours[s.style.color!] } } : s)),
  };
}

export const lightCodeTheme: PrismTheme = recoloured(themes.github, {
  '#999988': '#646459', // comments: 2.71:1 → 5.63:1
  '#e3116c': '#c30f5d', // strings: 4.32:1 → 5.57:1
  '#36acaa': '#226d6c', // numbers, booleans, constants, properties: 2.58:1 → 5.69:1
  '#00a4db': '#006b8f', // at-rules, attribute names: 2.69:1 → 5.63:1
  '#d73a49': '#b9323f', // functions, deleted: 4.30:1 → 5.51:1
});

export const darkCodeTheme: PrismTheme = recoloured(themes.dracula, {
  'rgb(98, 114, 164)': '#8894ba', // comments: 3.03:1 → 4.73:1
  'rgb(255, 85, 85)': '#ff5a5a', // deleted: 4.53:1 → 4.66:1
});
