/**
 * The server bundle's stand-in for prismLoader.ts (plugins/prism-languages swaps it in): the theme's
 * CodeBlock at hand, so the static page holds the rendered block. (A `lazy` one inside Suspense would
 * be written after the page's footer, for an inline script to move it into place.)
 */
import PrismCodeBlock from './PrismCodeBlock';

export default {
  loaded: () => PrismCodeBlock,
  load: () => Promise.resolve(PrismCodeBlock),
};
