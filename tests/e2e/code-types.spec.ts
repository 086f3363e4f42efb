/**
 * Types in the code samples (plugins/code-highlight/code-types.ts): a reader hovers, focuses or taps a
 * name and reads its type as the installed declarations give it. A block stays one tab stop (Enter steps
 * into its names, arrows move, Escape goes back), a second tap hides a popup, the copy button copies the
 * code as written, and axe finds nothing with a popup open, in both colour modes.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { defaultHoverInfoProcessor } from '@shikijs/twoslash/core';
import { CodeTypes } from '../../plugins/code-highlight/code-types';
import { test, expect, gotoHydrated } from './support/test';

const USE_NODE = '/docs/api/useNode';
/** The block on USE_NODE whose collected `text` is pinned (`// ^?`). */
const pinnedBlock = (page: Page) => page.locator('pre:has(.twoslash-query-line)').first();
const popupOf = (name: Locator) => name.locator('> [role="tooltip"]');

/** The first name in `block` that reads `text` (its own text, before its popup's). */
async function named(block: Locator, text: string): Promise<Locator> {
  const names = block.locator('.twoslash-hover[tabindex]');
  const index = await names.evaluateAll(
    (all, wanted) => all.findIndex((n) => n.firstChild?.textContent === wanted),
    text,
  );
  expect(index, `a name "${text}" with a popup`).toBeGreaterThanOrEqual(0);
  return names.nth(index);
}

/**
 * A name's type and doc comment as the declarations give them: TypeScript's quick info for the name in
 * `code`. Only the first line of the type: TypeScript orders a union's members as its program met them.
 */
function declared(code: string, name: string): { firstLine: string; docs: string } {
  const [types] = new CodeTypes(path.resolve(__dirname, '../..')).typesOf([{ language: 'tsx', code }]);
  const hover = types.nodes.find((node) => node.target === name);
  if (!hover?.docs) throw new Error(`no quick info with docs for ${name}`);
  return { firstLine: defaultHoverInfoProcessor(hover.text).split('\n')[0], docs: hover.docs };
}

