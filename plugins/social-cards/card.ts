/**
 * One social card: a 1200×630 PNG with the page's title, its sidebar section and the site's brand, in
 * the site's colours. Drawn by satori (layout and text to SVG) and resvg (SVG to PNG), no browser. The
 * PNG carries the inputs it was drawn from as text chunks, so a check can read what a card says without
 * reading pixels.
 */
import fs from 'node:fs';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import { withTextChunks } from './png-text';
import { COLOURS, FONT_FILES, logoFile } from './card-assets';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface CardInputs {
  /** The page's title, or the site's tagline on the site card. */
  title: string;
  /** The sidebar category the page is listed under; the site's name on the site card. */
  section: string;
  /** The site's name, shown beside its logo. */
  brand: string;
  /** The page's address without the scheme, e.g. `craft.js.org/docs/api/useNode`. */
  address: string;
}

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, ...children: Array<Node | string>): Node => ({
  type,
  props: { style, children },
});

export interface CardRenderer {
  draw(inputs: CardInputs): Promise<Buffer>;
}

export function cardRenderer(siteDir: string): CardRenderer {
  const fonts = FONT_FILES.map(({ weight, file }) => ({
    name: 'Roboto',
    weight,
    style: 'normal' as const,
    data: fs.readFileSync(file),
  }));
  const logo = `data:image/svg+xml;base64,${fs.readFileSync(logoFile(siteDir)).toString('base64')}`;

  const layout = (inputs: CardInputs): Node =>
    h(
      'div',
      {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        background: COLOURS.background,
        fontFamily: 'Roboto',
      },
      h('div', { width: CARD_WIDTH, height: 16, background: COLOURS.band }),
      h(
        'div',
        {
          display: 'flex',
          flexGrow: 1,
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '56px 72px',
        },
        h(
          'div',
          { display: 'flex', alignItems: 'center', gap: 24 },
          { type: 'img', props: { src: logo, width: 88, height: 88 } },
          h('div', { fontSize: 48, fontWeight: 700, color: COLOURS.title }, inputs.brand),
        ),
        h(
          'div',
          { display: 'flex', flexDirection: 'column', gap: 20 },
          h(
            'div',
            { fontSize: 34, fontWeight: 700, color: COLOURS.section, textTransform: 'uppercase', letterSpacing: 2 },
            inputs.section,
          ),
          h(
            'div',
            { fontSize: inputs.title.length > 40 ? 64 : 84, fontWeight: 700, color: COLOURS.title, lineHeight: 1.1 },
            inputs.title,
          ),
        ),
        h('div', { fontSize: 30, color: COLOURS.address }, inputs.address),
      ),
    );

  return {
    async draw(inputs) {
      // satori's element type is React's; these plain objects have the same shape.
      const svg = await satori(layout(inputs) as unknown as Parameters<typeof satori>[0], {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        fonts,
      });
      const png = new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng();
      return withTextChunks(png, {
        Title: inputs.title,
        Section: inputs.section,
        Brand: inputs.brand,
        Address: inputs.address,
      });
    },
  };
}
