/**
 * The prose of one section of a docs page, so a claim's test also checks that the page states what the
 * test proves (a test of the behaviour alone passes whatever the page says).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** Text from the heading line `## heading` (any level) to the next heading of the same or a higher level. */
export function sectionText(page: string, heading: string): string {
  const lines = readFileSync(path.join(root, 'docs', `${page}.mdx`), 'utf8').split('\n');
  const start = lines.findIndex((line) => /^#{2,6} /.test(line) && line.replace(/^#+ /, '') === heading);
  if (start < 0) throw new Error(`docs/${page}.mdx has no heading "${heading}"`);
  const level = lines[start].indexOf(' ');
  const end = lines.findIndex((line, i) => i > start && /^#{2,6} /.test(line) && line.indexOf(' ') <= level);
  // Joined with spaces: a statement may wrap over several lines of the source.
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join(' ')
    .replace(/\s+/g, ' ');
}
