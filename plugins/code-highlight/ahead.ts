/**
 * Highlights the docs' fenced code blocks while the build is still loading content (the main thread
 * mostly waits then, on the API types' worker), into the highlighter's per-process memo: when a page's
 * remark step asks for the same block, its HTML is ready, and the grammars are compiled already.
 * It stops when content has loaded, so a build whose bundler cache holds the pages wastes no time on it.
 * A block read differently here than by remark costs a wasted highlight, never a wrong one: the memo
 * is keyed by language, meta and code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CodeHighlighter } from './highlight';
import { metaWithoutLive } from '../live-code/remark';
import { showsTypes } from './code-types';

export interface Fence {
  language: string;
  meta: string;
  code: string;
}

/** A top-level fence as CommonMark reads it: language, the rest of the info string, the lines up to the closing fence. */
const FENCE = /^(`{3,})([^\s`]*)[ \t]*([^\n`]*?)[ \t]*\n([\s\S]*?)\n?^\1[ \t]*$/gm;

/** The fenced blocks of an MDX page as the remark step highlights them: language lowercased, a live block's meta without `live`. */
export function fencesOf(mdx: string): Fence[] {
  return [...mdx.matchAll(FENCE)]
    .filter((match) => match[2] !== '')
    .map((match) => ({ language: match[2].toLowerCase(), meta: metaWithoutLive(match[3]), code: match[4] }));
}

/**
 * Highlights the fences of the docs' pages, yielding between blocks so other plugins' work goes on,
 * until `stop()` says content has loaded: after that, the bundler compiles the pages, and a warm
 * bundler cache compiles none of them, so what is left is for the remark step to ask for.
 */
export async function highlightAhead(
  docsDir: string,
  highlighter: CodeHighlighter,
  stop: () => boolean,
): Promise<number> {
  const pages = fs.readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mdx'));
  let blocks = 0;
  for (const page of pages) {
    for (const fence of fencesOf(fs.readFileSync(path.join(docsDir, page), 'utf8'))) {
      if (stop()) return blocks;
      // An unknown language is the remark step's error to report, with the page and line.
      if (!highlighter.knows(fence.language)) continue;
      // Those are highlighted with their types (typed-blocks.ts), which a worker computes meanwhile.
      if (showsTypes(fence.language, fence.meta)) continue;
      highlighter.highlight(fence.code, fence.language, fence.meta);
      blocks += 1;
      await nextTurn();
    }
  }
  return blocks;
}
