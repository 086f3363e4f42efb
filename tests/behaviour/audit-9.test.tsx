/**
 * The ninth audit's findings (a fresh reading of every page, 2026-11-28), each against the page as printed:
 * the page states the behaviour, and the test shows it with the real packages, plainly and under StrictMode.
 * Source: @craftjs/core src/utils/deserializeNode.tsx and createNode.ts (a saved `parent` is copied as it is),
 * @craftjs/utils src/EventHandlers/wrapConnectorHooks.tsx (`element.ref` is read from the element a connector
 * gets), src/editor/Editor.tsx (the resolver check), src/events/DefaultEventHandlers.ts (connect registers the
 * element that selects and takes drops).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as Craft from '@craftjs/core';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { docComponents } from '../support/docComponents';
import { guideBlock, loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { fireDrag, setBox } from './support/dom';
import { childIds, remountableFrame, renderEditor } from './support/editor';
import { RENDER_MODES, inMode } from './support/modes';
import { savedTextPage } from './support/savedPages';
import { versionsApi } from './support/versionsApi';
import { VersionsPanel, pageVersions, settle } from './support/versionsPanel';

const { Editor, Element, Frame, ROOT_NODE, useEditor, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const root = path.resolve(__dirname, '../..');
const section = (file: string, heading: string) => pageSection(`docs/${file}.mdx`, heading);
const wholePage = (file: string) => readFileSync(path.join(root, `docs/${file}.mdx`), 'utf8').replace(/\s+/g, ' ');
const REF_WARNING = 'Accessing element.ref was removed in React 19';
const refWarnings = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter((call) => String(call[0]).includes(REF_WARNING)).length;

/** A saved page of one canvas Box holding a Text, with the root's `parent` as given (left out when undefined). */
function savedPage(parent: null | undefined): string {
  const rootNode = {
    type: { resolvedName: 'Box' },
    isCanvas: true,
    props: {},
    displayName: 'Box',
    custom: {},
    hidden: false,
    nodes: ['t'],
    linkedNodes: {},
    ...(parent === null ? { parent: null } : {}),
  };
  const text = {
    type: { resolvedName: 'Text' },
    isCanvas: false,
    props: { text: 'saved' },
    displayName: 'Text',
    custom: {},
    hidden: false,
    nodes: [],
    linkedNodes: {},
    parent: ROOT_NODE,
  };
  return JSON.stringify({ [ROOT_NODE]: rootNode, t: text });
}

for (const mode of RENDER_MODES) {
  claim(
    'api/node',
    'parent',
    `the root's parent is undefined from the Frame's children and craft.js's own JSON, null from JSON holding null (${mode.name})`,
    () => {
      const text = section('api/node', 'parent');
      expect(text).toContain('Saved JSON whose root holds `"parent": null`');
      expect(text).toContain('loads with `null`');
      const fromChildren = renderEditor(
        <Element is={Box} canvas>
          <Text text="a" />
        </Element>,
        { resolver: { Box, Text }, strict: mode.strict },
      );
      const ownJson = fromChildren.query.serialize();
      expect(fromChildren.query.node(ROOT_NODE).get().data.parent).toBeUndefined();
      expect(JSON.parse(ownJson)[ROOT_NODE]).not.toHaveProperty('parent');
      fromChildren.act(() => fromChildren.actions.deserialize(ownJson));
      expect(fromChildren.query.node(ROOT_NODE).get().data.parent).toBeUndefined();
      fromChildren.act(() => fromChildren.actions.deserialize(savedPage(null)));
      expect(fromChildren.query.node(ROOT_NODE).get().data.parent).toBeNull();
      fromChildren.unmount();

      for (const parent of [null, undefined]) {
        const loaded = renderEditor(null, { resolver: { Box, Text }, data: savedPage(parent), strict: mode.strict });
        const node = loaded.query.node(ROOT_NODE);
        expect(node.get().data.parent).toBe(parent);
        // The test the page gives holds for both.
        expect(!node.get().data.parent).toBe(true);
        expect(node.isRoot()).toBe(true);
        loaded.unmount();
      }
    },
  );
}

