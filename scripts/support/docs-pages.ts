/**
 * The doc pages, in sidebar order: what sidebars.ts lists, with each page's route, source file,
 * title (front matter) and top-level category. The one list the API type checks, the docs checks
 * and the browser tests derive their pages from; a page added to the sidebar joins them all.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from '@11ty/gray-matter';
import sidebars from '../../sidebars';

export interface DocPage {
  /** Doc id, e.g. `api/useNode`. */
  id: string;
  /** e.g. `/docs/api/useNode` (routeBasePath `docs`; the front matter `id` is the last part). */
  route: string;
  /** Source file relative to the site folder, e.g. `docs/api/useNode.mdx`. */
  file: string;
  title: string;
  /** Label of the page's top-level sidebar category. */
  category: string;
}

const SITE_DIR = path.resolve(__dirname, '../..');

type SidebarItem = string | { type: string; id?: string; label?: string; items?: SidebarItem[] };

function docIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc' && item.id) return [item.id];
    return item.items ? docIds(item.items) : [];
  });
}

function sourceFile(id: string): string {
  for (const ext of ['.mdx', '.md']) {
    const file = `docs/${id}${ext}`;
    if (fs.existsSync(path.join(SITE_DIR, file))) return file;
  }
  throw new Error(`sidebars.ts lists "${id}", but neither docs/${id}.mdx nor docs/${id}.md exists`);
}

/** The page's title, read by the front-matter parser Docusaurus itself uses, so quoting and escapes agree. */
function frontMatterTitle(file: string): string {
  const { data } = matter(fs.readFileSync(path.join(SITE_DIR, file), 'utf8'));
  if (typeof data.title !== 'string' || !data.title) throw new Error(`${file} has no title in its front matter`);
  return data.title;
}

export function docPages(): DocPage[] {
  const categories = (sidebars.docs ?? []) as SidebarItem[];
  return categories.flatMap((category) => {
    const label = typeof category === 'string' ? '' : (category.label ?? '');
    const ids = typeof category === 'string' ? [category] : docIds(category.items ?? []);
    return ids.map((id) => {
      const file = sourceFile(id);
      return { id, route: `/docs/${id}`, file, title: frontMatterTitle(file), category: label };
    });
  });
}
