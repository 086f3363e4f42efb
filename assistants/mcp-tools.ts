/**
 * What the MCP tools answer, from the last build: the page catalog and Markdown files the llms
 * plugin wrote, and our search engine (the one behind the search modal, so results rank alike).
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { SearchEngine } from '../search/engine';
import { HIERARCHY_LEVELS, type DocSearchRecord } from '../search/records';
import { CATALOG_FILE, markdownFileFor, type Catalog, type CatalogPage } from './llms';
import { MAX_HITS_PER_PAGE, MAX_QUERY_LENGTH } from '../search/search-limits';

export const DEFAULT_SEARCH_LIMIT = 5;
export const MAX_SEARCH_LIMIT = 20;

export const searchDocsInput = z.strictObject({
  query: z
    .string()
    .trim()
    .min(1)
    .max(MAX_QUERY_LENGTH)
    .describe('Words to look for, e.g. "useNode setProp" or "save and load state".'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(MAX_SEARCH_LIMIT)
    .optional()
    .describe(`How many results to return (1–${MAX_SEARCH_LIMIT}, default ${DEFAULT_SEARCH_LIMIT}).`),
});
export const listPagesInput = z.strictObject({});
export const getPageInput = z.strictObject({
  path: z
    .string()
    .min(1)
    .max(2048)
    .describe(
      'The page: its URL, its path ("/docs/api/useNode") or its id ("api/useNode"), as search_docs and list_pages return them.',
    ),
});

export interface SearchResult {
  page: string;
  heading: string | null;
  snippet: string;
  url: string;
  markdownUrl: string;
}

/** A bad path or an unknown page: the caller's mistake, answered as invalid params. */
export class PageRequestError extends Error {}

export interface DocsSource {
  catalog(): Catalog;
  markdown(page: CatalogPage): string;
  engine(): SearchEngine | null;
}

/** Reads the build folder on each call, so a new build is served without a restart. */
export function buildDocsSource(buildDir: string, engine: () => SearchEngine | null): DocsSource {
  return {
    catalog() {
      const file = path.join(buildDir, CATALOG_FILE);
      if (!fs.existsSync(file)) throw new Error(`No ${CATALOG_FILE} in ${buildDir}. Run \`npm run build\` first.`);
      return JSON.parse(fs.readFileSync(file, 'utf8')) as Catalog;
    },
    markdown(page) {
      return fs.readFileSync(path.join(buildDir, markdownFileFor(new URL(page.url).pathname)), 'utf8');
    },
    engine,
  };
}

function headingOf(record: DocSearchRecord): string | null {
  if (record.type !== 'content') return record.hierarchy[record.type] ?? null;
  for (const level of [...HIERARCHY_LEVELS].reverse()) {
    if (level === 'lvl0' || level === 'lvl1') break;
    if (record.hierarchy[level]) return record.hierarchy[level];
  }
  return null;
}

export function searchDocs(source: DocsSource, input: z.infer<typeof searchDocsInput>): SearchResult[] {
  const engine = source.engine();
  if (!engine) throw new Error('The search index is not loaded. Run `npm run build` first.');
  const limit = input.limit ?? DEFAULT_SEARCH_LIMIT;
  const markdownUrls = new Map(source.catalog().pages.map((p) => [p.url, p.markdownUrl]));
  const answer = engine.search({
    query: input.query,
    // Several records can share one URL (a page's paragraphs before its first heading); enough hits
    // for `limit` different URLs even when one page holds many of the best.
    hitsPerPage: Math.min(limit * 10, MAX_HITS_PER_PAGE),
    attributesToSnippet: ['content:30'],
    highlightPreTag: '',
    highlightPostTag: '',
    attributesToHighlight: [],
  });
  const results: SearchResult[] = [];
  const seen = new Set<string>();
  for (const hit of answer.hits) {
    const record = hit as unknown as DocSearchRecord & { _snippetResult?: { content?: { value: string } } };
    if (seen.has(record.url)) continue;
    seen.add(record.url);
    const pageUrl = record.url_without_anchor.replace(/\/$/, '');
    results.push({
      page: record.hierarchy.lvl1 ?? record.hierarchy.lvl0 ?? pageUrl,
      heading: headingOf(record),
      snippet: record._snippetResult?.content?.value ?? record.content ?? '',
      url: record.url,
      markdownUrl: markdownUrls.get(pageUrl) ?? `${pageUrl}.md`,
    });
    if (results.length === limit) break;
  }
  return results;
}

export function listPages(source: DocsSource) {
  return source.catalog().pages.map(({ title, description, url, markdownUrl, category }) => ({
    title,
    description,
    category,
    url,
    markdownUrl,
  }));
}

/** A page by URL, path or id; only pages of the docs catalog, so nothing outside docs/ is ever read. */
export function findPage(source: DocsSource, requested: string): CatalogPage {
  const catalog = source.catalog();
  let pathname = requested.trim();
  try {
    const url = new URL(pathname);
    if (url.origin !== new URL(catalog.siteUrl).origin)
      throw new PageRequestError(`"${requested}" is not a page of ${catalog.siteUrl}.`);
    pathname = url.pathname;
  } catch (error) {
    if (error instanceof PageRequestError) throw error;
  }
  pathname = pathname.replace(/[?#].*$/s, '');
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    throw new PageRequestError(`"${requested}" is not a valid path.`);
  }
  const segments = pathname.replace(/\.md$/, '').split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || s === '.' || s.includes('\\') || s.includes('\0'))) {
    throw new PageRequestError(`"${requested}" is outside docs/: only documentation pages can be read.`);
  }
  if (segments[0] === 'docs') segments.shift();
  else if (pathname.startsWith('/'))
    throw new PageRequestError(`"${requested}" is outside docs/: only documentation pages can be read.`);
  const id = segments.join('/');
  const page = catalog.pages.find((p) => p.id === id);
  if (!page) throw new PageRequestError(`No documentation page "${requested}". Call list_pages for every page's URL.`);
  return page;
}

export function getPage(
  source: DocsSource,
  input: z.infer<typeof getPageInput>,
): { page: CatalogPage; markdown: string } {
  const page = findPage(source, input.path);
  return { page, markdown: source.markdown(page) };
}
