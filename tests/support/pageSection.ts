/**
 * The prose of one section of a docs page (from its heading to the next heading of the same or a higher
 * level), with code blocks left out, so a test can check that the page states a behaviour it proved.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export function pageSection(file: string, heading: string): string {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  const start = lines.findIndex((line) => /^#{2,4} /.test(line) && line.replace(/^#+ /, '').trim() === heading);
  if (start === -1) throw new Error(`${file} has no heading "${heading}"`);
  const level = lines[start].indexOf(' ');
  const section: string[] = [];
  let inCode = false;
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('```')) inCode = !inCode;
    else if (!inCode && /^#{2,4} /.test(line) && line.indexOf(' ') <= level) break;
    else if (!inCode) section.push(line);
  }
  return section.join('\n').replace(/\s+/g, ' ');
}
