import { docPages } from '../../../scripts/support/docs-pages';

/** The route table: every doc route in the sidebar with the title its page shows. */
export const DOC_ROUTES: ReadonlyArray<{ path: string; title: string }> = docPages()
  .map((page) => ({ path: page.route, title: page.title }))
  .sort((a, b) => a.path.localeCompare(b.path));

/** Every page of the site a reader can land on. */
export const ALL_PAGES: ReadonlyArray<string> = ['/', '/search', ...DOC_ROUTES.map((r) => r.path)];
