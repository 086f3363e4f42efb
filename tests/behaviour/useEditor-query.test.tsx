/**
 * docs/api/useEditor.mdx, "query" and "Event helpers", against a real Editor.
 * Source: @craftjs/core src/editor/query.tsx, src/editor/EventHelpers.ts, src/utils/createNode.ts.
 */
import { Element, ROOT_NODE, useEditor } from '@craftjs/core';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { claim } from './support/claim';
import { Box, Text, resolver } from './support/components';
import { fireDrag, setBox, stack } from './support/dom';
import { childIds, renderEditor } from './support/editor';
import { messages, spyConsole } from './support/spy';

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollX', { value: 0, configurable: true });
});

const page = () =>
  renderEditor(
    <Element is={Box} canvas label="root">
      <Text text="A" />
      <Text text="B" />
      <Text text="C" />
    </Element>,
    { resolver },
  );

/** Gives the root box and its three paragraphs viewport boxes: root 0–300, each paragraph 100 px tall. */
function layout(ed: ReturnType<typeof page>) {
  const root = ed.container.querySelector('[data-box="root"]')!;
  setBox(root, { top: 0, left: 0, width: 400, height: 300 });
  const ps = Array.from(root.querySelectorAll('p'));
  stack(ps);
  return { root, ps };
}

claim(
  'api/useEditor',
  'getDropPlaceholder',
  'pos is in viewport coordinates (compared with getBoundingClientRect)',
  () => {
    // query.tsx getDropPlaceholder → getDOMInfo (getBoundingClientRect) → findPosition(pos.x, pos.y): no scroll offset anywhere
    const ed = page();
    layout(ed);
    const [a, , c] = childIds(ed.query, ROOT_NODE);
    Object.defineProperty(window, 'scrollX', { value: 1000, configurable: true });
    // x = 100 in the viewport is left of the paragraphs' centre (200): before
    expect(ed.query.getDropPlaceholder(c, a, { x: 100, y: 10 })!.placement.where).toBe('before');
    // the same point in page coordinates (x + scrollX) is treated as a viewport point right of the centre
    expect(ed.query.getDropPlaceholder(c, a, { x: 1100, y: 10 })!.placement.where).toBe('after');
  },
);

claim(
  'api/useEditor',
  'getDropPlaceholder',
  'the parent is used even when it is not a canvas, and the reason is an Error',
  () => {
    // query.tsx: targetParent = isTargetCanvas ? targetNode : state.nodes[targetNode.data.parent] (no canvas check)
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Element is={Box} label="plain">
          <Text text="inside" />
        </Element>
        <Text text="B" />
      </Element>,
      { resolver },
    );
    const [plain, b] = childIds(ed.query, ROOT_NODE);
    const inside = childIds(ed.query, plain)[0];
    const result = ed.query.getDropPlaceholder(b, inside, { x: 0, y: 0 })!;
    expect(result.placement.parent.id).toBe(plain);
    expect(result.error).toBeInstanceOf(Error);
    expect((result.error as unknown as Error).message).toBe(
      'Invariant failed: Cannot move node into a non-Canvas parent',
    );
  },
);

claim('api/useEditor', 'getDropPlaceholder', 'undefined when the target is not a canvas and has no parent', () => {
  // src/editor/query.tsx getDropPlaceholder: if (!targetParent) return
  const ed = renderEditor(
    <Element is={Box}>
      <Text text="A" />
    </Element>,
    { resolver },
  );
  const a = childIds(ed.query, ROOT_NODE)[0];
  expect(ed.query.getDropPlaceholder(a, ROOT_NODE, { x: 0, y: 0 })).toBeUndefined();
});

claim(
  'api/useEditor',
  'getDropPlaceholder',
  'an allowed drop has error null and the index of the nearest child',
  () => {
    const ed = page();
    layout(ed);
    const [a, , c] = childIds(ed.query, ROOT_NODE);
    // right of the paragraphs' centre, over the last one: after C
    const result = ed.query.getDropPlaceholder(a, ROOT_NODE, { x: 300, y: 250 })!;
    expect(result.error).toBeNull();
    expect(result.placement.parent.id).toBe(ROOT_NODE);
    expect(result.placement.index).toBe(2);
    expect(result.placement.where).toBe('after');
    expect(result.placement.currentNode && result.placement.currentNode.id).toBe(c);
  },
);

claim('api/useEditor', 'getOptions', 'returns the options given to the Editor over the defaults', () => {
  // src/editor/query.tsx getOptions(): state.options
  const onRender = ({ render }: { render: React.ReactElement }) => render;
  const ed = renderEditor(<Element is={Box} canvas />, { resolver, onRender });
  const options = ed.query.getOptions();
  expect(options.onRender).toBe(onRender);
  expect(options.resolver).toBe(resolver);
  expect(options.enabled).toBe(true);
});

claim('api/useEditor', 'node', 'a non-string id throws', () => {
  // NodeHelpers.ts: invariant(typeof id == 'string', ERROR_INVALID_NODE_ID)
  const ed = page();
  expect(() => ed.query.node(42 as unknown as string)).toThrow('Invalid parameter Node Id specified');
});

