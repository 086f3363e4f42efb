/**
 * Social cards: after the build, a 1200×630 PNG per doc page (its title and sidebar category) and one
 * site card for every other route, each page's head given `og:image` and its kin. Cards are drawn only
 * when their inputs changed (card-cache.ts); the step prints its time for the bench.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { sidebarOrder } from '../llms/catalog';
import { templateFiles } from './card-assets';
import { cardCache, cardCacheDir, cardKey, templateHash } from './card-cache';
import { planCards, type DocForCard } from './card-inputs';
import { cardMetaTags, withCardTags } from './meta-tags';
import type { CardRenderer } from './card';

/** The built HTML file of a route (`trailingSlash: false`: `/docs/overview` → `docs/overview.html`). */
function htmlFileOf(outDir: string, route: string): string | undefined {
  const relative = route.replace(/^\/+|\/+$/g, '');
  const candidates = !relative
    ? ['index.html']
    : relative.endsWith('.html')
      ? [relative]
      : [`${relative}.html`, `${relative}/index.html`];
  return candidates.map((file) => path.join(outDir, file)).find((file) => fs.existsSync(file));
}

const libraryVersion = (name: string) =>
  `${name}@${(JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version}`;

export default function socialCardsPlugin(context: LoadContext): Plugin {
  const { siteDir, siteConfig } = context;
  let docs: DocForCard[] = [];

  return {
    name: 'craftjs-social-cards',

    async allContentLoaded({ allContent }) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docsContent) throw new Error('social-cards: needs the docs plugin');
      docs = sidebarOrder(docsContent, siteConfig.title).map(({ doc, category }) => ({
        permalink: doc.permalink,
        title: doc.title,
        category,
      }));
    },

    async postBuild({ outDir, routesPaths }) {
      const started = performance.now();
      const site = {
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        url: siteConfig.url,
        baseUrl: siteConfig.baseUrl,
      };
      const pages = routesPaths
        .map((route) => ({ route, html: htmlFileOf(outDir, route) }))
        .filter((page): page is { route: string; html: string } => page.html !== undefined);
      const cards = planCards(
        pages.map((page) => page.route),
        docs,
        site,
      );
      const template = templateHash(templateFiles(siteDir), [
        libraryVersion('satori'),
        libraryVersion('@resvg/resvg-js'),
      ]);
      const cache = cardCache(cardCacheDir(siteDir));
      // satori and resvg load only when a card has to be drawn.
      let renderer: CardRenderer | undefined;
      const written = new Set<string>();
      let drawn = 0;
      for (const [index, card] of cards.entries()) {
        if (!written.has(card.image)) {
          const key = cardKey(card.inputs, template);
          let png = cache.read(key);
          if (!png) {
            renderer ??= (await import('./card')).cardRenderer(siteDir);
            png = await renderer.draw(card.inputs);
            cache.write(key, png);
            drawn += 1;
          }
          const target = path.join(outDir, card.image);
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.writeFileSync(target, png);
          written.add(card.image);
        }
        const imageUrl = new URL(card.image, new URL(site.baseUrl, site.url)).href;
        const html = pages[index].html;
        fs.writeFileSync(html, withCardTags(fs.readFileSync(html, 'utf8'), cardMetaTags(imageUrl, card.inputs)));
      }
      console.log(
        `[social-cards] ${written.size} cards for ${cards.length} pages (${drawn} drawn, ${written.size - drawn} from cache) in ${((performance.now() - started) / 1000).toFixed(2)} s`,
      );
    },
  };
}
