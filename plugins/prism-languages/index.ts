/**
 * Ships only the Prism grammars the docs use: prism-react-renderer bundles about 40, which every
 * page would download and run (see loader.cjs). Grammars few pages use (option `onDemand`: bash,
 * json, diff) are loaded by those pages alone: remark-grammars.ts adds the import to the page, and
 * grammar-loader.cjs binds the grammar to the code blocks' Prism.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export interface PrismLanguagesOptions {
  /** prismjs component names, dependencies first (e.g. javascript before jsx). */
  languages: string[];
  /** prismjs component names registered only by the pages whose code blocks use them. */
  onDemand?: string[];
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
            ...(options.onDemand?.length
              ? [
                  {
                    test: new RegExp(`prismjs[\\\\/]components[\\\\/]prism-(${options.onDemand.join('|')})\\.js$`),
                    use: [{ loader: path.join(__dirname, 'grammar-loader.cjs') }],
                  },
                ]
              : []),
          ],
        },
      };
    },
  };
}
