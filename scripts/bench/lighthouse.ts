/** Lighthouse on the system Chromium, mobile and desktop presets, several runs each; medians. */
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from './browser';
import { median } from './stats';

export const LIGHTHOUSE_PAGES = ['/', '/docs/overview', '/docs/api/useNode', '/docs/guides/basic-tutorial', '/search?q=node'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseSummary {
  page: string;
  preset: 'mobile' | 'desktop';
  runs: number;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failingAudits: string[];
}

interface LhResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; scoreDisplayMode: string; numericValue?: number; title: string }>;
}

export async function runLighthouse(baseUrl: string, runs: number): Promise<LighthouseSummary[]> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: SYSTEM_CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const summaries: LighthouseSummary[] = [];
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const results: LhResult[] = [];
        for (let i = 0; i < runs; i += 1) {
          const runner = await lighthouse(
            new URL(page, baseUrl).toString(),
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!runner) throw new Error(`Lighthouse returned nothing for ${page}`);
          results.push(runner.lhr as unknown as LhResult);
        }
        const scoreOf = (c: string) => median(results.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100)));
        const metric = (id: string) => median(results.map((r) => r.audits[id]?.numericValue ?? Number.NaN));
        const failing = new Set<string>();
        for (const r of results) {
          for (const [id, audit] of Object.entries(r.audits)) {
            const scored = audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric' || audit.scoreDisplayMode === 'metricSavings';
            if (scored && audit.score !== null && audit.score < 0.9) failing.add(id);
          }
        }
        summaries.push({
          page,
          preset,
          runs,
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, scoreOf(c)])) as LighthouseSummary['scores'],
          lcpMs: metric('largest-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          failingAudits: [...failing].sort(),
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  return summaries;
}
