// The worker thread that makes and writes the Markdown versions (MarkdownWorker in markdownFiles.ts). Node loads
// this file as it is; our TypeScript is loaded the way Docusaurus loads the config and the plugins: through jiti
// (the copy @docusaurus/utils uses, with the same transpile cache and transform, transpile.cjs), installed packages left to Node
// (installedPackages.cjs; scripts/docusaurus.mjs has set the same list for the build's thread).
'use strict';

const path = require('node:path');
const { createRequire } = require('node:module');
const { parentPort, workerData } = require('node:worker_threads');
const { installedPackages } = require('../../lean/jiti/installedPackages.cjs');

process.env.JITI_NATIVE_MODULES ??= JSON.stringify(installedPackages(path.resolve(__dirname, '../../..')));
const createJiti = createRequire(require.resolve('@docusaurus/utils'))('jiti');
const { jitiOptions } = require('../../lean/jiti/transpile.cjs');
const load = createJiti(__filename, { interopDefault: false, ...jitiOptions() });
const { serveMarkdown } = load('./markdownMake.ts');
serveMarkdown(parentPort, workerData);
