/**
 * What every page tells beyond its content: "Edit this page" (the page's source in the repository),
 * "Last updated" (the day of the last commit that changed it, as git reports it) and a social card of
 * its own (`og:image`, a 1200×630 PNG drawn from the page's title and sidebar category). Each doc page's
 * own edit link and date are checked on its one visit, in every-page.spec.ts.
 */
import * as cheerio from 'cheerio';
import { lastCommitDay } from './support/git-dates';
import { test, expect, gotoHydrated } from './support/test';
import { ALL_PAGES } from './support/routes';
import { docPages } from '../../scripts/support/docs-pages';
import { readPng } from '../support/png';
import { EDIT_SOURCE_URL as EDIT_URL } from '../../config/repository';

const SITE_TITLE = 'craft.js';
const SITE_TAGLINE = 'A React framework for building drag-and-drop page editors';

test.describe('edit link and last update', () => {
  test('a page reached by a client-side link shows its own edit link and date', async ({ page }) => {
    await gotoHydrated(page, '/docs/api/useNode');
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).toHaveURL(/\/docs\/api\/helpers$/);
    const footer = page.locator('article footer');
    await expect(footer.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      `${EDIT_URL}docs/api/helpers.mdx`,
    );
    await expect(footer.locator('time')).toHaveAttribute('datetime', lastCommitDay('docs/api/helpers.mdx'));
  });

  test("each page's Markdown copy carries the same day in its front matter", async ({ request }) => {
    for (const doc of docPages()) {
      const markdown = await (await request.get(`${doc.route}.md`)).text();
      expect(markdown.startsWith(`---\nlast_updated: ${lastCommitDay(doc.file)}\n---\n\n# `), doc.route).toBe(true);
    }
  });
});

test.describe('social cards', () => {
  const docByRoute = new Map(docPages().map((doc) => [doc.route, doc]));

  for (const route of ALL_PAGES) {
    test(`${route} has a 1200×630 PNG card drawn from its own title`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const $ = cheerio.load(await response.text());
      const meta = (selector: string) => {
        const found = $(`head meta[${selector}]`);
        expect(found, `one meta[${selector}]`).toHaveLength(1);
        return found.attr('content');
      };
      const image = meta('property="og:image"');
      expect(image).toMatch(/^https:\/\/craft\.js\.org\/img\/social\/.+\.png$/);
      expect(meta('property="og:image:width"')).toBe('1200');
      expect(meta('property="og:image:height"')).toBe('630');
      expect(meta('property="og:image:type"')).toBe('image/png');
      expect(meta('name="twitter:card"')).toBe('summary_large_image');
      expect(meta('name="twitter:image"')).toBe(image);

      const served = await request.get(new URL(image!).pathname);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('image/png');
      const card = readPng(await served.body());
      expect({ width: card.width, height: card.height }).toEqual({ width: 1200, height: 630 });

      const doc = docByRoute.get(route);
      const ogTitle = meta('property="og:title"');
      if (doc) {
        // The card's title is the page's: its heading, and its og:title without the site name.
        expect($('article h1').first().text()).toBe(card.texts.Title);
        expect(ogTitle).toBe(`${card.texts.Title} | ${SITE_TITLE}`);
        expect(card.texts).toEqual({
          Title: doc.title,
          Section: doc.category,
          Brand: SITE_TITLE,
          Address: `craft.js.org${route}`,
        });
      } else {
        expect(card.texts).toEqual({
          Title: SITE_TAGLINE,
          Section: SITE_TITLE,
          Brand: SITE_TITLE,
          Address: 'craft.js.org',
        });
      }
      expect(meta('property="og:image:alt"')).toContain(card.texts.Title);
    });
  }
});
