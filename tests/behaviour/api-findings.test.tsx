/**
 * The API pages' claims that only hold in a reader's set-up: StrictMode, a remount, existing undo history, a
 * component placed before <Frame>, an id prop that changes. Each test proves the library's behaviour there
 * and, for a sample, runs the sample as printed; for prose, it checks the section states what the test proves.
 * Sources: @craftjs/core src/editor/Editor.tsx, src/render/Frame.tsx, src/editor/actions.ts,
 * src/utils/createNode.ts, src/events/Positioner.ts; @craftjs/utils src/useCollector.tsx, src/useMethods.ts,
 * src/EventHandlers/wrapConnectorHooks.tsx.
 */
import { Element, Frame, Editor, ROOT_NODE, useEditor, type Node, type UserComponent } from '@craftjs/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { INTERNAL_EXPORTS } from '../../config/internal-exports';
import { loadGuideModule } from '../support/guideCode';
import { claim } from './support/claim';
import { Box, Text, resolver } from './support/components';
import { fireDrag, setBox, stack } from './support/dom';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES, inMode } from './support/modes';
import { pageSection } from '../support/pageSection';
import { messages, spyConsole } from './support/spy';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const threeTexts = (
  <Element is={Box} canvas label="root">
    <Text text="A" />
    <Text text="B" />
    <Text text="C" />
  </Element>
);

// ---- docs/api/editor.mdx

claim('api/editor', 'normalizeNodes', 'its query reads the state from before the action', () => {
  // useMethods.ts: the reducer's query is createQuery(() => state), the input state, not the draft
  const seen: Array<{ draft: number; query: number; addedInQuery: boolean }> = [];
  let added = '';
  const ed = renderEditor(threeTexts, {
    resolver,
    normalizeNodes: (draft, _previous, _action, query) => {
      seen.push({
        draft: Object.keys(draft.nodes).length,
        query: Object.keys(query.getNodes()).length,
        addedInQuery: added in query.getNodes(),
      });
    },
  });
  // Loading the Frame's children changes no existing node's data: no call.
  expect(seen).toEqual([]);
  const tree = ed.query.parseReactElement(<Text text="D" />).toNodeTree();
  added = tree.rootNodeId;
  ed.act(() => ed.actions.addNodeTree(tree, ROOT_NODE));
  expect(seen).toEqual([{ draft: 5, query: 4, addedInQuery: false }]);
  expect(pageSection('docs/api/editor.mdx', 'normalizeNodes')).toContain('reads the state from **before** the action');
  expect(pageSection('docs/api/editor.mdx', 'normalizeNodes')).toContain(
    "not called for the Frame's own load of its children",
  );
});

claim('api/editor', 'onNodesChange', 'under StrictMode it is called at mount and twice per change', () => {
  // Editor.tsx: useEffect(() => { context.subscribe(...) }, [context]) drops the unsubscribe function
  const onNodesChange = vi.fn();
  const ed = renderEditor(threeTexts, { resolver, onNodesChange, strict: true });
  expect(onNodesChange).toHaveBeenCalledTimes(1);
  const a = childIds(ed.query, ROOT_NODE)[0];
  ed.act(() => ed.actions.selectNode(a));
  expect(onNodesChange).toHaveBeenCalledTimes(2);
  ed.act(() => ed.actions.setProp(a, (p) => void (p.text = 'A2')));
  expect(onNodesChange).toHaveBeenCalledTimes(4);
  const section = pageSection('docs/api/editor.mdx', 'onNodesChange');
  expect(section).toContain('**twice** for each change');
  expect(section).not.toContain('It is not called at mount.');
});

