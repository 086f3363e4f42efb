/**
 * docs/api/helpers.mdx, docs/api/node.mdx, docs/api/nodetree.mdx, docs/api/element.mdx, docs/api/frame.mdx and
 * docs/concepts/nodes.mdx, against a real Editor.
 * Source: @craftjs/core src/editor/NodeHelpers.ts, src/nodes/Element.tsx, src/render/Frame.tsx,
 * src/utils/createNode.ts, src/utils/serializeNode.tsx, src/utils/deserializeNode.tsx.
 */
import { Canvas, Editor, Element, Frame, ROOT_NODE } from '@craftjs/core';
import { render } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { claim } from './support/claim';
import { Box, Card, Text, resolver } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { messages, spyConsole } from './support/spy';

afterEach(() => vi.restoreAllMocks());

/** ROOT (canvas Box) → [Card (linked body: canvas Box → [Text "card body"]), Box "outer" (canvas) → [Text "deep"]] */
const tree = () =>
  renderEditor(
    <Element is={Box} canvas label="root">
      <Card title="card" />
      <Element is={Box} canvas label="outer">
        <Text text="deep" />
      </Element>
    </Element>,
    { resolver },
  );

const ids = (ed: ReturnType<typeof tree>) => {
  const [card, outer] = childIds(ed.query, ROOT_NODE);
  const body = ed.query.node(card).linkedNodes()[0];
  const cardText = childIds(ed.query, body)[0];
  const deep = childIds(ed.query, outer)[0];
  return { card, outer, body, cardText, deep };
};

claim('api/helpers', 'isCanvas', 'true for canvas nodes only', () => {
  // src/editor/NodeHelpers.ts isCanvas: !!node.data.isCanvas
  const ed = tree();
  const { card, outer, body, deep } = ids(ed);
  expect([ROOT_NODE, card, outer, body, deep].map((id) => ed.query.node(id).isCanvas())).toEqual([
    true,
    false,
    true,
    true,
    false,
  ]);
});

claim('api/helpers', 'isRoot', 'true only for ROOT', () => {
  // src/editor/NodeHelpers.ts isRoot: node.id === ROOT_NODE; utils constants.ts ROOT_NODE = "ROOT"
  const ed = tree();
  const { card } = ids(ed);
  expect(ROOT_NODE).toBe('ROOT');
  expect(ed.query.node(ROOT_NODE).isRoot()).toBe(true);
  expect(ed.query.node(card).isRoot()).toBe(false);
});

claim('api/helpers', 'isLinkedNode', 'true for a node made by <Element id> inside a user component', () => {
  // src/editor/NodeHelpers.ts isLinkedNode: parent.linkedNodes() includes node.id; src/nodes/Element.tsx addLinkedNodeFromTree
  const ed = tree();
  const { card, body } = ids(ed);
  expect(ed.query.node(body).isLinkedNode()).toBe(true);
  expect(ed.query.node(card).isLinkedNode()).toBe(false);
  expect(ed.query.node(card).get().data.linkedNodes).toEqual({ body });
});

claim('api/helpers', 'isTopLevelNode', 'root and linked nodes are top-level and not deletable', () => {
  // src/editor/NodeHelpers.ts isTopLevelNode = isRoot() || isLinkedNode(); isDeletable = !isTopLevelNode()
  const ed = tree();
  const { card, body } = ids(ed);
  expect([ROOT_NODE, body, card].map((id) => ed.query.node(id).isTopLevelNode())).toEqual([true, true, false]);
  expect([ROOT_NODE, body, card].map((id) => ed.query.node(id).isDeletable())).toEqual([false, false, true]);
  expect(() => ed.actions.delete(body)).toThrow('Attempting to delete a top-level Node');
});

claim('api/helpers', 'isParentOfTopLevelNodes', 'true when the node has linked nodes; the old name warns', () => {
  // src/editor/NodeHelpers.ts isParentOfTopLevelNodes / isParentOfTopLevelCanvas (deprecationWarning)
  const warn = spyConsole('warn');
  const ed = tree();
  const { card, outer } = ids(ed);
  expect(ed.query.node(card).isParentOfTopLevelNodes()).toBe(true);
  expect(ed.query.node(outer).isParentOfTopLevelNodes()).toBe(false);
  expect(ed.query.node(card).isParentOfTopLevelCanvas()).toBe(true);
  expect(messages(warn)).toContain('isParentOfTopLevelCanvas will be deprecated');
});

