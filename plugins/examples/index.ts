import path from 'node:path';
import fs from 'node:fs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { filesUnder, hashFiles, readCached, writeCached } from '../inputs-cache';

/** The example editors, each a Vite app in `examples/<name>/`, served at `/examples/<name>/`. */
export const EXAMPLES = ['basic', 'landing'] as const;

/**
 * Git-ignored folder the apps are built into. It is one of the site's `staticDirectories`, so
 * `docusaurus build` copies it into `build/` and `docusaurus start` serves it as it is.
 */
export const EXAMPLES_OUTPUT_DIR = '.examples-build';

export async function buildExample(siteDir: string, name: string): Promise<void> {
  // Vite's ES modules by Node's own loader: a require hook (the config's, see docusaurus.config.ts)
  // would transpile them and break their `import.meta`.
  const { build } = await import('vite');
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

/** What an example's build reads: its folder, the shared tsconfig, the dependency versions and these build options. */
export function exampleInputs(siteDir: string, name: string): string[] {
  return [
    ...filesUnder(path.join(siteDir, 'examples', name)),
    path.join(siteDir, 'examples', 'tsconfig.json'),
    path.join(siteDir, 'package-lock.json'),
    __filename,
  ];
}

/**
 * Builds the example unless its output is there from a build of the same inputs; true when it built.
 * NODE_ENV is an input: `npm start` sets it to development, and Vite then bundles React's
 * development build, which a production build must not reuse.
 */
export async function buildExampleIfChanged(siteDir: string, name: string): Promise<boolean> {
  const inputsHash = `${hashFiles(exampleInputs(siteDir, name))} NODE_ENV=${process.env.NODE_ENV ?? ''}`;
  const output = path.join(siteDir, EXAMPLES_OUTPUT_DIR, 'examples', name, 'index.html');
  if (fs.existsSync(output) && readCached(siteDir, `example-${name}`, inputsHash)) return false;
  await buildExample(siteDir, name);
  writeCached(siteDir, `example-${name}`, inputsHash, true);
  return true;
}

export default function examplesPlugin(context: LoadContext): Plugin {
  return {
    name: 'craftjs-examples',
    // Runs before the site is bundled, for `build` and `start` alike; `start` runs it again
    // whenever a file under examples/ changes. Both apps build at once (Vite's bundler is native
    // and multi-threaded), and an app whose sources did not change since its last build is kept.
    async loadContent() {
      const started = performance.now();
      const built = await Promise.all(EXAMPLES.map((name) => buildExampleIfChanged(context.siteDir, name)));
      const count = built.filter(Boolean).length;
      // Read by `npm run bench` (build cost per stage).
      console.log(
        `[examples] built ${count} examples in ${((performance.now() - started) / 1000).toFixed(1)} s` +
          (count < EXAMPLES.length ? ` (${EXAMPLES.length - count} up to date)` : ''),
      );
    },
    getPathsToWatch() {
      return EXAMPLES.map((name) => path.join(context.siteDir, 'examples', name, '**/*'));
    },
  };
}
