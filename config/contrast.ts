/**
 * WCAG 2.1 contrast maths, shared by the code themes: the static blocks' Shiki themes
 * (plugins/code-highlight/themes.ts) and the live code editor's Prism themes (src/prism).
 */

/** WCAG 2.1 AA minimum contrast for normal text. */
export const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parseColor(color: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(([^)]+)\)$/i.exec(color.trim());
  if (rgb)
    return rgb[1]
      .split(',')
      .slice(0, 3)
      .map((v) => Number(v.trim())) as Rgb;
  return null;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const ca = parseColor(a);
  const cb = parseColor(b);
  if (!ca || !cb) throw new Error(`cannot compare colours ${a} and ${b}`);
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** Moves a colour towards black (light background) or white (dark background) until it reaches `min` contrast. */
export function ensureContrast(color: string, background: string, min = MIN_CONTRAST): string {
  const fg = parseColor(color);
  const bg = parseColor(background);
  if (!fg || !bg || contrastRatio(color, background) >= min) return color;
  const target: Rgb = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step += 1) {
    const t = step / 20;
    const mixed = toHex(fg.map((v, i) => v + (target[i] - v) * t) as Rgb);
    if (contrastRatio(mixed, background) >= min) return mixed;
  }
  return toHex(target);
}
