import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoHydrated } from './support/test';

const PAGE = '/docs/api/useNode';

test.describe('Copy page', () => {
  test("puts the page's Markdown on the clipboard and confirms it, without moving anything", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy'))
        cspErrors.push(message.text());
    });
    await gotoHydrated(page, PAGE);
    await page.evaluate(() => navigator.clipboard.writeText(''));
    const button = page.getByRole('button', { name: 'Copy page' });
    const title = page.getByRole('heading', { level: 1, name: 'useNode()' });
    const before = { button: await button.boundingBox(), title: await title.boundingBox() };

    await button.click();
    const copied = page.getByRole('button', { name: 'Copied' });
    await expect(copied).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Copied the page as Markdown' })).toHaveCount(1);
    expect({ button: await copied.boundingBox(), title: await title.boundingBox() }).toEqual(before);

    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    const served = await (await page.request.get(`${PAGE}.md`)).text();
    expect(clipboard).toBe(served);
    expect(clipboard).toMatch(/^---\nlast_updated: \d{4}-\d{2}-\d{2}\n---\n\n# useNode\(\)\n\n> The useNode hook/);
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible({ timeout: 5000 });
    expect(cspErrors).toEqual([]);
  });

  test('opens "View as Markdown" from the keyboard', async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const toggle = page.getByRole('button', { name: 'More ways to get this page' });
    await toggle.focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const view = page.getByRole('link', { name: 'View as Markdown' });
    await expect(view).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(view).toBeFocused();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`${PAGE}.md`)),
      page.keyboard.press('Enter'),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    await expect(page).toHaveURL(new RegExp(`${PAGE}\\.md$`));
    expect(await page.locator('body').innerText()).toMatch(/^---\nlast_updated: [\d-]+\n---\n\n# useNode\(\)/);
  });

  test('every doc page links its Markdown with rel=alternate, and the link resolves', async ({ page }) => {
    for (const path of ['/docs/overview', PAGE, '/docs/migrating/migrating-0.1.x']) {
      await page.goto(path);
      const href = await page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute('href');
      expect(href).toBe(`${path}.md`);
      const response = await page.request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      expect(await response.text()).toMatch(/^---\nlast_updated: [\d-]+\n---\n\n# \S/);
    }
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`button and open menu have no axe violations in ${mode} mode`, async ({ page }) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await gotoHydrated(page, PAGE);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await page.getByRole('button', { name: 'More ways to get this page' }).click();
      await expect(page.getByRole('link', { name: 'View as Markdown' })).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include('[class*="copyPage"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
      expect(results.passes.length).toBeGreaterThan(0);
    });
  }
});
