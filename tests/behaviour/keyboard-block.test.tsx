/**
 * docs/concepts/editor.mdx › Selecting and moving blocks with the keyboard (the question of craft.js issue 722,
 * "keyboard accessibility in drag-and-drop"), plainly and inside <React.StrictMode>, with keyboard-block.tsx as
 * printed: focus selects, Alt+Arrow moves among siblings as the rules allow, Delete deletes, each an undo step,
 * and the live region says what happened.
 * Source: @craftjs/core src/editor/actions.ts (move: isDroppable throws; the index counts the old slot; delete),
 * src/editor/NodeHelpers.ts (isDraggable, isDroppable, isDeletable), src/events/DefaultEventHandlers.ts (mouse
 * and drag listeners only).
 */
import type * as Craft from '@craftjs/core';
import { act, fireEvent, render } from '@testing-library/react';
import React, { useState } from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box } from './support/components';
import { childIds } from './support/editor';
import { RENDER_MODES } from './support/modes';

const { Editor, Element, Frame, ROOT_NODE, useEditor, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;

const FILE = 'docs/concepts/editor.mdx';
const PAGE = 'concepts/editor';
const HEADING = 'Selecting and moving blocks with the keyboard';

const { Announce, useKeyboardBlock } = loadGuideModule<{
  Announce: React.Context<(message: string) => void>;
  useKeyboardBlock: () => React.HTMLAttributes<HTMLElement>;
}>(FILE, 'keyboard-block.tsx');

afterEach(() => {
  vi.useRealTimers();
});

/** A block as the page says to use the hook. */
const Item: Craft.UserComponent<{ text: string }> = ({ text }) => {
  const {
    connectors: { connect, drag },
  } = useNode();
  return (
    <div
      data-item={text}
      ref={(el) => {
        if (el) connect(drag(el));
      }}
      {...useKeyboardBlock()}
    >
      {text}
      <input aria-label={`${text} field`} />
    </div>
  );
};
Item.craft = { displayName: 'Item' };

/** A canvas that keeps its children where they are. */
const Fixed: Craft.UserComponent<{ children?: React.ReactNode }> = ({ children }) => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <section
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      {children}
    </section>
  );
};
Fixed.craft = { rules: { canMoveIn: () => false } };

function page(strict: boolean, { enabled = true, fixed = false } = {}) {
  const handle: { current: ReturnType<typeof Craft.useEditor> | null } = { current: null };
  function Grab() {
    handle.current = useEditor();
    return null;
  }
  function App() {
    const [message, setMessage] = useState('');
    return (
      <Announce.Provider value={setMessage}>
        <Editor resolver={{ Box, Item, Fixed }} enabled={enabled}>
          <Grab />
          <Frame>
            <Element is={fixed ? Fixed : Box} canvas>
              <Item text="a" />
              <Item text="b" />
              <Item text="c" />
            </Element>
          </Frame>
        </Editor>
        <p aria-live="polite" data-live>
          {message}
        </p>
      </Announce.Provider>
    );
  }
  const view = render(strict ? <React.StrictMode>{<App />}</React.StrictMode> : <App />);
  const query = () => handle.current!.query;
  const item = (text: string) => view.container.querySelector<HTMLElement>(`[data-item="${text}"]`)!;
  const order = () => childIds(query(), ROOT_NODE).map((id) => query().node(id).get().data.props.text);
  const live = () => view.container.querySelector('[data-live]')!.textContent;
  const key = (text: string, init: { key: string; altKey?: boolean }) => fireEvent.keyDown(item(text), init);
  return { view, query, item, order, live, key, actions: () => handle.current!.actions };
}

