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

const canvasOf = (page: Page) => page.getByRole('main', { name: 'Page canvas' });
const toolboxOf = (page: Page) => page.getByRole('region', { name: 'Toolbox' });
const settingsOf = (page: Page) => page.getByRole('region', { name: 'Settings' });

test.describe('Basic example (/examples/basic/)', () => {
  const errors: string[] = [];

  test.beforeEach(async ({ page }) => {
    errors.length = 0;
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openEditor(page, '/examples/basic/');
  });

  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  test('shows the editor: topbar, canvas with the starting page, toolbox and settings', async ({ page }) => {
    await expect(page).toHaveTitle('Basic example | craft.js');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basic editor');
    await expect(page.getByRole('checkbox', { name: 'Enable editing' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
    const canvas = canvasOf(page);
    for (const text of ['Title', 'Subtitle', 'Hi world!', 'A container inside a container']) {
      await expect(canvas.getByText(text, { exact: true })).toBeVisible();
    }
    for (const item of ['Container', 'Card', 'Text', 'Button']) {
      await expect(toolboxOf(page).getByRole('button', { name: item, exact: true })).toBeVisible();
    }
    await expect(settingsOf(page)).toContainText('Click a component on the canvas to edit it.');
  });

  test('has no axe violations, with and without a selected node', async ({ page }) => {
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await canvasOf(page).getByRole('button', { name: 'Click me' }).click();
    await expect(settingsOf(page)).toContainText('Selected: Button');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('dragging a toolbox item into a container adds a node there', async ({ page }) => {
    const canvas = canvasOf(page);
    await expect(canvas.locator('.text')).toHaveCount(4);
    const inner = canvas.locator('.container', { hasText: 'A container inside a container' }).last();
    // Over the lower half of the text in the inner container: the new node goes right after it.
    const target = inner.getByText('A container inside a container', { exact: true });
    const box = (await target.boundingBox())!;
    await toolboxOf(page)
      .getByRole('button', { name: 'Text', exact: true })
      .dragTo(target, {
        targetPosition: { x: box.width / 2, y: box.height * 0.75 },
      });
    await expect(canvas.locator('.text')).toHaveCount(5);
    await expect(inner.getByText('New text', { exact: true })).toBeVisible();

    const tree = await readTree(page);
    const [added] = nodesWithText(tree, 'New text');
    const [existing] = nodesWithText(tree, 'A container inside a container');
    expect(added).toBeDefined();
    const parent = tree[tree[existing].parent!];
    expect(parent.nodes).toEqual([existing, added]);
    expect(tree[added].type).toEqual({ resolvedName: 'Text' });
  });

  test('a Card only accepts Buttons in its bottom area', async ({ page }) => {
    const before = await readTree(page);
    await toolboxOf(page)
      .getByRole('button', { name: 'Text', exact: true })
      .dragTo(canvasOf(page).locator('.card-bottom'));
    expect(await readTree(page)).toEqual(before);

    await toolboxOf(page)
      .getByRole('button', { name: 'Button', exact: true })
      .dragTo(canvasOf(page).locator('.card-bottom'));
    await expect(canvasOf(page).locator('.card-bottom .button')).toHaveCount(2);
  });

  test('a text is edited inline', async ({ page }) => {
    const text = canvasOf(page).getByText('Hi world!', { exact: true });
    await text.click();
    await expect(settingsOf(page)).toContainText('Selected: Text');
    await expect(text).toHaveAttribute('contenteditable', 'true');
    await text.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Hello from craft.js');
    await expect(canvasOf(page).getByText('Hello from craft.js', { exact: true })).toBeVisible();
    const tree = await readTree(page);
    expect(nodesWithText(tree, 'Hello from craft.js')).toHaveLength(1);
    expect(nodesWithText(tree, 'Hi world!')).toHaveLength(0);
  });

  test('the settings panel edits the selected node’s props', async ({ page }) => {
    const canvas = canvasOf(page);
    await canvas.getByRole('button', { name: 'Click me' }).click();
    const settings = settingsOf(page);
    await expect(settings).toContainText('Selected: Button');
    await settings.getByLabel('Label').fill('Buy now');
    const button = canvas.getByRole('button', { name: 'Buy now' });
    await expect(button).toBeVisible();
    await settings.getByRole('radio', { name: 'large' }).check();
    await expect(button).toHaveCSS('font-size', '19.2px');
    await settings.getByRole('radio', { name: 'outlined' }).check();
    await expect(button).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(button).toHaveCSS('color', 'rgb(29, 78, 216)');

    const inner = canvas.locator('.container', { hasText: 'A container inside a container' }).last();
    await inner.click({ position: { x: 4, y: 4 } });
    await expect(settings).toContainText('Selected: Container');
    await settings.getByLabel(/Padding/).fill('40');
    await expect(inner).toHaveCSS('padding-top', '40px');
  });

  test('undo and redo restore the state exactly', async ({ page }) => {
    const text = canvasOf(page).getByText('Hi world!', { exact: true });
    const before = await readTree(page);
    await text.click();
    await settingsOf(page)
      .getByLabel(/Font size/)
      .fill('30');
    await expect(text).toHaveCSS('font-size', '30px');
    const after = await readTree(page);
    expect(after).not.toEqual(before);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(text).toHaveCSS('font-size', '18px');
    expect(await readTree(page)).toEqual(before);

    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(text).toHaveCSS('font-size', '30px');
    expect(await readTree(page)).toEqual(after);
  });

  test('the topbar deletes the selected node, but not the root or a Card’s areas', async ({ page }) => {
    const canvas = canvasOf(page);
    const remove = page.getByRole('banner').getByRole('button', { name: 'Delete' });
    await expect(remove).toBeDisabled();
    await canvas.getByText('Hi world!', { exact: true }).click();
    await remove.click();
    await expect(canvas.getByText('Hi world!', { exact: true })).toHaveCount(0);
    await expect(canvas.locator('.text')).toHaveCount(3);
    expect(nodesWithText(await readTree(page), 'Hi world!')).toHaveLength(0);

    await canvas
      .locator('.container')
      .first()
      .click({ position: { x: 4, y: 4 } });
    await expect(settingsOf(page)).toContainText('Selected: Container');
    await expect(remove).toBeDisabled();
    await canvas.locator('.card-bottom').click({ position: { x: 300, y: 10 } });
    await expect(settingsOf(page)).toContainText('Selected: Card buttons');
    await expect(remove).toBeDisabled();
  });

  test('a copied state survives a reload and loads back into the same tree', async ({ page }) => {
    await toolboxOf(page).getByRole('button', { name: 'Card', exact: true }).click();
    await expect(canvasOf(page).locator('.card-top')).toHaveCount(2);
    const saved = await copyState(page);

    await page.reload();
    await waitForEditor(page);
    await expect(canvasOf(page).locator('.card-top')).toHaveCount(1);

    await loadState(page, saved);
    await expect(canvasOf(page).locator('.card-top')).toHaveCount(2);
    expect(await readTree(page)).toEqual(decodeState(saved));
  });

  test('with editing disabled nothing can be selected, dragged or typed into', async ({ page }) => {
    const canvas = canvasOf(page);
    const before = await readTree(page);
    await page.getByRole('checkbox', { name: 'Enable editing' }).uncheck();

    const text = canvas.getByText('Hi world!', { exact: true });
    await text.click();
    await expect(settingsOf(page)).toContainText('Click a component on the canvas to edit it.');
    await expect(text).toHaveAttribute('contenteditable', 'false');
    await expect(canvas.getByRole('button', { name: 'Click me' })).not.toHaveAttribute('draggable', 'true');
    await expect(toolboxOf(page).getByRole('button', { name: 'Text', exact: true })).toBeDisabled();

    const inner = canvas.locator('.container', { hasText: 'A container inside a container' }).last();
    await canvas.getByRole('button', { name: 'Click me' }).dragTo(inner);
    expect(await readTree(page)).toEqual(before);

    await page.getByRole('checkbox', { name: 'Enable editing' }).check();
    await text.click();
    await expect(settingsOf(page)).toContainText('Selected: Text');
  });
});

test('the basic example is served with and without the trailing slash', async ({ page }) => {
  for (const path of ['/examples/basic', '/examples/basic/']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basic editor');
  }
});

test('on a narrow screen the panels stack under the canvas, without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/examples/basic/');
  const canvas = (await page.getByRole('main', { name: 'Page canvas' }).boundingBox())!;
  const toolbox = (await page.getByRole('region', { name: 'Toolbox' }).boundingBox())!;
  expect(toolbox.y).toBeGreaterThanOrEqual(canvas.y + canvas.height - 1);
  expect(canvas.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