claim('api/helpers', 'isTopLevelCanvas', 'true for a non-root node without a parent', () => {
  // src/editor/NodeHelpers.ts isTopLevelCanvas: !isRoot() && !node.data.parent
  const ed = tree();
  const { card } = ids(ed);
  expect(ed.query.node(card).isTopLevelCanvas()).toBe(false);
  expect(ed.query.node(ROOT_NODE).isTopLevelCanvas()).toBe(false);
  const loose = ed.query.parseFreshNode({ data: { type: Text, props: { text: 'loose' } } }).toNode();
  ed.act(() => ed.actions.setState((state) => void (state.nodes[loose.id] = loose)));
  expect(ed.query.node(loose.id).isTopLevelCanvas()).toBe(true);
});

claim('api/helpers', 'isSelected', 'event helpers follow the editor events', () => {
  // src/editor/NodeHelpers.ts isSelected/isHovered/isDragged: state.events[type].has(id)
  const ed = tree();
  const { card } = ids(ed);
  ed.act(() => ed.actions.selectNode(card));
  expect(ed.query.node(card).isSelected()).toBe(true);
  expect(ed.query.node(card).isHovered()).toBe(false);
  expect(ed.query.node(card).isDragged()).toBe(false);
});

claim('api/helpers', 'ancestors', 'nearest first; without deep only the parent and the grandparent', () => {
  // NodeHelpers.ts ancestors: recursion continues while deep || depth === 0
  const ed = tree();
  const { card, body, cardText } = ids(ed);
  expect(ed.query.node(cardText).ancestors()).toEqual([body, card]);
  expect(ed.query.node(cardText).ancestors(true)).toEqual([body, card, ROOT_NODE]);
});

claim(
  'api/helpers',
  'descendants',
  'linked nodes first, then child nodes; deep walks the subtree; includeOnly filters',
  () => {
    const ed = tree();
    const { card, outer, body, cardText, deep } = ids(ed);
    expect(ed.query.node(ROOT_NODE).descendants()).toEqual([card, outer]);
    expect(ed.query.node(ROOT_NODE).descendants(true)).toEqual([card, body, cardText, outer, deep]);
    expect(ed.query.node(card).descendants(true, 'childNodes')).toEqual([]);
    // includeOnly applies at every depth: the linked body's own child nodes are left out
    expect(ed.query.node(card).descendants(true, 'linkedNodes')).toEqual([body]);
    expect(cardText).toBeTruthy();
  },
);

claim('api/helpers', 'decendants', 'the misspelled alias warns and answers like descendants', () => {
  // src/editor/NodeHelpers.ts decendants: deprecationWarning('query.node(id).decendants', ...)
  const warn = spyConsole('warn');
  const ed = tree();
  expect(ed.query.node(ROOT_NODE).decendants()).toEqual(ed.query.node(ROOT_NODE).descendants());
  expect(messages(warn)).toContain('query.node(id).decendants will be deprecated');
});

claim(
  'api/helpers',
  'isDraggable',
  'false for top-level nodes and children of non-canvas nodes, with the reason',
  () => {
    // src/editor/NodeHelpers.ts isDraggable: invariants ERROR_MOVE_TOP_LEVEL_NODE, ERROR_MOVE_NONCANVAS_CHILD, ERROR_CANNOT_DRAG
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Element is={Box} label="plain">
          <Text text="stuck" />
        </Element>
      </Element>,
      { resolver },
    );
    const plain = childIds(ed.query, ROOT_NODE)[0];
    const stuck = childIds(ed.query, plain)[0];
    const reasons: string[] = [];
    const record = (err: unknown) => void reasons.push((err as Error).message);
    expect(ed.query.node(ROOT_NODE).isDraggable(record)).toBe(false);
    expect(ed.query.node(stuck).isDraggable(record)).toBe(false);
    expect(ed.query.node(plain).isDraggable(record)).toBe(true);
    expect(reasons).toEqual([
      'Invariant failed: A top-level Node cannot be moved',
      'Invariant failed: Cannot move node that is not a direct child of a Canvas node',
    ]);
  },
);

claim(
  'api/helpers',
  'isDroppable',
  'refuses a drop into the node itself or a descendant; the reason is an Error object',
  () => {
    // src/editor/NodeHelpers.ts isDroppable: catch (err) { onError(err) } passes the Error thrown by tiny-invariant
    const ed = tree();
    const { outer, deep } = ids(ed);
    let reason: unknown = null;
    expect(ed.query.node(outer).isDroppable([outer], (err) => (reason = err))).toBe(false);
    expect(reason).toBeInstanceOf(Error);
    expect((reason as Error).message).toBe('Invariant failed: Cannot move node into a descendant');
    expect(ed.query.node(outer).isDroppable(deep)).toBe(true);
  },
);