for (const mode of RENDER_MODES) {
  claim('api/editor', 'onNodesChange', `the autosave sample saves each state once (${mode.name})`, () => {
    const { App } = loadGuideModule<{ App: React.FC<{ children?: React.ReactNode }> }>(
      'docs/api/editor.mdx',
      'AutosaveApp',
    );
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const handle: { query?: ReturnType<typeof useEditor>['query']; actions?: ReturnType<typeof useEditor>['actions'] } =
      {};
    function Grab() {
      Object.assign(handle, useEditor());
      return null;
    }
    // The sample's Editor has no resolver: the page is made of HTML-tag nodes, which need none.
    const app = (
      <App>
        <Grab />
        <Frame>
          <Element is="div" canvas>
            <Element is="p">A</Element>
            <Element is="p">B</Element>
          </Element>
        </Frame>
      </App>
    );
    render(mode.strict ? <React.StrictMode>{app}</React.StrictMode> : app);
    const a = childIds(handle.query!, ROOT_NODE)[0];
    act(() => handle.actions!.selectNode(a));
    act(() => handle.actions!.setProp(a, (p) => void (p.children = 'saved')));
    const saved = setItem.mock.calls.filter(([key]) => key === 'page').map(([, value]) => value);
    expect(new Set(saved).size).toBe(saved.length);
    expect(saved.at(-1)).toBe(handle.query!.serialize());
    expect(saved.at(-1)).toContain('saved');
  });
}

// ---- docs/api/frame.mdx

for (const mode of RENDER_MODES) {
  claim('api/frame', 'When the Frame loads', `a Frame that mounts again reloads its children (${mode.name})`, () => {
    // Frame.tsx: isLoaded is a useRef, so each mount of the Frame loads its initial content again
    const handle: { api?: ReturnType<typeof useEditor> } = {};
    function Grab() {
      handle.api = useEditor();
      return null;
    }
    function Tabs({ shown }: { shown: boolean }) {
      return (
        <Editor resolver={resolver}>
          <Grab />
          {shown ? <Frame>{threeTexts}</Frame> : null}
        </Editor>
      );
    }
    const view = render(inMode(<Tabs shown />, mode.strict));
    const a = childIds(handle.api!.query, ROOT_NODE)[0];
    act(() => handle.api!.actions.setProp(a, (p) => void (p.text = 'edited')));
    expect(Object.keys(handle.api!.query.getNodes())).toHaveLength(4);
    view.rerender(inMode(<Tabs shown={false} />, mode.strict));
    view.rerender(inMode(<Tabs shown />, mode.strict));
    expect(view.container.querySelector('[data-text="edited"]')).toBeNull();
    expect(view.container.querySelector('[data-text="A"]')).not.toBeNull();
    // The three old children are still in the state, listed under no parent.
    expect(Object.keys(handle.api!.query.getNodes())).toHaveLength(7);
    expect(pageSection('docs/api/frame.mdx', 'When the Frame loads')).toContain('loads its initial content **again**');
  });

  claim('api/frame', 'When the Frame loads', `the hidden-canvas sample keeps the edits (${mode.name})`, () => {
    const { HideableCanvas } = loadGuideModule<{ HideableCanvas: React.FC }>('docs/api/frame.mdx', 'HideableCanvas');
    const view = render(
      mode.strict ? (
        <React.StrictMode>
          <HideableCanvas />
        </React.StrictMode>
      ) : (
        <HideableCanvas />
      ),
    );
    const paragraph = view.container.querySelector('p')!;
    expect(paragraph.textContent).toBe('Edit me');
    paragraph.textContent = 'typed by the user';
    fireEvent.click(screen.getByRole('button', { name: 'Hide canvas' }));
    expect(view.container.querySelector('div[hidden]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show canvas' }));
    // The same DOM element survives: nothing was reloaded.
    expect(view.container.querySelector('p')).toBe(paragraph);
    expect(paragraph.textContent).toBe('typed by the user');
  });
}

// ---- docs/api/node.mdx

for (const mode of RENDER_MODES) {
  claim('api/node', 'ROOT_NODE', `useTopLevelIds works in a toolbar rendered before <Frame> (${mode.name})`, () => {
    // Frame.tsx fills the state during its own render; useCollector.tsx runs the collector on the first render
    const { useTopLevelIds } = loadGuideModule<{ useTopLevelIds: () => string[] }>(
      'docs/api/node.mdx',
      'useTopLevelIds',
    );
    function Toolbar() {
      return <output>{useTopLevelIds().length} sections</output>;
    }
    const view = render(
      (mode.strict
        ? (el: React.ReactElement) => <React.StrictMode>{el}</React.StrictMode>
        : (el: React.ReactElement) => el)(
        <Editor resolver={resolver}>
          <Toolbar />
          <Frame>{threeTexts}</Frame>
        </Editor>,
      ),
    );
    expect(view.container.querySelector('output')!.textContent).toBe('3 sections');
  });
}

