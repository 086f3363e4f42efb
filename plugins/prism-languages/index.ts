/**
 * The browser's Prism: on no page's first load, and with only the grammars the docs use.
 * - The theme's client module that hands Prism to `prism-include-languages` is left out of main.js.
 *   `@theme/CodeBlock` (theme/CodeBlock) fetches Prism with the theme's component only when a page
 *   renders a code block the build did not highlight (plugins/code-highlight renders the others).
 *   The server bundle gets that component directly (prismLoader.server.ts), so static pages hold it.
 * - prism-react-renderer bundles about 40 grammars; loader.cjs keeps the `languages` option's.
 *   Languages in `additionalLanguages` of the theme's prism settings are added by the theme as usual.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { versionCacheBy } from '../cache-version';

export interface PrismLanguagesOptions {
  /** prismjs component names, dependencies first (e.g. javascript before jsx). */
  languages: string[];
}

const PRISM_REACT_RENDERER = /prism-react-renderer[\\/]dist[\\/]index\.m?js$/;
/** The theme's client module, as .docusaurus/client-modules.js requires it (by path, without extension). */
const THEME_PRISM_CLIENT_MODULE = require
  .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
  .replace(/\.js$/, '');

/** How theme/CodeBlock gets the theme's component in the server bundle: at once, not as a chunk. */
const LOAD_ON_SERVER = path.join(__dirname, 'theme/CodeBlock/prismLoader.server.ts');

export default function prismLanguagesPlugin(_context: unknown, options: PrismLanguagesOptions): Plugin {
  return {
    name: 'craftjs-prism-languages',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(config, isServer, { currentBundler }) {
      // Its loader and the module swap below are not seen by the bundler's persistent cache.
      versionCacheBy(config, __dirname);
      return {
        // theme/CodeBlock/PrismCodeBlock does this module's work when Prism loads.
        resolve: { alias: { [`${THEME_PRISM_CLIENT_MODULE}$`]: false } },
        plugins: isServer
          ? [new currentBundler.instance.NormalModuleReplacementPlugin(/[\\/]prismLoader$/, LOAD_ON_SERVER)]
          : [],
        module: {
          rules: [
            {
              test: PRISM_REACT_RENDERER,
              use: [{ loader: path.join(__dirname, 'loader.cjs'), options: { languages: options.languages } }],
            },
          ],
        },
      };
    },
  };
}
