/**
 * docs/overview.mdx, docs/guides/basic-tutorial.mdx (with the tutorial's own components from examples/basic)
 * and docs/api/editor-state.mdx, against a real Editor.
 * Source: @craftjs/core src/editor/store.tsx, src/events/Positioner.ts, src/editor/query.tsx,
 * src/editor/NodeHelpers.ts, src/utils/useCollector.tsx (@craftjs/utils).
 */
import { Editor, Element, ROOT_NODE, useEditor, useNode } from '@craftjs/core';
import { fireEvent, render } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { Button } from '../../examples/basic/src/components/Button';
import { Card, CardBottom, CardTop } from '../../examples/basic/src/components/Card';
import { Container } from '../../examples/basic/src/components/Container';
import { Text as TutorialText } from '../../examples/basic/src/components/Text';
import { Topbar } from '../../examples/basic/src/components/Topbar';
import { claim } from './support/claim';
import { Box, Text, resolver } from './support/components';
import { fireDrag, setBox, stack } from './support/dom';
import { childIds, renderEditor } from './support/editor';

afterEach(() => vi.restoreAllMocks());

const twoLabels = () =>
  renderEditor(
    <Element is={Box} canvas label="root">
      <Text text="one" />
      <Text text="two" />
    </Element>,
    { resolver },
  );

claim(
  'overview',
  'A first editor in 20 lines',
  'a label can be dragged to a new position inside the box; the root cannot be dragged',
  () => {
    // src/events/DefaultEventHandlers.ts drag/dragend → actions.move; NodeHelpers.ts isDraggable refuses ROOT
    const ed = twoLabels();
    const root = ed.container.querySelector('[data-box="root"]')!;
    setBox(root, { top: 0, left: 0, width: 400, height: 200 });
    const ps = Array.from(root.querySelectorAll('p'));
    stack(ps);
    const [one, two] = childIds(ed.query, ROOT_NODE);
    expect(root.getAttribute('draggable')).toBeNull();
    ed.act(() => fireDrag(ps[0], 'dragstart'));
    ed.act(() => fireDrag(ps[1], 'dragover', { x: 300, y: 150 }));
    ed.act(() => fireDrag(ps[0], 'dragend'));
    expect(childIds(ed.query, ROOT_NODE)).toEqual([two, one]);
    expect(Array.from(root.querySelectorAll('p')).map((p) => p.textContent)).toEqual(['two', 'one']);
  },
);

claim(
  'overview',
  'The mental model',
  'a collector re-renders its component only when the collected values change',
  () => {
    const renders = vi.fn();
    function Count() {
      const { count } = useEditor((state) => ({ count: Object.keys(state.nodes).length }));
      renders(count);
      return <output>{count}</output>;
    }
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Text text="one" />
      </Element>,
      { resolver, around: <Count /> },
    );
    const one = childIds(ed.query, ROOT_NODE)[0];
    const before = renders.mock.calls.length;
    ed.act(() => ed.actions.setProp(one, (p) => void (p.text = 'changed'))); // count unchanged
    ed.act(() => ed.actions.selectNode(one));
    expect(renders).toHaveBeenCalledTimes(before);
    ed.act(() =>
      ed.actions.add(ed.query.parseFreshNode({ data: { type: Text, props: { text: 'new' } } }).toNode(), ROOT_NODE),
    );
    expect(renders).toHaveBeenCalledTimes(before + 1);
    expect(renders).toHaveBeenLastCalledWith(3);
  },
);

const tutorialResolver = { Button, Card, CardBottom, CardTop, Container, Text: TutorialText };
const tutorialPage = () =>
  renderEditor(
    <Element is={Container} canvas background="#f1f5f9" padding={16}>
      <Card background="#ffffff" padding={16} />
      <Button text="Click me" size="small" variant="filled" color="primary" />
      <TutorialText text="Hi world!" fontSize={18} />
    </Element>,
    { resolver: tutorialResolver, around: <Topbar /> },
  );

