/**
 * Real questions answered on the pages that own them, run as printed, plainly and inside <React.StrictMode>:
 * - docs/guides/drop-indicator-and-rules.mdx › Cancelling a drag: what a drag that ends without a drop does, and
 *   drop-inside-only.tsx (DropInsideOnly, DropGuardEditor);
 * - docs/api/editor.mdx › Selecting with Ctrl+click only: ctrl-click-select.tsx (CtrlClickSelect, CtrlClickEditor).
 * Source: @craftjs/core src/events/DefaultEventHandlers.ts (drag / create: the drop happens in dragend through
 * dropElement, which needs dragTarget, an indicator and no indicator.error; no drop listener; select:
 * mousedown → setNodeEvent('selected'); drag: dragstart selects the dragged node), src/events/Positioner.ts
 * (window dragover preventDefault; currentIndicator kept until the next computeIndicator), src/events/
 * CoreEventHandlers.ts (onCreate after addNodeTree), @craftjs/utils src/EventHandlers/EventHandlers.ts
 * (connect → reflect → this.handlers()), src/History.ts (merge).
 */
import type * as Craft from '@craftjs/core';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import React from 'react';
import { createPortal } from 'react-dom';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { fireDrag, setBox, stack } from './support/dom';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const { Editor, Element, Frame, ROOT_NODE, useEditor } = requireFromRoot('@craftjs/core') as typeof Craft;
type EditorApi = ReturnType<typeof Craft.useEditor>;

const RULES = 'guides/drop-indicator-and-rules';
const CANCEL = 'Cancelling a drag';
const EDITOR = 'api/editor';
const CTRL = 'Selecting with Ctrl+click only';

type EditorLike = React.FC<React.ComponentProps<typeof Editor>>;
const { DropGuardEditor } = loadGuideModule<{ DropGuardEditor: EditorLike }>(
  `docs/${RULES}.mdx`,
  'drop-inside-only.tsx',
);
const { CtrlClickEditor } = loadGuideModule<{ CtrlClickEditor: EditorLike }>(
  `docs/${EDITOR}.mdx`,
  'ctrl-click-select.tsx',
);

afterEach(() => vi.restoreAllMocks());

/** A canvas that refuses every incoming node. */
const Refusing: Craft.UserComponent<{ children?: React.ReactNode }> = (props) => <Box {...props} />;
Refusing.craft = { displayName: 'Refusing', rules: { canMoveIn: () => false } };

function Toolbox({ onCreate }: { onCreate?: (tree: Craft.NodeTree, api: EditorApi) => void }) {
  const api = useEditor();
  return (
    <button
      type="button"
      data-toolbox
      ref={(el) => {
        if (el) api.connectors.create(el, <Text text="new" />, { onCreate: (tree) => onCreate?.(tree, api) });
      }}
    >
      Text
    </button>
  );
}

/**
 * Boxes for the root canvas and its texts, stacked 100 px each in their current order (`top()` restacks
 * them after a change and returns the first); a panel outside the editor.
 */
function layout(container: HTMLElement, root: HTMLElement) {
  setBox(root, { top: 0, left: 0, width: 400, height: 300 });
  const top = () => {
    const current = Array.from(root.querySelectorAll('p'));
    stack(current);
    return current[0];
  };
  const ps = Array.from(root.querySelectorAll('p'));
  top();
  const panel = container.appendChild(document.createElement('div'));
  return { ps, panel, top };
}

function defaultPage(strict: boolean, rootIs: Craft.UserComponent = Box) {
  const onCreate = vi.fn();
  const ed = renderEditor(
    <Element is={rootIs} canvas>
      <Text text="a" />
      <Text text="b" />
    </Element>,
    { resolver: { Box, Text, Refusing }, around: <Toolbox onCreate={onCreate} />, strict },
  );
  const { ps, panel, top } = layout(ed.container, ed.query.node(ROOT_NODE).get().dom!);
  const texts = () => childIds(ed.query, ROOT_NODE).map((id) => ed.query.node(id).get().data.props.text);
  const toolbox = ed.container.querySelector<HTMLElement>('[data-toolbox]')!;
  return { ed, ps, panel, top, texts, toolbox, onCreate };
}

