/**
 * The eighth audit's findings (a fresh reading of every page, 2026-11-28), each against the page as printed:
 * the page states the behaviour, and the test shows it with the real packages, plainly and under StrictMode.
 * Source: @craftjs/utils src/EventHandlers/wrapConnectorHooks.tsx (a React element gets a copy with a ref that
 * React calls with the DOM element alone; reading `element.ref`; an empty Error for a component element),
 * src/events/DefaultEventHandlers.ts (a drag compares with the last clicked selection), utils src/useMethods.ts
 * (a subscriber's first collect always reports), utils src/History.ts (merge and throttleAdd keep the redo
 * steps), src/editor/Editor.tsx (an `enabled` of undefined is not copied; normalizeNodes on any data patch),
 * src/nodes/Element.tsx (linked nodes added with history.ignore()), src/utils/serializeNode.tsx (only function
 * component elements are converted).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as Craft from '@craftjs/core';
import { act, fireEvent, render } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Card, IconHolder, Text } from './support/components';
import { fireDrag } from './support/dom';
import { childIds, remountableFrame, renderEditor } from './support/editor';
import { RENDER_MODES, inMode } from './support/modes';

const { Editor, Element, Frame, ROOT_NODE, useEditor, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;
type EditorApi = ReturnType<typeof Craft.useEditor>;

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const REF_WARNING = 'Accessing element.ref was removed in React 19';
const page = (file: string) => readFileSync(path.resolve(__dirname, '../..', file), 'utf8').replace(/\s+/g, ' ');
const section = (file: string, heading: string) => pageSection(`docs/${file}.mdx`, heading);
const refWarnings = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter((call) => String(call[0]).includes(REF_WARNING)).length;

/** The first node the Frame's root holds (a Text in these tests). */
const firstChild = (query: EditorApi['query']) => childIds(query, ROOT_NODE)[0];

/** useEditor's select connector given a React element (`elementForm`) or, from a ref callback, the DOM element. */
function pickers(elementForm: boolean) {
  return function Pickers() {
    const { connectors, first } = useEditor((state) => ({ first: state.nodes[ROOT_NODE]?.data.nodes[0] }));
    if (!first) return null;
    if (elementForm) return connectors.select(<button type="button">element form</button>, first);
    return (
      <button
        type="button"
        ref={(el) => {
          if (el) connectors.select(el, first);
        }}
      >
        ref form
      </button>
    );
  };
}

const pageWithText = (
  <Element is={Box} canvas>
    <Text text="a" />
  </Element>
);

claim(
  'api/useEditor',
  'connectors',
  'select given a React element loses the id: a click clears the selection, while the ref-callback form selects',
  () => {
    expect(section('api/useEditor', 'connectors')).toContain('the id and every other argument are lost');
    const byRef = renderEditor(pageWithText, { resolver: { Box, Text }, around: React.createElement(pickers(false)) });
    act(() => void fireEvent.mouseDown(byRef.getByText('ref form')));
    expect(byRef.query.getEvent('selected').all()).toEqual([firstChild(byRef.query)]);
    byRef.unmount();

    const byElement = renderEditor(pageWithText, {
      resolver: { Box, Text },
      around: React.createElement(pickers(true)),
    });
    byElement.act(() => byElement.actions.selectNode(firstChild(byElement.query)));
    expect(byElement.query.getEvent('selected').all()).toEqual([firstChild(byElement.query)]);
    act(() => void fireEvent.mouseDown(byElement.getByText('element form')));
    expect(byElement.query.getEvent('selected').all()).toEqual([]);
    // The unmount calls the copy's ref with null, and the connector throws on it.
    expect(() => byElement.unmount()).toThrow('Invalid value used as weak map key');
  },
);

/** The messages of a thrown error: React throws an AggregateError when several refs fail in one commit. */
const messagesOf = (error: unknown): string[] =>
  error instanceof AggregateError ? error.errors.flatMap(messagesOf) : [(error as Error | undefined)?.message ?? ''];