// React logs the ref warning once per tag name and module: each case connects a tag no other case here uses.
claim(
  'overview',
  'Install',
  'React 19 warns only for a JSX element that already has a ref: chained connectors, or one on an element with its own ref',
  () => {
    const text = section('overview', 'Install');
    expect(text).toContain('when a connector is given a JSX element that already has a ref');
    expect(text).toContain('Connectors given the DOM element, as in the ref callback above, never log it');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const own = React.createRef<HTMLElement>();
    const cases: Record<string, Craft.UserComponent> = {
      DomForm: () => {
        const { connect, drag } = useNode().connectors;
        return (
          <dfn
            ref={(el) => {
              if (el) connect(drag(el));
            }}
          >
            dom
          </dfn>
        );
      },
      OneOnElement: () => useNode().connectors.connect(<abbr>one</abbr>),
      Chained: () => {
        const { connect, drag } = useNode().connectors;
        return connect(drag(<cite>chained</cite>));
      },
      OwnRef: () => useNode().connectors.connect(<mark ref={own}>own ref</mark>),
    };
    const counts: Record<string, number> = {};
    for (const [name, Case] of Object.entries(cases)) {
      const before = refWarnings(errors);
      const view = renderEditor(
        <Element is={Box} canvas>
          <Case />
        </Element>,
        { resolver: { Box, [name]: Case } },
      );
      counts[name] = refWarnings(errors) - before;
      view.unmount();
    }
    expect(counts).toEqual({ DomForm: 0, OneOnElement: 0, Chained: 1, OwnRef: 1 });
    expect(text).toContain('craft.js chains two itself for an HTML-tag node such as `<Element is="div">`');
    const before = refWarnings(errors);
    renderEditor(<Element is="aside" canvas />, { resolver: {} }).unmount();
    expect(refWarnings(errors) - before).toBe(1);
  },
);

