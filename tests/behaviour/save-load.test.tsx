/**
 * docs/guides/save-load-state.mdx and docs/migrating/migrating-0.1.x.mdx: serialize → deserialize round trips.
 * Source: @craftjs/core src/utils/serializeNode.tsx, src/utils/deserializeNode.tsx, src/editor/actions.ts
 * (deserialize), src/editor/query.tsx (parseFreshNode: DEPRECATED_ROOT_NODE), src/render/Frame.tsx.
 */
import { Canvas, Editor, Element, Frame, ROOT_NODE, useNode } from '@craftjs/core';
import { render } from '@testing-library/react';
import lz from 'lzutf8';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, vi } from 'vitest';
import { claim } from './support/claim';
import { Box, Card, Text, resolver } from './support/components';
import { fireDrag, setBox, stack } from './support/dom';
import { childIds, renderEditor } from './support/editor';
import { messages, spyConsole } from './support/spy';

afterEach(() => vi.restoreAllMocks());

const page = () =>
  renderEditor(
    <Element is={Box} canvas label="root">
      <Text text="Hello" />
      <Card title="card" />
      <Element is="h2">Plain</Element>
    </Element>,
    { resolver },
  );

claim(
  'guides/save-load-state',
  'The serialized format',
  'a flat object by id: resolvedName for components, tag strings for HTML, linkedNodes by Element id',
  () => {
    // src/utils/serializeNode.tsx serializeNode; src/editor/query.tsx getSerializedNodes
    const ed = page();
    const [text, card, h2] = childIds(ed.query, ROOT_NODE);
    const saved = JSON.parse(ed.query.serialize());
    const body = ed.query.node(card).get().data.linkedNodes.body;
    expect(Object.keys(saved).sort()).toEqual(Object.keys(ed.query.getNodes()).sort());
    expect(saved[ROOT_NODE].type).toEqual({ resolvedName: 'Box' });
    expect(saved[ROOT_NODE].nodes).toEqual([text, card, h2]);
    expect(saved[ROOT_NODE].parent).toBeUndefined();
    expect(saved[h2].type).toBe('h2');
    expect(saved[h2].props).toEqual({ children: 'Plain' });
    expect(saved[card].linkedNodes).toEqual({ body });
    expect(saved[text]).toEqual({
      type: { resolvedName: 'Text' },
      isCanvas: false,
      props: { color: 'black', text: 'Hello' },
      displayName: 'Text',
      custom: {},
      parent: ROOT_NODE,
      hidden: false,
      nodes: [],
      linkedNodes: {},
    });
  },
);

claim(
  'guides/save-load-state',
  'Serializing with query.serialize()',
  'getSerializedNodes is the same data as an object',
  () => {
    // src/editor/query.tsx serialize(): JSON.stringify(this.getSerializedNodes())
    const ed = page();
    expect(JSON.parse(ed.query.serialize())).toEqual(ed.query.getSerializedNodes());
  },
);

claim(
  'guides/save-load-state',
  'Loading with Frame data',
  'the string and the parsed object both load the same page',
  () => {
    // src/render/Frame.tsx → actions.deserialize: JSON.parse for strings, objects as they are
    const ed = page();
    const saved = ed.query.serialize();
    const html = ed.container.innerHTML;
    ed.unmount();
    const fromString = renderEditor(null, { resolver, data: saved });
    expect(fromString.query.serialize()).toBe(saved);
    expect(fromString.container.innerHTML).toBe(html);
    fromString.unmount();
    const view = render(
      <Editor resolver={resolver}>
        <Frame data={JSON.parse(saved)} />
      </Editor>,
    );
    expect(view.container.innerHTML).toBe(html);
  },
);

claim(
  'guides/save-load-state',
  'Loading with Frame data',
  'a resolvedName missing from the resolver fails with a TypeError',
  () => {
    // deserializeNode.ts: restoreType returns undefined, deserializeComp returns nothing, and its result is destructured
    spyConsole('error');
    const ed = page();
    const saved = ed.query.serialize();
    ed.unmount();
    expect(() => renderEditor(null, { resolver: { Box, Card }, data: saved })).toThrow(
      /Cannot destructure property 'type' of .* as it is undefined/,
    );
  },
);