for (const mode of RENDER_MODES) {
  claim(PAGE, HEADING, `Tab reaches a block and focus selects it; keys inside it are its own (${mode.name})`, () => {
    const { view, query, item, key, order } = page(mode.strict);
    expect(item('b').tabIndex).toBe(0);
    act(() => item('b').focus());
    const b = childIds(query(), ROOT_NODE)[1];
    expect(query().getEvent('selected').all()).toEqual([b]);
    // Focus inside the block (its field) selects nothing new, and Alt+Arrow there moves nothing.
    act(() => view.getByLabelText('c field').focus());
    expect(query().getEvent('selected').all()).toEqual([b]);
    fireEvent.keyDown(view.getByLabelText('c field'), { key: 'ArrowUp', altKey: true });
    fireEvent.keyDown(view.getByLabelText('c field'), { key: 'Delete' });
    expect(order()).toEqual(['a', 'b', 'c']);
    key('b', { key: 'ArrowDown' });
    expect(order()).toEqual(['a', 'b', 'c']);
    view.unmount();
  });

  claim(
    PAGE,
    HEADING,
    `a click's focus keeps the selection craft.js made, multi-select included (${mode.name})`,
    () => {
      const { view, query, item } = page(mode.strict);
      const [a, b] = childIds(query(), ROOT_NODE);
      // A click: craft.js selects on mousedown, then the browser focuses the block.
      const click = (text: string, init: MouseEventInit = {}) =>
        act(() => {
          item(text).dispatchEvent(new MouseEvent('mousedown', { bubbles: true, ...init }));
          item(text).focus();
        });
      click('a');
      expect(query().getEvent('selected').all()).toEqual([a]);
      click('b', { metaKey: true });
      expect(query().getEvent('selected').all()).toEqual([a, b]);
      view.unmount();
    },
  );

  claim(
    PAGE,
    HEADING,
    `Alt+Arrow moves one place, stops at the ends, says so, keeps focus, and each move is one undo step (${mode.name})`,
    () => {
      vi.useFakeTimers();
      const { view, item, key, order, live, actions } = page(mode.strict);
      act(() => item('a').focus());
      act(() => void key('a', { key: 'ArrowDown', altKey: true }));
      expect(order()).toEqual(['b', 'a', 'c']);
      expect(live()).toBe('Item moved to position 2 of 3');
      act(() => void key('a', { key: 'ArrowDown', altKey: true }));
      expect(order()).toEqual(['b', 'c', 'a']);
      expect(live()).toBe('Item moved to position 3 of 3');
      act(() => void key('a', { key: 'ArrowDown', altKey: true }));
      expect(order()).toEqual(['b', 'c', 'a']);
      act(() => void key('c', { key: 'ArrowUp', altKey: true }));
      expect(order()).toEqual(['c', 'b', 'a']);
      expect(live()).toBe('Item moved to position 1 of 3');
      act(() => void key('c', { key: 'ArrowUp', altKey: true }));
      expect(order()).toEqual(['c', 'b', 'a']);
      act(() => item('b').focus());
      act(() => vi.runAllTimers());
      expect(document.activeElement).toBe(item('c'));
      act(() => actions().history.undo());
      expect(order()).toEqual(['b', 'c', 'a']);
      act(() => actions().history.undo());
      expect(order()).toEqual(['b', 'a', 'c']);
      view.unmount();
    },
  );

  claim(PAGE, HEADING, `a parent whose rules refuse the move keeps the order and says so (${mode.name})`, () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { view, item, key, order, live } = page(mode.strict, { fixed: true });
      act(() => void key('a', { key: 'ArrowDown', altKey: true }));
      expect(order()).toEqual(['a', 'b', 'c']);
      expect(live()).toBe('Item cannot move');
      expect(item('a')).toBeTruthy();
      view.unmount();
    } finally {
      errors.mockRestore();
    }
  });

  claim(PAGE, HEADING, `Delete deletes the focused block in one undo step (${mode.name})`, () => {
    const { view, key, order, live, actions } = page(mode.strict);
    act(() => void key('b', { key: 'Delete' }));
    expect(order()).toEqual(['a', 'c']);
    expect(live()).toBe('Item deleted');
    act(() => actions().history.undo());
    expect(order()).toEqual(['a', 'b', 'c']);
    view.unmount();
  });

  claim(PAGE, HEADING, `with the editor disabled, blocks take no focus and no keys (${mode.name})`, () => {
    const { view, item, key, order } = page(mode.strict, { enabled: false });
    expect(item('a').hasAttribute('tabindex')).toBe(false);
    key('a', { key: 'ArrowDown', altKey: true });
    key('a', { key: 'Delete' });
    expect(order()).toEqual(['a', 'b', 'c']);
    view.unmount();
  });
}

claim(PAGE, HEADING, 'the page says craft.js binds no keys and move throws on a refused rule', () => {
  const text = pageSection(FILE, HEADING);
  expect(text).toContain('craft.js listens to the mouse only');
  expect(text).toContain('which `move` itself would otherwise throw on');
});