claim(
  'acknowledgements',
  'Open-source libraries',
  '@craftjs/layers takes @craftjs/core and styled-components as peer dependencies, React too',
  () => {
    expect(section('acknowledgements', 'Open-source libraries')).toContain(
      '`@craftjs/layers` also takes `@craftjs/core` and styled-components as peer dependencies',
    );
    const layers = JSON.parse(readFileSync(path.join(root, 'node_modules/@craftjs/layers/package.json'), 'utf8')) as {
      peerDependencies: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(Object.keys(layers.peerDependencies).sort()).toEqual(['@craftjs/core', 'react', 'styled-components']);
    expect(Object.keys(layers.dependencies)).not.toContain('@craftjs/core');
  },
);

claim(
  'api/editor',
  'resolver',
  'a Map passes the resolver check at mount; its components are missing once a node needs one',
  () => {
    const text = section('api/editor', 'resolver');
    expect(text).toContain('It checks nothing more: a `Map` or a class instance passes at mount');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const resolver = new Map([['Text', Text]]) as unknown as Craft.Options['resolver'];
    const empty = render(
      <Editor resolver={resolver}>
        <Frame>
          <div />
        </Frame>
      </Editor>,
    );
    empty.unmount();
    expect(() =>
      render(
        <Editor resolver={resolver}>
          <Frame>
            <Text text="a" />
          </Frame>
        </Editor>,
      ),
    ).toThrow('does not exist in the resolver');
    for (const bad of [[Text], null]) {
      expect(() => render(<Editor resolver={bad as unknown as Craft.Options['resolver']} />)).toThrow();
    }
    errors.mockRestore();
  },
);

const userComponentSamples = docComponents('docs/api/user-component.mdx');
const sample = (name: string) => {
  const found = userComponentSamples.find((c) => c.name === name);
  if (!found) throw new Error(`docs/api/user-component.mdx has no sample exporting ${name}`);
  return found.component as Craft.UserComponent<Record<string, unknown>>;
};

for (const mode of RENDER_MODES) {
  claim(
    'api/user-component',
    'isCanvas',
    `the Stack and Title samples connect their element: a click selects the Title, the Stack has its DOM (${mode.name})`,
    () => {
      const Stack = sample('Stack');
      const Title = sample('Title');
      const Footer = sample('Footer');
      const view = renderEditor(
        <Element is={Stack}>
          <Title text="Hello" />
          <Footer />
        </Element>,
        { resolver: { Stack, Title, Footer }, strict: mode.strict },
      );
      // The Frame's one child is the root.
      const stackId = ROOT_NODE;
      const [titleId, footerId] = view.query.node(stackId).get().data.nodes;
      expect(view.query.node(stackId).get().dom).not.toBeNull();
      expect(view.query.node(stackId).isCanvas()).toBe(true);
      expect(view.query.node(footerId).get().dom?.tagName).toBe('FOOTER');
      act(() => void fireEvent.mouseDown(view.getByText('Hello')));
      expect(view.query.getEvent('selected').all()).toEqual([titleId]);
      expect(view.query.node(titleId).get().related.settings).toBeDefined();
      view.unmount();
    },
  );
}

claim('api/user-component', 'related', 'the Title sample renders its settings from the node it selected', () => {
  const Title = sample('Title');
  function Panel() {
    const { settings } = useEditor((state) => {
      const [id] = state.events.selected;
      return { settings: id ? (state.nodes[id].related.settings as React.ElementType | undefined) : undefined };
    });
    return settings ? React.createElement(settings) : null;
  }
  for (const mode of RENDER_MODES) {
    const view = render(
      inMode(
        <Editor resolver={{ Title }}>
          <Panel />
          <Frame>
            <Title text="Hello" />
          </Frame>
        </Editor>,
        mode.strict,
      ),
    );
    expect(view.queryByLabelText('Title text')).toBeNull();
    act(() => void fireEvent.mouseDown(view.getByText('Hello')));
    expect((view.getByLabelText('Title text') as HTMLInputElement).value).toBe('Hello');
    view.unmount();
  }
});

// ---- guides/save-load-state

const SAVING = 'docs/guides/save-load-state.mdx';
type RemotePageEditorProps = { pageId: string; onSave: (pageId: string, json: string) => void };

for (const mode of RENDER_MODES) {
  claim(
    'guides/save-load-state',
    'Loading after an async fetch',
    `RemotePageEditor saves through the onSave its parent passes now, not the one of its first render (${mode.name})`,
    async () => {
      expect(guideBlock(SAVING, 'RemotePageEditor.tsx')).toContain('onSaveRef.current(pageId, query.serialize())');
      const { RemotePageEditor } = loadGuideModule<{ RemotePageEditor: React.ComponentType<RemotePageEditorProps> }>(
        SAVING,
        'RemotePageEditor.tsx',
      );
      vi.stubGlobal('fetch', async () => new Response(savedTextPage('stored')));
      const saves: string[] = [];
      const onSaveWith = (token: string) => (pageId: string) => saves.push(`${token}:${pageId}`);
      const view = render(inMode(<RemotePageEditor pageId="a" onSave={onSaveWith('v1')} />, mode.strict));
      await waitFor(() => expect(view.container.textContent).toBe('stored'));
      // The parent renders again with a new callback (a refreshed token), for the same page.
      view.rerender(inMode(<RemotePageEditor pageId="a" onSave={onSaveWith('v2')} />, mode.strict));
      await act(async () => undefined);
      saves.length = 0;
      act(() => void fireEvent.mouseDown(view.getByText('stored')));
      expect(saves.length).toBeGreaterThan(0);
      expect(new Set(saves)).toEqual(new Set(['v2:a']));
      view.unmount();
      vi.unstubAllGlobals();
    },
  );

  claim(
    'guides/save-load-state',
    'Loading with Frame data',
    `a Frame of JSX children mounted again leaves the old nodes in the state, and serialize saves them (${mode.name})`,
    () => {
      expect(section('guides/save-load-state', 'Loading with Frame data')).toContain(
        'With JSX children, the old nodes also stay in the state, out of the tree, and `query.serialize()` saves them with the page.',
      );
      const { view, app, api } = remountableFrame(Frame, mode.strict);
      const before = Object.keys(api().query.getNodes()).length;
      view.rerender(app(false));
      view.rerender(app(true));
      const nodes = api().query.getNodes();
      const reachable = new Set([ROOT_NODE, ...api().query.node(ROOT_NODE).descendants(true)]);
      const orphans = Object.keys(nodes).filter((id) => !reachable.has(id));
      expect(orphans).toHaveLength(before - 1);
      const saved = JSON.parse(api().query.serialize()) as Record<string, unknown>;
      for (const id of orphans) expect(saved).toHaveProperty(id);
      view.unmount();
    },
  );

  // The same read-only page is printed three times; each one keeps up with a json prop that changes while mounted.
  const publishedPages = [
    {
      page: 'guides/save-load-state',
      heading: 'Rendering saved pages read-only',
      title: 'PublishedPage.tsx',
      prop: 'json',
    },
    {
      page: 'guides/server-rendering',
      heading: 'Read-only, way 1: the editor with `enabled={false}`',
      title: 'PublishedPage.tsx',
      prop: 'savedJson',
    },
    {
      page: 'faq',
      heading: 'Can a component keep state and handle events, like a counter or a click action?',
      title: 'counter-button.tsx',
      prop: 'json',
    },
  ];
  for (const { page, heading, title, prop } of publishedPages) {
    claim(
      page,
      heading,
      `PublishedPage shows the page its ${prop} prop names now, after a client-side navigation (${mode.name})`,
      () => {
        const { PublishedPage } = loadGuideModule<{ PublishedPage: React.ComponentType<Record<string, unknown>> }>(
          `docs/${page}.mdx`,
          title,
        );
        const props = (text: string) => ({ [prop]: savedTextPage(text), resolver: { Text }, actions: new Map() });
        const view = render(inMode(<PublishedPage {...props('page A')} />, mode.strict));
        expect(view.container.textContent).toBe('page A');
        view.rerender(inMode(<PublishedPage {...props('page B')} />, mode.strict));
        expect(view.container.textContent).toBe('page B');
        view.unmount();
      },
    );
  }
}

// ---- guides/drop-indicator-and-rules

const { getDOMInfo } = requireFromRoot('@craftjs/utils') as { getDOMInfo: (el: HTMLElement) => { inFlow?: boolean } };

/** jsdom computes no cascade: each element's computed style is its own inline style over a static block's defaults. */
function styleFromInline() {
  const defaults: Record<string, string> = { display: 'block', float: 'none', position: 'static', overflow: 'visible' };
  return vi.spyOn(window, 'getComputedStyle').mockImplementation((el: Element) => {
    const inline = (el as HTMLElement).style;
    const read = (name: string) => inline.getPropertyValue(name) || defaults[name] || '';
    return new Proxy({} as CSSStyleDeclaration, {
      get: (_, key) =>
        typeof key === 'string' ? read(key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)) : undefined,
    });
  });
}

