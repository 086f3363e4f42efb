import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoadContext, Plugin } from '@docusaurus/types';
import socialCardsPlugin from '../../plugins/social-cards/index';
import { planCards } from '../../plugins/social-cards/card-inputs';
import { cardKey } from '../../plugins/social-cards/card-cache';
import { cardMetaTags, withCardTags } from '../../plugins/social-cards/meta-tags';
import { withTextChunks } from '../../plugins/social-cards/png-text';
import { readPng } from '../support/png';

const SITE = { title: 'craft.js', tagline: 'Page editors in React', url: 'https://craft.js.org', baseUrl: '/' };
const DOCS = [
  { permalink: '/docs/overview', title: 'Overview', category: 'Introduction' },
  { permalink: '/docs/api/useNode', title: 'useNode()', category: 'API Reference' },
];

describe('which card each route gets', () => {
  it('gives a doc page its own title, category and address, and every other route the site card', () => {
    const cards = planCards(['/', '/docs/api/useNode', '/search', '/404.html'], DOCS, SITE);
    expect(cards[1]).toEqual({
      route: '/docs/api/useNode',
      image: 'img/social/docs/api/useNode.png',
      inputs: {
        title: 'useNode()',
        section: 'API Reference',
        brand: 'craft.js',
        address: 'craft.js.org/docs/api/useNode',
      },
    });
    for (const index of [0, 2, 3]) {
      expect(cards[index].image).toBe('img/social/site.png');
      expect(cards[index].inputs).toEqual({
        title: 'Page editors in React',
        section: 'craft.js',
        brand: 'craft.js',
        address: 'craft.js.org',
      });
    }
  });

  it('keys a card by every input and by the template, so a change to any redraws it', () => {
    const inputs = planCards(['/docs/overview'], DOCS, SITE)[0].inputs;
    const key = cardKey(inputs, 'template-1');
    expect(cardKey({ ...inputs }, 'template-1')).toBe(key);
    for (const changed of [
      cardKey({ ...inputs, title: 'Overview!' }, 'template-1'),
      cardKey({ ...inputs, section: 'Guides' }, 'template-1'),
      cardKey({ ...inputs, address: 'craft.js.org/docs/x' }, 'template-1'),
      cardKey(inputs, 'template-2'),
    ]) {
      expect(changed).not.toBe(key);
    }
  });
});

describe('the tags a page gets', () => {
  it('adds og:image with type, size and alternative text, and the image for X, escaped, at the end of the head', () => {
    const inputs = { title: 'Save & "load"', section: 'Guides', brand: 'craft.js', address: 'craft.js.org/docs/x' };
    const html = withCardTags(
      '<html><head><title>x</title></head><body></body></html>',
      cardMetaTags('https://craft.js.org/img/social/docs/x.png', inputs),
    );
    expect(html).toContain('<meta property="og:image" content="https://craft.js.org/img/social/docs/x.png">');
    expect(html).toContain(
      '<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">',
    );
    expect(html).toContain('<meta property="og:image:alt" content="Save &amp; &quot;load&quot; (Guides, craft.js)">');
    expect(html).toContain('<meta name="twitter:image" content="https://craft.js.org/img/social/docs/x.png">');
    expect(html.indexOf('og:image')).toBeGreaterThan(html.indexOf('<title>'));
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'));
    expect(() => withCardTags(html, '')).toThrow(/already has an og:image/);
  });
});

