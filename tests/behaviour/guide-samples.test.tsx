/**
 * Every whole-component sample of docs/guides/drop-indicator-and-rules.mdx and docs/guides/performance.mdx,
 * run as printed (by its title), once plainly and once inside <React.StrictMode>, doing what its text says.
 */
import type * as Craft from '@craftjs/core';
import { fireEvent, render, within } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { fireDrag, setBox } from './support/dom';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';
import { messages, spyConsole } from './support/spy';

const { Element, ROOT_NODE, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;
const RULES = 'docs/guides/drop-indicator-and-rules.mdx';
const PERF = 'docs/guides/performance.mdx';
const sample = <T,>(file: string, title: string) => loadGuideModule<T>(file, title);
type Component<P = Record<string, never>> = Craft.UserComponent<P>;

const { EditorWithBrandIndicator } = sample<{ EditorWithBrandIndicator: React.ComponentType }>(
  RULES,
  'brand-indicator.tsx',
);
const { DropZone } = sample<{ DropZone: Component<{ children?: React.ReactNode }> }>(RULES, 'drop-zone.tsx');
const { useDropPreview } = sample<{
  useDropPreview: () => (source: string, target: string, pointer: { clientX: number; clientY: number }) => unknown;
}>(RULES, 'drop-preview.tsx');
const { List, ListItem } = sample<{
  List: Component<{ children?: React.ReactNode }>;
  ListItem: Component<{ text: string }>;
}>(RULES, 'list-rules.tsx');
const { Column } = sample<{ Column: Component<{ children?: React.ReactNode }> }>(RULES, 'keep-one.tsx');
const { DropStatus } = sample<{ DropStatus: React.ComponentType }>(RULES, 'drop-status.tsx');
const { Row, Tile } = sample<{ Row: Component<{ children?: React.ReactNode }>; Tile: Component<{ label: string }> }>(
  RULES,
  'capacity.tsx',
);
const { SelectionBadge } = sample<{ SelectionBadge: React.ComponentType }>(PERF, 'selection-badge.tsx');
const { Toolbar, UndoState } = sample<{ Toolbar: React.ComponentType; UndoState: React.ComponentType }>(
  PERF,
  'toolbar.tsx',
);
const { TitleField } = sample<{ TitleField: React.ComponentType }>(PERF, 'title-field.tsx');
const { BulkTools, Cell, Grid } = sample<{
  BulkTools: React.ComponentType<{ parentId: string }>;
  Cell: Component<{ text: string }>;
  Grid: Component<{ children?: React.ReactNode }>;
}>(PERF, 'bulk-tools.tsx');

afterEach(() => vi.restoreAllMocks());

/** A heading whose settings field is the guide's TitleField, rendered next to it. */
const Heading: Component<{ title: string }> = ({ title }) => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <div
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      <h1>{title}</h1>
      <TitleField />
    </div>
  );
};

