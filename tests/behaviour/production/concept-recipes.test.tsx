/**
 * Concept-page recipes whose behaviour differs by build, in React's production build as a reader's
 * `vite build` runs them: expandRootOnLoad and SteadyLayer (docs/additional/layers.mdx), onNodesChange under
 * StrictMode (docs/concepts/editor.mdx), and the React 19 ref warning of HTML-tag nodes (docs/concepts/nodes.mdx).
 */
import type * as Craft from '@craftjs/core';
import type * as CraftLayers from '@craftjs/layers';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../../support/guideCode';
import { claim } from '../support/claim';
import { RENDER_MODES } from '../support/modes';
import { mount, type Mounted } from '../support/mount';
import { spyConsole } from '../support/spy';

const { Editor, Element, Frame, ROOT_NODE, useEditor } = requireFromRoot('@craftjs/core') as typeof Craft;
const { Layers } = requireFromRoot('@craftjs/layers') as typeof CraftLayers;
const LAYERS = 'docs/additional/layers.mdx';
type EditorApi = ReturnType<typeof Craft.useEditor>;

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.restoreAllMocks();
});

/** An editor with a section holding a paragraph, `around` rendered next to the Frame; hands back its api. */
function editor(around: React.ReactNode, strict: boolean, onNodesChange?: () => void) {
  const api: { current: EditorApi | null } = { current: null };
  function Grab() {
    api.current = useEditor();
    return null;
  }
  mounted = mount(
    <Editor {...(onNodesChange ? { onNodesChange } : {})}>
      <Grab />
      {around}
      <Frame>
        <Element is="div" canvas>
          <Element is="section" canvas>
            <p>deep</p>
          </Element>
        </Element>
      </Frame>
    </Editor>,
    { strict },
  );
  const ids = (id: string) => [...api.current!.query.node(id).childNodes()];
  return { api: () => api.current!, ids, run: mounted.run, container: mounted.container };
}

const layerIds = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.craft-layer-node')).map((el) => el.className.split(' ')[1]);

for (const mode of RENDER_MODES) {
  claim(
    'additional/layers',
    'expandRootOnLoad',
    `production: expandRootOnLoad opens the root (${mode.name})`,
    async () => {
      spyConsole('error');
      const ed = editor(<Layers expandRootOnLoad />, mode.strict);
      // The panel renders after the store updates it subscribes to, which React schedules.
      await vi.waitFor(() => expect(layerIds(ed.container)).toEqual([ROOT_NODE, ...ed.ids(ROOT_NODE)]));
    },
  );

  claim(
    'additional/layers',
    'Layers',
    `production: SteadyLayer opens the root and every layer above a selected node (${mode.name})`,
    async () => {
      const { Panel } = loadGuideModule<{ Panel: React.ComponentType }>(LAYERS, 'steady-layer.tsx');
      const ed = editor(<Panel />, mode.strict);
      const [section] = ed.ids(ROOT_NODE);
      const [deep] = ed.ids(section);
      await vi.waitFor(() => expect(layerIds(ed.container)).toEqual([ROOT_NODE, section]));
      ed.run(() => ed.api().actions.selectNode(deep));
      await vi.waitFor(() => expect(layerIds(ed.container)).toEqual([ROOT_NODE, section, deep]));
    },
  );

  claim('concepts/editor', 'Other options', `production: onNodesChange runs once per change (${mode.name})`, () => {
    const onNodesChange = vi.fn();
    const ed = editor(null, mode.strict, onNodesChange);
    expect(onNodesChange).not.toHaveBeenCalled();
    const [section] = ed.ids(ROOT_NODE);
    ed.run(() => ed.api().actions.selectNode(section));
    expect(onNodesChange).toHaveBeenCalledTimes(1);
    ed.run(() => ed.api().actions.setProp(section, (props: { id?: string }) => void (props.id = 'x')));
    expect(onNodesChange).toHaveBeenCalledTimes(2);
  });
}

claim('concepts/nodes', 'The node tree', 'production: the Page sample logs no React ref warning', () => {
  const errors = spyConsole('error');
  const { Page } = loadGuideModule<{ Page: React.ComponentType }>('docs/concepts/nodes.mdx', 'page.tsx');
  mounted = mount(<Page />, { strict: true });
  expect(mounted.container.querySelector('h2')!.getAttribute('draggable')).toBe('true');
  expect(errors).not.toHaveBeenCalled();
});

