/**
 * Social cards: a 1200×630 PNG per doc page (its title and sidebar category) and one site card for
 * every other route, written after the build, each page's head given `og:image` and its kin. Cards are drawn only
 * when their inputs changed (card-cache.ts); a production build draws them in a worker thread as soon as
 * the docs are loaded (draw-cards.ts), so the drawing runs beside the bundler. The step prints its time
 * for the bench.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { sidebarOrder } from '../llms/catalog';
import { templateFiles } from './card-assets';
import { cardCache, cardCacheDir, cardKey, templateHash } from './card-cache';
import { planCards, type DocForCard, type PlannedCard } from './card-inputs';
import { cardMetaTags, withCardTags } from './meta-tags';
import type { CardsToDraw, drawCards } from './draw-cards';
import { runInWorker } from '../worker-thread';

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

/** What every card depends on besides its own text: the template's files and the drawing libraries. */
const cardTemplate = (siteDir: string) =>
  templateHash(templateFiles(siteDir), [libraryVersion('satori'), libraryVersion('@resvg/resvg-js')]);

/** One entry per image (every route but the doc pages shares the site card), keyed by its inputs and the template. */
const distinctCards = (cards: PlannedCard[], template: string): CardsToDraw['cards'] =>
  [...new Map(cards.map((card) => [card.image, card])).values()].map((card) => ({
    key: cardKey(card.inputs, template),
    inputs: card.inputs,
  }));

type Drawing = ReturnType<typeof drawCards>;

export default function socialCardsPlugin(context: LoadContext): Plugin {
  const { siteDir, siteConfig } = context;
  const site = {
    title: siteConfig.title,
    tagline: siteConfig.tagline,
    url: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
  };
  const cacheDir = cardCacheDir(siteDir);
  let docs: DocForCard[] = [];
  /** The cards a production build is drawing in a worker thread, awaited by postBuild. */
  let drawing: Drawing | undefined;

  /** Starts drawing every card the cache lacks (each doc page's and the site card) in a worker thread. */
  function drawAhead(): Drawing | undefined {
    const cache = cardCache(cacheDir);
    const planned = planCards([...docs.map((doc) => doc.permalink), site.baseUrl], docs, site);
    const cards = distinctCards(planned, cardTemplate(siteDir)).filter((card) => !cache.has(card.key));
    if (cards.length === 0) return undefined;
    const input: CardsToDraw = { siteDir, cacheDir, cards };
    const started = runInWorker<Awaited<Drawing>>(path.join(__dirname, 'draw-cards.ts'), 'drawCards', input);
    // postBuild awaits it and fails the build with its error; until then, a failure is not unhandled.
    started.catch(() => {});
    return started;
  }

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
      // `npm start` never reaches postBuild: only a production build draws ahead.
      if (process.env.NODE_ENV === 'production') drawing = drawAhead();
    },

    async postBuild({ outDir, routesPaths }) {
      const ahead = (await drawing) ?? { drawn: [], milliseconds: 0 };
      drawing = undefined;
      const started = performance.now();
      const pages = routesPaths
        .map((route) => ({ route, html: htmlFileOf(outDir, route) }))
        .filter((page): page is { route: string; html: string } => page.html !== undefined);
      const cards = planCards(
        pages.map((page) => page.route),
        docs,
        site,
      );
      // What was not drawn ahead (a build with --dev, a route unknown when the docs loaded) is drawn
      // here by the same code; satori and resvg load only then.
      const template = cardTemplate(siteDir);
      const distinct = distinctCards(cards, template);
      const cache = cardCache(cacheDir);
      const here = distinct.some((card) => !cache.has(card.key))
        ? await (await import('./draw-cards')).drawCards({ siteDir, cacheDir, cards: distinct })
        : { drawn: [], milliseconds: 0 };
      const drawnKeys = new Set([...ahead.drawn, ...here.drawn]);
      const written = new Set<string>();
      let drawn = 0;
      for (const [index, card] of cards.entries()) {
        if (!written.has(card.image)) {
          const key = cardKey(card.inputs, template);
          if (drawnKeys.has(key)) drawn += 1;
          const target = path.join(outDir, card.image);
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.writeFileSync(target, cache.read(key)!);
          written.add(card.image);
        }
        const imageUrl = new URL(card.image, new URL(site.baseUrl, site.url)).href;
        const html = pages[index].html;
        fs.writeFileSync(html, withCardTags(fs.readFileSync(html, 'utf8'), cardMetaTags(imageUrl, card.inputs)));
      }
      // The step's own cost: drawing (ahead in the worker, or here) and writing; not the wait for the worker.
      const seconds = (ahead.milliseconds + performance.now() - started) / 1000;
      console.log(
        `[social-cards] ${written.size} cards for ${cards.length} pages (${drawn} drawn, ${written.size - drawn} from cache) in ${seconds.toFixed(2)} s`,
      );
    },
  };
}
