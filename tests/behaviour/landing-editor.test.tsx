/**
 * docs/guides/landing-editor.mdx, with the Landing example's own App and panels (examples/landing), each claim
 * once plainly and once inside <React.StrictMode>, as the Vite and Next.js templates mount it in development.
 * Sources: @craftjs/core src/render/RenderNode.tsx (onRender), src/utils/createNode.ts (related),
 * src/nodes/useInternalNode.ts (setProp throttle), @craftjs/utils src/History.ts (throttleAdd),
 * @craftjs/layers src/layers/LayerNode.tsx (expandRootOnLoad, auto-expand), src/manager/actions.tsx.
 */
import { Editor, Frame } from '@craftjs/core';
import { Layers, useLayer } from '@craftjs/layers';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import React, { type ReactNode } from 'react';
import { afterEach, expect, vi } from 'vitest';
import { App as BasicApp } from '../../examples/basic/src/App';
import { App } from '../../examples/landing/src/App';
import { Button } from '../../examples/landing/src/components/Button';
import { Image } from '../../examples/landing/src/components/Image';
import { Section } from '../../examples/landing/src/components/Section';
import { Text } from '../../examples/landing/src/components/Text';
import { landingDocument } from '../../examples/landing/src/document';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { setBox } from './support/dom';

const MODES = [
  { name: 'plain', strict: false },
  { name: 'StrictMode', strict: true },
] as const;

const strictly = (strict: boolean, ui: React.ReactElement) => (strict ? <React.StrictMode>{ui}</React.StrictMode> : ui);

function renderLanding(strict: boolean) {
  render(strictly(strict, <App />));
  const canvas = screen.getByRole('main', { name: 'Landing page' });
  const settings = screen.getByRole('region', { name: 'Settings' });
  const layers = screen.getByRole('region', { name: 'Layers' });
  return {
    canvas,
    settings,
    layers,
    /** The name button of every visible row of the Layers panel, in order. */
    layerNames: () => Array.from(layers.querySelectorAll('.layer-name')).map((el) => el.textContent),
    layerButton: (name: string) => within(layers).getAllByRole('button', { name })[0],
    outlines: () => Array.from(canvas.querySelectorAll<HTMLElement>('[data-outline]')),
    undo: () => screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement,
    redo: () => screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement,
  };
}

/** The canvas element of the block whose text is `text` (craft.js selects on mousedown, hovers on mouseover). */
const block = (canvas: HTMLElement, name: string) => within(canvas).getByRole('button', { name });

afterEach(() => {
  vi.useRealTimers();
});

