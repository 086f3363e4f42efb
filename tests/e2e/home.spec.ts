import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoHydrated, waitForPrefetches } from './support/test';

const LANDING = '**/examples/landing/';

test.describe('home page (/)', () => {
  test('keeps the Landing editor hidden until it reports LANDING_PAGE_LOADED, then shows it', async ({ page }) => {
    // Hold the Landing page's HTML so the "not loaded yet" state can be observed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(LANDING, async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/', { waitUntil: 'commit' });
    const frame = page.getByTitle('craft.js Landing example: an editable page');
    await expect(frame).toBeAttached();
    await expect(frame).toBeHidden();
    await expect(page.locator('main')).toHaveAttribute('data-status', 'waiting');

    release();
    await expect(frame).toBeVisible();
    await expect(page.locator('main')).toHaveAttribute('data-status', 'loaded');
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText(
      'craft.js Landing page editor',
    );
    await expect(page.getByRole('link', { name: 'Open the Landing example directly' })).toHaveCount(0);
  });

  test('has its own title and description, no footer, and a frame that fills the window', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Build drag-and-drop page editors in React | craft.js');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /craft\.js is a React framework for building drag-and-drop page editors/,
    );
    await expect(page.locator('footer')).toHaveCount(0);
    const frame = page.getByTitle('craft.js Landing example: an editable page');
    await expect(frame).toBeVisible();
    const box = (await frame.boundingBox())!;
    const navbar = (await page.locator('.navbar').boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeGreaterThanOrEqual(navbar.y + navbar.height - 1);
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    expect(Math.round(box.width)).toBe(viewport.width);
  });

  test('shows the page anyway, with a direct link, when the Landing editor never loads', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(LANDING, (route) => route.abort());
    await page.goto('/');

    const link = page.getByRole('link', { name: 'Open the Landing example directly' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/examples/landing/');
    await expect(page.getByTitle('craft.js Landing example: an editable page')).toBeVisible();
    await expect(page.locator('main')).toHaveAttribute('data-status', 'timed-out');
    expect(warnings.some((text) => text.includes('LANDING_PAGE_LOADED'))).toBe(true);
  });

  test('ignores LANDING_PAGE_LOADED messages from other origins', async ({ page }) => {
    await page.clock.install();
    await page.route(LANDING, (route) => route.abort());
    await gotoHydrated(page, '/');

    // The message the Landing editor sends, but as if another site had sent it.
    await page.evaluate(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { LANDING_PAGE_LOADED: true }, origin: 'https://example.org' }),
      );
    });
    await expect(page.locator('main')).toHaveAttribute('data-status', 'waiting');
    await expect(page.getByTitle('craft.js Landing example: an editable page')).toBeHidden();

    await page.clock.runFor(4000);
    await expect(page.locator('main')).toHaveAttribute('data-status', 'timed-out');
  });

  test('has no axe violations once the Landing editor shows', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main')).toHaveAttribute('data-status', 'loaded');
    // WCAG 2.1 A and AA, like tests/e2e/every-page.spec.ts; axe also scans the Landing editor inside the frame.
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test('a doc page downloads none of the examples’ code', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await gotoHydrated(page, '/docs/overview');
  await waitForPrefetches(page);
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((pathname) => pathname.startsWith('/examples/'))).toEqual([]);
});
