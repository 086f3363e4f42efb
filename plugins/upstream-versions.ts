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

export type CheckedDependency = {
  name: string;
  /** The version our files were checked against. */
  version: string;
  /** What to check, file by file, when the installed version differs. */
  check: string[];
};

export const CHECKED_DEPENDENCIES: CheckedDependency[] = [
  {
    name: '@docusaurus/core',
    version: '3.10.2',
    check: ['plugins/hydrate-after-paint.ts: the page template is built from lib/ssg/ssgTemplate.html by replacements'],
  },
  {
    name: '@docusaurus/theme-classic',
    version: '3.10.2',
    check: [
      'src/theme/AnnouncementBar: wraps the theme bar and lifts the early hiding of its inline script',
      'src/theme/NavbarItem/ComponentTypes.tsx: the item types the config uses, ejected from the theme',
      'src/theme/DocVersionBadge, DocVersionBanner, ContentVisibility: replace theme parts this site never shows',
      'src/theme/DocItem/Footer and plugins/llms/theme/DocItem/Content: wrap or replace the doc footer and content',
      'plugins/lazy-progress-bar.ts: aliases the `nprogress` import of lib/nprogress.js',
      'plugins/code-highlight: replaces the CodeBlock, reuses its CSS modules, Title and buttons, aliases lib/prism-include-languages away',
    ],
  },
  {
    name: '@docusaurus/theme-search-algolia',
    version: '3.10.2',
    check: [
      'src/theme/SearchPage: the /search page, ejected from the theme (its results reducer in results.ts)',
      'src/theme/SearchBar: the navbar search, split from the theme SearchBar',
    ],
  },
  {
    name: '@docsearch/react',
    version: '3.9.0',
    check: [
      'plugins/search/docsearch-error-status-loader.cjs: rewrites one `finally` of dist/esm/index.js',
      "plugins/search/docsearch-stored-searches-loader.cjs: rewrites three of DocSearchModal's `useRef` initial values",
    ],
  },
  {
    name: '@docusaurus/utils-common',
    version: '3.10.2',
    check: ['plugins/tslib-helpers: the tslib helpers its CommonJS build calls (tests/unit/tslib-helpers.test.ts)'],
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
  return dependencies.flatMap(({ name, version, check }) => {
    const installed = versionOf(name);
    if (installed === version) return [];
    return [
      `${name} is ${installed}, but our files were checked against ${version}. Check:\n` +
        check.map((line) => `  - ${line}`).join('\n') +
        `\nthen set its version in plugins/upstream-versions.ts (README: "Upgrading Docusaurus and DocSearch").`,
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
