/**
 * Live code blocks: what they add to a page (the block's chunk, the preview page's script, both
 * gzipped), the time from intent (the block scrolled into view) to the preview's first render,
 * keystroke to updated preview, and how long an endless loop in the sample (stopped by the preview's
 * loop guard) stalls the docs page. Each intent run is a cold browser context with the CPU
 * throttled 4×. The sandboxed preview is kept in the docs page's renderer (as Chrome on phones
 * does), so the throttle slows it too; an out-of-process frame would escape it.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from './browser';
import { LIVE_PREVIEW_PAGE, MESSAGE_TAG } from '../../config/live-preview';
import { BUILD_DIR } from './site-server';
import { percentile } from './stats';

const CPU_SLOWDOWN = 4;
const ROUTE = '/docs/overview';
const SAMPLE = 'a-first-editor';
const RENDERED = 'The preview shows the current code.';
const KEYS = 'abcdefghijklmnopqrst';

export interface LiveCodeResult {
  /** Scripts the docs page fetched on intent (the block's chunk), gzipped. */
  intentScripts: string[];
  intentScriptsGzipBytes: number;
  /** The preview page and its script, gzipped. */
  previewPageGzipBytes: number;
  previewScriptGzipBytes: number;
  /** Intent to the preview's first render, per cold run (CPU 4×). */
  intentToPreviewMs: number[];
  /** Keystroke in the editor to the preview rendering the new code (CPU 4×). */
  keystrokeP50Ms: number;
  keystrokeP95Ms: number;
  keystrokes: number;
  /** The docs page's longest timer stall while the preview runs an endless loop until the guard stops it. */
  runawayLoopStallMs: number;
}

const gzipBytes = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length;

function previewScript(): string {
  const html = fs.readFileSync(path.join(BUILD_DIR, LIVE_PREVIEW_PAGE), 'utf8');
  const src = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`bench live-code: no script in ${LIVE_PREVIEW_PAGE}`);
  return path.join(BUILD_DIR, src);
}

/** In the docs page: the times the preview said it rendered, and of each key pressed in the editor. */
function recordPreviewTimes(tag: string): void {
  const times = { rendered: [] as number[], keys: [] as number[] };
  (window as unknown as { liveTimes: typeof times }).liveTimes = times;
  window.addEventListener('message', (event) => {
    const data = event.data as { tag?: string; message?: { kind?: string } };
    if (data?.tag === tag && data.message?.kind === 'rendered') times.rendered.push(performance.now());
  });
  window.addEventListener('keydown', () => times.keys.push(performance.now()), true);
}

const liveTimes = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveTimes: { rendered: number[]; keys: number[] } }).liveTimes);

/** Sends the preview an endless loop; returns the docs page's longest timer stall until the block shows the error. */
async function stallDuringRunawayLoop(page: Page): Promise<number> {
  await page.evaluate(() => {
    const tick = 20;
    const stalls: number[] = [];
    let last = performance.now();
    window.setInterval(() => {
      const now = performance.now();
      stalls.push(now - last - tick);
      last = now;
    }, tick);
    (window as unknown as { docsStalls: number[] }).docsStalls = stalls;
  });
  const block = page.locator(`[data-live-sample="${SAMPLE}"]`);
  await block
    .getByRole('textbox', { name: /Code of the live sample/ })
    .fill('export default function App() {\n  while (true) {}\n}\n');
  await block.getByRole('alert').filter({ hasText: 'The preview stopped a loop' }).waitFor({ timeout: 30_000 });
  return Math.round(await page.evaluate(() => Math.max(...(window as unknown as { docsStalls: number[] }).docsStalls)));
}

export async function measureLiveCode(siteUrl: string, runs = 5): Promise<LiveCodeResult> {
  const browser = await chromium.launch({
    executablePath: SYSTEM_CHROMIUM,
    headless: true,
    args: [...CHROMIUM_FLAGS, '--disable-site-isolation-trials', '--disable-features=IsolateSandboxedIframes'],
  });
  const intentToPreviewMs: number[] = [];
  const keystrokes: number[] = [];
  let intentScripts: string[] = [];
  let runawayLoopStallMs = Number.NaN;
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.addInitScript(recordPreviewTimes, MESSAGE_TAG);
      await page.goto(`${siteUrl}${ROUTE}`, { waitUntil: 'networkidle' });
      const block = page.locator(`[data-live-sample="${SAMPLE}"]`);
      if ((await block.locator('iframe').count()) > 0)
        throw new Error(`bench live-code: "${SAMPLE}" loaded before any intent; pick a block further down`);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });

      const intentAt = await block.evaluate((element) => {
        const at = performance.now();
        element.scrollIntoView({ block: 'center' });
        return at;
      });
      await block.getByRole('status').filter({ hasText: RENDERED }).waitFor({ timeout: 30_000 });
      const first = (await liveTimes(page)).rendered[0];
      intentToPreviewMs.push(Math.round(first - intentAt));
      if (run === 0) intentScripts = scripts;

      // Keystrokes: a comment grows key by key; each one waits for the preview to render it.
      const code = block.getByRole('textbox', { name: /Code of the live sample/ });
      await code.click();
      await code.press('Control+End');
      await code.pressSequentially('\n// ');
      await page.waitForTimeout(500);
      for (const key of KEYS) {
        const before = (await liveTimes(page)).rendered.length;
        await page.keyboard.press(key);
        await page.waitForFunction(
          (count) => (window as unknown as { liveTimes: { rendered: number[] } }).liveTimes.rendered.length > count,
          before,
          { timeout: 10_000 },
        );
        const times = await liveTimes(page);
        keystrokes.push(Math.round(times.rendered.at(-1)! - times.keys.at(-1)!));
      }
      if (run === 0) runawayLoopStallMs = await stallDuringRunawayLoop(page);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const builtScript = (url: string) => path.join(BUILD_DIR, new URL(url).pathname);
  const previewPath = previewScript();
  return {
    intentScripts: intentScripts.map((url) => new URL(url).pathname),
    intentScriptsGzipBytes: intentScripts
      .filter((url) => !url.includes(path.basename(previewPath)))
      .reduce((sum, url) => sum + gzipBytes(builtScript(url)), 0),
    previewPageGzipBytes: gzipBytes(path.join(BUILD_DIR, LIVE_PREVIEW_PAGE)),
    previewScriptGzipBytes: gzipBytes(previewPath),
    intentToPreviewMs,
    keystrokeP50Ms: percentile(keystrokes, 50),
    keystrokeP95Ms: percentile(keystrokes, 95),
    keystrokes: keystrokes.length,
    runawayLoopStallMs,
  };
}
