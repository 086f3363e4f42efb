/**
 * Answers to real user questions, each run as printed (plainly and inside <React.StrictMode>):
 * several Frames in one Editor (docs/api/frame.mdx), dynamic tabs of linked canvases
 * (docs/concepts/user-components.mdx), which nodes changed in onNodesChange and resolvers built from plugins
 * (docs/api/editor.mdx), and app state in the undo history (docs/concepts/editor.mdx).
 */
import type * as Craft from '@craftjs/core';
import { act, fireEvent, render, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { extractSnippets, typeCheckSnippets } from '../docs/snippets';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { RENDER_MODES, inMode } from './support/modes';

const { Editor, Element, Frame, ROOT_NODE, useEditor, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;

type EditorApi = ReturnType<typeof useEditor>;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Records console errors and warnings; `logged()` gives them without React 19's documented ref warning. */
function watchConsole() {
  const spies = (['error', 'warn'] as const).map((method) => vi.spyOn(console, method).mockImplementation(() => {}));
  return {
    logged: () =>
      spies
        .flatMap((spy) => spy.mock.calls.map((args) => args.map(String).join(' ')))
        .filter((line) => !line.includes('Accessing element.ref was removed in React 19')),
  };
}

/** A panel that hands the test the actions and query of the Editor it is rendered in. */
function grabber() {
  const handle: { api?: EditorApi } = {};
  function Grab() {
    handle.api = useEditor();
    return null;
  }
  return { Grab, api: () => handle.api! };
}

const Text: Craft.UserComponent<{ text: string }> = ({ text }) => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <p
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      {text}
    </p>
  );
};

const Box: Craft.UserComponent<{ children?: React.ReactNode }> = ({ children }) => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <section
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      {children}
    </section>
  );
};

// ---- docs/api/frame.mdx › Several Frames in one Editor

const FRAME = 'api/frame';
const SEVERAL_FRAMES = 'Several Frames in one Editor';

