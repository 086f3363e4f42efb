/** Lighthouse on the system Chromium, mobile and desktop presets, several runs each; medians. */
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from './browser';
import { median } from './stats';

export const LIGHTHOUSE_PAGES = [
  '/',
  '/docs/overview',
  '/docs/api/useNode',
  '/docs/guides/basic-tutorial',
  '/docs/concepts/editor',
  '/search?q=node',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseSummary {
  page: string;
  preset: 'mobile' | 'desktop';
  runs: number;
  /** Medians over the runs. */
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** The performance score of each run (the noisiest number, so its range is shown). */
  performanceRuns: number[];
  /** Runs Lighthouse could not score (its runtime error), run again and left out of the medians. */
  erroredRuns: string[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU (median); the mobile scores are comparable only between similar values. */
  benchmarkIndex: number;
  failingAudits: string[];
}

export interface LhResult {
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; scoreDisplayMode: string; numericValue?: number; title: string }>;
}

/** A run that takes longer than this is abandoned (its Chromium killed) and reported as missing. */
const RUN_TIMEOUT_MS = 180_000;

/** Why a run has no performance score (a timeout, or Lighthouse's runtime error); undefined when it has one. */
export function runError(result: LhResult | null): string | undefined {
  if (!result) return 'no result';
  if (result.runtimeError) return `${result.runtimeError.code}: ${result.runtimeError.message}`;
  if (typeof result.categories.performance?.score !== 'number') return 'no performance score';
  return undefined;
}

export type Preset = 'mobile' | 'desktop';

export async function runLighthouse(
  baseUrl: string,
  runs: number,
  pages: readonly string[] = LIGHTHOUSE_PAGES,
  presets: readonly Preset[] = ['mobile', 'desktop'],
): Promise<LighthouseSummary[]> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');

  // A fresh Chromium per run: no cache or state carries over, and one stuck run cannot stall the rest.
  async function once(url: string, preset: Preset): Promise<LhResult | null> {
    const chrome = await chromeLauncher.launch({
      chromePath: SYSTEM_CHROMIUM,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    let timer: NodeJS.Timeout | undefined;
    try {
      const run = lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        preset === 'desktop' ? desktopConfig : undefined,
      ).then((runner) => (runner?.lhr as unknown as LhResult) ?? null);
      const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), RUN_TIMEOUT_MS)));
      return await Promise.race([run, timeout]);
    } finally {
      clearTimeout(timer);
      await chrome.kill();
    }
  }

  const summaries: LighthouseSummary[] = [];
  for (const page of pages) {
    for (const preset of presets) {
      const results: LhResult[] = [];
      const erroredRuns: string[] = [];
      // A run Lighthouse could not score is run again (at most `runs` times in all), never counted as 0.
      for (let i = 0; i < runs + Math.min(erroredRuns.length, runs); i += 1) {
        const started = Date.now();
        const result = await once(new URL(page, baseUrl).toString(), preset);
        const took = ((Date.now() - started) / 1000).toFixed(1);
        const error = runError(result);
        if (error) erroredRuns.push(error);
        else results.push(result!);
        const perf = error ?? Math.round(result!.categories.performance!.score! * 100);
        console.error(`[lighthouse] ${page} ${preset} run ${i + 1}: performance ${perf} (${took} s)`);
      }
      if (results.length === 0) throw new Error(`Lighthouse gave no result for ${page} (${preset}) in ${runs} runs.`);
      const scoreOf = (c: string) => median(results.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100)));
      const metric = (id: string) => median(results.map((r) => r.audits[id]?.numericValue ?? Number.NaN));
      const failing = new Set<string>();
      for (const r of results) {
        for (const [id, audit] of Object.entries(r.audits)) {
          const scored =
            audit.scoreDisplayMode === 'binary' ||
            audit.scoreDisplayMode === 'numeric' ||
            audit.scoreDisplayMode === 'metricSavings';
          if (scored && audit.score !== null && audit.score < 0.9) failing.add(id);
        }
      }
      summaries.push({
        page,
        preset,
        runs: results.length,
        erroredRuns,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, scoreOf(c)])) as LighthouseSummary['scores'],
        performanceRuns: results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        benchmarkIndex: median(results.map((r) => r.environment?.benchmarkIndex ?? Number.NaN)),
        failingAudits: [...failing].sort(),
      });
    }
  }
  return summaries;
}
