import { test, expect } from './support/test';

const GROUPS: Record<string, Array<[string, string]>> = {
  Docs: [
    ['Overview', '/docs/overview'],
    ['Core Concepts', '/docs/concepts/nodes'],
    ['Tutorial', '/docs/guides/basic-tutorial'],
    ['API Reference', '/docs/api/editor-state'],
  ],
  Community: [
    ['GitHub', 'https://github.com/prevwong/craft.js'],
    ['Open Collective', 'https://opencollective.com/craftjs'],
    ['Discord', 'https://discord.gg/sPpF7fX'],
    ['npm', 'https://www.npmjs.com/package/@craftjs/core'],
  ],
  'Prev Wong': [
    ['GitHub', 'https://github.com/prevwong'],
    ['LinkedIn', 'https://www.linkedin.com/in/prevwong'],
    ['Dribbble', 'https://dribbble.com/prevwong'],
    ['Twitter', 'https://twitter.com/prevwong'],
  ],
};

test('footer has the Docs, Community and profile columns, the logo and the copyright', async ({ page }) => {
  await page.goto('/docs/overview');
  const footer = page.locator('footer.footer');
  await expect(footer).toHaveClass(/footer--dark/);
  const columns = footer.locator('.footer__col');
  await expect(columns).toHaveCount(Object.keys(GROUPS).length);
  for (const [index, [title, links]] of Object.entries(GROUPS).entries()) {
    const column = columns.nth(index);
    await expect(column.locator('.footer__title')).toHaveText(title);
    const items = column.locator('a.footer__link-item');
    await expect(items).toHaveCount(links.length);
    for (const [i, [label, href]] of links.entries()) {
      await expect(items.nth(i)).toContainText(label);
      await expect(items.nth(i)).toHaveAttribute('href', href);
    }
  }
  await expect(footer.locator('img.footer__logo')).toHaveAttribute('alt', 'craft.js logo');
  await expect(footer.locator('.footer__copyright')).toHaveText('Copyright © 2025 Prev Wong');
});