for (const mode of RENDER_MODES) {
  const named = (what: string) => `${what} (${mode.name})`;

  claim(FRAME, SEVERAL_FRAMES, named('the last Frame to load replaces the root and both Frames show it'), () => {
    // src/render/Frame.tsx: each Frame adds its tree with id ROOT on its first render, and renders ROOT.
    expect(pageSection(`docs/${FRAME}.mdx`, SEVERAL_FRAMES)).toContain(
      'the last Frame to load replaces the root, every Frame shows that same tree',
    );
    const { Grab, api } = grabber();
    const view = render(
      inMode(
        <Editor resolver={{ Text, Box }}>
          <Grab />
          <div data-frame="one">
            <Frame>
              <Element is={Box} canvas>
                <Text text="First" />
              </Element>
            </Frame>
          </div>
          <div data-frame="two">
            <Frame>
              <Element is={Box} canvas>
                <Text text="Second" />
              </Element>
            </Frame>
          </div>
        </Editor>,
        mode.strict,
      ),
    );
    for (const frame of ['one', 'two'])
      expect(view.container.querySelector(`[data-frame="${frame}"]`)!.textContent).toBe('Second');
    const nodes = api().query.getSerializedNodes();
    const first = Object.keys(nodes).find((id) => nodes[id].props.text === 'First')!;
    // Still in the state and in serialize(), but no longer a child of the root.
    expect(first).toBeDefined();
    expect(nodes[ROOT_NODE].nodes).not.toContain(first);
    expect(api().query.serialize()).toContain('"First"');
  });

  claim(FRAME, SEVERAL_FRAMES, named('a later Frame with data replaces every node'), () => {
    // src/editor/actions.ts deserialize → replaceNodes.
    const saved = (() => {
      const { Grab, api } = grabber();
      const view = render(
        <Editor resolver={{ Text, Box }}>
          <Grab />
          <Frame>
            <Element is={Box} canvas>
              <Text text="Saved" />
            </Element>
          </Frame>
        </Editor>,
      );
      const json = api().query.serialize();
      view.unmount();
      return json;
    })();
    const { Grab, api } = grabber();
    const view = render(
      inMode(
        <Editor resolver={{ Text, Box }}>
          <Grab />
          <div data-frame="one">
            <Frame>
              <Element is={Box} canvas>
                <Text text="First" />
              </Element>
            </Frame>
          </div>
          <div data-frame="two">
            <Frame data={saved} />
          </div>
        </Editor>,
        mode.strict,
      ),
    );
    expect(view.container.querySelector('[data-frame="one"]')!.textContent).toBe('Saved');
    expect(api().query.serialize()).not.toContain('"First"');
    expect(Object.keys(api().query.getNodes())).toHaveLength(2);
  });

  claim(FRAME, SEVERAL_FRAMES, named('App shows read-only previews that follow each change'), () => {
    const { App } = loadGuideModule<{ App: React.ComponentType<{ children?: React.ReactNode }> }>(
      'docs/api/frame.mdx',
      'side-by-side-previews.tsx',
    );
    const watch = watchConsole();
    const { Grab, api } = grabber();
    const view = render(
      inMode(
        <App>
          <Grab />
        </App>,
        mode.strict,
      ),
    );
    const previews = () => view.getAllByRole('region', { name: /^Preview at/ });
    expect(previews().map((p) => p.textContent)).toEqual(['Edit me', 'Edit me']);
    const [text] = api().query.node(ROOT_NODE).childNodes();
    act(() => api().actions.setProp(text, (props: { text: string }) => (props.text = 'Changed')));
    expect(previews().map((p) => p.textContent)).toEqual(['Changed', 'Changed']);
    // Editable page: draggable; previews (enabled={false}): not.
    expect(api().query.node(text).get().dom!.getAttribute('draggable')).toBe('true');
    for (const preview of previews()) expect(within(preview).getByText('Changed').getAttribute('draggable')).toBeNull();
    // The previews' nodes never enter the page's state: a root and one text.
    expect(Object.keys(api().query.getNodes())).toHaveLength(2);
    expect(watch.logged()).toEqual([]);
  });

  claim(FRAME, SEVERAL_FRAMES, named('two Editors keep two separate pages'), () => {
    expect(pageSection(`docs/${FRAME}.mdx`, SEVERAL_FRAMES)).toContain('give each page its own Editor');
    const one = grabber();
    const two = grabber();
    const page = (G: React.ComponentType, text: string) => (
      <Editor resolver={{ Text, Box }}>
        <G />
        <Frame>
          <Element is={Box} canvas>
            <Text text={text} />
          </Element>
        </Frame>
      </Editor>
    );
    const view = render(
      inMode(
        <>
          {page(one.Grab, 'One')}
          {page(two.Grab, 'Two')}
        </>,
        mode.strict,
      ),
    );
    expect(view.container.textContent).toBe('OneTwo');
    const [text] = one.api().query.node(ROOT_NODE).childNodes();
    act(() => one.api().actions.setProp(text, (props: { text: string }) => (props.text = 'One!')));
    expect(view.container.textContent).toBe('One!Two');
    expect(two.api().query.history.canUndo()).toBe(false);
  });
}

// ---- docs/concepts/user-components.mdx › Dynamic tabs: a variable number of linked canvases

const COMPONENTS = 'concepts/user-components';
const DYNAMIC_TABS = 'Dynamic tabs: a variable number of linked canvases';
const COMPONENTS_FILE = `docs/${COMPONENTS}.mdx`;

type TabsProps = { tabs: Array<{ key: string; title: string }>; nextKey: number };

function renderTabs(strict: boolean, data?: string) {
  const { Tabs, TabPanel } = loadGuideModule<{
    Tabs: Craft.UserComponent<Partial<TabsProps>>;
    TabPanel: Craft.UserComponent<{ children?: React.ReactNode }>;
  }>(COMPONENTS_FILE, 'tabs.tsx');
  const { Grab, api } = grabber();
  const view = render(
    inMode(
      <Editor resolver={{ Tabs, TabPanel, Text, Box }}>
        <Grab />
        <Frame data={data}>
          <Element is={Box} canvas>
            <Tabs />
          </Element>
        </Frame>
      </Editor>,
      strict,
    ),
  );
  const tabsId = () => api().query.node(ROOT_NODE).childNodes()[0];
  const linked = () => ({ ...api().query.node(tabsId()).get().data.linkedNodes });
  const props = () => api().query.node(tabsId()).get().data.props as TabsProps;
  const panel = () => view.getByRole('tabpanel');
  const click = (name: string | RegExp) =>
    act(
      () =>
        void fireEvent.click(view.getByRole(name === 'Add tab' || name === 'Remove tab' ? 'button' : 'tab', { name })),
    );
  /** Drops a text into the open tab's panel. */
  const dropText = (text: string) => {
    const panelId =
      linked()[
        props().tabs.find((t) => view.getByRole('tab', { name: t.title }).getAttribute('aria-selected') === 'true')!.key
      ];
    act(() =>
      api().actions.addNodeTree(
        api()
          .query.parseReactElement(<Text text={text} />)
          .toNodeTree(),
        panelId,
      ),
    );
  };
  return { view, api, tabsId, linked, props, panel, click, dropText };
}