claim('api/node', 'parent', 'the root’s parent is undefined on every path craft.js writes', () => {
  // editor/actions.ts addNodeTree: parent: parentId (undefined for the root); deserializeNode.tsx copies it
  const fromChildren = renderEditor(threeTexts, { resolver });
  const json = fromChildren.query.serialize();
  expect(fromChildren.query.node(ROOT_NODE).get().data.parent).toBeUndefined();
  fromChildren.act(() => fromChildren.actions.deserialize(json));
  expect(fromChildren.query.node(ROOT_NODE).get().data.parent).toBeUndefined();
  fromChildren.unmount();
  const fromData = renderEditor(null, { resolver, data: json });
  expect(fromData.query.node(ROOT_NODE).get().data.parent).toBeUndefined();
  // JSON holding `"parent": null` loads as null (the ninth audit, tests/behaviour/audit-9.test.tsx).
  expect(pageSection('docs/api/node.mdx', 'parent')).toContain(
    "its `parent` is `undefined` when it came from the Frame's children or from JSON that craft.js saved",
  );
});

// ---- docs/api/useEditor.mdx

claim('api/useEditor', 'Collectors and changing props', 'a collector does not run again when a prop changes', () => {
  // useCollector.tsx: the collector runs on the first render and on store notifications only
  const { NodeInfo } = loadGuideModule<{ NodeInfo: React.FC<{ id: string }> }>(
    'docs/api/useEditor.mdx',
    'SelectedNodeInfo',
  );
  function Unkeyed() {
    const { selectedId } = useEditor((state) => ({ selectedId: [...state.events.selected][0] }));
    return selectedId ? <NodeInfo id={selectedId} /> : null;
  }
  const ed = renderEditor(threeTexts, { resolver, around: <Unkeyed /> });
  ed.act(() => ed.actions.selectNode(ROOT_NODE));
  expect(ed.container.textContent).toContain('Box: 3 children');
  ed.act(() => ed.actions.selectNode(childIds(ed.query, ROOT_NODE)[0]));
  // Still the root's values: the selection change notified the store before NodeInfo got its new id.
  expect(ed.container.textContent).toContain('Box: 3 children');
  expect(pageSection('docs/api/useEditor.mdx', 'Collectors and changing props')).toContain(
    'does **not** run again when your component',
  );
});

for (const mode of RENDER_MODES) {
  claim(
    'api/useEditor',
    'Collectors and changing props',
    `SelectedNodeInfo follows the selection (${mode.name})`,
    () => {
      const { SelectedNodeInfo } = loadGuideModule<{ SelectedNodeInfo: React.FC }>(
        'docs/api/useEditor.mdx',
        'SelectedNodeInfo',
      );
      const ed = renderEditor(threeTexts, { resolver, around: <SelectedNodeInfo />, strict: mode.strict });
      ed.act(() => ed.actions.selectNode(ROOT_NODE));
      expect(ed.container.textContent).toContain('Box: 3 children');
      ed.act(() => ed.actions.selectNode(childIds(ed.query, ROOT_NODE)[0]));
      expect(ed.container.textContent).toContain('Text: 0 children');
      expect(ed.container.textContent).not.toContain('Box: 3 children');
    },
  );
}

for (const mode of RENDER_MODES) {
  claim('api/useEditor', 'delete', `DeleteSelected skips the root in the selection (${mode.name})`, () => {
    // actions.ts delete: invariant(!query.node(id).isTopLevelNode(), ERROR_DELETE_TOP_LEVEL_NODE)
    const { DeleteSelected } = loadGuideModule<{ DeleteSelected: React.FC }>(
      'docs/api/useEditor.mdx',
      'DeleteSelected',
    );
    const ed = renderEditor(threeTexts, { resolver, around: <DeleteSelected />, strict: mode.strict });
    const [a, b, c] = childIds(ed.query, ROOT_NODE);
    const button = ed.getByRole('button', { name: 'Delete selection' }) as HTMLButtonElement;
    // A click on the page background selects the root, which cannot be deleted.
    ed.act(() => ed.actions.selectNode(ROOT_NODE));
    expect(button.disabled).toBe(true);
    ed.act(() => ed.actions.selectNode([ROOT_NODE, a]));
    fireEvent.click(button);
    expect(childIds(ed.query, ROOT_NODE)).toEqual([b, c]);
    expect(ed.query.getNodes()[ROOT_NODE]).toBeDefined();
  });
}