for (const mode of MODES) {
  claim(
    'guides/landing-editor',
    'The editor layout',
    `App lays out a toolbar, the Blocks toolbox, the Landing page canvas and an inspector with Settings and Layers (${mode.name})`,
    () => {
      const { canvas } = renderLanding(mode.strict);
      expect(screen.getByRole('banner', { name: 'Editor toolbar' })).toBeTruthy();
      const toolbox = screen.getByRole('complementary', { name: 'Blocks' });
      expect(within(toolbox).getByRole('region', { name: 'Toolbox' })).toBeTruthy();
      const inspector = screen.getByRole('complementary', { name: 'Inspector' });
      expect(within(inspector).getByRole('region', { name: 'Settings' })).toBeTruthy();
      expect(within(inspector).getByRole('region', { name: 'Layers' })).toBeTruthy();
      expect(within(canvas).getByRole('heading', { name: 'Build page editors out of your own React components' }));
    },
  );

  claim(
    'guides/landing-editor',
    'The editor layout',
    `custom.displayName names the sections in the Layers panel and the settings panel (${mode.name})`,
    () => {
      const { layerNames, layerButton, settings } = renderLanding(mode.strict);
      expect(layerNames().slice(0, 4)).toEqual(['Page', 'Hero', 'Hero text', 'Hero picture']);
      fireEvent.click(layerButton('Hero'));
      expect(settings.textContent).toContain('Selected: Hero');
    },
  );

  claim(
    'guides/landing-editor',
    'The editor layout',
    `clicking a toolbox block appends a new node at the end of the root (${mode.name})`,
    () => {
      const { canvas, layerNames } = renderLanding(mode.strict);
      const toolbox = screen.getByRole('region', { name: 'Toolbox' });
      fireEvent.click(within(toolbox).getByRole('button', { name: 'Paragraph' }));
      const root = canvas.querySelector('.section')!;
      expect(root.lastElementChild?.textContent).toBe('New paragraph');
      expect(layerNames().at(-1)).toBe('Text');
    },
  );

  claim(
    'guides/landing-editor',
    'The editor layout',
    `the Basic example's toolbox appends on a click too, so the page does not call it something Landing adds (${mode.name})`,
    () => {
      const view = render(strictly(mode.strict, <BasicApp />));
      const canvas = view.getByRole('main', { name: 'Page canvas' });
      const toolbox = view.getByRole('complementary', { name: 'Editor tools' });
      fireEvent.click(within(toolbox).getByRole('button', { name: 'Text' }));
      expect(canvas.firstElementChild!.lastElementChild!.textContent).toBe('New text');
      const layout = pageSection('docs/guides/landing-editor.mdx', 'The editor layout');
      expect(layout).toContain('The toolbox works like the Basic one');
      expect(layout).not.toContain('It adds one thing');
    },
  );

  claim(
    'guides/landing-editor',
    'How the settings panel edits the selected node',
    `the panel shows the selected block's related settings, and their useNode edits that block (${mode.name})`,
    () => {
      const { canvas, settings } = renderLanding(mode.strict);
      expect(settings.textContent).toContain('Click a block on the page to edit it.');
      fireEvent.mouseDown(block(canvas, 'Read the docs'));
      expect(settings.textContent).toContain('Selected: Button');
      fireEvent.change(within(settings).getByLabelText('Label'), { target: { value: 'Open the docs' } });
      expect(block(canvas, 'Open the docs')).toBeTruthy();
      // The other buttons keep their labels: the fields are bound to the selected node only.
      expect(block(canvas, 'Try the basic example')).toBeTruthy();
    },
  );

  claim(
    'guides/landing-editor',
    'How the settings panel edits the selected node',
    `Delete is offered only when query.node(id).isDeletable(): not for the root, yes for a section (${mode.name})`,
    () => {
      const { canvas, settings, layerButton } = renderLanding(mode.strict);
      fireEvent.click(layerButton('Page'));
      expect(settings.textContent).toContain('Selected: Page');
      expect(within(settings).queryByRole('button', { name: /^Delete/ })).toBeNull();
      fireEvent.click(layerButton('Call to action'));
      fireEvent.click(within(settings).getByRole('button', { name: 'Delete Call to action' }));
      expect(within(canvas).queryByRole('heading', { name: 'This page is a craft.js document' })).toBeNull();
    },
  );

  claim(
    'guides/landing-editor',
    'How the settings panel edits the selected node',
    `setProp(cb, 400) folds changes made within 400 ms of the step's start into one undo step (${mode.name})`,
    () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
      const { canvas, settings, undo } = renderLanding(mode.strict);
      fireEvent.mouseDown(block(canvas, 'Read the docs'));
      const label = within(settings).getByLabelText('Label');
      fireEvent.change(label, { target: { value: 'R' } });
      vi.advanceTimersByTime(150);
      fireEvent.change(label, { target: { value: 'Re' } });
      vi.advanceTimersByTime(150);
      fireEvent.change(label, { target: { value: 'Red' } });
      // 300 ms after the step began: still the same step, so one Undo restores the original label.
      fireEvent.click(undo());
      expect(block(canvas, 'Read the docs')).toBeTruthy();
      expect(undo().disabled).toBe(true);

      fireEvent.change(label, { target: { value: 'First' } });
      vi.advanceTimersByTime(450);
      fireEvent.change(label, { target: { value: 'Second' } });
      // 450 ms later: a new step. Undo goes back one change, not two.
      fireEvent.click(undo());
      expect(block(canvas, 'First')).toBeTruthy();
    },
  );

  claim(
    'guides/landing-editor',
    'How the settings panel edits the selected node',
    `an edit made right after adding a block is undone together with the add (${mode.name})`,
    () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
      const { canvas, settings, undo } = renderLanding(mode.strict);
      const toolbox = screen.getByRole('region', { name: 'Toolbox' });
      fireEvent.click(within(toolbox).getByRole('button', { name: 'Button' }));
      vi.advanceTimersByTime(100);
      fireEvent.mouseDown(block(canvas, 'New button'));
      fireEvent.change(within(settings).getByLabelText('Label'), { target: { value: 'Buy now' } });
      fireEvent.click(undo());
      expect(within(canvas).queryByRole('button', { name: 'Buy now' })).toBeNull();
      expect(within(canvas).queryByRole('button', { name: 'New button' })).toBeNull();
    },
  );

  claim(
    'guides/landing-editor',
    'The Layers sidebar',
    `renderLayer draws one row per node, nested; a collapsed row renders no child rows (${mode.name})`,
    () => {
      const { layers } = renderLanding(mode.strict);
      const rows = layers.querySelectorAll('.layer');
      const heroText = Array.from(rows).find((row) => row.querySelector('.layer-name')?.textContent === 'Hero text')!;
      const toggle = within(heroText as HTMLElement).getByRole('button', { name: 'Expand Hero text' });
      expect(heroText.querySelectorAll('.layer')).toHaveLength(0);
      fireEvent.click(toggle);
      const names = Array.from(heroText.querySelectorAll(':scope .layer .layer-name')).map((el) => el.textContent);
      expect(names).toEqual(['Text', 'Text', 'Text', 'Hero buttons']);
    },
  );

  claim(
    'guides/landing-editor',
    'The Layers sidebar',
    `selecting a block on the canvas opens the layers of all its ancestors and marks its row (${mode.name})`,
    async () => {
      const { canvas, layerNames, layers } = renderLanding(mode.strict);
      expect(layerNames()).not.toContain('Hero buttons');
      fireEvent.mouseDown(block(canvas, 'Read the docs'));
      // LayerRow's own opening runs on a timer, after the library's mount effects.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(layerNames()).toContain('Hero buttons');
      const pressed = within(layers)
        .getAllByRole('button', { pressed: true })
        .map((el) => el.textContent);
      expect(pressed).toEqual(['Button']);
    },
  );

  claim(
    'guides/landing-editor',
    'The Layers sidebar',
    `the layer connector makes hovering a row hover its node, drawn as an outline on the canvas (${mode.name})`,
    () => {
      const { layers, outlines } = renderLanding(mode.strict);
      const hero = Array.from(layers.querySelectorAll<HTMLElement>('.layer')).find(
        (row) => row.querySelector('.layer-name')?.textContent === 'Hero',
      )!;
      fireEvent.mouseOver(hero.querySelector('.layer-header')!);
      expect(outlines().map((el) => el.dataset.outline)).toEqual(['hovered']);
    },
  );

  claim(
    'guides/landing-editor',
    'The Layers sidebar',
    `useLayer's event.selected stays false; the editor's events.selected holds the selection (${mode.name})`,
    () => {
      const seen: Record<string, boolean> = {};
      function Row({ children }: { children?: ReactNode }) {
        const { id, selected } = useLayer((layer) => ({ selected: layer.event.selected }));
        seen[id] = selected;
        return <div>{children}</div>;
      }
      let selectedInEditor: string[] = [];
      const view = render(
        strictly(
          mode.strict,
          <Editor
            resolver={{ Button, Image, Section, Text }}
            onNodesChange={(query) => {
              selectedInEditor = query.getEvent('selected').all();
            }}
          >
            <Frame>{landingDocument}</Frame>
            <Layers renderLayer={Row} />
          </Editor>,
        ),
      );
      // The root's row is always rendered, so its flag is seen whatever else is open.
      fireEvent.mouseDown(view.container.querySelector('.section')!);
      expect(selectedInEditor).toEqual(['ROOT']);
      expect(Object.keys(seen)).toContain('ROOT');
      expect(Object.values(seen).every((selected) => selected === false)).toBe(true);
    },
  );

  claim(
    'guides/landing-editor',
    'Opening the first levels under StrictMode',
    `setExpandedState(true) below OPEN_DEPTH opens the first two levels (${mode.name})`,
    () => {
      const { layerNames } = renderLanding(mode.strict);
      expect(layerNames()).toEqual([
        'Page',
        'Hero',
        'Hero text',
        'Hero picture',
        'Features',
        'Feature',
        'Feature',
        'Feature',
        'Call to action',
        'Text',
        'Text',
        'Button',
      ]);
    },
  );
}