claim('api/useEditor', 'serialize', 'is JSON.stringify(getSerializedNodes())', () => {
  // src/editor/query.tsx serialize(): JSON.stringify(this.getSerializedNodes())
  const ed = page();
  expect(ed.query.serialize()).toBe(JSON.stringify(ed.query.getSerializedNodes()));
  expect(Object.keys(ed.query.getSerializedNodes()).sort()).toEqual(Object.keys(ed.query.getNodes()).sort());
});

claim('api/useEditor', 'getEvent', 'event helpers answer over the selected ids in insertion order', () => {
  // src/editor/EventHelpers.ts: all/first/last/at/size/isEmpty/contains/raw over state.events[type]
  const ed = page();
  const [a, b, c] = childIds(ed.query, ROOT_NODE);
  ed.act(() => ed.actions.selectNode([b, a]));
  const selected = ed.query.getEvent('selected');
  expect(selected.all()).toEqual([b, a]);
  expect(selected.first()).toBe(b);
  expect(selected.last()).toBe(a);
  expect(selected.at(1)).toBe(a);
  expect(selected.size()).toBe(2);
  expect(selected.contains(c)).toBe(false);
  expect(selected.isEmpty()).toBe(false);
  expect(selected.raw()).toBe(ed.query.getState().events.selected);
  expect(ed.query.getEvent('hovered').first()).toBeUndefined();
});

claim(
  'api/useEditor',
  'parseReactElement',
  'every element child becomes a node; normalize sees each node with its JSX',
  () => {
    // src/editor/query.tsx parseReactElement: normalize(node, jsx) per element; non-element children skipped
    const ed = page();
    const seen: string[] = [];
    const tree = ed.query
      .parseReactElement(
        <Element is={Box} canvas>
          <Text text="one" />
          text that is dropped
          <Text text="two" />
        </Element>,
      )
      .toNodeTree((node, jsx) => {
        seen.push(`${node.data.name}:${(jsx.props as { text?: string }).text ?? ''}`);
        node.data.custom = { stamped: true };
      });
    expect(Object.keys(tree.nodes)).toHaveLength(3);
    expect(seen).toEqual(['Box:', 'Text:one', 'Text:two']);
    expect(Object.values(tree.nodes).every((n) => n.data.custom.stamped)).toBe(true);
    expect(tree.nodes[tree.rootNodeId].data.nodes).toHaveLength(2);
  },
);

claim('api/useEditor', 'parseSerializedNode', 'throws when the component is not in the resolver', () => {
  // src/editor/query.tsx parseSerializedNode: invariant(data.type, ERROR_NOT_IN_RESOLVER); string normalize → deprecationWarning
  const ed = page();
  expect(() =>
    ed.query
      .parseSerializedNode({
        type: { resolvedName: 'Missing' },
        props: {},
        isCanvas: false,
        displayName: 'Missing',
        custom: {},
        hidden: false,
        nodes: [],
        linkedNodes: {},
        parent: ROOT_NODE,
      })
      .toNode(),
  ).toThrow();
});

claim(
  'api/useEditor',
  'parseSerializedNode',
  'toNode(id) with a string sets the id and logs a deprecation warning',
  () => {
    // src/editor/query.tsx parseSerializedNode: invariant(data.type, ERROR_NOT_IN_RESOLVER); string normalize → deprecationWarning
    const warn = spyConsole('warn');
    const ed = page();
    const a = childIds(ed.query, ROOT_NODE)[0];
    const node = (
      ed.query.parseSerializedNode(ed.query.node(a).toSerializedNode()).toNode as (id: unknown) => { id: string }
    )('copy-1');
    expect(node.id).toBe('copy-1');
    expect(messages(warn)).toContain('query.parseSerializedNode(...).toNode(id) will be deprecated');
  },
);

claim('api/useEditor', 'parseFreshNode', 'fills defaults, a random 10-character id, and the craft settings', () => {
  // createNode.ts: getRandomId() = nanoid(10); craft.props merged under the given props
  const ed = page();
  const node = ed.query.parseFreshNode({ data: { type: Text, props: { text: 'T' } } }).toNode();
  expect(node.id).toMatch(/^[A-Za-z0-9_-]{10}$/);
  expect(node.data.props).toEqual({ color: 'black', text: 'T' });
  expect(node.data.displayName).toBe('Text');
  expect(node.data.name).toBe('Text');
  expect(node.data.nodes).toEqual([]);
  expect(node.data.hidden).toBe(false);
  expect(ed.query.parseFreshNode({ id: 'fixed', data: { type: Text, props: { text: 'T' } } }).toNode().id).toBe(
    'fixed',
  );
});

claim('api/useEditor', 'createNode', 'logs a deprecation warning and returns the root node of the parsed tree', () => {
  // src/editor/query.tsx createNode: deprecationWarning, then parseReactElement(...).toNodeTree() root
  const warn = spyConsole('warn');
  const ed = page();
  const node = ed.query.createNode(<Text text="old way" />);
  expect(node.data.props.text).toBe('old way');
  expect(messages(warn)).toContain('will be deprecated');
});

