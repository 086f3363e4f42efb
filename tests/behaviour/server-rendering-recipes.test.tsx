/**
 * docs/guides/server-rendering.mdx: its three components run as printed (guideCode.ts), rendered with
 * renderToString and hydrated in the browser, plainly and inside <React.StrictMode>, with React 19's
 * development warnings watched. Source: @craftjs/core src/render/Frame.tsx (data loaded during the first
 * render), src/events/RenderEditorIndicator.tsx (handlers disabled when enabled is false).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as Craft from '@craftjs/core';
import type { SerializedNodes } from '@craftjs/core';
import { act, fireEvent } from '@testing-library/react';
import React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box } from './support/components';
import { renderEditor } from './support/editor';
import { RENDER_MODES, type RenderMode, inMode } from './support/modes';
import { messages, spyConsole } from './support/spy';
import { NativeText, View, type NativeBox } from './support/nativeStandIns';

const { Element } = requireFromRoot('@craftjs/core') as typeof Craft;
const GUIDE = 'docs/guides/server-rendering.mdx';
const PAGE = 'guides/server-rendering';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const node = (resolvedName: string, props: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: { resolvedName },
  isCanvas: false,
  props,
  displayName: resolvedName,
  custom: {},
  hidden: false,
  nodes: [] as string[],
  linkedNodes: {},
  ...extra,
});

/** A page saved from the guide's PageEditor: a Section holding a Heading. */
const sectionPage = JSON.stringify({
  ROOT: node('Section', {}, { isCanvas: true, nodes: ['h1'] }),
  h1: node('Heading', { text: 'Welcome' }, { parent: 'ROOT' }),
});

