/**
 * Ships only the Prism grammars the docs use: prism-react-renderer bundles about 40, which every
 * page would download and run (see loader.cjs). Languages in `additionalLanguages` of the theme's
 * prism settings (bash, json, diff) are added by the theme as usual.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export interface PrismLanguagesOptions {
  /** prismjs component names, dependencies first (e.g. javascript before jsx). */
  languages: string[];
}

const PRISM_REACT_RENDERER = /prism-react-renderer[\\/]dist[\\/]index\.m?js$/;

export default function prismLanguagesPlugin(_context: unknown, options: PrismLanguagesOptions): Plugin {
  return {
    name: 'craftjs-prism-languages',
    configureWebpack() {
      return {
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
