/**
 * The fence: every change this site makes to how Docusaurus builds and runs, for speed and weight, in one plugin
 * that can be left out. docusaurus.config.ts wraps its config in `withLean` (one line); with LEAN=0 it returns the
 * config untouched and the site is stock Docusaurus, its pages drawn by the plain components of src/browser and
 * src/theme. With the fence in, each part (src/lean/switch.cjs, PARTS; src/lean/README.md says what each does, what
 * it was measured to bring and which test holds it) changes the build:
 *
 * - the config: static rendering on the main thread (ssgMainThread), no SVGR and a
 *   loader of our own for the docs' diagrams (diagrams);
 * - the bundler (configureWebpack): aliases, rules and plugins, each from src/lean/bundlerChanges.ts;
 * - the stylesheet (configurePostCss): no postcss-preset-env (postcss), Infima's unused rules dropped (unusedInfima);
 * - the browser: client modules and components of the fence's own in place of the plain ones (aliases again);
 * - the data: island modules beside the data plugin's route modules (dataIslands);
 * - the data and search plugins: stores that keep what a build made for the next one (caches), and the Markdown
 *   worker's jiti (jiti), handed over through src/build/plugin/extensions.ts;
 * - the build's output: a marker file (LEAN_MARKER) naming the parts that were in, which the browser tests read.
 *
 * The loader of the config itself (jiti) is made lean by scripts/docusaurus.mjs, before Docusaurus starts.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config, LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import type { SiteData } from '../domain/data/model';
import { PLUGIN_NAME as DATA_PLUGIN, SIDEBAR_MODULE } from '../build/plugin/modules';
import { dataModuleFile, dataModuleRequest } from '../build/plugin/docusaurusInternals';
import { extendBuild } from '../build/plugin/extensions';
import { sitePagesOf } from '../build/plugin/pages';
import { timed } from '../build/plugin/timing';
import { ElementCache } from './caches/elementCache';
import { indexStore } from './caches/indexCache';
import { MinifyCache } from './caches/minifyCache';
import { unusedInfimaPlugin } from './css/unusedInfima';
import { islandModules } from './islands/islandModules';
import {
  browserStandIns,
  CLIENT_CHUNK_FILENAME,
  diagramRule,
  docIslandRule,
  ISLAND_DRAWN_BY,
  registryRule,
  REPLACED_MODULES,
  ROUTE_GROUP_PREFIXES,
  routeGroupRules,
  replaceThemeComponent,
  replacementRules,
  type Rule,
  sideEffectFreeRule,
  THEME_COMPONENTS,
  trimDocsVersionRule,
  trimGlobalDataRule,
  trimSidebarRule,
  trimSiteConfigRule,
  tslibShimRule,
  withoutBaseUrlIssueBanner,
  withoutChunkAssetPlugin,
  withoutEagerPrism,
} from './bundlerChanges';
import { leanParts, type PARTS } from './switch.cjs';

export const LEAN_PLUGIN = 'gearbox-lean';

/** The file a build with the fence in holds at its root: `{ "parts": [...] }`, the parts that were in. */
export const LEAN_MARKER = '.lean-fence.json';

/** The fence's parts (src/lean/switch.cjs). */
export type LeanPart = (typeof PARTS)[number];

/** Where the island modules are written, under the plugin's generated folder. */
const ISLANDS = 'islands';

interface LeanOptions {
  parts: readonly string[];
}