claim(
  'guides/drop-indicator-and-rules',
  'The indicator option',
  'the parent display is compared word for word: inline-flex and inline-grid children are in flow, column-reverse ones are not',
  () => {
    const text = section('guides/drop-indicator-and-rules', 'The indicator option');
    expect(text).toContain('the children of an `inline-flex` or `inline-grid` parent count as in normal flow');
    expect(text).toContain('or a table row or row group');
    styleFromInline();
    const inFlow = (parentStyle: string, child = 'div') => {
      const parent = document.createElement('div');
      parent.setAttribute('style', parentStyle);
      const el = document.createElement(child);
      parent.append(el);
      return Boolean(getDOMInfo(el).inFlow);
    };
    expect({
      block: inFlow(''),
      columnFlex: inFlow('display: flex; flex-direction: column'),
      rowFlex: inFlow('display: flex'),
      grid: inFlow('display: grid'),
      inlineFlex: inFlow('display: inline-flex'),
      inlineGrid: inFlow('display: inline-grid'),
      columnReverse: inFlow('display: flex; flex-direction: column-reverse'),
    }).toEqual({
      block: true,
      columnFlex: true,
      rowFlex: false,
      grid: false,
      inlineFlex: true,
      inlineGrid: true,
      columnReverse: false,
    });
    const row = document.createElement('tr');
    row.style.display = 'table-row';
    document.createElement('tbody').append(row);
    expect(getDOMInfo(row).inFlow).toBe(true);
  },
);

