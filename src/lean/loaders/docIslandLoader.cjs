// Bundler loaders that make a docs page's island (client bundle only).
//
// `docIslandLoader` runs after the docs plugin's loaders on a docs page's file (src/lean/bundlerChanges.ts,
// docIslandRule): it receives the page's compiled module, keeps it for `docTextLoader`, and returns the island
// module in its place: the page's light exports (front matter, content title, metadata, assets, table of
// contents: what the docs layout reads while the page hydrates), cut from the compiled module with a parser,
// and a component (src/lean/islands/docIsland.tsx) that keeps the server's HTML of the text. The compiled text itself is
// the module `!!docTextLoader!{file}?text`, which the island imports only when the browser has to draw the text.
// The page is compiled once: `docTextLoader` hands back the compiled module this build kept. (Should a build ever
// need the text without having compiled the page, it re-exports the page compiled anew, `?full`.)
'use strict';

const path = require('node:path');
const { Parser } = require('acorn');

const RUNTIME = path.join(__dirname, '../islands/docIsland.tsx');
const LIGHT_EXPORTS = ['frontMatter', 'contentTitle', 'metadata', 'assets', 'toc'];
/** Compiled docs pages of this build, by file. */
const compiled = new Map();

/** Where MDX's compiled page starts its content function: every import and export statement comes before it. */
const CONTENT_FUNCTION = '\nfunction _createMdxContent(';

/**
 * The statements of `source` (a compiled docs page) that export the light exports, each as written. Only the
 * statements before the content function are parsed (a tenth of a page, or less): the light exports are among
 * them, and the text's JSX calls after them are most of the page. Without that function, the whole page is.
 */
function lightExports(source, file) {
  const end = source.indexOf(CONTENT_FUNCTION);
  const ast = Parser.parse(end === -1 ? source : source.slice(0, end), { ecmaVersion: 'latest', sourceType: 'module' });
  const kept = [];
  const found = new Set();
  for (const node of ast.body) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    const names = node.declaration
      ? node.declaration.type === 'VariableDeclaration'
        ? node.declaration.declarations.map((d) => (d.id.type === 'Identifier' ? d.id.name : ''))
        : [node.declaration.id?.name ?? '']
      : node.specifiers.map((s) => (s.exported.type === 'Identifier' ? s.exported.name : s.exported.value));
    const light = names.filter((n) => LIGHT_EXPORTS.includes(n));
    if (light.length === 0) continue;
    if (light.length !== names.length) throw new Error(`${file}: an export statement mixes ${light.join(', ')} with ${names.filter((n) => !light.includes(n)).join(', ')}`);
    kept.push(source.slice(node.start, node.end));
    for (const n of light) found.add(n);
  }
  const missing = LIGHT_EXPORTS.filter((n) => !found.has(n));
  if (missing.length) throw new Error(`${file}: the compiled page does not export ${missing.join(', ')} (the docs layout reads them)`);
  return kept;
}

/** The island module of the docs page `file`, from its compiled module `source`. */
function islandModule(source, file) {
  return [
    ...lightExports(source, file),
    `import { docIsland } from ${JSON.stringify(RUNTIME)};`,
    `const island = docIsland(() => import(${JSON.stringify(textRequest(file))}));`,
    'export default island.Content;',
    'export const ready = island.ready;',
    '',
  ].join('\n');
}

/** The request of a docs page's compiled text: the page's file through docTextLoader alone. */
function textRequest(file) {
  return `!!${__filename}?text!${file}?text`;
}

function docIslandLoader(source) {
  compiled.set(this.resourcePath, source);
  return islandModule(source, this.resourcePath);
}

/** The compiled text of a docs page: the module docIslandLoader kept, or the page compiled anew. */
function docTextLoader() {
  this.addDependency(this.resourcePath);
  const source = compiled.get(this.resourcePath);
  if (source !== undefined) return source;
  const full = JSON.stringify(`${this.resourcePath}?full`);
  return `export * from ${full};\nexport { default } from ${full};\n`;
}

module.exports = function loader(source) {
  return (this.resourceQuery === '?text' ? docTextLoader : docIslandLoader).call(this, source);
};
module.exports.islandModule = islandModule;
module.exports.lightExports = lightExports;
module.exports.textRequest = textRequest;
module.exports.LIGHT_EXPORTS = LIGHT_EXPORTS;
