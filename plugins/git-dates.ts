/**
 * The "Last updated" date of each doc, from git, for `npm start` and `npm run build` alike: Docusaurus's
 * own presets show a made-up date in development, and fail the build outside a git checkout. One
 * `git log` reads every file's last commit date when the site loads. A shallow clone's history stops at
 * its newest commits, so it would give many files a date that is too recent: then, as in a tree that is
 * no git checkout, pages get no date, and one warning says why.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { VcsConfig } from '@docusaurus/types';

export type GitDates =
  | {
      available: true;
      /** Absolute file path → `YYYY-MM-DD`, as `git log -1 --format=%cs -- <file>` prints it. */ byFile: Map<
        string,
        string
      >;
    }
  | { available: false; reason: string };

function git(cwd: string, args: string[]): string {
  return execFileSync('git', ['-c', 'log.showSignature=false', '-c', 'core.quotePath=false', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** Every tracked file's last commit date (the committer's calendar day), or why there are none. */
export function readGitDates(siteDir: string): GitDates {
  let state: string[];
  try {
    state = git(siteDir, ['rev-parse', '--is-inside-work-tree', '--is-shallow-repository', '--show-toplevel'])
      .trim()
      .split('\n');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return {
      available: false,
      reason: missing
        ? 'git is not installed'
        : `${siteDir} is not a git checkout (an unpacked archive or a copied tree)`,
    };
  }
  const [insideWorkTree, shallow, topLevel] = state;
  if (insideWorkTree !== 'true') return { available: false, reason: `${siteDir} is not inside a git work tree` };
  if (shallow === 'true') {
    return {
      available: false,
      reason:
        'the git checkout is a shallow clone, whose history cannot tell when each page last changed (`git fetch --unshallow` gives the dates)',
    };
  }
  const byFile = new Map<string, string>();
  let date = '';
  // Newest commit first, so a file's first appearance is its last change.
  for (const line of git(topLevel, ['log', '--format=%x00%cs', '--name-only']).split('\n')) {
    if (line.startsWith('\0')) date = line.slice(1);
    else if (line) {
      const file = path.join(topLevel, line);
      if (!byFile.has(file)) byFile.set(file, date);
    }
  }
  return { available: true, byFile };
}

/** `YYYY-MM-DD` as the timestamp the docs plugin stores: that day at 00:00 UTC, which the theme shows in UTC. */
export const dayTimestamp = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/**
 * Docusaurus's VCS hook (`future.experimental_vcs`) answering from {@link readGitDates}. Reads git again
 * each time the site loads (a reload of `npm start` sees new commits), and warns once for each reason
 * there are no dates, not once per page or per reload.
 */
export function gitDatesVcs(warn: (message: string) => void = console.warn): VcsConfig {
  let dates: GitDates = { available: false, reason: 'the site has not loaded yet' };
  const warned = new Set<string>();
  return {
    initialize({ siteDir }) {
      dates = readGitDates(siteDir);
      if (!dates.available && !warned.has(dates.reason)) {
        warned.add(dates.reason);
        warn(`[WARNING] Pages show no "Last updated" date: ${dates.reason}.`);
      }
    },
    getFileCreationInfo: async (_filePath: string) => null,
    getFileLastUpdateInfo: async (filePath: string) => {
      if (!dates.available) return null;
      const file = fs.existsSync(filePath) ? fs.realpathSync(filePath) : filePath;
      const day = dates.byFile.get(file) ?? dates.byFile.get(path.resolve(filePath));
      return day ? { timestamp: dayTimestamp(day), author: '' } : null;
    },
  };
}
