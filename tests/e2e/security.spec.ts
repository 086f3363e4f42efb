import { test, expect, gotoHydrated } from './support/test';
import { openModal, searchInput } from './search-helpers';

// The server's security headers, and search under its Content-Security-Policy: no violation is reported.
// Every page's own run under the policy is checked in every-page.spec.ts, on its one visit.
test.describe('security headers', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
  });

  test('pages carry the security headers', async ({ page }) => {
    const response = await page.goto('/docs/overview');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('search (the lazily loaded modal and its calls to the search API) runs with no CSP violation', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await gotoHydrated(page, '/docs/overview');
    await openModal(page);
    await searchInput(page).fill('useNode');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the search worker (the origin answering like a static host) runs with no CSP violation', async ({ page }) => {
    // Our server's page and worker script, but a search path that answers as a static host's does.
    await page.route('**/1/indexes/**', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await gotoHydrated(page, '/docs/overview');
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await openModal(page);
    await searchInput(page).fill('useNode');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(workers).toHaveLength(1);
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations).toEqual([]);
  });
});
