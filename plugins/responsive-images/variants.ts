/**
 * The responsive copies made of each PNG under `static/img/`: widths for a phone's doc column up to
 * the source's own width, in AVIF and WebP (the PNG stays the fallback). They are kept beside their PNG
 * and committed with it, so a fresh clone encodes none; each name carries a hash of the PNG it was made
 * from, so a changed PNG is seen without decoding anything, and a host may cache a copy forever. One
 * naming rule, shared by the maker (index.ts) and the markup (remark.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';

export const WIDTHS = [480, 720, 960, 1280] as const;
export const FORMATS = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
] as const;
/** The doc column: the viewport less its 16 px margins on phones and tablets, at most about 900 px beside the sidebar. */
export const SIZES = '(min-width: 997px) 900px, calc(100vw - 32px)';

/** The widths made for a source `width` px wide: the listed ones below it, and its own. */
export function widthsFor(width: number): number[] {
  return [...WIDTHS.filter((w) => w < width), width];
}

/** The first 8 hex digits of the SHA-256 of a PNG's bytes: what its copies' names carry. */
export function contentHash(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 8);
}

/** `/img/a.png` at 480 px in WebP, made from a PNG whose hash is `hash` → `/img/a-480.<hash>.webp`. */
export function variantPath(src: string, hash: string, width: number, extension: string): string {
  return src.replace(/\.png$/, `-${width}.${hash}.${extension}`);
}

/** Whether `file` (a name in a PNG's folder) is a copy of `png`, made from any version of it. */
export function isCopyOf(png: string, file: string): boolean {
  const base = png.replace(/^.*\//, '').replace(/\.png$/, '');
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}-\\d+\\.[0-9a-f]{8}\\.(${FORMATS.map((f) => f.extension).join('|')})$`).test(file);
}