/** The fence's plugin, with the parts `options.parts` names. */
export default function leanPlugin(context: LoadContext, options: LeanOptions): Plugin {
  const on = (part: LeanPart): boolean => options.parts.includes(part);
  const generated = (...names: string[]) => path.join(context.generatedFilesDir, ...names);

  // Handed to the data and search plugins, which read them when their hooks run (after every plugin is created).
  // Each is set, to nothing when its part is out, so that a plugin made again (the dev server) replaces the last's.
  const markdown = generated(LEAN_PLUGIN, 'markdown.json');
  extendBuild({
    elementStore: on('caches') ? () => new ElementCache(generated(LEAN_PLUGIN, 'live-param-elements.json')) : undefined,
    searchIndexStore: on('caches') ? () => indexStore(generated(LEAN_PLUGIN, 'search-index'), context.siteDir) : undefined,
    markdownWorker: {
      ...(on('jiti') ? { jiti: path.join(__dirname, 'jiti/leanJiti.cjs') } : {}),
      ...(on('caches') ? { store: { module: path.join(__dirname, 'caches/markdownCache.ts'), file: markdown } } : {}),
    },
  });

  // The site's modules the fence puts its own in place of, and the theme components it draws its own way (bundlerChanges.ts).
  const replacements = Object.entries(REPLACED_MODULES).flatMap(([part, list]) => (on(part as LeanPart) ? list : []));
  const themeComponents = Object.entries(THEME_COMPONENTS).flatMap(([part, component]) => (on(part as LeanPart) ? [component] : []));

  return {
    name: LEAN_PLUGIN,

    async allContentLoaded({ allContent, actions }) {
      if (!on('dataIslands')) return;
      const data = allContent[DATA_PLUGIN]?.default as SiteData | undefined;
      if (!data) throw new Error(`${LEAN_PLUGIN}: the ${DATA_PLUGIN} plugin has no content`);
      const modules = timed('lean: island modules of data pages', () => islandModules(sitePagesOf(context, data), ISLAND_DRAWN_BY));
      for (const { name, source } of modules) {
        const written = await actions.createData(`${ISLANDS}/${name}`, source);
        if (written !== dataModuleFile(context.generatedFilesDir, LEAN_PLUGIN, `${ISLANDS}/${name}`)) throw new Error(`${LEAN_PLUGIN}: createData wrote ${written}, not where the registry's loader looks`);
      }
    },

    configureWebpack(config, isServer) {
      const client = !isServer;
      // The bundler's persistent cache is evicted when its version changes: a build with other parts in (or with the
      // fence left out) must not take modules resolved or loaded under these.
      const cache = (config.experiments as { cache?: { version?: string } } | undefined)?.cache;
      if (cache && typeof cache === 'object') cache.version = `${cache.version ?? ''}-${LEAN_PLUGIN}-${[...options.parts].sort().join(',')}`;
      if (client && on('prefetch')) config.plugins = withoutChunkAssetPlugin(config.plugins);
      for (const { name, file } of themeComponents) replaceThemeComponent(config.resolve?.alias as Record<string, unknown> | undefined, name, file);
      const rules: Rule[] = [
        ...(on('diagrams') ? [diagramRule(config.module?.rules, context.siteDir)] : []),
        ...(on('docsVersion') ? [trimDocsVersionRule(), trimSidebarRule(dataModuleFile(context.generatedFilesDir, DATA_PLUGIN, SIDEBAR_MODULE))] : []),
        ...(on('tslib') ? [tslibShimRule()] : []),
        ...replacementRules(replacements, path.join(context.siteDir, 'src'), isServer),
      ];
      if (client) {
        if (on('sideEffects')) rules.push(sideEffectFreeRule());
        if (on('registryPaths') || on('docIslands') || on('dataIslands') || on('routeGroups')) {
          rules.push(
            registryRule(context.generatedFilesDir, {
              blankPaths: on('registryPaths'),
              docIslands: on('docIslands'),
              ...(on('routeGroups') ? { routeGroups: { prefixes: ROUTE_GROUP_PREFIXES } } : {}),
              ...(on('dataIslands')
                ? { dataIslands: { from: dataModuleRequest(DATA_PLUGIN, ''), to: dataModuleRequest(LEAN_PLUGIN, `${ISLANDS}/`), dir: dataModuleFile(context.generatedFilesDir, LEAN_PLUGIN, ISLANDS) } }
                : {}),
            }),
          );
        }
        if (on('routeGroups')) rules.push(...routeGroupRules(context.generatedFilesDir, ROUTE_GROUP_PREFIXES));
        if (on('siteConfig')) rules.push(trimSiteConfigRule(context.generatedFilesDir));
        if (on('globalData')) rules.push(trimGlobalDataRule(context.generatedFilesDir));
        if (on('docIslands')) rules.push(docIslandRule(context.siteDir));
      }
      return {
        resolve: {
          alias: {
            ...(on('codeBlocks') ? withoutEagerPrism() : {}),
            ...(on('baseUrlBanner') ? withoutBaseUrlIssueBanner() : {}),
            ...(client && on('standIns') ? browserStandIns() : {}),
          },
        },
        module: { rules },
        plugins: client && on('minifyCache') ? [new MinifyCache(generated(LEAN_PLUGIN, 'minified'))] : [],
        // Chunk files named by id and hash only: the runtime's map of chunk names (every route's modules) stays out of every page.
        ...(client && on('chunkNames') ? { output: { chunkFilename: CLIENT_CHUNK_FILENAME } } : {}),
      };
    },

    configurePostCss(postCss) {
      if (on('postcss')) {
        // Docusaurus's postcss-preset-env goes: Lightning CSS, the minimizer of `future.faster`, already prefixes and
        // lowers the stylesheet for the same browserslist targets. What the preset added on top were fallbacks for
        // browsers without custom properties, `:is()`, `:any-link` or logical properties (a value before each
        // var(), selector lists spelt out), which no browser that runs this site's scripts needs.
        postCss.plugins = postCss.plugins.filter((p) => !(Array.isArray(p) && String(p[0]).includes('postcss-preset-env')));
      }
      if (on('unusedInfima')) postCss.plugins.push(unusedInfimaPlugin(context.siteDir));
      if (on('postcss')) {
        // The plugins are all here: postcss-loader is told not to look for a config file. Otherwise it searches every
        // folder from each stylesheet's up to the root for a dozen file names, once per stylesheet.
        postCss.config = false;
      }
      return postCss;
    },

    getClientModules() {
      return [...(on('prefetch') ? [path.join(__dirname, 'prefetchOnIntent.ts')] : []), ...(on('tokens') ? [path.join(__dirname, 'tokens/attachOnRoute.ts')] : [])];
    },

    postBuild({ outDir }) {
      // Written at once (the search plugin lists the build's files for the hosting headers only after its index).
      writeFileSync(path.join(outDir, LEAN_MARKER), `${JSON.stringify({ parts: options.parts })}\n`);
    },
  };
}