claim(
  'api/useEditor',
  'connectors',
  'under StrictMode a React element given to select throws as soon as it mounts',
  () => {
    expect(section('api/useEditor', 'connectors')).toContain(
      'the connector then throws "Invalid value used as weak map key"',
    );
    let thrown: unknown;
    try {
      renderEditor(pageWithText, { resolver: { Box, Text }, around: React.createElement(pickers(true)), strict: true });
    } catch (error) {
      thrown = error;
    }
    expect(messagesOf(thrown)).toContain('Invalid value used as weak map key');
  },
);

// React logs the ref warning once per tag name and module: each claim below connects a tag no other test here uses.
claim(
  'api/element',
  'is',
  'one connector on a JSX element reads no ref and logs nothing: the warning comes from the chain, as the page says',
  () => {
    expect(section('api/element', 'is')).toContain('because craft.js chains two connectors on a copy of the element');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Single: Craft.UserComponent = () => useNode().connectors.connect(<var>one connector</var>);
    renderEditor(
      <Element is={Box} canvas>
        <Single />
      </Element>,
      { resolver: { Box, Single } },
    );
    expect(refWarnings(errors)).toBe(0);
  },
);

for (const [mode, tag] of [
  [RENDER_MODES[0], 'samp'],
  [RENDER_MODES[1], 'kbd'],
] as const) {
  claim(
    'concepts/editor',
    'The event state',
    `a user component handing chained connectors a JSX element makes React 19 warn; ref callbacks do not (${mode.name})`,
    () => {
      expect(section('concepts/editor', 'The event state')).toContain(
        'Your own components cause it only when they hand a connector a JSX element',
      );
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const Chained: Craft.UserComponent = () => {
        const {
          connectors: { connect, drag },
        } = useNode();
        return connect(drag(React.createElement(tag, null, 'chained')));
      };
      const content = (withChained: boolean) => (
        <Element is={Box} canvas>
          <Text text="a" />
          {withChained && <Chained />}
        </Element>
      );
      renderEditor(content(false), { resolver: { Box, Text, Chained }, strict: mode.strict }).unmount();
      expect(refWarnings(errors)).toBe(0);
      renderEditor(content(true), { resolver: { Box, Text, Chained }, strict: mode.strict });
      expect(refWarnings(errors)).toBe(1);
    },
  );

  claim(
    'concepts/editor',
    'The event state',
    `a drag takes the whole selection made by clicking, but only the dragged node after selectNode from code unless the last click was on it (${mode.name})`,
    () => {
      // The ninth audit (C-4) found the exception: the drag compares with the selection the last click left.
      expect(section('concepts/editor', 'The event state')).toContain(
        'a drag of `a` takes only `a`, and the selection shrinks to it, unless that last click was on `a` (then it takes both)',
      );
      const twoTexts = () => {
        const editor = renderEditor(
          <Element is={Box} canvas>
            <Text text="a" />
            <Text text="b" />
          </Element>,
          { resolver: { Box, Text }, strict: mode.strict },
        );
        const dom = (text: string) => editor.container.querySelector(`[data-text="${text}"]`)!;
        const dragOf = (el: Element) => {
          act(() => fireDrag(el, 'dragstart'));
          const dragged = editor.query.getEvent('dragged').all();
          act(() => fireDrag(el, 'dragend'));
          return dragged;
        };
        const click = (el: Element, init: MouseEventInit = {}) =>
          act(() => {
            fireEvent.mouseDown(el, init);
            fireEvent.click(el, init);
          });
        return { editor, ids: childIds(editor.query, ROOT_NODE), dom, dragOf, click };
      };
      const clicked = twoTexts();
      clicked.click(clicked.dom('a'));
      clicked.click(clicked.dom('b'), { metaKey: true });
      expect(clicked.dragOf(clicked.dom('a')).sort()).toEqual([...clicked.ids].sort());
      clicked.editor.unmount();

      const fromCode = twoTexts();
      fromCode.editor.act(() => fromCode.editor.actions.selectNode(fromCode.ids));
      expect(fromCode.editor.query.getEvent('selected').all().sort()).toEqual([...fromCode.ids].sort());
      expect(fromCode.dragOf(fromCode.dom('a'))).toEqual([fromCode.ids[0]]);
      expect(fromCode.editor.query.getEvent('selected').all()).toEqual([fromCode.ids[0]]);
      fromCode.editor.unmount();

      const clickedFirst = twoTexts();
      clickedFirst.click(clickedFirst.dom('a'));
      clickedFirst.editor.act(() => clickedFirst.editor.actions.selectNode(clickedFirst.ids));
      expect(clickedFirst.dragOf(clickedFirst.dom('a')).sort()).toEqual([...clickedFirst.ids].sort());
      expect(clickedFirst.editor.query.getEvent('selected').all().sort()).toEqual([...clickedFirst.ids].sort());
    },
  );
}

