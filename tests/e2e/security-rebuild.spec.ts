import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { startServer, type ServerProcess } from '../../scripts/support/server-process';
import { gotoHydrated } from './support/test';

/**
 * A build replaced under a running server: the page's new inline script runs under the policy the
 * server sends, with no restart. Served from a copy of build/, so the shared server is untouched.
 */
const BUILD_DIR = path.resolve(__dirname, '../../build');
const PAGE = 'docs/overview/index.html';

let parent: string;
let server: ServerProcess;

test.beforeAll(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-rebuild-'));
  fs.cpSync(BUILD_DIR, path.join(parent, 'build'), { recursive: true });
  server = await startServer({ buildDir: path.join(parent, 'build') });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(parent, { recursive: true, force: true });
});

test('a rebuilt page with a changed inline script loads with no CSP violation, without a restart', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await gotoHydrated(page, `${server.url}/docs/overview`);
  expect(await page.evaluate(() => (window as unknown as { rebuilt?: number }).rebuilt)).toBeUndefined();

  // What a new build does to the page: a different inline script, the file swapped by rename.
  const file = path.join(parent, 'build', PAGE);
  const html = fs.readFileSync(file, 'utf8');
  const changed = html.replace('<script>', '<script>window.rebuilt=1;');
  expect(changed).not.toBe(html);
  fs.writeFileSync(`${file}.tmp`, changed);
  fs.renameSync(`${file}.tmp`, file);

  await gotoHydrated(page, `${server.url}/docs/overview`);
  expect(await page.evaluate(() => (window as unknown as { rebuilt?: number }).rebuilt)).toBe(1);
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(violations).toEqual([]);
});
