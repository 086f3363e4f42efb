/**
 * Makes the responsive AVIF and WebP copies of the site's PNGs (static/img/**) with sharp, beside each
 * PNG (see variants.ts), and removes the copies of its older versions; remark.ts puts them in the pages
 * as `<picture>` sources. The copies are committed with their PNG: a build finds them all and encodes
 * nothing. Under CI a missing copy fails the build, naming the command that makes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { contentHash, FORMATS, isCopyOf, variantPath, widthsFor } from './variants';
import { versionCacheBy } from '../cache-version';

const ENCODE = { avif: { quality: 55, effort: 2 }, webp: { quality: 78, effort: 4 } } as const;

/** A PNG's width, from its header (IHDR, the first chunk): no decoder needed. */
export function pngWidth(file: string): number {
  const header = Buffer.alloc(24);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, header, 0, 24, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (header.toString('latin1', 12, 16) !== 'IHDR') throw new Error(`responsive-images: ${file} is not a PNG`);
  return header.readUInt32BE(16);
}

/** The PNGs under `staticDir`, as paths from it (`img/tutorial/a.png`). */
export function pngsUnder(staticDir: string): string[] {
  if (!fs.existsSync(staticDir)) return [];
  return fs
    .readdirSync(staticDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.png'))
    .sort();
}

/** What a PNG's copies need: those to make (paths from the static folder, with their width) and those to remove. */
export interface CopyPlan {
  png: string;
  make: Array<{ file: string; width: number; extension: (typeof FORMATS)[number]['extension'] }>;
  stale: string[];
}

/** The copies `png` (a path from `staticDir`) lacks for its current content, and those of older versions. */
export function planCopies(staticDir: string, png: string, width: number): CopyPlan {
  const hash = contentHash(path.join(staticDir, png));
  const wanted = widthsFor(width).flatMap((w) =>
    FORMATS.map(({ extension }) => ({ file: variantPath(png, hash, w, extension), width: w, extension })),
  );
  const folder = path.dirname(png);
  const names = new Set(wanted.map(({ file }) => path.basename(file)));
  const stale = fs
    .readdirSync(path.join(staticDir, folder))
    .filter((name) => isCopyOf(png, name) && !names.has(name))
    .map((name) => path.join(folder, name));
  return { png, make: wanted.filter(({ file }) => !fs.existsSync(path.join(staticDir, file))), stale };
}

export default function responsiveImagesPlugin(context: LoadContext): Plugin {
  const staticDir = path.join(context.siteDir, 'static');
  return {
    name: 'craftjs-responsive-images',
    configureWebpack(config) {
      // A page's markup names its copies by their PNG's content (remark.ts), which the bundler's cache does not see.
      versionCacheBy(
        config,
        __dirname,
        pngsUnder(staticDir).map((png) => contentHash(path.join(staticDir, png))),
      );
      return {};
    },
    async loadContent() {
      const started = Date.now();
      const plans = pngsUnder(staticDir).map((png) => planCopies(staticDir, png, pngWidth(path.join(staticDir, png))));
      const missing = plans.flatMap((plan) => plan.make.map(({ file }) => `static/${file}`));
      if (missing.length === 0) return;
      if (missing.length > 0 && process.env.CI)
        throw new Error(
          `responsive-images: ${missing.length} AVIF/WebP copies are missing (${missing[0]}, …). Run \`npm run build\` ` +
            'once without CI set, which makes them beside their PNG, and commit them with it.',
        );
      for (const { png, make, stale } of plans) {
        await Promise.all(
          make.map(({ file, width, extension }) =>
            sharp(path.join(staticDir, png))
              .resize({ width })
              .toFormat(extension, ENCODE[extension])
              .toFile(path.join(staticDir, file)),
          ),
        );
        for (const file of stale) fs.rmSync(path.join(staticDir, file));
      }
      const pngs = plans.filter((plan) => plan.make.length > 0).length;
      console.log(
        `[images] made ${missing.length} AVIF/WebP copies of ${pngs} PNG${pngs === 1 ? '' : 's'} beside them in ` +
          `static/ in ${((Date.now() - started) / 1000).toFixed(1)} s: commit them with the PNGs`,
      );
    },
  };
}
