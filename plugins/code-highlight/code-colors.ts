/**
 * Token styles of the light and dark Prism themes, resolved exactly as prism-react-renderer does
 * (themeToDict, then the token's types merged in order), written as short classes: one per
 * property value a theme can give a token (`l8` = the light theme's `color: #00009f`, `d5` = the
 * dark theme's `font-style: italic`). A token carries the classes of its resolved values, and
 * `themeStylesheet` gives each class its declaration in its own colour mode only, so one HTML serves
 * both modes and switching mode or hydrating in dark mode needs no re-render of the code. The set of
 * classes depends on the themes alone, so the stylesheet exists before any page is highlighted.
 */
import type { PrismTheme } from 'prism-react-renderer';

export interface ThemePair {
  light: PrismTheme;
  dark: PrismTheme;
}

type Style = Record<string, string | number | undefined>;
type ThemeDict = Record<string, Style>;
type Mode = 'l' | 'd';

/** The wrapper class every build-time highlighted block carries; the stylesheet is scoped to it. */
export const HIGHLIGHTED_CLASS = 'highlighted-code';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `rgb(189, 147, 249)` → `#bd93f9`; other colours lower-cased. */
function shortColor(color: string): string {
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/i.exec(color.trim());
  if (!rgb) return color.trim().toLowerCase();
  return `#${rgb
    .slice(1)
    .map((v) => Number(v).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** A token's style as CSS declarations (`color:#00009f`), `display` left out: only empty tokens get it. */
function declarations(style: Style, theme: PrismTheme): string[] {
  const plainColor = theme.plain.color && shortColor(theme.plain.color);
  const result: string[] = [];
  for (const [property, value] of Object.entries(style)) {
    if (property === 'display' || value === undefined) continue;
    const text = property === 'color' ? shortColor(String(value)) : String(value);
    // The line already has the plain colour: such a token inherits it.
    if (property === 'color' && text === plainColor) continue;
    result.push(`${kebab(property)}:${text}`);
  }
  return result;
}

/** prism-react-renderer's themeToDict adds these two to the theme's entries. */
const rootStyles = (theme: PrismTheme): Style[] => [theme.plain, { ...theme.plain, backgroundColor: undefined }];

/** Every declaration a theme can give a token, in the theme's order: its index names its class. */
function themeDeclarations(theme: PrismTheme): string[] {
  const styles = [...theme.styles.map((entry) => entry.style as Style), ...rootStyles(theme)];
  return [...new Set(styles.flatMap((style) => declarations(style, theme)))];
}

/** prism-react-renderer's themeToDict for one language. */
function themeDict(theme: PrismTheme, language: string): ThemeDict {
  const dict: ThemeDict = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) dict[type] = { ...dict[type], ...(entry.style as Style) };
  }
  [dict.root, dict.plain] = rootStyles(theme);
  return dict;
}

/** prism-react-renderer's styleForToken for a token with content (the theme's plain style aside). */
function mergedStyle(types: string[], dict: ThemeDict): Style {
  if (types.length === 1 && types[0] === 'plain') return {};
  return Object.assign({}, ...types.map((type) => dict[type]));
}

export interface TokenClasses {
  /** The token's classes (`l8 d0 d5`), or '' when it looks like plain text in both modes. */
  of(types: string[], language: string): string;
}

export function tokenClasses(themes: ThemePair): TokenClasses {
  const modes = (
    [
      ['l', themes.light],
      ['d', themes.dark],
    ] as const
  ).map(([mode, theme]) => ({
    mode,
    theme,
    index: new Map(themeDeclarations(theme).map((declaration, i) => [declaration, i])),
    dicts: new Map<string, ThemeDict>(),
  }));
  const cache = new Map<string, string>();
  return {
    of(types, language) {
      const key = `${language} ${types.join(' ')}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const classes: string[] = [];
      for (const { mode, theme, index, dicts } of modes) {
        let dict = dicts.get(language);
        if (!dict) dicts.set(language, (dict = themeDict(theme, language)));
        for (const declaration of declarations(mergedStyle(types, dict), theme)) {
          const i = index.get(declaration);
          if (i === undefined) throw new Error(`code-highlight: no class for ${declaration} (${types.join(' ')})`);
          classes.push(`${mode}${i.toString(36)}`);
        }
      }
      const result = classes.join(' ');
      cache.set(key, result);
      return result;
    },
  };
}

/** The stylesheet for both colour modes: block colours (the theme's plain style) and token classes. */
export function themeStylesheet(themes: ThemePair): string {
  const block = (theme: PrismTheme) =>
    [
      theme.plain.color && `--prism-color: ${theme.plain.color};`,
      theme.plain.backgroundColor && `--prism-background-color: ${theme.plain.backgroundColor};`,
    ]
      .filter(Boolean)
      .join(' ');
  const root = `.${HIGHLIGHTED_CLASS}`;
  const dark = `[data-theme='dark'] ${root}`;
  // Light is the default: it applies whenever the page is not in dark mode.
  const light = `html:not([data-theme='dark']) ${root}`;
  const tokens = (mode: Mode, scope: string, theme: PrismTheme) =>
    themeDeclarations(theme).map((declaration, i) => `${scope} .${mode}${i.toString(36)} { ${declaration}; }`);
  return [
    "/* Generated by plugins/code-highlight from the site's Prism themes. */",
    `${root} { ${block(themes.light)} }`,
    `${dark} { ${block(themes.dark)} }`,
    // The theme's CodeBlock writes these inline on the pre and on every line.
    `${root} pre { color: var(--prism-color); background-color: var(--prism-background-color); }`,
    ...tokens('l', light, themes.light),
    ...tokens('d', dark, themes.dark),
    '',
  ].join('\n');
}
