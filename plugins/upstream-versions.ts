/**
 * The files of ours that lean on a dependency's internals (swizzled or ejected theme components,
 * loaders that rewrite a package's code, aliases that swap one of its imports) were checked against
 * one version of that dependency. Installing another version fails `npm start` and `npm run build`
 * here, naming the files to re-check, so an upgrade is never applied blind. After checking them,
 * update the version below.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** One place where a file of ours leans on a dependency's internals. */
export type Reach = {
  /** Our file or folder, relative to the site. */
  ours: string;
  /** What it relies on. */
  what: string;
  /** The dependency's own files it reads, imports or mirrors, relative to the package folder. */
  theirs: string[];
};

export type CheckedDependency = {
  name: string;
  /** The version our files were checked against. */
  version: string;
  reaches: Reach[];
};

const THEME_CLASSIC_CODE_BLOCK = 'lib/theme/CodeBlock';

export const CHECKED_DEPENDENCIES: CheckedDependency[] = [
  {
    name: '@docusaurus/core',
    version: '3.10.2',
    reaches: [
      {
        ours: 'plugins/hydrate-after-paint.ts',
        what: 'the page template is built from lib/ssg/ssgTemplate.html by replacements',
        theirs: ['lib/ssg/ssgTemplate.html.js'],
      },
    ],
  },
  {
    name: '@docusaurus/theme-classic',
    version: '3.10.2',
    reaches: [
      {
        ours: 'plugins/announcement-bar.ts',
        what: "the bar's markup (.theme-announcement-bar, its Close button) and the data attribute its inline script and CSS hide it with",
        theirs: [
          'lib/inlineScripts.js',
          'lib/theme/AnnouncementBar/index.js',
          'lib/theme/AnnouncementBar/CloseButton/index.js',
        ],
      },
      {
        ours: 'src/theme/NavbarItem/ComponentTypes.tsx',
        what: 'the item types the config uses, ejected from the theme',
        theirs: ['lib/theme/NavbarItem/ComponentTypes.js'],
      },
      {
        ours: 'src/theme/DocVersionBadge',
        what: 'DocVersionBadge, DocVersionBanner and ContentVisibility replace theme parts this site never shows',
        theirs: [
          'lib/theme/DocVersionBadge/index.js',
          'lib/theme/DocVersionBanner/index.js',
          'lib/theme/ContentVisibility/index.js',
        ],
      },
      {
        ours: 'src/theme/DocItem/Footer',
        what: 'it and plugins/llms/theme/DocItem/Content wrap or replace the doc footer and content',
        theirs: ['lib/theme/DocItem/Footer/index.js', 'lib/theme/DocItem/Content/index.js'],
      },
      {
        ours: 'plugins/lazy-progress-bar.ts',
        what: 'aliases the `nprogress` import of lib/nprogress.js',
        theirs: ['lib/nprogress.js'],
      },
      {
        ours: 'plugins/code-highlight',
        what: 'replaces the CodeBlock, reuses its CSS modules, Title and buttons, aliases lib/prism-include-languages away',
        theirs: [
          'lib/prism-include-languages.js',
          `${THEME_CLASSIC_CODE_BLOCK}/Buttons/styles.module.css`,
          `${THEME_CLASSIC_CODE_BLOCK}/Buttons/CopyButton/styles.module.css`,
          `${THEME_CLASSIC_CODE_BLOCK}/Container/styles.module.css`,
          `${THEME_CLASSIC_CODE_BLOCK}/Content/styles.module.css`,
          `${THEME_CLASSIC_CODE_BLOCK}/Layout/styles.module.css`,
        ],
      },
    ],
  },
  {
    name: '@docusaurus/theme-common',
    version: '3.10.2',
    reaches: [
      {
        ours: 'src/theme/LastUpdated',
        what: 'imports useDateTimeFormat from @docusaurus/theme-common/internal',
        theirs: ['lib/internal.js', 'lib/utils/IntlUtils.js'],
      },
      {
        ours: 'plugins/code-highlight/theme/HighlightedCodeBlock',
        what: 'imports CodeBlockContextProvider and useCodeWordWrap from @docusaurus/theme-common/internal',
        theirs: ['lib/internal.js', 'lib/utils/codeBlockUtils.js', 'lib/hooks/useCodeWordWrap.js'],
      },
      {
        ours: 'plugins/announcement-bar.ts',
        what: "writes the announcement bar's storage slots (dismissed, id) as its AnnouncementBarProvider does",
        theirs: ['lib/contexts/announcementBar.js'],
      },
    ],
  },
  {
    name: '@docusaurus/bundler',
    version: '3.10.2',
    reaches: [
      {
        ours: 'plugins/css-by-lightning.ts',
        what: 'drops the one PostCSS plugin its style loader adds (postcss-preset-env)',
        theirs: ['lib/loaders/styleLoader.js'],
      },
    ],
  },
  {
    name: '@docusaurus/theme-search-algolia',
    version: '3.10.2',
    reaches: [
      {
        ours: 'src/theme/SearchPage',
        what: 'the /search page, ejected from the theme (its results reducer in results.ts)',
        theirs: ['lib/theme/SearchPage/index.js'],
      },
      {
        ours: 'src/theme/SearchBar',
        what: 'the navbar search, split from the theme SearchBar',
        theirs: ['lib/theme/SearchBar/index.js'],
      },
    ],
  },
  {
    name: '@docsearch/react',
    version: '3.9.0',
    reaches: [
      {
        ours: 'plugins/search/docsearch-error-status-loader.cjs',
        what: 'rewrites one `finally` of dist/esm/index.js',
        theirs: ['dist/esm/index.js'],
      },
      {
        ours: 'plugins/search/docsearch-stored-searches-loader.cjs',
        what: "rewrites three of DocSearchModal's `useRef` initial values",
        theirs: ['dist/esm/index.js'],
      },
    ],
  },
  {
    name: '@docusaurus/utils-common',
    version: '3.10.2',
    reaches: [
      {
        ours: 'plugins/tslib-helpers',
        what: 'the tslib helpers its CommonJS build calls (tests/unit/tslib-helpers.test.ts)',
        theirs: ['lib/index.js'],
      },
    ],
  },
  {
    name: 'sucrase',
    version: '3.35.1',
    reaches: [
      {
        ours: 'src/live-preview/loop-guard.ts',
        what: "imports sucrase's parser and token types from dist/esm (the package exports only its transform)",
        theirs: ['dist/esm/parser/index.js', 'dist/esm/parser/tokenizer/types.js', 'dist/types/parser/index.d.ts'],
      },
    ],
  },
];

/**
 * The installed version of a top-level dependency. Read from the file: some of these packages do not
 * export their package.json.
 */
export function installedVersion(name: string, siteDir: string): string {
  const file = path.join(siteDir, 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** One message per dependency whose installed version is not the checked one. */
export function upstreamMismatches(dependencies: CheckedDependency[], versionOf: (name: string) => string): string[] {
  return dependencies.flatMap(({ name, version, reaches }) => {
    const installed = versionOf(name);
    if (installed === version) return [];
    return [
      `${name} is ${installed}, but our files were checked against ${version}. Check:\n` +
        reaches.map(({ ours, what }) => `  - ${ours}: ${what}`).join('\n') +
        `\nthen set its version in plugins/upstream-versions.ts.`,
    ];
  });
}

export default function upstreamVersionsPlugin(context: LoadContext): Plugin {
  return {
    name: 'craftjs-upstream-versions',
    loadContent() {
      const mismatches = upstreamMismatches(CHECKED_DEPENDENCIES, (name) => installedVersion(name, context.siteDir));
      if (mismatches.length > 0) throw new Error(mismatches.join('\n\n'));
    },
  };
}