/** Renders on the "server", then hydrates that HTML in the document, as a framework does. */
async function serverThenBrowser(mode: RenderMode, ui: React.ReactElement) {
  const html = renderToString(inMode(ui, mode.strict));
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  await act(async () => void hydrateRoot(container, inMode(ui, mode.strict)));
  return { html, container };
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    'Next.js: where the editor must be client-only',
    `PageEditor: server HTML of the saved page, hydrated without warnings, and Save sends the page (${mode.name})`,
    async () => {
      const { default: PageEditor } = loadGuideModule<{
        default: React.ComponentType<{ pageId: string; savedJson: string }>;
      }>(GUIDE, 'app/pages/[id]/PageEditor.tsx');
      const errors = spyConsole('error');
      const warnings = spyConsole('warn');
      const puts: { url: string; body: string }[] = [];
      vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
        puts.push({ url, body: String(init.body) });
        return new Response(null, { status: 204 });
      });
      const { html, container } = await serverThenBrowser(
        mode,
        <PageEditor pageId="about us" savedJson={sectionPage} />,
      );
      expect(html).toBe('<button type="button">Save</button><section><h2>Welcome</h2></section>');
      expect(container.querySelector('h2')!.getAttribute('draggable')).toBe('true');

      await act(async () => void fireEvent.click(container.querySelector('button')!));
      expect(puts.map(({ url }) => url)).toEqual(['/api/pages/about%20us']);
      expect(JSON.parse(puts[0].body)).toEqual(JSON.parse(sectionPage));
      expect(messages(errors) + messages(warnings)).toBe('');
    },
  );

  claim(
    PAGE,
    'Read-only, way 1: the editor with enabled={false}',
    `PublishedPage: the same markup on the server and after hydration, nothing editable, no warnings (${mode.name})`,
    async () => {
      const { PublishedPage } = loadGuideModule<{ PublishedPage: React.ComponentType<{ savedJson: string }> }>(
        GUIDE,
        'PublishedPage.tsx',
      );
      const errors = spyConsole('error');
      const warnings = spyConsole('warn');
      const saved = JSON.stringify({ ROOT: node('Text', { text: 'Published' }) });
      const { html, container } = await serverThenBrowser(mode, <PublishedPage savedJson={saved} />);
      expect(html).toBe('<p contentEditable="false">Published</p>');
      const p = container.querySelector('p')!;
      expect(p.getAttribute('contenteditable')).toBe('false');
      expect(p.getAttribute('draggable')).toBeNull();
      expect(messages(errors) + messages(warnings)).toBe('');
    },
  );

  claim(
    PAGE,
    'Read-only, way 2: render the saved JSON without the editor',
    `savedPage.tsx: renderSavedPage renders on the server and hydrates, skipping hidden nodes (${mode.name})`,
    async () => {
      const { renderSavedPage, views } = loadGuideModule<{
        renderSavedPage: (saved: string | SerializedNodes, views: unknown) => React.ReactNode;
        views: unknown;
      }>(GUIDE, 'savedPage.tsx');
      const errors = spyConsole('error');
      const saved = JSON.stringify({
        ROOT: node('Container', { padding: 8 }, { isCanvas: true, nodes: ['t1', 't2', 'c1'] }),
        t1: node('Text', { text: 'Shown' }, { parent: 'ROOT' }),
        t2: node('Text', { text: 'Hidden' }, { parent: 'ROOT', hidden: true }),
        c1: node('Card', { title: 'A card' }, { parent: 'ROOT', linkedNodes: { body: 'b1' } }),
        b1: node('Container', { padding: 4 }, { parent: 'c1', isCanvas: true, nodes: ['t3'] }),
        t3: node('Text', { text: 'In the card' }, { parent: 'b1' }),
      });
      function Published() {
        return <main>{renderSavedPage(saved, views)}</main>;
      }
      const { html } = await serverThenBrowser(mode, <Published />);
      expect(html).toBe(
        '<main><section style="padding:8px"><p>Shown</p><article><h3>A card</h3>' +
          '<section style="padding:4px"><p>In the card</p></section></article></section></main>',
      );
      expect(messages(errors)).toBe('');
    },
  );

  claim(
    PAGE,
    'Read-only, way 2: render the saved JSON without the editor',
    `savedPage.tsx: an HTML element saved with its text in parts renders all of it (${mode.name})`,
    async () => {
      const { renderSavedPage, views } = loadGuideModule<{
        renderSavedPage: (saved: string | SerializedNodes, views: unknown) => React.ReactNode;
        views: unknown;
      }>(GUIDE, 'savedPage.tsx');
      // `<p>Price: {price}</p>` in the editor is saved with children as an array of its text parts.
      const ed = renderEditor(
        <Element is={Box} canvas>
          <p>Price: {'5 EUR'}</p>
        </Element>,
        { resolver: { Box }, strict: mode.strict },
      );
      const fromEditor = Object.values(JSON.parse(ed.query.serialize()) as SerializedNodes);
      expect(fromEditor.find((n) => n.type === 'p')!.props.children).toEqual(['Price: ', '5 EUR']);
      ed.unmount();
      // React 19 warns about element.ref for HTML-tag nodes in the editor; the published page must log nothing.
      const errors = spyConsole('error');
      const saved = JSON.stringify({
        ROOT: node('Container', { padding: 8 }, { isCanvas: true, nodes: ['p1'] }),
        p1: { ...node('p', { children: ['Price: ', '5 EUR'] }, { parent: 'ROOT' }), type: 'p' },
      });
      function Published() {
        return <main>{renderSavedPage(saved, views)}</main>;
      }
      const { html, container } = await serverThenBrowser(mode, <Published />);
      expect(html).toBe('<main><section style="padding:8px"><p>Price: <!-- -->5 EUR</p></section></main>');
      expect(container.textContent).toBe('Price: 5 EUR');
      expect(messages(errors)).toBe('');
    },
  );
}

const NATIVE = 'Showing saved pages in a React Native app';
type Box = NativeBox;