const cardAreas = (ed: ReturnType<typeof tutorialPage>) => {
  const [card, button, text] = childIds(ed.query, ROOT_NODE);
  const { text: top, buttons: bottom } = ed.query.node(card).get().data.linkedNodes;
  return { card, button, text, top, bottom };
};

claim(
  'guides/basic-tutorial',
  'Step 3: a card with linked nodes and rules',
  'the card\u2019s top accepts only Text and its bottom only Button',
  () => {
    // examples/basic/src/components/Card.tsx canMoveIn rules; src/editor/NodeHelpers.ts isDroppable
    const ed = tutorialPage();
    const { button, text, top, bottom } = cardAreas(ed);
    expect(() => ed.actions.move(button, top, 0)).toThrow('Target parent rejects incoming node');
    expect(() => ed.actions.move(text, bottom, 0)).toThrow('Target parent rejects incoming node');
    ed.act(() => ed.actions.move(text, top, 0));
    ed.act(() => ed.actions.move(button, bottom, 0));
    expect(childIds(ed.query, top)[0]).toBe(text);
    expect(childIds(ed.query, bottom)[0]).toBe(button);
  },
);

claim(
  'guides/basic-tutorial',
  'Step 3: a card with linked nodes and rules',
  'the card\u2019s areas are linked nodes: users can drop into them but not drag them away',
  () => {
    // examples/basic/src/components/Card.tsx canMoveIn rules; src/editor/NodeHelpers.ts isDroppable
    const ed = tutorialPage();
    const { top, bottom } = cardAreas(ed);
    for (const area of [top, bottom]) {
      expect(ed.query.node(area).isLinkedNode()).toBe(true);
      expect(ed.query.node(area).isCanvas()).toBe(true);
      expect(ed.query.node(area).isDraggable()).toBe(false);
    }
  },
);

