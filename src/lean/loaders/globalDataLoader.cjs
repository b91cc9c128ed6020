// Bundler loader for core's global data (.docusaurus/globalData.json), client bundle only: every page's main bundle
// carries it. The docs plugin's part lists each doc of each version as {id, path, sidebar}. In a page, a doc's path
// and sidebar tell which doc is active (the navbar's "Docs" item); its id is read only to find a doc by id: for a
// navbar item of type `doc`, a version's main doc (version items, the version banner) and the same doc in another
// version (the version dropdown). The site draws none of those (src/lean/loaders/globalDataLoader.test.ts), so the
// browser's copy lists docs without ids: about 0.3 KB gzip less on every page. See src/lean/bundlerChanges.ts.
'use strict';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The global data with the docs plugin's docs listed without their ids; anything else unchanged. */
function trimGlobalData(json) {
  const instances = json && json[DOCS_PLUGIN];
  if (!instances || typeof instances !== 'object') return json;
  const trimmed = Object.fromEntries(
    Object.entries(instances).map(([id, data]) => [
      id,
      data && Array.isArray(data.versions)
        ? { ...data, versions: data.versions.map((v) => (Array.isArray(v.docs) ? { ...v, docs: v.docs.map(({ id: _id, ...doc }) => doc) } : v)) }
        : data,
    ]),
  );
  return { ...json, [DOCS_PLUGIN]: trimmed };
}

module.exports = function globalDataLoader(source) {
  return JSON.stringify(trimGlobalData(JSON.parse(source)));
};
module.exports.trimGlobalData = trimGlobalData;