/** A Layers panel with the library's own expandRootOnLoad and a row that only shows the node's name. */
function renderExpandRootOnLoad(strict: boolean) {
  function Row({ children }: { children?: ReactNode }) {
    const { id } = useLayer();
    return <div data-row={id}>{children}</div>;
  }
  const view = render(
    strictly(
      strict,
      <Editor resolver={{ Button, Image, Section, Text }}>
        <Frame>{landingDocument}</Frame>
        <Layers expandRootOnLoad renderLayer={Row} />
      </Editor>,
    ),
  );
  const rows = view.container.querySelectorAll('[data-row]').length;
  view.unmount();
  return rows;
}

/** Layers with a row that only calls useLayer, all collapsed; selects the "Read the docs" button on the canvas. */
function selectWithPlainRows(strict: boolean) {
  function Row({ children }: { children?: ReactNode }) {
    const { id } = useLayer();
    return <div data-row={id}>{children}</div>;
  }
  const view = render(
    strictly(
      strict,
      <Editor resolver={{ Button, Image, Section, Text }}>
        <Frame>{landingDocument}</Frame>
        <Layers renderLayer={Row} />
      </Editor>,
    ),
  );
  fireEvent.mouseDown(within(view.container).getByRole('button', { name: 'Read the docs' }));
  const rows = view.container.querySelectorAll('[data-row]').length;
  view.unmount();
  return rows;
}

