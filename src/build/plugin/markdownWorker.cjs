// The worker thread that makes and writes the Markdown versions (MarkdownWorker in markdownFiles.ts). Node loads
// this file as it is; our TypeScript is loaded the way Docusaurus loads the config and the plugins: through jiti
// (the copy @docusaurus/utils uses), with the options the start names (`jiti`, markdownFiles.ts
// MarkdownWorkerExtras), and the store that keeps the texts between builds if it names one (`store`).
'use strict';

const path = require('node:path');
const { createRequire } = require('node:module');
const { parentPort, workerData } = require('node:worker_threads');

const siteDir = path.resolve(__dirname, '../../..');
const createJiti = createRequire(require.resolve('@docusaurus/utils'))('jiti');
const options = workerData.jiti ? require(workerData.jiti).workerJitiOptions(siteDir) : {};
const load = createJiti(__filename, { interopDefault: false, ...options });
const { serveMarkdown } = load('./markdownMake.ts');
const { store } = workerData;
serveMarkdown(parentPort, workerData, store ? () => load(store.module).markdownStore(store.file, siteDir) : undefined);
