/**
 * The browser's copy of the before-paint scripts of `/` (src/browser/routes/DeployedContracts/pageScripts.tsx; the
 * filter part): the same script elements, empty, so their source is not shipped a second time. Hydrating, React keeps the server's
 * script (it does not compare an element's inner HTML); drawn by React, a script would not run anyway.
 */
import React, { type ReactNode } from 'react';
import type { ScriptTab } from '@site/src/browser/routes/DeployedContracts/urlState';

const Empty = (): ReactNode => <script dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;

export const UrlStateScript: (props: { tabs: readonly ScriptTab[] }) => ReactNode = Empty;
export const FilterScript: (props: { tabs: readonly ScriptTab[] }) => ReactNode = Empty;
