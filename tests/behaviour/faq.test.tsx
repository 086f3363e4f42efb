/**
 * docs/faq.mdx, run as printed: rich-text.tsx (RichText), touch-controls.tsx (TouchControls) and
 * free-position.tsx (Board, Sticker), once plainly and once inside <React.StrictMode>; which DOM events the
 * default handlers listen to; and the links of "Other questions".
 * Source: @craftjs/core src/events/DefaultEventHandlers.ts (select: mousedown + click, no preventDefault;
 * hover: mouseover / mouseleave; drop: dragover + dragenter; drag and create: draggable="true", dragstart +
 * dragend), src/events/Positioner.ts (window dragover + scroll during a drag), src/nodes/useInternalNode.ts
 * (setProp(cb, throttleRate) → history.throttle), @craftjs/utils src/History.ts (throttleAdd),
 * src/editor/actions.ts (move: index counted before the old slot is removed; addNodeTree checks nothing).
 */
import type * as Craft from '@craftjs/core';
import { fireEvent } from '@testing-library/react';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text, TitledCard } from './support/components';
import { fireDrag, setBox, stack } from './support/dom';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const { DefaultEventHandlers, Element, ROOT_NODE, useEditor, useNode } = requireFromRoot(
  '@craftjs/core',
) as typeof Craft;
const PAGE = 'faq';
const FILE = `docs/${PAGE}.mdx`;
const RICH = 'Can I put a rich-text editor inside a component?';
const TOUCH = 'Does drag and drop work on phones and tablets?';
const FREE = 'Can users place blocks freely, at any x/y position?';
const OTHER = 'Other questions';

const { RichText } = loadGuideModule<{ RichText: Craft.UserComponent<{ html?: string }> }>(FILE, 'rich-text.tsx');
const { TouchControls } = loadGuideModule<{ TouchControls: React.FC<{ block: () => React.ReactElement }> }>(
  FILE,
  'touch-controls.tsx',
);
const { Board, Sticker } = loadGuideModule<{
  Board: Craft.UserComponent<{ children?: React.ReactNode }>;
  Sticker: Craft.UserComponent<{ x?: number; y?: number; text?: string }>;
}>(FILE, 'free-position.tsx');

afterEach(() => vi.restoreAllMocks());

/** The mistake the page warns about: `drag` on the element that holds the editable text. */
const DragOnText: Craft.UserComponent = () => {
  const {
    connectors: { connect, drag },
  } = useNode();
  return (
    <div
      ref={(el) => {
        if (el) connect(drag(el));
      }}
    >
      <div data-bad-text contentEditable suppressContentEditableWarning>
        words
      </div>
    </div>
  );
};

