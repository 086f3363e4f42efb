/**
 * Fixes of the 2026-11-27 audit of the guides (docs-audit/guides/REPORT.md, L1-L3), with the pages' samples
 * and the example apps as printed, once plainly and once inside <React.StrictMode>. The production half of
 * L3 is in production/audit-guides.test.tsx.
 */
import type * as Craft from '@craftjs/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import React from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { App as BasicApp } from '../../examples/basic/src/App';
import { App as LandingApp } from '../../examples/landing/src/App';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';
import { spyConsole } from './support/spy';

const { Element, ROOT_NODE, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;
const lz = requireFromRoot('lzutf8') as typeof import('lzutf8');
const TUTORIAL = 'guides/basic-tutorial';
const LANDING = 'guides/landing-editor';
const SERVER = 'guides/server-rendering';

const compress = (json: string) => lz.compress(json, { outputEncoding: 'Base64' }) as string;

// jsdom has no <dialog> methods; the examples' Load state dialog calls them.
beforeEach(() => {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const strictly = (strict: boolean, ui: React.ReactElement) => (strict ? <React.StrictMode>{ui}</React.StrictMode> : ui);

for (const mode of RENDER_MODES) {
  const named = (what: string) => `${what} (${mode.name})`;

  // L1. @craftjs/utils src/History.ts: throttleAdd merges into timeline[pointer] and, unlike add, keeps the
  // steps after the pointer, so an undone step stays redoable.
  claim(
    LANDING,
    'How the settings panel edits the selected node',
    named('a field edit right after an Undo joins the step before it, and Redo brings the undone step back'),
    () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
      render(strictly(mode.strict, <LandingApp />));
      const canvas = screen.getByRole('main', { name: 'Landing page' });
      const settings = screen.getByRole('region', { name: 'Settings' });
      const toolbox = within(screen.getByRole('region', { name: 'Toolbox' }));
      const undo = () => screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
      const redo = () => screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement;
      const shown = (text: string) => within(canvas).queryAllByText(text).length > 0;

      fireEvent.click(toolbox.getByRole('button', { name: 'Button' }));
      vi.advanceTimersByTime(100);
      fireEvent.click(toolbox.getByRole('button', { name: 'Paragraph' }));
      fireEvent.click(undo());
      expect(shown('New paragraph')).toBe(false);
      vi.advanceTimersByTime(100);
      fireEvent.mouseDown(within(canvas).getByRole('button', { name: 'New button' }));
      fireEvent.change(within(settings).getByLabelText('Label'), { target: { value: 'Buy now' } });
      // The edit was folded into the "add Button" step, 200 ms old; the undone paragraph is still redoable.
      expect(redo().disabled).toBe(false);
      fireEvent.click(redo());
      expect(shown('New paragraph')).toBe(true);
      expect(shown('Buy now')).toBe(true);
      fireEvent.click(undo());
      fireEvent.click(undo());
      // One Undo took the edit and the added button together.
      expect(shown('Buy now')).toBe(false);
      expect(within(canvas).queryByRole('button', { name: 'New button' })).toBeNull();
      expect(pageSection(`docs/${LANDING}.mdx`, 'How the settings panel edits the selected node')).toContain(
        'Redo then puts the undone change back on top of the edit',
      );
    },
  );

  // L2. @craftjs/core src/editor/actions.ts deserialize: replaces all nodes with whatever it is given.
  claim(
    TUTORIAL,
    'Step 6: the top bar',
    named('deserialize("{}") empties the canvas and Undo brings the page back'),
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="kept" />
        </Element>,
        { resolver: { Box, Text }, strict: mode.strict },
      );
      ed.act(() => ed.actions.deserialize('{}'));
      expect(ed.container.textContent).toBe('');
      ed.act(() => ed.actions.history.undo());
      expect(ed.container.textContent).toBe('kept');
    },
  );

  claim(
    TUTORIAL,
    'Step 6: the top bar',
    named('the step 6 Topbar loads a copied state and turns away one without a ROOT node'),
    () => {
      const { Topbar } = loadGuideModule<{ Topbar: React.ComponentType }>(`docs/${TUTORIAL}.mdx`, 'topbar.tsx');
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="saved" />
        </Element>,
        { resolver: { Box, Text }, strict: mode.strict, around: <Topbar /> },
      );
      const copied = compress(ed.query.serialize());
      const [t] = childIds(ed.query, ROOT_NODE);
      ed.act(() => ed.actions.setProp(t, (props: { text: string }) => void (props.text = 'edited')));
      const prompt = vi.spyOn(window, 'prompt');
      for (const bad of ['{}', 'null', 'not json']) {
        prompt.mockReturnValueOnce(compress(bad));
        fireEvent.click(ed.getByRole('button', { name: 'Load state' }));
        expect(ed.container.querySelector('p')?.textContent, bad).toBe('edited');
      }
      prompt.mockReturnValueOnce(copied);
      fireEvent.click(ed.getByRole('button', { name: 'Load state' }));
      expect(ed.container.querySelector('p')!.textContent).toBe('saved');
      expect(pageSection(`docs/${TUTORIAL}.mdx`, 'Step 6: the top bar')).toContain(
        'but only for JSON with a `ROOT` node',
      );
    },
  );

  claim(
    TUTORIAL,
    'Step 6: the top bar',
    named('the Basic example\'s Load state refuses "{}" and keeps the page, and loads a copied state'),
    () => loadStateOfExample(BasicApp, 'Basic', mode.strict),
  );

  claim(
    LANDING,
    'Undo and redo in the top bar',
    named('the Landing example\'s Load state refuses "{}" and keeps the page, and loads a copied state'),
    async () => {
      await loadStateOfExample(LandingApp, 'Landing', mode.strict);
      expect(pageSection(`docs/${LANDING}.mdx`, 'Undo and redo in the top bar')).toContain(
        'once the text is known to hold a `ROOT` node',
      );
    },
  );
}