claim(
  'concepts/user-components',
  'Connectors',
  'connect given a component element throws an Error with an empty message',
  () => {
    expect(section('concepts/user-components', 'Connectors')).toContain('throws an `Error` with an empty message');
    let connectors: ReturnType<typeof Craft.useNode>['connectors'] | undefined;
    const Grab: Craft.UserComponent = () => {
      const node = useNode();
      connectors = node.connectors;
      return (
        <p
          ref={(el) => {
            if (el) node.connectors.connect(el);
          }}
        >
          grab
        </p>
      );
    };
    renderEditor(
      <Element is={Box} canvas>
        <Grab />
      </Element>,
      { resolver: { Box, Grab } },
    );
    expect(() => connectors!.connect(<Box />)).toThrow(
      expect.objectContaining({ name: 'Error', message: '' }) as unknown as Error,
    );
  },
);

for (const mode of RENDER_MODES) {
  claim(
    'api/useEditor',
    'Collectors and changing props',
    `a constant collector re-renders its component once more than no collector after mounting, and not on later changes (${mode.name})`,
    () => {
      expect(section('api/useEditor', 'Collectors and changing props')).toContain(
        'A collecting component re-renders once when it first hears from the editor',
      );
      const renders = { constant: 0, none: 0 };
      function Constant() {
        useEditor(() => ({ x: 1 }));
        renders.constant += 1;
        return null;
      }
      function NoCollector() {
        useEditor();
        renders.none += 1;
        return null;
      }
      const editor = renderEditor(
        <Element is={Box} canvas>
          <Text text="a" />
        </Element>,
        {
          resolver: { Box, Text },
          around: (
            <>
              <Constant />
              <NoCollector />
            </>
          ),
          strict: mode.strict,
        },
      );
      expect(renders.constant).toBe(renders.none * 2);
      const afterMount = renders.constant;
      const id = firstChild(editor.query);
      editor.act(() => editor.actions.setProp(id, (props: { text: string }) => (props.text = 'b')));
      editor.act(() => editor.actions.setProp(id, (props: { text: string }) => (props.text = 'c')));
      expect(renders.constant).toBe(afterMount);
    },
  );

  claim(
    'api/useEditor',
    'history.merge',
    `a merged change right after an Undo keeps the redo step, and Redo applies the undone change on top (${mode.name})`,
    () => {
      expect(section('api/useEditor', 'history.merge')).toContain('the redo steps are kept');
      const editor = renderEditor(
        <Element is={Box} canvas>
          <Text text="a" />
        </Element>,
        { resolver: { Box, Text }, strict: mode.strict },
      );
      const id = firstChild(editor.query);
      const node = () => editor.query.node(id).get().data;
      for (const text of ['b', 'c'])
        editor.act(() => editor.actions.setProp(id, (props: { text: string }) => (props.text = text)));
      editor.act(() => editor.actions.history.undo());
      expect(node().props.text).toBe('b');
      editor.act(() =>
        editor.actions.history.merge().setCustom(id, (custom: { touched?: boolean }) => (custom.touched = true)),
      );
      expect(editor.query.history.canRedo()).toBe(true);
      editor.act(() => editor.actions.history.redo());
      expect(node().props.text).toBe('c');
      expect(node().custom.touched).toBe(true);
      editor.unmount();

      // The eleventh audit: after undoing the first step there is no step to merge into.
      expect(section('api/useEditor', 'history.merge')).toContain(
        'When the undone step was the first, there is no step before it: the change becomes a new step, and the redo steps are dropped.',
      );
      const fresh = renderEditor(
        <Element is={Box} canvas>
          <Text text="a" />
        </Element>,
        { resolver: { Box, Text }, strict: mode.strict },
      );
      const only = firstChild(fresh.query);
      fresh.act(() => fresh.actions.setProp(only, (props: { text: string }) => (props.text = 'b')));
      fresh.act(() => fresh.actions.history.undo());
      fresh.act(() =>
        fresh.actions.history.merge().setCustom(only, (custom: { touched?: boolean }) => (custom.touched = true)),
      );
      expect(fresh.query.history.canRedo()).toBe(false);
      expect(fresh.query.history.canUndo()).toBe(true);
      fresh.act(() => fresh.actions.history.undo());
      expect(fresh.query.node(only).get().data.custom.touched).toBeUndefined();
      expect(fresh.query.node(only).get().data.props.text).toBe('a');
    },
  );

  claim(
    'api/editor',
    'enabled',
    `a change of the enabled prop to undefined leaves the store as it was (${mode.name})`,
    () => {
      expect(section('api/editor', 'enabled')).toContain('a change to `undefined` leaves the store as it was');
      expect(page('docs/api/editor.mdx')).toContain('(a change to `undefined` is ignored)');
      const handle: { current: EditorApi | null } = { current: null };
      function Grab() {
        handle.current = useEditor();
        return null;
      }
      const app = (enabled: boolean | undefined) =>
        inMode(
          <Editor resolver={{ Box, Text }} enabled={enabled}>
            <Grab />
            <Frame>
              <Element is={Box} canvas>
                <Text text="a" />
              </Element>
            </Frame>
          </Editor>,
          mode.strict,
        );
      const view = render(app(true));
      view.rerender(app(false));
      expect(handle.current!.query.getOptions().enabled).toBe(false);
      view.rerender(app(true));
      view.rerender(app(undefined));
      expect(handle.current!.query.getOptions().enabled).toBe(true);
    },
  );

  claim(
    'api/editor',
    'normalizeNodes',
    `a component that creates a linked Element calls it on the first render, with type addLinkedNodeFromTree (${mode.name})`,
    () => {
      expect(section('api/editor', 'normalizeNodes')).toContain("with `type: 'addLinkedNodeFromTree'`");
      const types: string[] = [];
      const normalizeNodes = (...args: unknown[]) => void types.push((args[2] as { type: string }).type);
      renderEditor(
        <Element is={Box} canvas>
          <Text text="plain" />
        </Element>,
        { resolver: { Box, Text }, normalizeNodes, strict: mode.strict },
      ).unmount();
      expect(types).toEqual([]);
      renderEditor(
        <Element is={Box} canvas>
          <Card />
        </Element>,
        { resolver: { Box, Text, Card }, normalizeNodes, strict: mode.strict },
      );
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types)).toEqual(new Set(['addLinkedNodeFromTree']));
    },
  );

  claim(
    'api/helpers',
    'isDraggable',
    `useDragProblem as printed answers null for an id that is not in the editor, not a TypeError (${mode.name})`,
    () => {
      const { useDragProblem } = loadGuideModule<{ useDragProblem: (id: string) => string | null }>(
        'docs/api/helpers.mdx',
        'useDragProblem',
      );
      const answers: Record<string, string | null> = {};
      function Problems() {
        answers.missing = useDragProblem('not-a-node');
        answers.root = useDragProblem(ROOT_NODE);
        return null;
      }
      renderEditor(
        <Element is={Box} canvas>
          <Text text="a" />
        </Element>,
        { resolver: { Box, Text }, around: <Problems />, strict: mode.strict },
      );
      expect(answers.missing).toBeNull();
      expect(answers.root).toMatch(/^Error: /);
    },
  );
}