describe('text chunks in a PNG', () => {
  it('carry UTF-8 inputs that a reader gets back, in a PNG an image library still decodes', async () => {
    const plain = await sharp({ create: { width: 4, height: 2, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const png = withTextChunks(plain, { Title: 'Größe → useNode()', Section: 'API' });
    expect(readPng(png)).toEqual({ width: 4, height: 2, texts: { Title: 'Größe → useNode()', Section: 'API' } });
    const decoded = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(decoded.info).toMatchObject({ width: 4, height: 2 });
  });
});

describe('the social cards plugin', () => {
  let siteDir: string;
  let outDir: string;
  beforeAll(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-cards-'));
    fs.mkdirSync(path.join(siteDir, 'static/img'), { recursive: true });
    fs.copyFileSync(path.join(__dirname, '../../static/img/logo.svg'), path.join(siteDir, 'static/img/logo.svg'));
    outDir = path.join(siteDir, 'build');
  });
  afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

  /** A fresh build folder: the home page and two doc pages. */
  function freshBuild(): void {
    fs.rmSync(outDir, { recursive: true, force: true });
    for (const file of ['index.html', 'docs/overview.html', 'docs/api/useNode.html']) {
      fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      fs.writeFileSync(path.join(outDir, file), `<html><head><title>${file}</title></head><body></body></html>`);
    }
  }

  async function build({ production = false, beforePostBuild = async () => {} } = {}): Promise<string> {
    const plugin = socialCardsPlugin({ siteDir, siteConfig: { ...SITE } } as unknown as LoadContext) as Plugin;
    const docs = DOCS.map((doc) => ({ id: doc.permalink.slice(6), title: doc.title, permalink: doc.permalink }));
    const sidebar = [
      { type: 'category', label: 'Introduction', items: [{ type: 'doc', id: 'overview' }] },
      { type: 'category', label: 'API Reference', items: [{ type: 'doc', id: 'api/useNode' }] },
    ];
    const allContent = {
      'docusaurus-plugin-content-docs': { default: { loadedVersions: [{ docs, sidebars: { docs: sidebar } }] } },
    };
    // A production build starts drawing as soon as the docs are loaded (in a worker thread).
    vi.stubEnv('NODE_ENV', production ? 'production' : 'test');
    try {
      await plugin.allContentLoaded!({ allContent } as never);
    } finally {
      vi.unstubAllEnvs();
    }
    await beforePostBuild();
    freshBuild();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await plugin.postBuild!({ outDir, routesPaths: ['/', '/docs/overview', '/docs/api/useNode'] } as never);
    const line = log.mock.calls.map((call) => String(call[0])).find((text) => text.startsWith('[social-cards]'));
    log.mockRestore();
    return line ?? '';
  }

  it('draws each card once, writes it with its inputs, tags each page, and a warm build redraws nothing', async () => {
    expect(await build()).toMatch(/^\[social-cards\] 3 cards for 3 pages \(3 drawn, 0 from cache\) in [\d.]+ s$/);
    const card = fs.readFileSync(path.join(outDir, 'img/social/docs/api/useNode.png'));
    expect(readPng(card)).toEqual({
      width: 1200,
      height: 630,
      texts: {
        Title: 'useNode()',
        Section: 'API Reference',
        Brand: 'craft.js',
        Address: 'craft.js.org/docs/api/useNode',
      },
    });
    expect(readPng(fs.readFileSync(path.join(outDir, 'img/social/site.png'))).texts.Title).toBe(
      'Page editors in React',
    );
    expect(fs.readFileSync(path.join(outDir, 'docs/api/useNode.html'), 'utf8')).toContain(
      '<meta property="og:image" content="https://craft.js.org/img/social/docs/api/useNode.png">',
    );
    expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain(
      '<meta property="og:image" content="https://craft.js.org/img/social/site.png">',
    );

    expect(await build()).toMatch(/\(0 drawn, 3 from cache\)/);
    expect(fs.readFileSync(path.join(outDir, 'img/social/docs/api/useNode.png')).equals(card)).toBe(true);
  }, 60_000);

  it('in a production build, draws the cards in a worker thread once the docs are loaded, and the end of the build copies them', async () => {
    const cacheDir = path.join(siteDir, 'node_modules/.cache/craftjs-docs/social-cards');
    fs.rmSync(cacheDir, { recursive: true, force: true });
    // The three cards reach the cache while the bundler would still be working: before postBuild.
    const drawnAhead = () =>
      vi.waitFor(() => expect(fs.readdirSync(cacheDir).filter((f) => f.endsWith('.png'))).toHaveLength(3), {
        timeout: 30_000,
      });
    expect(await build({ production: true, beforePostBuild: drawnAhead })).toMatch(
      /^\[social-cards\] 3 cards for 3 pages \(3 drawn, 0 from cache\) in [\d.]+ s$/,
    );
    expect(readPng(fs.readFileSync(path.join(outDir, 'img/social/docs/overview.png'))).texts).toEqual({
      Title: 'Overview',
      Section: 'Introduction',
      Brand: 'craft.js',
      Address: 'craft.js.org/docs/overview',
    });
    expect(await build({ production: true })).toMatch(/\(0 drawn, 3 from cache\)/);
  }, 60_000);
});
