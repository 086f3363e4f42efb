/**
 * Cold and warm `docusaurus build`: wall time, peak memory, Docusaurus's own phases (its perf logger)
 * and the steps our plugins report. The phases follow one another; our steps run inside them, some
 * beside others (worker threads), so they do not add up to the wall time.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './site-server';

/** What a build writes beside the sources (all git-ignored): what a fresh clone lacks. */
export const GENERATED_FOLDERS = [
  'build',
  '.docusaurus',
  '.examples-build',
  '.live-preview-build',
  'node_modules/.cache',
];

export interface BuildCost {
  wallSeconds: number;
  peakRssMiB: number;
  /** User + system CPU time: steadier than wall time when others share the machine. */
  cpuSeconds: number;
  /** Our plugins' steps, each as the plugin reports it. */
  stages: Record<string, number>;
  /** Docusaurus's phases in order: loading content, bundling, static pages, the plugins' postBuild. */
  phases: Record<string, number>;
}

/** Lines our plugins print, e.g. "[examples] built 2 examples in 6.1 s". */
const STAGE_LINE =
  /^\[(examples|live-code|api-types|search|llms|code-highlight|code-types|social-cards)\][^\n]*? in ([\d.]+) ?s\b/gm;
/** Docusaurus's perf logger, e.g. "[PERF] Build > en > Bundling with rspack - 6.24 seconds! - (Heap …)". */
const PHASE_LINE =
  /^\[PERF\] Build > [\w-]+ > (Load site|Bundling with rspack|SSG|postBuild\(\)) - ([\d.]+) (ms|seconds)/gm;

/**
 * `site`: the site folder to build (default: this one; the scale stage builds a copy). `env`: what the build
 * is given besides this process's environment (CODE_TYPES=0 builds the samples without their types).
 */
export function coldBuild(site = ROOT, env: Record<string, string> = {}): BuildCost {
  // Cold as a fresh clone: no output and no caches (Rspack's and our plugins' in node_modules/.cache, and the
  // transpiled config and plugins that jiti and tsx keep in the temp folder, here a new empty one).
  for (const dir of GENERATED_FOLDERS) fs.rmSync(path.join(site, dir), { recursive: true, force: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cold-'));
  try {
    return timedBuild(site, { ...env, TMPDIR: tmp });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** Warm: the same build again, with the caches the last one left (social cards, examples, Rspack). */
export const warmBuild = (): BuildCost => timedBuild(ROOT);

function timedBuild(site: string, env: Record<string, string> = {}): BuildCost {
  const started = process.hrtime.bigint();
  // GNU time reports the peak resident set size of the whole process tree's largest member.
  const run = spawnSync('/usr/bin/time', ['-v', 'npx', 'docusaurus', 'build'], {
    cwd: site,
    env: { ...process.env, ...env, DOCUSAURUS_PERF_LOGGER: 'true' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) throw new Error(`The build failed:\n${run.stdout}\n${run.stderr}`);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr);
  const cpu = ['User', 'System'].map((kind) =>
    Number(new RegExp(`${kind} time \\(seconds\\): ([\\d.]+)`).exec(run.stderr)?.[1]),
  );
  const output = `${run.stdout}\n${run.stderr}`;
  const stages: Record<string, number> = {};
  for (const match of output.matchAll(STAGE_LINE)) stages[match[1]] = Number(match[2]);
  const phases: Record<string, number> = {};
  for (const [, phase, value, unit] of output.matchAll(PHASE_LINE))
    phases[phase.replace('()', '')] = Math.round((unit === 'ms' ? Number(value) / 1000 : Number(value)) * 100) / 100;
  return {
    wallSeconds,
    peakRssMiB: rss ? Number(rss[1]) / 1024 : Number.NaN,
    cpuSeconds: cpu[0] + cpu[1],
    stages,
    phases,
  };
}