claim('api/helpers', 'toSerializedNode', 'the component is replaced by its resolver name', () => {
  // src/utils/serializeNode.tsx serializeNode: { type: { resolvedName }, ... } without name
  const ed = tree();
  const { card } = ids(ed);
  const serialized = ed.query.node(card).toSerializedNode();
  expect(serialized.type).toEqual({ resolvedName: 'Card' });
  expect(serialized.props).toEqual({ title: 'card' });
  expect('name' in serialized).toBe(false);
});

claim('api/helpers', 'toNodeTree', 'returns the live nodes with the same ids, not a copy', () => {
  // NodeHelpers.ts toNodeTree: accum[id] = nodeHelpers(id).get() (the state objects themselves)
  const ed = tree();
  const { outer, deep } = ids(ed);
  const t = ed.query.node(outer).toNodeTree();
  expect(t.rootNodeId).toBe(outer);
  expect(Object.keys(t.nodes)).toEqual([outer, deep]);
  expect(t.nodes[outer]).toBe(ed.query.node(outer).get());
});

claim('api/nodetree', 'nodes', 'feeding toNodeTree() to addNodeTree lists the same node under two parents', () => {
  // src/editor/actions.ts addNodeTreeToParent: sets the new parent and pushes the id; the old parent keeps it
  const ed = tree();
  const { card, outer, body } = ids(ed);
  ed.act(() => ed.actions.addNodeTree(ed.query.node(outer).toNodeTree(), body));
  expect(childIds(ed.query, ROOT_NODE)).toContain(outer);
  expect(childIds(ed.query, body)).toContain(outer);
  expect(ed.query.node(outer).get().data.parent).toBe(body);
  expect(card).toBeTruthy();
});

claim(
  'api/nodetree',
  'rootNodeId',
  'the top node becomes a child of the given parent; the others keep their places',
  () => {
    // src/editor/actions.ts addNodeTreeToParent: iterateChildren keeps each child under its tree parent
    const ed = tree();
    const { outer } = ids(ed);
    const t = ed.query
      .parseReactElement(
        <Element is={Box} canvas label="new">
          <Text text="kid" />
        </Element>,
      )
      .toNodeTree();
    ed.act(() => ed.actions.addNodeTree(t, outer));
    const kid = t.nodes[t.rootNodeId].data.nodes[0];
    expect(ed.query.node(t.rootNodeId).get().data.parent).toBe(outer);
    expect(ed.query.node(kid).get().data.parent).toBe(t.rootNodeId);
  },
);

claim('api/node', 'info', 'craft.info is copied to node.info and not serialized', () => {
  // src/utils/createNode.ts: node.info = craft.info; src/utils/serializeNode.tsx serializes data only
  const Tagged = Object.assign(() => <span>tagged</span>, { craft: { info: { icon: 'star' }, custom: { saved: 1 } } });
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Tagged />
    </Element>,
    { resolver: { ...resolver, Tagged } },
  );
  const id = childIds(ed.query, ROOT_NODE)[0];
  expect(ed.query.node(id).get().info).toEqual({ icon: 'star' });
  const saved = JSON.parse(ed.query.serialize())[id];
  expect(saved.info).toBeUndefined();
  expect(saved.custom).toEqual({ saved: 1 });
});

claim('api/node', 'parent', 'the root from Frame children has no parent field value', () => {
  // src/render/Frame.tsx: the root tree is added with no parent id
  const ed = tree();
  expect(ed.query.node(ROOT_NODE).get().data.parent).toBeUndefined();
  expect(JSON.parse(ed.query.serialize())[ROOT_NODE].parent).toBeUndefined();
});

claim('api/node', '_childCanvas', 'saved data with _childCanvas and no linkedNodes loads as linkedNodes', () => {
  // deserializeNode.ts: const linkedNodes = nodeData.linkedNodes || nodeData._childCanvas
  const ed = tree();
  const { card, body } = ids(ed);
  const saved = JSON.parse(ed.query.serialize());
  saved[card]._childCanvas = saved[card].linkedNodes;
  delete saved[card].linkedNodes;
  ed.act(() => ed.actions.deserialize(saved));
  expect(ed.query.node(card).get().data.linkedNodes).toEqual({ body });
  expect(ed.container.querySelector('[data-text="card body"]')).not.toBeNull();
});

