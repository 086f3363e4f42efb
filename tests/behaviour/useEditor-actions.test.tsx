/**
 * docs/api/useEditor.mdx, "actions": every action run against a real Editor.
 * Source: @craftjs/core src/editor/actions.ts and src/utils/getNodesFromSelector.ts (from dist/cjs/index.js.map).
 */
import { Element, ROOT_NODE, useEditor } from '@craftjs/core';
import { render } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { claim } from './support/claim';
import { Box, Text, resolver } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { messages, spyConsole } from './support/spy';

afterEach(() => vi.restoreAllMocks());

const page = () =>
  renderEditor(
    <Element is={Box} canvas>
      <Text text="A" />
      <Text text="B" />
      <Text text="C" />
    </Element>,
    { resolver },
  );

const textNode = (ed: ReturnType<typeof page>, text: string) =>
  ed.query.parseFreshNode({ data: { type: Text, props: { text } } }).toNode();

const idOf = (ed: ReturnType<typeof page>, text: string) =>
  Object.keys(ed.query.getNodes()).find((id) => ed.query.node(id).get().data.props.text === text)!;

claim('api/useEditor', 'inContext', 'useEditor throws outside an <Editor />', () => {
  // src/editor/useInternalEditor.ts: invariant(store, ERROR_USE_EDITOR_OUTSIDE_OF_EDITOR_CONTEXT)
  spyConsole('error');
  function Orphan() {
    useEditor();
    return null;
  }
  expect(() => render(<Orphan />)).toThrow('You can only use useEditor in the context of <Editor />');
});

claim('api/useEditor', 'add', 'adds the node at index, or at the end without one', () => {
  // actions.ts add → addNodeTreeToParent: splice(index, 0, id) or push(id)
  const ed = page();
  const first = textNode(ed, 'first');
  const last = textNode(ed, 'last');
  ed.act(() => ed.actions.add(first, ROOT_NODE, 0));
  ed.act(() => ed.actions.add(last, ROOT_NODE));
  const ids = childIds(ed.query, ROOT_NODE);
  expect(ids[0]).toBe(first.id);
  expect(ids[4]).toBe(last.id);
  expect(ed.container.querySelector('[data-text="first"]')).not.toBeNull();
});

claim('api/useEditor', 'add', 'an array of nodes still works and logs a deprecation warning', () => {
  // actions.ts add: Array.isArray(nodeToAdd) → deprecationWarning('actions.add(node: Node[])')
  const warn = spyConsole('warn');
  const ed = page();
  const nodes = [textNode(ed, 'x'), textNode(ed, 'y')];
  ed.act(() => ed.actions.add(nodes, ROOT_NODE));
  expect(childIds(ed.query, ROOT_NODE).slice(-2)).toEqual(nodes.map((n) => n.id));
  expect(messages(warn)).toContain('actions.add(node: Node[]) will be deprecated');
});

claim('api/useEditor', 'addNodeTree', 'adds a parsed tree at the given position', () => {
  // src/editor/actions.ts addNodeTree → addNodeTreeToParent(tree, parentId, { type: child, index })
  const ed = page();
  const tree = ed.query
    .parseReactElement(
      <Element is="section" canvas>
        <Element is="h2">Title</Element>
      </Element>,
    )
    .toNodeTree();
  ed.act(() => ed.actions.addNodeTree(tree, ROOT_NODE, 1));
  expect(childIds(ed.query, ROOT_NODE)[1]).toBe(tree.rootNodeId);
  expect(ed.container.querySelector('section h2')?.textContent).toBe('Title');
  expect(ed.query.node(tree.rootNodeId).get().data.parent).toBe(ROOT_NODE);
});