claim(
  'guides/save-load-state',
  'Loading with actions.deserialize',
  'recorded in history: undo brings back the page before the load',
  () => {
    const ed = page();
    const before = ed.query.serialize();
    const other = renderEditor(
      <Element is={Box} canvas>
        <Text text="Other page" />
      </Element>,
      { resolver },
    );
    const otherSaved = other.query.serialize();
    other.unmount();
    ed.act(() => ed.actions.selectNode(childIds(ed.query, ROOT_NODE)[0]));
    ed.act(() => ed.actions.deserialize(otherSaved));
    expect(ed.container.querySelector('[data-text="Other page"]')).not.toBeNull();
    expect(ed.query.getEvent('selected').isEmpty()).toBe(true);
    ed.act(() => ed.actions.history.undo());
    expect(ed.query.serialize()).toBe(before);
    expect(ed.query.history.canUndo()).toBe(false);
    // wrapped in history.ignore() the load is not a step
    ed.act(() => ed.actions.history.ignore().deserialize(otherSaved));
    expect(ed.query.serialize()).toBe(otherSaved);
    expect(ed.query.history.canUndo()).toBe(false);
  },
);

claim(
  'guides/save-load-state',
  'The serialized format',
  'a prop holding a user-component element is saved but comes back as a plain object',
  () => {
    // serializeNode.ts turns prop.type functions into { type: { resolvedName }, props }; deserializeNode.ts only
    // restores objects with a top-level resolvedName, so the saved { type, isCanvas, props } stays a plain object
    const Slot = ({ icon }: { icon?: React.ReactNode }) => <div data-slot>{icon}</div>;
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Slot icon={<Text text="icon" />} />
      </Element>,
      { resolver: { ...resolver, Slot } },
    );
    const slot = childIds(ed.query, ROOT_NODE)[0];
    const saved = JSON.parse(ed.query.serialize());
    expect(saved[slot].props.icon).toEqual({
      type: { resolvedName: 'Text' },
      isCanvas: false,
      props: { text: 'icon' },
    });
    ed.act(() => ed.actions.history.ignore().setProp(slot, (p) => void (p.icon = undefined)));
    const loaded = ed.query.parseSerializedNode(saved[slot]).toNode();
    expect(React.isValidElement(loaded.data.props.icon)).toBe(false);
    expect(loaded.data.props.icon).toEqual({
      type: { resolvedName: 'Text' },
      isCanvas: false,
      props: { text: 'icon' },
    });
    spyConsole('error');
    expect(() => render(<div>{loaded.data.props.icon as React.ReactNode}</div>)).toThrow(
      'Objects are not valid as a React child',
    );
  },
);

claim(
  'guides/save-load-state',
  'The serialized format',
  'a prop holding a host element is not converted at all',
  () => {
    // serializeNode.ts: only prop.type === 'function' is converted; <b> is kept as the element object
    const Slot = ({ icon }: { icon?: React.ReactNode }) => <div>{icon}</div>;
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Slot icon={<b>bold</b>} />
      </Element>,
      { resolver: { ...resolver, Slot } },
    );
    const slot = childIds(ed.query, ROOT_NODE)[0];
    const icon = JSON.parse(ed.query.serialize())[slot].props.icon;
    expect(icon.type).toBe('b');
    expect(icon.props).toEqual({ children: 'bold' });
    expect(icon.$$typeof).toBeUndefined(); // the React marker is a Symbol, lost in JSON
  },
);

claim(
  'guides/save-load-state',
  'Default props are applied again on load',
  'props set to null or undefined come back as craft.props defaults',
  () => {
    // serializeNode.ts drops null/undefined props; createNode.ts merges craft.props under the loaded props
    const ed = page();
    const text = childIds(ed.query, ROOT_NODE)[0];
    ed.act(() => ed.actions.setProp(text, (p) => void (p.color = null)));
    expect(ed.query.node(text).get().data.props.color).toBeNull();
    const saved = ed.query.serialize();
    expect(JSON.parse(saved)[text].props).toEqual({ text: 'Hello' });
    ed.act(() => ed.actions.deserialize(saved));
    expect(ed.query.node(text).get().data.props.color).toBe('black');
  },
);

