/**
 * Built Docusaurus HTML → DocSearch records (the shape the DocSearch crawler produces), so the
 * modal and the search page read our answers exactly as they read Algolia's.
 */
import { createHash } from 'node:crypto';
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
// The namespace import: Docusaurus loads plugins through jiti, whose default-export interop hides a named `z`.
import * as z from 'zod';
import { FIELD } from './bad-request';
import { HIERARCHY_LEVELS, type HierarchyLevel } from './hierarchy';

export { HIERARCHY_LEVELS };

// Error messages say what the record needs; FIELD becomes the record's place in the request.
const HIERARCHY_PROBLEM = `${FIELD} needs hierarchy with ${HIERARCHY_LEVELS.join(', ')} each a string or null.`;
const WEIGHT_PROBLEM = `${FIELD} needs weight {pageRank, level, position} of numbers.`;
const OBJECT_ID_PROBLEM = `${FIELD} needs a non-empty string objectID.`;
const heading = z.string({ error: HIERARCHY_PROBLEM }).nullable();
const weightNumber = z.number({ error: WEIGHT_PROBLEM });
const text = (field: string) => z.string({ error: `${FIELD} needs a string ${field}.` });

const RECORD_TYPES = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
const recordTypeSchema = z.enum(RECORD_TYPES, { error: `${FIELD} needs type: one of ${RECORD_TYPES.join(', ')}.` });
export type RecordType = z.infer<typeof recordTypeSchema>;

const hierarchySchema = z.object(
  { lvl0: heading, lvl1: heading, lvl2: heading, lvl3: heading, lvl4: heading, lvl5: heading, lvl6: heading },
  { error: HIERARCHY_PROBLEM },
);
const weightSchema = z.object(
  { pageRank: weightNumber, level: weightNumber, position: weightNumber },
  { error: WEIGHT_PROBLEM },
);

const docSearchRecordSchema = z.object(
  {
    objectID: z.string({ error: OBJECT_ID_PROBLEM }).min(1, { error: OBJECT_ID_PROBLEM }),
    url: text('url'),
    url_without_anchor: text('url_without_anchor'),
    language: text('language'),
    docusaurus_tag: text('docusaurus_tag'),
    anchor: z.string({ error: `${FIELD} needs anchor: a string or null.` }).nullable(),
    content: z.string({ error: `${FIELD} needs content: a string or null.` }).nullable(),
    type: recordTypeSchema,
    hierarchy: hierarchySchema,
    /** Algolia DocSearch custom ranking: higher `level` first, then lower `position` (order in the page). */
    weight: weightSchema,
    /** The page's front matter `keywords`, in readers' words: on its title record only, so they name the page. */
    keywords: z.optional(z.array(z.string(), { error: `${FIELD} needs keywords: a list of strings.` })),
  },
  { error: `${FIELD} must be an object.` },
);
export type DocSearchRecord = z.infer<typeof docSearchRecordSchema>;
export type Hierarchy = DocSearchRecord['hierarchy'];

/**
 * A record as a writer sends it or the index file holds it: a DocSearch record (our engine ranks
 * only those), with any other attributes kept as sent, as Algolia keeps them.
 */
export const writtenRecordSchema = docSearchRecordSchema
  .extend({ hierarchy: hierarchySchema.loose(), weight: weightSchema.loose() })
  .loose();

export interface PageInput {
  /** The page's HTML as written by `docusaurus build`. */
  html: string;
  /** Route path, e.g. `/docs/api/useNode`. */
  path: string;
  /** Site origin + base, e.g. `https://craft.js.org`. */
  siteUrl: string;
}

/** Used when a page is in no sidebar category (so every hit still has a group). */
export const FALLBACK_LVL0 = 'Documentation';

const HEADINGS = 'h1, h2, h3, h4, h5, h6';
/** Content blocks: paragraphs, list items, table cells, and code (for its identifiers). */
const BLOCKS = 'p, li, td, th, pre';
const HEADING_AND_BLOCK_TAGS = new Set([...HEADINGS.split(', '), ...BLOCKS.split(', ')]);
const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};
/**
 * A code block's record keeps its first whole lines up to this many characters: the imports and the
 * signature, which name what the example uses. A whole listing repeats the words every page has
 * (props, node, editor) and made one record match any long question: measured on the relevance sets,
 * 2,000 characters gave 0.558 @1 on real questions and 200 gave 0.605, with the written set unchanged.
 */
const MAX_CODE_CHARS = 200;