for (const mode of RENDER_MODES) {
  claim(RULES, CANCEL, `a drag that never passed over a canvas changes nothing (${mode.name})`, () => {
    const { ed, ps, texts, toolbox, onCreate } = defaultPage(mode.strict);
    ed.act(() => fireDrag(ps[1], 'dragstart'));
    ed.act(() => fireDrag(ps[1], 'dragend'));
    ed.act(() => fireDrag(toolbox, 'dragstart'));
    ed.act(() => fireDrag(toolbox, 'dragend'));
    expect(texts()).toEqual(['a', 'b']);
    expect(onCreate).not.toHaveBeenCalled();
    expect(pageSection(`docs/${RULES}.mdx`, CANCEL)).toContain('craft.js has no API to cancel a drag');
  });

  claim(RULES, CANCEL, `a refused last position creates nothing and onCreate is not called (${mode.name})`, () => {
    const { ed, ps, texts, toolbox, onCreate } = defaultPage(mode.strict, Refusing);
    ed.act(() => fireDrag(toolbox, 'dragstart'));
    ed.act(() => fireDrag(ps[0], 'dragover', { x: 10, y: 10 }));
    expect(ed.query.getState().indicator?.error).toBeTruthy();
    ed.act(() => fireDrag(toolbox, 'dragend'));
    expect(texts()).toEqual(['a', 'b']);
    expect(onCreate).not.toHaveBeenCalled();
  });

  claim(
    RULES,
    CANCEL,
    `after a position was shown, a dragend without a drop (Esc, a release outside) still moves or creates (${mode.name})`,
    () => {
      const { ed, ps, panel, top, texts, toolbox, onCreate } = defaultPage(mode.strict);
      // A move: over "a", then out over a panel outside the editor; the indicator stays.
      ed.act(() => fireDrag(ps[1], 'dragstart'));
      ed.act(() => fireDrag(ps[0], 'dragover', { x: 10, y: 10 }));
      ed.act(() => fireDrag(panel, 'dragover', { x: 900, y: 900 }));
      expect(ed.query.getState().indicator?.placement.index).toBe(0);
      ed.act(() => fireDrag(ps[1], 'dragend'));
      expect(texts()).toEqual(['b', 'a']);
      // A creation from the toolbox, ended the same way.
      ed.act(() => fireDrag(toolbox, 'dragstart'));
      ed.act(() => fireDrag(top(), 'dragover', { x: 10, y: 10 }));
      ed.act(() => fireDrag(panel, 'dragover', { x: 900, y: 900 }));
      ed.act(() => fireDrag(toolbox, 'dragend'));
      expect(texts()).toEqual(['new', 'b', 'a']);
      expect(onCreate).toHaveBeenCalledTimes(1);
    },
  );

  claim(
    RULES,
    CANCEL,
    `onCreate with actions.history.merge().delete takes the new node out within the same undo step (${mode.name})`,
    () => {
      const onCreate = (tree: Craft.NodeTree, { actions }: EditorApi) =>
        actions.history.merge().delete(tree.rootNodeId);
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="a" />
        </Element>,
        { resolver: { Box, Text }, around: <Toolbox onCreate={onCreate} />, strict: mode.strict },
      );
      const { ps } = layout(ed.container, ed.query.node(ROOT_NODE).get().dom!);
      const texts = () => childIds(ed.query, ROOT_NODE).map((id) => ed.query.node(id).get().data.props.text);
      const [a] = childIds(ed.query, ROOT_NODE);
      ed.act(() => ed.actions.setProp(a, (props) => void (props.text = 'A')));
      const toolbox = ed.container.querySelector<HTMLElement>('[data-toolbox]')!;
      ed.act(() => fireDrag(toolbox, 'dragstart'));
      ed.act(() => fireDrag(ps[0], 'dragover', { x: 10, y: 10 }));
      ed.act(() => fireDrag(toolbox, 'dragend'));
      expect(texts()).toEqual(['A']);
      expect(Object.keys(ed.query.getNodes())).toHaveLength(2);
      // The first undo takes back the add and the delete together; the second, the earlier setProp.
      ed.act(() => ed.actions.history.undo());
      expect(texts()).toEqual(['A']);
      ed.act(() => ed.actions.history.undo());
      expect(texts()).toEqual(['a']);
      expect(pageSection(`docs/${RULES}.mdx`, CANCEL)).toContain("the user's next Undo seems to do nothing");
    },
  );
}

/**
 * The printed DropGuardEditor around a Frame, with a toolbox, and a way to read the editor; with `inIframe`, the
 * Frame is portalled into an iframe's body (the toolbox stays outside it).
 */