for (const mode of RENDER_MODES) {
  claim('api/useEditor', 'history.ignore', `LoadWithoutUndo leaves nothing to undo (${mode.name})`, () => {
    // useMethods.ts: an IGNORE action is not added to the history, and the older steps stay (History.ts)
    const { LoadWithoutUndo } = loadGuideModule<{ LoadWithoutUndo: React.FC<{ json: string }> }>(
      'docs/api/useEditor.mdx',
      'LoadWithoutUndo',
    );
    const other = renderEditor(
      <Element is={Box} canvas label="other">
        <Text text="other page" />
      </Element>,
      { resolver },
    );
    const json = other.query.serialize();
    other.unmount();
    const ed = renderEditor(threeTexts, { resolver, around: <LoadWithoutUndo json={json} />, strict: mode.strict });
    ed.act(() => ed.actions.setProp(childIds(ed.query, ROOT_NODE)[0], (p) => void (p.text = 'typed')));
    expect(ed.query.history.canUndo()).toBe(true);
    fireEvent.click(ed.getByRole('button', { name: 'Load' }));
    expect(ed.container.querySelector('[data-text="other page"]')).not.toBeNull();
    expect(ed.query.history.canUndo()).toBe(false);
    ed.act(() => ed.actions.history.undo());
    expect(ed.container.querySelector('[data-text="other page"]')).not.toBeNull();
  });
}

claim('api/useEditor', 'history.ignore', 'an ignored deserialize keeps the older steps, and undo then throws', () => {
  const other = renderEditor(
    <Element is={Box} canvas>
      <Text text="other page" />
    </Element>,
    { resolver },
  );
  const json = other.query.serialize();
  other.unmount();
  const ed = renderEditor(threeTexts, { resolver });
  ed.act(() => ed.actions.setProp(childIds(ed.query, ROOT_NODE)[0], (p) => void (p.text = 'typed')));
  ed.act(() => ed.actions.history.ignore().deserialize(json));
  expect(ed.query.history.canUndo()).toBe(true);
  expect(() => ed.act(() => ed.actions.history.undo())).toThrow(/Cannot apply patch/);
  expect(pageSection('docs/api/useEditor.mdx', 'history.ignore')).toContain('call [`history.clear()`]');
});

claim('api/useEditor', 'drag', 'canDrag is asked again at drag start, and a refusal then blocks the drop', () => {
  // Positioner.ts: the constructor calls validateDraggedNodes → isDraggable(onError) for every dragged node
  let draggable = true;
  const canDrag = vi.fn(() => draggable);
  const Lockable: UserComponent<{ text: string }> = (props) => <Text {...props} />;
  Lockable.craft = { rules: { canDrag } };
  const ed = renderEditor(
    <Element is={Box} canvas label="root">
      <Text text="A" />
      <Lockable text="B" />
    </Element>,
    { resolver: { ...resolver, Lockable } },
  );
  const root = ed.container.querySelector('[data-box="root"]')!;
  setBox(root, { top: 0, left: 0, width: 400, height: 200 });
  const ps = Array.from(root.querySelectorAll('p'));
  stack(ps);
  const [a, b] = childIds(ed.query, ROOT_NODE);
  expect(ps[1].getAttribute('draggable')).toBe('true');
  draggable = false;
  const callsBefore = canDrag.mock.calls.length;
  ed.act(() => fireDrag(ps[1], 'dragstart'));
  expect(canDrag.mock.calls.length).toBeGreaterThan(callsBefore);
  ed.act(() => fireDrag(ps[0], 'dragover', { x: 10, y: 10 }));
  expect(ed.query.getState().indicator!.error).toBeTruthy();
  ed.act(() => fireDrag(ps[1], 'dragend'));
  expect(childIds(ed.query, ROOT_NODE)).toEqual([a, b]);
  expect(pageSection('docs/api/useEditor.mdx', 'drag')).toContain('runs again at every drag start');
});