claim('api/node', 'Serialized node', 'props that are functions, null or undefined are left out', () => {
  // src/utils/serializeNode.tsx serializeComp: skips undefined, null and function props
  const ed = tree();
  const { card } = ids(ed);
  ed.act(() =>
    ed.actions.setProp(card, (p) => {
      p.onClick = () => undefined;
      p.nothing = null;
      p.missing = undefined;
      p.kept = 0;
    }),
  );
  expect(JSON.parse(ed.query.serialize())[card].props).toEqual({ title: 'card', kept: 0 });
});

claim('api/node', 'canMoveIn', 'receives the incoming nodes as an array', () => {
  // NodeHelpers.ts isDroppable: canMoveIn(targets.map(t => t.node), newParentNode, nodeHelpers)
  const seen: unknown[] = [];
  const Shelf = Object.assign(({ children }: { children?: React.ReactNode }) => <div>{children}</div>, {
    craft: { rules: { canMoveIn: (incoming: unknown) => (seen.push(incoming), true) } },
  });
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Element is={Shelf} canvas />
      <Text text="A" />
    </Element>,
    { resolver: { ...resolver, Shelf } },
  );
  const [shelf, a] = childIds(ed.query, ROOT_NODE);
  ed.act(() => ed.actions.move(a, shelf, 0));
  expect(Array.isArray(seen[0])).toBe(true);
  expect((seen[0] as { id: string }[]).map((n) => n.id)).toEqual([a]);
});

claim('api/node', 'canMoveOut', 'receives the outgoing nodes as an array and can refuse', () => {
  // src/editor/NodeHelpers.ts isDroppable: canMoveOut(childNodes[], parentNode, helpers) → ERROR_MOVE_OUTGOING_PARENT
  const Jail = Object.assign(({ children }: { children?: React.ReactNode }) => <div>{children}</div>, {
    craft: { rules: { canMoveOut: (outgoing: { id: string }[]) => !Array.isArray(outgoing) } },
  });
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Element is={Jail} canvas>
        <Text text="inmate" />
      </Element>
    </Element>,
    { resolver: { ...resolver, Jail } },
  );
  const jail = childIds(ed.query, ROOT_NODE)[0];
  const inmate = childIds(ed.query, jail)[0];
  expect(() => ed.actions.move(inmate, ROOT_NODE, 0)).toThrow('Current parent rejects outgoing node');
});

claim('api/node', 'canDrop', 'asked of the dragged node with the target canvas', () => {
  // src/editor/NodeHelpers.ts isDroppable: targetNode.rules.canDrop(newParentNode, targetNode, helpers) → ERROR_MOVE_CANNOT_DROP
  const Picky = Object.assign(() => <i>picky</i>, {
    craft: { rules: { canDrop: (target: { id: string }) => target.id === ROOT_NODE } },
  });
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Element is={Box} canvas label="other" />
      <Picky />
    </Element>,
    { resolver: { ...resolver, Picky } },
  );
  const [other, picky] = childIds(ed.query, ROOT_NODE);
  expect(() => ed.actions.move(picky, other, 0)).toThrow('Node cannot be dropped into target parent');
  ed.act(() => ed.actions.move(picky, ROOT_NODE, 0));
  expect(childIds(ed.query, ROOT_NODE)[0]).toBe(picky);
});

claim('api/element', 'is', 'an <Element> without is keeps Element as its type and fails the resolver check', () => {
  // createNode.ts only copies Element props that were given; defaultElementProps.is is never applied
  const ed = tree();
  // the message names the function as bundled: Element is minified in the dist (its name is "$" in 0.2.12)
  expect(() => ed.query.parseReactElement(<Element canvas />).toNodeTree()).toThrow(
    `Invariant failed: The component type specified for this node (${Element.name}) does not exist in the resolver`,
  );
});

claim(
  'concepts/nodes',
  'The Element component',
  'every prop other than is/canvas/id/custom/hidden reaches the component',
  () => {
    // src/utils/createNode.ts: Element props in defaultElementProps go to node data, the rest stay props
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Element is={Text} text="styled" color="blue" custom={{ a: 1 }} />
      </Element>,
      { resolver },
    );
    const id = childIds(ed.query, ROOT_NODE)[0];
    const node = ed.query.node(id).get();
    expect(node.data.props).toEqual({ text: 'styled', color: 'blue' });
    expect(node.data.custom).toEqual({ a: 1 });
    expect((ed.container.querySelector('[data-text="styled"]') as HTMLElement).style.color).toBe('blue');
  },
);

