/**
 * Offline search over docs *and* generated data pages.
 *
 * @easyops-cn/docusaurus-search-local indexes docs section by section (each
 * heading with its anchor) but treats any other route as a single untitled
 * block and skips the home page. This wrapper hands it the generated routes
 * (`/`, `/state/…`, `/tokens/…`) as if they were docs, so a search for a
 * contract name, a token or an address lands on the table that holds it.
 */
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
// The plugin ships CommonJS without types for its server entry.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const searchLocal = require('@easyops-cn/docusaurus-search-local') as {
  default: (context: LoadContext, options: unknown) => Plugin;
  validateOptions: (args: unknown) => unknown;
};

/** Routes made by the data plugin that search should index like docs pages. */
export function isDataRoute(route: string): boolean {
  return route === '/' || route.startsWith('/state/') || route.startsWith('/tokens/');
}

interface DocsVersion {
  docs: { permalink: string }[];
}

function searchWithDataPages(context: LoadContext, options: Record<string, unknown>): Plugin {
  // An empty base path puts every route under "docs": the docs set below decides what is indexed,
  // and the home page is no longer skipped. (The option's validator refuses '', so it is set here.)
  const plugin = searchLocal.default(context, { ...options, docsRouteBasePath: '' });
  const postBuild = plugin.postBuild?.bind(plugin);
  return {
    ...plugin,
    async postBuild(props) {
      const dataRoutes = props.routesPaths.filter(isDataRoute);
      const plugins = props.plugins.map((p) => {
        if (p.name !== 'docusaurus-plugin-content-docs') return p;
        const content = p.content as { loadedVersions: DocsVersion[] };
        return {
          ...p,
          content: {
            ...content,
            loadedVersions: content.loadedVersions.map((v) => ({
              ...v,
              docs: [...v.docs, ...dataRoutes.map((permalink) => ({ permalink }))],
            })),
          },
        };
      });
      await postBuild?.({ ...props, plugins } as Parameters<NonNullable<Plugin['postBuild']>>[0]);
    },
  };
}

searchWithDataPages.validateOptions = searchLocal.validateOptions;

export default searchWithDataPages as unknown as PluginModule;
