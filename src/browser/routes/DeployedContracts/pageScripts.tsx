/**
 * The page's two before-paint scripts (urlState.ts), as the server writes them into the HTML. In the browser they
 * have already run (a page loaded from the server) or never run (a script element React draws does not run).
 */
import React, { type ReactNode } from 'react';
import { filterScriptSource, scriptSource, type ScriptTab } from './urlState';

/** Before the tables: applies the URL's tab, filter text and "All networks" before they are painted. */
export function UrlStateScript({ tabs }: { tabs: readonly ScriptTab[] }): ReactNode {
  return <script dangerouslySetInnerHTML={{ __html: scriptSource(tabs) }} />;
}

/** After the tables: applies the URL's filter to the tables just drawn, and writes the count line. */
export function FilterScript({ tabs }: { tabs: readonly ScriptTab[] }): ReactNode {
  return <script dangerouslySetInnerHTML={{ __html: filterScriptSource(tabs) }} />;
}