function richPage(strict: boolean) {
  const ed = renderEditor(
    <Element is={Box} canvas>
      <RichText html="<p>Hi</p>" />
      <DragOnText />
    </Element>,
    { resolver: { Box, RichText, DragOnText }, strict },
  );
  const [rich, bad] = childIds(ed.query, ROOT_NODE);
  const editable = ed.container.querySelector<HTMLElement>('[contenteditable]:not([data-bad-text])')!;
  return { ed, rich, bad, editable, props: () => ed.query.node(rich).get().data.props };
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    RICH,
    `typing saves the HTML with setProp, a burst is one undo step, and undo writes the old HTML back (${mode.name})`,
    () => {
      const { ed, rich, editable, props } = richPage(mode.strict);
      expect(editable.innerHTML).toBe('<p>Hi</p>');
      const paragraph = editable.firstElementChild!;
      paragraph.textContent = 'Hi there';
      ed.act(() => void fireEvent.input(editable));
      paragraph.innerHTML = 'Hi <b>there</b>!';
      ed.act(() => void fireEvent.input(editable));
      expect(props().html).toBe('<p>Hi <b>there</b>!</p>');
      // The effect leaves the element alone while it matches the prop: the paragraph was not replaced.
      expect(editable.firstElementChild).toBe(paragraph);
      expect(JSON.parse(ed.query.serialize())[rich].props.html).toBe('<p>Hi <b>there</b>!</p>');
      // Both inputs came within 500 ms: one undo takes back both, and the element shows the old HTML.
      ed.act(() => ed.actions.history.undo());
      expect(props().html).toBe('<p>Hi</p>');
      expect(editable.innerHTML).toBe('<p>Hi</p>');
      expect(ed.query.history.canUndo()).toBe(false);
      expect(pageSection(FILE, RICH)).toContain('changes made within that many milliseconds');
    },
  );

  claim(
    PAGE,
    RICH,
    `a mousedown in the text selects the node without preventDefault; Delete is left to the text (${mode.name})`,
    () => {
      const { ed, rich, editable } = richPage(mode.strict);
      let prevented = true;
      ed.act(() => void (prevented = !fireEvent.mouseDown(editable)));
      expect(prevented).toBe(false);
      expect(ed.query.getEvent('selected').all()).toEqual([rich]);
      ed.act(() => void fireEvent.keyDown(editable, { key: 'Delete' }));
      ed.act(() => void fireEvent.keyDown(editable, { key: 'Backspace' }));
      expect(ed.query.node(rich).get()).toBeDefined();
    },
  );

  claim(
    PAGE,
    RICH,
    `drag on a handle: a dragstart in the text starts no node drag; with drag on the text it does (${mode.name})`,
    () => {
      const { ed, rich, bad, editable } = richPage(mode.strict);
      const handle = ed.container.querySelector<HTMLElement>('span[title="Drag"]')!;
      expect(handle.getAttribute('draggable')).toBe('true');
      expect(editable.closest('[draggable="true"]')).toBeNull();
      ed.act(() => fireDrag(editable, 'dragstart'));
      expect(ed.query.getEvent('dragged').all()).toEqual([]);
      ed.act(() => fireDrag(handle, 'dragstart'));
      expect(ed.query.getEvent('dragged').all()).toEqual([rich]);
      ed.act(() => fireDrag(handle, 'dragend'));
      // The warned-about version: selecting and dragging words inside it drags the whole node.
      const badText = ed.container.querySelector<HTMLElement>('[data-bad-text]')!;
      ed.act(() => fireDrag(badText, 'dragstart'));
      expect(ed.query.getEvent('dragged').all()).toEqual([bad]);
      ed.act(() => fireDrag(badText, 'dragend'));
    },
  );

  claim(PAGE, RICH, `the text is editable only while the editor is enabled (${mode.name})`, () => {
    const { ed, editable } = richPage(mode.strict);
    expect(editable.getAttribute('contenteditable')).toBe('true');
    ed.act(() => ed.actions.setOptions((options) => void (options.enabled = false)));
    expect(editable.getAttribute('contenteditable')).toBe('false');
  });
}