for (const mode of RENDER_MODES) {
  claim(
    'guides/drop-indicator-and-rules',
    'Showing a placeholder where the block will land',
    `a scroll of an element around the editor clears the measured blocks, a scroll of the page does not (${mode.name})`,
    () => {
      expect(section('guides/drop-indicator-and-rules', 'Showing a placeholder where the block will land')).toContain(
        'a scroll of the page itself does not',
      );
      styleFromInline();
      const indexAfterScroll = (scrolled: 'page' | 'wrapper') => {
        const ed = renderEditor(
          <Element is={Box} canvas>
            <Text text="A" />
            <Text text="B" />
            <Text text="C" />
            <Text text="D" />
          </Element>,
          { resolver: { Box, Text }, strict: mode.strict },
        );
        const dom = (id: string) => ed.query.node(id).get().dom!;
        const blocks = childIds(ed.query, ROOT_NODE);
        // The blocks 40 px apart; `offset` px of scrolling moves them all up.
        const place = (offset: number) => {
          setBox(dom(ROOT_NODE), { top: -offset, left: 0, width: 400, height: 600 });
          blocks.forEach((id, i) => setBox(dom(id), { top: 50 + i * 40 - offset, left: 20, width: 360, height: 30 }));
        };
        place(0);
        act(() => fireDrag(dom(blocks[3]), 'dragstart'));
        act(() => fireDrag(dom(ROOT_NODE), 'dragover', { x: 200, y: 60 }));
        expect(ed.query.getState().indicator?.placement.index).toBe(0);
        place(80);
        act(() => void (scrolled === 'page' ? document : ed.container).dispatchEvent(new Event('scroll')));
        // The pointer now rests over C's upper half.
        act(() => fireDrag(dom(ROOT_NODE), 'dragover', { x: 200, y: 60 }));
        const index = ed.query.getState().indicator?.placement.index;
        act(() => fireDrag(dom(blocks[3]), 'dragend'));
        ed.unmount();
        return index;
      };
      expect(indexAfterScroll('wrapper')).toBe(2);
      expect(indexAfterScroll('page')).toBe(0);
    },
  );
}

// ---- troubleshooting, migrating, layers

claim(
  'troubleshooting',
  'Destructured node helpers',
  'a destructured isDeletable fails reading isTopLevelNode, and only toNodeTree reads descendants',
  () => {
    expect(section('troubleshooting', 'Destructured node helpers')).toContain(
      "`isDeletable` (reading `'isTopLevelNode'`), `isParentOfTopLevelCanvas` (reading `'isParentOfTopLevelNodes'`), and `toNodeTree` and `decendants` (reading `'descendants'`) throw",
    );
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Text text="a" />
      </Element>,
      { resolver: { Box, Text } },
    );
    const { isDeletable, toNodeTree } = ed.query.node(childIds(ed.query, ROOT_NODE)[0]);
    expect(() => isDeletable()).toThrow("Cannot read properties of undefined (reading 'isTopLevelNode')");
    expect(() => toNodeTree()).toThrow("Cannot read properties of undefined (reading 'descendants')");
  },
);

for (const mode of RENDER_MODES) {
  claim(
    'migrating/migrating-0.1.x',
    'Upgrade checklist',
    `a <Canvas is> in Frame JSX loads as a node that is not a canvas, silently: the page no longer blames the upgrade (${mode.name})`,
    () => {
      expect(section('migrating/migrating-0.1.x', 'Upgrade checklist')).toContain(
        'written in `<Frame>` JSX it never made a canvas (not in 0.1.0-beta.20 either), and it prints no warning',
      );
      expect(wholePage('migrating/migrating-0.1.x')).toContain('0.1.0-beta.20 loaded it the same way');
      const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { Canvas } = requireFromRoot('@craftjs/core') as { Canvas: React.ComponentType<Record<string, unknown>> };
      const ed = renderEditor(
        <Canvas is={Box}>
          <Text text="a" />
        </Canvas>,
        { resolver: { Box, Text }, strict: mode.strict },
      );
      expect(ed.query.node(ROOT_NODE).get().data.name).toBe('Box');
      expect(ed.query.node(ROOT_NODE).isCanvas()).toBe(false);
      expect(warnings).not.toHaveBeenCalled();
      ed.unmount();
    },
  );
}

