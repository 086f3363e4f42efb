/**
 * docs/concepts/user-components.mdx › Blocks inside a popup or modal (the question of craft.js issue 422, "render
 * children into a craft.js component that exists outside the hierarchy of the DOM"), plainly and inside
 * <React.StrictMode>, with popup.tsx as printed.
 * Source: @craftjs/core src/nodes/Element.tsx (a linked node is made when the Element first renders, by
 * addLinkedNodeFromTree with history ignored), src/events/DefaultEventHandlers.ts (drop targets are the connected
 * elements, wherever they are in the document).
 */
import { Element, ROOT_NODE, type UserComponent } from '@craftjs/core';
import { fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { expect } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { fireDrag, setBox } from './support/dom';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const FILE = 'docs/concepts/user-components.mdx';
const PAGE = 'concepts/user-components';
const HEADING = 'Blocks inside a popup or modal';

const { Popup, PopupBody } = loadGuideModule<{
  Popup: UserComponent<{ label: string }>;
  PopupBody: UserComponent<{ children?: React.ReactNode }>;
}>(FILE, 'popup.tsx');
const resolver = { Box, Text, Popup, PopupBody };

const page = () => (
  <Element is={Box} canvas label="root">
    <Popup label="Details" />
    <Text text="outside" />
  </Element>
);
const dialog = () => screen.queryByRole('dialog', { name: 'Details' });

for (const mode of RENDER_MODES) {
  claim(PAGE, HEADING, `the body is made at the first opening, outside the undo history (${mode.name})`, () => {
    const ed = renderEditor(page(), { resolver, strict: mode.strict });
    const [popup] = childIds(ed.query, ROOT_NODE);
    expect(ed.query.node(popup).get().data.linkedNodes).toEqual({});
    expect(dialog()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    const body = ed.query.node(popup).get().data.linkedNodes.body;
    expect(ed.query.node(body).get().data.name).toBe('PopupBody');
    expect(ed.query.node(body).isCanvas()).toBe(true);
    // The dialog is on top of the page, outside the editor's DOM.
    expect(ed.container.contains(dialog())).toBe(false);
    expect(ed.query.history.canUndo()).toBe(false);
    ed.unmount();
  });

  claim(
    PAGE,
    HEADING,
    `undoing and redoing the popup's adding brings it back without its body; the old blocks stay saved, unseen (${mode.name})`,
    () => {
      const ed = renderEditor(<Element is={Box} canvas label="root" />, { resolver, strict: mode.strict });
      const tree = ed.query.parseReactElement(<Popup label="Details" />).toNodeTree();
      ed.act(() => ed.actions.addNodeTree(tree, ROOT_NODE));
      fireEvent.click(screen.getByRole('button', { name: 'Details' }));
      const body = ed.query.node(tree.rootNodeId).get().data.linkedNodes.body;
      const inside = ed.query.parseReactElement(<Text text="inside the popup" />).toNodeTree();
      ed.act(() => ed.actions.addNodeTree(inside, body));
      expect(dialog()!.textContent).toContain('inside the popup');
      ed.act(() => ed.actions.history.undo());
      ed.act(() => ed.actions.history.undo());
      expect(childIds(ed.query, ROOT_NODE)).toEqual([]);
      ed.act(() => ed.actions.history.redo());
      ed.act(() => ed.actions.history.redo());
      expect(ed.query.node(tree.rootNodeId).get().data.linkedNodes).toEqual({});
      // The block's adding came back too, into the old body, which no node links any more.
      expect(ed.query.node(inside.rootNodeId).get().data.parent).toBe(body);
      fireEvent.click(screen.getByRole('button', { name: 'Details' }));
      const newBody = ed.query.node(tree.rootNodeId).get().data.linkedNodes.body;
      expect(newBody).not.toBe(body);
      expect(dialog()!.textContent).not.toContain('inside the popup');
      expect(ed.query.serialize()).toContain('inside the popup');
      expect(pageSection(FILE, HEADING)).toContain('the popup comes back without that body');
      ed.unmount();
    },
  );

  claim(PAGE, HEADING, `a block dragged onto the open dialog drops into its body (${mode.name})`, () => {
    const ed = renderEditor(page(), { resolver, strict: mode.strict });
    const [popup, outside] = childIds(ed.query, ROOT_NODE);
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    const body = ed.query.node(popup).get().data.linkedNodes.body;
    setBox(ed.container.querySelector('[data-box="root"]')!, { top: 0, left: 0, width: 400, height: 200 });
    const outsideEl = ed.query.node(outside).get().dom!;
    setBox(outsideEl, { top: 100, left: 0, width: 400, height: 50 });
    const bodyEl = ed.query.node(body).get().dom!;
    setBox(bodyEl, { top: 500, left: 0, width: 400, height: 100 });
    ed.act(() => fireDrag(outsideEl, 'dragstart'));
    ed.act(() => fireDrag(bodyEl, 'dragenter', { x: 10, y: 540 }));
    ed.act(() => fireDrag(bodyEl, 'dragover', { x: 10, y: 540 }));
    const indicator = ed.query.getState().indicator!;
    expect(indicator.placement.parent.id).toBe(body);
    expect(indicator.error).toBeNull();
    ed.act(() => fireDrag(outsideEl, 'dragend'));
    expect(childIds(ed.query, body)).toEqual([outside]);
    expect(dialog()!.textContent).toContain('outside');
    ed.unmount();
  });

  claim(PAGE, HEADING, `closed, its blocks stay saved; after loading, opening shows them (${mode.name})`, () => {
    const ed = renderEditor(page(), { resolver, strict: mode.strict });
    const [popup] = childIds(ed.query, ROOT_NODE);
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    const body = ed.query.node(popup).get().data.linkedNodes.body;
    ed.act(() => ed.actions.addNodeTree(ed.query.parseReactElement(<Text text="in the popup" />).toNodeTree(), body));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).toBeNull();
    expect(JSON.parse(ed.query.serialize())[body].nodes).toHaveLength(1);
    const json = ed.query.serialize();
    ed.unmount();
    const loaded = renderEditor(null, { resolver, strict: mode.strict, data: json, enabled: false });
    expect(dialog()).toBeNull();
    // Read-only, the button opens the dialog for the visitor.
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(dialog()!.textContent).toContain('in the popup');
    loaded.unmount();
  });
}

claim(PAGE, HEADING, 'the page says when the body is made and what a read-only page does', () => {
  const text = pageSection(FILE, HEADING);
  expect(text).toContain('a popup that was never opened has none yet');
  expect(text).toContain('the button opens the dialog for the visitor');
});
