/**
 * docs/guides/versioned-saving.mdx: VersionsPanel.tsx and pageVersions.ts, run as printed (guideCode.ts),
 * plainly and inside <React.StrictMode>, against an in-memory server that implements the page's API table.
 * Source: @craftjs/core src/editor/actions.ts (deserialize keeps unknown child ids), src/render/RenderNode.tsx.
 */
import { Editor, Element, Frame, ROOT_NODE } from '@craftjs/core';
import { fireEvent, render } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Card, Text, resolver } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';
import { messages, spyConsole } from './support/spy';
import { versionsApi } from './support/versionsApi';
import { settle } from './support/versionsPanel';

const GUIDE = 'docs/guides/versioned-saving.mdx';
const PAGE = 'guides/versioned-saving';

type PageVersions = {
  compressState: (json: string) => string;
  decompressState: (state: string) => string;
  whyNotLoadable: (json: string, componentNames: readonly string[]) => string | null;
};
const pageVersions = loadGuideModule<PageVersions & Record<string, unknown>>(GUIDE, 'pageVersions.ts');
const { VersionsPanel } = loadGuideModule<{
  VersionsPanel: React.ComponentType<{ page: string; loadedId: string | null; componentNames: readonly string[] }>;
}>(GUIDE, 'VersionsPanel.tsx', pageVersions);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const names = Object.keys(resolver);

function openEditor(text: string, loadedId: string | null, strict: boolean) {
  return renderEditor(
    <Element is={Box} canvas label="page">
      <Text text={text} />
    </Element>,
    { resolver, strict, around: <VersionsPanel page="home" loadedId={loadedId} componentNames={names} /> },
  );
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    'The versions panel',
    `save, edit, save, restore the older version, then save: the server accepts it as the newest (${mode.name})`,
    async () => {
      const errors = spyConsole('error');
      const warnings = spyConsole('warn');
      const server = versionsApi();
      vi.stubGlobal('fetch', server.fetch);
      const ed = openEditor('first', null, mode.strict);
      await settle();
      const status = () => ed.getByRole('status').textContent;
      const save = async () => {
        fireEvent.click(ed.getByText('Save a version'));
        await settle();
      };

      await save();
      expect(status()).toMatch(/^Saved as/);
      const [text] = childIds(ed.query, ROOT_NODE);
      ed.act(() => ed.actions.setProp(text, (p) => void (p.text = 'second')));
      await save();
      expect(server.versions.map((v) => v.id)).toEqual(['v2', 'v1']);

      fireEvent.click(ed.getByText('Restore'));
      await settle();
      expect(status()).toMatch(/^Restored/);
      expect(ed.container.querySelector('[data-text="first"]')).not.toBeNull();

      await save();
      expect(status()).toMatch(/^Saved as/);
      expect(server.versions.map((v) => v.id)).toEqual(['v3', 'v2', 'v1']);
      const newest = JSON.parse(pageVersions.decompressState(server.versions[0].state));
      expect(Object.values(newest).map((node) => (node as { props: { text?: string } }).props.text)).toContain('first');
      expect(messages(errors) + messages(warnings)).toBe('');
    },
  );
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    'The versions panel',
    `a save from elsewhere after the editor loaded, even if the list shows it, makes the next save a 409 (${mode.name})`,
    async () => {
      const server = versionsApi();
      vi.stubGlobal('fetch', server.fetch);
      const loaded = openEditor('mine', null, false);
      const state = pageVersions.compressState(loaded.query.serialize());
      loaded.unmount();
      const v1 = server.saveFromElsewhere('loaded here', state);
      // the editor opened v1; someone saves v2 before the panel lists the versions
      server.saveFromElsewhere('their save', state);
      const ed = openEditor('mine', v1.id, mode.strict);
      await settle();
      expect(ed.getByRole('list').textContent).toContain('their save');

      fireEvent.click(ed.getByText('Save a version'));
      await settle();
      expect(ed.getByRole('status').textContent).toBe(
        'Not saved: This page was saved by someone else in the meantime.',
      );
      expect(server.versions).toHaveLength(2);
    },
  );
}