claim(
  'migrating/migrating-0.1.x',
  'Saved JSON from 0.1.x',
  'the page no longer says a Canvas without is was saved as a div',
  () => {
    const text = section('migrating/migrating-0.1.x', 'Saved JSON from 0.1.x');
    expect(text).not.toContain('(a `div` without one)');
    expect(text).toContain('a `<Canvas>` without `is` failed to render in 0.1.0-beta.20, so it was never saved');
  },
);

// Plainly only: under StrictMode the panel opens no layer on its own (the page's SteadyLayer section), so no header to drag.
{
  claim(
    'additional/layers',
    'drag',
    `a layer drop the target canvas refuses throws from the panel's drag end and leaves its indicator set`,
    () => {
      expect(section('additional/layers', 'drag')).toContain(
        "the panel's drop indicator stays on screen until the next layer drag ends",
      );
      const { DefaultLayer, Layers, useLayer } = requireFromRoot('@craftjs/layers') as typeof import('@craftjs/layers');
      const Refuse: Craft.UserComponent<{ children?: React.ReactNode }> = (props) => <Box {...props} />;
      Refuse.craft = { rules: { canMoveIn: () => false } };
      let layerStore: { getState(): { events: { indicator: unknown } } } | undefined;
      function SpyLayer({ children }: { children?: React.ReactNode }) {
        layerStore = (useLayer() as unknown as { store: typeof layerStore }).store;
        return <DefaultLayer>{children}</DefaultLayer>;
      }
      const thrown: string[] = [];
      const onError = (event: ErrorEvent) => {
        thrown.push(String(event.error?.message ?? event.message));
        event.preventDefault();
      };
      window.addEventListener('error', onError);
      vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const ed = renderEditor(
          <Element is={Box} canvas>
            <Element is={Refuse} canvas>
              <Element is={Box} canvas>
                <Text text="t" />
                <Text text="u" />
              </Element>
            </Element>
          </Element>,
          {
            resolver: { Box, Refuse, Text },
            around: <Layers renderLayer={SpyLayer} expandRootOnLoad />,
          },
        );
        const textId = (text: string) =>
          Object.keys(ed.query.getNodes()).find((id) => ed.query.node(id).get().data.props.text === text)!;
        // Selecting a deep node opens the layers above it.
        ed.act(() => ed.actions.selectNode(textId('u')));
        ed.act(() => ed.actions.selectNode());
        const layerOf = (id: string) =>
          Array.from(document.querySelectorAll('.craft-layer-node')).find((el) => el.classList.contains(id))!;
        const header = layerOf(textId('t')).querySelector('.inner')!.parentElement!;
        const parentBefore = ed.query.node(textId('t')).get().data.parent;
        act(() => fireDrag(header, 'dragstart', { x: 1, y: 1 }));
        act(() => fireDrag(layerOf(textId('u')).firstElementChild!, 'dragenter', { x: 1, y: 1 }));
        act(() => fireDrag(header, 'dragend', { x: 1, y: 1 }));
        expect(thrown.some((message) => message.includes('Invariant failed'))).toBe(true);
        expect(ed.query.node(textId('t')).get().data.parent).toBe(parentBefore);
        expect(layerStore!.getState().events.indicator).not.toBeNull();
        ed.unmount();
      } finally {
        window.removeEventListener('error', onError);
      }
    },
  );
}

// ---- guides/versioned-saving

const NOT_SAVED = 'Not saved: This page was saved by someone else in the meantime.';

