/**
 * The folder linter: the layers of src/ by where code runs, and the arrows between them (ARCHITECTURE.md).
 * `npm run lint:deps` fails on any rule below, cycles included.
 *
 *   src/domain    pure facts and maths (data, protocol, diff, decoder, ABIs, proofs, search logic)
 *   src/pageData  what each page shows, computed from the domain
 *   src/build     build-time producers (the data plugin, MDX, Markdown, search index, hosting)
 *   src/browser   what runs in the browser (routes, components, client modules); src/theme too
 *   src/cli       command lines (the snapshot generator), on the side
 *   src/lean      the fenced framework surgery: only docusaurus.config.ts and its own tests reach it
 */
const layer = (name) => `^src/${name}/`;
const BROWSER = '^src/(browser|theme)/';
/** Tests sit beside the code they test and may reach any layer to set it up; nothing imports a test. */
const TEST = '\\.test\\.tsx?$';

module.exports = {
  forbidden: [
    // A module that only names another's types (`import type`) runs without it; a cycle of such names is not counted.
    { name: 'no-cycle', severity: 'error', comment: 'A cycle ties modules (and so folders) into one knot.', from: {}, to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } } },
    { name: 'domain-is-the-bottom', severity: 'error', comment: 'The domain imports no other layer.', from: { path: layer('domain'), pathNot: TEST }, to: { path: '^src/(pageData|build|browser|theme|cli)/' } },
    { name: 'pageData-above-domain-only', severity: 'error', from: { path: layer('pageData'), pathNot: TEST }, to: { path: '^src/(build|browser|theme|cli)/' } },
    { name: 'build-never-reaches-browser-or-cli', severity: 'error', comment: 'Build-time producers name browser modules by path only (routes, client modules), never import them.', from: { path: layer('build'), pathNot: TEST }, to: { path: '^src/(browser|theme|cli)/' } },
    { name: 'browser-never-reaches-build-or-cli', severity: 'error', from: { path: BROWSER, pathNot: TEST }, to: { path: '^src/(build|cli)/' } },
    { name: 'cli-on-the-side', severity: 'error', from: { path: layer('cli'), pathNot: TEST }, to: { path: '^src/(build|browser|theme)/' } },
    { name: 'nobody-reaches-the-fence', severity: 'error', comment: "The house states nothing the fence needs: only the config, the build's entry (scripts/docusaurus.mjs) and the fence's bench (scripts/bench-fence.mjs) reach src/lean.", from: { path: '^(src/(domain|pageData|build|browser|theme|cli)|scripts)/', pathNot: [TEST, '^scripts/(docusaurus|bench-fence)\\.mjs$'] }, to: { path: layer('lean') } },
    { name: 'browser-has-no-node', severity: 'error', comment: 'Browser code cannot use Node built-ins.', from: { path: BROWSER, pathNot: TEST }, to: { dependencyTypes: ['core'] } },
    { name: 'domain-and-pageData-have-no-react', severity: 'error', from: { path: '^src/(domain|pageData)/', pathNot: TEST }, to: { path: '^node_modules/(react|react-dom|@docusaurus)/' } },
    { name: 'no-unresolvable', severity: 'error', from: { path: '^src/' }, to: { couldNotResolve: true, pathNot: '^(@generated|@theme|@theme-original|@docusaurus)/' } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|build|\\.docusaurus)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