test.describe('types in code samples', () => {
  test('hovering a name shows its type as the declarations give it, and the pin shows the collected type', async ({
    page,
  }) => {
    await gotoHydrated(page, USE_NODE);
    const block = pinnedBlock(page);
    await expect(block.locator('.twoslash-query-line .twoslash-popup-code')).toHaveText('const text: string');
    const useNode = await named(block, 'useNode');
    await expect(popupOf(useNode)).toBeHidden();
    await useNode.hover();
    const expected = declared("import { useNode } from '@craftjs/core';\nuseNode();", 'useNode');
    expect(expected.firstLine).toMatch(/^function useNode<S = null>\(collect\?: \(node: Node\) => S\)/);
    const type = await popupOf(useNode).locator('.twoslash-popup-code').innerText();
    expect(type.split('\n')[0]).toBe(expected.firstLine);
    await expect(popupOf(useNode).locator('.twoslash-popup-docs')).toHaveText(
      `${expected.docs}\n@param collect - Collector function to consume values from the corresponding Node's state`,
    );
    // Fixed to the viewport under its name, so the block's scroll box does not clip it.
    await expect.poll(() => popupOf(useNode).evaluate((popup) => getComputedStyle(popup).position)).toBe('fixed');
    const [nameBox, popupBox] = [await useNode.boundingBox(), await popupOf(useNode).boundingBox()];
    expect(Math.abs(popupBox!.y - (nameBox!.y + nameBox!.height))).toBeLessThan(2);
    // Escape hides it without moving the pointer; back on the name, it shows again.
    await page.keyboard.press('Escape');
    await expect(popupOf(useNode)).toBeHidden();
    await page.mouse.move(0, 0);
    await useNode.hover();
    await expect(popupOf(useNode)).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(popupOf(useNode)).toBeHidden();
  });

  test('a block is one tab stop: Enter steps into its names, arrows move between them, Escape goes back', async ({
    page,
  }) => {
    await gotoHydrated(page, USE_NODE);
    const block = pinnedBlock(page);
    await expect(block).toHaveAttribute('aria-describedby', /^type-\d+-keys$/);
    await expect(page.locator(`#${await block.getAttribute('aria-describedby')}`)).toHaveText(
      'Enter goes to the names in this code and reads their types; arrow keys move between them; Escape goes back.',
    );
    await block.focus();
    await page.keyboard.press('Enter');
    const names = block.locator('.twoslash-hover[tabindex]');
    await expect(names.nth(0)).toBeFocused();
    await expect(popupOf(names.nth(0))).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(names.nth(1)).toBeFocused();
    await expect(popupOf(names.nth(1))).toBeVisible();
    await expect(popupOf(names.nth(0))).toBeHidden();
    await page.keyboard.press('ArrowLeft');
    await expect(names.nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await expect(names.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(block).toBeFocused();
    await expect(block.locator('[role="tooltip"]:visible')).toHaveCount(0);
    // Tab leaves the block: none of its dozens of names is a tab stop.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('pre') === null)).toBe(true);
  });

  test('the copy button copies the code as written: no types, no pin', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, USE_NODE);
    const container = page.locator('.theme-code-block').filter({ has: pinnedBlock(page) });
    await container.hover();
    await container.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(container.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(
      '  const { actions, text } = useNode((node) => ({ text: node.data.props.text as string }));\n  return (',
    );
    expect(copied).not.toMatch(/\^\?|const text: string|function useNode/);
  });

  test('axe finds nothing with a popup open, in light and dark mode', async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await gotoHydrated(page, USE_NODE);
    const block = pinnedBlock(page);
    await block.focus();
    await page.keyboard.press('Enter');
    // As a reader sees it: Enter has moved focus to the first name before the next key.
    await expect(block.locator('.twoslash-hover[tabindex]').first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const name = block.locator('.twoslash-hover[tabindex]').nth(1);
    await expect(popupOf(name)).toBeVisible();
    const scan = () =>
      new AxeBuilder({ page })
        .setLegacyMode(true)
        .include('article')
        .options({ resultTypes: ['violations'] })
        .analyze();
    const light = await scan();
    expect(light.violations.map((v) => `light ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expect(popupOf(name)).toBeVisible();
    const dark = await scan();
    expect(dark.violations.map((v) => `dark ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
});

test.describe('types in API signatures', () => {
  const USE_EDITOR = '/docs/api/useEditor';
  /** The block an `<ApiSignature>` or `<ApiMember>` wrote whose code (its popups left out) starts with `start`. */
  async function signature(page: Page, start: string): Promise<Locator> {
    const blocks = page.locator('pre');
    const index = await blocks.evaluateAll(
      (all, wanted) =>
        all.findIndex((pre) => {
          const code = pre.cloneNode(true) as HTMLElement;
          code.querySelectorAll('.twoslash-popup-container, [hidden]').forEach((popup) => popup.remove());
          return code.textContent?.startsWith(wanted);
        }),
      start,
    );
    expect(index, `a block starting "${start}"`).toBeGreaterThanOrEqual(0);
    return blocks.nth(index);
  }

  /** The quick info of `name`'s last place in `code` (a reference, not the import), as TypeScript gives it. */
  function referenced(code: string, name: string): string {
    const [types] = new CodeTypes(path.resolve(__dirname, '../..')).typesOf([{ language: 'ts', code }]);
    const hover = [...types.nodes].reverse().find((node) => node.target === name);
    if (!hover) throw new Error(`no quick info for ${name}`);
    return defaultHoverInfoProcessor(hover.text);
  }

  test("a signature's names show their types as the declarations give them, by mouse and by keyboard", async ({
    page,
  }) => {
    await gotoHydrated(page, USE_EDITOR);
    const block = await signature(page, 'function useEditor(): useEditorReturnType;');
    const returned = await named(block, 'useEditorReturnType');
    await returned.hover();
    await expect(popupOf(returned)).toBeVisible();
    const expected = referenced(
      "import type { useEditorReturnType } from '@craftjs/core';\nexport type T = useEditorReturnType;",
      'useEditorReturnType',
    );
    expect(expected).toMatch(/^type useEditorReturnType<S = null> = Pick</);
    expect(await popupOf(returned).locator('.twoslash-popup-code').innerText()).toBe(expected);
    // A member's signature: its parameter's type, reached from the keyboard.
    await page.mouse.move(0, 0);
    const member = await signature(page, 'setIndicator(indicator: Indicator | null): void');
    await member.focus();
    await page.keyboard.press('Enter');
    const indicator = await named(member, 'Indicator');
    await expect(indicator).toBeFocused();
    // A craft.js interface shows its members, each typed as the declarations give it.
    const members =
      "import type { Indicator } from '@craftjs/core';\ndeclare const indicator: Indicator;\nexport const { placement, error } = indicator;";
    const typeOf = (member: string) => referenced(members, member).replace(`const ${member}: `, '');
    await expect(popupOf(indicator)).toBeVisible();
    expect(await popupOf(indicator).locator('.twoslash-popup-code').innerText()).toBe(
      `interface Indicator {\n    placement: ${typeOf('placement')};\n    error: ${typeOf('error')};\n}`,
    );
  });
});

test.describe('types on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a tap on a name shows its type, a second tap hides it', async ({ page }) => {
    await gotoHydrated(page, USE_NODE);
    const name = await named(pinnedBlock(page), 'useNode');
    await name.scrollIntoViewIfNeeded();
    await name.tap();
    await expect(popupOf(name)).toBeVisible();
    await expect(popupOf(name).locator('.twoslash-popup-code')).toHaveText(/^function useNode<S = null>/);
    await name.tap();
    await expect(popupOf(name)).toBeHidden();
  });
});
