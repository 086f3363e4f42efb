import fs from 'node:fs';
import path from 'node:path';
import Negotiator from 'negotiator';
import type { FastifyInstance } from 'fastify';

/**
 * Every doc page's Markdown (written by plugins/llms): `GET /docs/<id>.md`, and the page's own
 * address when the request prefers `text/markdown` (what assistants that negotiate ask for).
 * A hook on the app itself rather than routes, because the static files plugin owns every path.
 */
export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';

/** The built Markdown file for a request path under /docs/, or null (never outside build/docs). */
export function markdownFileFor(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/docs/') || decoded.includes('\0') || decoded.endsWith('/')) return null;
  const docsDir = path.join(root, 'docs');
  const file = path.resolve(root, `.${decoded.endsWith('.md') ? decoded : `${decoded}.md`}`);
  if (!file.startsWith(docsDir + path.sep)) return null;
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  return new Negotiator({ headers: { accept } }).mediaType(['text/html', 'text/markdown']) === 'text/markdown';
}

export function registerMarkdownRoutes(app: FastifyInstance, root: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = request.url.split('?')[0];
    if (!pathname.startsWith('/docs/')) return;
    const explicit = pathname.endsWith('.md');
    // The same address answers HTML or Markdown, so caches must key on Accept.
    if (!explicit) reply.header('Vary', 'Accept');
    if (!explicit && !prefersMarkdown(request.headers.accept)) return;
    const file = markdownFileFor(root, pathname);
    if (!file) return;
    const body = await fs.promises.readFile(file, 'utf8');
    return reply.code(200).type(MARKDOWN_TYPE).header('Cache-Control', 'public, max-age=0, must-revalidate').send(body);
  });
}