claim('api/useEditor', 'history.canUndo', 'canUndo / canRedo follow the history', () => {
  // utils src/useMethods.ts createQuery: history.canUndo()/canRedo() from utils src/History.ts
  const ed = page();
  const a = childIds(ed.query, ROOT_NODE)[0];
  expect([ed.query.history.canUndo(), ed.query.history.canRedo()]).toEqual([false, false]);
  ed.act(() => ed.actions.setProp(a, (p) => void (p.text = 'x')));
  expect([ed.query.history.canUndo(), ed.query.history.canRedo()]).toEqual([true, false]);
  ed.act(() => ed.actions.history.undo());
  expect([ed.query.history.canUndo(), ed.query.history.canRedo()]).toEqual([false, true]);
});

claim('api/useEditor', 'drag', 'dragging a node handle and releasing over a sibling moves it there', () => {
  // events/DefaultEventHandlers.ts: dragstart → Positioner; dragover on a drop target → setIndicator; dragend → actions.move
  const ed = page();
  const { ps } = layout(ed);
  const [a, b, c] = childIds(ed.query, ROOT_NODE);
  expect(ps.map((p) => p.getAttribute('draggable'))).toEqual(['true', 'true', 'true']);
  ed.act(() => fireDrag(ps[2], 'dragstart'));
  expect(ed.query.getEvent('dragged').all()).toEqual([c]);
  ed.act(() => fireDrag(ps[0], 'dragover', { x: 10, y: 10 }));
  expect(ed.query.getState().indicator!.placement.index).toBe(0);
  ed.act(() => fireDrag(ps[2], 'dragend'));
  expect(childIds(ed.query, ROOT_NODE)).toEqual([c, a, b]);
  expect(ed.query.getEvent('dragged').isEmpty()).toBe(true);
  expect(ed.query.getState().indicator).toBeNull();
});

claim('api/useEditor', 'drag', 'the root gets no drag handle', () => {
  // DefaultEventHandlers.ts drag: if (!isDraggable()) return () => {} (no draggable attribute)
  const ed = page();
  const root = ed.container.querySelector('[data-box="root"]')!;
  expect(root.getAttribute('draggable')).toBeNull();
});

claim('api/useEditor', 'create', 'dragging a toolbox item into a canvas adds a new tree and calls onCreate', () => {
  // DefaultEventHandlers.ts create: dragstart parses the element; dragend → actions.addNodeTree + options.onCreate(tree)
  const onCreate = vi.fn();
  function Toolbox() {
    const { connectors } = useEditor();
    return (
      <button
        type="button"
        ref={(el) => {
          if (el) connectors.create(el, <Text text="new" />, { onCreate });
        }}
      >
        Text
      </button>
    );
  }
  const ed = renderEditor(
    <Element is={Box} canvas label="root">
      <Text text="A" />
      <Text text="B" />
      <Text text="C" />
    </Element>,
    { resolver, around: <Toolbox /> },
  );
  const { ps } = layout(ed);
  const button = ed.getByRole('button', { name: 'Text' });
  expect(button.getAttribute('draggable')).toBe('true');
  ed.act(() => fireDrag(button, 'dragstart'));
  ed.act(() => fireDrag(ps[2], 'dragover', { x: 300, y: 250 }));
  ed.act(() => fireDrag(button, 'dragend'));
  const ids = childIds(ed.query, ROOT_NODE);
  expect(ids).toHaveLength(4);
  expect(ed.query.node(ids[3]).get().data.props.text).toBe('new');
  expect(onCreate).toHaveBeenCalledTimes(1);
  expect(onCreate.mock.calls[0][0].rootNodeId).toBe(ids[3]);
  expect(ed.container.querySelector('[data-text="new"]')).not.toBeNull();
});

claim('api/useEditor', 'connect', 'registers node.dom; a mouse down selects and a mouse over hovers', () => {
  // src/events/DefaultEventHandlers.ts connect → setDOM + select (mousedown) + hover (mouseover) + drop
  const ed = page();
  const { ps } = layout(ed);
  const b = childIds(ed.query, ROOT_NODE)[1];
  expect(ed.query.node(b).get().dom).toBe(ps[1]);
  ed.act(() => void ps[1].dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
  expect(ed.query.getEvent('selected').all()).toEqual([b]);
  ed.act(() => void ps[1].dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
  expect(ed.query.getEvent('hovered').all()).toEqual([b]);
});

claim('api/useEditor', 'select', 'with the multi-select key the node is added to the selection', () => {
  // store.tsx default handlers: isMultiSelectEnabled: (e) => !!e.metaKey
  const ed = page();
  const { ps } = layout(ed);
  const [a, b] = childIds(ed.query, ROOT_NODE);
  ed.act(() => void ps[0].dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
  ed.act(() => void ps[1].dispatchEvent(new MouseEvent('mousedown', { bubbles: true, metaKey: true })));
  expect(ed.query.getEvent('selected').all()).toEqual([a, b]);
  ed.act(() => void ps[1].dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
  // a plain mouse down on an already selected node keeps the selection (so it can be dragged)
  expect(ed.query.getEvent('selected').all()).toEqual([a, b]);
});