/** A saved page of one canvas Box holding a Text, compressed as the versions API stores it. */
function storedPage(text: string): string {
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Text text={text} />
    </Element>,
    { resolver: { Box, Text } },
  );
  const state = pageVersions.compressState(ed.query.serialize());
  ed.unmount();
  return state;
}

for (const mode of RENDER_MODES) {
  claim(
    'guides/versioned-saving',
    'The versions panel',
    `without key={page}, switching to a page that has no version saves the previous page's content into it (${mode.name})`,
    async () => {
      expect(section('guides/versioned-saving', 'The versions panel')).toContain(
        'unless neither page has a saved version yet, when it is accepted',
      );
      const servers = { home: versionsApi(), about: versionsApi() };
      vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
        servers[new URL(input, 'http://localhost').pathname.split('/')[3] as 'home' | 'about'].fetch(input, init),
      );
      const editorFor = (page: string) =>
        inMode(
          <Editor resolver={{ Box, Text }}>
            <VersionsPanel page={page} loadedId={null} componentNames={['Box', 'Text']} />
            <Frame>
              <Element is={Box} canvas>
                <Text text={`${page} text`} />
              </Element>
            </Frame>
          </Editor>,
          mode.strict,
        );
      const view = render(editorFor('home'));
      await settle();
      view.rerender(editorFor('about'));
      await settle();
      expect(view.container.textContent).toContain('home text');
      fireEvent.click(view.getByText('Save a version'));
      await settle();
      expect(view.getByRole('status').textContent).toMatch(/^Saved as/);
      expect(pageVersions.decompressState(servers.about.versions[0].state)).toContain('home text');
      view.unmount();
    },
  );

  claim(
    'guides/versioned-saving',
    'The versions panel',
    `after a 409, opening the page again replaces the unsaved edits; a draft kept first loads back and saves on top (${mode.name})`,
    async () => {
      expect(section('guides/versioned-saving', 'The versions panel')).toContain(
        'load the draft with `actions.deserialize` and save it on top of the newest version',
      );
      const server = versionsApi();
      vi.stubGlobal('fetch', server.fetch);
      const loaded = server.saveFromElsewhere('loaded here', storedPage('base'));
      let api: ReturnType<typeof Craft.useEditor> | undefined;
      function Grab() {
        api = useEditor();
        return null;
      }
      const open = (version: { id: string; state: string }) =>
        inMode(
          <Editor key={version.id} resolver={{ Box, Text }}>
            <Grab />
            <VersionsPanel page="home" loadedId={version.id} componentNames={['Box', 'Text']} />
            <Frame data={pageVersions.decompressState(version.state)} />
          </Editor>,
          mode.strict,
        );
      const view = render(open(loaded));
      await settle();
      const text = () => Object.values(api!.query.getNodes()).find((node) => node.data.name === 'Text')!;
      act(() => api!.actions.setProp(text().id, (props: { text: string }) => void (props.text = 'my edit')));
      const theirs = server.saveFromElsewhere('their save', storedPage('theirs'));
      fireEvent.click(view.getByText('Save a version'));
      await settle();
      expect(view.getByRole('status').textContent).toBe(NOT_SAVED);

      const draft = api!.query.serialize();
      view.rerender(open(theirs));
      await settle();
      expect(view.container.textContent).toContain('theirs');
      expect(view.container.textContent).not.toContain('my edit');
      act(() => api!.actions.deserialize(draft));
      expect(view.container.textContent).toContain('my edit');
      fireEvent.click(view.getByText('Save a version'));
      await settle();
      expect(view.getByRole('status').textContent).toMatch(/^Saved as/);
      expect(pageVersions.decompressState(server.versions[0].state)).toContain('my edit');
      view.unmount();
    },
  );
}

// ---- concepts

const { useThemeActions } = loadGuideModule<{
  useThemeActions: () => {
    applyTheme(ids: string[], color: string): void;
    preview(id: string, color: string): () => void;
  };
}>('docs/concepts/editor.mdx', 'theme-actions.tsx');

