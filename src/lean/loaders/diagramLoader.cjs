// The bundler loader of the docs' diagrams (docs/diagrams/*.svg, imported by MDX pages; diagramRule in bundlerChanges.ts):
// each becomes a React component that draws the SVG inline, its root element's attributes as props (the page's
// `role` and `aria-label` added to them) and everything inside the root as it is written. The diagrams are ours and
// small, so they need no optimiser: Docusaurus's SVGR set-up (svgo, then Babel over the JSX it writes) is off
// (`svgr: false` in docusaurus.config.ts), which took about 1 s of a cold build's main thread for three files.
'use strict';

const path = require('node:path');

const DOCUMENT = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** React's name of an SVG attribute: `font-family` → `fontFamily`, `xml:space` → `xmlSpace`; `aria-*` and `data-*` as they are. */
function propName(name) {
  if (/^(?:aria|data)-/.test(name)) return name;
  if (name === 'class') return 'className';
  return name.replace(/[-:]([a-z])/g, (_, c) => c.toUpperCase());
}

/** The root element's attributes as props, and the markup inside it. Throws, naming the file, on what it cannot carry over. */
function diagramParts(svg, file) {
  const document = DOCUMENT.exec(svg);
  if (!document) throw new Error(`${file}: expected an SVG document, one <svg> element with its content`);
  const [, rootAttributes = '', inner = ''] = document;
  const attributes = {};
  for (const [, name = '', doubleQuoted, singleQuoted] of rootAttributes.matchAll(ATTRIBUTE)) {
    // A style string would need to become an object for React; the diagrams style their elements instead.
    if (name === 'style') throw new Error(`${file}: the <svg> element has a style attribute; style the elements inside it`);
    attributes[propName(name)] = (doubleQuoted ?? singleQuoted ?? '').replace(/&(amp|lt|gt|quot|apos);/g, (_, e) => ENTITIES[e]);
  }
  // Comments go, and the line breaks and indentation between elements (never inside a text element's words).
  const content = inner.replace(/<!--[\s\S]*?-->/g, '').replace(/>\s*\n\s*</g, '><').trim();
  return { attributes, content };
}

/** The module of a diagram: a component drawing it, with the props it is given. */
function diagramModule(svg, file) {
  const { attributes, content } = diagramParts(svg, file);
  return [
    "import { jsx } from 'react/jsx-runtime';",
    `const attributes = ${JSON.stringify(attributes)};`,
    `const content = { __html: ${JSON.stringify(content)} };`,
    `/** ${path.basename(file)}, drawn inline. */`,
    'export default function Diagram(props) {',
    "  return jsx('svg', { ...attributes, ...props, dangerouslySetInnerHTML: content });",
    '}',
    '',
  ].join('\n');
}

module.exports = function diagramLoader(source) {
  return diagramModule(source, this.resourcePath);
};
module.exports.diagramParts = diagramParts;
module.exports.diagramModule = diagramModule;
