import fs from 'node:fs';
import path from 'node:path';
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './test';

export interface LiveSample {
  /** The docs file and the block's title, as in the fence (```tsx live title="…"). */
  file: string;
  title: string;
  /** The page that shows it. */
  route: string;
  /** The sample's slug (data-live-sample). */
  slug: string;
}

const DOCS = path.resolve('docs');
const FENCE = /^```tsx live title="([^"]+)"/gm;

/** Every live block in the docs, read from the sources, so a new block is tested without editing the spec. */
export function findLiveSamples(): LiveSample[] {
  const samples: LiveSample[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        for (const match of text.matchAll(FENCE)) {
          const rel = path.relative(DOCS, full).replace(/\.mdx?$/, '');
          samples.push({
            file: path.relative(process.cwd(), full),
            title: match[1],
            route: `/docs/${rel}`,
            slug: match[1]
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, '-')
              .replace(/^-|-$/g, ''),
          });
        }
      }
    }
  };
  walk(DOCS);
  return samples.sort((a, b) => a.slug.localeCompare(b.slug));
}

export interface OpenBlock {
  block: Locator;
  frame: FrameLocator;
  code: Locator;
  /** Messages the preview page logged as errors. */
  previewErrors: string[];
}

/** Opens the sample's page, scrolls to its block and waits until the preview has rendered the printed code. */
export async function openLiveBlock(page: Page, sample: LiveSample): Promise<OpenBlock> {
  const previewErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.location().url.includes('live-preview'))
      previewErrors.push(message.text());
  });
  page.on('pageerror', (error) => previewErrors.push(`docs page: ${error.message}`));
  await gotoHydrated(page, sample.route);
  const block = page.locator(`[data-live-sample="${sample.slug}"]`);
  await block.scrollIntoViewIfNeeded();
  await expectRendered(block);
  return {
    block,
    frame: block.frameLocator('iframe'),
    code: block.getByRole('textbox', { name: /Code of the live sample/ }),
    previewErrors,
  };
}

/** The block says (to screen readers) that the preview shows the current code. */
export async function expectRendered(block: Locator): Promise<void> {
  await expect(block.getByRole('status')).toHaveText('The preview shows the current code.', { timeout: 20_000 });
}

/**
 * Drags with the mouse in small steps between down and up: craft.js listens to the browser's native
 * drag and drop, which Chromium starts only after the pointer moves while pressed.
 * `below` drops on the lower part of the target (after it), else on its upper part (before it).
 */
export async function dragInPreview(page: Page, source: Locator, target: Locator, below = true): Promise<void> {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: source or target is not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 5, from.y + from.height / 2 + 5, { steps: 5 });
  const y = below ? to.y + to.height * 0.8 : to.y + to.height * 0.2;
  await page.mouse.move(to.x + to.width / 2, y, { steps: 15 });
  // craft.js places its drop indicator on dragover: let it see the pointer rest over the target.
  for (let i = 1; i <= 3; i += 1) {
    await page.waitForTimeout(100);
    await page.mouse.move(to.x + to.width / 2, y + i, { steps: 2 });
  }
  await page.mouse.up();
}