/** A saved page whose root lists a child, and whose card links a body, that the JSON does not contain. */
function danglingPages(): { children: string; linked: string } {
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Text text="one" />
      <Card title="card" />
    </Element>,
    { resolver },
  );
  const saved = JSON.parse(ed.query.serialize());
  const [, card] = childIds(ed.query, ROOT_NODE);
  ed.unmount();
  const children = structuredClone(saved);
  children[ROOT_NODE].nodes.push('ghost');
  const linked = structuredClone(saved);
  linked[card].linkedNodes.body = 'ghost';
  return { children: JSON.stringify(children), linked: JSON.stringify(linked) };
}

claim(
  PAGE,
  'The client module',
  'whyNotLoadable refuses a child or linked node id the saved page does not contain, which would crash the editor',
  () => {
    // actions.ts deserialize keeps the ids as they are; RenderNode then finds no node for "ghost" and throws
    const { children, linked } = danglingPages();
    expect(pageVersions.whyNotLoadable(children, names)).toBe(
      'Node "ROOT" refers to a node "ghost" that the saved page does not contain.',
    );
    expect(pageVersions.whyNotLoadable(linked, names)).toMatch(/refers to a node "ghost"/);

    spyConsole('error');
    const ed = openEditor('open page', null, false);
    expect(() => ed.act(() => ed.actions.deserialize(children))).toThrow();
    expect(ed.container.innerHTML).toBe('');
  },
);

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    'The versions panel',
    `restoring a version with a missing child id is refused and the open page stays (${mode.name})`,
    async () => {
      const server = versionsApi();
      vi.stubGlobal('fetch', server.fetch);
      server.saveFromElsewhere('broken', pageVersions.compressState(danglingPages().children));
      const ed = openEditor('open page', null, mode.strict);
      await settle();
      fireEvent.click(ed.getByText('Restore'));
      await settle();
      expect(ed.getByRole('status').textContent).toMatch(/^Version "broken" cannot be restored: .*"ghost"/);
      expect(ed.container.querySelector('[data-text="open page"]')).not.toBeNull();
    },
  );
}

/** One in-memory server per page, behind a single fetch. */
function serversByPage(...pages: string[]) {
  const servers = Object.fromEntries(pages.map((page) => [page, versionsApi()]));
  const fetch = (input: string, init?: RequestInit) => {
    const page = decodeURIComponent(new URL(input, 'http://localhost').pathname.split('/')[3]);
    return servers[page].fetch(input, init);
  };
  return { servers, fetch };
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    'The versions panel',
    `switching the page: with key={page} the first save on the next page is accepted, without it a 409 (${mode.name})`,
    async () => {
      const seed = openEditor('any', null, false);
      const state = pageVersions.compressState(seed.query.serialize());
      seed.unmount();
      const editorFor = (page: string, loadedId: string, keyed: boolean) => {
        const editor = (
          <Editor key={keyed ? page : undefined} resolver={resolver}>
            <VersionsPanel page={page} loadedId={loadedId} componentNames={names} />
            <Frame>
              <Element is={Box} canvas label={page}>
                <Text text={`${page} text`} />
              </Element>
            </Frame>
          </Editor>
        );
        return mode.strict ? <React.StrictMode>{editor}</React.StrictMode> : editor;
      };
      const statusAfterSwitch = async (keyed: boolean) => {
        const { servers, fetch } = serversByPage('home', 'about');
        vi.stubGlobal('fetch', fetch);
        const home = servers.home.saveFromElsewhere('home v1', state);
        servers.about.saveFromElsewhere('about v1', state);
        const about = servers.about.saveFromElsewhere('about v2', state);
        const view = render(editorFor('home', home.id, keyed));
        await settle();
        view.rerender(editorFor('about', about.id, keyed));
        await settle();
        fireEvent.click(view.getByText('Save a version'));
        await settle();
        const status = view.getByRole('status').textContent;
        view.unmount();
        return status;
      };
      expect(await statusAfterSwitch(true)).toMatch(/^Saved as/);
      expect(await statusAfterSwitch(false)).toBe('Not saved: This page was saved by someone else in the meantime.');
      expect(pageSection(GUIDE, 'The versions panel')).toContain('key={page}');
    },
  );
}