/** A page a web editor saved: a user component holding HTML elements, text in parts and a list. */
const webPage = JSON.stringify({
  ROOT: node('Container', { padding: 8 }, { isCanvas: true, nodes: ['d1', 'p1', 'u1', 'q1'] }),
  d1: { ...node('div', { children: 'plain HTML', className: 'note' }, { parent: 'ROOT' }), type: 'div' },
  p1: { ...node('p', { children: ['Price: ', '5 EUR'] }, { parent: 'ROOT' }), type: 'p' },
  u1: { ...node('ul', {}, { parent: 'ROOT', isCanvas: true, nodes: ['l1'] }), type: 'ul' },
  l1: { ...node('li', { children: 'One item' }, { parent: 'u1' }), type: 'li' },
  q1: { ...node('blockquote', { children: 'Not in the map' }, { parent: 'ROOT' }), type: 'blockquote' },
});

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    NATIVE,
    `nativeTags.tsx: HTML tags render as View and Text, every string inside Text; a tag left out stays HTML (${mode.name})`,
    async () => {
      const { renderSavedPage } = loadGuideModule<{
        renderSavedPage: (saved: string, views: unknown, tags?: unknown) => React.ReactNode;
      }>(GUIDE, 'savedPage.tsx');
      const { nativeTags, missingTags } = loadGuideModule<{
        nativeTags: (view: Box, text: Box) => Record<string, Box>;
        missingTags: (saved: string, tags: Record<string, unknown>) => string[];
      }>(GUIDE, 'nativeTags.tsx');
      const errors = spyConsole('error');
      const nativeViews = { Container: ({ children }: { children?: React.ReactNode }) => <View>{children}</View> };
      function App() {
        return <main>{renderSavedPage(webPage, nativeViews, nativeTags(View, NativeText))}</main>;
      }
      const { container } = await serverThenBrowser(mode, <App />);
      const main = container.querySelector('main')!;
      // Only the tag the map leaves out is an HTML element of its own.
      const html = Array.from(main.querySelectorAll('*')).filter((el) => !el.hasAttribute('data-native'));
      expect(html.map((el) => el.tagName)).toEqual(['BLOCKQUOTE']);
      // React Native's rule: every string inside Text, the one left out aside.
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      const parents: string[] = [];
      for (let text = walker.nextNode(); text; text = walker.nextNode())
        parents.push(
          `${text.parentElement!.getAttribute('data-native') ?? text.parentElement!.tagName}:${text.textContent}`,
        );
      expect(parents).toEqual([
        'Text:plain HTML',
        'Text:Price: ',
        'Text:5 EUR',
        'Text:One item',
        'BLOCKQUOTE:Not in the map',
      ]);
      // The HTML props a tag was saved with are left out.
      expect(main.querySelector('.note')).toBeNull();
      // missingTags names the tag the map lacks, before a native render would fail on it.
      const tags = nativeTags(View, NativeText);
      expect(missingTags(webPage, tags)).toEqual(['blockquote']);
      expect(missingTags(webPage, { ...tags, blockquote: tags.div })).toEqual([]);
      expect(messages(errors)).toBe('');
    },
  );
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    NATIVE,
    `editing needs a browser (listeners and draggable on the element); @craftjs/utils imports react-dom without depending on it; Frame renders saved HTML elements as HTML (${mode.name})`,
    () => {
      const utils = path.dirname(requireFromRoot.resolve('@craftjs/utils/package.json'));
      for (const build of ['dist/esm/index.js', 'dist/cjs/index.js']) {
        expect(readFileSync(path.join(utils, build), 'utf8'), build).toMatch(
          /from\s*"react-dom"|require\("react-dom"\)/,
        );
      }
      const manifest = JSON.parse(readFileSync(path.join(utils, 'package.json'), 'utf8')) as Record<string, object>;
      expect(Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })).not.toContain('react-dom');

      const listen = vi.spyOn(HTMLElement.prototype, 'addEventListener');
      const attribute = vi.spyOn(HTMLElement.prototype, 'setAttribute');
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Box label="inner" />
        </Element>,
        { resolver: { Box }, strict: mode.strict },
      );
      const inner = ed.container.querySelector('[data-box="inner"]')!;
      const on = (spy: typeof listen | typeof attribute) =>
        spy.mock.calls.filter((_, k) => spy.mock.contexts[k] === inner).map(([name]) => name);
      expect(on(listen)).toEqual(expect.arrayContaining(['mousedown', 'dragstart']));
      expect(on(attribute)).toContain('draggable');
      expect(inner.getAttribute('draggable')).toBe('true');
      ed.unmount();

      const saved = renderEditor(null, {
        resolver: { Box },
        strict: mode.strict,
        enabled: false,
        data: JSON.stringify({
          ROOT: node('Box', {}, { isCanvas: true, nodes: ['p1'] }),
          p1: { ...node('p', { children: 'Saved text' }, { parent: 'ROOT' }), type: 'p' },
        }),
      });
      expect(saved.container.querySelector('p')?.textContent).toBe('Saved text');
      saved.unmount();

      const prose = pageSection(GUIDE, NATIVE);
      expect(prose).toContain('the connectors call `addEventListener` on the elements you connect');
      expect(prose).toContain('imports `react-dom` without listing it as a dependency');
      expect(prose).toContain('as that HTML element');
    },
  );
}

claim(PAGE, 'Next.js: where the editor must be client-only', 'only the boundary file needs the directive', () => {
  const section = pageSection(GUIDE, 'Next.js: where the editor must be client-only');
  expect(section).toContain('need no directive of their own');
  expect(section).not.toMatch(/so does every file that defines a user component/);
  const saveLoad = pageSection('docs/guides/save-load-state.mdx', 'Server-side rendering and Next.js');
  expect(saveLoad).toContain('need no directive of their own');
  expect(saveLoad).not.toContain('every file with a user component) must be a Client Component');
});
