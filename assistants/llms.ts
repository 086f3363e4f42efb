/**
 * The index files for assistants (llmstxt.org): `llms.txt` lists every page's Markdown by sidebar
 * category, `llms-full.txt` is every page's Markdown in sidebar order. Both come from the catalog
 * the build makes from the site's own sidebar.
 */

export interface CatalogPage {
  /** Doc id, e.g. `api/useNode`. */
  id: string;
  title: string;
  description: string;
  /** Absolute URL of the HTML page. */
  url: string;
  /** Absolute URL of its Markdown (`…/docs/api/useNode.md`). */
  markdownUrl: string;
  /** The sidebar category it is listed under. */
  category: string;
  /** `YYYY-MM-DD` of the source's last commit, when the build had git history. */
  lastUpdated?: string;
}

export interface Catalog {
  siteTitle: string;
  summary: string;
  siteUrl: string;
  /** In sidebar order. */
  pages: CatalogPage[];
}

/** The file name the catalog is written to, next to llms.txt in the build. */
export const CATALOG_FILE = 'llms-pages.json';

/** `/docs/api/useNode` → `docs/api/useNode.md`, the Markdown file's path inside the build. */
export function markdownFileFor(permalink: string): string {
  return `${permalink.replace(/^\/+|\/+$/g, '')}.md`;
}

/** Pages grouped by category, categories in the order of their first page. */
export function categories(catalog: Catalog): Array<{ label: string; pages: CatalogPage[] }> {
  const groups = new Map<string, CatalogPage[]>();
  for (const page of catalog.pages) {
    if (!groups.has(page.category)) groups.set(page.category, []);
    groups.get(page.category)!.push(page);
  }
  return [...groups].map(([label, pages]) => ({ label, pages }));
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export function llmsTxt(catalog: Catalog): string {
  const lines = [`# ${catalog.siteTitle}`, '', `> ${oneLine(catalog.summary)}`, ''];
  for (const { label, pages } of categories(catalog)) {
    lines.push(`## ${label}`, '');
    for (const page of pages) {
      lines.push(`- [${page.title}](${page.markdownUrl})${page.description ? `: ${oneLine(page.description)}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Every page's Markdown, in sidebar order, each headed by its source URL. */
export function llmsFullTxt(catalog: Catalog, markdownOf: (page: CatalogPage) => string): string {
  const parts = [`# ${catalog.siteTitle}`, '', `> ${oneLine(catalog.summary)}`, ''];
  for (const page of catalog.pages) {
    const updated = page.lastUpdated ? [`Last updated: ${page.lastUpdated}`] : [];
    parts.push('---', '', `Source: ${page.url}`, ...updated, '', markdownOf(page).trimEnd(), '');
  }
  return parts.join('\n');
}
