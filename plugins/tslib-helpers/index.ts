/**
 * Rspack bundles all of tslib (about 1.7 KiB gzip in main.js) for a CommonJS module that requires it,
 * where webpack kept only the helpers called through `tslib_1.<helper>`. The one such module in the
 * client bundle, @docusaurus/utils-common, calls only `__importDefault`; its `require('tslib')` is
 * pointed at helpers.mjs, which re-exports just the helpers those modules call, so the rest is shaken
 * out. tests/unit/tslib-helpers.test.ts fails when the installed package starts calling another one.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const HELPERS_MODULE = path.join(__dirname, 'helpers.mjs');
/** CommonJS packages in the client bundle that require tslib. */
export const TSLIB_REQUIRERS = ['@docusaurus/utils-common'];

const packageFiles = (name: string) =>
  new RegExp(`[\\\\/]node_modules[\\\\/]${name.split('/').join('[\\\\/]')}[\\\\/]`);

export default function tslibHelpersPlugin(): Plugin {
  return {
    name: 'craftjs-tslib-helpers',
    configureWebpack(_config, isServer) {
      // The server bundle is not shipped to readers.
      if (isServer) return {};
      return {
        module: {
          // A rule's `resolve` applies to the requests made by the files it matches.
          rules: TSLIB_REQUIRERS.map((name) => ({
            test: packageFiles(name),
            resolve: { alias: { tslib$: HELPERS_MODULE } },
          })),
        },
      };
    },
  };
}
