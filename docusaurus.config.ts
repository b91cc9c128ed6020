import type { Config, PluginModule } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import gearboxDataPlugin from './src/build/plugin';
import remarkMath from 'remark-math';
import remarkLiveParams from './src/build/mdx/liveParams';
import remarkIncludeCode from './src/build/mdx/includeCode';
import remarkMathml from './src/build/mdx/mathml';
import remarkErrorCatalogue from './src/build/mdx/errorCatalogue';
import remarkSourceLinks from './src/build/mdx/sourceLinks';
import remarkDocScope from './src/build/mdx/docScope';
import remarkFocusableTables from './src/build/mdx/focusableTables';
import searchPlugin from './src/build/search';
import { withLean } from './src/lean/plugin';
import { DECODE_PATH, DOCS_PATH, HOME_PATH, LOOKUP_PATH, SUPPORTED_TOKENS_DOC } from './src/domain/data/paths';

const siteDir = __dirname;

const REPO = 'https://github.com/Gearbox-protocol/dev-docs';
const CHAT = 'https://discord.com/invite/gearbox';

const config: Config = {
  title: 'Gearbox for developers',
  tagline: 'Deployed contracts, protocol state and documentation for integrators of Gearbox Protocol V3',
  favicon: 'img/favicon.svg',
  url: process.env.SITE_URL ?? 'https://dev.gearbox.fi',
  baseUrl: '/',
  trailingSlash: false,
  baseUrlIssueBanner: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } },
  i18n: { defaultLocale: 'en', locales: ['en'] },
  future: {
    // Rspack, SWC and Lightning CSS: all of `faster: true`. The v4 flags stay on except CSS cascade layers, whose
    // polyfill out-ranks the site's own custom.css.
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: true,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
    // No page shows when or by whom it was last changed, so the build does not read the Git history.
    experimental_vcs: false,
    v4: { removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: false },
  },
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: DOCS_PATH,
          sidebarPath: './sidebars.ts',
          editUrl: `${REPO}/edit/main/`,
          showLastUpdateTime: false,
          // Runs before Docusaurus's own plugins so the generated headings get ids and TOC entries.
          beforeDefaultRemarkPlugins: [remarkErrorCatalogue],
          // Formulas: remark-math reads them, remarkMathml writes them as MathML (no web font, no stylesheet).
          // Tables: focusable in the HTML, to be scrolled sideways from the keyboard (remarkFocusableTables).
          remarkPlugins: [remarkMath, [remarkLiveParams, { siteDir }], [remarkIncludeCode, { siteDir }], remarkMathml, remarkFocusableTables, remarkSourceLinks, remarkDocScope],
        },
        blog: false,
        pages: false,
        // The debug plugin serialises every plugin's content, which holds bigints: `npm run dev` would not start.
        debug: false,
        theme: { customCss: ['./src/browser/css/custom.css', './src/browser/css/code.css'] },
        sitemap: { changefreq: 'weekly', priority: 0.5 },
      } satisfies Preset.Options,
    ],
  ],
  // Typed Plugin<SiteData>; the config's list takes plugins of any content.
  // Search: the Pagefind index is written after the build (src/build/search/); the navbar box is src/theme/SearchBar.
  plugins: [gearboxDataPlugin as PluginModule, searchPlugin],
  themeConfig: {
    colorMode: { respectPrefersColorScheme: true },
    navbar: {
      title: 'Gearbox for developers',
      logo: { alt: 'Gearbox', src: 'img/logo.svg', width: 28, height: 28 },
      items: [
        { to: HOME_PATH, label: 'Deployed contracts', position: 'left', activeBaseRegex: '^/$' },
        { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
        { to: LOOKUP_PATH, label: 'Address lookup', position: 'left' },
        { to: DECODE_PATH, label: 'Revert decoder', position: 'left' },
        { href: REPO, label: 'GitHub', position: 'right', 'aria-label': 'Source repository on GitHub' },
        { href: CHAT, label: 'Chat', position: 'right', 'aria-label': 'Gearbox community chat on Discord' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Data',
          items: [
            { label: 'Deployed contracts', to: HOME_PATH },
            { label: 'Supported tokens', to: SUPPORTED_TOKENS_DOC },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'Source repository', href: REPO },
            { label: 'Chat', href: CHAT },
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Gearbox Protocol. Built from on-chain snapshots; verify addresses on a block explorer before use.`,
    },
    docs: { sidebar: { hideable: true } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    // Highlighted code carries token classes only; src/browser/css/code.css colours them for light and dark.
    prism: {
      theme: { plain: {}, styles: [] },
      darkTheme: { plain: {}, styles: [] },
      additionalLanguages: ['solidity', 'bash', 'json'],
    },
  } satisfies Preset.ThemeConfig,
};

// The fence (src/lean/plugin.ts): every change to how Docusaurus builds and runs, left out with LEAN=0.
export default withLean(config);
