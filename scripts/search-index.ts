// `npm run search-index [-- build]`: writes the Pagefind search index of an existing build (the
// search plugin does the same after `docusaurus build`). Prints the pages indexed and the time.
import path from 'node:path';
import { dataDirsFromEnv, loadSiteData } from '../src/domain/data/entrance';
import { buildSearchIndex } from '../src/build/search/indexer';

async function main() {
  const root = path.resolve(__dirname, '..');
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'build'));
  const site = loadSiteData(dataDirsFromEnv(root));
  const report = await buildSearchIndex({ outDir, site });
  console.log(`indexed ${report.pages} pages in ${report.seconds.toFixed(1)} s → ${path.relative(process.cwd(), report.outputPath)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