for (const mode of RENDER_MODES) {
  const named = (what: string) => `${what} (${mode.name})`;

  claim(COMPONENTS, DYNAMIC_TABS, named('a new tab is one undo step; its panel node appears when first opened'), () => {
    expect(pageSection(COMPONENTS_FILE, DYNAMIC_TABS)).toContain('craft.js has no action that deletes a linked node');
    const watch = watchConsole();
    const t = renderTabs(mode.strict);
    t.dropText('First tab');
    expect(Object.keys(t.linked())).toEqual(['tab-0']);
    t.click('Add tab');
    expect(t.props().tabs.map((tab) => tab.key)).toEqual(['tab-0', 'tab-1']);
    // src/nodes/Element.tsx: the linked node is created when the Element first renders.
    expect(Object.keys(t.linked())).toEqual(['tab-0']);
    t.click('Tab 2');
    expect(Object.keys(t.linked())).toEqual(['tab-0', 'tab-1']);
    expect(t.panel().textContent).toBe('');
    t.click('Tab 1');
    expect(t.panel().textContent).toBe('First tab');
    // One undo reverts the new tab (the panel's creation was history.ignore()); its node stays.
    act(() => t.api().actions.history.undo());
    expect(t.props().tabs).toHaveLength(1);
    expect(Object.keys(t.linked())).toEqual(['tab-0', 'tab-1']);
    act(() => t.api().actions.history.undo());
    expect(t.panel().textContent).toBe('');
    expect(watch.logged()).toEqual([]);
  });

  claim(COMPONENTS, DYNAMIC_TABS, named('a removed tab keeps its panel in the state and undo brings it back'), () => {
    const t = renderTabs(mode.strict);
    t.dropText('Kept');
    t.click('Add tab');
    t.click('Tab 1');
    t.click('Remove tab');
    expect(t.props().tabs.map((tab) => tab.key)).toEqual(['tab-1']);
    const removedPanel = t.linked()['tab-0'];
    expect(removedPanel).toBeDefined();
    expect(t.api().query.serialize()).toContain('"Kept"');
    expect(() => t.api().actions.delete(removedPanel)).toThrow('Attempting to delete a top-level Node');
    act(() => t.api().actions.history.undo());
    expect(t.props().tabs.map((tab) => tab.key)).toEqual(['tab-0', 'tab-1']);
    expect(t.panel().textContent).toBe('Kept');
    // Deleting the Tabs node deletes all its panels.
    const panels = Object.values(t.linked());
    act(() => t.api().actions.delete(t.tabsId()));
    for (const id of panels) expect(t.api().query.node(id).get()).toBeUndefined();
  });

  claim(COMPONENTS, DYNAMIC_TABS, named('an Element reads its id only when it mounts'), () => {
    // src/nodes/Element.tsx: the linked node id is chosen in a useState initializer.
    expect(pageSection(COMPONENTS_FILE, DYNAMIC_TABS)).toContain('an Element reads `id` only when it mounts');
    const Slot: Craft.UserComponent<{ slot: string }> = ({ slot }) => {
      const {
        connectors: { connect },
      } = useNode();
      return (
        <div
          ref={(el) => {
            if (el) connect(el);
          }}
        >
          <Element id={slot} is={Box} canvas />
        </div>
      );
    };
    const { Grab, api } = grabber();
    render(
      inMode(
        <Editor resolver={{ Slot, Box }}>
          <Grab />
          <Frame>
            <Element is={Box} canvas>
              <Slot slot="a" />
            </Element>
          </Frame>
        </Editor>,
        mode.strict,
      ),
    );
    const [slot] = api().query.node(ROOT_NODE).childNodes();
    act(() => api().actions.setProp(slot, (props: { slot: string }) => (props.slot = 'b')));
    expect(Object.keys(api().query.node(slot).get().data.linkedNodes)).toEqual(['a']);
  });

  claim(COMPONENTS, DYNAMIC_TABS, named('a reused key brings back the removed panel'), () => {
    const t = renderTabs(mode.strict);
    t.dropText('Old');
    t.click('Add tab');
    t.click('Tab 1');
    t.click('Remove tab');
    act(() =>
      t.api().actions.setProp(t.tabsId(), (props: TabsProps) => {
        props.tabs.unshift({ key: 'tab-0', title: 'Again' });
      }),
    );
    t.click('Again');
    expect(t.panel().textContent).toBe('Old');
  });

  claim(
    COMPONENTS,
    DYNAMIC_TABS,
    named('tabs find their panels after loading, and pruneRemovedTabs drops removed ones'),
    () => {
      const { pruneRemovedTabs } = loadGuideModule<{ pruneRemovedTabs: (json: string) => string }>(
        COMPONENTS_FILE,
        'prune-removed-tabs.ts',
      );
      const t = renderTabs(mode.strict);
      t.dropText('Removed');
      t.click('Add tab');
      t.click('Tab 2');
      t.dropText('Second');
      t.click('Tab 1');
      t.click('Remove tab');
      const json = t.api().query.serialize();
      t.view.unmount();

      const loaded = renderTabs(mode.strict, json);
      expect(loaded.panel().textContent).toBe('Second');
      expect(Object.keys(loaded.linked())).toEqual(['tab-0', 'tab-1']);
      loaded.view.unmount();

      const pruned = pruneRemovedTabs(json);
      expect(pruned).not.toContain('"Removed"');
      expect(Object.keys(JSON.parse(pruned))).toHaveLength(Object.keys(JSON.parse(json)).length - 2);
      const clean = renderTabs(mode.strict, pruned);
      expect(clean.panel().textContent).toBe('Second');
      expect(Object.keys(clean.linked())).toEqual(['tab-1']);
    },
  );
}

