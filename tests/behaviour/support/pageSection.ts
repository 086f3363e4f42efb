/**
 * The MDX source of one section of a docs page: from its heading to the next heading of the same or a higher
 * level. A claim about prose checks the section states the behaviour the test proves (one key phrase).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

export function pageSection(page: string, heading: string): string {
  const lines = readFileSync(path.join(root, 'docs', `${page}.mdx`), 'utf8').split('\n');
  const start = lines.findIndex((line) => /^#{1,6} /.test(line) && line.replace(/^#+ /, '') === heading);
  if (start < 0) throw new Error(`docs/${page}.mdx has no heading "${heading}"`);
  const level = lines[start].indexOf(' ');
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => {
    const match = /^(#{1,6}) /.exec(line);
    return match !== null && match[1].length <= level;
  });
  return (end < 0 ? rest : rest.slice(0, end)).join('\n');
}
