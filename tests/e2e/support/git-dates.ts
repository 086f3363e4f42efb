import { execFileSync } from 'node:child_process';
import path from 'node:path';

const SITE_DIR = path.resolve(__dirname, '../../..');

/** The day (YYYY-MM-DD) of the last commit that changed `file`, as git reports it: what "Last updated" shows. */
export const lastCommitDay = (file: string): string =>
  execFileSync('git', ['log', '-1', '--format=%cs', '--', file], { cwd: SITE_DIR, encoding: 'utf8' }).trim();