// ---- docs/guides/save-load-state.mdx › Which nodes changed

const SAVE_LOAD = 'guides/save-load-state';
const SAVE_LOAD_FILE = `docs/${SAVE_LOAD}.mdx`;
const WHICH_CHANGED = 'Which nodes changed';

type NodeChanges = { added: string[]; removed: string[]; changed: string[] };
type ChangedNodesModule = {
  trackNodeChanges: (
    onChange: (changes: NodeChanges, nodes: Craft.SerializedNodes) => void,
  ) => (query: { getSerializedNodes(): Craft.SerializedNodes }) => void;
  App: React.ComponentType<{ children?: React.ReactNode }>;
};

/** A page with known structure: ROOT holds the canvases `left` (with one text) and `right`. */
function twoColumns() {
  return (
    <Element is={Box} canvas>
      <Element is={Box} canvas custom={{ name: 'left' }}>
        <Text text="Moved" />
      </Element>
      <Element is={Box} canvas custom={{ name: 'right' }} />
    </Element>
  );
}

for (const mode of RENDER_MODES) {
  const named = (what: string) => `${what} (${mode.name})`;

  claim(
    SAVE_LOAD,
    WHICH_CHANGED,
    named('trackNodeChanges reports added, changed and removed ids once per change'),
    () => {
      expect(pageSection(SAVE_LOAD_FILE, WHICH_CHANGED)).toContain('never the ids of the nodes that changed');
      const { trackNodeChanges } = loadGuideModule<ChangedNodesModule>(SAVE_LOAD_FILE, 'changed-nodes.tsx');
      const onChange = vi.fn();
      const { Grab, api } = grabber();
      render(
        inMode(
          <Editor resolver={{ Text, Box }} onNodesChange={trackNodeChanges(onChange)}>
            <Grab />
            <Frame>{twoColumns()}</Frame>
          </Editor>,
          mode.strict,
        ),
      );
      const q = () => api().query;
      const [left, right] = q().node(ROOT_NODE).childNodes();
      const [text] = q().node(left).childNodes();
      // The first call (at mount under StrictMode in development, else the first change) reports every node.
      act(() => api().actions.selectNode(text));
      expect(onChange).toHaveBeenCalledTimes(1);
      expect([...onChange.mock.calls[0][0].added].sort()).toEqual([ROOT_NODE, left, right, text].sort());
      const last = () => onChange.mock.calls.at(-1)![0] as NodeChanges;

      act(() => api().actions.setProp(text, (props: { text: string }) => (props.text = 'Edited')));
      expect(onChange).toHaveBeenCalledTimes(2); // StrictMode's second call found nothing new
      expect(last()).toEqual({ added: [], removed: [], changed: [text] });

      act(() => api().actions.selectNode(left)); // selection is not part of the serialized nodes
      expect(onChange).toHaveBeenCalledTimes(2);

      act(() => api().actions.move(text, right, 0));
      expect(last().changed.sort()).toEqual([left, right, text].sort());
      // Reordering within one container changes only that container's `nodes`.
      act(() => api().actions.move(right, ROOT_NODE, 0));
      expect(last()).toEqual({ added: [], removed: [], changed: [ROOT_NODE] });
      expect(pageSection(SAVE_LOAD_FILE, WHICH_CHANGED)).toContain(
        'reordering within one container reports only that container',
      );

      const tree = q()
        .parseReactElement(<Text text="New" />)
        .toNodeTree();
      act(() => api().actions.addNodeTree(tree, left));
      expect(last()).toEqual({ added: [tree.rootNodeId], removed: [], changed: [left] });

      act(() => api().actions.setHidden(right, true));
      expect(last()).toEqual({ added: [], removed: [], changed: [right] });

      act(() => api().actions.delete(tree.rootNodeId));
      expect(last()).toEqual({ added: [], removed: [tree.rootNodeId], changed: [left] });
    },
  );

  claim(SAVE_LOAD, WHICH_CHANGED, named('App saves and removes one block per changed node'), () => {
    const { App } = loadGuideModule<ChangedNodesModule>(SAVE_LOAD_FILE, 'changed-nodes.tsx');
    const watch = watchConsole(); // App has no resolver, so the page uses HTML tags: React 19's ref warning
    const { Grab, api } = grabber();
    render(
      inMode(
        <App>
          <Grab />
          <Frame>
            <Element is="div" canvas>
              <Element is="p">Hello</Element>
            </Element>
          </Frame>
        </App>,
        mode.strict,
      ),
    );
    const [p] = api().query.node(ROOT_NODE).childNodes();
    act(() => api().actions.setProp(p, (props: { title?: string }) => (props.title = 'x')));
    expect(JSON.parse(localStorage.getItem(`block:${p}`)!).props.title).toBe('x');
    expect(localStorage.getItem(`block:${ROOT_NODE}`)).not.toBeNull();
    localStorage.removeItem(`block:${ROOT_NODE}`);
    act(() => api().actions.setProp(p, (props: { title?: string }) => (props.title = 'y')));
    expect(JSON.parse(localStorage.getItem(`block:${p}`)!).props.title).toBe('y');
    expect(localStorage.getItem(`block:${ROOT_NODE}`)).toBeNull(); // the root did not change
    act(() => api().actions.delete(p));
    expect(localStorage.getItem(`block:${p}`)).toBeNull();
    expect(JSON.parse(localStorage.getItem(`block:${ROOT_NODE}`)!).nodes).toEqual([]);
    expect(watch.logged()).toEqual([]);
  });

  claim(SAVE_LOAD, WHICH_CHANGED, named('loaded data keeps its ids; Frame children get new ones on each mount'), () => {
    const ids = () => {
      const { Grab, api } = grabber();
      const view = render(
        inMode(
          <Editor resolver={{ Text, Box }}>
            <Grab />
            <Frame>{twoColumns()}</Frame>
          </Editor>,
          mode.strict,
        ),
      );
      const result = { ids: Object.keys(api().query.getNodes()).sort(), json: api().query.serialize() };
      view.unmount();
      return result;
    };
    const first = ids();
    const second = ids();
    expect(first.ids.filter((id) => second.ids.includes(id))).toEqual([ROOT_NODE]);
    expect(pageSection(SAVE_LOAD_FILE, WHICH_CHANGED)).toContain('nodes loaded from saved `data` keep their saved ids');
    const { Grab, api } = grabber();
    render(
      inMode(
        <Editor resolver={{ Text, Box }}>
          <Grab />
          <Frame data={first.json} />
        </Editor>,
        mode.strict,
      ),
    );
    expect(Object.keys(api().query.getNodes()).sort()).toEqual(first.ids);
  });
}