claim(
  PAGE,
  TOUCH,
  'the default handlers listen to mouse and drag and drop events only, none for touch or pointers',
  () => {
    // Every listener added while an editor mounts, a toolbox connects and a drag runs.
    const added: Array<[EventTarget, string]> = [];
    const original = EventTarget.prototype.addEventListener;
    vi.spyOn(EventTarget.prototype, 'addEventListener').mockImplementation(function (
      this: EventTarget,
      type: string,
      ...rest: [EventListenerOrEventListenerObject | null, (boolean | AddEventListenerOptions)?]
    ) {
      added.push([this, type]);
      return original.call(this, type, ...rest);
    });
    // jsdom's window has an addEventListener of its own.
    const onWindow = window.addEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation(
      (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
        added.push([window, type]);
        return onWindow(type, listener, options);
      },
    );
    function Toolbox() {
      const { connectors } = useEditor();
      return (
        <button
          type="button"
          ref={(el) => {
            if (el) connectors.create(el, <Text text="new" />);
          }}
        >
          Text
        </button>
      );
    }
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Text text="a" />
        <Text text="b" />
      </Element>,
      {
        resolver: { Box, Text },
        around: <Toolbox />,
        handlers: (store) =>
          new DefaultEventHandlers({ store, removeHoverOnMouseleave: true, isMultiSelectEnabled: () => false }),
      },
    );
    const ps = Array.from(ed.container.querySelectorAll('p'));
    setBox(ed.query.node(ROOT_NODE).get().dom!, { top: 0, left: 0, width: 400, height: 200 });
    stack(ps);
    ed.act(() => fireDrag(ps[1], 'dragstart'));
    ed.act(() => fireDrag(ps[0], 'dragover', { x: 10, y: 10 }));
    ed.act(() => fireDrag(ps[1], 'dragend'));
    // React attaches its own listeners (touch ones included) to the root container and the document.
    const seen = new Set(added.filter(([target]) => target !== ed.container && target !== document).map(([, t]) => t));
    expect([...seen].filter((type) => /touch|pointer|key/.test(type))).toEqual([]);
    expect([...seen].sort()).toEqual(
      [
        'click',
        'dragend',
        'dragenter',
        'dragover',
        'dragstart',
        'mousedown',
        'mouseleave',
        'mouseover',
        'scroll',
      ].sort(),
    );
    expect(ps[0].getAttribute('draggable')).toBe('true');
    expect(ed.container.querySelector('button')!.getAttribute('draggable')).toBe('true');
  },
);

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    TOUCH,
    `TouchControls: tap to select, Add after the selection or into a canvas, Up and Down move one step (${mode.name})`,
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="a" />
          <Text text="b" />
          <Element is={Box} canvas label="inner" />
        </Element>,
        { resolver: { Box, Text }, around: <TouchControls block={() => <Text text="new" />} />, strict: mode.strict },
      );
      const button = (name: string) =>
        Array.from(ed.container.querySelectorAll('button')).find((b) => b.textContent === name)!;
      const texts = (id = ROOT_NODE) =>
        childIds(ed.query, id).map((child) => ed.query.node(child).get().data.props.text ?? 'box');
      expect(button('Up').disabled).toBe(true);
      // Nothing selected: Add appends to the root canvas and selects the new block.
      ed.act(() => void fireEvent.click(button('Add')));
      expect(texts()).toEqual(['a', 'b', 'box', 'new']);
      const added = childIds(ed.query, ROOT_NODE)[3];
      expect(ed.query.getEvent('selected').all()).toEqual([added]);
      // A tap (mousedown) selects "a"; Down moves it one step, twice; Up once; Up at the top does nothing.
      const a = childIds(ed.query, ROOT_NODE)[0];
      ed.act(() => void fireEvent.mouseDown(ed.query.node(a).get().dom!));
      ed.act(() => void fireEvent.click(button('Down')));
      expect(texts()).toEqual(['b', 'a', 'box', 'new']);
      ed.act(() => void fireEvent.click(button('Down')));
      expect(texts()).toEqual(['b', 'box', 'a', 'new']);
      ed.act(() => void fireEvent.click(button('Up')));
      ed.act(() => void fireEvent.click(button('Up')));
      ed.act(() => void fireEvent.click(button('Up')));
      expect(texts()).toEqual(['a', 'b', 'box', 'new']);
      // With "a" selected, Add inserts right after it.
      ed.act(() => void fireEvent.click(button('Add')));
      expect(texts()).toEqual(['a', 'new', 'b', 'box', 'new']);
      // With the inner canvas selected, Add goes into it.
      const inner = childIds(ed.query, ROOT_NODE)[3];
      ed.act(() => ed.actions.selectNode(inner));
      ed.act(() => void fireEvent.click(button('Add')));
      expect(texts(inner)).toEqual(['new']);
      // Down on the last block does nothing.
      const last = childIds(ed.query, ROOT_NODE)[4];
      ed.act(() => ed.actions.selectNode(last));
      ed.act(() => void fireEvent.click(button('Down')));
      expect(childIds(ed.query, ROOT_NODE)[4]).toBe(last);
    },
  );
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    TOUCH,
    `TouchControls: Add does nothing while a linked title of a non-canvas card is selected, so no hidden node is saved (${mode.name})`,
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <TitledCard />
        </Element>,
        {
          resolver: { Box, Text, TitledCard },
          around: <TouchControls block={() => <Text text="new" />} />,
          strict: mode.strict,
        },
      );
      const [card] = childIds(ed.query, ROOT_NODE);
      const title = ed.query.node(card).get().data.linkedNodes.title;
      const before = Object.keys(JSON.parse(ed.query.serialize())).length;
      ed.act(() => ed.actions.selectNode(title));
      const add = Array.from(ed.container.querySelectorAll('button')).find((b) => b.textContent === 'Add')!;
      ed.act(() => void fireEvent.click(add));
      expect(ed.query.node(card).get().data.nodes).toEqual([]);
      expect(Object.keys(JSON.parse(ed.query.serialize()))).toHaveLength(before);
      expect(ed.query.getEvent('selected').all()).toEqual([title]);
      expect(pageSection(FILE, TOUCH)).toContain('Add does nothing while the selected block is a linked');
    },
  );
}

