/**
 * Island modules of data pages (issue 18): for a route's JSON module `{name}.json`, the fence's plugin writes
 * `{name}.island.js`, which holds the light data a page loaded from the server needs to hydrate, and loads the
 * JSON only when the browser draws the whole page (dataIsland.ts). The browser's chunk registry loads
 * the island in the JSON's place (registryLoader.cjs); the server renders from the JSON, as before.
 */
import path from 'node:path';
import { HOME_PATH } from '../../domain/data/paths';
import type { SitePages } from '../../pageData/allPages';
import type { StatePageData } from '../../pageData/state/page';
import { dataModuleRequest } from '../../build/plugin/docusaurusInternals';
import { PLUGIN_NAME } from '../../build/plugin/modules';
import { dataRoutes } from '../../build/plugin/routes';
import { lightDeployedContractsPage } from './islandRows';
import { lightStatePage } from './islandData';

const RUNTIME = path.join(__dirname, 'dataIsland.ts');

/** The island module's name beside the JSON module `jsonName`. */
export const islandModuleName = (jsonName: string): string => jsonName.replace(/\.json$/, '.island.js');

/**
 * The island module's source: the light data, and the import of the full data (`fullRequest`, the JSON module's
 * request). `drawnBy`: a module whose default export loads the code that draws the page's tables and what is below them, loaded with the full data.
 */
export function dataIslandModule(light: unknown, fullRequest: string, drawnBy?: string): string {
  const full = `import(${JSON.stringify(fullRequest)})`;
  return [
    `import { dataIsland } from ${JSON.stringify(RUNTIME)};`,
    ...(drawnBy ? [`import loadDrawing from ${JSON.stringify(drawnBy)};`] : []),
    `const island = dataIsland(${JSON.stringify(light)}, () => ${drawnBy ? `Promise.all([${full}, loadDrawing()]).then((m) => m[0])` : full});`,
    'export default island.data;',
    'export const ready = island.ready;',
    '',
  ].join('\n');
}

const isStatePage = (data: unknown): data is StatePageData =>
  typeof data === 'object' && data !== null && 'kind' in data && 'sections' in data && Array.isArray((data as StatePageData).sections);

/**
 * The island modules of the routes of data, by name: every state page's (its sections stay the server's HTML;
 * `sections` loads the code that draws them) and the Deployed Contracts page's (its tables and everything under
 * them; `tablesAndBelow` loads the code that draws them). The other routes (the tools) have none.
 */
export function islandModules(pages: SitePages, drawnBy: { sections: string; tablesAndBelow: string }): { name: string; source: string }[] {
  return dataRoutes(pages).flatMap(({ path, module, data }) => {
    const full = dataModuleRequest(PLUGIN_NAME, module);
    const name = islandModuleName(module);
    if (path === HOME_PATH) return [{ name, source: dataIslandModule(lightDeployedContractsPage(pages.deployedContracts), full, drawnBy.tablesAndBelow) }];
    if (isStatePage(data)) return [{ name, source: dataIslandModule(lightStatePage(data), full, drawnBy.sections) }];
    return [];
  });
}
