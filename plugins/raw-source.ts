import type { Plugin } from '@docusaurus/types';

/**
 * Lets pages import a file's text: `import source from '!@site/examples/basic/src/App.tsx?raw'`.
 * The leading `!` skips the configured normal loaders (Babel, CSS...), and webpack's built-in `asset/source`
 * type returns the file unchanged as a string (no extra package). Not `!!`: webpack then ignores `type` too.
 * The tutorial uses it so the code it shows is exactly the example's code.
 */
export default function rawSourcePlugin(): Plugin {
  return {
    name: 'raw-source',
    configureWebpack() {
      return { module: { rules: [{ resourceQuery: /(^|[?&])raw$/, type: 'asset/source' }] } };
    },
  };
}
