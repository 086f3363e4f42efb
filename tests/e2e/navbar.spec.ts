import { test, expect, gotoHydrated } from './support/test';

test.describe('navbar', () => {
  test('shows the brand, the links, the Examples menu, the colour toggle and the search button', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    const brand = navbar.locator('a.navbar__brand');
    await expect(brand).toHaveAttribute('href', '/');
    await expect(brand).toContainText('craft.js');
    await expect(brand.locator('img')).toHaveAttribute('alt', 'craft.js logo');

    await expect(navbar.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/docs/overview');
    await expect(navbar.getByRole('link', { name: 'Sponsor' })).toHaveAttribute('href', '/docs/sponsor');
    await expect(navbar.getByRole('link', { name: 'craft.js on GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/prevwong/craft.js',
    );
    await expect(navbar.getByRole('button', { name: /Switch between dark and light mode/ })).toBeVisible();
    await expect(navbar.getByRole('button', { name: /Search/ })).toBeVisible();

    const examples = navbar.locator('.dropdown', { hasText: 'Examples' });
    await examples.hover();
    await expect(examples.getByRole('link', { name: 'Landing' })).toHaveAttribute('href', '/examples/landing');
    await expect(examples.getByRole('link', { name: 'Basic' })).toHaveAttribute('href', '/examples/basic');
  });

  test('hides on scroll down and comes back on scroll up', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    // Make sure the page is long enough to scroll, whatever its content.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '4000px';
      document.querySelector('main')?.appendChild(spacer);
    });
    const navbar = page.locator('nav.navbar');
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    // Scroll events are handled on the next frame: keep scrolling down until the navbar reacts.
    let y = 0;
    await expect(async () => {
      y += 300;
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect(navbar).toHaveClass(/navbarHidden/, { timeout: 500 });
    }).toPass();
    await expect.poll(async () => (await navbar.boundingBox())?.y ?? 0).toBeLessThan(0);
    await page.evaluate((top) => window.scrollTo(0, top - 200), y);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    await expect.poll(async () => (await navbar.boundingBox())?.y).toBe(0);
  });

  test('the skip link is the first tab stop and the next tab lands in the main content', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Focus moves to <main>; the next Tab must reach something inside it, not the navbar.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
    expect(inMain).toBe(true);
  });
});
