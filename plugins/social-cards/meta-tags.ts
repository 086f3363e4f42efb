/**
 * The social-card tags of one built page: `og:image` with its type, size and text alternative, and the
 * same image for X. Written into the page's HTML head after the build, so no script of the page changes.
 */
import { CARD_HEIGHT, CARD_WIDTH, type CardInputs } from './card';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What the card shows, for readers who cannot see it. */
export const cardAlt = (inputs: CardInputs) =>
  inputs.title === inputs.section
    ? `${inputs.brand}: ${inputs.title}`
    : `${inputs.title} (${inputs.section}, ${inputs.brand})`;

export function cardMetaTags(imageUrl: string, inputs: CardInputs): string {
  const alt = cardAlt(inputs);
  const tags: Array<[attribute: 'property' | 'name', key: string, value: string]> = [
    ['property', 'og:image', imageUrl],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(CARD_WIDTH)],
    ['property', 'og:image:height', String(CARD_HEIGHT)],
    ['property', 'og:image:alt', alt],
    ['name', 'twitter:image', imageUrl],
    ['name', 'twitter:image:alt', alt],
  ];
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeAttribute(value)}">`)
    .join('');
}

/** The page with the tags at the end of its head; a page that already has an `og:image` is a build error. */
export function withCardTags(html: string, tags: string): string {
  if (/<meta[^>]+property="?og:image"?[\s>]/.test(html)) throw new Error('The page already has an og:image');
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('The page has no </head>');
  return `${html.slice(0, headEnd)}${tags}${html.slice(headEnd)}`;
}