// ---- docs/concepts/editor.mdx › Your own state in the undo history

const USER_COMPONENTS = 'concepts/user-components';
const USER_COMPONENTS_FILE = `docs/${USER_COMPONENTS}.mdx`;
const ROOT_DIR = path.resolve(__dirname, '../..');
const CONCEPT_EDITOR = 'concepts/editor';
const OWN_STATE = 'Your own state in the undo history';

function renderThemeEditor(strict: boolean, onNodesChange?: (query: unknown) => void) {
  const { ThemePicker } = loadGuideModule<{ ThemePicker: React.ComponentType }>(
    `docs/${CONCEPT_EDITOR}.mdx`,
    'page-theme.tsx',
  );
  const { Grab, api } = grabber();
  const view = render(
    inMode(
      <Editor resolver={{ Text, Box }} {...(onNodesChange ? { onNodesChange } : {})}>
        <Grab />
        <ThemePicker />
        <Frame>
          <Element is={Box} canvas>
            <Text text="A" />
          </Element>
        </Frame>
      </Editor>,
      strict,
    ),
  );
  const select = () => view.getByRole('combobox', { name: 'Theme' }) as HTMLSelectElement;
  const choose = (value: string) => act(() => void fireEvent.change(select(), { target: { value } }));
  return { view, api, select, choose };
}

