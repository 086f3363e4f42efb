/**
 * The theme's navigation progress bar (`nprogress`, started by a theme client module) is swapped for
 * src/client/lazyProgressBar.ts, which fetches it on the first slow navigation: readers who never
 * navigate in the app never run it.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export default function lazyProgressBarPlugin(context: LoadContext): Plugin {
  return {
    name: 'craftjs-lazy-progress-bar',
    configureWebpack() {
      // Exact match only: the stand-in itself imports `nprogress/nprogress.js`.
      return { resolve: { alias: { nprogress$: path.join(context.siteDir, 'src/client/lazyProgressBar.ts') } } };
    },
  };
}
