import { createRequire } from 'node:module';
import { createElement as h, Fragment, type ReactNode } from 'react';
import { Helmet as LibraryHelmet, HelmetProvider as LibraryProvider } from 'react-helmet-async';
import { describe, expect, test } from 'vitest';
import { headEntry } from './';
import { headState, primaryAttribute, TAG_TYPES, type Attributes, type HeadState } from './state';

// react-dom ships no types of its own, and the project has no @types/react-dom: the one function used, typed here.
const { renderToString } = createRequire(import.meta.url)('react-dom/server') as { renderToString: (node: ReactNode) => string };

/**
 * The browser's head (src/lean/standIns/head) against react-helmet-async, which renders each page's head into its HTML:
 * the same `<Head>` elements give the same title, `<html>`/`<body>` attributes and tags. The entries imitate what
 * the theme and this site render on a page, and add the cases the rules single out.
 */
const ENTRIES: ReactNode[][] = [
  // Core's defaults and the hydrated flag.
  [h('html', { lang: 'en', dir: 'ltr' }), h('title', null, 'Gearbox for developers'), h('meta', { property: 'og:title', content: 'Gearbox for developers' }), h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1.0' }), h('link', { rel: 'icon', href: '/img/favicon.svg' })],
  [h('html', { 'data-has-hydrated': false })],
  // The theme's site metadata: a card, canonical, two hreflang alternates with one href, locale, search tags.
  [h('meta', { name: 'twitter:card', content: 'summary_large_image' }), h('body')],
  [h('meta', { property: 'og:url', content: 'https://dev.gearbox.fi/docs/intro' }), h('link', { rel: 'canonical', href: 'https://dev.gearbox.fi/docs/intro' })],
  [h('link', { rel: 'alternate', href: 'https://dev.gearbox.fi/docs/intro', hrefLang: 'en' }), h('link', { rel: 'alternate', href: 'https://dev.gearbox.fi/docs/intro', hrefLang: 'x-default' }), h('meta', { property: 'og:locale', content: 'en' })],
  [h('meta', { name: 'docusaurus_locale', content: 'en' }), h('meta', { name: 'docsearch:language', content: 'en' })],
  // Nested html class names, the innermost complete.
  [h('html', { className: 'plugin-docs plugin-id-default' })],
  [h('html', { className: 'docs-wrapper plugin-docs plugin-id-default docs-doc-page' })],
  // The page: title and og:title over the defaults, a description, a canonical over the theme's.
  [h('title', null, 'Liquidation | Gearbox for developers'), h('meta', { property: 'og:title', content: 'Liquidation | Gearbox for developers' }), h('meta', { name: 'description', content: 'When & how "accounts" <go>' })],
  [h('link', { rel: 'canonical', href: 'https://dev.gearbox.fi/docs/credit-accounts/liquidation' })],
  // This site's Markdown alternate, structured data, a fragment of tags.
  [h('link', { rel: 'alternate', type: 'text/markdown', href: '/docs/intro.md', title: 'Introduction as Markdown' })],
  [h('script', { type: 'application/ld+json' }, '{"@type":"BreadcrumbList"}')],
  // (The library loses a fragment's tags when tags of the same type stand beside the fragment or in a fragment
  // inside it; no <Head> of the theme or this site does either, and the browser's head keeps them all.)
  [h(Fragment, null, h('meta', { name: 'keywords', content: 'a,b' }), h('meta', { httpEquiv: 'refresh', content: '30' }))],
  // A later card over the first; a stylesheet's rel does not count, its href does.
  [h('meta', { name: 'twitter:card', content: 'summary' }), h('link', { rel: 'stylesheet', href: '/a.css' })],
  [h('link', { rel: 'stylesheet', href: '/a.css' }), h('link', { rel: 'stylesheet', href: '/b.css' }), h('meta', { itemProp: 'name', content: 'x' }), h('meta', { charSet: 'utf-8' })],
  [h('style', null, 'p{color:red}'), h('noscript', null, '<p>no</p>'), h('script', { src: '/s.js' })],
];

/** The library's rendering of the same entries, in its server form. */
function library(entries: ReactNode[][]): Record<string, string> {
  const context: { helmet?: Record<string, { toString(): string }> } = {};
  renderToString(h(LibraryProvider, { context }, ...entries.map((children, i) => h(LibraryHelmet, { key: i }, ...children))));
  const helmet = context.helmet ?? {};
  return Object.fromEntries(['title', 'htmlAttributes', 'bodyAttributes', ...TAG_TYPES].map((k) => [k, helmet[k]?.toString() ?? '']));
}

/** Ours, written in the library's server form (only to compare: the browser applies the state to the DOM). */
function ours(state: HeadState): Record<string, string> {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
  const attrs = (a: Attributes, encode: boolean) =>
    Object.entries(a)
      .filter(([k]) => k !== 'innerHTML' && k !== 'cssText')
      .map(([k, v]) => (v === undefined ? k : `${k}="${encode ? esc(v) : v}"`))
      .join(' ');
  const tag = (type: string, a: Attributes) =>
    ['script', 'style', 'noscript'].includes(type) ? `<${type} data-rh="true" ${attrs(a, true)}>${a.innerHTML ?? a.cssText ?? ''}</${type}>` : `<${type} data-rh="true" ${attrs(a, true)}/>`;
  return {
    title: `<title data-rh="true">${esc(state.title ?? '')}</title>`,
    htmlAttributes: attrs(state.html, false),
    bodyAttributes: attrs(state.body, false),
    ...Object.fromEntries(TAG_TYPES.map((type) => [type, state.tags[type].map((a) => tag(type, a)).join('')])),
  };
}

describe('the browser head (src/lean/standIns/head): what react-helmet-async makes of the same <Head> elements', () => {
  test('a page as the theme and this site render it: title, <html> attributes and every tag type, the same', () => {
    const expected = library(ENTRIES);
    // Premises: the cases are there (the library keeps both alternates, drops the first card and canonical).
    expect(expected.link).toContain('"x-default"');
    expect(expected.meta).not.toContain('summary_large_image');
    expect(expected.link).not.toContain('href="https://dev.gearbox.fi/docs/intro" rel');
    expect(ours(headState(ENTRIES.map((children) => headEntry(children))))).toEqual(expected);
  });

  test('entries in other orders and subsets give the same as the library', () => {
    // Every rotation, and every entry left out once: which entry wins depends only on order.
    const cases = ENTRIES.flatMap((_, i) => [[...ENTRIES.slice(i), ...ENTRIES.slice(0, i)], ENTRIES.filter((__, j) => j !== i)]);
    for (const entries of cases) expect(ours(headState(entries.map((children) => headEntry(children))))).toEqual(library(entries));
  });

  test('what identifies a tag: canonical by its rel, other links by href, a stylesheet never by rel', () => {
    expect(primaryAttribute('link', { rel: 'canonical', href: 'https://a' })).toBe('rel');
    expect(primaryAttribute('link', { rel: 'alternate', href: 'https://a', hreflang: 'en' })).toBe('href');
    expect(primaryAttribute('link', { rel: 'stylesheet', href: '/a.css' })).toBe('href');
    expect(primaryAttribute('link', { rel: 'stylesheet' })).toBeUndefined();
    expect(primaryAttribute('meta', { name: 'description', content: 'x' })).toBe('name');
    expect(primaryAttribute('meta', { property: 'og:title', content: 'x' })).toBe('property');
    expect(primaryAttribute('script', { type: 'application/ld+json', innerHTML: '{}' })).toBe('innerHTML');
  });
});
