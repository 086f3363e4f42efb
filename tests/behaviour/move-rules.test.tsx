/**
 * docs/concepts/user-components.mdx (rules) and docs/concepts/editor.mdx (Actions and queries): what
 * `actions.move` checks, with the page's ButtonRow run as printed, once plainly and once in StrictMode.
 * Source: @craftjs/core src/editor/actions.ts (move: isDroppable([id]) per node against the state before
 * the move, no isDraggable), src/events/Positioner.ts (a drag passes every dragged node at once).
 */
import type * as Craft from '@craftjs/core';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { claim } from './support/claim';
import { Button } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';
import { pageSection } from '../support/pageSection';

const { Element, ROOT_NODE, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;
const COMPONENTS = 'concepts/user-components';
const EDITOR = 'concepts/editor';

type Editor = ReturnType<typeof Craft.useEditor>;
const { ButtonRow } = loadGuideModule<{ ButtonRow: Craft.UserComponent<{ children?: React.ReactNode }> }>(
  `docs/${COMPONENTS}.mdx`,
  'button-row.tsx',
);
// The workaround the page points to, from the drop rules guide.
const { moveIfAllowed } = loadGuideModule<{
  moveIfAllowed: (editor: Editor, ids: string[], parentId: string, index: number) => { moved: boolean };
}>('docs/guides/drop-indicator-and-rules.mdx', 'checked-changes.tsx');

const Pinned: Craft.UserComponent<{ label: string }> = ({ label }) => {
  const {
    connectors: { connect, drag },
  } = useNode();
  return (
    <b
      ref={(el) => {
        if (el) connect(drag(el));
      }}
    >
      {label}
    </b>
  );
};
Pinned.craft = { rules: { canDrag: () => false } };

afterEach(() => vi.restoreAllMocks());

/** A ButtonRow of three buttons, two loose buttons and a node whose canDrag says no. */
function page(strict: boolean) {
  const ed = renderEditor(
    <Element is="div" canvas>
      <Element is={ButtonRow} canvas>
        <Button label="a" />
        <Button label="b" />
        <Button label="c" />
      </Element>
      <Button label="x" />
      <Button label="y" />
      <Pinned label="pinned" />
    </Element>,
    { resolver: { ButtonRow, Button, Pinned }, strict },
  );
  const [row, x, y, pinned] = childIds(ed.query, ROOT_NODE);
  const editor = () => ({ actions: ed.actions, query: ed.query }) as Editor;
  return { ed, row, x, y, pinned, editor };
}

for (const mode of RENDER_MODES) {
  claim(
    COMPONENTS,
    'rules',
    `actions.move checks the ButtonRow rule one node at a time and skips canDrag; moveIfAllowed does not (${mode.name})`,
    () => {
      const { ed, row, x, y, pinned, editor } = page(mode.strict);
      // A drag of x and y together is refused: the row would hold five buttons.
      expect(ed.query.node(row).isDroppable([x, y])).toBe(false);
      expect(moveIfAllowed(editor(), [x, y], row, 3).moved).toBe(false);
      expect(childIds(ed.query, row)).toHaveLength(3);
      // actions.move asks the rule about x alone, then y alone, against the row of three: both pass.
      ed.act(() => ed.actions.move([x, y], row, 3));
      expect(childIds(ed.query, row)).toHaveLength(5);
      // canDrag is never asked by move.
      expect(moveIfAllowed(editor(), [pinned], ROOT_NODE, 0).moved).toBe(false);
      ed.act(() => ed.actions.move(pinned, ROOT_NODE, 0));
      expect(childIds(ed.query, ROOT_NODE)[0]).toBe(pinned);

      const text = pageSection(`docs/${COMPONENTS}.mdx`, 'rules');
      expect(text).toContain('`actions.move` is not a drag. It never asks `canDrag`');
      expect(text).toContain('about each moved node alone');
      expect(text).not.toContain('`actions.move` throws instead');
    },
  );
}

claim(EDITOR, 'Actions and queries', 'move skips canDrag and checks each node alone, not the group', () => {
  const { ed, row, x, y, pinned } = page(false);
  ed.act(() => ed.actions.move([x, y], row, 3));
  ed.act(() => ed.actions.move(pinned, ROOT_NODE, 0));
  expect(childIds(ed.query, row)).toHaveLength(5);
  expect(childIds(ed.query, ROOT_NODE)[0]).toBe(pinned);
  const table = pageSection(`docs/${EDITOR}.mdx`, 'Actions and queries');
  expect(table).toContain('Skips `canDrag`, and checks the other rules for each node alone');
  expect(table).not.toContain('Move nodes, checking the drag-and-drop rules.');
});