claim(
  'guides/basic-tutorial',
  'Step 6: the top bar',
  'Delete is disabled for the root and for linked areas, enabled for an ordinary node',
  () => {
    // examples/basic/src/components/Topbar.tsx; src/editor/NodeHelpers.ts isDeletable; utils History.ts canUndo/canRedo
    const ed = tutorialPage();
    const { top, button } = cardAreas(ed);
    const del = ed.getByRole('button', { name: 'Delete' });
    ed.act(() => ed.actions.selectNode(top));
    expect((del as HTMLButtonElement).disabled).toBe(true);
    ed.act(() => ed.actions.selectNode(button));
    expect((del as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(del);
    expect(ed.query.getNodes()[button]).toBeUndefined();
  },
);

claim('guides/basic-tutorial', 'Step 6: the top bar', 'Undo and Redo follow query.history.canUndo/canRedo', () => {
  // examples/basic/src/components/Topbar.tsx; src/editor/NodeHelpers.ts isDeletable; utils History.ts canUndo/canRedo
  const ed = tutorialPage();
  const { text } = cardAreas(ed);
  const undo = ed.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
  const redo = ed.getByRole('button', { name: 'Redo' }) as HTMLButtonElement;
  expect([undo.disabled, redo.disabled]).toEqual([true, true]);
  ed.act(() => ed.actions.setProp(text, (p) => void (p.text = 'Edited')));
  expect([undo.disabled, redo.disabled]).toEqual([false, true]);
  fireEvent.click(undo);
  expect(ed.query.node(text).get().data.props.text).toBe('Hi world!');
  expect([undo.disabled, redo.disabled]).toEqual([true, false]);
});

claim('guides/basic-tutorial', 'Step 6: the top bar', 'Enable editing flips options.enabled', () => {
  // examples/basic/src/components/Topbar.tsx; src/editor/NodeHelpers.ts isDeletable; utils History.ts canUndo/canRedo
  const ed = tutorialPage();
  const toggle = ed.getByRole('checkbox');
  fireEvent.click(toggle);
  expect(ed.query.getOptions().enabled).toBe(false);
  fireEvent.click(toggle);
  expect(ed.query.getOptions().enabled).toBe(true);
});

claim('api/editor-state', 'nodes', 'empty until the Frame loads its content', () => {
  // src/editor/store.tsx editorInitialState.nodes = {}; src/render/Frame.tsx fills it
  let nodes: object | null = null;
  function Read() {
    nodes = useEditor().query.getNodes();
    return null;
  }
  render(
    <Editor>
      <Read />
    </Editor>,
  );
  expect(nodes).toEqual({});
});

claim('api/editor-state', 'events', 'each node carries the same events as booleans', () => {
  // src/editor/actions.ts setNodeEvent: keeps state.events[type] and node.events[type] in step
  const ed = twoLabels();
  const [one, two] = childIds(ed.query, ROOT_NODE);
  ed.act(() => ed.actions.selectNode([one]));
  expect(ed.query.node(one).get().events).toEqual({ selected: true, hovered: false, dragged: false });
  expect(ed.query.node(two).get().events.selected).toBe(false);
});

claim('api/editor-state', 'indicator', 'set while a drag is over a drop target, null otherwise', () => {
  // src/events/DefaultEventHandlers.ts dragover → setIndicator(indicator); dropElement → setIndicator(null)
  const ed = twoLabels();
  const root = ed.container.querySelector('[data-box="root"]')!;
  setBox(root, { top: 0, left: 0, width: 400, height: 200 });
  const ps = Array.from(root.querySelectorAll('p'));
  stack(ps);
  expect(ed.query.getState().indicator).toBeNull();
  ed.act(() => fireDrag(ps[0], 'dragstart'));
  ed.act(() => fireDrag(ps[1], 'dragover', { x: 300, y: 150 }));
  const indicator = ed.query.getState().indicator!;
  expect(indicator.placement.parent.id).toBe(ROOT_NODE);
  expect(indicator.placement.index).toBe(1);
  expect(indicator.placement.where).toBe('after');
  expect(indicator.error).toBeNull();
  ed.act(() => fireDrag(ps[0], 'dragend'));
  expect(ed.query.getState().indicator).toBeNull();
});

claim(
  'api/editor-state',
  'Placement',
  'over an empty canvas currentNode is not null: undefined while dragging, 0 from getDropPlaceholder',
  () => {
    // Positioner.ts: currentNode = currentNodeId && query.node(currentNodeId).get(); query.tsx: targetParentNodes.length && ...
    const ed = renderEditor(
      <Element is={Box} canvas label="root">
        <Element is={Box} canvas label="empty" />
        <Text text="one" />
      </Element>,
      { resolver },
    );
    const root = ed.container.querySelector('[data-box="root"]')!;
    const empty = ed.container.querySelector('[data-box="empty"]')!;
    const p = root.querySelector('p')!;
    setBox(root, { top: 0, left: 0, width: 400, height: 300 });
    stack([empty, p], 150);
    const [emptyId, one] = childIds(ed.query, ROOT_NODE);
    expect(ed.query.getDropPlaceholder(one, emptyId, { x: 200, y: 75 })!.placement.currentNode).toBe(0);
    ed.act(() => fireDrag(p, 'dragstart'));
    ed.act(() => fireDrag(empty, 'dragover', { x: 200, y: 75 }));
    const placement = ed.query.getState().indicator!.placement;
    expect(placement.parent.id).toBe(emptyId);
    expect(placement.currentNode).toBeUndefined();
    ed.act(() => fireDrag(p, 'dragend'));
    expect(childIds(ed.query, emptyId)).toEqual([one]);
  },
);

claim('api/editor-state', 'options', 'the props given to <Editor /> over the defaults', () => {
  // src/editor/store.tsx useEditorStore: options = { ...editorInitialState.options, ...options }
  const ed = renderEditor(<Element is={Box} canvas />, { resolver, enabled: false });
  const options = ed.query.getState().options;
  expect(options.enabled).toBe(false);
  expect(options.resolver).toBe(resolver);
  expect(options.indicator).toEqual({ error: 'red', success: 'rgb(98, 196, 98)' });
  expect(useNode).toBeTypeOf('function');
});