function boardPage(strict: boolean, around?: React.ReactNode) {
  const ed = renderEditor(
    <Element is={Board} canvas>
      <Sticker x={40} y={40} text="Hello" />
    </Element>,
    { resolver: { Board, Sticker }, strict, around },
  );
  const [sticker] = childIds(ed.query, ROOT_NODE);
  const dom = () => ed.query.node(sticker).get().dom!;
  const props = () => ed.query.node(sticker).get().data.props;
  return { ed, sticker, dom, props };
}

function pointer(target: EventTarget, type: string, x: number, y: number) {
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y }));
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    FREE,
    `a pointer drag shows the offset while moving and saves x/y with one setProp on release (${mode.name})`,
    () => {
      const { ed, dom, props } = boardPage(mode.strict);
      expect(dom().style.left).toBe('40px');
      expect(dom().getAttribute('draggable')).toBeNull();
      expect(dom().style.touchAction).toBe('none');
      ed.act(() => pointer(dom(), 'pointerdown', 100, 100));
      ed.act(() => pointer(window, 'pointermove', 130, 120));
      expect([dom().style.left, dom().style.top]).toEqual(['70px', '60px']);
      expect([props().x, props().y]).toEqual([40, 40]);
      expect(ed.query.history.canUndo()).toBe(false);
      ed.act(() => pointer(window, 'pointerup', 150, 130));
      expect([props().x, props().y]).toEqual([90, 70]);
      expect([dom().style.left, dom().style.top]).toEqual(['90px', '70px']);
      // Later moves no longer touch it: the window listeners are gone.
      ed.act(() => pointer(window, 'pointermove', 500, 500));
      expect(dom().style.left).toBe('90px');
      ed.act(() => ed.actions.history.undo());
      expect([props().x, props().y]).toEqual([40, 40]);
      expect(ed.query.history.canUndo()).toBe(false);
      // A click without movement and a cancelled gesture save nothing.
      ed.act(() => pointer(dom(), 'pointerdown', 10, 10));
      ed.act(() => pointer(window, 'pointerup', 10, 10));
      ed.act(() => pointer(dom(), 'pointerdown', 10, 10));
      ed.act(() => pointer(window, 'pointermove', 60, 60));
      ed.act(() => pointer(window, 'pointercancel', 0, 0));
      expect(dom().style.left).toBe('40px');
      expect([props().x, props().y]).toEqual([40, 40]);
      expect(ed.query.history.canUndo()).toBe(false);
    },
  );

  claim(
    PAGE,
    FREE,
    `with the editor disabled a pointer drag moves nothing and adds no undo step (${mode.name})`,
    () => {
      const { ed, dom, props } = boardPage(mode.strict);
      ed.act(() => ed.actions.setOptions((options) => void (options.enabled = false)));
      expect(dom().style.cursor).toBe('');
      ed.act(() => pointer(dom(), 'pointerdown', 100, 100));
      ed.act(() => pointer(window, 'pointermove', 130, 120));
      expect(dom().style.left).toBe('40px');
      ed.act(() => pointer(window, 'pointerup', 150, 130));
      expect([props().x, props().y]).toEqual([40, 40]);
      expect(ed.query.history.canUndo()).toBe(false);
      expect(pageSection(FILE, FREE)).toContain('actions do not check the editor');
    },
  );

  claim(
    PAGE,
    FREE,
    `a drop picks an index among the siblings; a sticker created by a drop keeps its default x/y (${mode.name})`,
    () => {
      function Toolbox() {
        const { connectors } = useEditor();
        return (
          <button
            type="button"
            ref={(el) => {
              if (el) connectors.create(el, <Sticker text="New" />);
            }}
          >
            Sticker
          </button>
        );
      }
      const { ed, sticker, dom } = boardPage(mode.strict, <Toolbox />);
      const board = ed.query.node(ROOT_NODE).get().dom!;
      setBox(board, { top: 0, left: 0, width: 400, height: 400 });
      setBox(dom(), { top: 40, left: 40, width: 100, height: 40 });
      const toolbox = ed.container.querySelector('button')!;
      ed.act(() => fireDrag(toolbox, 'dragstart'));
      // Dropped at (10, 20), left of and above the sticker: the indicator is "before" index 0, no x/y.
      ed.act(() => fireDrag(board, 'dragover', { x: 10, y: 20 }));
      const placement = ed.query.getState().indicator!.placement;
      expect([placement.parent.id, placement.index, placement.where]).toEqual([ROOT_NODE, 0, 'before']);
      ed.act(() => fireDrag(toolbox, 'dragend'));
      const [created, old] = childIds(ed.query, ROOT_NODE);
      expect(old).toBe(sticker);
      expect(ed.query.node(created).get().data.props).toEqual({ x: 0, y: 0, text: 'New' });
    },
  );
}

