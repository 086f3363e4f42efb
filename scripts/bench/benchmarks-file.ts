/**
 * BENCHMARKS.md: the latest full `npm run bench` between two markers, written by the bench, and the
 * speed history below them, written by people and kept by every run. A run narrowed with `--only`
 * measures part of the site, so it leaves the file alone and writes its own results file instead.
 */
import fs from 'node:fs';

export const LATEST_START = '<!-- The latest full run, written by `npm run bench`. -->';
export const LATEST_END = '<!-- End of the latest run; everything below is kept by the bench. -->';

/** The file's new text: `latest` in place of the previous run, the rest of the file unchanged. */
export function withLatestRun(previous: string | undefined, latest: string): string {
  const block = `${LATEST_START}\n${latest.trim()}\n${LATEST_END}`;
  if (previous === undefined) return `# Benchmarks\n\n${block}\n`;
  const start = previous.indexOf(LATEST_START);
  const end = previous.indexOf(LATEST_END);
  if (start < 0 || end < start)
    throw new Error(
      `BENCHMARKS.md has lost its markers (${LATEST_START} … ${LATEST_END}); put them back around the latest run.`,
    );
  return previous.slice(0, start) + block + previous.slice(end + LATEST_END.length);
}

export function writeLatestRun(file: string, latest: string): void {
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  fs.writeFileSync(file, withLatestRun(previous, latest));
}