claim(
  'api/useEditor',
  'What add and addNodeTree do not check',
  'no canvas check, no rules, no duplicate-id check',
  () => {
    // actions.ts addNodeTreeToParent checks only the resolver and that the parent exists; isDroppable is never called
    const ed = page();
    const a = idOf(ed, 'A');
    // into a non-canvas parent: accepted
    const child = textNode(ed, 'inside text');
    ed.act(() => ed.actions.add(child, a));
    expect(ed.query.node(a).isCanvas()).toBe(false);
    expect(childIds(ed.query, a)).toEqual([child.id]);
    // a rule that refuses everything is not asked
    const canMoveIn = vi.fn(() => false);
    ed.act(() => ed.actions.setState((state) => void (state.nodes[ROOT_NODE].rules.canMoveIn = canMoveIn)));
    ed.act(() => ed.actions.add(textNode(ed, 'refused?'), ROOT_NODE));
    expect(canMoveIn).not.toHaveBeenCalled();
    // a duplicate id replaces the existing node and is listed twice
    const b = idOf(ed, 'B');
    const duplicate = ed.query.parseFreshNode({ id: b, data: { type: Text, props: { text: 'dup' } } }).toNode();
    ed.act(() => ed.actions.add(duplicate, ROOT_NODE));
    expect(childIds(ed.query, ROOT_NODE).filter((id) => id === b)).toHaveLength(2);
    expect(ed.query.node(b).get().data.props.text).toBe('dup');
  },
);

claim('api/useEditor', 'delete', 'deletes the node with its descendants', () => {
  // src/editor/actions.ts deleteNode: recursive over data.nodes and linkedNodes
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Element is={Box} canvas label="outer">
        <Text text="inner" />
      </Element>
    </Element>,
    { resolver },
  );
  const outer = childIds(ed.query, ROOT_NODE)[0];
  const inner = childIds(ed.query, outer)[0];
  ed.act(() => ed.actions.delete(outer));
  expect(ed.query.getNodes()[outer]).toBeUndefined();
  expect(ed.query.getNodes()[inner]).toBeUndefined();
  expect(ed.container.querySelector('[data-text="inner"]')).toBeNull();
});

claim('api/useEditor', 'delete', 'deleting a top-level node throws', () => {
  // actions.ts delete: invariant(!isTopLevelNode(), ERROR_DELETE_TOP_LEVEL_NODE)
  const ed = page();
  expect(() => ed.actions.delete(ROOT_NODE)).toThrow('Attempting to delete a top-level Node');
});

claim('api/useEditor', 'deserialize', 'replaces all nodes and clears the events', () => {
  // src/editor/actions.ts deserialize → replaceNodes → clearEvents
  const ed = page();
  const saved = ed.query.serialize();
  const a = idOf(ed, 'A');
  ed.act(() => ed.actions.delete(a));
  ed.act(() => ed.actions.selectNode(idOf(ed, 'B')));
  ed.act(() => ed.actions.deserialize(saved));
  expect(ed.query.serialize()).toBe(saved);
  expect(ed.query.getEvent('selected').isEmpty()).toBe(true);
  expect(ed.container.querySelector('[data-text="A"]')).not.toBeNull();
});

claim('api/useEditor', 'move', 'a refused move throws an Error with the reason', () => {
  // actions.ts move: isDroppable([id], (err) => { throw new Error(err) })
  const ed = page();
  const a = idOf(ed, 'A');
  const b = idOf(ed, 'B');
  expect(() => ed.actions.move(a, b, 0)).toThrow('Cannot move node into a non-Canvas parent');
});

claim('api/useEditor', 'move', 'onBeforeMoveEnd is called for each moved node', () => {
  // it receives Immer drafts, which are revoked after the action: keep the ids only
  const calls: string[][] = [];
  const onBeforeMoveEnd = vi.fn((node, newParent, oldParent) => void calls.push([node.id, newParent.id, oldParent.id]));
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Element is={Box} canvas label="target" />
      <Text text="A" />
      <Text text="B" />
    </Element>,
    { resolver, onBeforeMoveEnd },
  );
  const [target, a, b] = childIds(ed.query, ROOT_NODE);
  ed.act(() => ed.actions.move([a, b], target, 0));
  expect(childIds(ed.query, target)).toEqual([a, b]);
  expect(onBeforeMoveEnd).toHaveBeenCalledTimes(2);
  expect(calls).toEqual([
    [a, target, ROOT_NODE],
    [b, target, ROOT_NODE],
  ]);
});

claim('api/useEditor', 'Moving within the same parent', 'the index counts the old slot of the moved node', () => {
  // actions.ts move: the old slot is marked '$$', the node is spliced in at index, then '$$' is removed
  const ed = page();
  const [a, b, c] = childIds(ed.query, ROOT_NODE);
  ed.act(() => ed.actions.move(a, ROOT_NODE, 2));
  expect(childIds(ed.query, ROOT_NODE)).toEqual([b, a, c]);
  ed.act(() => ed.actions.move(a, ROOT_NODE, 3));
  expect(childIds(ed.query, ROOT_NODE)).toEqual([b, c, a]);
});

