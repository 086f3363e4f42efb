/**
 * docs/guides/landing-editor.mdx › Asking for options when a block is dropped (the question of craft.js issue 408,
 * "options before rendering a user component": a dialog asking for a grid's size), plainly and inside
 * <React.StrictMode>, with grid-tool.tsx as printed, dropping from its toolbox item as a user does. jsdom has no
 * HTMLDialogElement.showModal: the tests give dialogs one that opens them, as browsers do.
 * Source: @craftjs/core src/events/DefaultEventHandlers.ts (create: the element is made at dragstart; on dragend
 * the tree is added, then onCreate is called with it), @craftjs/utils History.ts (merge adds to the last step).
 */
import { Element, ROOT_NODE, type UserComponent } from '@craftjs/core';
import { fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { fireDrag, setBox } from './support/dom';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const FILE = 'docs/guides/landing-editor.mdx';
const PAGE = 'guides/landing-editor';
const HEADING = 'Asking for options when a block is dropped';

const { Grid, GridTool } = loadGuideModule<{ Grid: UserComponent<{ columns: number }>; GridTool: React.FC }>(
  FILE,
  'grid-tool.tsx',
);
const resolver = { Box, Text, Grid };

const showModal = vi.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
beforeEach(() => {
  Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { configurable: true, value: showModal });
  showModal.mockClear();
});
afterEach(() => {
  delete (HTMLDialogElement.prototype as { showModal?: unknown }).showModal;
});

/** The editor with the tool beside it; `drop()` drags a new grid from the tool below the text, as a user does. */
function page(strict: boolean) {
  const ed = renderEditor(
    <Element is={Box} canvas label="root">
      <Text text="intro" />
    </Element>,
    { resolver, strict, around: <GridTool /> },
  );
  const root = ed.container.querySelector('[data-box="root"]')!;
  setBox(root, { top: 0, left: 0, width: 400, height: 200 });
  setBox(root.querySelector('p')!, { top: 0, left: 0, width: 400, height: 50 });
  const tool = Array.from(ed.container.querySelectorAll('div')).find((div) => div.textContent === 'Grid')!;
  const drop = () => {
    ed.act(() => fireDrag(tool, 'dragstart'));
    ed.act(() => fireDrag(root, 'dragover', { x: 10, y: 150 }));
    ed.act(() => fireDrag(tool, 'dragend'));
  };
  const grids = () => childIds(ed.query, ROOT_NODE).filter((id) => ed.query.node(id).get().data.name === 'Grid');
  const dialog = () => screen.queryByRole('dialog', { name: 'Grid options' });
  return { ed, drop, grids, dialog };
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    HEADING,
    `the drop opens a modal dialog; Add grid sets the columns in the drop's undo step (${mode.name})`,
    () => {
      const { ed, drop, grids, dialog } = page(mode.strict);
      expect(dialog()).toBeNull();
      drop();
      expect(grids()).toHaveLength(1);
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(dialog()!.hasAttribute('open')).toBe(true);
      fireEvent.change(screen.getByLabelText('Columns'), { target: { value: '3' } });
      fireEvent.click(screen.getByRole('button', { name: 'Add grid' }));
      expect(dialog()).toBeNull();
      const [grid] = grids();
      expect(ed.query.node(grid).get().data.props.columns).toBe(3);
      expect(ed.query.node(grid).get().dom!.querySelectorAll('.cell')).toHaveLength(3);
      // One Undo takes the grid and its columns away together.
      ed.act(() => ed.actions.history.undo());
      expect(grids()).toEqual([]);
      ed.act(() => ed.actions.history.redo());
      expect(ed.query.node(grids()[0]).get().data.props.columns).toBe(3);
      ed.unmount();
    },
  );

  claim(
    PAGE,
    HEADING,
    `Cancel and Esc take the grid out in the drop's step, which then changes nothing (${mode.name})`,
    () => {
      const { ed, drop, grids, dialog } = page(mode.strict);
      drop();
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(grids()).toEqual([]);
      expect(dialog()).toBeNull();
      drop();
      // Esc on a modal dialog fires its cancel event.
      fireEvent(dialog()!, new Event('cancel', { cancelable: true }));
      expect(grids()).toEqual([]);
      expect(dialog()).toBeNull();
      // The two steps are still in the history: the next Undo seems to do nothing.
      expect(ed.query.history.canUndo()).toBe(true);
      ed.act(() => ed.actions.history.undo());
      expect(grids()).toEqual([]);
      expect(ed.container.querySelector('p')!.textContent).toBe('intro');
      ed.unmount();
    },
  );
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    HEADING,
    `an Undo from an app shortcut while the dialog is open leaves Add grid and Cancel harmless (${mode.name})`,
    () => {
      for (const button of ['Add grid', 'Cancel']) {
        const { ed, drop, grids, dialog } = page(mode.strict);
        drop();
        expect(grids()).toHaveLength(1);
        // What a Ctrl+Z bound on window does while the dialog has the focus.
        ed.act(() => ed.actions.history.undo());
        expect(grids()).toEqual([]);
        fireEvent.click(screen.getByRole('button', { name: button }));
        expect(dialog()).toBeNull();
        expect(grids()).toEqual([]);
        ed.unmount();
      }
    },
  );
}

claim(PAGE, HEADING, 'the page says why the dialog comes after the drop and why it is modal', () => {
  const text = pageSection(FILE, HEADING);
  expect(text).toContain('craft.js has no hook before a drop');
  expect(text).toContain('`merge()` joins whatever step is the latest, so the dialog is modal');
  expect(text).toContain('so `finish` first checks that the grid is still there');
});
