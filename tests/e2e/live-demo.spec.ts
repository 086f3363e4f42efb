import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './support/test';

/** Opens the Nodes page and scrolls to the demo: the editor loads when the reader reaches it. */
async function openDemo(page: Page) {
  await gotoHydrated(page, '/docs/concepts/nodes');
  const demo = page.getByTestId('live-demo');
  await demo.scrollIntoViewIfNeeded();
  return demo;
}

// The live editor embedded in /docs/concepts/nodes (src/components/LiveDemo).
test.describe('live demo on the Nodes page', () => {
  test('the page ships a placeholder, then the real editor loads in the browser', async ({ page, request }) => {
    const html = await (await request.get('/docs/concepts/nodes')).text();
    expect(html).toContain('Loading the live editor…');

    const demo = await openDemo(page);
    await expect(demo.getByRole('group', { name: 'Toolbox' })).toBeVisible();
    await expect(demo.getByText('Drag me below the box')).toBeVisible();
    await expect(demo.getByText('Node tree (4 nodes)')).toBeVisible();
  });

  test('@craftjs/core is not in the scripts of the first load; the browser fetches it lazily', async ({
    page,
    request,
  }) => {
    // A message compiled into @craftjs/core, so it marks whichever chunk carries the library.
    const marker = 'For (de)serialization Craft.js needs a list of all the User Components';
    const html = await (await request.get('/docs/concepts/nodes')).text();
    // The page's scripts, preloaded from its head and added after the first paint.
    const scripts = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(await (await request.get(src)).text(), src).not.toContain(marker);
    }

    const lazyChunks: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js') && (await response.text()).includes(marker)) lazyChunks.push(response.url());
    });
    await gotoHydrated(page, '/docs/concepts/nodes');
    // Until the reader scrolls to it, the demo is a placeholder and the library is not fetched.
    await expect(page.getByTestId('live-demo')).toHaveText('Loading the live editor…');
    expect(lazyChunks).toEqual([]);

    const demo = page.getByTestId('live-demo');
    await demo.scrollIntoViewIfNeeded();
    await expect(demo.getByRole('group', { name: 'Toolbox' })).toBeVisible();
    // The listener reads each body before it records the chunk, so the record may follow the paint.
    await expect.poll(() => lazyChunks.length).toBe(1);
    expect(scripts).not.toContain(new URL(lazyChunks[0]).pathname);
  });

  test('dragging Text from the toolbox into the canvas adds a new node', async ({ page }) => {
    const demo = await openDemo(page);
    const canvas = demo.getByRole('region', { name: 'Live demo canvas' });
    const texts = canvas.locator('[data-demo-node="text"]');
    await expect(texts).toHaveCount(2);
    await demo.scrollIntoViewIfNeeded();

    const nestedText = canvas.getByText('I am inside a nested box');
    await demo.getByRole('button', { name: 'Text', exact: true }).dragTo(nestedText);

    await expect(texts).toHaveCount(3);
    await expect(canvas.getByText('New text')).toBeVisible();
    await expect(demo.getByText('Node tree (5 nodes)')).toBeVisible();
  });

  test('dragging an existing node moves it into the nested box', async ({ page }) => {
    const demo = await openDemo(page);
    const canvas = demo.getByRole('region', { name: 'Live demo canvas' });
    const nestedBox = canvas.locator('[data-demo-node="box"] [data-demo-node="box"]');
    await expect(nestedBox.locator('[data-demo-node="text"]')).toHaveCount(1);
    await demo.scrollIntoViewIfNeeded();

    await canvas.getByText('Drag me below the box').dragTo(nestedBox.getByText('I am inside a nested box'));

    await expect(nestedBox.locator('[data-demo-node="text"]')).toHaveCount(2);
    await expect(nestedBox.getByText('Drag me below the box')).toBeVisible();
  });

  test('clicking a toolbox item adds the node without dragging (keyboard users)', async ({ page }) => {
    const demo = await openDemo(page);
    await demo.getByRole('button', { name: 'Box', exact: true }).click();
    await expect(demo.getByText('Node tree (5 nodes)')).toBeVisible();
    await expect(demo.getByRole('region', { name: 'Live demo canvas' }).locator('[data-demo-node="box"]')).toHaveCount(
      3,
    );
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the loaded demo has no axe violations in ${mode} mode`, async ({ page }) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      const demo = await openDemo(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(demo.getByRole('group', { name: 'Toolbox' })).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include('[data-testid="live-demo"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }
});
