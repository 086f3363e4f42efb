import fs from 'node:fs';
import path from 'node:path';
import { docPages } from '../../scripts/support/docs-pages';

/** The API reference pages (the API Reference and Additional Packages categories), with their routes. */
export const API_PAGES: ReadonlyArray<{ file: string; route: string }> = docPages()
  .filter((page) => page.category === 'API Reference' || page.category === 'Additional Packages')
  .map(({ file, route }) => ({ file, route }));

export interface PageHeading {
  level: 2 | 3;
  /** Heading text as a reader sees it (inline code marks removed). */
  text: string;
}

export interface ApiReference {
  component: 'ApiSignature' | 'ApiMembers' | 'ApiMember';
  of: string;
  path?: string;
}

export interface ApiPageOutline {
  title: string;
  headings: PageHeading[];
  references: ApiReference[];
  usesInternalExports: boolean;
}

/** Reads the h2/h3 headings and ApiReference component uses of an MDX page, ignoring fenced code. */
export function readApiPage(siteDir: string, file: string): ApiPageOutline {
  const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
  const title = /^title:\s*"?(.*?)"?\s*$/m.exec(source)?.[1] ?? '';
  const prose = source.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
  const headings: PageHeading[] = [];
  for (const match of prose.matchAll(/^(#{2,3})\s+(.+?)\s*$/gm)) {
    headings.push({ level: match[1].length as 2 | 3, text: match[2].replace(/`/g, '') });
  }
  const references: ApiReference[] = [];
  for (const match of prose.matchAll(/<(ApiSignature|ApiMembers|ApiMember)\s+([^>]*?)\/>/g)) {
    const of = /\bof="([^"]+)"/.exec(match[2])?.[1];
    const memberPath = /\bpath="([^"]+)"/.exec(match[2])?.[1];
    if (of)
      references.push({
        component: match[1] as ApiReference['component'],
        of,
        ...(memberPath ? { path: memberPath } : {}),
      });
  }
  return { title, headings, references, usesInternalExports: /<InternalExports\s*\/>/.test(prose) };
}

/** Identifier-like words of a heading: `history.undo` → history, undo; `Canvas (deprecated)` → Canvas, deprecated. */
export function headingWords(text: string): string[] {
  return text.split(/[^A-Za-z0-9_$]+/).filter(Boolean);
}
