import type { Plugin } from '@docusaurus/types';

/**
 * Lets pages import a file's text: `import source from '!!@site/examples/basic/src/App.tsx?raw'`.
 * `!!` skips the configured loaders (Babel, CSS...), and webpack's built-in `asset/source` type returns the
 * file unchanged as a string, so the tutorial shows exactly the code of the example (no extra package).
 */
export default function rawSourcePlugin(): Plugin {
  return {
    name: 'raw-source',
    configureWebpack() {
      return { module: { rules: [{ resourceQuery: /(^|[?&])raw$/, type: 'asset/source' }] } };
    },
  };
}