claim(PAGE, OTHER, 'each link names a page that exists, and anchors only into sections this page can rely on', () => {
  const section = readFileSync(path.resolve(__dirname, '../..', FILE), 'utf8').split(`## ${OTHER}`)[1];
  const links = [...section.matchAll(/\]\((\/docs\/[^)#]+)(?:#([^)]+))?\)/g)].map((m) => ({
    page: m[1],
    anchor: m[2],
  }));
  expect(links.length).toBeGreaterThanOrEqual(8);
  for (const { page } of links) {
    const file = path.resolve(__dirname, '../..', page.replace(/^\/docs\//, 'docs/'));
    expect(existsSync(`${file}.mdx`) || existsSync(`${file}.md`), page).toBe(true);
  }
  // Only the sections whose headings the claims below name carry anchors.
  expect(links.filter((l) => l.anchor).map((l) => `${l.page}#${l.anchor}`)).toEqual([
    '/docs/concepts/user-components#blocks-inside-a-popup-or-modal',
    '/docs/api/useNode#react-dnd-and-widgets-that-drag',
    '/docs/guides/drop-indicator-and-rules#cancelling-a-drag',
    '/docs/api/editor#selecting-with-ctrlclick-only',
    '/docs/guides/server-rendering#showing-saved-pages-in-a-react-native-app',
  ]);
  expect(pageSection('docs/concepts/user-components.mdx', 'Blocks inside a popup or modal')).toContain('createPortal');
  expect(pageSection('docs/api/useNode.mdx', 'react-dnd and widgets that drag')).toContain('DragShield');
  expect(pageSection('docs/guides/drop-indicator-and-rules.mdx', 'Cancelling a drag')).toContain('no API');
  expect(pageSection('docs/api/editor.mdx', 'Selecting with Ctrl+click only')).toContain('Ctrl');
  expect(pageSection('docs/guides/server-rendering.mdx', 'Showing saved pages in a React Native app')).toContain(
    'nativeTags',
  );
});
