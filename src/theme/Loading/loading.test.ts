import { createRequire } from 'node:module';
import { createElement as h, type ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import Loading from './';

const { renderToStaticMarkup } = createRequire(import.meta.url)('react-dom/server') as { renderToStaticMarkup: (node: ReactNode) => string };

describe('the loading component (src/theme/Loading): what a part of the page shows while its code loads', () => {
  test('nothing before the delay; then a polite status line', () => {
    expect(renderToStaticMarkup(h(Loading, {}))).toBe('');
    expect(renderToStaticMarkup(h(Loading, { pastDelay: false }))).toBe('');
    expect(renderToStaticMarkup(h(Loading, { pastDelay: true }))).toBe('<p role="status" class="margin--md">Loading…</p>');
  });

  test('a failure: the error, announced as an alert, and a named button that tries again', () => {
    const html = renderToStaticMarkup(h(Loading, { error: new Error('Loading chunk 42 failed'), pastDelay: true }));
    expect(html).toMatch(/^<div role="alert" class="alert alert--danger margin--md">/);
    expect(html).toContain('This part of the page could not be loaded: Error: Loading chunk 42 failed');
    expect(html).toContain('<button type="button" class="button button--secondary">Try again</button>');
  });
});
