import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './support/test';
import { dragInPreview, expectRendered, findLiveSamples, openLiveBlock } from './support/live-code';

interface Check {
  /** A string the code prints and the preview shows: the edit test changes it. */
  shown: string;
  /** What the text around the block says the reader can do in the preview. */
  interact: (page: Page, frame: FrameLocator) => Promise<void>;
}

const paragraphs = (frame: FrameLocator) => frame.locator('p');

// One entry per live block; the spec fails when a block has none, so every new block gets its interaction.
const CHECKS: Record<string, Check> = {
  'a-first-editor': {
    shown: 'Second line',
    interact: async (page, frame) => {
      await dragInPreview(
        frame.getByText('Drag me below the second line', { exact: true }),
        frame.getByText('Second line', { exact: true }),
      );
      await expect(paragraphs(frame)).toHaveText(['Second line', 'Drag me below the second line']);
    },
  },
  'counting-nodes-with-a-collector': {
    shown: 'One text node',
    interact: async (_page, frame) => {
      await frame.getByRole('button', { name: 'Add a node' }).click();
      await expect(frame.getByText('Added', { exact: true })).toBeVisible();
    },
  },
  'watching-changes-with-onnodeschange': {
    shown: 'Hello',
    interact: async (_page, frame) => {
      await frame.getByRole('button', { name: 'Add "!" to the text' }).click();
      await expect(frame.getByText('Hello!', { exact: true })).toBeVisible();
    },
  },
  'connectors-and-craft-settings': {
    shown: 'Movable',
    interact: async (page, frame) => {
      await dragInPreview(frame.getByRole('button', { name: /badge/i }), frame.getByText('Movable', { exact: true }));
      await expect(frame.getByText('New badge', { exact: true })).toBeVisible();
    },
  },
  'editing-a-prop-with-setprop': {
    shown: 'Welcome',
    interact: async (_page, frame) => {
      await frame.getByText('Welcome', { exact: true }).click();
      await frame.locator('input').fill('Hello there');
      await expect(frame.getByText('Hello there', { exact: true }).first()).toBeVisible();
    },
  },
  'canvas-and-plain-nodes': {
    shown: 'Drag me to the other column',
    interact: async (page, frame) => {
      const item = frame.getByText('Drag me to the other column', { exact: true });
      await dragInPreview(item, frame.getByText('Plain column', { exact: true }));
      // The plain column is not a canvas: it takes no child, so craft.js puts the item in the nearest
      // canvas around the drop point, the row that holds both columns.
      await expect(item).toBeVisible();
      await expect(frame.getByLabel('Plain column').getByText('Drag me to the other column')).toHaveCount(0);
      await expect(frame.getByLabel('Canvas column').getByText('Drag me to the other column')).toHaveCount(0);
    },
  },
  'linked-nodes-of-a-card': {
    shown: 'Card title',
    interact: async (_page, frame) => {
      await frame.getByRole('button', { name: 'Add a line to the body' }).click();
      await expect(frame.getByText('A line in the body', { exact: true })).toBeVisible();
    },
  },
  'selecting-and-deleting': {
    shown: 'Second line',
    interact: async (_page, frame) => {
      await frame.getByText('Second line', { exact: true }).click();
      await expect(frame.getByText(/Selected: /)).toBeVisible();
      await frame.getByRole('button', { name: 'Delete it' }).click();
      await expect(frame.getByText('Second line', { exact: true })).toHaveCount(0);
    },
  },
  'undo-and-redo': {
    shown: 'Line 1',
    interact: async (_page, frame) => {
      await frame.getByRole('button', { name: 'Add a line' }).click();
      await expect(frame.getByText('Lines: 2', { exact: true })).toBeVisible();
      await frame.getByRole('button', { name: 'Undo' }).click();
      await expect(frame.getByText('Lines: 1', { exact: true })).toBeVisible();
      await frame.getByRole('button', { name: 'Redo' }).click();
      await expect(frame.getByText('Lines: 2', { exact: true })).toBeVisible();
    },
  },
  'an-outline-with-onrender': {
    shown: 'Then click me',
    interact: async (_page, frame) => {
      const first = frame.getByText('Click me: I get a red outline', { exact: true });
      await first.click();
      await expect(first).toHaveCSS('outline-style', 'solid');
      await frame.getByText('Then click me', { exact: true }).click();
      await expect(first).not.toHaveCSS('outline-style', 'solid');
    },
  },
  'enabling-and-disabling': {
    shown: 'Another line',
    interact: async (page, frame) => {
      await frame.getByRole('checkbox').uncheck();
      await expect(frame.getByText('Editing is off', { exact: true })).toBeVisible();
      await dragInPreview(
        frame.getByText('Drag me while editing is on', { exact: true }),
        frame.getByText('Another line', { exact: true }),
      );
      await expect(frame.locator('p').filter({ hasText: /line|Drag/ })).toHaveText([
        'Drag me while editing is on',
        'Another line',
      ]);
      await frame.getByRole('checkbox').check();
      await dragInPreview(
        frame.getByText('Drag me while editing is on', { exact: true }),
        frame.getByText('Another line', { exact: true }),
      );
      await expect(frame.locator('p').filter({ hasText: /line|Drag/ })).toHaveText([
        'Another line',
        'Drag me while editing is on',
      ]);
    },
  },
  'the-layers-panel': {
    shown: 'Second paragraph',
    interact: async (page, frame) => {
      await dragInPreview(
        frame.getByText('First paragraph', { exact: true }),
        frame.getByText('Second paragraph', { exact: true }),
      );
      await expect(frame.locator('p').filter({ hasText: /paragraph/ })).toHaveText([
        'Second paragraph',
        'First paragraph',
      ]);
    },
  },
  'serialize-and-load-back': {
    shown: 'Saved text',
    interact: async (_page, frame) => {
      await frame.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(frame.getByLabel('Serialized state')).toContainText('"text":"Saved text"');
      await frame.getByRole('button', { name: 'Change the text' }).click();
      await expect(frame.getByText('Changed after saving', { exact: true })).toBeVisible();
      await frame.getByRole('button', { name: 'Load the saved state' }).click();
      await expect(frame.locator('p', { hasText: 'Saved text' })).toBeVisible();
      await expect(frame.getByText('Changed after saving', { exact: true })).toHaveCount(0);
    },
  },
  'indicator-colors': {
    shown: 'Over me',
    interact: async (page, frame) => {
      await dragInPreview(frame.getByText('Drag me', { exact: true }), frame.getByText('Over me', { exact: true }));
      await expect(paragraphs(frame)).toHaveText(['Over me', 'Drag me']);
    },
  },
  'a-drop-rule': {
    shown: 'An image',
    interact: async (page, frame) => {
      const notes = frame.getByLabel('Notes only');
      await dragInPreview(frame.getByText('An image', { exact: true }), notes);
      await expect(notes.getByText('An image')).toHaveCount(0);
      await dragInPreview(frame.getByText('A note', { exact: true }), notes);
      await expect(notes.getByText('A note')).toBeVisible();
    },
  },
};

