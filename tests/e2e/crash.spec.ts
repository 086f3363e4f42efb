import { test, expect, gotoHydrated } from './support/test';

test('a render failure shows "This page crashed." and "Try again" recovers', async ({ page }) => {
  // Fault injection: wrap the Sponsor page's metadata so reading its title throws while
  // window.__renderFault is set. Nothing of this ships in the site.
  await page.addInitScript(() => {
    const w = window as unknown as { __renderFault: boolean; __wrapMetadata: (m: object) => object };
    w.__renderFault = true;
    w.__wrapMetadata = (metadata: object) => {
      const title = (metadata as { title: string }).title;
      return Object.defineProperty(metadata, 'title', {
        get() {
          if (w.__renderFault) throw new Error('Injected render fault');
          return title;
        },
      });
    };
  });
  await page.route('**/assets/js/**', async (route) => {
    const response = await route.fetch();
    let body = await response.text();
    const start = body.indexOf(`JSON.parse('{"id":"sponsor"`);
    if (start >= 0) {
      const end = body.indexOf(`')`, start) + 2;
      body = `${body.slice(0, start)}window.__wrapMetadata(${body.slice(start, end)})${body.slice(end)}`;
    }
    await route.fulfill({ response, body });
  });
  await gotoHydrated(page, '/docs/overview');
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Sponsor', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  await expect(page.getByText('Injected render fault').first()).toBeVisible();

  await page.evaluate(() => ((window as unknown as { __renderFault: boolean }).__renderFault = false));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sponsor');
});
