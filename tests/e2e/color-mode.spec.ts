import { test, expect, gotoHydrated, waitForHydration } from './support/test';

const toggle = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: /Switch between dark and light mode/ });
const theme = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));

test.describe('colour mode', () => {
  test('is light by default, even when the system prefers dark', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/overview');
    expect(await theme(page)).toBe('light');
    await expect(toggle(page)).toHaveAccessibleName('Switch between dark and light mode (currently light mode)');
    await context.close();
  });

  test('the toggle flips the mode and the choice survives a reload', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    await toggle(page).click();
    expect(await theme(page)).toBe('dark');
    await expect(toggle(page)).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await waitForHydration(page);
    expect(await theme(page)).toBe('dark');
    await toggle(page).click();
    expect(await theme(page)).toBe('light');
  });

  test('a change in one tab reaches the other open tabs', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await gotoHydrated(first, '/docs/overview');
    await gotoHydrated(second, '/docs/api/useNode');
    await toggle(first).click();
    await expect.poll(() => theme(second)).toBe('dark');
  });

  test('a dark-mode reader never sees a light page while scripts load', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('theme', 'dark');
        sessionStorage.setItem('seeded', '1');
      }
    });
    // Hold back every script bundle: what shows now is the server HTML plus the inline theme script.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/docs/overview', { waitUntil: 'commit' });
    await page.waitForSelector('main');
    expect(await theme(page)).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    release();
    await waitForHydration(page);
    expect(await theme(page)).toBe('dark');
  });

  test('code blocks use a different highlighting theme in dark mode', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    const block = page.locator('.highlighted-code pre').first();
    await expect(block).toBeVisible();
    const light = await block.evaluate((el) => getComputedStyle(el).backgroundColor);
    await toggle(page).click();
    await expect.poll(() => block.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(light);
  });
});