function dropInsidePage(
  strict: boolean,
  {
    indicator,
    inIframe = false,
  }: { indicator?: React.ComponentProps<typeof Editor>['indicator']; inIframe?: boolean } = {},
) {
  const iframe = inIframe ? document.body.appendChild(document.createElement('iframe')) : undefined;
  const handle: { current: EditorApi | null } = { current: null };
  function Grab() {
    handle.current = useEditor();
    return null;
  }
  const frame = (
    <Frame>
      <Element is={Box} canvas>
        <Text text="a" />
        <Text text="b" />
      </Element>
    </Frame>
  );
  const ui = (
    <DropGuardEditor resolver={{ Box, Text }} indicator={indicator}>
      <Grab />
      <Toolbox />
      {iframe ? createPortal(frame, iframe.contentDocument!.body) : frame}
    </DropGuardEditor>
  );
  const view = render(strict ? <React.StrictMode>{ui}</React.StrictMode> : ui);
  const api = () => handle.current!;
  const root = api().query.node(ROOT_NODE).get().dom!;
  const { ps, panel, top } = layout(view.container, root);
  const texts = () => childIds(api().query, ROOT_NODE).map((id) => api().query.node(id).get().data.props.text);
  const toolbox = view.container.querySelector<HTMLElement>('[data-toolbox]')!;
  return { api, iframe, root, ps, panel, top, texts, toolbox };
}

/**
 * A drag from `source` over the first block, then a `drop` on `dropOn` (none: Esc) and the `dragend`; craft.js
 * cleans up after it, cancelled or not.
 */
function dragOverTop(
  { api, top }: Pick<ReturnType<typeof dropInsidePage>, 'api' | 'top'>,
  source: HTMLElement,
  dropOn: HTMLElement | null,
) {
  act(() => fireDrag(source, 'dragstart'));
  act(() => fireDrag(top(), 'dragover', { x: 10, y: 10 }));
  expect(api().query.getState().indicator).not.toBeNull();
  if (dropOn) act(() => fireDrag(dropOn, 'drop'));
  act(() => fireDrag(source, 'dragend'));
  expect(api().query.getState().indicator).toBeNull();
  expect(api().query.getEvent('dragged').all()).toEqual([]);
  expect(document.querySelector('.drag-shadow')).toBeNull();
}

for (const mode of RENDER_MODES) {
  claim(
    RULES,
    CANCEL,
    `DropInsideOnly: no drop event or a drop outside the root cancels, a drop inside applies (${mode.name})`,
    () => {
      const guarded = dropInsidePage(mode.strict);
      const { ps, panel, texts, toolbox } = guarded;
      const drag = (source: HTMLElement, dropOn: HTMLElement | null) => dragOverTop(guarded, source, dropOn);
      drag(ps[1], null); // Esc: no drop event
      drag(ps[1], panel); // released over a panel outside the editor
      drag(toolbox, null);
      drag(toolbox, toolbox); // released back over the toolbox
      expect(texts()).toEqual(['a', 'b']);
      drag(ps[1], ps[0]);
      expect(texts()).toEqual(['b', 'a']);
      drag(toolbox, ps[0]);
      expect(texts()).toEqual(['new', 'b', 'a']);
    },
  );
}

for (const mode of RENDER_MODES) {
  claim(
    RULES,
    CANCEL,
    `DropInsideOnly with the page in an iframe: a drop in the iframe applies, a release outside it or no drop cancels (${mode.name})`,
    () => {
      const guarded = dropInsidePage(mode.strict, { inIframe: true });
      const { iframe, root, ps, panel, texts, toolbox } = guarded;
      expect(root.ownerDocument).toBe(iframe!.contentDocument);
      const drag = (source: HTMLElement, dropOn: HTMLElement | null) => dragOverTop(guarded, source, dropOn);
      drag(ps[1], null);
      drag(ps[1], panel);
      drag(toolbox, toolbox);
      expect(texts()).toEqual(['a', 'b']);
      // The iframe's elements are not the main window's Nodes: an instanceof test would refuse this drop.
      expect(ps[0] instanceof Node).toBe(false);
      drag(ps[1], ps[0]);
      expect(texts()).toEqual(['b', 'a']);
      drag(toolbox, ps[0]);
      expect(texts()).toEqual(['new', 'b', 'a']);
      cleanup();
      iframe!.remove();
      expect(pageSection(`docs/${RULES}.mdx`, CANCEL)).toContain('the guard listens on the window of the root');
    },
  );
}