claim(
  'concepts/user-components',
  'Rules that read app state',
  'production, StrictMode: the rule reads the right on each call, the grip follows it, nothing of it is saved',
  () => {
    const { access, Chapter } = loadGuideModule<{
      access: { setMayArrange(value: boolean): void };
      Chapter: Craft.UserComponent<{ title: string }>;
    }>('docs/concepts/user-components.mdx', 'access-rules.tsx');
    const api: { current: EditorApi | null } = { current: null };
    function Grab() {
      api.current = useEditor();
      return null;
    }
    mounted = mount(
      <Editor resolver={{ Chapter }}>
        <Grab />
        <Frame>
          <Element is="div" canvas>
            <Chapter title="One" />
          </Element>
        </Frame>
      </Editor>,
      { strict: true },
    );
    const { query } = api.current!;
    const [one] = query.node(ROOT_NODE).childNodes();
    const denied = query.serialize();
    expect(query.node(one).isDraggable()).toBe(false);
    expect(mounted.container.querySelector('[draggable="true"]')).toBeNull();
    try {
      mounted.run(() => access.setMayArrange(true));
      expect(query.node(one).isDraggable()).toBe(true);
      expect(mounted.container.querySelector('[draggable="true"]')!.textContent).toBe('⠿');
      expect(query.serialize()).toBe(denied);
    } finally {
      mounted.run(() => access.setMayArrange(false));
    }
  },
);

claim(
  'concepts/nodes',
  'Child nodes',
  'production, StrictMode: the gallery lists its slides’ titles from the state, frames each slide, and follows a child’s setProp',
  () => {
    const { Gallery, Slide } = loadGuideModule<{
      Gallery: Craft.UserComponent;
      Slide: Craft.UserComponent<{ title: string }>;
    }>('docs/concepts/nodes.mdx', 'gallery.tsx');
    const api: { current: EditorApi | null } = { current: null };
    function Grab() {
      api.current = useEditor();
      return null;
    }
    mounted = mount(
      <Editor resolver={{ Gallery, Slide }}>
        <Grab />
        <Frame>
          <Element is={Gallery}>
            <Slide title="Intro" />
            <Slide title="Features" />
          </Element>
        </Frame>
      </Editor>,
      { strict: true },
    );
    const titles = () => Array.from(mounted!.container.querySelectorAll('ol li')).map((li) => li.textContent);
    expect(titles()).toEqual(['Intro', 'Features']);
    const [, features] = api.current!.query.node(ROOT_NODE).childNodes();
    mounted.run(() =>
      api.current!.actions.setProp(features, (props: { title: string }) => {
        props.title = 'Pricing';
      }),
    );
    expect(titles()).toEqual(['Intro', 'Pricing']);
    const framed = Array.from(mounted.container.querySelectorAll('.slide > figure')).map((f) => f.textContent);
    expect(framed).toEqual(['Intro', 'Pricing']);
  },
);

claim(
  'guides/landing-editor',
  'Settings fields from a table',
  'production, StrictMode: the panel draws the selected block’s fields from the table and edits its props',
  () => {
    const { SettingsPanel } = loadGuideModule<{ SettingsPanel: React.FC }>(
      'docs/guides/landing-editor.mdx',
      'settings-from-data.tsx',
    );
    const { useNode } = requireFromRoot('@craftjs/core') as typeof Craft;
    const Button: Craft.UserComponent<{ label: string; color: string }> = ({ label, color }) => {
      const {
        connectors: { connect },
      } = useNode();
      return (
        <button
          type="button"
          style={{ color }}
          ref={(el) => {
            if (el) connect(el);
          }}
        >
          {label}
        </button>
      );
    };
    const api: { current: EditorApi | null } = { current: null };
    function Grab() {
      api.current = useEditor();
      return null;
    }
    mounted = mount(
      <Editor resolver={{ Button }}>
        <Grab />
        <SettingsPanel />
        <Frame>
          <Button label="Buy" color="#000000" />
        </Frame>
      </Editor>,
      { strict: true },
    );
    mounted.run(() => api.current!.actions.selectNode(ROOT_NODE));
    const labels = Array.from(mounted.container.querySelectorAll('form label')).map((label) => label.textContent);
    expect(labels).toEqual(['Label', 'Color']);
    const input = mounted.container.querySelector<HTMLInputElement>('form input')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    mounted.run(() => {
      setValue.call(input, 'Order');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(api.current!.query.node(ROOT_NODE).get().data.props.label).toBe('Order');
  },
);

claim(
  'concepts/editor',
  'Selecting and moving blocks with the keyboard',
  'production, StrictMode: focus selects, Alt+ArrowDown moves one place and announces it, Delete deletes',
  () => {
    const { Announce, useKeyboardBlock } = loadGuideModule<{
      Announce: React.Context<(message: string) => void>;
      useKeyboardBlock: () => React.HTMLAttributes<HTMLElement>;
    }>('docs/concepts/editor.mdx', 'keyboard-block.tsx');
    const { useNode } = requireFromRoot('@craftjs/core') as typeof Craft;
    const Item: Craft.UserComponent<{ text: string }> = ({ text }) => {
      const {
        connectors: { connect, drag },
      } = useNode();
      return (
        <div
          data-item={text}
          ref={(el) => {
            if (el) connect(drag(el));
          }}
          {...useKeyboardBlock()}
        >
          {text}
        </div>
      );
    };
    Item.craft = { displayName: 'Item' };
    const api: { current: EditorApi | null } = { current: null };
    function Grab() {
      api.current = useEditor();
      return null;
    }
    const said: string[] = [];
    mounted = mount(
      <Announce.Provider value={(message) => said.push(message)}>
        <Editor resolver={{ Item }}>
          <Grab />
          <Frame>
            <Element is="div" canvas>
              <Item text="a" />
              <Item text="b" />
            </Element>
          </Frame>
        </Editor>
      </Announce.Provider>,
      { strict: true },
    );
    const query = () => api.current!.query;
    const order = () =>
      query()
        .node(ROOT_NODE)
        .childNodes()
        .map((id) => query().node(id).get().data.props.text);
    const item = (text: string) => mounted!.container.querySelector<HTMLElement>(`[data-item="${text}"]`)!;
    const press = (text: string, init: KeyboardEventInit) =>
      mounted!.run(() => void item(text).dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init })));
    mounted.run(() => item('a').focus());
    expect(query().getEvent('selected').all()).toEqual([query().node(ROOT_NODE).childNodes()[0]]);
    press('a', { key: 'ArrowDown', altKey: true });
    expect(order()).toEqual(['b', 'a']);
    press('b', { key: 'Delete' });
    expect(order()).toEqual(['a']);
    expect(said).toEqual(['Item moved to position 2 of 2', 'Item deleted']);
  },
);