claim(
  'guides/landing-editor',
  'Opening the first levels under StrictMode',
  'the library opens every ancestor of a selected node without StrictMode, but under StrictMode stops after the first level',
  () => {
    // Plain: Page, its 3 children, Hero's 2, Hero text's 4, Hero buttons' 2 = 12 rows.
    expect(selectWithPlainRows(false)).toBe(12);
    // StrictMode: Page opens (its row was mounted already); Hero mounts during the opening and is toggled twice.
    expect(selectWithPlainRows(true)).toBe(4);
  },
);

claim(
  'guides/landing-editor',
  'Opening the first levels under StrictMode',
  'expandRootOnLoad opens the root without StrictMode, and leaves it closed under StrictMode (toggled twice)',
  () => {
    // Root + Hero, Features, Call to action when open; the root alone when closed.
    expect(renderExpandRootOnLoad(false)).toBe(4);
    expect(renderExpandRootOnLoad(true)).toBe(1);
  },
);

for (const mode of MODES) {
  claim(
    'guides/landing-editor',
    'Hover and selection outlines through a portal',
    `the outline is portalled into the canvas, outside the block, and the block's own element is left untouched (${mode.name})`,
    () => {
      const { canvas, outlines } = renderLanding(mode.strict);
      const button = block(canvas, 'Read the docs');
      const before = button.outerHTML;
      fireEvent.mouseOver(button);
      expect(outlines().map((el) => el.dataset.outline)).toEqual(['hovered']);
      const [outline] = outlines();
      expect(outline.parentElement).toBe(canvas);
      expect(button.contains(outline)).toBe(false);
      expect(outline.getAttribute('aria-hidden')).toBe('true');
      expect(button.outerHTML).toBe(before);
    },
  );

  claim(
    'guides/landing-editor',
    'Hover and selection outlines through a portal',
    `the selected outline shows the block's name, and a second outline follows the hovered block (${mode.name})`,
    () => {
      const { canvas, layerButton, outlines } = renderLanding(mode.strict);
      fireEvent.click(layerButton('Features'));
      expect(outlines().map((el) => [el.dataset.outline, el.textContent])).toEqual([['selected', 'Features']]);
      fireEvent.mouseOver(block(canvas, 'Read the docs'));
      expect(
        outlines()
          .map((el) => el.dataset.outline)
          .sort(),
      ).toEqual(['hovered', 'selected']);
    },
  );

  claim(
    'guides/landing-editor',
    'Hover and selection outlines through a portal',
    `the outline is placed over node.dom in the canvas's scrolled coordinates, and follows it on the next frame (${mode.name})`,
    async () => {
      const { canvas, outlines } = renderLanding(mode.strict);
      const button = block(canvas, 'Read the docs');
      setBox(canvas, { top: 100, left: 50, width: 800, height: 600 });
      canvas.scrollTop = 30;
      setBox(button, { top: 160, left: 70, width: 200, height: 40 });
      fireEvent.mouseDown(button);
      const [outline] = outlines();
      expect(outline.style.cssText).toBe('top: 90px; left: 20px; width: 200px; height: 40px;');
      // The block moves (a sibling grew): the outline catches up on the next animation frame.
      setBox(button, { top: 260, left: 70, width: 240, height: 40 });
      await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      expect(outline.style.cssText).toBe('top: 190px; left: 20px; width: 240px; height: 40px;');
    },
  );

  claim(
    'guides/landing-editor',
    'Undo and redo in the top bar',
    `Undo and Redo follow query.history.canUndo/canRedo; selecting is not recorded (${mode.name})`,
    () => {
      const { canvas, settings, undo, redo } = renderLanding(mode.strict);
      expect([undo().disabled, redo().disabled]).toEqual([true, true]);
      fireEvent.mouseDown(block(canvas, 'Read the docs'));
      expect(undo().disabled).toBe(true);
      fireEvent.change(within(settings).getByLabelText('Font size (px)'), { target: { value: '20' } });
      expect(block(canvas, 'Read the docs').style.fontSize).toBe('20px');
      expect([undo().disabled, redo().disabled]).toEqual([false, true]);
      fireEvent.click(undo());
      expect(block(canvas, 'Read the docs').style.fontSize).toBe('16px');
      expect([undo().disabled, redo().disabled]).toEqual([true, false]);
      fireEvent.click(redo());
      expect(block(canvas, 'Read the docs').style.fontSize).toBe('20px');
    },
  );

  claim(
    'guides/landing-editor',
    'How the settings panel edits the selected node',
    `NumberField takes "24" typed key by key under a minimum of 8, and brings a number out of range into it on leaving (${mode.name})`,
    () => {
      const { canvas, settings } = renderLanding(mode.strict);
      fireEvent.mouseDown(block(canvas, 'Read the docs'));
      const field = within(settings).getByLabelText('Font size (px)') as HTMLInputElement;
      expect([field.min, field.max]).toEqual(['8', '48']);
      // "2" is out of range: the field shows it and the block keeps its size until "24" is typed.
      fireEvent.change(field, { target: { value: '2' } });
      expect(field.value).toBe('2');
      expect(block(canvas, 'Read the docs').style.fontSize).toBe('16px');
      fireEvent.change(field, { target: { value: '24' } });
      expect(block(canvas, 'Read the docs').style.fontSize).toBe('24px');
      fireEvent.blur(field);
      expect(field.value).toBe('24');
      // Too big, then leaving the field: the maximum.
      fireEvent.change(field, { target: { value: '200' } });
      expect(block(canvas, 'Read the docs').style.fontSize).toBe('24px');
      fireEvent.blur(field);
      expect(block(canvas, 'Read the docs').style.fontSize).toBe('48px');
      expect(field.value).toBe('48');
      // Emptied and left: the saved size shows again.
      fireEvent.change(field, { target: { value: '' } });
      fireEvent.blur(field);
      expect(field.value).toBe('48');
      expect(pageSection('docs/guides/landing-editor.mdx', 'How the settings panel edits the selected node')).toContain(
        'saves only numbers between its `min` and `max`',
      );
      // Out of range, then another block selected: the field goes away without its blur, and the size stays.
      fireEvent.change(field, { target: { value: '200' } });
      fireEvent.mouseDown(block(canvas, 'Read the docs').closest('.section')!);
      expect(field.isConnected).toBe(false);
      expect(block(canvas, 'Read the docs').style.fontSize).toBe('48px');
      expect(pageSection('docs/guides/landing-editor.mdx', 'How the settings panel edits the selected node')).toContain(
        'a number out of range still being typed is dropped there',
      );
    },
  );

  claim(
    'guides/landing-editor',
    'Undo and redo in the top bar',
    `with editing off nothing can be selected, the settings show a hint and the outlines disappear (${mode.name})`,
    () => {
      const { canvas, settings, outlines } = renderLanding(mode.strict);
      fireEvent.mouseDown(block(canvas, 'Read the docs'));
      expect(outlines()).toHaveLength(1);
      fireEvent.click(screen.getByRole('switch', { name: 'Enable editing' }));
      expect(outlines()).toHaveLength(0);
      expect(settings.textContent).toContain('Editing is off.');
      fireEvent.mouseDown(block(canvas, 'Try the basic example'));
      fireEvent.click(screen.getByRole('switch', { name: 'Enable editing' }));
      expect(outlines()).toHaveLength(0);
      expect(settings.textContent).toContain('Click a block on the page to edit it.');
    },
  );
}
