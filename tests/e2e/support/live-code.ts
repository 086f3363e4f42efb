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
 * Drags one element of the preview onto another with the browser's drag and drop events, sent in
 * the preview frame with one shared DataTransfer, as a browser sends them: dragstart on the source,
 * dragenter and dragover on the target, drop, dragend. craft.js listens to native drag and drop
 * only, and Playwright's mouse did not reliably start a native drag in this sandboxed frame (the
 * drags of 4 of 6 samples never landed).
 * `below` drops on the lower part of the target (after it), else on its upper part (before it).
 */
export async function dragInPreview(source: Locator, target: Locator, below = true): Promise<void> {
  const targetElement = await target.elementHandle();
  if (!targetElement) throw new Error('drag: the target is not in the preview');
  await source.evaluate(
    async (from, [to, lower]) => {
      const transfer = new DataTransfer();
      // A pointer's drag events come spaced in time: the steps are paced by a timer, not by frames, which a
      // preview the browser is not painting (off screen, or beside a busy worker) does not get.
      const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
      const fire = (element: Element, type: string, x: number, y: number) =>
        element.dispatchEvent(
          new DragEvent(type, {
            bubbles: true,
            cancelable: true,
            composed: true,
            dataTransfer: transfer,
            clientX: x,
            clientY: y,
          }),
        );
      const start = from.getBoundingClientRect();
      const box = (to as Element).getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = lower ? box.top + box.height * 0.8 : box.top + box.height * 0.2;
      fire(from, 'dragstart', start.left + start.width / 2, start.top + start.height / 2);
      await pause();
      fire(to as Element, 'dragenter', x, y);
      // craft.js places its drop indicator on dragover: let it see the pointer rest over the target.
      for (let i = 0; i < 3; i += 1) {
        fire(to as Element, 'dragover', x, y + i);
        await pause();
      }
      fire(to as Element, 'drop', x, y + 2);
      fire(from, 'dragend', x, y + 2);
      await pause();
    },
    [targetElement, below] as const,
  );
}
