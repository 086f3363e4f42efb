import path from 'node:path';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';
import { buildEnvironment } from './config/environment';
import { withAccessibleContrast } from './src/prism/accessibleThemes';
import { apiDataFile } from './plugins/api-types/index';
import remarkApiProps from './plugins/api-types/remark-api-props';
import remarkHighlightCode from './plugins/code-highlight/remark';
import remarkLiveCode from './plugins/live-code/remark';
import remarkPicture from './plugins/responsive-images/remark';
import { applyRustReadableBrowserslist } from './plugins/rust-browserslist';
import { ssrTemplate } from './plugins/hydrate-after-paint';
import { announcementBarScript } from './plugins/announcement-bar';
import { gitDatesVcs } from './plugins/git-dates';
import { EDIT_SOURCE_URL, REPOSITORY_URL } from './config/repository';

// The live code editor's Prism colours (plugins/live-code), raised to WCAG AA contrast like the static blocks'
// Shiki themes (plugins/code-highlight/themes.ts): axe checks code on every page.
const liveEditorThemes = {
  light: withAccessibleContrast(prismThemes.github),
  dark: withAccessibleContrast(prismThemes.dracula),
};

// Rspack, SWC and Lightning CSS read the browserslist without understanding Baseline queries.
applyRustReadableBrowserslist(__dirname);

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
  // Examples, the images' AVIF/WebP copies and search records are produced by our own plugins (see plugins/).
  staticDirectories: ['static', '.examples-build', '.images-build', '.live-preview-build'],
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
    './plugins/upstream-versions.ts',
    './plugins/examples/index.ts',
    './plugins/live-code/index.ts',
    './plugins/responsive-images/index.ts',
    './plugins/api-types/index.ts',
    // Raw file contents for the tutorial's code listings (`?raw` imports).
    './plugins/raw-source.ts',
    // Keeps Rspack from bundling all of tslib for @docusaurus/utils-common; see the plugin.
    './plugins/tslib-helpers/index.ts',
    // Lightning CSS alone prefixes and lowers the CSS for the browserslist; see the plugin.
    './plugins/css-by-lightning.ts',
    // `/docs` sends the reader to the first page; see the plugin.
    ['./plugins/redirect-pages.ts', { redirects: [{ from: '/docs', to: '/docs/overview' }] }],
    './plugins/search/index.ts',
    './plugins/llms/index.ts',
    // A 1200×630 card per page for links shared in chat and on social media (og:image).
    './plugins/social-cards/index.ts',
    './plugins/bundle-analysis.ts',
    './plugins/lazy-progress-bar.ts',
    './plugins/code-highlight/index.ts',
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