claim('api/useEditor', 'connectors', 'a React element comes back as a copy; a component element throws', () => {
  // wrapConnectorHooks.tsx: cloneWithRef(element, ref) reads element.ref; a non-string type throws new Error()
  const error = spyConsole('error');
  const ed = renderEditor(threeTexts, { resolver });
  const a = childIds(ed.query, ROOT_NODE)[0];
  // React warns once per tag, so the test uses one no other test here connects.
  const element = <aside />;
  let connectors: ReturnType<typeof useEditor>['connectors'] | undefined;
  function Grab() {
    connectors = useEditor().connectors;
    return null;
  }
  render(
    <Editor resolver={resolver}>
      <Grab />
    </Editor>,
  );
  const grabbed = connectors;
  if (!grabbed) throw new Error('no connectors');
  const copy = grabbed.connect(element, a);
  expect(copy).not.toBe(element);
  expect(React.isValidElement(copy)).toBe(true);
  expect(() => grabbed.connect(<Text text="x" />, a)).toThrow(Error);
  expect(messages(error)).not.toContain('Accessing element.ref');
  // Chained, the second connector reads the ref the first attached: React 19 warns in development.
  const chained = grabbed.connect(grabbed.drag(<aside />, a), a);
  expect(React.isValidElement(chained)).toBe(true);
  expect(messages(error)).toContain('Accessing element.ref was removed in React 19');
  expect(pageSection('docs/api/useEditor.mdx', 'connectors')).toContain('returns a **copy**');
  expect(pageSection('docs/api/useNode.mdx', 'connectors')).toContain('Accessing element.ref was removed in React 19');
});

claim('api/useEditor', 'setOptions', 'one field of indicator can be changed in place', () => {
  // actions.ts setOptions: cb(state.options) on an immer draft
  const ed = renderEditor(threeTexts, { resolver });
  ed.act(() =>
    ed.actions.setOptions((options) => {
      // The callback's type is Partial<Options>; the draft always holds every option.
      options.indicator!.thickness = 4;
    }),
  );
  expect(ed.query.getOptions().indicator).toEqual({ error: 'red', success: 'rgb(98, 196, 98)', thickness: 4 });
  const section = pageSection('docs/api/useEditor.mdx', 'setOptions');
  expect(section).toContain('change one field of `indicator` in place');
  expect(section).not.toContain('assign a complete object');
});

claim(
  'api/useEditor',
  'parseReactElement',
  'craft settings overwrite what normalize set; props and custom stay',
  () => {
    // createNode.ts: normalize(node) runs before the component's craft config is applied
    const ed = renderEditor(threeTexts, { resolver });
    const tree = ed.query.parseReactElement(<Text text="x" />).toNodeTree((node) => {
      node.data.displayName = 'Renamed';
      node.data.props.color = 'blue';
      node.data.custom = { tag: 'mine' };
    });
    const node = tree.nodes[tree.rootNodeId];
    expect(node.data.displayName).toBe('Text');
    expect(node.data.props.color).toBe('blue');
    expect(node.data.custom).toEqual({ tag: 'mine' });
    expect(pageSection('docs/api/useEditor.mdx', 'parseReactElement')).toContain(
      'overwrites what `normalize` set there',
    );
  },
);

