/**
 * Makes the responsive AVIF and WebP copies of the site's PNGs (static/img/**) with sharp before
 * the pages are built, into `.images-build/` (a static directory, see variants.ts); remark.ts puts
 * them in the pages as `<picture>` sources. Copies newer than their PNG are kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { FORMATS, OUTPUT_DIR, variantPath, widthsFor } from './variants';
import { versionCacheBy } from '../cache-version';

const ENCODE = { avif: { quality: 55, effort: 2 }, webp: { quality: 78, effort: 4 } } as const;

function pngsUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.png'));
}

async function makeCopies(staticDir: string, outDir: string, file: string): Promise<number> {
  const source = path.join(staticDir, file);
  const { width } = await sharp(source).metadata();
  if (!width) throw new Error(`responsive-images: cannot read the width of ${source}`);
  const sourceTime = fs.statSync(source).mtimeMs;
  let made = 0;
  for (const w of widthsFor(width)) {
    for (const { extension } of FORMATS) {
      const target = path.join(outDir, variantPath(file, w, extension));
      if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= sourceTime) continue;
      fs.mkdirSync(path.dirname(target), { recursive: true });
      await sharp(source).resize({ width: w }).toFormat(extension, ENCODE[extension]).toFile(target);
      made += 1;
    }
  }
  return made;
}

export default function responsiveImagesPlugin(context: LoadContext): Plugin {
  const staticDir = path.join(context.siteDir, 'static');
  const outDir = path.join(context.siteDir, OUTPUT_DIR);
  return {
    name: 'craftjs-responsive-images',
    configureWebpack(config) {
      versionCacheBy(config, __dirname);
      return {};
    },
    async loadContent() {
      const started = Date.now();
      const files = pngsUnder(staticDir);
      let made = 0;
      for (const file of files) made += await makeCopies(staticDir, outDir, file);
      if (made > 0)
        console.log(
          `[images] made ${made} AVIF/WebP copies of ${files.length} PNGs in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
    },
  };
}
