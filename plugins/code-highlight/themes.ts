/**
 * The two Shiki themes of the site's static code blocks (light: GitHub Light, dark: Dracula, the
 * looks the blocks had with Prism), adjusted here and only here: the light block keeps GitHub's grey
 * background, so it stands out on the white page; each theme gets the background of a highlighted
 * line (`{1,3-4}` in a fence's meta); and every colour a token can take is raised to WCAG AA
 * contrast on both backgrounds (tests/unit/code-contrast.test.ts checks it).
 */
import type { ThemeRegistrationRaw } from 'shiki';
import githubLight from 'shiki/themes/github-light.mjs';
import dracula from 'shiki/themes/dracula.mjs';
import { ensureContrast } from '../../config/contrast';

/** The block's background and a highlighted line's, the keys Shiki and VS Code read them from. */
export const BACKGROUND = 'editor.background';
export const FOREGROUND = 'editor.foreground';
export const LINE_HIGHLIGHT = 'editor.lineHighlightBackground';

function accessible(theme: ThemeRegistrationRaw, background: string, lineHighlight: string): ThemeRegistrationRaw {
  const raise = (color: string | undefined) =>
    color && ensureContrast(ensureContrast(color, background), lineHighlight);
  return {
    ...theme,
    name: `${theme.name}-aa`,
    colors: {
      ...theme.colors,
      [BACKGROUND]: background,
      [FOREGROUND]: raise(theme.colors?.[FOREGROUND])!,
      [LINE_HIGHLIGHT]: lineHighlight,
    },
    tokenColors: (theme.tokenColors ?? []).map((entry) => ({
      ...entry,
      settings: { ...entry.settings, foreground: raise(entry.settings.foreground) },
    })),
  };
}

export const codeThemes = {
  light: accessible(githubLight as ThemeRegistrationRaw, '#f6f8fa', '#e6ebf1'),
  dark: accessible(dracula as ThemeRegistrationRaw, '#282a36', '#3a3d4e'),
};

/** A theme's colour under `key` (one of the keys above). */
export const themeColor = (theme: ThemeRegistrationRaw, key: string): string => theme.colors![key];