for (const mode of RENDER_MODES) {
  claim(
    'concepts/editor',
    'History',
    `an unended preview is saved and becomes what Undo returns to; ending it first keeps the theme's undo exact (${mode.name})`,
    () => {
      expect(guideBlock('docs/concepts/editor.mdx', 'theme-actions.tsx')).toContain(
        'end the preview with the function\n    // this returns before applyTheme',
      );
      const run = (endPreview: boolean) => {
        let theme: ReturnType<typeof useThemeActions> | undefined;
        function Grab() {
          theme = useThemeActions();
          return null;
        }
        const ed = renderEditor(
          <Element is={Box} canvas>
            <Text text="a" color="black" />
            <Text text="b" color="black" />
          </Element>,
          { resolver: { Box, Text }, strict: mode.strict, around: <Grab /> },
        );
        const [a, b] = childIds(ed.query, ROOT_NODE);
        const colors = () => [a, b].map((id) => ed.query.node(id).get().data.props.color);
        let end: () => void = () => undefined;
        ed.act(() => void (end = theme!.preview(a, 'blue')));
        const saved = JSON.parse(ed.query.serialize())[a].props.color;
        if (endPreview) ed.act(() => end());
        ed.act(() => theme!.applyTheme([a, b], 'red'));
        ed.act(() => ed.actions.history.undo());
        const result = { saved, afterUndo: colors(), canUndo: ed.query.history.canUndo() };
        ed.unmount();
        return result;
      };
      expect(run(false)).toEqual({ saved: 'blue', afterUndo: ['blue', 'black'], canUndo: false });
      expect(run(true)).toEqual({ saved: 'blue', afterUndo: ['black', 'black'], canUndo: false });
    },
  );

  claim(
    'concepts/nodes',
    "Changing an Element's props after it is created",
    `a panel added by a drop finds its linked note at once, with its fields rendered before the Element too (${mode.name})`,
    () => {
      const block = guideBlock('docs/concepts/nodes.mdx', 'edit-linked-note.tsx');
      expect(block).not.toContain('gets no other run until the next change in the editor');
      expect(block).toContain("once the panel's\n// own connect registers its section, every collector runs again");
      const { Note } = loadGuideModule<{ Note: Craft.UserComponent<{ text: string }> }>(
        'docs/concepts/nodes.mdx',
        'edit-linked-note.tsx',
      );
      function NoteText({ panelId }: { panelId: string }) {
        const { text } = useEditor((state) => {
          const noteId = state.nodes[panelId]?.data.linkedNodes.note;
          return { text: noteId ? (state.nodes[noteId]?.data.props.text as string) : '' };
        });
        return <output aria-label="Note text">{text}</output>;
      }
      // The fields first, then the <Element> that makes the note.
      const FieldsFirst: Craft.UserComponent = () => {
        const {
          id,
          connectors: { connect },
        } = useNode();
        return (
          <section
            ref={(el) => {
              if (el) connect(el);
            }}
          >
            <NoteText panelId={id} />
            <Element id="note" is={Note} text="Draft" />
          </section>
        );
      };
      const ed = renderEditor(<Element is={Box} canvas />, {
        resolver: { Box, FieldsFirst, Note },
        strict: mode.strict,
      });
      // As a toolbox click adds it: no other editor change follows.
      ed.act(() => ed.actions.addNodeTree(ed.query.parseReactElement(<FieldsFirst />).toNodeTree(), ROOT_NODE));
      expect(ed.getByLabelText('Note text').textContent).toBe('Draft');
      ed.unmount();
    },
  );
}

claim(
  'concepts/editor',
  'Actions and queries',
  'the sentence about the added <section> follows the EditorCommands sample that adds it, not the live sample',
  () => {
    const source = readFileSync(path.join(root, 'docs/concepts/editor.mdx'), 'utf8');
    const sentence = source.indexOf('The `<section>` that the "Add section" button adds is an HTML-tag node');
    const commands = source.indexOf('```tsx title="editor-commands.tsx"');
    const live = source.indexOf('```tsx live title="Selecting and deleting"');
    expect(commands).toBeGreaterThan(-1);
    expect(source.slice(commands, live)).toContain('Add section');
    expect(sentence).toBeGreaterThan(commands);
    expect(sentence).toBeLessThan(live);
  },
);