for (const mode of RENDER_MODES) {
  const named = (what: string) => `${what} (${mode.name})`;

  claim(
    CONCEPT_EDITOR,
    OWN_STATE,
    named('ThemePicker: undo and redo cover the theme, and serialize() saves it'),
    () => {
      expect(pageSection(`docs/${CONCEPT_EDITOR}.mdx`, OWN_STATE)).toContain(
        'craft.js has no action that records a step of your own',
      );
      const t = renderThemeEditor(mode.strict);
      expect(t.select().value).toBe('light');
      expect(t.api().query.history.canUndo()).toBe(false);
      t.choose('dark');
      expect(t.select().value).toBe('dark');
      expect(JSON.parse(t.api().query.serialize())[ROOT_NODE].custom).toEqual({ theme: 'dark' });
      act(() => t.api().actions.history.undo());
      expect(t.select().value).toBe('light');
      act(() => t.api().actions.history.redo());
      expect(t.select().value).toBe('dark');
    },
  );

  claim(CONCEPT_EDITOR, OWN_STATE, named('merge() and ignore() apply to a custom-data change'), () => {
    const t = renderThemeEditor(mode.strict);
    const [text] = t.api().query.node(ROOT_NODE).childNodes();
    const setTheme = (theme: string) => (custom: { theme?: string }) => void (custom.theme = theme);
    act(() => t.api().actions.setProp(text, (props: { text: string }) => (props.text = 'B')));
    act(() => t.api().actions.history.merge().setCustom(ROOT_NODE, setTheme('dark')));
    act(() => t.api().actions.history.undo()); // one step: the text and the theme together
    expect(t.select().value).toBe('light');
    expect(t.api().query.node(text).get().data.props.text).toBe('A');
    expect(t.api().query.history.canUndo()).toBe(false);
    act(() => t.api().actions.history.ignore().setCustom(ROOT_NODE, setTheme('dark')));
    expect(t.select().value).toBe('dark');
    expect(t.api().query.history.canUndo()).toBe(false);
  });

  claim(CONCEPT_EDITOR, OWN_STATE, named('onNodesChange gets only the query, after an undo as after a change'), () => {
    expect(pageSection(`docs/${CONCEPT_EDITOR}.mdx`, OWN_STATE)).toContain(
      '`onNodesChange` receives only the `query`, called the same way after an undo',
    );
    const onNodesChange = vi.fn();
    const t = renderThemeEditor(mode.strict, onNodesChange);
    t.choose('dark');
    const afterChange = onNodesChange.mock.calls.at(-1)!;
    act(() => t.api().actions.history.undo());
    const afterUndo = onNodesChange.mock.calls.at(-1)!;
    expect(afterUndo).not.toBe(afterChange);
    expect(afterChange).toHaveLength(1);
    expect(afterUndo).toHaveLength(1);
    expect(Object.keys(afterUndo[0] as object).sort()).toEqual(Object.keys(afterChange[0] as object).sort());
  });
}

