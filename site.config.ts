// First: the longest step of a build starts before the other imports load (see the file).
import './plugins/code-highlight/type-docs-early';
import fs from 'node:fs';
import path from 'node:path';
import type { Config, LoadContext, Plugin, PluginConfig, PluginModule, PluginOptions } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';
import { buildEnvironment } from './config/environment';
import { withAccessibleContrast } from './src/prism/accessibleThemes';
import apiTypesPlugin, { apiDataFile } from './plugins/api-types/index';
import remarkApiProps from './plugins/api-types/remark-api-props';
import remarkHighlightCode from './plugins/code-highlight/remark';
import remarkLiveCode from './plugins/live-code/remark';
import remarkPicture from './plugins/responsive-images/remark';
import { applyRustReadableBrowserslist } from './plugins/rust-browserslist';
import { ssrTemplate } from './plugins/hydrate-after-paint';
import { announcementBarScript } from './plugins/announcement-bar';
import { gitDatesVcs } from './plugins/git-dates';
import { EDIT_SOURCE_URL, REPOSITORY_URL } from './config/repository';
import upstreamVersionsPlugin from './plugins/upstream-versions';
import examplesPlugin from './plugins/examples/index';
import liveCodePlugin from './plugins/live-code/index';
import responsiveImagesPlugin from './plugins/responsive-images/index';
import rawSourcePlugin from './plugins/raw-source';
import tslibHelpersPlugin from './plugins/tslib-helpers/index';
import cssByLightningPlugin from './plugins/css-by-lightning';
import redirectPages from './plugins/redirect-pages';
import searchPlugin from './plugins/search/index';
import llmsPlugin from './plugins/llms/index';
import socialCardsPlugin from './plugins/social-cards/index';
import bundleAnalysisPlugin from './plugins/bundle-analysis';
import lazyProgressBarPlugin from './plugins/lazy-progress-bar';
import codeHighlightPlugin from './plugins/code-highlight/index';

// The live code editor's Prism colours (plugins/live-code), raised to WCAG AA contrast like the static blocks'
// Shiki themes (plugins/code-highlight/themes.ts): axe checks code on every page.
const liveEditorThemes = {
  light: withAccessibleContrast(prismThemes.github),
  dark: withAccessibleContrast(prismThemes.dracula),
};

// Rspack, SWC and Lightning CSS read the browserslist without understanding Baseline queries.
applyRustReadableBrowserslist(__dirname);

/**
 * A plugin with its options, as the pair Docusaurus takes: the options checked against the plugin's own type (Docusaurus
 * types every plugin's as unknown), and never a bare function, which knip (`npm run lint`) would call without the
 * context Docusaurus gives it.
 */
function plugin<Options>(
  module: (context: LoadContext, options: Options) => Plugin | Promise<Plugin>,
  options: Options,
): PluginConfig {
  return [module as PluginModule, options as PluginOptions];
}

/**
 * `npm start` reloads the site when this file changes, as it does for docusaurus.config.ts, the file Docusaurus
 * watches: a change here reloads this plugin alone, which touches that file.
 */
function watchSiteConfig(context: LoadContext): Plugin {
  let loaded = false;
  return {
    name: 'craftjs-site-config',
    getPathsToWatch: () => [__filename],
    async loadContent() {
      // The first load is the site's; a later one, this file's change.
      if (loaded) fs.utimesSync(context.siteConfigPath, new Date(), new Date());
      loaded = true;
    },
  };
}

/** Change it with the announcement's text, so readers who closed the old one see the new one. */
const ANNOUNCEMENT_BAR_ID = 'migrating-to-0-2';

