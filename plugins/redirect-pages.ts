/**
 * A page for each route that moved (`/docs` → `/docs/overview`): `<from>/index.html`, which a static host
 * serves for `<from>` too, sends the reader on by a meta refresh and, keeping the query and hash, by a
 * script. It is a whole HTML document (language, title, body): @docusaurus/plugin-client-redirects writes
 * the same from a fixed template without them, and has no option to change it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export interface Redirect {
  from: string;
  to: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The redirect page for `to`, with its canonical address on `siteUrl`. */
export function redirectPage(to: string, siteUrl: string): string {
  const href = escapeHtml(to);
  // `<` never appears in the script's string, so the page cannot close its own script early.
  const target = JSON.stringify(to).replace(/</g, '\\u003c');
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>Moved to ${href}</title>`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<link rel="canonical" href="${escapeHtml(new URL(to, siteUrl).href)}">`,
    '<meta name="robots" content="noindex">',
    '</head>',
    '<body>',
    `<p>This page has moved to <a href="${href}">${href}</a>.</p>`,
    `<script>location.replace(${target} + location.search + location.hash);</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export default function redirectPages(context: LoadContext, options: { redirects: Redirect[] }): Plugin {
  return {
    name: 'redirect-pages',
    async postBuild({ outDir, routesPaths }) {
      for (const { from, to } of options.redirects) {
        if (routesPaths.includes(from)) throw new Error(`Redirect from ${from}: it is a page of the site.`);
        if (!routesPaths.includes(to)) throw new Error(`Redirect from ${from} to ${to}: no page has that path.`);
        const file = path.join(outDir, from.replace(/^\/+/, ''), 'index.html');
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, redirectPage(to, context.siteConfig.url));
      }
    },
  };
}
