import type { Locator } from '@playwright/test';
import { test, expect } from './support/test';
import { expectRendered, findLiveSamples, openLiveBlock } from './support/live-code';

const sample = findLiveSamples().find((s) => s.slug === 'a-first-editor');
if (!sample) throw new Error('the overview has no live block "A first editor"');

const alertOf = (block: Locator) => block.getByRole('alert');

test.describe('live code: the sandbox', () => {
  test("doc pages' CSP has no 'unsafe-eval'; the preview page connects nowhere", async ({ request }) => {
    const docs = (await request.get(sample.route)).headers()['content-security-policy'];
    expect(docs).toBeTruthy();
    expect(docs).not.toContain("'unsafe-eval'");
    const preview = (await request.get('/live-preview')).headers()['content-security-policy'];
    expect(preview).toMatch(/connect-src 'none'/);
  });

  test('the preview frame is sandboxed with allow-scripts only', async ({ page }) => {
    const { block } = await openLiveBlock(page, sample);
    await expect(block.locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts');
  });

  test("code in the preview cannot read the docs page's storage or DOM", async ({ page }) => {
    const { block, frame, code } = await openLiveBlock(page, sample);
    await page.evaluate(() => {
      localStorage.setItem('live-secret', 'docs-storage');
      document.title = 'docs-dom';
    });
    await code.fill(`export default function App() {
  let dom = 'blocked';
  let storage = 'blocked';
  try { dom = String(window.parent.document.title); } catch {}
  try { storage = String(window.localStorage.getItem('live-secret')); } catch {}
  try { storage += String(window.parent.localStorage.getItem('live-secret')); } catch {}
  return <p>dom: {dom}; storage: {storage}</p>;
}
`);
    await expectRendered(block);
    await expect(frame.locator('p')).toHaveText('dom: blocked; storage: blocked');
  });
});

test.describe('live code: bad code', () => {
  test('a syntax error shows its message with line and column', async ({ page }) => {
    const { block, code } = await openLiveBlock(page, sample);
    await code.fill('export default function App() {\n  return <p>unclosed;\n}\n');
    await expect(alertOf(block)).toContainText(/Syntax error at line \d+, column \d+/);
  });

  test('a render error shows the error, the editor keeps the text, and a fix brings the preview back', async ({
    page,
  }) => {
    const { block, frame, code } = await openLiveBlock(page, sample);
    const broken = "export default function App() {\n  throw new Error('thrown while rendering');\n}\n";
    await code.fill(broken);
    await expect(alertOf(block)).toContainText('Error while rendering');
    await expect(alertOf(block)).toContainText('thrown while rendering');
    await expect(code).toHaveValue(broken);
    await code.fill('export default function App() {\n  return <p>Fixed</p>;\n}\n');
    await expectRendered(block);
    await expect(alertOf(block)).toHaveCount(0);
    await expect(frame.getByText('Fixed')).toBeVisible();
  });

  test('a runaway loop is stopped: the block says why, the docs page stays responsive, and a fix brings the preview back', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { block, frame, code } = await openLiveBlock(page, sample);
    await code.fill('export default function App() {\n  while (true) {}\n}\n');
    await expect(alertOf(block)).toContainText('The preview stopped a loop that ran over 1000 ms', { timeout: 15_000 });
    await expect(block.getByRole('button', { name: 'Restart the preview' })).toHaveCount(0);
    // The docs page answers a reader at once: its colour toggle still works while the preview recovers.
    const theme = await page.locator('html').getAttribute('data-theme');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', theme!);

    await code.fill('export default function App() {\n  return <p>After the loop</p>;\n}\n');
    await expectRendered(block);
    await expect(alertOf(block)).toHaveCount(0);
    await expect(frame.getByText('After the loop')).toBeVisible();
  });

  test('a preview that stops answering: the block says so, and Restart runs the current code in a fresh preview', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { block, frame, code } = await openLiveBlock(page, sample);
    // Recursion that never ends in practice has no loop head for the loop guard to stop.
    await code.fill(
      'function grow(n) {\n  return n === 0 ? 1 : grow(n - 1) + grow(n - 1);\n}\nexport default function App() {\n  return <p>{grow(60)}</p>;\n}\n',
    );
    await expect(alertOf(block)).toContainText(
      'The preview stopped answering: the code may run a loop that never ends.',
      { timeout: 15_000 },
    );
    const restart = block.getByRole('button', { name: 'Restart the preview' });
    await expect(restart).toBeVisible();

    // The docs page still answers: the editor takes the fix while the old preview is stuck. Playwright's
    // fill hangs while a frame of the page is stuck (forced or not), so the fix and the click come as the
    // DOM events the editor and the button handle.
    await code.evaluate((textarea: HTMLTextAreaElement, fixed) => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(textarea, fixed);
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    }, 'export default function App() {\n  return <p>After a restart</p>;\n}\n');
    await restart.dispatchEvent('click');
    await expectRendered(block);
    await expect(alertOf(block)).toHaveCount(0);
    await expect(frame.getByText('After a restart')).toBeVisible();
  });
});
