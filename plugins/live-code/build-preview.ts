/**
 * Builds the live code preview (src/live-preview) with Vite into `.live-preview-build/`:
 * one classic script (an IIFE, named by its content hash, under `live-preview/assets/` so the server
 * caches it for good) with React, @craftjs/core, @craftjs/layers and sucrase, and the page that
 * loads it (`live-preview.html`). A classic script, because the preview runs in a sandbox
 * with an opaque origin: a module script from our server would be a cross-origin request that needs
 * CORS headers, a classic script is not.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LIVE_PREVIEW_PAGE } from '../../config/live-preview';
import { filesUnder, hashFiles, readCached, writeCached } from '../inputs-cache';

/** Git-ignored folder, one of the site's `staticDirectories`. */
export const LIVE_PREVIEW_OUTPUT_DIR = '.live-preview-build';

const sourceDir = (siteDir: string) => path.join(siteDir, 'src', 'live-preview');
const SCRIPT_DIR = 'live-preview/assets';

export async function buildPreview(siteDir: string): Promise<void> {
  // By Node's own loader, as for the examples: a require hook would break Vite's `import.meta`.
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const outDir = path.join(siteDir, LIVE_PREVIEW_OUTPUT_DIR);
  const scratch = path.join(siteDir, 'node_modules', '.cache', 'live-preview-scratch');
  await build({
    configFile: false,
    root: sourceDir(siteDir),
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: scratch,
      emptyOutDir: true,
      minify: true,
      chunkSizeWarningLimit: 1200,
      lib: {
        entry: path.join(sourceDir(siteDir), 'main.tsx'),
        formats: ['iife'],
        name: 'livePreview',
        fileName: () => 'preview.js',
      },
    },
  });
  const script = fs.readFileSync(path.join(scratch, 'preview.js'));
  const name = `preview-${createHash('sha256').update(script).digest('hex').slice(0, 10)}.js`;
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(outDir, SCRIPT_DIR), { recursive: true });
  fs.writeFileSync(path.join(outDir, SCRIPT_DIR, name), script);
  const page = fs.readFileSync(path.join(sourceDir(siteDir), 'index.html'), 'utf8');
  fs.writeFileSync(path.join(outDir, LIVE_PREVIEW_PAGE), page.replace('%SCRIPT%', `/${SCRIPT_DIR}/${name}`));
  fs.rmSync(scratch, { recursive: true });
}

/** Builds the preview unless it is there from a build of the same inputs; true when it built. */
export async function buildPreviewIfChanged(siteDir: string): Promise<boolean> {
  const inputs = [
    ...filesUnder(sourceDir(siteDir)),
    path.join(siteDir, 'config', 'live-preview.ts'),
    path.join(siteDir, 'package-lock.json'),
    __filename,
  ];
  const inputsHash = `${hashFiles(inputs)} NODE_ENV=${process.env.NODE_ENV ?? ''}`;
  if (
    fs.existsSync(path.join(siteDir, LIVE_PREVIEW_OUTPUT_DIR, LIVE_PREVIEW_PAGE)) &&
    readCached(siteDir, 'live-preview', inputsHash)
  )
    return false;
  await buildPreview(siteDir);
  writeCached(siteDir, 'live-preview', inputsHash, true);
  return true;
}
