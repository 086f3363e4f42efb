/**
 * Which card each built route gets: a doc page its own (title, sidebar category, address), every other
 * route (home, /search, 404) the site card. Images are at `img/social/<route>.png`.
 */
import type { CardInputs } from './card';

export interface DocForCard {
  permalink: string;
  title: string;
  category: string;
}

export interface SiteForCard {
  title: string;
  tagline: string;
  /** e.g. `https://craft.js.org` */
  url: string;
  baseUrl: string;
}

export interface PlannedCard {
  route: string;
  /** The image's path inside the build, e.g. `img/social/docs/api/useNode.png`. */
  image: string;
  inputs: CardInputs;
}

const addressOf = (site: SiteForCard, route: string) => `${new URL(site.url).host}${route === '/' ? '' : route}`;

export function siteCard(site: SiteForCard): PlannedCard {
  return {
    route: site.baseUrl,
    image: 'img/social/site.png',
    inputs: { title: site.tagline, section: site.title, brand: site.title, address: addressOf(site, '/') },
  };
}

export function planCards(routes: string[], docs: DocForCard[], site: SiteForCard): PlannedCard[] {
  const docByRoute = new Map(docs.map((doc) => [doc.permalink, doc]));
  const shared = siteCard(site);
  return routes.map((route) => {
    const doc = docByRoute.get(route);
    if (!doc) return { ...shared, route };
    return {
      route,
      image: `img/social${route.slice(site.baseUrl.length - 1)}.png`,
      inputs: { title: doc.title, section: doc.category, brand: site.title, address: addressOf(site, route) },
    };
  });
}