claim('api/element', 'custom', 'merged over craft.custom', () => {
  // src/utils/createNode.ts: custom = { ...craft.custom, ...data.custom }
  const Tagged = Object.assign(() => <span>t</span>, { craft: { custom: { a: 1, b: 1 } } });
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Element is={Tagged} custom={{ b: 2 }} />
    </Element>,
    { resolver: { ...resolver, Tagged } },
  );
  expect(ed.query.node(childIds(ed.query, ROOT_NODE)[0]).get().data.custom).toEqual({ a: 1, b: 2 });
});

claim('api/element', 'children', 'element children become nodes and text next to them is dropped', () => {
  // src/editor/query.tsx parseReactElement: only React.isValidElement children become trees; actions.ts deletes props.children when nodes exist
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Element is="div" canvas>
        loose text
        <Text text="kept" />
      </Element>
      <Element is="h2">Only text</Element>
    </Element>,
    { resolver },
  );
  const [withKids, heading] = childIds(ed.query, ROOT_NODE);
  expect(childIds(ed.query, withKids)).toHaveLength(1);
  expect(ed.container.textContent).not.toContain('loose text');
  expect(ed.query.node(heading).get().data.props.children).toBe('Only text');
  expect(ed.container.querySelector('h2')?.textContent).toBe('Only text');
});

claim('api/element', 'id', 'inside a user component an Element without id throws', () => {
  // src/nodes/Element.tsx: invariant(!!id, ERROR_TOP_LEVEL_ELEMENT_NO_ID)
  spyConsole('error');
  const NoId = () => (
    <div>
      <Element is="div" canvas />
    </div>
  );
  expect(() =>
    renderEditor(
      <Element is={Box} canvas>
        <NoId />
      </Element>,
      { resolver: { ...resolver, NoId } },
    ),
  ).toThrow('A <Element /> that is used inside a User Component must specify an `id` prop');
});

claim(
  'concepts/nodes',
  'Why an Element inside a user component needs an id',
  'after a load the stored linked node with the same type is reused',
  () => {
    // src/nodes/Element.tsx: reuses linkedNodes[id] when existingNode.data.type === is
    const ed = tree();
    const { card, body, cardText } = ids(ed);
    ed.act(() => ed.actions.setProp(cardText, (p) => void (p.text = 'edited body')));
    const saved = ed.query.serialize();
    ed.unmount();
    const again = renderEditor(null, { resolver, data: saved });
    expect(again.query.node(card).get().data.linkedNodes).toEqual({ body });
    expect(again.container.querySelector('[data-text="edited body"]')).not.toBeNull();
    expect(again.container.querySelector('[data-text="card body"]')).toBeNull();
  },
);

claim('concepts/nodes', 'Linked nodes', 'a linked node cannot be dragged away', () => {
  // src/editor/NodeHelpers.ts isDroppable/isDraggable: ERROR_MOVE_TOP_LEVEL_NODE for linked nodes
  const ed = tree();
  const { body } = ids(ed);
  expect(() => ed.actions.move(body, ROOT_NODE, 0)).toThrow('A top-level Node cannot be moved');
  expect(ed.query.node(body).isDraggable()).toBe(false);
});

claim('concepts/nodes', 'The node tree', 'plain HTML elements in the Frame become nodes with connected DOM', () => {
  // src/render/DefaultRender.tsx: string types render through SimpleElement, which connects and drags the DOM
  const ed = renderEditor(
    <Element is="div" canvas>
      <h2>Heading</h2>
      <p>Paragraph</p>
    </Element>,
  );
  const [h2, p] = childIds(ed.query, ROOT_NODE);
  expect(ed.query.node(h2).get().data.type).toBe('h2');
  expect(ed.query.node(h2).get().dom).toBe(ed.container.querySelector('h2'));
  expect(ed.container.querySelector('p')!.getAttribute('draggable')).toBe('true');
  expect(ed.query.node(p).get().data.props.children).toBe('Paragraph');
});

claim(
  'api/element',
  'Canvas',
  'rendered inside a user component, <Canvas id> makes a canvas linked node and warns',
  () => {
    // nodes/Canvas.tsx: renders <Element {...props} canvas={true} /> and warns in an effect
    const warn = spyConsole('warn');
    const Legacy = () => (
      <div>
        <Canvas id="slot" is={Box} />
      </div>
    );
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Legacy />
      </Element>,
      { resolver: { ...resolver, Legacy } },
    );
    const legacy = childIds(ed.query, ROOT_NODE)[0];
    const slot = ed.query.node(legacy).get().data.linkedNodes.slot;
    expect(ed.query.node(slot).isCanvas()).toBe(true);
    expect(messages(warn)).toContain('<Canvas /> will be deprecated');
  },
);

