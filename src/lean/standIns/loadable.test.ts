import { createRequire } from 'node:module';
import { createElement as h, type ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import Loadable, { type LoadingProps } from './loadable';

const { renderToStaticMarkup } = createRequire(import.meta.url)('react-dom/server') as { renderToStaticMarkup: (node: ReactNode) => string };

/** A loading component that shows what it was told. */
const Loading = (p: LoadingProps) => h('i', null, `loading=${p.isLoading} pastDelay=${p.pastDelay} timedOut=${p.timedOut} error=${p.error ? String(p.error) : 'none'}`);
const Page = (p: { name?: string }) => h('b', null, `page ${p.name ?? ''}`);

describe("the browser's react-loadable (src/lean/standIns/loadable.ts), as core's ComponentCreator uses it", () => {
  test('Loadable: drawn as loading until its module is in; preloaded, it draws the module at once (as on hydration)', async () => {
    let calls = 0;
    const C = Loadable({ loader: async () => { calls += 1; return { __esModule: true, default: Page }; }, loading: Loading });
    expect(renderToStaticMarkup(h(C, { name: 'x' }))).toBe('<i>loading=true pastDelay=false timedOut=false error=none</i>');
    await C.preload();
    await C.preload();
    expect(calls).toBe(1);
    expect(renderToStaticMarkup(h(C, { name: 'x' }))).toBe('<b>page x</b>');
  });

  test('Loadable.Map: every key loaded, then render(loaded, props) with each key to its module', async () => {
    const C = Loadable.Map({
      loader: { __comp: async () => ({ default: Page }), 'data.title': async () => ({ default: 'Title' }) },
      loading: Loading,
      render: (loaded, props) => {
        const l = loaded as Record<string, { default: unknown }>;
        return h(l.__comp?.default as typeof Page, { ...props, name: String(l['data.title']?.default) });
      },
    });
    await C.preload();
    expect(renderToStaticMarkup(h(C))).toBe('<b>page Title</b>');
  });

  test('a failure: preload rejects for its caller, and the loading component is drawn with the error', async () => {
    const C = Loadable.Map({ loader: { a: async () => ({}), b: () => Promise.reject(new Error('chunk 7 failed')) }, loading: Loading, render: () => 'never' });
    await expect(C.preload()).rejects.toThrow('chunk 7 failed');
    expect(renderToStaticMarkup(h(C))).toBe('<i>loading=false pastDelay=false timedOut=false error=Error: chunk 7 failed</i>');
    // A loader that throws before returning a promise fails the same way.
    const D = Loadable({ loader: () => { throw new Error('no loader'); }, loading: Loading });
    await expect(D.preload()).rejects.toThrow('no loader');
    expect(renderToStaticMarkup(h(D))).toContain('error=Error: no loader');
  });
});
