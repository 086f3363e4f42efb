/** Cold and warm `docusaurus build`: wall time, peak memory, and the stages our plugins report. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './site-server';

export interface BuildCost {
  wallSeconds: number;
  peakRssMiB: number;
  /** User + system CPU time: steadier than wall time when others share the machine. */
  cpuSeconds: number;
  stages: Record<string, number>;
}

/** Lines our plugins print, e.g. "[examples] built 2 examples in 6.1 s". */
const STAGE_LINE = /^\[(examples|search|api-types|social-cards)\][^\n]*? in ([\d.]+) ?s\b/gm;

export function coldBuild(): BuildCost {
  // Cold: no output and no caches (webpack keeps one in node_modules/.cache).
  for (const dir of ['build', '.docusaurus', '.examples-build', 'node_modules/.cache'])
    fs.rmSync(path.join(ROOT, dir), { recursive: true, force: true });
  return timedBuild();
}

/** Warm: the same build again, with the caches the last one left (social cards, examples, Rspack). */
export const warmBuild = (): BuildCost => timedBuild();

function timedBuild(): BuildCost {
  const started = process.hrtime.bigint();
  // GNU time reports the peak resident set size of the whole process tree's largest member.
  const run = spawnSync('/usr/bin/time', ['-v', 'npx', 'docusaurus', 'build'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) throw new Error(`The build failed:\n${run.stdout}\n${run.stderr}`);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr);
  const cpu = ['User', 'System'].map((kind) =>
    Number(new RegExp(`${kind} time \\(seconds\\): ([\\d.]+)`).exec(run.stderr)?.[1]),
  );
  const stages: Record<string, number> = {};
  for (const match of `${run.stdout}\n${run.stderr}`.matchAll(STAGE_LINE)) stages[match[1]] = Number(match[2]);
  // The rest is Docusaurus itself: MDX, webpack bundles for client and server, static pages.
  stages.site = Math.round((wallSeconds - Object.values(stages).reduce((sum, s) => sum + s, 0)) * 10) / 10;
  return { wallSeconds, peakRssMiB: rss ? Number(rss[1]) / 1024 : Number.NaN, cpuSeconds: cpu[0] + cpu[1], stages };
}