claim('api/useEditor', 'selectNode', 'an unknown id throws "Node does not exist"', () => {
  // actions.ts selectNode → getNodesFromSelector(..., { existOnly: true }) → invariant(ERROR_INVALID_NODEID)
  const ed = page();
  expect(() => ed.actions.selectNode('no-such-node')).toThrow('Node does not exist, it may have been removed');
  const a = idOf(ed, 'A');
  ed.act(() => ed.actions.delete(a));
  expect(() => ed.actions.selectNode([idOf(ed, 'B'), a])).toThrow('Node does not exist');
});

claim(
  'api/useEditor',
  'selectNode',
  'selects several ids, clears without argument, clears hover, not in history',
  () => {
    const ed = page();
    const [a, b] = childIds(ed.query, ROOT_NODE);
    ed.act(() => ed.store.actions.setNodeEvent('hovered', a)); // the private action the hover connector calls
    ed.act(() => ed.actions.selectNode([a, b]));
    expect(ed.query.getEvent('selected').all()).toEqual([a, b]);
    expect(ed.query.node(a).get().events.selected).toBe(true);
    expect(ed.query.getEvent('hovered').isEmpty()).toBe(true);
    expect(ed.query.history.canUndo()).toBe(false);
    ed.act(() => ed.actions.selectNode());
    expect(ed.query.getEvent('selected').size()).toBe(0);
  },
);

claim('api/useEditor', 'clearEvents', 'clears selected, hovered and dragged', () => {
  // src/editor/actions.ts clearEvents: setNodeEvent(type, null) ×3 and setIndicator(null)
  const ed = page();
  const [a, b, c] = childIds(ed.query, ROOT_NODE);
  ed.act(() => {
    ed.store.actions.setNodeEvent('selected', a);
    ed.store.actions.setNodeEvent('hovered', b);
    ed.store.actions.setNodeEvent('dragged', c);
  });
  ed.act(() => ed.actions.clearEvents());
  for (const type of ['selected', 'hovered', 'dragged'] as const) expect(ed.query.getEvent(type).isEmpty()).toBe(true);
  expect(ed.query.getState().indicator).toBeNull();
  expect(ed.query.history.canUndo()).toBe(false);
});

claim('api/useEditor', 'setOptions', 'changes options in place, not recorded in history', () => {
  // src/editor/actions.ts setOptions: cb(state.options); store.tsx lists it in ignoreHistoryForActions
  const ed = page();
  ed.act(() => ed.actions.setOptions((options) => void (options.enabled = false)));
  expect(ed.query.getOptions().enabled).toBe(false);
  expect(ed.query.history.canUndo()).toBe(false);
});

