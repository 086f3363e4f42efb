/**
 * Real questions answered in docs/faq.mdx, the recipes run as printed, plainly and inside <React.StrictMode>:
 * - "How can I manage state and bind event using craft.js" (issue 427) › counter-button.tsx (Counter,
 *   PageActions, PublishedPage): what is saved and what is not, onClick in the editor and on the published page;
 * - "Is it possible resize a component?" (issue 326) › resizable-box.tsx (ResizableBox): no resize connector,
 *   handles that write width/height with one setProp on release.
 * Source: @craftjs/core src/utils/serializeNode.tsx (serializeComp leaves out undefined, null and function
 * props), src/editor/query.tsx (serialize = JSON.stringify of the serialized nodes), src/events/
 * DefaultEventHandlers.ts (handlers(): connect, select, hover, drop, drag, create; select listens to mousedown
 * and click and calls only e.craft.stopPropagation, craft.js's own flag), @craftjs/utils src/EventHandlers/
 * EventHandlers.ts (e.craft.stopPropagation never touches the DOM event), src/EventHandlers/ConnectorRegistry.ts
 * (connectors are not enabled while the editor is disabled), src/nodes/useInternalNode.ts (setProp →
 * actions.setProp, no check of options.enabled), @craftjs/utils src/History.ts (one setProp, one undo step).
 */
import type * as Craft from '@craftjs/core';
import { act, fireEvent, render } from '@testing-library/react';
import React from 'react';
import { expect, onTestFinished, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box } from './support/components';
import { fireDrag } from './support/dom';
import { childIds, renderEditor } from './support/editor';
import { inMode, RENDER_MODES } from './support/modes';

const { Editor, Element, Frame, ROOT_NODE, useEditor, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;

const PAGE = 'faq';
const FILE = `docs/${PAGE}.mdx`;
const STATE = 'Can a component keep state and handle events, like a counter or a click action?';
const RESIZE = 'Can users resize a component?';

type CounterProps = { label?: string; start?: number; action?: string; onClick?: () => void };
const { Counter, PageActions, PublishedPage } = loadGuideModule<{
  Counter: Craft.UserComponent<CounterProps>;
  PageActions: React.Context<ReadonlyMap<string, () => void>>;
  PublishedPage: React.FC<{ json: string; resolver: Craft.Resolver; actions: ReadonlyMap<string, () => void> }>;
}>(FILE, 'counter-button.tsx');
const { ResizableBox } = loadGuideModule<{
  ResizableBox: Craft.UserComponent<{ width?: number; height?: number; children?: React.ReactNode }>;
}>(FILE, 'resizable-box.tsx');

/**
 * The editor as a reader builds it, with PageActions provided around it (a spy under "signup"), so a test
 * can see whether an action runs while editing.
 */
function counterEditor(strict: boolean, counter: React.ReactElement = <Counter action="signup" />) {
  const signup = vi.fn();
  const handle: { current: ReturnType<typeof useEditor> | null } = { current: null };
  function Grab() {
    handle.current = useEditor();
    return null;
  }
  const view = render(
    inMode(
      <PageActions.Provider value={new Map([['signup', signup]])}>
        <Editor resolver={{ Box, Counter }}>
          <Grab />
          <Frame>
            <Element is={Box} canvas>
              {counter}
            </Element>
          </Frame>
        </Editor>
      </PageActions.Provider>,
      strict,
    ),
  );
  const api = () => handle.current!;
  const ed = {
    unmount: view.unmount,
    act: (change: () => void) => act(change),
    get actions() {
      return api().actions;
    },
    get query() {
      return api().query;
    },
  };
  const [id] = childIds(ed.query, ROOT_NODE);
  const button = () => view.container.querySelector('button')!;
  return { ed, id, button, signup };
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    STATE,
    `in the editor a click selects the node and counts, nothing prevents it, and no action runs (${mode.name})`,
    () => {
      const { ed, id, button, signup } = counterEditor(mode.strict);
      expect(button().textContent).toBe('Clicks: 0');
      let notPrevented = false;
      ed.act(() => void (notPrevented = fireEvent.mouseDown(button()) && fireEvent.click(button())));
      expect(notPrevented).toBe(true);
      expect(ed.query.getEvent('selected').all()).toEqual([id]);
      ed.act(() => void fireEvent.click(button()));
      expect(button().textContent).toBe('Clicks: 2');
      expect(signup).not.toHaveBeenCalled();
      // A settings panel's setProp changes the start; the clicks so far are kept on top of it.
      ed.act(() => ed.actions.setProp(id, (props: CounterProps) => void (props.start = 10)));
      expect(button().textContent).toBe('Clicks: 12');
      expect(pageSection(FILE, STATE)).toContain('neither stops those events nor prevents their default');
    },
  );

  claim(
    PAGE,
    STATE,
    `the saved page holds label, start and action but not the count; loaded, it starts from start and runs the named action (${mode.name})`,
    () => {
      const { ed, id, button } = counterEditor(mode.strict);
      ed.act(() => ed.actions.setProp(id, (props: CounterProps) => void (props.start = 5)));
      ed.act(() => void fireEvent.click(button()));
      ed.act(() => void fireEvent.click(button()));
      expect(button().textContent).toBe('Clicks: 7');
      const json = ed.query.serialize();
      expect(JSON.parse(json)[id].props).toEqual({ label: 'Clicks', start: 5, action: 'signup' });
      expect(JSON.parse(json)[id].custom).toEqual({});
      ed.unmount();

      const signup = vi.fn();
      const view = render(
        inMode(
          <PublishedPage json={json} resolver={{ Box, Counter }} actions={new Map([['signup', signup]])} />,
          mode.strict,
        ),
      );
      const published = view.container.querySelector('button')!;
      expect(published.textContent).toBe('Clicks: 5');
      act(() => void fireEvent.click(published));
      expect(published.textContent).toBe('Clicks: 6');
      expect(signup).toHaveBeenCalledTimes(1);
      expect(pageSection(FILE, STATE)).toContain('starts again from `start` whenever the component mounts');
    },
  );

  claim(
    PAGE,
    STATE,
    `an action name the map lacks (empty, unknown, an Object method name) does nothing on the published page (${mode.name})`,
    () => {
      // React reports an error thrown in an event handler to window's error event, not to the caller.
      const errors: unknown[] = [];
      const onError = (e: ErrorEvent) => {
        errors.push(e.error);
        e.preventDefault();
      };
      window.addEventListener('error', onError);
      onTestFinished(() => window.removeEventListener('error', onError));
      for (const action of ['', 'checkout', 'toString', 'constructor']) {
        const { ed } = counterEditor(mode.strict, <Counter action={action} />);
        const json = ed.query.serialize();
        ed.unmount();
        const signup = vi.fn();
        const view = render(
          inMode(
            <PublishedPage json={json} resolver={{ Box, Counter }} actions={new Map([['signup', signup]])} />,
            mode.strict,
          ),
        );
        const published = view.container.querySelector('button')!;
        act(() => void fireEvent.click(published));
        expect(published.textContent).toBe('Clicks: 1');
        expect(signup).not.toHaveBeenCalled();
        view.unmount();
      }
      expect(errors).toEqual([]);
    },
  );

  claim(
    PAGE,
    STATE,
    `an onClick passed as a prop is left out of the saved page and gone after loading (${mode.name})`,
    () => {
      const onClick = vi.fn();
      const { ed, id } = counterEditor(mode.strict, <Counter action="" onClick={onClick} />);
      expect(ed.query.node(id).get().data.props.onClick).toBe(onClick);
      const json = ed.query.serialize();
      expect(Object.keys(JSON.parse(json)[id].props)).not.toContain('onClick');
      ed.unmount();
      const reloaded = renderEditor(null, { resolver: { Box, Counter }, data: json, strict: mode.strict });
      const [again] = childIds(reloaded.query, ROOT_NODE);
      expect(reloaded.query.node(again).get().data.props.onClick).toBeUndefined();
      expect(pageSection(FILE, STATE)).toContain('leaves out props that are functions');
    },
  );
}

