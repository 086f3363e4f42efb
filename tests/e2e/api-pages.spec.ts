import path from 'node:path';
import * as cheerio from 'cheerio';
import { test, expect, gotoHydrated } from './support/test';
import { API_PAGES, readApiPage } from '../support/api-pages';

const siteDir = path.resolve(__dirname, '../..');

/** The article's h2/h3 headings as the server renders them, without the "#" anchor link Docusaurus adds. */
function headingsOf($: cheerio.CheerioAPI) {
  return $('article .markdown')
    .find('h2, h3')
    .toArray()
    .map((element) => {
      const heading = $(element).clone();
      heading.find('.hash-link').remove();
      return { level: Number(element.tagName[1]), text: heading.text().trim(), id: element.attribs.id ?? '' };
    });
}

for (const { file, route } of API_PAGES) {
  const outline = readApiPage(siteDir, file);
  const members = outline.headings.filter((h) => h.level === 3);

  test.describe(`${route} (API reference)`, () => {
    // The page as the server sends it (no browser needed): headings and table of contents are in its HTML.
    test('renders every member heading and lists each in the table of contents', async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const $ = cheerio.load(await response.text());
      expect($('article h1').first().text()).toBe(outline.title);
      expect(members.length).toBeGreaterThan(0);

      const rendered = headingsOf($);
      expect(rendered.map(({ level, text }) => ({ level, text }))).toEqual(outline.headings);
      expect(rendered.every((h) => h.id.length > 0)).toBe(true);

      const toc = $('.theme-doc-toc-desktop a.table-of-contents__link')
        .toArray()
        .map((a) => ({ text: $(a).text().trim(), href: a.attribs.href }));
      expect(toc).toEqual(rendered.map((h) => ({ text: h.text, href: `#${h.id}` })));
    });

    test('a member is two clicks away from the sidebar', async ({ page }) => {
      const member = members[members.length - 1];
      await gotoHydrated(page, '/docs/overview');
      await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: outline.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      // After a client-side navigation the code blocks' lines (signatures included) come in one lazy chunk; a
      // reader scrolls once they are there (a jump before would land where the heading was without them).
      await expect(page.locator('code[data-highlighted]').last().locator('.line').first()).toBeAttached();
      const tocLink = page.locator('.theme-doc-toc-desktop').getByRole('link', { name: member.text, exact: true });
      const id = ((await tocLink.getAttribute('href')) ?? '').replace(/^#/, '');
      await tocLink.click();
      await expect(page).toHaveURL(new RegExp(`${route}#${id}$`));
      const heading = page.locator(`article h3[id="${id}"]`);
      await expect(heading).toContainText(member.text);
      await expect(heading).toBeInViewport();
    });
  });
}

test('the API reference shows generated signatures and type tables from the installed packages', async ({ page }) => {
  await page.goto('/docs/api/useNode');
  const setProp = page.locator('h3#setprop ~ div').first();
  await expect(setProp.locator('code')).toContainText('setProp(cb: any, throttleRate?: number');
  const table = page.getByRole('table', { name: /useNode\.actions/ });
  await expect(table.getByRole('rowheader')).toHaveText(['setProp', 'setCustom', 'setHidden']);
  await expect(table).toContainText('@craftjs/core 0.2.12');
});

test('the internal exports are listed with their reasons', async ({ page }) => {
  await page.goto('/docs/api/helpers');
  const table = page.getByRole('table', { name: 'Exports not meant for applications' });
  await expect(table.getByRole('row', { name: /createTestState/ })).toContainText("craft.js's own test suite");
});

test('a link to a member of another API page lands on it, and the code arriving later does not move it', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/api/useNode');
  await page.locator('a[href="/docs/api/useEditor#historythrottle"]').first().click();
  await expect(page).toHaveURL(/\/docs\/api\/useEditor#historythrottle$/);
  const heading = page.locator('[id="historythrottle"]');
  // The code blocks above the heading load their lines after the navigation, into lines already sized.
  await expect(page.locator('code[data-highlighted] .line span').first()).toBeAttached();
  await expect(heading).toBeInViewport();
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
});

test('NodeTree › Building a tree from HTML: the document DOMParser builds runs no script and fetches no image', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/api/nodetree');
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const ran = await page.evaluate(async () => {
    const html = '<img src="/html-import-probe.png"><script>window.htmlImportRan = true</script>';
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    // Given time to load: a document of the page's own would have fetched it by now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { ran: 'htmlImportRan' in window, image: parsed.querySelector('img')?.getAttribute('src') };
  });
  expect(ran).toEqual({ ran: false, image: '/html-import-probe.png' });
  expect(fetched).not.toContain('/html-import-probe.png');
  await expect(page.getByRole('heading', { name: 'Building a tree from HTML' })).toBeAttached();
});
