/**
 * docs/guides/drop-indicator-and-rules.mdx › Scrolling while dragging (the question of craft.js issue 453, "auto
 * scroll to the top of the page does not work while dragging"), plainly and inside <React.StrictMode>, with
 * useDragScroll.ts as printed, around a real editor whose block is being dragged.
 * Source: @craftjs/core src/events/Positioner.ts (a capture scroll listener that only clears cached dimensions:
 * craft.js itself scrolls nothing), src/events/DefaultEventHandlers.ts (dragover on the canvas, not stopped).
 */
import { Editor, Element, Frame, ROOT_NODE, useEditor } from '@craftjs/core';
import { act, render } from '@testing-library/react';
import React, { useRef } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { fireDrag, setBox } from './support/dom';
import { inMode, RENDER_MODES } from './support/modes';

const FILE = 'docs/guides/drop-indicator-and-rules.mdx';
const PAGE = 'guides/drop-indicator-and-rules';
const HEADING = 'Scrolling while dragging';

const { useDragScroll } = loadGuideModule<{
  useDragScroll: (area: React.RefObject<HTMLElement | null>) => void;
}>(FILE, 'useDragScroll.ts');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => vi.useRealTimers());

type EditorApi = ReturnType<typeof useEditor>;

/** jsdom has no DragEvent: a MouseEvent under its name carries relatedTarget, as the browser's does. */
const leave = (from: Element, to: Element) =>
  from.dispatchEvent(new MouseEvent('dragleave', { bubbles: true, relatedTarget: to }));

/** An editor in a 400 px tall scrolling area that uses the hook; the area starts scrolled 200 px down. */
function editorInArea(strict: boolean) {
  const handle: { current: EditorApi | null } = { current: null };
  function Grab() {
    handle.current = useEditor();
    return null;
  }
  function App() {
    const area = useRef<HTMLDivElement>(null);
    useDragScroll(area);
    return (
      <div ref={area} data-area style={{ overflow: 'auto', height: 400 }}>
        <Editor resolver={{ Box, Text }}>
          <Grab />
          <Frame>
            <Element is={Box} canvas label="root">
              <Text text="a" />
              <Text text="b" />
            </Element>
          </Frame>
        </Editor>
      </div>
    );
  }
  const view = render(inMode(<App />, strict));
  const area = view.container.querySelector<HTMLElement>('[data-area]')!;
  setBox(area, { top: 0, left: 0, width: 400, height: 400 });
  area.scrollTop = 200;
  const root = view.container.querySelector('[data-box="root"]')!;
  setBox(root, { top: 0, left: 0, width: 400, height: 1200 });
  const blocks = Array.from(root.querySelectorAll('p'));
  blocks.forEach((block, i) => setBox(block, { top: i * 100, left: 0, width: 400, height: 100 }));
  // A block of the page is being dragged, as craft.js starts a drag.
  act(() => fireDrag(blocks[0], 'dragstart'));
  const frames = (count: number) => {
    for (let i = 0; i < count; i += 1) act(() => vi.advanceTimersToNextFrame());
  };
  const over = (y: number) => act(() => fireDrag(root, 'dragover', { x: 10, y }));
  return { view, area, root, blocks, frames, over, api: () => handle.current! };
}

for (const mode of RENDER_MODES) {
  claim(PAGE, HEADING, `near the bottom edge the area scrolls down, faster nearer the edge (${mode.name})`, () => {
    const ed = editorInArea(mode.strict);
    ed.over(370);
    ed.frames(3);
    // 30 px from the edge: half the fastest speed, 10 px a frame.
    expect(ed.area.scrollTop).toBe(230);
    ed.over(399);
    ed.frames(2);
    expect(ed.area.scrollTop).toBe(230 + 2 * 20);
    // The drag goes on in craft.js meanwhile: the indicator is over the canvas.
    expect(ed.api().query.getState().indicator?.placement.parent.id).toBe(ROOT_NODE);
    ed.view.unmount();
  });

  claim(PAGE, HEADING, `near the top edge it scrolls up; in the middle it stops (${mode.name})`, () => {
    const ed = editorInArea(mode.strict);
    ed.over(30);
    ed.frames(2);
    expect(ed.area.scrollTop).toBe(180);
    ed.over(200);
    ed.frames(3);
    expect(ed.area.scrollTop).toBe(180);
    ed.view.unmount();
  });

  claim(
    PAGE,
    HEADING,
    `it keeps scrolling with no new dragover, and stops when the drag ends or leaves (${mode.name})`,
    () => {
      const ed = editorInArea(mode.strict);
      ed.over(399);
      ed.frames(5);
      expect(ed.area.scrollTop).toBe(300);
      // Onto a child element: still inside the area, so it goes on.
      act(() => leave(ed.root, ed.blocks[1]));
      ed.frames(1);
      expect(ed.area.scrollTop).toBe(320);
      act(() => fireDrag(ed.blocks[0], 'dragend'));
      ed.frames(3);
      expect(ed.area.scrollTop).toBe(320);
      ed.over(399);
      ed.frames(1);
      act(() => leave(ed.area, document.body));
      ed.frames(3);
      expect(ed.area.scrollTop).toBe(340);
      ed.view.unmount();
    },
  );
}

claim(PAGE, HEADING, 'the page says craft.js scrolls nothing and why an element, not the window, scrolls', () => {
  const text = pageSection(FILE, HEADING);
  expect(text).toContain('craft.js scrolls nothing during a drag');
  expect(text).toContain('Scroll an element, not the window');
});