claim(
  'api/nodetree',
  "Changing a node's component type",
  'the page says the unattached replacement is there after the Undo alone, its parent gone',
  () => {
    const text = section('api/nodetree', "Changing a node's component type");
    expect(text).toContain('after an Undo, and still after a Redo, the replacement stays in the saved JSON');
    expect(text).toContain('`parent` names a node that no longer exists');
  },
);

for (const mode of RENDER_MODES) {
  claim(
    'overview',
    'A first editor in 20 lines',
    `a Frame that mounts again reads its JSX child again, over the user's edits, as the page now says (${mode.name})`,
    () => {
      expect(section('overview', 'A first editor in 20 lines')).toContain(
        "reads its JSX child once when it mounts (a Frame that mounts again reloads it over the user's edits",
      );
      expect(section('guides/save-load-state', 'Loading with Frame data')).toContain(
        "loads `data` or its children again over the user's unsaved edits",
      );
      const { view, app, api } = remountableFrame(Frame, mode.strict);
      const id = firstChild(api().query);
      act(() => api().actions.setProp(id, (props: { text: string }) => (props.text = 'edited')));
      expect(view.container.textContent).toBe('editedb');
      view.rerender(app(false));
      view.rerender(app(true));
      expect(view.container.textContent).toBe('ab');
    },
  );
}