/** Every record of one built doc page, in document order. Empty for pages that are not docs. */
export function extractRecords({ html, path, siteUrl }: PageInput): DocSearchRecord[] {
  // htmlparser2 in HTML mode (cheerio's `xml.xmlMode: false`): the pages are React's well-formed output, which it
  // reads as parse5 does at half the cost, a cost every built page pays.
  const $ = cheerio.load(html, { xml: { xmlMode: false, decodeEntities: true } });
  const markdown = $('.theme-doc-markdown').first();
  if (markdown.length === 0) return [];

  const urlWithoutAnchor = new URL(path, ensureTrailingSlash(siteUrl)).href;
  // The page's own element and head are looked up by their place, not by a selector over the whole page.
  const page = $.root().children('html');
  const head = page.children('head');
  const meta = (name: string) => head.children(`meta[name="${name}"]`).attr('content');
  const language = meta('docsearch:language') || page.attr('lang') || 'en';
  const tag = meta('docsearch:docusaurus_tag') || meta('docusaurus_tag') || 'default';

  const keywords = pageKeywords(meta('keywords'));
  const hierarchy: Hierarchy = emptyHierarchy();
  hierarchy.lvl0 = categoryOf($) ?? FALLBACK_LVL0;
  let anchor: string | null = null;
  const records: Omit<DocSearchRecord, 'objectID'>[] = [];

  const push = (type: RecordType, content: string | null): void => {
    records.push({
      url: anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor,
      url_without_anchor: urlWithoutAnchor,
      anchor,
      type,
      content,
      hierarchy: { ...hierarchy },
      weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position: records.length },
      language,
      docusaurus_tag: tag,
      ...(type === 'lvl1' && keywords.length > 0 ? { keywords } : {}),
    });
  };

  headingsAndBlocks(markdown.get(0)!).forEach((node) => {
    const el = $(node);
    const name = node.tagName.toLowerCase();
    if (/^h[1-6]$/.test(name)) {
      const depth = Number(name[1]);
      const text = headingText(node);
      if (!text) return;
      const level = `lvl${depth}` as Exclude<HierarchyLevel, 'lvl0'>;
      hierarchy[level] = text;
      for (let d = depth + 1; d <= 6; d += 1) hierarchy[`lvl${d}` as HierarchyLevel] = null;
      // The h1 is the page itself: its record points at the page, not at an anchor.
      anchor = depth === 1 ? null : (el.attr('id') ?? anchor);
      push(level, null);
      return;
    }
    // Tab labels are controls, not content.
    if (el.is('[role="tab"]')) return;
    // A block inside another block (a `p` in an `li`, a `pre` in a `td`) gets its own record;
    // the outer block keeps only its own text (see ownText).
    const text = name === 'pre' ? codeText(node) : ownText(node);
    if (!text) return;
    if (!hierarchy.lvl1) hierarchy.lvl1 = head.children('title').text().split(' | ')[0]?.trim() || null;
    push('content', text);
  });

  return withStableIds(records);
}

/**
 * The headings and blocks under `root`, in document order, as a selector of HEADINGS and BLOCKS finds them, but
 * without looking inside code blocks: their lines and type popups hold neither, and are most of a typed page.
 */
function headingsAndBlocks(root: Element, found: Element[] = []): Element[] {
  for (const child of root.children) {
    if (child.type !== 'tag') continue;
    if (HEADING_AND_BLOCK_TAGS.has(child.name)) found.push(child);
    if (child.name !== 'pre') headingsAndBlocks(child, found);
  }
  return found;
}