const samples = findLiveSamples();

/** A sample's check; a new live block without one fails its tests instead of being skipped. */
function checkOf(slug: string): Check {
  const check = CHECKS[slug];
  if (!check) throw new Error(`the live sample "${slug}" has no check in CHECKS (tests/e2e/live-code.spec.ts)`);
  return check;
}

test('the docs have at least 15 live samples on at least 8 pages, each with its check', () => {
  expect(samples.length).toBeGreaterThanOrEqual(15);
  expect(new Set(samples.map((s) => s.route)).size).toBeGreaterThanOrEqual(8);
  expect(samples.map((s) => s.slug).filter((slug) => !CHECKS[slug])).toEqual([]);
});

test('a page with live blocks does not shift when a block loads its editor and preview on intent (CLS 0)', async ({
  page,
}) => {
  const sample = samples.find((s) => s.slug === 'a-first-editor')!;
  // Every layout shift of the page, recorded from the first paint on (input does not excuse any).
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] };
    const shifts: { value: number; sources: string[] }[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) {
        const sources = (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName),
        );
        shifts.push({ value: entry.value, sources });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Entries a rendered frame has queued but the observer has not been handed yet.
    (window as unknown as { layoutShifts: () => typeof shifts }).layoutShifts = () => {
      record(observer.takeRecords());
      return shifts;
    };
  });
  await gotoHydrated(page, sample.route);
  const block = page.locator(`[data-live-sample="${sample.slug}"]`);
  await block.scrollIntoViewIfNeeded();
  const code = block.getByRole('textbox', { name: /Code of the live sample/ });
  await code.focus();
  await expectRendered(block);
  await expect(code).toBeFocused();
  // A shift is measured when its frame is laid out: once a second frame starts, the last change's frame is done.
  const shifts = await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { layoutShifts: () => unknown[] }).layoutShifts())),
        ),
      ),
  );
  expect(shifts).toEqual([]);
});