claim(
  'concepts/nodes',
  'One child repeated for each item of your data',
  'production, StrictMode: a saved repeater shows its template once per item to visitors',
  () => {
    type Item = Record<string, string>;
    const { DataSources, Repeater, ItemField } = loadGuideModule<{
      DataSources: React.Context<Record<string, Item[]>>;
      Repeater: Craft.UserComponent<{ source: string }>;
      ItemField: Craft.UserComponent<{ field: string }>;
    }>('docs/concepts/nodes.mdx', 'repeater.tsx');
    const api: { current: EditorApi | null } = { current: null };
    function Grab() {
      api.current = useEditor();
      return null;
    }
    const page = (enabled: boolean, data?: string) => (
      <DataSources.Provider value={{ products: [{ name: 'Lamp' }, { name: 'Chair' }] }}>
        <Editor resolver={{ Repeater, ItemField }} enabled={enabled}>
          <Grab />
          <Frame data={data}>
            {data ? undefined : (
              <Element is={Repeater} canvas source="products">
                <ItemField field="name" />
              </Element>
            )}
          </Frame>
        </Editor>
      </DataSources.Provider>
    );
    mounted = mount(page(true), { strict: true });
    expect(Array.from(mounted.container.querySelectorAll('p')).map((p) => p.textContent)).toEqual(['Lamp']);
    const saved = api.current!.query.serialize();
    mounted.unmount();
    mounted = mount(page(false, saved), { strict: true });
    expect(Array.from(mounted.container.querySelectorAll('p')).map((p) => p.textContent)).toEqual(['Lamp', 'Chair']);
  },
);

claim(
  'api/user-component',
  'related',
  'production, StrictMode: the settings form gets the panel’s pages, and its preview changes the look, not the JSON',
  () => {
    const { PreviewStates, SignUp, SettingsPanel } = loadGuideModule<{
      PreviewStates: React.FC<{ children: React.ReactNode }>;
      SignUp: Craft.UserComponent<{ next: string }>;
      SettingsPanel: React.FC<{ pages: string[] }>;
    }>('docs/api/user-component.mdx', 'preview-state.tsx');
    const api: { current: EditorApi | null } = { current: null };
    function Grab() {
      api.current = useEditor();
      return null;
    }
    mounted = mount(
      <PreviewStates>
        <Editor resolver={{ SignUp }}>
          <Grab />
          <Frame>
            <SignUp next="/" />
          </Frame>
          <SettingsPanel pages={['/', '/pricing']} />
        </Editor>
      </PreviewStates>,
      { strict: true },
    );
    mounted.run(() => api.current!.actions.selectNode(ROOT_NODE));
    const options = Array.from(mounted.container.querySelectorAll('option')).map((option) => option.value);
    expect(options).toEqual(['/', '/pricing']);
    const before = api.current!.query.serialize();
    mounted.run(() => mounted!.container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click());
    expect(mounted.container.querySelector('form')!.textContent).toBe('Thank you!');
    expect(api.current!.query.serialize()).toBe(before);
  },
);
