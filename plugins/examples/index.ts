import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** The example editors, each a Vite app in `examples/<name>/`, served at `/examples/<name>/`. */
export const EXAMPLES = ['basic', 'landing'] as const;

/**
 * Git-ignored folder the apps are built into. It is one of the site's `staticDirectories`, so
 * `docusaurus build` copies it into `build/` and `docusaurus start` serves it as it is.
 */
export const EXAMPLES_OUTPUT_DIR = '.examples-build';

export async function buildExample(siteDir: string, name: string): Promise<void> {
  // Node's own require (which loads ES modules since Node 20.19): Docusaurus's TypeScript loader
  // would otherwise transpile Vite's ES modules and break their `import.meta`.
  const { build } = createRequire(__filename)('vite') as typeof import('vite');
  const root = path.join(siteDir, 'examples', name);
  try {
    await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      configLoader: 'runner',
      mode: 'production',
      logLevel: 'warn',
      build: {
        outDir: path.join(siteDir, EXAMPLES_OUTPUT_DIR, 'examples', name),
        emptyOutDir: true,
        // React, craft.js and the editor are one ~500 kB chunk (130 kB gzipped); that is expected.
        chunkSizeWarningLimit: 800,
      },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The "${name}" example (examples/${name}) failed to build: ${reason}`, { cause: error });
  }
}

export default function examplesPlugin(context: LoadContext): Plugin {
  return {
    name: 'craftjs-examples',
    // Runs before the site is bundled, for `build` and `start` alike; `start` runs it again
    // whenever a file under examples/ changes.
    async loadContent() {
      const started = performance.now();
      for (const name of EXAMPLES) await buildExample(context.siteDir, name);
      // Read by `npm run bench` (build cost per stage).
      console.log(
        `[examples] built ${EXAMPLES.length} examples in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
    getPathsToWatch() {
      return EXAMPLES.map((name) => path.join(context.siteDir, 'examples', name, '**/*'));
    },
  };
}
