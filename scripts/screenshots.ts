/**
 * `npm run screenshots`: pictures of the Basic example for the basic tutorial, taken from the built
 * site (it builds nothing: run `npm run build` first) and written to static/img/tutorial/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import playwrightConfig from '../playwright.config';
import { createApp, MissingBuildError } from '../server/app';

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'build');
// SCREENSHOTS_DIR lets CI run the script without touching the committed pictures.
const outDir = path.resolve(process.env.SCREENSHOTS_DIR ?? path.join(root, 'static', 'img', 'tutorial'));

async function shoot(page: Page, name: string, target: Page | ReturnType<Page['locator']> = page): Promise<void> {
  const file = path.join(outDir, name);
  await target.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  console.log(`wrote ${path.relative(root, file)} (${Math.round(fs.statSync(file).size / 1024)} KB)`);
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(buildDir, 'examples', 'basic', 'index.html'))) {
    throw new MissingBuildError(`No built Basic example in ${buildDir}. Run \`npm run build\` first.`);
  }
  const app = await createApp({ buildDir });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, baseURL: address });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.goto('/examples/basic/');
    await page.waitForLoadState('networkidle');
    fs.mkdirSync(outDir, { recursive: true });

    await shoot(page, 'basic-canvas.png');

    const canvas = page.getByRole('main', { name: 'Page canvas' });
    const target = canvas.getByText('Hi world!', { exact: true });
    const box = await target.boundingBox();
    if (!box) throw new Error('The Basic example does not show "Hi world!"');
    await page
      .getByRole('region', { name: 'Toolbox' })
      .getByRole('button', { name: 'Text', exact: true })
      .dragTo(target, { targetPosition: { x: box.width / 2, y: box.height * 0.75 } });
    await canvas.getByText('New text', { exact: true }).waitFor();
    await page.mouse.move(0, 0);
    await shoot(page, 'basic-toolbox-drag.png');

    await canvas.getByRole('button', { name: 'Learn more' }).click();
    await page.getByRole('region', { name: 'Settings' }).getByText('Selected: Button').waitFor();
    await page.mouse.move(0, 0);
    await shoot(page, 'basic-settings.png');

    await page.getByRole('button', { name: 'Copy state' }).click();
    await page.getByRole('status').getByText('State copied to the clipboard').waitFor();
    await shoot(page, 'basic-topbar.png', page.getByRole('banner'));
  } finally {
    await browser.close();
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof MissingBuildError ? error.message : error);
  process.exit(1);
});