/** axe's WCAG 2.1 A and AA violations inside one live block (its editor and its preview), in the current mode. */
async function blockViolations(page: Page, slug: string): Promise<string[]> {
  const mode = await page.locator('html').getAttribute('data-theme');
  const results = await new AxeBuilder({ page })
    .include(`[data-live-sample="${slug}"]`)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${mode}: ${v.id}: ${v.help}`);
}

for (const sample of samples) {
  // One visit per block: opening it (page, editor and preview) is most of a test's time.
  test(`live sample "${sample.title}" (${sample.route}): renders with no error, passes axe in light and dark, its interaction works, and an edit shows until Reset`, async ({
    page,
  }) => {
    const check = checkOf(sample.slug);
    // The docs page only: the sandboxed preview has no storage, and reading it there is an error the test counts.
    await page.addInitScript(() => {
      if (window.parent === window) window.localStorage.setItem('theme', 'light');
    });
    const { block, frame, code, previewErrors } = await openLiveBlock(page, sample);
    await expect(frame.getByText(check.shown, { exact: true }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const violations = await blockViolations(page, sample.slug);

    await check.interact(page, frame);
    await expect(block.getByRole('alert')).toHaveCount(0);
    expect(previewErrors).toEqual([]);

    const printed = await code.inputValue();
    expect(printed).toContain(check.shown);
    await code.fill(printed.replace(check.shown, 'Edited by the reader'));
    await expect(frame.getByText('Edited by the reader', { exact: true })).toBeVisible();
    await block.getByRole('button', { name: 'Reset' }).click();
    await expect(code).toHaveValue(printed);
    await expect(frame.getByText('Edited by the reader', { exact: true })).toHaveCount(0);
    await expect(frame.getByText(check.shown, { exact: true }).first()).toBeVisible();
    expect(previewErrors).toEqual([]);

    // Back at the printed code, in dark mode: the rules read the colors again.
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    violations.push(...(await blockViolations(page, sample.slug)));
    expect(violations, 'axe violations in the block').toEqual([]);
  });
}

test.describe('live samples on a 390 px touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  for (const sample of samples) {
    test(`"${sample.title}": fits, and a tap in the preview and an edit work`, async ({ page }) => {
      const check = checkOf(sample.slug);
      const { block, frame, code } = await openLiveBlock(page, sample);
      const box = await block.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // A tap reaches the sample: it selects or presses what it lands on without an error.
      await frame.getByText(check.shown, { exact: true }).first().tap();
      await code.tap();
      await code.press('Control+End');
      await code.pressSequentially('\n// tapped');
      await expectRendered(block);
      await expect(block.getByRole('alert')).toHaveCount(0);
      await expect(frame.getByText(check.shown, { exact: true }).first()).toBeVisible();
    });
  }
});