const config: Config = {
  title: 'craft.js',
  tagline: 'A React framework for building drag-and-drop page editors',
  favicon: 'img/favicon.svg',
  url: 'https://craft.js.org',
  baseUrl: '/',
  // Links keep `/docs/overview` (the canonical path), and pages are written as `docs/overview/index.html`,
  // so a host that maps a path only to a folder's index.html serves every route.
  trailingSlash: undefined,
  organizationName: 'prevwong',
  projectName: 'craft.js',
  // Broken links and anchors only warn at build time; tests/docs/links.test.ts is the strict check.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn' },
  },
  i18n: { defaultLocale: 'en', locales: ['en'] },
  customFields: { siteVersion: '0.2.0' },
  // The examples and the live preview page are built by our own plugins (see plugins/).
  staticDirectories: ['static', '.examples-build', '.live-preview-build'],
  clientModules: ['./src/client/chunkLoadFailure.ts', './src/client/replayEarlyInput.ts'],
  // Pages paint their server-rendered HTML before their scripts run (see the file); the announcement bar
  // closes on a tap before hydration too (plugins/announcement-bar.ts).
  ssrTemplate: ssrTemplate({ bodyStartScript: announcementBarScript(ANNOUNCEMENT_BAR_ID) }),
  future: {
    // Docusaurus Faster (@docusaurus/faster): Rspack bundles, SWC transpiles and minifies JS,
    // Lightning CSS minifies CSS, MDX compiles once for client and server, and static pages render
    // in worker threads; a cold build takes less than half the time of webpack + Babel. Rspack's
    // persistent cache (node_modules/.cache/rspack) makes restarts of `npm start` quick; `npm run
    // bench` removes it for a cold build.
    faster: {
      rspackBundler: true,
      rspackPersistentCache: true,
      swcJsLoader: true,
      swcJsMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      ssgWorkerThreads: true,
      // Our own VCS below reads git eagerly in one command; this flag only picks among Docusaurus's presets.
      gitEagerVcs: false,
      // SWC's HTML minifier drops attribute quotes (`<meta name=search-hosts content=origin>`); the
      // default minifier keeps the pages' markup as the server, the tests and any CDN rule know it.
      swcHtmlMinimizer: false,
    },
    // "Last updated" dates from one `git log`, in `npm start` too; none (and one warning) in a shallow
    // clone or outside git, where Docusaurus's presets would give wrong dates or fail (see the file).
    experimental_vcs: gitDatesVcs(),
    // Required by the worker threads; no plugin of ours reads the legacy `head` attribute in postBuild.
    v4: { removeLegacyPostBuildHeadAttribute: true },
  },
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          sidebarCollapsed: false,
          editUrl: EDIT_SOURCE_URL,
          showLastUpdateTime: true,
          showLastUpdateAuthor: false,
          versions: { current: { label: '0.2.0' } },
          // Code blocks are highlighted here with Shiki, never in the browser (see plugins/code-highlight).
          beforeDefaultRemarkPlugins: [
            // API components get the entries they render as props (from the api-types plugin's data), and
            // their signatures as code blocks: so it runs first, and the next step highlights those too.
            [remarkApiProps, { dataFile: apiDataFile(path.join(__dirname, '.docusaurus')) }],
            // A ```tsx live fence becomes a live code block around the same fence, which the next step highlights.
            remarkLiveCode,
            [
              remarkHighlightCode,
              { siteDir: __dirname, dataDir: path.join(__dirname, 'node_modules/.cache/code-highlight') },
            ],
            // Site PNGs become <picture> with the AVIF and WebP copies plugins/responsive-images makes.
            [remarkPicture, { siteDir: __dirname }],
          ],
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { changefreq: 'weekly', priority: 0.5 },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    // Fails start and build when a dependency our files reach into is not the version they were checked against.
    plugin(upstreamVersionsPlugin, {}),
    plugin(examplesPlugin, {}),
    plugin(liveCodePlugin, {}),
    plugin(responsiveImagesPlugin, {}),
    plugin(apiTypesPlugin, {}),
    // Raw file contents for the tutorial's code listings (`?raw` imports).
    plugin(rawSourcePlugin, {}),
    // Keeps Rspack from bundling all of tslib for @docusaurus/utils-common; see the plugin.
    plugin(tslibHelpersPlugin, {}),
    // Lightning CSS alone prefixes and lowers the CSS for the browserslist; see the plugin.
    plugin(cssByLightningPlugin, {}),
    // `/docs` sends the reader to the first page; see the plugin.
    plugin(redirectPages, { redirects: [{ from: '/docs', to: '/docs/overview' }] }),
    plugin(searchPlugin, {}),
    plugin(llmsPlugin, {}),
    // A 1200×630 card per page for links shared in chat and on social media (og:image).
    plugin(socialCardsPlugin, {}),
    plugin(bundleAnalysisPlugin, {}),
    plugin(lazyProgressBarPlugin, {}),
    plugin(codeHighlightPlugin, {}),
    plugin(watchSiteConfig, {}),
  ],
  themeConfig: {
    metadata: [{ name: 'keywords', content: 'craft.js, react, page editor, drag and drop' }],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: ANNOUNCEMENT_BAR_ID,
      content:
        'craft.js 0.2 is here. Upgrading from 0.1.x? Read the <a href="/docs/migrating/migrating-0.1.x">migration guide</a>.',
      backgroundColor: '#1e3a8a',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: {
      title: 'craft.js',
      hideOnScroll: true,
      logo: { alt: 'craft.js logo', src: 'img/logo.svg', width: 32, height: 32 },
      items: [
        { type: 'doc', docId: 'overview', label: 'Documentation', position: 'left' },
        {
          type: 'dropdown',
          label: 'Examples',
          position: 'left',
          items: [
            { label: 'Landing', to: 'pathname:///examples/landing' },
            { label: 'Basic', to: 'pathname:///examples/basic' },
          ],
        },
        { type: 'doc', docId: 'sponsor', label: 'Sponsor', position: 'left' },
        { href: REPOSITORY_URL, label: 'GitHub', position: 'right', 'aria-label': 'craft.js on GitHub' },
      ],
    },
    footer: {
      style: 'dark',
      logo: { alt: 'craft.js logo', src: 'img/logo.svg', width: 48, height: 48 },
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Overview', to: '/docs/overview' },
            { label: 'Core Concepts', to: '/docs/concepts/nodes' },
            { label: 'Tutorial', to: '/docs/guides/basic-tutorial' },
            { label: 'API Reference', to: '/docs/api/editor-state' },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'GitHub', href: REPOSITORY_URL },
            { label: 'Open Collective', href: 'https://opencollective.com/craftjs' },
            { label: 'Discord', href: 'https://discord.gg/sPpF7fX' },
            { label: 'npm', href: 'https://www.npmjs.com/package/@craftjs/core' },
          ],
        },
        {
          title: 'Prev Wong',
          items: [
            { label: 'GitHub', href: 'https://github.com/prevwong' },
            { label: 'LinkedIn', href: 'https://www.linkedin.com/in/prevwong' },
            { label: 'Dribbble', href: 'https://dribbble.com/prevwong' },
            { label: 'Twitter', href: 'https://twitter.com/prevwong' },
          ],
        },
      ],
      copyright: 'Copyright © 2025 Prev Wong',
    },
    algolia: buildEnvironment().algolia,
    // Only the live code editor, loaded on intent, colours code with Prism (usePrismTheme).
    prism: {
      theme: liveEditorThemes.light,
      darkTheme: liveEditorThemes.dark,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
