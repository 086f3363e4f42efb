import fs from 'node:fs';
import path from 'node:path';
import { builtFileCandidates } from '../../server/paths';

export const BUILD_DIR = path.resolve(__dirname, '../../build');

/** Every HTML page of the built docs site (the example apps are checked by their own tests). */
export function builtPages(): string[] {
  return htmlFilesIn({ withExamples: false });
}

/** Every HTML file in build/: the docs site's pages, the example apps' and the live preview's. */
export function everyHtmlFile(): string[] {
  return htmlFilesIn({ withExamples: true });
}

function htmlFilesIn({ withExamples }: { withExamples: boolean }): string[] {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error(`No built site in ${BUILD_DIR}. Run \`npm run build\` first.`);
  }
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const skipped = withExamples ? ['assets'] : ['assets', 'examples'];
        if (!skipped.includes(entry.name) || dir !== BUILD_DIR) walk(full);
      } else if (entry.name.endsWith('.html')) pages.push(full);
    }
  };
  walk(BUILD_DIR);
  return pages;
}

/** The built file a site path is served from, as the production server resolves it, or null. */
export function fileForPath(pathname: string): string | null {
  const clean = decodeURIComponent(pathname).replace(/\/$/, '') || '/';
  // A file under its own name (an image, a static page), else the page built for the route.
  const candidates = [...(clean === '/' ? [] : [clean.slice(1)]), ...builtFileCandidates(clean)];
  for (const candidate of candidates) {
    const file = path.join(BUILD_DIR, candidate);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** The site path a built page answers at. */
export function pathForFile(file: string): string {
  const relative = path.relative(BUILD_DIR, file).split(path.sep).join('/');
  const withoutExt = relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${withoutExt}`;
}