claim('api/useEditor', 'setOptions', 'cannot change handlers: the handler object is made once', () => {
  // events/Events.tsx: useMemo(() => getOptions().handlers(store), [store]): read once per store
  const ed = page();
  const replacement = vi.fn();
  ed.act(() => ed.actions.setOptions((options) => void (options.handlers = replacement)));
  const b = childIds(ed.query, ROOT_NODE)[1];
  ed.act(() => ed.actions.setProp(b, (props) => void (props.text = 'B2')));
  const p = ed.container.querySelector('[data-text="B2"]')!;
  ed.act(() => void p.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
  expect(replacement).not.toHaveBeenCalled();
  expect(ed.query.getEvent('selected').all()).toEqual([b]);
});

claim('api/useEditor', 'setCustom', 'mutates custom of the given nodes', () => {
  // src/editor/actions.ts setCustom: cb(state.nodes[id].data.custom) for each target
  const ed = page();
  const [a, b] = childIds(ed.query, ROOT_NODE);
  ed.act(() => ed.actions.setCustom([a, b], (custom) => void (custom.displayName = 'Hero')));
  expect(ed.query.node(a).get().data.custom).toEqual({ displayName: 'Hero' });
  expect(ed.query.node(b).get().data.custom).toEqual({ displayName: 'Hero' });
  expect(JSON.parse(ed.query.serialize())[a].custom).toEqual({ displayName: 'Hero' });
});

claim('api/useEditor', 'setHidden', 'a hidden node stays in state and serialized output but is not rendered', () => {
  // render/RenderNode.tsx: if (hidden) return null
  const ed = page();
  const a = childIds(ed.query, ROOT_NODE)[0];
  ed.act(() => ed.actions.setHidden(a, true));
  expect(ed.container.querySelector('[data-text="A"]')).toBeNull();
  expect(ed.query.getNodes()[a]).toBeDefined();
  expect(JSON.parse(ed.query.serialize())[a].hidden).toBe(true);
  ed.act(() => ed.actions.setHidden(a, false));
  expect(ed.container.querySelector('[data-text="A"]')).not.toBeNull();
});

claim('api/useEditor', 'setProp', 'mutates the props of several nodes and re-renders them', () => {
  // src/editor/actions.ts setProp: cb(state.nodes[id].data.props) for each target
  const ed = page();
  const [a, b] = childIds(ed.query, ROOT_NODE);
  ed.act(() => ed.actions.setProp([a, b], (props) => void (props.color = 'red')));
  expect(ed.query.node(a).get().data.props.color).toBe('red');
  expect((ed.container.querySelector('[data-text="B"]') as HTMLElement).style.color).toBe('red');
});

claim('api/useEditor', 'setIndicator', 'an indicator whose parent has no DOM is ignored', () => {
  // actions.ts setIndicator: returns early when !placement.parent.dom
  const ed = page();
  const parent = { ...ed.query.node(ROOT_NODE).get(), dom: null };
  ed.act(() =>
    ed.actions.setIndicator({ placement: { parent, index: 0, where: 'before', currentNode: null }, error: null }),
  );
  expect(ed.query.getState().indicator).toBeNull();
});

claim('api/useEditor', 'setState', 'one undoable step, followed by normalizeNodes', () => {
  // src/editor/actions.ts setState: cb(state, actions); src/editor/Editor.tsx runs normalizeNodes after setState
  const normalizeNodes = vi.fn();
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Text text="A" />
    </Element>,
    { resolver, normalizeNodes },
  );
  const a = childIds(ed.query, ROOT_NODE)[0];
  ed.act(() =>
    ed.actions.setState((state) => {
      state.nodes[a].data.hidden = true;
      state.nodes[a].data.props.text = 'changed';
    }),
  );
  expect(normalizeNodes).toHaveBeenCalledTimes(1);
  expect(normalizeNodes.mock.calls[0][2].type).toBe('setState');
  ed.act(() => ed.actions.history.undo());
  expect(ed.query.node(a).get().data.hidden).toBe(false);
  expect(ed.query.node(a).get().data.props.text).toBe('A');
});

claim('api/useEditor', 'history.undo', 'undo does nothing when there is nothing to undo', () => {
  // utils src/History.ts undo: if (!this.canUndo()) return
  const ed = page();
  const before = ed.query.serialize();
  ed.act(() => ed.actions.history.undo());
  expect(ed.query.serialize()).toBe(before);
});

claim('api/useEditor', 'history.redo', 'redo re-applies the undone change', () => {
  // utils src/History.ts redo: pointer + 1, applyPatches(patches)
  const ed = page();
  const a = childIds(ed.query, ROOT_NODE)[0];
  ed.act(() => ed.actions.setProp(a, (props) => void (props.text = 'A2')));
  ed.act(() => ed.actions.history.undo());
  expect(ed.query.history.canRedo()).toBe(true);
  ed.act(() => ed.actions.history.redo());
  expect(ed.query.node(a).get().data.props.text).toBe('A2');
  expect(ed.query.history.canRedo()).toBe(false);
});

claim('api/useEditor', 'history.clear', 'empties undo and redo', () => {
  // utils src/History.ts clear: timeline = [], pointer = -1
  const ed = page();
  const a = childIds(ed.query, ROOT_NODE)[0];
  ed.act(() => ed.actions.setProp(a, (props) => void (props.text = 'A2')));
  ed.act(() => ed.actions.history.clear());
  expect(ed.query.history.canUndo()).toBe(false);
  expect(ed.query.history.canRedo()).toBe(false);
});

claim(
  'api/useEditor',
  'history.throttle',
  'the step keeps its first timestamp: one step per rate ms of continuous changes',
  () => {
    // utils History.ts throttleAdd: merges while now - timestamp < rate and keeps `timestamp` of the step
    const ed = page();
    const a = childIds(ed.query, ROOT_NODE)[0];
    const type = (t: number, text: string) => {
      vi.setSystemTime(t);
      ed.act(() => ed.actions.history.throttle(500).setProp(a, (props) => void (props.text = text)));
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      type(10_000, 'a1');
      type(10_300, 'a2'); // 300 ms after the first: merged
      type(10_600, 'a3'); // 300 ms after the last, 600 ms after the step began: a new step
      type(10_900, 'a4');
    } finally {
      vi.useRealTimers();
    }
    ed.act(() => ed.actions.history.undo());
    expect(ed.query.node(a).get().data.props.text).toBe('a2');
    ed.act(() => ed.actions.history.undo());
    expect(ed.query.node(a).get().data.props.text).toBe('A');
    expect(ed.query.history.canUndo()).toBe(false);
  },
);

