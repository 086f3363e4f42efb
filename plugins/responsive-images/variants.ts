/**
 * The responsive copies made of each PNG under `static/img/`: widths for a phone's doc column up to
 * the source's own width, in AVIF and WebP (the PNG stays the fallback). One naming rule, shared by
 * the generator (index.ts) and the markup (remark.ts).
 */
export const WIDTHS = [480, 720, 960, 1280] as const;
export const FORMATS = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
] as const;
/** The doc column: the viewport less its 16 px margins on phones and tablets, at most about 900 px beside the sidebar. */
export const SIZES = '(min-width: 997px) 900px, calc(100vw - 32px)';
/** Where the copies are written; a static directory of the site. */
export const OUTPUT_DIR = '.images-build';

/** The widths made for a source `width` px wide: the listed ones below it, and its own. */
export function widthsFor(width: number): number[] {
  return [...WIDTHS.filter((w) => w < width), width];
}

/** `/img/a.png` at 480 px in WebP → `/img/a-480.webp`. */
export function variantPath(src: string, width: number, extension: string): string {
  return src.replace(/\.png$/, `-${width}.${extension}`);
}
