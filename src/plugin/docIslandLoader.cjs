// Bundler loader that makes a docs page's island module (client bundle only; registryLoader.cjs requests it as
// `!!docIslandLoader.cjs!@site/docs/….mdx`, so no other loader runs on the file through this request).
//
// The module it writes has what the docs layout reads while the page hydrates (front matter, content title,
// metadata, assets, table of contents), re-exported from the page compiled as usual under `?meta`: the bundler
// drops that copy's unused compiled text. Its default export is the component of src/client/docIsland.tsx,
// which keeps the server's HTML of the text, and loads the page's full module, the one the server renders,
// only when the browser has to draw the text.
'use strict';

const path = require('node:path');

const RUNTIME = path.join(__dirname, '../client/docIsland.tsx');
const LIGHT_EXPORTS = ['frontMatter', 'contentTitle', 'metadata', 'assets', 'toc'];

/** The island module's source for the docs page file `file` (an absolute path). */
function islandModule(file) {
  return [
    `export { ${LIGHT_EXPORTS.join(', ')} } from ${JSON.stringify(`${file}?meta`)};`,
    `import { docIsland } from ${JSON.stringify(RUNTIME)};`,
    `const island = docIsland(() => import(${JSON.stringify(file)}));`,
    'export default island.Content;',
    'export const ready = island.ready;',
    '',
  ].join('\n');
}

module.exports = function docIslandLoader() {
  return islandModule(this.resourcePath);
};
module.exports.islandModule = islandModule;
module.exports.LIGHT_EXPORTS = LIGHT_EXPORTS;