function pointer(target: EventTarget, type: string, x: number, y: number) {
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y }));
}

function boxPage(strict: boolean) {
  const ed = renderEditor(
    <Element is={Box} canvas>
      <ResizableBox width={200} height={100} />
    </Element>,
    { resolver: { Box, ResizableBox }, strict },
  );
  const [id] = childIds(ed.query, ROOT_NODE);
  const dom = () => ed.query.node(id).get().dom!;
  const handle = (name: string) => ed.container.querySelector<HTMLElement>(`[data-handle="${name}"]`);
  const size = () => {
    const { width, height } = ed.query.node(id).get().data.props;
    return [width, height];
  };
  const shown = () => [dom().style.width, dom().style.height];
  /** Holds `name` at (100, 100), moves to (x, y) and releases there. */
  const resize = (name: string, x: number, y: number) => {
    ed.act(() => pointer(handle(name)!, 'pointerdown', 100, 100));
    ed.act(() => pointer(window, 'pointermove', x, y));
    ed.act(() => pointer(window, 'pointerup', x, y));
  };
  return { ed, id, dom, handle, size, shown, resize };
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    RESIZE,
    `a handle shows the live size while held and saves width/height with one setProp on release: one undo step (${mode.name})`,
    () => {
      const { ed, id, dom, handle, size, shown, resize } = boxPage(mode.strict);
      expect(handle('corner')).toBeNull();
      ed.act(() => ed.actions.selectNode(id));
      expect(shown()).toEqual(['200px', '100px']);
      ed.act(() => pointer(handle('corner')!, 'pointerdown', 100, 100));
      ed.act(() => pointer(window, 'pointermove', 150, 130));
      expect(shown()).toEqual(['250px', '130px']);
      expect(size()).toEqual([200, 100]);
      expect(ed.query.history.canUndo()).toBe(false);
      ed.act(() => pointer(window, 'pointermove', 160, 140));
      ed.act(() => pointer(window, 'pointerup', 160, 140));
      expect(size()).toEqual([260, 140]);
      expect(shown()).toEqual(['260px', '140px']);
      expect(JSON.parse(ed.query.serialize())[id].props).toEqual({ width: 260, height: 140 });
      // The window listeners are gone after the release.
      ed.act(() => pointer(window, 'pointermove', 900, 900));
      expect(shown()).toEqual(['260px', '140px']);
      ed.act(() => ed.actions.history.undo());
      expect(size()).toEqual([200, 100]);
      expect(ed.query.history.canUndo()).toBe(false);
      // With a step to redo: a new resize replaces it, and undo goes back to the size before it.
      expect(ed.query.history.canRedo()).toBe(true);
      resize('right', 130, 400);
      expect(size()).toEqual([230, 100]);
      expect(ed.query.history.canRedo()).toBe(false);
      resize('bottom', 400, 60);
      expect(size()).toEqual([230, 60]);
      resize('corner', -500, -500);
      expect(size()).toEqual([20, 20]);
      ed.act(() => ed.actions.history.undo());
      ed.act(() => ed.actions.history.undo());
      ed.act(() => ed.actions.history.undo());
      expect(size()).toEqual([200, 100]);
      expect(ed.query.history.canUndo()).toBe(false);
      // A press without a move and a cancelled resize save nothing.
      ed.act(() => pointer(handle('corner')!, 'pointerdown', 100, 100));
      ed.act(() => pointer(window, 'pointerup', 100, 100));
      ed.act(() => pointer(handle('corner')!, 'pointerdown', 100, 100));
      ed.act(() => pointer(window, 'pointermove', 200, 200));
      ed.act(() => pointer(window, 'pointercancel', 0, 0));
      expect(shown()).toEqual(['200px', '100px']);
      expect(ed.query.history.canUndo()).toBe(false);
      expect(dom().getAttribute('draggable')).toBeNull();
      expect(pageSection(FILE, RESIZE)).toContain('so a resize is one undo step');
    },
  );

  claim(PAGE, RESIZE, `with the editor disabled there are no handles and no grip (${mode.name})`, () => {
    const { ed, id, handle, size } = boxPage(mode.strict);
    ed.act(() => ed.actions.selectNode(id));
    expect(handle('corner')).not.toBeNull();
    ed.act(() => ed.actions.setOptions((options) => void (options.enabled = false)));
    expect(handle('corner')).toBeNull();
    // Disabling clears the selection; a node selected by an action while disabled still shows no handles.
    ed.act(() => ed.actions.selectNode(id));
    expect(ed.query.getEvent('selected').all()).toEqual([id]);
    expect(handle('corner')).toBeNull();
    expect(ed.container.querySelector('[title="Drag"]')).toBeNull();
    // setProp itself would still apply: the component is what keeps a read-only page unchanged.
    ed.act(() => ed.actions.setProp(id, (props: { width: number }) => void (props.width = 300)));
    expect(size()).toEqual([300, 100]);
    expect(pageSection(FILE, RESIZE)).toContain('actions do not check the editor');
  });

  claim(
    PAGE,
    RESIZE,
    `drag sits on the grip: the box is not draggable, a dragstart on the grip moves the node (${mode.name})`,
    () => {
      const { ed, id, dom } = boxPage(mode.strict);
      const grip = ed.container.querySelector<HTMLElement>('[title="Drag"]')!;
      expect(grip.getAttribute('draggable')).toBe('true');
      expect(dom().getAttribute('draggable')).toBeNull();
      ed.act(() => fireDrag(grip, 'dragstart'));
      expect(ed.query.getEvent('dragged').all()).toEqual([id]);
      ed.act(() => fireDrag(grip, 'dragend'));
      expect(pageSection(FILE, RESIZE)).toContain('`drag` sits on a grip, not on the box');
    },
  );
}

claim(PAGE, RESIZE, 'craft.js 0.2.12 has no resize connector and no size in node data', () => {
  const seen: { node?: string[]; editor?: string[]; data?: string[] } = {};
  function Probe() {
    const { connectors, id } = useNode();
    const { connectors: editorConnectors, query } = useEditor();
    seen.node = Object.keys(connectors);
    seen.editor = Object.keys(editorConnectors);
    seen.data = Object.keys(query.node(id).get().data);
    return null;
  }
  renderEditor(
    <Element is={Box} canvas>
      <Probe />
    </Element>,
    { resolver: { Box, Probe } },
  );
  expect(seen.node!.sort()).toEqual(['connect', 'drag']);
  expect(seen.editor!.sort()).toEqual(['connect', 'create', 'drag', 'drop', 'hover', 'select']);
  expect(seen.data!.filter((key) => /size|width|height|resiz/i.test(key))).toEqual([]);
  expect(pageSection(FILE, RESIZE)).toContain('0.2.12 has no resize connector');
});
