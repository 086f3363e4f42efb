import { test, expect } from './support/test';
import { findLiveSamples, openLiveBlock } from './support/live-code';

const sample = findLiveSamples().find((s) => s.slug === 'a-first-editor');
if (!sample) throw new Error('the overview has no live block "A first editor"');

const EDIT = 'export default function App() {\n  return <p>Edited</p>;\n}\n';

test.describe('live code: keyboard and toolbar', () => {
  test('the editor is no focus trap: Tab indents, Escape then Tab moves on with the code unchanged', async ({
    page,
  }) => {
    const { code } = await openLiveBlock(page, sample);
    await code.focus();
    const printed = await code.inputValue();
    await page.keyboard.press('Tab');
    await expect(code).toBeFocused();
    await expect(code).not.toHaveValue(printed);
    await page.keyboard.press('ControlOrMeta+Z');
    await expect(code).toHaveValue(printed);

    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(code).not.toBeFocused();
    await expect(code).toHaveValue(printed);
    // Focus moved on inside the page, not back to its top.
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });

  test('Copy puts the code as edited on the clipboard and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { block, code } = await openLiveBlock(page, sample);
    await code.fill(EDIT);
    await block.getByRole('button', { name: 'Copy' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EDIT);
  });

  test('Open in StackBlitz posts the whole project, with the edited code and the documented versions', async ({
    page,
    context,
  }) => {
    const posted: string[] = [];
    // No network here: StackBlitz's page is answered locally, and what the form sent is kept.
    await context.route('https://stackblitz.com/**', async (route) => {
      posted.push(route.request().postData() ?? '');
      await route.fulfill({ contentType: 'text/html', body: '<title>StackBlitz</title>' });
    });
    const { block, code } = await openLiveBlock(page, sample);
    await code.fill(EDIT);
    const popup = page.waitForEvent('popup');
    await block.getByRole('button', { name: 'Open in StackBlitz' }).click();
    await (await popup).waitForLoadState();

    expect(posted).toHaveLength(1);
    const form = new URLSearchParams(posted[0]);
    // An HTML form sends line breaks as CRLF.
    const file = (name: string) => form.get(`project[files][${name}]`)?.replace(/\r\n/g, '\n');
    expect(file('src/App.tsx')).toBe(EDIT);
    const manifest = JSON.parse(file('package.json')!) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies).toMatchObject({ '@craftjs/core': '0.2.12', '@craftjs/layers': '0.2.7' });
    expect(file('index.html')).toContain('src/main.tsx');
  });
});