/** The bar craft.js draws during a drag (RenderIndicator.tsx: a fixed div with z-index 99999). */
const indicatorBar = () =>
  Array.from(document.querySelectorAll<HTMLElement>('div')).find(
    (el) => el.style.position === 'fixed' && el.style.zIndex === '99999',
  );

for (const mode of RENDER_MODES) {
  claim(
    RULES,
    CANCEL,
    `DropGuardEditor: the bar takes no pointer events, so a release on it reaches the block under it, and a given indicator keeps its colours (${mode.name})`,
    () => {
      for (const [given, colour] of [
        [undefined, 'rgb(98, 196, 98)'],
        [{ success: 'blue' }, 'blue'],
      ] as const) {
        const { api, ps, top, texts } = dropInsidePage(mode.strict, { indicator: given });
        act(() => fireDrag(ps[1], 'dragstart'));
        act(() => fireDrag(top(), 'dragover', { x: 10, y: 10 }));
        const bar = indicatorBar()!;
        expect(bar.style.pointerEvents).toBe('none');
        expect(bar.style.backgroundColor).toBe(colour);
        // Chromium hit-tests through a bar without pointer events: the drop lands on the block beneath.
        act(() => fireDrag(ps[0], 'drop'));
        act(() => fireDrag(ps[1], 'dragend'));
        expect(texts()).toEqual(['b', 'a']);
        expect(api().query.getState().indicator).toBeNull();
        cleanup();
      }
      expect(pageSection(`docs/${RULES}.mdx`, CANCEL)).toContain("turns off the bar's pointer events");
    },
  );
}

function ctrlPage(strict: boolean, Wrapper: EditorLike) {
  const handle: { current: EditorApi | null } = { current: null };
  function Grab() {
    handle.current = useEditor();
    return null;
  }
  const ui = (
    <Wrapper resolver={{ Box, Text }}>
      <Grab />
      <Frame>
        <Element is={Box} canvas>
          <Element is={Box} canvas label="inner">
            <Text text="a" />
          </Element>
        </Element>
      </Frame>
    </Wrapper>
  );
  const view = render(strict ? <React.StrictMode>{ui}</React.StrictMode> : ui);
  const query = () => handle.current!.query;
  const [inner] = childIds(query(), ROOT_NODE);
  const [text] = childIds(query(), inner);
  const selected = () => query().getEvent('selected').all();
  return { view, query, inner, text, selected, dom: (id: string) => query().node(id).get().dom! };
}

for (const mode of RENDER_MODES) {
  claim(
    EDITOR,
    CTRL,
    `a plain click selects nothing and keeps the selection; Ctrl or Cmd+click selects the innermost node (${mode.name})`,
    () => {
      // The default handlers select on a plain mousedown.
      const before = ctrlPage(mode.strict, Editor);
      act(() => void fireEvent.mouseDown(before.dom(before.text)));
      expect(before.selected()).toEqual([before.text]);
      before.view.unmount();

      const { inner, text, selected, dom } = ctrlPage(mode.strict, CtrlClickEditor);
      act(() => void fireEvent.mouseDown(dom(text)));
      act(() => void fireEvent.click(dom(text)));
      expect(selected()).toEqual([]);
      act(() => void fireEvent.mouseDown(dom(text), { ctrlKey: true }));
      expect(selected()).toEqual([text]);
      act(() => void fireEvent.mouseDown(dom(inner)));
      act(() => void fireEvent.click(dom(inner)));
      expect(selected()).toEqual([text]);
      act(() => void fireEvent.mouseDown(dom(inner), { metaKey: true }));
      expect(selected()).toEqual([inner]);
    },
  );

  claim(EDITOR, CTRL, `a drag still selects the node it moves (${mode.name})`, () => {
    const { inner, text, selected, dom } = ctrlPage(mode.strict, CtrlClickEditor);
    act(() => void fireEvent.mouseDown(dom(inner), { ctrlKey: true }));
    expect(selected()).toEqual([inner]);
    act(() => fireDrag(dom(text), 'dragstart'));
    expect(selected()).toEqual([text]);
    act(() => fireDrag(dom(text), 'dragend'));
    expect(pageSection(`docs/${EDITOR}.mdx`, CTRL)).toContain('A drag still selects the node it moves');
  });
}