claim(
  'guides/performance',
  'What one change costs',
  'the page names the first StrictMode subscription as the one that serializes while mounting',
  () => {
    expect(section('guides/performance', 'What one change costs')).toContain(
      'leaves two subscriptions; the first serializes the page on every action',
    );
  },
);

for (const mode of RENDER_MODES) {
  claim(
    'guides/save-load-state',
    'Autosave with onNodesChange',
    `AutosavingEditor as printed saves its default page after the first hover, before any edit (${mode.name})`,
    () => {
      expect(section('guides/save-load-state', 'Autosave with onNodesChange')).toContain(
        'the first hover of each visit would overwrite the stored page with that default',
      );
      vi.useFakeTimers();
      const fetchSpy = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
      vi.stubGlobal('fetch', fetchSpy);
      const { AutosavingEditor } = loadGuideModule<{ AutosavingEditor: React.FC }>(
        'docs/guides/save-load-state.mdx',
        'AutosavingEditor.tsx',
      );
      const view = render(inMode(<AutosavingEditor />, mode.strict));
      act(() => void fireEvent.mouseOver(view.getByText('Edit me; I save myself.')));
      act(() => void vi.advanceTimersByTime(1000));
      vi.unstubAllGlobals();
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/pages/home');
      expect(init.method).toBe('PUT');
      expect(String(init.body)).toContain('Edit me; I save myself.');
    },
  );
}

const Unlisted = () => <span>unlisted</span>;
const Star = () => <span>star</span>;
const MemoStar = React.memo(Star);

/** Serializes a page whose IconHolder got `icon`, created during the App's render as an app writes it. */
function serializeWithIcon(icon: () => React.ReactNode, strict: boolean): () => string {
  const handle: { current: EditorApi | null } = { current: null };
  function Grab() {
    handle.current = useEditor();
    return null;
  }
  function App() {
    return (
      <Editor resolver={{ Box, IconHolder, Star }}>
        <Grab />
        <Frame>
          <Element is={Box} canvas>
            <IconHolder icon={icon()} />
          </Element>
        </Frame>
      </Editor>
    );
  }
  render(inMode(<App />, strict));
  return () => handle.current!.query.serialize();
}

