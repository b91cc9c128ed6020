// Bundler loader for the docs plugin's version module (the `version` prop of
// its docs root route, written to .docusaurus/docusaurus-plugin-content-docs/
// {id}/p/*.json): every docs page downloads it. It keeps the sidebars and the
// version's fields and empties its map of docs (id, title, description of each),
// which only the theme's DocCard (category index cards), the version banner and
// the navbar's version items read; the site has none of them
// (tests/unit/plugin/docsVersionLoader.test.ts). See src/plugin/framework.ts.
'use strict';

/** The version module with an empty map of docs; any other JSON unchanged. */
function trimDocsVersion(json) {
  const docs = json && json.version && json.version.docs;
  if (!docs || typeof docs !== 'object') return json;
  return { ...json, version: { ...json.version, docs: {} } };
}

module.exports = function docsVersionLoader(source) {
  return JSON.stringify(trimDocsVersion(JSON.parse(source)));
};
module.exports.trimDocsVersion = trimDocsVersion;
