/**
 * The browser's copy of pageScripts.tsx: the same script elements, empty. Hydrating, React keeps the server's
 * script (it does not compare an element's inner HTML); drawn by React, a script would not run anyway.
 */
import React, { type ReactNode } from 'react';
import type { ScriptTab } from './urlState';

const Empty = (): ReactNode => <script dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;

export const UrlStateScript: (props: { tabs: readonly ScriptTab[] }) => ReactNode = Empty;
export const FilterScript: (props: { tabs: readonly ScriptTab[] }) => ReactNode = Empty;