claim(
  'guides/save-load-state',
  'Minified component names',
  'the saved name is the resolver key; the function name is only the display name',
  () => {
    // src/utils/resolveComponent.ts: saved name = resolver key; createNode.ts displayName = function name
    const e = () => <span data-minified>m</span>;
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Element is={e} />
      </Element>,
      { resolver: { ...resolver, Hero: e } },
    );
    const id = childIds(ed.query, ROOT_NODE)[0];
    const saved = JSON.parse(ed.query.serialize())[id];
    expect(saved.type).toEqual({ resolvedName: 'Hero' });
    expect(saved.displayName).toBe('e');
    ed.act(() => ed.actions.deserialize(ed.query.serialize()));
    expect(ed.query.node(id).get().data.displayName).toBe('e');
  },
);

claim(
  'guides/save-load-state',
  'Compressing with lzutf8',
  'a compressed Base64 state loads back into the same page',
  () => {
    // src/editor/actions.ts deserialize accepts any string that parses to the saved nodes
    const ed = page();
    const saved = ed.query.serialize();
    const compressed = lz.compress(saved, { outputEncoding: 'Base64' }) as string;
    expect(compressed.length).toBeLessThan(saved.length);
    const restored = lz.decompress(compressed, { inputEncoding: 'Base64' }) as string;
    ed.unmount();
    expect(renderEditor(null, { resolver, data: restored }).query.serialize()).toBe(saved);
  },
);

claim(
  'guides/save-load-state',
  'Rendering saved pages read-only',
  'with enabled={false} nothing can be selected or dragged',
  () => {
    // src/events/RenderEditorIndicator.tsx: !enabled → handler.disable(); utils ConnectorRegistry.ts disables listeners
    const ed = page();
    const saved = ed.query.serialize();
    ed.unmount();
    const ro = renderEditor(null, { resolver, data: saved, enabled: false });
    const p = ro.container.querySelector('[data-text="Hello"]')!;
    ro.act(() => void p.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(ro.query.getEvent('selected').isEmpty()).toBe(true);
    const root = ro.container.querySelector('[data-box="root"]')!;
    setBox(root, { top: 0, left: 0, width: 400, height: 300 });
    stack(Array.from(root.children));
    const before = childIds(ro.query, ROOT_NODE);
    ro.act(() => fireDrag(p, 'dragstart'));
    ro.act(() => fireDrag(root.children[2], 'dragover', { x: 300, y: 250 }));
    ro.act(() => fireDrag(p, 'dragend'));
    expect(childIds(ro.query, ROOT_NODE)).toEqual(before);
  },
);

claim(
  'guides/save-load-state',
  'Server-side rendering and Next.js',
  'renderToString of an Editor with Frame data gives the components\u2019 HTML',
  () => {
    // src/render/Frame.tsx deserializes during render, so renderToString sees the nodes
    const ed = page();
    const saved = ed.query.serialize();
    ed.unmount();
    const html = renderToString(
      <Editor resolver={resolver} enabled={false}>
        <Frame data={saved} />
      </Editor>,
    );
    expect(html).toContain('data-text="Hello"');
    expect(html).toContain('<h2>Plain</h2>');
    expect(html).toContain('card body');
  },
);

claim(
  'migrating/migrating-0.1.x',
  'Saved JSON from 0.1.x',
  'a root saved as "canvas-ROOT" loads as ROOT, with parent references fixed',
  () => {
    // src/editor/actions.ts deserialize: DEPRECATED_ROOT_NODE → ROOT_NODE; query.tsx parseFreshNode fixes parent
    const ed = page();
    const saved = JSON.parse(ed.query.serialize());
    const old: Record<string, { parent?: string }> = {};
    for (const [id, node] of Object.entries(saved) as [string, { parent?: string }][]) {
      old[id === ROOT_NODE ? 'canvas-ROOT' : id] = {
        ...node,
        ...(node.parent === ROOT_NODE ? { parent: 'canvas-ROOT' } : {}),
      };
    }
    ed.act(() => ed.actions.deserialize(old as never));
    expect(ed.query.node(ROOT_NODE).get()).toBeDefined();
    expect(ed.query.getNodes()['canvas-ROOT']).toBeUndefined();
    const first = childIds(ed.query, ROOT_NODE)[0];
    expect(ed.query.node(first).get().data.parent).toBe(ROOT_NODE);
    expect(ed.query.serialize()).toBe(JSON.stringify(saved));
  },
);

claim(
  'migrating/migrating-0.1.x',
  'Saved JSON from 0.1.x',
  'a node saved as resolvedName "Canvas" fails to load',
  () => {
    // deserializeNode.ts restoreType maps 'Canvas' to the Canvas component, which resolveComponent cannot find
    const ed = page();
    const saved = JSON.parse(ed.query.serialize());
    saved[ROOT_NODE].type = { resolvedName: 'Canvas' };
    expect(() => ed.actions.deserialize(saved)).toThrow(
      `The component type specified for this node (${Canvas.name}) does not exist in the resolver`,
    );
  },
);

claim('migrating/migrating-0.1.x', 'Canvas becomes Element canvas', 'Canvas is still exported', () => {
  // src/nodes/Canvas.tsx is exported from src/nodes/index
  expect(typeof Canvas).toBe('function');
});

claim(
  'migrating/migrating-0.1.x',
  'Upgrade checklist',
  'a 0.1-style canMoveIn reading incoming.data throws inside isDroppable and every drop is refused',
  () => {
    // NodeHelpers.ts isDroppable: canMoveIn receives an array; the TypeError is caught and reported as the reason
    const OldRule = Object.assign(({ children }: { children?: React.ReactNode }) => <div>{children}</div>, {
      craft: { rules: { canMoveIn: (incoming: { data: { name: string } }) => incoming.data.name === 'Text' } },
    });
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Element is={OldRule} canvas />
        <Text text="A" />
      </Element>,
      { resolver: { ...resolver, OldRule } },
    );
    const [old, a] = childIds(ed.query, ROOT_NODE);
    let reason: unknown;
    expect(ed.query.node(old).isDroppable([a], (err) => (reason = err))).toBe(false);
    expect(reason).toBeInstanceOf(TypeError);
    expect(() => ed.actions.move(a, old, 0)).toThrow(TypeError.name);
  },
);

