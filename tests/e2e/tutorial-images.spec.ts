/**
 * The tutorial's screenshots come as <picture>: AVIF and WebP copies at several widths (kept beside
 * the PNGs, named by their content: plugins/responsive-images), the PNG as the fallback, sized so
 * nothing shifts.
 */
import { test, expect, gotoHydrated } from './support/test';

const TUTORIAL = '/docs/guides/basic-tutorial';
const SCREENSHOTS = ['basic-canvas', 'basic-toolbox-drag', 'basic-settings', 'basic-topbar'];
const WIDTHS = [480, 720, 960, 1280];

test.describe('tutorial screenshots', () => {
  test('the page HTML serves each screenshot as <picture> with AVIF and WebP sources by width', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, TUTORIAL);
    const pictures = page.locator('article picture');
    await expect(pictures).toHaveCount(SCREENSHOTS.length);
    for (const [i, name] of SCREENSHOTS.entries()) {
      const picture = pictures.nth(i);
      for (const [type, extension] of [
        ['image/avif', 'avif'],
        ['image/webp', 'webp'],
      ]) {
        const source = picture.locator(`source[type="${type}"]`);
        const hash = '[0-9a-f]{8}';
        await expect(source).toHaveAttribute(
          'srcset',
          new RegExp(`^${WIDTHS.map((w) => `/img/tutorial/${name}-${w}\\.${hash}\\.${extension} ${w}w`).join(', ')}$`),
        );
        await expect(source).toHaveAttribute('sizes', '(min-width: 997px) 900px, calc(100vw - 32px)');
        const urls = ((await source.getAttribute('srcset')) ?? '').split(', ').map((entry) => entry.split(' ')[0]);
        for (const url of urls) {
          const response = await request.get(url);
          expect(response.status(), url).toBe(200);
          expect(response.headers()['content-type']).toBe(type);
        }
      }
      const img = picture.locator('img');
      await expect(img).toHaveAttribute('src', `/img/tutorial/${name}.png`);
      await expect(img).toHaveAttribute('width', '1280');
      await expect(img).toHaveAttribute('height', name === 'basic-topbar' ? '50' : '720');
      await expect(img).toHaveAttribute('loading', i === 0 ? 'eager' : 'lazy');
    }
    await expect(pictures.first().locator('img')).toHaveAttribute(
      'alt',
      'The finished Basic editor: a top bar with an Enable editing switch and Undo, Redo, Delete, Copy state and Load state buttons; a canvas with a card, a button, a text and a nested container; and a side panel with the toolbox and the settings.',
    );
  });

  test('a phone loads the first screenshot as AVIF, and no PNG', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const images: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image') images.push(new URL(response.url()).pathname);
    });
    await gotoHydrated(page, TUTORIAL);
    const first = page.locator('article picture img').first();
    await expect(first).toHaveJSProperty('complete', true);
    expect(await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
      /^\/img\/tutorial\/basic-canvas-(480|720|960|1280)\.[0-9a-f]{8}\.avif$/,
    );
    expect(images.filter((path) => path.endsWith('.png'))).toEqual([]);
    await context.close();
  });
});