/** The page's `<meta name="keywords">`, which Docusaurus writes from the front matter's `keywords`. */
function pageKeywords(content = ''): string[] {
  return content
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

function emptyHierarchy(): Hierarchy {
  return { lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

function ensureTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * The page's sidebar category: the first category in the breadcrumbs (Docusaurus renders them from
 * the sidebar), else the top-level category holding the active sidebar link.
 */
function categoryOf($: cheerio.CheerioAPI): string | null {
  const crumbs = $('.theme-doc-breadcrumbs .breadcrumbs__item')
    .not('.breadcrumbs__item--active')
    .toArray()
    .map((li) => clean($(li).text()))
    .filter(Boolean);
  if (crumbs.length > 0) return crumbs[0];

  const active = $('.theme-doc-sidebar-menu a.menu__link[aria-current="page"]').first();
  const topCategory = active.parents('.theme-doc-sidebar-item-category-level-1').first();
  const label = clean(topCategory.find('.menu__link--sublist').first().text());
  return label || null;
}

/** Heading text without Docusaurus' hash-link ("#" / zero-width space). */
function headingText(node: Element): string {
  return clean(textOf(node, false, isHashLink));
}

const hasClass = (node: Element, name: string): boolean => (node.attribs.class ?? '').split(/\s+/).includes(name);
const isHashLink = (node: Element): boolean => hasClass(node, 'hash-link');
/** What a block's own text leaves out: the blocks nested in it (those get their own records), links, buttons. */
const NOT_OWN = new Set([...BLOCKS.split(', '), 'ul', 'ol', 'table', 'button']);
const isNotOwn = (node: Element): boolean => NOT_OWN.has(node.name) || isHashLink(node);

/** A block's text without the blocks nested in it (those get their own records). */
function ownText(node: Element): string {
  return clean(node.children.map((child) => textOf(child, false, isNotOwn)).join(''));
}

/**
 * Code keeps one line per line (Shiki's `span.line` each; other code's `<br>` would otherwise glue identifiers),
 * as written: without the names' type popups. Read in place, and only as far as the record keeps: a block's
 * popups can hold more text than its code.
 */
function codeText(node: Element): string {
  const lines = linesIn(node, []);
  const compact = (text: string) => text.replace(/\s+/g, ' ').trim();
  if (lines.length > 0)
    return firstLines(
      lines.map((line) => () => compact(textOf(line, false, isPopup))),
      MAX_CODE_CHARS,
    );
  const texts = textOf(node, true, isPopup).split('\n').map(compact);
  return firstLines(
    texts.map((text) => () => text),
    MAX_CODE_CHARS,
  );
}

/** A names' type popup (plugins/code-highlight), whose text is not the code's. */
const isPopup = (node: AnyNode): node is Element => node.type === 'tag' && node.attribs.role === 'tooltip';

/** Shiki's lines (`span.line`) under `node`, in order, none inside a popup. */
function linesIn(node: AnyNode, lines: Element[]): Element[] {
  if (!('children' in node) || isPopup(node)) return lines;
  for (const child of node.children) {
    if (child.type === 'tag' && (child.attribs.class ?? '').split(/\s+/).includes('line')) lines.push(child);
    else linesIn(child, lines);
  }
  return lines;
}

/**
 * The text under `node` as `.text()` reads it, read in place rather than on a copy: without the elements `skip`
 * names; with `breaks`, a `<br>` as a line break.
 */
function textOf(node: AnyNode, breaks: boolean, skip: (element: Element) => boolean): string {
  if (node.type === 'text') return node.data;
  if (node.type === 'comment' || (node.type === 'tag' && skip(node))) return '';
  if (breaks && node.type === 'tag' && node.name === 'br') return '\n';
  return 'children' in node ? node.children.map((child) => textOf(child, breaks, skip)).join('') : '';
}

/**
 * The first non-empty lines whose total length stays within `max` characters (the first line at least, cut to
 * `max`); each line is read only when it is reached.
 */
function firstLines(lines: Array<() => string>, max: number): string {
  const kept: string[] = [];
  let length = 0;
  for (const read of lines) {
    const line = read();
    if (!line) continue;
    if (kept.length > 0 && length + 1 + line.length > max) break;
    kept.push(line.slice(0, max));
    length += (kept.length > 1 ? 1 : 0) + line.length;
  }
  return kept.join('\n');
}

function clean(text: string): string {
  return text
    .replace(/[\u200B\u00AD]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * objectID = hash of what the record says and where. Unchanged content keeps its id across builds;
 * identical blocks on one page are told apart by their occurrence number, not by position, so an
 * edit elsewhere on the page does not renumber them. 12 hex digits (48 bits): ids do not compress, and
 * 12 digits instead of 20 take 12 KiB off the gzipped index a static host sends (budget 160 KiB); two of
 * even 100,000 records share one with a chance of about 1 in 50,000, and `assertUniqueIds` stops the
 * build if it ever happens.
 */
const OBJECT_ID_DIGITS = 12;

function withStableIds(records: Omit<DocSearchRecord, 'objectID'>[]): DocSearchRecord[] {
  const seen = new Map<string, number>();
  return records.map((record) => {
    const key = JSON.stringify([record.url, record.type, record.hierarchy, record.content]);
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    const objectID = createHash('sha1').update(`${key}\u0000${occurrence}`).digest('hex').slice(0, OBJECT_ID_DIGITS);
    return { objectID, ...record };
  });
}

/** Records of the whole site must not share an id: the index would keep only one of them. */
export function assertUniqueIds(records: DocSearchRecord[]): void {
  const urls = new Map<string, string>();
  for (const { objectID, url } of records) {
    const other = urls.get(objectID);
    if (other !== undefined)
      throw new Error(
        `Two search records share the objectID ${objectID} (${other} and ${url}). Lengthen OBJECT_ID_DIGITS in search/records.ts.`,
      );
    urls.set(objectID, url);
  }
}

export interface PageSummary {
  title: string;
  description: string | null;
  path: string;
  category: string | null;
  siteUrl: string;
  /** Front matter `keywords`, which the built page's title record carries too. */
  keywords?: string[];
}

/**
 * Records for a page known only by its metadata (title, description, sidebar category): what the
 * dev server searches before any build exists. Same shape and ids scheme as extracted records.
 */
export function summaryRecords({
  title,
  description,
  path,
  category,
  siteUrl,
  keywords = [],
}: PageSummary): DocSearchRecord[] {
  const url = new URL(path, ensureTrailingSlash(siteUrl)).href;
  const hierarchy: Hierarchy = { ...emptyHierarchy(), lvl0: category ?? FALLBACK_LVL0, lvl1: title };
  const base = {
    url,
    url_without_anchor: url,
    anchor: null,
    hierarchy,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  };
  const records: Omit<DocSearchRecord, 'objectID'>[] = [
    {
      ...base,
      type: 'lvl1',
      content: null,
      weight: { pageRank: 0, level: LEVEL_WEIGHT.lvl1, position: 0 },
      ...(keywords.length > 0 ? { keywords } : {}),
    },
  ];
  if (description) {
    records.push({
      ...base,
      hierarchy: { ...hierarchy },
      type: 'content',
      content: description,
      weight: { pageRank: 0, level: 0, position: 1 },
    });
  }
  return withStableIds(records);
}
