// Bundler loader for the docs plugin's version module (the `version` prop of
// its docs root route, written to .docusaurus/docusaurus-plugin-content-docs/
// {id}/p/*.json): every docs page downloads it. It keeps each doc's id, title
// and sidebar and drops its description, which only the theme's DocCard reads
// (category index cards; the site has none). See src/plugin/framework.ts.
'use strict';

/** The version module without doc descriptions; any other JSON unchanged. */
function trimDocsVersion(json) {
  const docs = json && json.version && json.version.docs;
  if (!docs || typeof docs !== 'object') return json;
  const trimmed = {};
  for (const [id, doc] of Object.entries(docs)) {
    const { description: _description, ...rest } = doc;
    trimmed[id] = rest;
  }
  return { ...json, version: { ...json.version, docs: trimmed } };
}

module.exports = function docsVersionLoader(source) {
  return JSON.stringify(trimDocsVersion(JSON.parse(source)));
};
module.exports.trimDocsVersion = trimDocsVersion;
