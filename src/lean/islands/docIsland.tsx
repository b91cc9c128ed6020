/**
 * A docs page's text as an island (issue 18, "no page content twice"). The server renders the text into the
 * page's HTML; the browser that loads that page needs none of the text's compiled code to show it, so it never
 * downloads it. The docs layout (src/theme/DocItem/Content) keeps the server's HTML of the text while the page
 * hydrates. When the browser has to draw the text itself (a client-side navigation to the page), the page's
 * full module is loaded first: `ready()` runs before the route renders (registryLoader.cjs), so the text shows
 * with the page, as before.
 */
import React, { type ComponentType, type ReactNode } from 'react';
import { loadDocText } from './docText';
import { once, readyWhenDrawn } from './island';

type Loaded = { default: ComponentType<Record<string, unknown>> };

export function docIsland(load: () => Promise<Loaded>): { Content: ComponentType<Record<string, unknown>>; ready: () => Promise<void> } {
  let Text: Loaded['default'] | undefined;
  const fetchText = once(() =>
    Promise.all([load(), loadDocText()]).then(([m]) => {
      Text = m.default;
    }),
  );

  function Content(props: Record<string, unknown>): ReactNode {
    // Reached only when the browser draws the text. Usually `ready()` has loaded it; if the route's modules were
    // loaded while the first page hydrated (coming back to that page), the text loads now, under the layout's
    // Suspense boundary.
    if (!Text) throw fetchText();
    return <Text {...props} />;
  }
  return { Content, ready: readyWhenDrawn(fetchText) };
}
