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

  test('a runaway loop: the block says the preview stopped answering, and Restart brings it back', async ({ page }) => {
    // The sandboxed frame shares the docs page's renderer here, so the loop slows the page too (measured below).
    test.setTimeout(60_000);
    // Known defect: the loop freezes the docs page (evaluate round trip ~6 s, then the editor takes no
    // input), so the reader cannot fix the code to restart. Marked failing until the loop is interrupted.
    test.fail(true, 'a runaway loop in the preview freezes the docs page too');
    const { block, frame, code } = await openLiveBlock(page, sample);
    await code.fill('export default function App() {\n  while (true) {}\n}\n');
    await expect(alertOf(block)).toContainText('The preview stopped answering', { timeout: 15_000 });

    // Is the docs page itself still responsive while the preview spins? Measured, and reported.
    const started = Date.now();
    const lag = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const t0 = performance.now();
          setTimeout(() => resolve(performance.now() - t0), 0);
        }),
    );
    const roundTrip = Date.now() - started;
    test.info().annotations.push({
      type: 'docs page while the preview loops',
      description: `timer lag ${lag.toFixed(0)} ms, evaluate round trip ${roundTrip} ms`,
    });
    console.log(`docs page while the preview loops: timer lag ${lag.toFixed(0)} ms, round trip ${roundTrip} ms`);

    await code.fill('export default function App() {\n  return <p>After the restart</p>;\n}\n');
    await block.getByRole('button', { name: 'Restart the preview' }).click();
    await expectRendered(block);
    await expect(frame.getByText('After the restart')).toBeVisible();
  });
});
