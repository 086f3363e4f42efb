import lz from 'lzutf8';
import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Helpers for the example editors (/examples/basic/, /examples/landing/): both have the same
 * topbar (Enable editing, Undo, Redo, Copy state, Load state) and a settings panel.
 */

/** Opens an example with clipboard access, so "Copy state" can be read back. */
export async function openEditor(page: Page, path: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(path);
  await waitForEditor(page);
}

/** Resolves once the example app has rendered its editor (its topbar's "Copy state" shows). */
export async function waitForEditor(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Copy state' })).toBeVisible();
}

/** Presses "Copy state" and returns the copied string (lzutf8-compressed, Base64). */
export async function copyState(page: Page): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('button', { name: 'Copy state' }).click();
  await expect(page.getByRole('status')).toContainText('State copied to the clipboard');
  const saved = await page.evaluate(() => navigator.clipboard.readText());
  expect(saved).not.toBe('');
  return saved;
}

/** The editor's serialized nodes, decoded from a copied state. */
export function decodeState(saved: string): Record<
  string,
  {
    type: unknown;
    props: Record<string, unknown>;
    nodes: string[];
    parent: string | null;
    linkedNodes: Record<string, string>;
  }
> {
  return JSON.parse(lz.decompress(saved, { inputEncoding: 'Base64' }) as string);
}

/** Copies the state and decodes it. */
export async function readTree(page: Page) {
  return decodeState(await copyState(page));
}

/** Pastes a copied state into the "Load state" dialog and loads it. */
export async function loadState(page: Page, saved: string): Promise<void> {
  await page.getByRole('button', { name: 'Load state' }).click();
  const dialog = page.getByRole('dialog', { name: 'Load state' });
  await dialog.getByLabel('Paste a copied state').fill(saved);
  await dialog.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText('State loaded.');
}

/** Ids of the nodes whose props.text equals `text`. */
export function nodesWithText(tree: ReturnType<typeof decodeState>, text: string): string[] {
  return Object.entries(tree)
    .filter(([, node]) => node.props.text === text)
    .map(([id]) => id);
}
