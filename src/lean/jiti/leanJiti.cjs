// The jiti that loads the config, the plugins and the Markdown worker's modules, made lean (transpile.cjs,
// installedPackages.cjs): Docusaurus loads them through jiti, which by default transpiles every file it loads with
// Babel, packages included (the remark and micromark stack, KaTeX twice and the rest: about a thousand files on
// every start with an empty cache, a fresh clone or CI). Here jiti leaves every installed package to Node (ES
// modules too, through require) and transpiles only our TypeScript, with SWC.
//
// - `useLeanJiti`, for the build's thread (scripts/docusaurus.mjs, before Docusaurus is loaded): Docusaurus creates
//   its jiti itself (@docusaurus/utils, loadFreshModule), so the jiti it requires is swapped, in Node's module
//   cache, for one that adds these options.
// - `workerJitiOptions`, for the Markdown worker thread (src/build/plugin/markdownWorker.cjs), which creates its own.
'use strict';

const { createRequire } = require('node:module');
const { installedPackages } = require('./installedPackages.cjs');
const { jitiOptions } = require('./transpile.cjs');

/** Tells jiti (through its environment variable, which every jiti of the thread reads) to leave packages to Node. */
function leaveInstalledPackagesToNode(siteDir) {
  process.env.JITI_NATIVE_MODULES ??= JSON.stringify(installedPackages(siteDir));
}

/**
 * `requireHere`: a require of the caller's. `fresh`: whether Docusaurus must load every module afresh when it asks
 * (the dev server, to pick up edits); a build loads the config twice (for its locales, then for the site), and
 * evaluating every module of ours again the second time costs 0.2 s for nothing.
 */
function useLeanJiti(siteDir, { fresh }) {
  leaveInstalledPackagesToNode(siteDir);
  const requireHere = createRequire(__filename);
  const jitiPath = createRequire(requireHere.resolve('@docusaurus/utils')).resolve('jiti');
  const jiti = requireHere(jitiPath);
  requireHere.cache[jitiPath].exports = (filename, options) => jiti(filename, { ...options, ...jitiOptions(), ...(fresh ? {} : { requireCache: true }) });
}

/** The options of the Markdown worker's jiti. */
function workerJitiOptions(siteDir) {
  leaveInstalledPackagesToNode(siteDir);
  return jitiOptions();
}

module.exports = { useLeanJiti, workerJitiOptions };
