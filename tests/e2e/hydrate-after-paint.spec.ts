import { test, expect, gotoHydrated } from './support/test';

/**
 * Pages paint their server-rendered HTML before their scripts run: the scripts are preloaded from the
 * head and added by one inline script after the first contentful paint (see plugins/hydrate-after-paint.ts).
 */

/** Records when the first script with a `src` enters the document, on the page's own clock. */
const recordScriptsAdded = () => {
  const added: number[] = [];
  (window as unknown as { __scriptsAdded: number[] }).__scriptsAdded = added;
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      mutation.addedNodes.forEach((node) => {
        if (node instanceof HTMLScriptElement && node.src) added.push(performance.now());
      });
  }).observe(document, { childList: true, subtree: true });
};

const hydrated = (page: import('@playwright/test').Page) =>
  expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

test('the served page preloads its scripts instead of running them during parsing', async ({ request }) => {
  const html = await (await request.get('/docs/overview')).text();
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  expect(html).toMatch(/<link rel="preload" as="script" href="\/assets\/js\/main\.[0-9a-f]+\.js" data-hydrate>/);
  expect(html.match(/<script>[^<]*link\[data-hydrate\][^<]*<\/script>/g)).toHaveLength(1);
});

for (const route of ['/docs/overview', '/docs/guides/basic-tutorial']) {
  test(`${route} is painted before its scripts are added, then hydrates`, async ({ page }) => {
    await page.addInitScript(recordScriptsAdded);
    await gotoHydrated(page, route);
    await hydrated(page);
    const { firstPaint, scriptsAdded } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scriptsAdded: (window as unknown as { __scriptsAdded: number[] }).__scriptsAdded,
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(scriptsAdded.length).toBeGreaterThanOrEqual(2);
    expect(scriptsAdded[0]).toBeGreaterThanOrEqual(firstPaint!);
    // Search, navigation and the theme work after hydration as before.
    await page.getByRole('button', { name: 'Search' }).first().click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  });
}

test('a page opened in a background tab hydrates without waiting for a paint', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' }));
  await gotoHydrated(page, '/docs/overview');
  await hydrated(page);
});

test('a browser without paint timing hydrates after two frames', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { PerformanceObserver: undefined }).PerformanceObserver = undefined;
  });
  await gotoHydrated(page, '/docs/overview');
  await hydrated(page);
});

test('a browser whose PerformanceObserver has no paint timing hydrates after two frames', async ({ page }) => {
  // As such a browser does: it does not list `paint`, and observing it delivers nothing.
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => ['resource', 'navigation'] });
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
      if (options?.type !== 'paint') observe.call(this, options);
    };
  });
  await gotoHydrated(page, '/docs/overview');
  await hydrated(page);
});
