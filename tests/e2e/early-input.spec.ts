import type { Page } from '@playwright/test';
import { test, expect } from './support/test';

/**
 * A tap or the search shortcut made after the page has painted but before its scripts have hydrated it
 * takes effect once they have (plugins/hydrate-after-paint.ts records it, src/client/replayEarlyInput.ts
 * replays it). The page's scripts are held back until the test has tapped, so the tap is surely early.
 */

/** Opens `route` with its JavaScript held until the returned release() is called; resolves once painted. */
async function openPaintedNotHydrated(page: Page, route: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/**', async (handled) => {
    await held;
    await handled.continue();
  });
  await page.goto(route, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  return release;
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on the menu button before hydration opens the drawer once the page hydrates', async ({ page }) => {
    const release = await openPaintedNotHydrated(page, '/docs/overview');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).tap();
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    release();
    await hydrated(page);
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'Migrating from 0.1.x' })).toBeVisible();
  });

  test('a tap on the announcement bar’s Close before hydration closes it at once, and a reload keeps it closed, 10 of 10 tries', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      const release = await openPaintedNotHydrated(page, '/docs/overview');
      const bar = page.locator('.theme-announcement-bar');
      await bar.getByRole('button', { name: 'Close' }).tap();
      await expect(bar, `try ${attempt}: closed before hydration`).toBeHidden();
      await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
      // Reloaded still before any script of the page has run: only the stored dismissal can hide it.
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(bar, `try ${attempt}: closed after the reload`).toBeHidden();
      release();
      await context.close();
    }
  });
});

test('a click on the colour toggle before hydration switches the colour mode once the page hydrates', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const release = await openPaintedNotHydrated(page, '/docs/overview');
  const toggle = page.locator('.navbar').getByRole('button', { name: /dark and light mode/ });
  // Disabled until the browser's colour mode is known, so Playwright must not wait for it to be enabled.
  await toggle.click({ force: true });
  release();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a click on the search button before hydration opens the search modal once the page hydrates', async ({
  page,
}) => {
  const release = await openPaintedNotHydrated(page, '/docs/overview');
  await page.getByRole('button', { name: 'Search' }).first().click();
  release();
  await hydrated(page);
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
});

test('Ctrl+K before hydration opens the search modal once the page hydrates', async ({ page }) => {
  const release = await openPaintedNotHydrated(page, '/docs/overview');
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+k');
  release();
  await hydrated(page);
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
});

test('a tap after hydration is not replayed a second time', async ({ page }) => {
  const release = await openPaintedNotHydrated(page, '/docs/overview');
  release();
  await hydrated(page);
  const toggle = page.locator('.navbar').getByRole('button', { name: /dark and light mode/ });
  const before = await page.locator('html').getAttribute('data-theme');
  await toggle.click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', before!);
  expect(await page.evaluate(() => (window as { __earlyInput?: unknown }).__earlyInput)).toBeNull();
});