claim(
  'api/element',
  'Canvas',
  'in Frame JSX, <Canvas is={X}> is parsed, not rendered: the node is not a canvas and nothing warns',
  () => {
    // createNode.ts: the `is` prop replaces data.type before `usingDeprecatedCanvas = data.type === Canvas` is checked,
    // and Canvas's own canvas={true} only exists when the component renders
    const warn = spyConsole('warn');
    const ed = renderEditor(
      <Canvas is={Box}>
        <Text text="inside" />
      </Canvas>,
      { resolver },
    );
    expect(ed.query.node(ROOT_NODE).get().data.type).toBe(Box);
    expect(ed.query.node(ROOT_NODE).isCanvas()).toBe(false);
    expect(messages(warn)).not.toContain('<Canvas');
  },
);

claim('api/frame', 'data', 'data takes precedence over children', () => {
  // src/render/Frame.tsx: initialData = data || json, children only otherwise; loaded with history.ignore()
  const ed = tree();
  const saved = ed.query.serialize();
  ed.unmount();
  const again = renderEditor(
    <Element is="div" canvas>
      <p>ignored</p>
    </Element>,
    { resolver, data: saved },
  );
  expect(again.container.textContent).not.toContain('ignored');
  expect(again.container.querySelector('[data-text="deep"]')).not.toBeNull();
  expect(again.query.history.canUndo()).toBe(false);
});

claim('api/frame', 'children', 'read only on the first render: new children change nothing', () => {
  // src/render/Frame.tsx: isLoaded ref, the children are parsed once
  const Page = ({ word }: { word: string }) => (
    <Editor resolver={resolver}>
      <Frame>
        <Element is={Box} canvas>
          <Text text={word} />
        </Element>
      </Frame>
    </Editor>
  );
  const view = render(<Page word="first" />);
  view.rerender(<Page word="second" />);
  expect(view.container.querySelector('[data-text="first"]')).not.toBeNull();
  expect(view.container.querySelector('[data-text="second"]')).toBeNull();
});

claim('api/frame', 'json', 'json still loads and logs a deprecation warning', () => {
  // src/render/Frame.tsx: deprecationWarning('<Frame json={...} />', ...)
  const warn = spyConsole('warn');
  const ed = tree();
  const saved = ed.query.serialize();
  ed.unmount();
  const view = render(
    <Editor resolver={resolver}>
      <Frame json={saved} />
    </Editor>,
  );
  expect(view.container.querySelector('[data-text="deep"]')).not.toBeNull();
  expect(messages(warn)).toContain('<Frame json={...} /> will be deprecated');
});

claim(
  'concepts/nodes',
  'Why an Element inside a user component needs an id',
  'a stored linked node of another type is replaced by a fresh one from the JSX',
  () => {
    // src/nodes/Element.tsx: existingNode.data.type === is is required for reuse; otherwise addLinkedNodeFromTree replaces it
    const ed = tree();
    const { card, body, cardText } = ids(ed);
    ed.act(() => ed.actions.setProp(cardText, (p) => void (p.text = 'edited body')));
    const saved = JSON.parse(ed.query.serialize());
    saved[body].type = 'div'; // as if the component had changed `is`
    ed.unmount();
    const again = renderEditor(null, { resolver, data: JSON.stringify(saved) });
    expect(again.query.node(card).get().data.linkedNodes.body).not.toBe(body);
    expect(again.container.querySelector('[data-text="edited body"]')).toBeNull();
    expect(again.container.querySelector('[data-text="card body"]')).not.toBeNull();
  },
);

claim('api/element', 'hidden', 'creates the node hidden: in the state, not rendered', () => {
  // src/utils/createNode.ts: Element's hidden prop becomes data.hidden; src/render/RenderNode.tsx returns null
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Element is={Text} text="invisible" hidden />
    </Element>,
    { resolver },
  );
  const id = childIds(ed.query, ROOT_NODE)[0];
  expect(ed.query.node(id).get().data.hidden).toBe(true);
  expect(ed.query.node(id).get().data.props).toEqual({ color: 'black', text: 'invisible' });
  expect(ed.container.querySelector('[data-text="invisible"]')).toBeNull();
});