claim('api/useEditor', 'move', 'move never asks canDrag and checks each node alone', () => {
  // actions.ts move: query.node(newParentId).isDroppable([targetId], …) per node; NodeHelpers.isDroppable has no canDrag
  const canDrag = vi.fn(() => false);
  const Locked: UserComponent<{ text: string }> = (props) => <Text {...props} />;
  Locked.craft = { rules: { canDrag } };
  const Pair: UserComponent<{ children?: React.ReactNode }> = ({ children }) => <Box label="pair">{children}</Box>;
  // At most two children: the incoming nodes plus those already there that are not among them.
  Pair.craft = {
    rules: {
      canMoveIn: (incoming: Node[], self: Node) =>
        incoming.length + self.data.nodes.filter((id) => !incoming.some((n) => n.id === id)).length <= 2,
    },
  };
  const ed = renderEditor(
    <Element is={Box} canvas label="root">
      <Locked text="L" />
      <Text text="X" />
      <Text text="Y" />
      <Element is={Pair} canvas id="pair">
        <Text text="in pair" />
      </Element>
    </Element>,
    { resolver: { ...resolver, Locked, Pair } },
  );
  const [locked, x, y, pair] = childIds(ed.query, ROOT_NODE);
  expect(ed.query.node(locked).isDraggable()).toBe(false);
  const asked = canDrag.mock.calls.length;
  ed.act(() => ed.actions.move(locked, ROOT_NODE, 4));
  expect(childIds(ed.query, ROOT_NODE)[3]).toBe(locked);
  // The render after the move connects the drag handle again, which asks canDrag; the move itself did not.
  expect(canDrag.mock.calls.length - asked).toBeLessThanOrEqual(1);
  // The group of two does not fit beside the child already there, yet each node alone passes.
  expect(ed.query.node(pair).isDroppable([x, y])).toBe(false);
  ed.act(() => ed.actions.move([x, y], pair, 1));
  expect(childIds(ed.query, pair)).toHaveLength(3);
  expect(pageSection('docs/api/useEditor.mdx', 'move')).toContain('it never calls [`canDrag`]');
});

claim('api/useEditor', 'What add and addNodeTree do not check', 'isDroppable needs the new Node, not its id', () => {
  // NodeHelpers.ts isDroppable: an id is looked up in the state; a node not added yet resolves to undefined
  const ed = renderEditor(threeTexts, { resolver });
  const tree = ed.query.parseReactElement(<Text text="new" />).toNodeTree();
  expect(ed.query.node(ROOT_NODE).isDroppable(tree.rootNodeId)).toBe(false);
  expect(ed.query.node(ROOT_NODE).isDroppable(tree.nodes[tree.rootNodeId])).toBe(true);
  expect(pageSection('docs/api/useEditor.mdx', 'What add and addNodeTree do not check')).toContain('not their ids');
});

// ---- docs/api/helpers.mdx

claim('api/element', 'is', 'an HTML-tag node makes React 19 warn about element.ref in development', () => {
  // SimpleElement.tsx: connect(drag(React.cloneElement(render))) reads the ref drag attached
  const error = spyConsole('error');
  renderEditor(threeTexts, { resolver });
  expect(messages(error)).not.toContain('Accessing element.ref');
  renderEditor(
    <Element is="main" canvas>
      <Text text="A" />
    </Element>,
    { resolver },
  );
  expect(messages(error)).toContain('Accessing element.ref was removed in React 19');
  expect(pageSection('docs/api/element.mdx', 'is')).toContain('does not appear in production builds');
});

claim('api/helpers', 'Internal exports', 'defaultElementProps is not applied when parsing', () => {
  // createNode.ts maps only the Element props that are present; <Element canvas> without is keeps Element
  const ed = renderEditor(threeTexts, { resolver });
  expect(() => ed.query.parseReactElement(<Element canvas />).toNodeTree()).toThrow(/does not exist in the resolver/);
  const row = INTERNAL_EXPORTS.find((e) => e.name === 'defaultElementProps')!;
  expect(row.reason).toContain('never applies');
  expect(row.reason).not.toContain('Default values <Element /> applies');
});

claim('api/node', 'canDrag', 'actions.move moves a node whose canDrag refuses', () => {
  // actions.ts move → NodeHelpers.isDroppable, which never calls rules.canDrag
  const Locked: UserComponent<{ text: string }> = (props) => <Text {...props} />;
  Locked.craft = { rules: { canDrag: () => false } };
  const ed = renderEditor(
    <Element is={Box} canvas label="root">
      <Locked text="L" />
      <Text text="X" />
    </Element>,
    { resolver: { ...resolver, Locked } },
  );
  const [locked, x] = childIds(ed.query, ROOT_NODE);
  expect(ed.query.node(locked).isDraggable()).toBe(false);
  ed.act(() => ed.actions.move(locked, ROOT_NODE, 2));
  expect(childIds(ed.query, ROOT_NODE)).toEqual([x, locked]);
  expect(pageSection('docs/api/node.mdx', 'canDrag')).toContain('`actions.move`](./useEditor.mdx#move) never asks it');
});