/**
 * The site's config with the fence in (the parts `env` leaves in, src/lean/switch.cjs), or as it is with LEAN=0:
 * the fence's plugin after the site's, and what the parts change in the config itself.
 */
export function withLean(config: Config, env: NodeJS.ProcessEnv = process.env): Config {
  const parts = leanParts(env);
  if (parts.size === 0) return config;
  const faster = config.future?.faster;
  if (parts.has('ssgMainThread') && typeof faster !== 'object') throw new Error('withLean: future.faster must be an object of flags');
  return {
    ...config,
    // The pages are rendered on the main thread, which has the whole bundler stack loaded already; each worker
    // thread loads it again (about 1 s) before rendering a page.
    ...(parts.has('ssgMainThread') && typeof faster === 'object' ? { future: { ...config.future, faster: { ...faster, ssgWorkerThreads: false } } } : {}),
    // No SVGR: the only SVG files pages import are the docs' diagrams, drawn by a loader of our own
    // (loaders/diagramLoader.cjs) without svgo and Babel.
    ...(parts.has('diagrams') ? { presets: (config.presets ?? []).map(withoutSvgr) } : {}),
    plugins: [...(config.plugins ?? []), [leanPlugin as PluginModule, { parts: [...parts] } satisfies LeanOptions]],
  };
}

type PresetEntry = NonNullable<Config['presets']>[number];

/** The classic preset with `svgr: false`; any other preset as it is. */
function withoutSvgr(preset: PresetEntry): PresetEntry {
  if (!Array.isArray(preset) || preset[0] !== 'classic') return preset;
  const [name, presetOptions] = preset as [string, object | undefined];
  return [name, { ...presetOptions, svgr: false }];
}
