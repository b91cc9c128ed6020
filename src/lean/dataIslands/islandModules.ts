/**
 * Island modules of data pages (issue 18): beside a route's JSON module `{name}.json`, the data plugin writes
 * `{name}.island.js`, which holds the light data a page loaded from the server needs to hydrate, and loads the
 * JSON only when the browser draws the whole page (src/browser/client/dataIsland.ts). The browser's chunk registry loads
 * the island in the JSON's place (registryLoader.cjs); the server renders from the JSON, as before.
 */
import path from 'node:path';

const RUNTIME = path.join(__dirname, '../../browser/client/dataIsland.ts');

/** The island module's name beside the JSON module `jsonName`. */
export const islandModuleName = (jsonName: string): string => jsonName.replace(/\.json$/, '.island.js');

/**
 * The island module's source: the light data, and the import of the full data (`fullRequest`, the JSON module's
 * request). `drawnBy`: a module whose default export loads the code that draws the page's bulk, loaded with the full data.
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