// ---- docs/api/editor.mdx › Plugins and components registered later

const PLUGINS = 'Plugins and components registered later';

type PluginModule = {
  buildResolver: (plugins: Array<{ name: string; components: Craft.Resolver }>) => Craft.Resolver;
  useRegisterPlugin: () => (plugin: { name: string; components: Craft.Resolver }) => void;
  lazyComponent: <P extends object>(
    load: () => Promise<{ default: React.ComponentType<P> }>,
    craft: Craft.UserComponent<P>['craft'],
  ) => Craft.UserComponent<P>;
};

const Chart: Craft.UserComponent<{ bars?: number }> = ({ bars }) => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <figure
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      {`Chart of ${bars} bars`}
    </figure>
  );
};

for (const mode of RENDER_MODES) {
  const named = (what: string) => `${what} (${mode.name})`;

  claim(USER_COMPONENTS, PLUGINS, named('a resolver prop changed after mounting is ignored'), () => {
    const { Grab, api } = grabber();
    const page = (resolver: Craft.Resolver) =>
      inMode(
        <Editor resolver={resolver}>
          <Grab />
          <Frame>
            <Element is={Box} canvas />
          </Frame>
        </Editor>,
        mode.strict,
      );
    expect(pageSection(USER_COMPONENTS_FILE, PLUGINS)).toContain('a new object passed later changes nothing');
    const view = render(page({ Box }));
    view.rerender(page({ Box, Chart }));
    expect(Object.keys(api().query.getOptions().resolver)).toEqual(['Box']);
    expect(() =>
      api()
        .query.parseReactElement(<Chart />)
        .toNodeTree(),
    ).toThrow('does not exist in the resolver');
  });

  claim(
    USER_COMPONENTS,
    PLUGINS,
    named('buildResolver prefixes keys; useRegisterPlugin adds components and keeps the page and history'),
    () => {
      const { buildResolver, useRegisterPlugin } = loadGuideModule<PluginModule>(
        USER_COMPONENTS_FILE,
        'plugin-resolver.tsx',
      );
      const resolver = buildResolver([{ name: 'core', components: { Box, Text } }]);
      expect(Object.keys(resolver)).toEqual(['core.Box', 'core.Text']);
      let register: ReturnType<PluginModule['useRegisterPlugin']> | undefined;
      function Registrar() {
        register = useRegisterPlugin();
        return null;
      }
      const { Grab, api } = grabber();
      render(
        inMode(
          <Editor resolver={resolver}>
            <Grab />
            <Registrar />
            <Frame>
              <Element is={Box} canvas>
                <Text text="A" />
              </Element>
            </Frame>
          </Editor>,
          mode.strict,
        ),
      );
      const [text] = api().query.node(ROOT_NODE).childNodes();
      act(() => api().actions.setProp(text, (props: { text: string }) => (props.text = 'B')));
      act(() => api().actions.selectNode(text));
      act(() => register!({ name: 'charts', components: { Chart } }));
      expect(Object.keys(api().query.getOptions().resolver)).toEqual(['core.Box', 'core.Text', 'charts.Chart']);
      const tree = api()
        .query.parseReactElement(<Chart bars={3} />)
        .toNodeTree();
      act(() => api().actions.addNodeTree(tree, ROOT_NODE));
      expect(api().query.node(tree.rootNodeId).get().dom!.textContent).toBe('Chart of 3 bars');
      expect(JSON.parse(api().query.serialize())[tree.rootNodeId].type).toEqual({ resolvedName: 'charts.Chart' });
      expect(api().query.getEvent('selected').first()).toBe(text);
      act(() => api().actions.history.undo()); // the chart
      act(() => api().actions.history.undo()); // the text edit, from before the plugin
      expect(api().query.node(text).get().data.props.text).toBe('A');
    },
  );

  claim(
    USER_COMPONENTS,
    PLUGINS,
    named('a remount with a new key takes the new resolver, with the saved page and no history'),
    () => {
      expect(pageSection(USER_COMPONENTS_FILE, PLUGINS)).toContain('Remounting the Editor with a new `key` also works');
      const { Grab, api } = grabber();
      const page = (key: string, resolver: Craft.Resolver, data?: string) =>
        inMode(
          <Editor key={key} resolver={resolver}>
            <Grab />
            <Frame data={data}>
              <Element is={Box} canvas>
                <Text text="A" />
              </Element>
            </Frame>
          </Editor>,
          mode.strict,
        );
      const view = render(page('1', { Box, Text }));
      const [text] = api().query.node(ROOT_NODE).childNodes();
      act(() => api().actions.setProp(text, (props: { text: string }) => (props.text = 'Edited')));
      const json = api().query.serialize();
      view.rerender(page('2', { Box, Text, Chart }, json));
      expect(Object.keys(api().query.getOptions().resolver)).toEqual(['Box', 'Text', 'Chart']);
      expect(api().query.node(text).get().data.props.text).toBe('Edited');
      expect(api().query.history.canUndo()).toBe(false);
    },
  );

  claim(
    USER_COMPONENTS,
    PLUGINS,
    named('lazyComponent: craft defaults at once, the code on first render'),
    async () => {
      const { lazyComponent } = loadGuideModule<PluginModule>(USER_COMPONENTS_FILE, 'plugin-resolver.tsx');
      let loaded!: (module: { default: React.ComponentType<{ bars?: number }> }) => void;
      const load = vi.fn(() => new Promise<{ default: React.ComponentType<{ bars?: number }> }>((r) => (loaded = r)));
      const LazyChart = lazyComponent(load, { displayName: 'Chart', props: { bars: 5 } });
      const { Grab, api } = grabber();
      const view = render(
        inMode(
          <Editor resolver={{ Box, LazyChart }}>
            <Grab />
            <Frame>
              <Element is={Box} canvas />
            </Frame>
          </Editor>,
          mode.strict,
        ),
      );
      expect(load).not.toHaveBeenCalled();
      const tree = api()
        .query.parseReactElement(<LazyChart />)
        .toNodeTree();
      act(() => api().actions.addNodeTree(tree, ROOT_NODE));
      const node = api().query.node(tree.rootNodeId).get();
      expect(node.data.props).toEqual({ bars: 5 });
      expect(node.data.displayName).toBe('Chart');
      expect(view.container.textContent).toBe('Loading…');
      expect(load).toHaveBeenCalled();
      await act(async () => loaded({ default: Chart }));
      expect(view.container.textContent).toBe('Chart of 5 bars');
      expect(api().query.node(tree.rootNodeId).get().dom!.tagName).toBe('FIGURE');
    },
  );

  claim(
    USER_COMPONENTS,
    PLUGINS,
    named('lazyComponent: without a displayName the node is named "Lazy", so its craft must give one'),
    () => {
      const { lazyComponent } = loadGuideModule<PluginModule>(USER_COMPONENTS_FILE, 'plugin-resolver.tsx');
      const load = () => new Promise<{ default: React.ComponentType<{ bars?: number }> }>(() => undefined);
      // What a call without displayName would give, were the type to let it through.
      const Unnamed = lazyComponent(load, { props: { bars: 1 } } as unknown as { displayName: string });
      const { Grab, api } = grabber();
      render(
        inMode(
          <Editor resolver={{ Box, Unnamed }}>
            <Grab />
            <Frame>
              <Element is={Box} canvas />
            </Frame>
          </Editor>,
          mode.strict,
        ),
      );
      const node = api()
        .query.parseReactElement(<Unnamed />)
        .toNodeTree();
      expect(node.nodes[node.rootNodeId].data.displayName).toBe('Lazy');
      expect(node.nodes[node.rootNodeId].data.name).toBe('Unnamed');
      // The block's own type refuses such a call.
      const file = USER_COMPONENTS_FILE;
      const block = extractSnippets(file, readFileSync(path.join(ROOT_DIR, file), 'utf8')).find((snippet) =>
        snippet.meta.includes('title="plugin-resolver.tsx"'),
      )!;
      const call = [
        'declare const loadPie: () => Promise<{ default: ComponentType<{ size: number }> }>;',
        'export const Pie = lazyComponent(loadPie, { props: { size: 3 } });',
      ].join('\n');
      const failures = typeCheckSnippets(ROOT_DIR, [{ ...block, code: `${block.code}\n${call}` }]);
      expect(failures.map((failure) => failure.message).join('\n')).toContain('displayName');
      expect(pageSection(USER_COMPONENTS_FILE, PLUGINS)).toContain('Its `craft` needs a `displayName`');
    },
  );
}