/** Copy state, add a block, then Load state with "{}" (refused, page kept) and with the copy (page restored). */
async function loadStateOfExample(App: React.ComponentType, name: 'Basic' | 'Landing', strict: boolean) {
  const writeText = vi.fn((text: string) => Promise.resolve(void text));
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  const view = render(strictly(strict, <App />));
  const canvas = view.getByRole('main', { name: name === 'Basic' ? 'Page canvas' : 'Landing page' });
  const toolbox =
    name === 'Basic'
      ? view.getByRole('complementary', { name: 'Editor tools' })
      : view.getByRole('region', { name: 'Toolbox' });
  const before = canvas.textContent;
  await act(async () => fireEvent.click(view.getByRole('button', { name: 'Copy state' })));
  const copied = writeText.mock.calls[0][0];
  fireEvent.click(within(toolbox).getByRole('button', { name: name === 'Basic' ? 'Text' : 'Paragraph' }));
  const edited = canvas.textContent;
  expect(edited).not.toBe(before);

  const load = (saved: string) => {
    fireEvent.click(view.getByRole('button', { name: 'Load state' }));
    const dialog = view.container.querySelector('dialog')!;
    fireEvent.change(dialog.querySelector('textarea')!, { target: { value: saved } });
    fireEvent.submit(dialog.querySelector('form')!);
  };
  const status = () => view.getByRole('status').textContent;
  load(compress('{}'));
  expect(status()).toBe('That is not a saved state.');
  expect(canvas.textContent).toBe(edited);
  load(copied);
  expect(status()).toBe('State loaded.');
  expect(canvas.textContent).toBe(before);
}

// L3 (development half). @craftjs/core src/nodes/useInternalNode.ts: invariant(context, ERROR_USE_NODE_OUTSIDE…).
claim(SERVER, 'What to watch out for', 'development: useNode outside an editor throws the full message', () => {
  spyConsole('error');
  function View() {
    useNode();
    return null;
  }
  expect(() => render(<View />)).toThrow('Invariant failed: You can only use useNode in the context of <Editor />');
  expect(pageSection(`docs/${SERVER}.mdx`, 'What to watch out for')).toContain(
    'outside an editor (in production builds only `Invariant failed`)',
  );
});
