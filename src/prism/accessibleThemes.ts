import type { PrismTheme } from 'prism-react-renderer';
import { ensureContrast } from '../../config/contrast';

/** The same Prism theme with every token colour readable on its background (WCAG AA), so code blocks pass axe. */
export function withAccessibleContrast(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  const fix = (color: string | undefined) => (color ? ensureContrast(color, background) : color);
  return {
    plain: { ...theme.plain, color: fix(theme.plain.color) },
    styles: theme.styles.map((entry) => ({ ...entry, style: { ...entry.style, color: fix(entry.style.color) } })),
  };
}
