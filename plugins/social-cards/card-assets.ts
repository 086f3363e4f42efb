/** What a card looks like besides its text: the site's colours, its font and logo, and the files that hold them. */
import path from 'node:path';

/** The site's own colours (src/css/custom.css and the logo): the dark footer, the primary, the dark mode's primary. */
export const COLOURS = {
  background: '#1b1b1d',
  band: '#1d4ed8',
  section: '#93c5fd',
  title: '#ffffff',
  address: '#c7c7cc',
};

/**
 * Roboto, the system font of Android and ChromeOS and one of the site's system font stack, from its
 * npm package (satori reads WOFF, not WOFF2).
 */
export const FONT_FILES = [
  { weight: 400 as const, file: require.resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff') },
  { weight: 700 as const, file: require.resolve('@fontsource/roboto/files/roboto-latin-700-normal.woff') },
];

export const logoFile = (siteDir: string) => path.join(siteDir, 'static/img/logo.svg');

/** Every file a card's pixels depend on besides its text: the template's code, the fonts and the logo. */
export function templateFiles(siteDir: string): string[] {
  const code = ['card.ts', 'card-assets.ts', 'png-text.ts'].map((file) => path.join(__dirname, file));
  return [...code, ...FONT_FILES.map((font) => font.file), logoFile(siteDir)];
}
