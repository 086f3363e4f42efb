/**
 * The error messages a section of a docs page prints: its code fences without a language (where the pages
 * quote messages), and the text after "Production build:". Lines are compared without trailing spaces, since
 * some library messages end lines with a space that a page does not keep.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageSection } from './pageSection';

const root = path.resolve(__dirname, '../..');

export const normalizeMessage = (text: string): string =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();

/** The bare fences (```` ``` ```` with no language) of one section, each as one message, and each of their lines. */
export function quotedMessages(file: string, heading: string): string[] {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  const start = lines.findIndex((line) => /^#{2,4} /.test(line) && line.replace(/^#+ /, '').trim() === heading);
  if (start === -1) throw new Error(`${file} has no heading "${heading}"`);
  const level = lines[start].indexOf(' ');
  const fences: string[] = [];
  let fence: string[] | null = null;
  let inOtherCode = false;
  for (const line of lines.slice(start + 1)) {
    if (fence) {
      if (line.startsWith('```')) {
        fences.push(normalizeMessage(fence.join('\n')));
        fence = null;
      } else fence.push(line);
    } else if (inOtherCode) {
      if (line.startsWith('```')) inOtherCode = false;
    } else if (line === '```') fence = [];
    else if (line.startsWith('```')) inOtherCode = true;
    else if (/^#{2,4} /.test(line) && line.indexOf(' ') <= level) break;
  }
  return [...fences, ...fences.flatMap((text) => (text.includes('\n') ? text.split('\n') : []))];
}

/** What the section says a production build prints: the code span right after each "Production build:". */
export function productionMessages(file: string, heading: string): string[] {
  const found = [...pageSection(file, heading).matchAll(/Production build: `([^`]+)`/g)].map((m) => m[1]);
  if (found.length === 0) throw new Error(`${file} › ${heading} has no "Production build:" line`);
  return found;
}
