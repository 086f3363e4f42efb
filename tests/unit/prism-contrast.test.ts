import { describe, expect, it } from 'vitest';
import { themes } from 'prism-react-renderer';
import { contrastRatio, ensureContrast, MIN_CONTRAST } from '../../config/contrast';
import { withAccessibleContrast } from '../../src/prism/accessibleThemes';

describe('accessible Prism themes', () => {
  for (const name of ['github', 'dracula'] as const) {
    it(`${name}: every token colour reaches ${MIN_CONTRAST}:1 on the code background`, () => {
      const theme = withAccessibleContrast(themes[name]);
      const background = theme.plain.backgroundColor!;
      const colors = [theme.plain.color, ...theme.styles.map((s) => s.style.color)].filter((c): c is string => !!c);
      const low = colors.filter((c) => contrastRatio(c, background) < MIN_CONTRAST);
      expect(low).toEqual([]);
    });
  }

  it('keeps colours that already pass and darkens ones that do not', () => {
    expect(ensureContrast('#000000', '#ffffff')).toBe('#000000');
    const fixed = ensureContrast('#999999', '#ffffff');
    expect(fixed).not.toBe('#999999');
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });
});
