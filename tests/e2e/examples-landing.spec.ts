import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import {
  copyState,
  decodeState,
  loadState,
  nodesWithText,
  openEditor,
  readTree,
  waitForEditor,
} from './support/editor';

const canvasOf = (page: Page) => page.getByRole('main', { name: 'Landing page' });
const toolboxOf = (page: Page) => page.getByRole('region', { name: 'Toolbox' });
const settingsOf = (page: Page) => page.getByRole('region', { name: 'Settings' });
const layersOf = (page: Page) => page.getByRole('region', { name: 'Layers' });
const layer = (page: Page, name: string) => layersOf(page).getByRole('button', { name, exact: true });

/** The id of the node whose `custom.displayName` is `name` (the names the Layers panel shows). */
function idOfNamed(tree: Awaited<ReturnType<typeof readTree>>, name: string): string {
  const entry = Object.entries(tree).find(
    ([, node]) => (node as { custom?: { displayName?: string } }).custom?.displayName === name,
  );
  if (!entry) throw new Error(`No node named ${name}`);
  return entry[0];
}

test.describe('Landing example (/examples/landing/)', () => {
  const errors: string[] = [];

  test.beforeEach(async ({ page }) => {
    errors.length = 0;
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openEditor(page, '/examples/landing/');
  });

  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  test('shows the landing page as an editable document with its panels', async ({ page }) => {
    await expect(page).toHaveTitle('Landing example | craft.js');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('craft.js Landing page editor');
    const canvas = canvasOf(page);
    await expect(
      canvas.getByRole('heading', { name: 'Build page editors out of your own React components' }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: /Sketch of a page editor/ })).toBeVisible();
    for (const name of ['Row', 'Column', 'Heading', 'Paragraph', 'Button', 'Image']) {
      await expect(toolboxOf(page).getByRole('button', { name, exact: true })).toBeVisible();
    }
    // The picture is local: inlined by the build, or a file of the example itself.
    await expect(canvas.getByRole('img').first()).toHaveAttribute(
      'src',
      /^(data:image\/svg\+xml|\/examples\/landing\/)/,
    );
  });

  test('has no axe violations, with and without a selected node', async ({ page }) => {
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await canvasOf(page).getByRole('button', { name: 'Read the docs' }).click();
    await expect(settingsOf(page)).toContainText('Selected: Button');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('the Layers panel lists the tree, and selecting a layer selects the node', async ({ page }) => {
    const tree = await readTree(page);
    for (const name of ['Page', 'Hero', 'Hero text', 'Hero picture', 'Features', 'Call to action']) {
      await expect(layer(page, name)).toBeVisible();
    }
    await expect(layer(page, 'Feature')).toHaveCount(3);
    // The open "Call to action" layer lists its children in document order.
    const cta = page.locator(`[data-layer-id="${idOfNamed(tree, 'Call to action')}"]`);
    await expect(cta.locator('.layer-name')).toHaveText(['Call to action', 'Text', 'Text', 'Button']);

    await layer(page, 'Hero picture').click();
    await expect(settingsOf(page)).toContainText('Selected: Hero picture');
    await expect(layer(page, 'Hero picture')).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasOf(page).locator('[data-outline="selected"]')).toHaveText('Hero picture');

    // Selecting on the canvas opens the layer's ancestors and marks the layer.
    await canvasOf(page).getByRole('button', { name: 'Read the docs' }).click();
    await expect(layer(page, 'Hero buttons')).toBeVisible();
    const heroButtons = page.locator(`[data-layer-id="${idOfNamed(tree, 'Hero buttons')}"]`);
    await expect(heroButtons.getByRole('button', { name: 'Button', exact: true }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('outlines are drawn over the block, follow it when the canvas scrolls, and let clicks through', async ({
    page,
  }) => {
    const canvas = canvasOf(page);
    const button = canvas.getByRole('button', { name: 'Start the tutorial' });
    await button.click();
    const selected = canvas.locator('[data-outline="selected"]');
    await expect(selected).toHaveText('Button');
    await expect(selected).toHaveCSS('pointer-events', 'none');
    const sameBox = async () => {
      const [outline, block] = [(await selected.boundingBox())!, (await button.boundingBox())!];
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs(outline[side] - block[side])).toBeLessThan(1);
    };
    await expect.poll(async () => ((await selected.boundingBox())?.width ?? 0) > 0).toBe(true);
    await sameBox();

    await canvas.evaluate((el) => el.scrollBy(0, 120));
    await expect.poll(async () => (await selected.boundingBox())!.y).toBeCloseTo((await button.boundingBox())!.y, 0);
    await sameBox();

    // The block grows: the outline follows it on the next frames.
    await settingsOf(page).getByLabel('Font size (px)').fill('30');
    await expect
      .poll(async () => Math.round((await selected.boundingBox())!.height))
      .toBe(Math.round((await button.boundingBox())!.height));
    await sameBox();

    // Hovering another block adds a second, dashed outline; a click on the outlined block reaches the block.
    const heading = canvas.getByRole('heading', { name: 'This page is a craft.js document' });
    await heading.hover();
    await expect(canvas.locator('[data-outline="hovered"]')).toHaveCSS('outline-style', 'dashed');
    await heading.click();
    await expect(settingsOf(page)).toContainText('Selected: Text');
    await expect(selected).toHaveText('Text');
  });

  test('dragging a toolbox block into a section adds a node there', async ({ page }) => {
    const canvas = canvasOf(page);
    await expect(canvas.getByRole('button')).toHaveCount(3);
    const paragraph = canvas.getByText(/^Click a block to select it/);
    const box = (await paragraph.boundingBox())!;
    await toolboxOf(page)
      .getByRole('button', { name: 'Button', exact: true })
      .dragTo(paragraph, {
        targetPosition: { x: box.width / 2, y: box.height * 0.75 },
      });
    await expect(canvas.getByRole('button')).toHaveCount(4);
    await expect(canvas.getByRole('button', { name: 'New button' })).toBeVisible();

    const tree = await readTree(page);
    const [added] = nodesWithText(tree, 'New button');
    const cta = idOfNamed(tree, 'Call to action');
    expect(tree[added].parent).toBe(cta);
    expect(tree[cta].nodes.indexOf(added)).toBe(2);
    await expect(page.locator(`[data-layer-id="${cta}"] .layer-name`)).toHaveText([
      'Call to action',
      'Text',
      'Text',
      'Button',
      'Button',
    ]);
  });

  test('a heading is edited inline', async ({ page }) => {
    const heading = canvasOf(page).getByRole('heading', { name: 'This page is a craft.js document' });
    await heading.click();
    await expect(settingsOf(page)).toContainText('Selected: Text');
    await heading.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Edited in place');
    await expect(canvasOf(page).getByRole('heading', { name: 'Edited in place' })).toBeVisible();
    const tree = await readTree(page);
    expect(nodesWithText(tree, 'Edited in place')).toHaveLength(1);
    expect(nodesWithText(tree, 'This page is a craft.js document')).toHaveLength(0);
  });

  test('the settings toolbar edits colour, spacing, direction and type', async ({ page }) => {
    const settings = settingsOf(page);
    await layer(page, 'Hero').click();
    await expect(settings).toContainText('Selected: Hero');
    // The Hero is the page's first row.
    const hero = canvasOf(page).locator('.section-row').first();
    await expect(canvasOf(page).locator('[data-outline="selected"]')).toHaveText('Hero');
    await settings.getByLabel('Background colour').fill('#7c2d12');
    await expect(hero).toHaveCSS('background-color', 'rgb(124, 45, 18)');
    await settings.getByLabel('Padding (px)').fill('12');
    await expect(hero).toHaveCSS('padding-top', '12px');
    await settings.getByLabel('Margin (px)').fill('8');
    await expect(hero).toHaveCSS('margin-top', '8px');
    // The Hero's class names its direction, so `.section-row` stops matching it: follow its element.
    const heroElement = await hero.elementHandle();
    await settings.getByLabel('Flex direction').selectOption('column');
    await expect.poll(() => heroElement!.evaluate((el) => getComputedStyle(el).flexDirection)).toBe('column');
    await expect(heroElement!.evaluate((el) => el.className)).resolves.toBe('section section-column');

    const heading = canvasOf(page).getByRole('heading', { name: 'This page is a craft.js document' });
    await heading.click();
    await expect(settings).toContainText('Selected: Text');
    await settings.getByLabel('Font size (px)').fill('40');
    await expect(heading).toHaveCSS('font-size', '40px');
    await settings.getByLabel('Font weight').selectOption('400');
    await expect(heading).toHaveCSS('font-weight', '400');
    await settings.getByLabel('Text colour').fill('#fde68a');
    await expect(heading).toHaveCSS('color', 'rgb(253, 230, 138)');
  });

  test('undo and redo restore the state exactly', async ({ page }) => {
    const before = await readTree(page);
    const heading = canvasOf(page).getByRole('heading', { name: 'This page is a craft.js document' });
    await heading.click();
    await settingsOf(page).getByLabel('Font size (px)').fill('20');
    await expect(heading).toHaveCSS('font-size', '20px');
    const after = await readTree(page);
    expect(after).not.toEqual(before);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(heading).toHaveCSS('font-size', '32px');
    expect(await readTree(page)).toEqual(before);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(heading).toHaveCSS('font-size', '20px');
    expect(await readTree(page)).toEqual(after);
  });

  test('a selected block is deleted with its children', async ({ page }) => {
    await layer(page, 'Feature').nth(2).click();
    await expect(settingsOf(page)).toContainText('Selected: Feature');
    await settingsOf(page).getByRole('button', { name: 'Delete Feature' }).click();
    await expect(canvasOf(page).getByRole('heading', { name: 'Drag, drop, undo' })).toHaveCount(0);
    await expect(layer(page, 'Feature')).toHaveCount(2);
    expect(nodesWithText(await readTree(page), 'Drag, drop, undo')).toHaveLength(0);
  });

  test('a copied state survives a reload and loads back into the same tree', async ({ page }) => {
    await toolboxOf(page).getByRole('button', { name: 'Heading', exact: true }).click();
    await expect(canvasOf(page).getByRole('heading', { name: 'New heading' })).toBeVisible();
    const saved = await copyState(page);

    await page.reload();
    await waitForEditor(page);
    await expect(canvasOf(page).getByRole('heading', { name: 'New heading' })).toHaveCount(0);

    await loadState(page, saved);
    await expect(canvasOf(page).getByRole('heading', { name: 'New heading' })).toBeVisible();
    expect(await readTree(page)).toEqual(decodeState(saved));
  });

  test('with editing disabled nothing can be selected, dragged or typed into', async ({ page }) => {
    const canvas = canvasOf(page);
    const before = await readTree(page);
    await page.getByRole('switch', { name: 'Enable editing' }).uncheck();

    const heading = canvas.getByRole('heading', { name: 'This page is a craft.js document' });
    await heading.click();
    await expect(settingsOf(page)).toContainText('Editing is off.');
    await expect(heading).toHaveAttribute('contenteditable', 'false');
    await expect(canvas.locator('[data-outline]')).toHaveCount(0);
    await expect(layer(page, 'Hero')).toBeDisabled();
    await expect(toolboxOf(page).getByRole('button', { name: 'Button', exact: true })).toBeDisabled();
    await canvas.getByRole('button', { name: 'Read the docs' }).dragTo(heading);
    expect(await readTree(page)).toEqual(before);

    await page.getByRole('switch', { name: 'Enable editing' }).check();
    await heading.click();
    await expect(settingsOf(page)).toContainText('Selected: Text');
  });
});

test('the landing example is served with and without the trailing slash', async ({ page }) => {
  for (const path of ['/examples/landing', '/examples/landing/']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('craft.js Landing page editor');
  }
});

test('on a narrow screen the panels stack under the canvas, without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/examples/landing/');
  const canvas = (await page.getByRole('main', { name: 'Landing page' }).boundingBox())!;
  const toolbox = (await page.getByRole('region', { name: 'Toolbox' }).boundingBox())!;
  expect(toolbox.y).toBeGreaterThanOrEqual(canvas.y + canvas.height - 1);
  expect(canvas.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