for (const mode of RENDER_MODES) {
  claim(
    'guides/server-rendering',
    'What to watch out for',
    `an element prop of a component missing from the resolver, or an HTML element made during a render, makes saving fail (${mode.name})`,
    () => {
      expect(section('guides/server-rendering', 'What to watch out for')).toContain('Others make saving fail');
      expect(serializeWithIcon(() => <Star />, mode.strict)()).toContain('"resolvedName":"Star"');
      expect(serializeWithIcon(() => <Unlisted />, mode.strict)).toThrow();
      expect(serializeWithIcon(() => <b>bold</b>, mode.strict)).toThrow(/circular/);
    },
  );

  claim(
    'guides/versioned-saving',
    'What to watch out for',
    `a memo element made during a render makes saving throw in development, like an HTML element (${mode.name})`,
    () => {
      expect(section('guides/versioned-saving', 'What to watch out for')).toContain(
        'An HTML element such as `<b>`, or one made with `forwardRef` or `memo`, is not converted at all',
      );
      expect(serializeWithIcon(() => <MemoStar />, mode.strict)).toThrow(/circular/);
    },
  );

  // The tenth audit found the saving guide still saying such an element always saves.
  claim(
    'guides/save-load-state',
    'Props holding React elements',
    `a memo element made during a render makes saving throw in development, as the saving guide says (${mode.name})`,
    () => {
      expect(section('guides/save-load-state', 'Props holding React elements')).toContain(
        "when it is created while a component renders in React 19's development build, it makes `query.serialize()` throw",
      );
      expect(serializeWithIcon(() => <MemoStar />, mode.strict)).toThrow(/circular/);
    },
  );
}

for (const mode of RENDER_MODES) {
  claim(
    'migrating/migrating-0.1.x',
    'canMoveIn and canMoveOut receive arrays',
    `an old single-node canMoveIn refuses with its own TypeError, which isDroppable hands over as the reason (${mode.name})`,
    () => {
      expect(section('migrating/migrating-0.1.x', 'canMoveIn and canMoveOut receive arrays')).toContain(
        "`state.indicator.error` holds that `TypeError` instead of a rule's message",
      );
      const OldRule: Craft.UserComponent<{ children?: React.ReactNode }> = (props) => <Box {...props} />;
      // Written for 0.1.x, where the rule got one node: on 0.2.12's array, `data` is undefined.
      OldRule.craft = { rules: { canMoveIn: (incoming) => (incoming as unknown as Craft.Node).data.name === 'Text' } };
      const editor = renderEditor(
        <Element is={Box} canvas>
          <Element is={OldRule} canvas id="old" />
          <Text text="a" />
        </Element>,
        { resolver: { Box, Text, OldRule }, strict: mode.strict },
      );
      const [oldRule, text] = childIds(editor.query, ROOT_NODE);
      const reasons: unknown[] = [];
      const allowed = editor.query
        .node(oldRule)
        .isDroppable(editor.query.node(text).get(), (error) => reasons.push(error));
      expect(allowed).toBe(false);
      expect(reasons).toHaveLength(1);
      expect(reasons[0]).toBeInstanceOf(TypeError);
      expect(String(reasons[0])).toContain("reading 'name'");
    },
  );
}

claim(
  'additional/layers',
  'drag',
  'the page says a drop the panel sends to another, refusing canvas ends in an uncaught Invariant failed from move',
  () => {
    // Source: @craftjs/layers src/events/LayerHandlers.ts (dragover and the header-edge branch change the placement's
    // parent after the rules were checked; dragend calls actions.move without checking again), @craftjs/core
    // src/editor/actions.ts (move throws when the new parent refuses). jsdom has no layout for the header's edge.
    const text = section('additional/layers', 'drag');
    expect(text).toContain("`actions.move` throws `Invariant failed` from the panel's drag-end handler");
    expect(text).toContain("the layer's parent when the pointer is near the edge of a canvas layer's header");
  },
);
