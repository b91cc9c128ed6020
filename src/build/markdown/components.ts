/**
 * The Markdown form of the components the docs import from `src/browser/components/` and place as JSX: each gives the
 * same rows its component renders, from the same module (a component without an entry here stops the
 * page's Markdown with its file and line, see docs.ts).
 */
import type { RootContent } from 'mdast';
import { ACCESS_CLASS_INFO, accessDocsHref, accessTableRows, type AccessTableVersion } from '../../domain/protocol/access';
import { absoluteUrl } from './links';
import { code, join, link, strong, table, text, type Inline } from './mdast';

export interface ComponentContext {
  siteUrl: string;
}

/**
 * `<AccessTable />` and `<V31AccessTable />` (src/browser/components/): every role of the version with its access
 * class, the reason, and its functions by class.
 */
function accessTable(ctx: ComponentContext, version: AccessTableVersion): RootContent[] {
  return [
    table(
      ['Role (contract)', 'Class and reason', 'Functions by class'],
      accessTableRows(version).map(({ name, access: a }) => {
        const functions: Inline[] =
          a.functions.length === 0
            ? [text('Views only.')]
            : join(
                a.functions.map((g) => [strong(text(ACCESS_CLASS_INFO[g.class].label)), text(` (${g.caller}): `), code(g.functions.join(', '))]),
                '; ',
              );
        return [
          [text(`${name} (`), code(a.contract), text(')')],
          [link(absoluteUrl(ctx.siteUrl, accessDocsHref(a.class)), ACCESS_CLASS_INFO[a.class].label), text(`: ${a.reason}`)],
          functions,
        ];
      }),
    ),
  ];
}

/** By the module the page imports the component from. */
export const COMPONENT_MARKDOWN: Readonly<Record<string, (ctx: ComponentContext) => RootContent[]>> = {
  '@site/src/browser/components/AccessTable': (ctx) => accessTable(ctx, 'v3.0'),
  '@site/src/browser/components/V31AccessTable': (ctx) => accessTable(ctx, 'v3.1'),
};
