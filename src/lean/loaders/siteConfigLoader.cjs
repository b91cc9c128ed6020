// Bundler loader for core's copy of the site config (.docusaurus/docusaurus.config.mjs, `export default {…};`),
// client bundle only. Every page's main bundle carries the whole config, including fields only the build reads:
// the presets' and plugins' options (and the HTML template, ssrTemplate, for a site that sets one),
// the broken-link policies. No client module of the theme, core, the docs plugin or the site reads any of
// SERVER_ONLY off the config (src/lean/loaders/siteConfigLoader.test.ts), so the browser's copy goes without
// them. The server's bundle keeps the whole config. See src/lean/bundlerChanges.ts.
'use strict';

const SERVER_ONLY = ['ssrTemplate', 'presets', 'plugins', 'headTags', 'stylesheets', 'clientModules', 'staticDirectories', 'onBrokenLinks', 'onBrokenAnchors', 'onDuplicateRoutes'];

const MODULE = /^([\s\S]*?)export default ([\s\S]*);\s*$/;

/** The config module without SERVER_ONLY; a module of another form is an error (core changed how it writes it). */
function trimSiteConfig(source) {
  const m = MODULE.exec(source);
  if (!m) throw new Error('siteConfigLoader: the generated site config is not `export default {…};` (see src/lean/bundlerChanges.ts)');
  const config = JSON.parse(m[2]);
  for (const key of SERVER_ONLY) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
}

module.exports = function siteConfigLoader(source) {
  return trimSiteConfig(source);
};
module.exports.trimSiteConfig = trimSiteConfig;
module.exports.SERVER_ONLY = SERVER_ONLY;
