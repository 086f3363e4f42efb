/**
 * Records for `docusaurus start` when no build exists yet: one title record (with the front matter's
 * keywords) and one description record per doc, grouped by sidebar category, from the docs plugin's loaded metadata. A build
 * (`npm run build`) gives full records, which the dev server then prefers.
 */
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { summaryRecords, type DocSearchRecord } from '../../search/records';

interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
}

/** doc id → label of its top-level sidebar category. */
function categoriesByDoc(sidebars: Record<string, SidebarItem[]>): Map<string, string> {
  const categories = new Map<string, string>();
  const visit = (items: SidebarItem[], top: string | null): void => {
    for (const item of items) {
      const category = top ?? (item.type === 'category' ? (item.label ?? null) : null);
      if ((item.type === 'doc' || item.type === 'ref') && item.id && category) categories.set(item.id, category);
      if (item.items) visit(item.items, category);
    }
  };
  for (const items of Object.values(sidebars)) visit(items, null);
  return categories;
}

export function devRecords(content: LoadedContent | undefined, siteUrl: string): DocSearchRecord[] {
  const version = content?.loadedVersions[0];
  if (!version) return [];
  const categories = categoriesByDoc(version.sidebars as unknown as Record<string, SidebarItem[]>);
  return version.docs.flatMap((doc) =>
    summaryRecords({
      title: doc.title,
      description: doc.description || null,
      path: doc.permalink,
      category: categories.get(doc.id) ?? null,
      siteUrl,
      keywords: doc.frontMatter.keywords,
    }),
  );
}
