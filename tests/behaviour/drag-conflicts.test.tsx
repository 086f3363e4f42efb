/**
 * docs/api/useNode.mdx › react-dnd and widgets that drag (craft.js issues 208, "Drag and
 * Drop conflict with react-dnd package", and 748, a data grid's column reorder moving the whole block), plainly
 * and inside <React.StrictMode>, with DndPanel.tsx and DragShield.tsx as printed and the real react-dnd 16.0.1.
 * jsdom starts no drag of its own: each test dispatches the `dragstart` a browser fires at the element it drags
 * (the nearest one with `draggable`), and reads what a browser acts on: whether the event was cancelled.
 * Source: @craftjs/core src/events/DefaultEventHandlers.ts (drag: draggable="true", a craft listener on the
 * element's own dragstart that sets the dragged event, the drop in dragend); react-dnd-html5-backend 16.0.1
 * HTML5BackendImpl.js (listeners on options.rootElement, window by default; handleTopDragStart calls
 * preventDefault when no source began a drag) and OptionsReader.js (rootElement).
 */
import type * as Craft from '@craftjs/core';
import { act, render } from '@testing-library/react';
import React from 'react';
import type { DragDropManager } from 'dnd-core';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { DndCard } from './support/dndCard';
import { Box, Text } from './support/components';
import { fireDrag, setBox, stack, startNativeDrag } from './support/dom';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const { Editor, Element, Frame, ROOT_NODE, useEditor, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;

const PAGE_FILE = 'docs/api/useNode.mdx';
const PAGE = 'api/useNode';
const HEADING = 'react-dnd and widgets that drag';

type Wrapper = React.FC<{ children: React.ReactNode }>;
const { DndPanel } = loadGuideModule<{ DndPanel: Wrapper }>(PAGE_FILE, 'DndPanel.tsx');
const { DragShield } = loadGuideModule<{ DragShield: Wrapper }>(PAGE_FILE, 'DragShield.tsx');

afterEach(() => vi.restoreAllMocks());

/** What a block holds, by name: JSX children in a Frame would become nodes of their own. */
const contents: Record<string, React.ReactNode> = {};

/** A block dragged by its whole element, holding the widget `contents[holds]` names. */
const Block: Craft.UserComponent<{ holds?: string }> = ({ holds }) => {
  const {
    connectors: { connect, drag },
  } = useNode();
  return (
    <section
      data-block
      ref={(el) => {
        if (el) connect(drag(el));
      }}
    >
      {holds ? contents[holds] : null}
    </section>
  );
};

/**
 * A widget that drags one of its own elements natively and listens on that element, and another through React's
 * `onDragStart` and `onDragStartCapture`.
 */
function Widget({
  onOwnDrag,
  onReactDrag = () => {},
  onReactCapture = () => {},
}: {
  onOwnDrag: () => void;
  onReactDrag?: () => void;
  onReactCapture?: () => void;
}) {
  return (
    <div data-widget>
      <span
        data-own
        draggable
        ref={(el) => {
          if (el) el.addEventListener('dragstart', onOwnDrag);
        }}
      >
        column
      </span>
      <b data-cell>cell</b>
      <i data-react draggable onDragStart={onReactDrag} onDragStartCapture={onReactCapture}>
        row
      </i>
    </div>
  );
}

const resolver = { Block, Box, Text };

function page(blockContent: React.ReactNode, strict: boolean, around?: React.ReactNode) {
  contents.widget = blockContent;
  const editor = renderEditor(
    <Element is={Box} canvas>
      <Block holds="widget" />
      <Text text="b" />
    </Element>,
    { resolver, strict, around },
  );
  const blockId = childIds(editor.query, ROOT_NODE)[0];
  const dragged = () => editor.query.getEvent('dragged').all();
  const find = (selector: string) => editor.container.querySelector<HTMLElement>(selector)!;
  return { editor, blockId, dragged, find };
}

for (const mode of RENDER_MODES) {
  claim(PAGE, HEADING, `without a shield, a drag from anywhere in the block starts a node drag (${mode.name})`, () => {
    const own = vi.fn();
    const { editor, blockId, dragged, find } = page(<Widget onOwnDrag={own} />, mode.strict);
    expect(find('[data-block]').getAttribute('draggable')).toBe('true');
    // Pressed on a cell and moved: the browser drags the block, the nearest draggable element.
    editor.act(() => void startNativeDrag(find('[data-block]')));
    expect(dragged()).toEqual([blockId]);
    editor.act(() => fireDrag(find('[data-block]'), 'dragend'));
    // The widget's own drag bubbles to the block: craft.js starts a node drag too.
    editor.act(() => void startNativeDrag(find('[data-own]')));
    expect(own).toHaveBeenCalledTimes(1);
    expect(dragged()).toEqual([blockId]);
    editor.unmount();
  });

  claim(PAGE, HEADING, `stopPropagation in React's onDragStart does not stop craft.js (${mode.name})`, () => {
    const own = vi.fn();
    const { editor, blockId, dragged, find } = page(
      <div onDragStart={(e) => e.stopPropagation()}>
        <Widget onOwnDrag={own} />
      </div>,
      mode.strict,
    );
    editor.act(() => void startNativeDrag(find('[data-own]')));
    expect(dragged()).toEqual([blockId]);
    expect(pageSection(PAGE_FILE, HEADING)).toContain("`stopPropagation()` in React's `onDragStart` comes too late");
    editor.unmount();
  });

  claim(
    PAGE,
    HEADING,
    `DragShield: a drag pressed in it is cancelled, the widget's own drag goes on, and neither starts a node drag (${mode.name})`,
    () => {
      const own = vi.fn();
      const onWindow = vi.fn();
      window.addEventListener('dragstart', onWindow);
      try {
        const reactDrag = vi.fn();
        const reactCapture = vi.fn();
        const { editor, dragged, find } = page(
          <DragShield>
            <Widget onOwnDrag={own} onReactDrag={reactDrag} onReactCapture={reactCapture} />
          </DragShield>,
          mode.strict,
        );
        const shield = find('[data-widget]').parentElement!;
        expect(shield.getAttribute('draggable')).toBe('true');
        // Pressed on a cell: the browser would drag the shield, the nearest draggable element, and is told not to.
        let cancelled = false;
        editor.act(() => void (cancelled = startNativeDrag(shield)));
        expect(cancelled).toBe(true);
        expect(dragged()).toEqual([]);
        editor.act(() => void (cancelled = startNativeDrag(find('[data-own]'))));
        expect(cancelled).toBe(false);
        expect(own).toHaveBeenCalledTimes(1);
        expect(dragged()).toEqual([]);
        // Stopped on its way up: listeners on window never hear either drag.
        expect(onWindow).not.toHaveBeenCalled();
        // React runs onDragStart from its root, which the event no longer reaches; its capture phase comes first.
        editor.act(() => void startNativeDrag(find('[data-react]')));
        expect(reactCapture).toHaveBeenCalledTimes(1);
        expect(reactDrag).not.toHaveBeenCalled();
        expect(dragged()).toEqual([]);
        editor.unmount();
      } finally {
        window.removeEventListener('dragstart', onWindow);
      }
    },
  );
}

/**
 * The editor inside `wrap` (an app-wide react-dnd provider, or none), with a react-dnd panel beside it when
 * `panel` is given; `blockContent` goes into the dragged block.
 */
function appPage(
  strict: boolean,
  { wrap, panel, blockContent }: { wrap?: Wrapper; panel?: React.ReactNode; blockContent?: React.ReactNode },
) {
  const handle: { current: ReturnType<typeof Craft.useEditor> | null } = { current: null };
  function Grab() {
    handle.current = useEditor();
    return null;
  }
  const Around = wrap ?? React.Fragment;
  contents.widget = blockContent;
  const ui = (
    <Around>
      {panel}
      <Editor resolver={resolver}>
        <Grab />
        <Frame>
          <Element is={Box} canvas>
            <Block holds="widget" />
            <Text text="b" />
          </Element>
        </Frame>
      </Editor>
    </Around>
  );
  const view = render(strict ? <React.StrictMode>{ui}</React.StrictMode> : ui);
  const query = () => handle.current!.query;
  const root = query().node(ROOT_NODE).get().dom!;
  const blockId = childIds(query(), ROOT_NODE)[0];
  const find = (selector: string) => view.container.querySelector<HTMLElement>(selector)!;
  return { view, query, root, blockId, find, dragged: () => query().getEvent('dragged').all() };
}

const AppWideDnd: Wrapper = ({ children }) => <DndProvider backend={HTML5Backend}>{children}</DndProvider>;

for (const mode of RENDER_MODES) {
  claim(PAGE, HEADING, `react-dnd listening on window cancels the browser's drag of a block (${mode.name})`, () => {
    // The backend listens once a react-dnd source is mounted, here a card in a panel beside the editor.
    const { view, blockId, find, dragged } = appPage(mode.strict, {
      wrap: AppWideDnd,
      panel: <DndCard grab={() => undefined} />,
    });
    let cancelled = false;
    act(() => void (cancelled = startNativeDrag(find('[data-block]'))));
    // craft.js began its node drag, but a cancelled dragstart starts no browser drag: no dragover, no dragend.
    expect(cancelled).toBe(true);
    expect(dragged()).toEqual([blockId]);
    view.unmount();
  });

  claim(
    PAGE,
    HEADING,
    `DndPanel beside the editor: blocks drag and drop, and the panel's react-dnd source drags without craft.js (${mode.name})`,
    () => {
      let manager: DragDropManager | undefined;
      const { view, query, root, blockId, find, dragged } = appPage(mode.strict, {
        panel: (
          <DndPanel>
            <DndCard grab={(m) => (manager = m)} />
          </DndPanel>
        ),
      });
      setBox(root, { top: 0, left: 0, width: 400, height: 200 });
      const block = find('[data-block]');
      const text = root.querySelector('p')!;
      stack([block, text]);
      let cancelled = true;
      act(() => void (cancelled = startNativeDrag(text)));
      expect(cancelled).toBe(false);
      act(() => fireDrag(block, 'dragover', { x: 10, y: 10 }));
      act(() => fireDrag(text, 'dragend'));
      expect(childIds(query(), ROOT_NODE).at(-1)).toBe(blockId);

      act(() => void (cancelled = startNativeDrag(find('[data-card]'))));
      expect(cancelled).toBe(false);
      expect(manager!.getMonitor().isDragging()).toBe(true);
      expect(dragged()).toEqual([]);
      act(() => fireDrag(find('[data-card]'), 'dragend'));
      expect(manager!.getMonitor().isDragging()).toBe(false);
      view.unmount();
    },
  );

  claim(PAGE, HEADING, `two DndPanels each drag their own cards, with a manager each (${mode.name})`, () => {
    const managers: DragDropManager[] = [];
    const { view } = appPage(mode.strict, {
      panel: (
        <>
          <DndPanel>
            <DndCard grab={(m) => (managers[0] = m)} />
          </DndPanel>
          <DndPanel>
            <DndCard grab={(m) => (managers[1] = m)} />
          </DndPanel>
        </>
      ),
    });
    expect(managers[0]).not.toBe(managers[1]);
    const cards = Array.from(view.container.querySelectorAll('[data-card]'));
    for (const [i, card] of cards.entries()) {
      let cancelled = true;
      act(() => void (cancelled = startNativeDrag(card)));
      expect(cancelled).toBe(false);
      expect(managers[i].getMonitor().isDragging()).toBe(true);
      act(() => fireDrag(card, 'dragend'));
    }
    view.unmount();
  });

  claim(PAGE, HEADING, `a toolbox inside a DndPanel has its drags cancelled (${mode.name})`, () => {
    function Tool() {
      const { connectors } = useEditor();
      return (
        <span
          data-tool
          ref={(el) => {
            if (el) connectors.create(el, <Text text="new" />);
          }}
        >
          Text
        </span>
      );
    }
    const ui = (
      <Editor resolver={resolver}>
        <Frame>
          <Element is={Box} canvas />
        </Frame>
        <DndPanel>
          <Tool />
          <DndCard grab={() => undefined} />
        </DndPanel>
      </Editor>
    );
    const view = render(mode.strict ? <React.StrictMode>{ui}</React.StrictMode> : ui);
    let cancelled = false;
    act(() => void (cancelled = startNativeDrag(view.container.querySelector('[data-tool]')!)));
    expect(cancelled).toBe(true);
    view.unmount();
    expect(pageSection(PAGE_FILE, HEADING)).toContain('no element with a `drag` or `create` connector');
  });

  claim(
    PAGE,
    HEADING,
    `a DndPanel inside a DragShield inside a block: react-dnd drags its card, craft.js starts no node drag (${mode.name})`,
    () => {
      let manager: DragDropManager | undefined;
      const { view, find, dragged } = appPage(mode.strict, {
        blockContent: (
          <DragShield>
            <DndPanel>
              <DndCard grab={(m) => (manager = m)} />
            </DndPanel>
          </DragShield>
        ),
      });
      let cancelled = true;
      act(() => void (cancelled = startNativeDrag(find('[data-card]'))));
      expect(cancelled).toBe(false);
      expect(manager!.getMonitor().isDragging()).toBe(true);
      expect(dragged()).toEqual([]);
      act(() => fireDrag(find('[data-card]'), 'dragend'));
      view.unmount();
      expect(pageSection(PAGE_FILE, HEADING)).toContain('put a `DndPanel` inside the `DragShield`');
    },
  );
}
