/**
 * The tutorial's AVIF and WebP copies are kept beside their PNG, named by its content: a build finds them
 * and encodes nothing, a changed PNG gets new copies and loses its old ones, and under CI a missing copy
 * fails the build with the command to run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import responsiveImagesPlugin, { planCopies, pngsUnder, pngWidth } from '../../plugins/responsive-images';
import { contentHash, isCopyOf, variantPath } from '../../plugins/responsive-images/variants';
import type { LoadContext } from '@docusaurus/types';

const STATIC_DIR = path.resolve(__dirname, '../../static');
const scratch: string[] = [];
const ciBefore = process.env.CI;

function scratchSite(): { siteDir: string; staticDir: string; png: string } {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'responsive-images-'));
  scratch.push(siteDir);
  const staticDir = path.join(siteDir, 'static');
  fs.mkdirSync(path.join(staticDir, 'img'), { recursive: true });
  return { siteDir, staticDir, png: path.join('img', 'shot.png') };
}

async function writePng(file: string, width: number, colour: string): Promise<void> {
  await sharp({ create: { width, height: 40, channels: 3, background: colour } })
    .png()
    .toFile(file);
}

async function loadContent(siteDir: string): Promise<void> {
  const plugin = responsiveImagesPlugin({ siteDir } as LoadContext);
  await plugin.loadContent!();
}

afterEach(() => {
  if (ciBefore === undefined) delete process.env.CI;
  else process.env.CI = ciBefore;
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the committed copies', () => {
  it('every PNG under static/ has all its copies, made from its current content, and none of an older one', () => {
    const pngs = pngsUnder(STATIC_DIR);
    expect(pngs.length).toBeGreaterThanOrEqual(4);
    for (const png of pngs) {
      const plan = planCopies(STATIC_DIR, png, pngWidth(path.join(STATIC_DIR, png)));
      expect(
        plan.make.map(({ file }) => file),
        png,
      ).toEqual([]);
      expect(plan.stale, png).toEqual([]);
    }
  });
});

describe('responsive-images', () => {
  it('reads a PNG width from its header', async () => {
    const { staticDir, png } = scratchSite();
    await writePng(path.join(staticDir, png), 900, '#000000');
    expect(pngWidth(path.join(staticDir, png))).toBe(900);
    fs.writeFileSync(path.join(staticDir, 'img', 'fake.png'), 'not a png at all, only text');
    expect(() => pngWidth(path.join(staticDir, 'img', 'fake.png'))).toThrow(/is not a PNG/);
  });

  it('names a copy by width and the PNG content, and knows the copies of any version', () => {
    expect(variantPath('/img/tutorial/a.png', '0badc0de', 480, 'webp')).toBe('/img/tutorial/a-480.0badc0de.webp');
    expect(isCopyOf('img/tutorial/a.png', 'a-480.0badc0de.webp')).toBe(true);
    expect(isCopyOf('img/tutorial/a.png', 'a-1280.12345678.avif')).toBe(true);
    expect(isCopyOf('img/tutorial/a.png', 'a.png')).toBe(false);
    expect(isCopyOf('img/tutorial/a.png', 'ab-480.0badc0de.webp')).toBe(false);
    expect(isCopyOf('img/tutorial/a.png', 'a-480.webp')).toBe(false);
  });

  it('makes the missing copies beside the PNG, then none on the next build', async () => {
    delete process.env.CI;
    const { siteDir, staticDir, png } = scratchSite();
    await writePng(path.join(staticDir, png), 900, '#336699');
    await loadContent(siteDir);
    const hash = contentHash(path.join(staticDir, png));
    const made = fs.readdirSync(path.join(staticDir, 'img')).filter((name) => name !== 'shot.png');
    expect(made.sort()).toEqual(
      [480, 720, 900].flatMap((w) => [`shot-${w}.${hash}.avif`, `shot-${w}.${hash}.webp`]).sort(),
    );
    expect((await sharp(path.join(staticDir, 'img', `shot-480.${hash}.avif`)).metadata()).width).toBe(480);
    const times = made.map((name) => fs.statSync(path.join(staticDir, 'img', name)).mtimeMs);
    await loadContent(siteDir);
    expect(made.map((name) => fs.statSync(path.join(staticDir, 'img', name)).mtimeMs)).toEqual(times);
  });

  it('gives a changed PNG new copies and removes those of its old content', async () => {
    delete process.env.CI;
    const { siteDir, staticDir, png } = scratchSite();
    await writePng(path.join(staticDir, png), 600, '#336699');
    await loadContent(siteDir);
    const old = contentHash(path.join(staticDir, png));
    await writePng(path.join(staticDir, png), 600, '#993366');
    const now = contentHash(path.join(staticDir, png));
    expect(now).not.toBe(old);
    await loadContent(siteDir);
    const names = fs.readdirSync(path.join(staticDir, 'img'));
    expect(names.filter((name) => name.includes(old))).toEqual([]);
    expect(names.filter((name) => name.includes(now)).sort()).toEqual(
      [`shot-480.${now}.avif`, `shot-480.${now}.webp`, `shot-600.${now}.avif`, `shot-600.${now}.webp`].sort(),
    );
  });

  it('under CI, fails on a missing copy, names the command, and writes nothing', async () => {
    const { siteDir, staticDir, png } = scratchSite();
    await writePng(path.join(staticDir, png), 600, '#336699');
    process.env.CI = 'true';
    await expect(loadContent(siteDir)).rejects.toThrow(
      /responsive-images: 4 AVIF\/WebP copies are missing \(static\/img\/shot-480\.[0-9a-f]{8}\.avif, …\)\. Run `npm run build` once without CI set, which makes them beside their PNG, and commit them with it\./,
    );
    expect(fs.readdirSync(path.join(staticDir, 'img'))).toEqual(['shot.png']);
  });
});