claim('api/useEditor', 'history.throttle', 'a throttled change merges into an unrelated young step', () => {
  // utils src/History.ts throttleAdd: merges into the current step whatever action made it
  const ed = page();
  const [a, b] = childIds(ed.query, ROOT_NODE);
  ed.act(() => ed.actions.setCustom(b, (custom) => void (custom.note = 'unrelated')));
  ed.act(() => ed.actions.history.throttle(60_000).setProp(a, (props) => void (props.text = 'typed')));
  ed.act(() => ed.actions.history.undo());
  expect(ed.query.node(a).get().data.props.text).toBe('A');
  expect(ed.query.node(b).get().data.custom).toEqual({});
  expect(ed.query.history.canUndo()).toBe(false);
});

claim('api/useEditor', 'history.throttle', 'the returned object has no never-recorded actions', () => {
  // utils useMethods.ts throttle(): actionTypes filtered by ignoreHistoryForActions
  const ed = page();
  const throttled = ed.actions.history.throttle() as Record<string, unknown>;
  for (const name of ['selectNode', 'clearEvents', 'setOptions', 'setIndicator'])
    expect(throttled[name]).toBeUndefined();
  expect(typeof throttled.setProp).toBe('function');
});

claim('api/useEditor', 'history.merge', 'the change joins the last step however old it is', () => {
  // utils src/History.ts merge: appends to timeline[pointer] with no time check
  const ed = page();
  const [a, b] = childIds(ed.query, ROOT_NODE);
  const now = vi.spyOn(Date, 'now').mockReturnValue(1_000);
  ed.act(() => ed.actions.setProp(a, (props) => void (props.text = 'A2')));
  now.mockReturnValue(1_000_000);
  ed.act(() => ed.actions.history.merge().setCustom(b, (custom) => void (custom.touched = true)));
  ed.act(() => ed.actions.history.undo());
  expect(ed.query.node(a).get().data.props.text).toBe('A');
  expect(ed.query.node(b).get().data.custom).toEqual({});
  expect(ed.query.history.canUndo()).toBe(false);
});

claim('api/useEditor', 'history.ignore', 'the change is not recorded; the Frame loads with it', () => {
  const ed = page();
  expect(ed.query.history.canUndo()).toBe(false); // the Frame's initial content
  const a = childIds(ed.query, ROOT_NODE)[0];
  ed.act(() => ed.actions.history.ignore().setProp(a, (props) => void (props.text = 'quiet')));
  expect(ed.query.node(a).get().data.props.text).toBe('quiet');
  expect(ed.query.history.canUndo()).toBe(false);
});

claim(
  'api/useEditor',
  'Missing node ids',
  'query.node(missing) fails on use; in a collector the error is only warned',
  () => {
    // NodeHelpers.ts reads state.nodes[id] (undefined); utils useMethods.ts Subscriber.collect: catch (err) { console.warn(err) }
    const ed0 = page();
    expect(ed0.query.node('gone').get()).toBeUndefined();
    expect(() => ed0.query.node('gone').isCanvas()).toThrow(TypeError);

    const warn = spyConsole('warn');
    let watched = '';
    function Watch() {
      const { canvas } = useEditor((_, query) => ({ canvas: watched ? query.node(watched).isCanvas() : null }));
      return <output data-testid="watch">{String(canvas)}</output>;
    }
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Text text="A" />
      </Element>,
      { resolver, around: <Watch /> },
    );
    watched = childIds(ed.query, ROOT_NODE)[0];
    ed.act(() => ed.actions.setCustom(watched, (c) => void (c.x = 1)));
    expect(ed.getByTestId('watch').textContent).toBe('false');
    ed.act(() => ed.actions.delete(watched));
    expect(ed.getByTestId('watch').textContent).toBe('false');
    expect(warn.mock.calls.some(([err]) => err instanceof TypeError)).toBe(true);
  },
);
