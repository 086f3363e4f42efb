/**
 * Live code blocks: builds their preview page (build-preview.ts) before the site is bundled, for
 * `build` and `start`, into a static directory served at `/live-preview/`. The docs' remark step
 * that marks the blocks is remark.ts; the block itself is src/components/LiveCode.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildPreviewIfChanged } from './build-preview';

export default function liveCodePlugin(context: LoadContext): Plugin {
  return {
    name: 'craftjs-live-code',
    async loadContent() {
      const started = performance.now();
      const built = await buildPreviewIfChanged(context.siteDir);
      console.log(
        `[live-code] ${built ? 'built' : 'kept'} the preview in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, 'src', 'live-preview', '**/*')];
    },
  };
}
