/** The assistants' page catalog from the docs plugin's loaded content: the site's own sidebar, in its order. */
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { markdownFileFor, type Catalog } from '../../assistants/llms';
import { dayOf } from './front-matter';

type SidebarItem = { type: string; id?: string; label?: string; items?: SidebarItem[] };

export interface CatalogDoc {
  id: string;
  title: string;
  description: string;
  permalink: string;
  /** `@site/docs/….mdx` */
  source: string;
  /** Timestamp of the source's last commit (plugins/git-dates), when known. */
  lastUpdatedAt?: number | null;
}

export function currentVersion(docs: LoadedContent) {
  const version = docs.loadedVersions[0];
  if (!version) throw new Error('llms: the docs plugin loaded no version');
  return version;
}

/** Docs in sidebar order with the category each is listed under (top-level docs: the site title). */
export function sidebarOrder(
  docs: LoadedContent,
  fallbackCategory: string,
): Array<{ doc: CatalogDoc; category: string }> {
  const version = currentVersion(docs);
  const byId = new Map(version.docs.map((d) => [d.id, d]));
  const ordered: Array<{ doc: CatalogDoc; category: string }> = [];
  const walk = (items: SidebarItem[], category: string) => {
    for (const item of items) {
      if (item.type === 'category') walk(item.items ?? [], item.label ?? category);
      else if ((item.type === 'doc' || item.type === 'ref') && item.id) {
        const doc = byId.get(item.id);
        if (!doc) throw new Error(`llms: the sidebar lists "${item.id}", which is no doc`);
        if (!ordered.some((o) => o.doc.id === doc.id)) ordered.push({ doc, category });
      }
    }
  };
  for (const items of Object.values(version.sidebars ?? {})) walk(items as SidebarItem[], fallbackCategory);
  return ordered;
}

export function buildCatalog(
  docs: LoadedContent,
  site: { title: string; tagline: string; url: string; baseUrl: string },
): Catalog {
  const siteUrl = new URL(site.baseUrl, site.url).href;
  return {
    siteTitle: site.title,
    summary: site.tagline,
    siteUrl,
    pages: sidebarOrder(docs, site.title).map(({ doc, category }) => ({
      id: doc.id,
      title: doc.title,
      description: doc.description,
      url: new URL(doc.permalink.replace(/^\//, ''), siteUrl).href,
      markdownUrl: new URL(markdownFileFor(doc.permalink), siteUrl).href,
      category,
      ...(doc.lastUpdatedAt ? { lastUpdated: dayOf(doc.lastUpdatedAt) } : {}),
    })),
  };
}