claim(
  'migrating/migrating-0.1.x',
  'Events are sets of node ids (multi-select)',
  'events are Sets; the drop indicator lives in state.indicator',
  () => {
    // src/editor/store.tsx editorInitialState: events { dragged, selected, hovered: Set }, indicator: null
    const ed = page();
    const [text, card] = childIds(ed.query, ROOT_NODE);
    ed.act(() => ed.actions.selectNode([text, card]));
    const state = ed.query.getState();
    expect(state.events.selected).toBeInstanceOf(Set);
    expect([...state.events.selected]).toEqual([text, card]);
    expect(Object.keys(state.events).sort()).toEqual(['dragged', 'hovered', 'selected']);
    expect(state.indicator).toBeNull();
    expect(ed.query.node(text).get().events.selected).toBe(true);
  },
);

claim(
  'migrating/migrating-0.1.x',
  'setProp moves to actions',
  'the old useNode().setProp forwards with a warning',
  () => {
    // src/hooks/useNode.ts: deprecationWarning('useNode().setProp()', { suggest: 'useNode().actions.setProp()' })
    const warn = spyConsole('warn');
    let setProp: ((cb: (p: Record<string, unknown>) => void) => void) | null = null;
    const Old = ({ text }: { text: string }) => {
      setProp = useNode().setProp;
      return <span>{text}</span>;
    };
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Old text="before" />
      </Element>,
      { resolver: { ...resolver, Old } },
    );
    ed.act(() => setProp!((p) => void (p.text = 'after')));
    expect(ed.container.textContent).toContain('after');
    expect(messages(warn)).toContain('Please use useNode().actions.setProp() instead');
  },
);
