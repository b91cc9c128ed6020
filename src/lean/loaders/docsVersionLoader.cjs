// Bundler loader for the docs plugin's version module (the `version` prop of
// its docs root route, written to .docusaurus/docusaurus-plugin-content-docs/
// {id}/p/*.json): every docs page downloads it. It keeps the sidebars and the
// version's fields and empties its map of docs (id, title, description of each),
// which only the theme's DocCard (category index cards), the version banner and
// the navbar's version items read; the site has none of them
// (src/lean/loaders/docsVersionLoader.test.ts). See src/lean/bundlerChanges.ts.
//
// It also trims the sidebar's link items (trimSidebar): the theme reads a link's
// `unlisted` only as `!item.unlisted` (so `false` and absent are the same) and
// its `docId` only for being set (the breadcrumbs take a link with a docId as
// the page's own crumb); the one reader of its value is DocCard. So `unlisted:
// false` is left out and each docId becomes DOC_ID, about 0.35 KB gzip less on
// every docs page. The data pages' copy of the sidebar is trimmed the same way
// (src/build/plugin/index.ts).
'use strict';

/** What a sidebar link's docId becomes: set, and as short as a string can be while set. */
const DOC_ID = '1';

/** A sidebar (an array of items) with its link items trimmed, categories walked into; anything else unchanged. */
function trimSidebar(items) {
  if (!Array.isArray(items)) return items;
  return items.map((item) => {
    if (!item || typeof item !== 'object') return item;
    if (item.type === 'category' && Array.isArray(item.items)) return { ...item, items: trimSidebar(item.items) };
    if (item.type !== 'link') return item;
    const { unlisted, docId, ...rest } = item;
    return { ...rest, ...(docId ? { docId: DOC_ID } : {}), ...(unlisted ? { unlisted } : {}) };
  });
}

/** The version module with an empty map of docs and trimmed sidebars; any other JSON unchanged. */
function trimDocsVersion(json) {
  const version = json && json.version;
  const docs = version && version.docs;
  if (!docs || typeof docs !== 'object') return json;
  const sidebars = version.docsSidebars && typeof version.docsSidebars === 'object' ? version.docsSidebars : undefined;
  const docsSidebars = sidebars && Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, trimSidebar(items)]));
  return { ...json, version: { ...version, ...(docsSidebars ? { docsSidebars } : {}), docs: {} } };
}

module.exports = function docsVersionLoader(source) {
  return JSON.stringify(trimDocsVersion(JSON.parse(source)));
};
module.exports.trimDocsVersion = trimDocsVersion;
module.exports.trimSidebar = trimSidebar;
module.exports.DOC_ID = DOC_ID;