for (const { name, strict } of RENDER_MODES) {
  claim(
    'guides/drop-indicator-and-rules',
    'The indicator option',
    `brand-indicator.tsx renders its canvas (${name})`,
    () => {
      const errors = spyConsole('error');
      const view = render(<EditorWithBrandIndicator />, strict ? { wrapper: React.StrictMode } : undefined);
      const canvas = view.container.firstElementChild as HTMLElement;
      expect([canvas.style.padding, canvas.style.minHeight]).toEqual(['16px', '80px']);
      expect(messages(errors)).toBe('');
    },
  );

  claim(
    'guides/drop-indicator-and-rules',
    'Marking the container that will receive the drop',
    `DropZone outlines itself as the target and DropStatus says why a drop is refused (${name})`,
    () => {
      const ed = renderEditor(
        <Element is={DropZone} canvas>
          <Element is={Row} canvas>
            <Tile label="A" />
            <Tile label="B" />
            <Tile label="C" />
            <Tile label="D" />
          </Element>
          <Tile label="E" />
        </Element>,
        { resolver: { DropZone, Row, Tile }, strict, around: <DropStatus /> },
      );
      const [row, outside] = childIds(ed.query, ROOT_NODE);
      const dom = (id: string) => ed.query.node(id).get().dom!;
      setBox(dom(ROOT_NODE), { top: 0, left: 0, width: 400, height: 400 });
      setBox(dom(row), { top: 100, left: 0, width: 400, height: 100 });
      childIds(ed.query, row).forEach((id, i) => setBox(dom(id), { top: 100, left: i * 100, width: 100, height: 100 }));
      setBox(dom(outside), { top: 300, left: 0, width: 400, height: 50 });
      ed.act(() => fireDrag(dom(outside), 'dragstart'));
      // Over the zone itself, below the row: an allowed drop, outlined in blue.
      ed.act(() => fireDrag(dom(ROOT_NODE), 'dragover', { x: 200, y: 260 }));
      expect(dom(ROOT_NODE).style.outline).toBe('2px dashed #2563eb');
      expect(ed.getByRole('status').textContent).toBe('');
      // Over the full row: refused, and the status gives the reason.
      ed.act(() => fireDrag(dom(row), 'dragover', { x: 150, y: 150 }));
      expect(dom(ROOT_NODE).style.outline).toBe('none');
      expect(ed.getByRole('status').textContent).toBe(
        'Cannot drop here: Invariant failed: Target parent rejects incoming node',
      );
      ed.act(() => fireDrag(dom(outside), 'dragend'));
      expect(ed.getByRole('status').textContent).toBe('');
    },
  );

  claim(
    'guides/drop-indicator-and-rules',
    'Computing a drop position yourself',
    `useDropPreview gives the parent, the index and whether the drop is allowed (${name})`,
    () => {
      let preview: ReturnType<typeof useDropPreview> = () => null;
      function Probe() {
        preview = useDropPreview();
        return null;
      }
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="one" />
          <Text text="two" />
        </Element>,
        { resolver: { Box, Text }, strict, around: <Probe /> },
      );
      const [one, two] = childIds(ed.query, ROOT_NODE);
      const dom = (id: string) => ed.query.node(id).get().dom!;
      setBox(dom(ROOT_NODE), { top: 0, left: 0, width: 400, height: 200 });
      setBox(dom(one), { top: 0, left: 0, width: 400, height: 100 });
      setBox(dom(two), { top: 100, left: 0, width: 400, height: 100 });
      expect(preview(one, two, { clientX: 200, clientY: 180 })).toEqual({
        parentId: ROOT_NODE,
        index: 2,
        allowed: true,
      });
      expect(preview(two, ROOT_NODE, { clientX: 10, clientY: 10 })).toEqual({
        parentId: ROOT_NODE,
        index: 0,
        allowed: true,
      });
    },
  );

  claim(
    'guides/drop-indicator-and-rules',
    'Only some components inside',
    `a List takes ListItems and nothing else (${name})`,
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Element is={List} canvas>
            <ListItem text="first" />
          </Element>
          <ListItem text="loose" />
          <Text text="paragraph" />
        </Element>,
        { resolver: { Box, Text, List, ListItem }, strict },
      );
      const [list, item, paragraph] = childIds(ed.query, ROOT_NODE);
      expect(ed.query.node(list).isDroppable([item])).toBe(true);
      expect(ed.query.node(list).isDroppable([paragraph])).toBe(false);
      // canDrop: a ListItem goes into a List only.
      expect(ed.query.node(ROOT_NODE).isDroppable([childIds(ed.query, list)[0]])).toBe(false);
      ed.act(() => ed.actions.move(item, list, 1));
      expect(
        within(ed.container.querySelector('ul')!)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['first', 'loose']);
    },
  );

  claim(
    'guides/drop-indicator-and-rules',
    'Keep at least one child',
    `a Column lets children go until one is left (${name})`,
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Element is={Column} canvas>
            <Text text="a" />
            <Text text="b" />
          </Element>
        </Element>,
        { resolver: { Box, Text, Column }, strict },
      );
      const [column] = childIds(ed.query, ROOT_NODE);
      const [a, b] = childIds(ed.query, column);
      expect(ed.query.node(ROOT_NODE).isDroppable([a, b])).toBe(false);
      ed.act(() => ed.actions.move(a, ROOT_NODE, 1));
      expect(() => ed.act(() => ed.actions.move(b, ROOT_NODE, 2))).toThrow('Current parent rejects outgoing node');
      // Reordering inside the column is not a move out.
      expect(ed.query.node(column).isDroppable([b])).toBe(true);
    },
  );

  claim('guides/performance', 'Collect little', `SelectionBadge names the selected node (${name})`, () => {
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Text text="one" />
      </Element>,
      { resolver: { Box, Text }, strict, around: <SelectionBadge /> },
    );
    expect(ed.getByText('Nothing selected')).toBeTruthy();
    ed.act(() => ed.actions.selectNode(childIds(ed.query, ROOT_NODE)[0]));
    expect(ed.getByText('Text')).toBeTruthy();
  });

  claim(
    'guides/performance',
    'Read with query instead of collecting',
    `Toolbar marks the selected text as a copy and undoes it; UndoState follows (${name})`,
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="Intro" />
        </Element>,
        {
          resolver: { Box, Text },
          strict,
          around: (
            <>
              <Toolbar />
              <UndoState />
            </>
          ),
        },
      );
      const [intro] = childIds(ed.query, ROOT_NODE);
      expect(ed.getByText('No changes')).toBeTruthy();
      ed.act(() => ed.actions.selectNode(intro));
      fireEvent.click(ed.getByRole('button', { name: 'Mark as copy' }));
      expect(ed.query.node(intro).get().data.props.text).toBe('Intro (copy)');
      expect(ed.getByText('Changes can be undone')).toBeTruthy();
      fireEvent.click(ed.getByRole('button', { name: 'Undo' }));
      expect(ed.query.node(intro).get().data.props.text).toBe('Intro');
      expect(ed.getByText('No changes, redo available')).toBeTruthy();
    },
  );

  claim(
    'guides/performance',
    'Typing into a prop',
    `TitleField types into the prop; a burst is one undo step (${name})`,
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Heading title="" />
        </Element>,
        { resolver: { Box, Heading }, strict },
      );
      const field = ed.getByRole('textbox', { name: 'Title' });
      for (const value of ['H', 'He', 'Hey']) fireEvent.change(field, { target: { value } });
      expect(ed.container.querySelector('h1')!.textContent).toBe('Hey');
      ed.act(() => ed.actions.history.undo());
      expect(ed.container.querySelector('h1')!.textContent).toBe('');
      expect(ed.query.history.canUndo()).toBe(false);
    },
  );

  claim(
    'guides/performance',
    'Few actions for many changes',
    `BulkTools adds a 40-cell grid and tints a selection in one step each (${name})`,
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="one" />
        </Element>,
        { resolver: { Box, Text, Cell, Grid }, strict, around: <BulkTools parentId={ROOT_NODE} /> },
      );
      fireEvent.click(ed.getByRole('button', { name: 'Add a 40-cell grid' }));
      const [, grid] = childIds(ed.query, ROOT_NODE);
      const cells = childIds(ed.query, grid);
      expect(cells).toHaveLength(40);
      expect(ed.getByText('Cell 40')).toBeTruthy();
      ed.act(() => ed.actions.selectNode(cells.slice(0, 3)));
      fireEvent.click(ed.getByRole('button', { name: 'Tint selection' }));
      expect(cells.map((id) => ed.query.node(id).get().data.props.tone).filter(Boolean)).toEqual([
        '#b91c1c',
        '#b91c1c',
        '#b91c1c',
      ]);
      ed.act(() => ed.actions.history.undo());
      expect(cells.every((id) => !ed.query.node(id).get().data.props.tone)).toBe(true);
      ed.act(() => ed.actions.history.undo());
      expect(childIds(ed.query, ROOT_NODE)).toHaveLength(1);
    },
  );
}
