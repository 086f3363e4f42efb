/**
 * The sixth audit's findings on the API, concepts, migrating and guide pages, each against the page as printed,
 * plainly and inside <React.StrictMode> (the StrictMode-only claims in StrictMode alone):
 * - api/frame › When the Frame loads: the history survives a remount; FreshHistoryFrame clears it;
 * - api/user-component › displayName: a minified function name is shown and saved;
 * - api/editor › onNodesChange and handlers, api/useEditor › select: what StrictMode and selectNode change;
 * - concepts/editor and migrating: delete recipes leave out nodes whose ancestor is deleted too.
 * Source: @craftjs/core src/render/Frame.tsx (loads on each mount through history.ignore()), utils src/
 * History.ts (undo applies old patches), src/utils/createNode.ts (displayName: type.name), src/editor/
 * Editor.tsx (subscription in an effect without cleanup), @craftjs/utils src/useMethods.ts (a new subscriber
 * fires on the first change), src/events/Events.tsx (handlers made in useMemo), src/events/
 * DefaultEventHandlers.ts (currentSelectedElementIds: only clicks), src/editor/actions.ts (delete).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as Craft from '@craftjs/core';
import { act, fireEvent } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { fireDrag, setBox } from './support/dom';
import { childIds, remountableFrame, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const { DefaultEventHandlers, Element, Frame, ROOT_NODE, useEditor, useNode } = requireFromRoot(
  '@craftjs/core',
) as typeof Craft;

afterEach(() => vi.restoreAllMocks());

const { FreshHistoryFrame } = loadGuideModule<{ FreshHistoryFrame: React.FC<Craft.FrameProps> }>(
  'docs/api/frame.mdx',
  'FreshHistoryFrame.tsx',
);

for (const mode of RENDER_MODES) {
  claim(
    'api/frame',
    'When the Frame loads',
    `the undo history survives a remount and an Undo then leaves null in the root's children; FreshHistoryFrame starts empty (${mode.name})`,
    () => {
      for (const [FrameKind, undoable] of [
        [Frame, true],
        [FreshHistoryFrame, false],
      ] as const) {
        const { view, app, api } = remountableFrame(FrameKind, mode.strict);
        for (const text of ['c', 'd']) {
          const extra = api()
            .query.parseReactElement(<Text text={text} />)
            .toNodeTree();
          act(() => api().actions.addNodeTree(extra, ROOT_NODE));
        }
        expect(api().query.history.canUndo()).toBe(true);
        view.rerender(app(false));
        view.rerender(app(true));
        expect(api().query.history.canUndo()).toBe(undoable);
        if (undoable) {
          act(() => api().actions.history.undo());
          expect(JSON.parse(api().query.serialize()).ROOT.nodes).toContain(null);
        }
        view.unmount();
      }
      expect(pageSection('docs/api/frame.mdx', 'When the Frame loads')).toContain(
        'The undo history survives a remount',
      );
    },
  );

  claim(
    'api/user-component',
    'displayName',
    `without craft.displayName a minified function name is what users see and what is saved (${mode.name})`,
    () => {
      const HeroBanner: Craft.UserComponent = () => {
        const {
          connectors: { connect },
        } = useNode();
        return <header ref={(el) => void (el && connect(el))}>Hero</header>;
      };
      // What a minifier does to the function's name in a production bundle.
      Object.defineProperty(HeroBanner, 'name', { value: 'ud' });
      const ed = renderEditor(
        <Element is={Box} canvas>
          <HeroBanner />
        </Element>,
        { resolver: { Box, HeroBanner }, strict: mode.strict },
      );
      const [hero] = childIds(ed.query, ROOT_NODE);
      expect(ed.query.node(hero).get().data.displayName).toBe('ud');
      const saved = JSON.parse(ed.query.serialize())[hero];
      expect(saved.displayName).toBe('ud');
      expect(saved.type).toEqual({ resolvedName: 'HeroBanner' });
      expect(pageSection('docs/api/user-component.mdx', 'displayName')).toContain(
        'set `displayName` on every component whose name users see',
      );
    },
  );

  claim(
    'api/useEditor',
    'connectors',
    `a multi-select click removes a node selected when the last click ended; one selected since by selectNode goes on the second (${mode.name})`,
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="a" />
          <Text text="b" />
        </Element>,
        { resolver: { Box, Text }, strict: mode.strict },
      );
      const [a, b] = childIds(ed.query, ROOT_NODE);
      const dom = (id: string) => ed.query.node(id).get().dom!;
      const selected = () => ed.query.getEvent('selected').all();
      // DefaultEventHandlers.ts: the removal happens on click, against the selection as the last click left it.
      const click = (el: HTMLElement, init: MouseEventInit = {}) =>
        act(() => {
          fireEvent.mouseDown(el, init);
          fireEvent.click(el, init);
        });
      click(dom(a));
      click(dom(a), { metaKey: true });
      expect(selected()).toEqual([]);
      ed.act(() => ed.actions.selectNode(b));
      click(dom(b), { metaKey: true });
      expect(selected()).toEqual([b]);
      // That click ended with b selected: the next one removes it.
      click(dom(b), { metaKey: true });
      expect(selected()).toEqual([]);
      expect(pageSection('docs/api/useEditor.mdx', 'connectors')).toContain('if the last click left it selected');
      expect(pageSection('docs/concepts/editor.mdx', 'The event state')).toContain(
        'stays on the first such click and goes on the second',
      );
    },
  );
}

claim(
  'api/editor',
  'onNodesChange',
  'under StrictMode in development the extra call comes at mount and on the first state change, a hover',
  () => {
    const onNodesChange = vi.fn();
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Text text="a" />
      </Element>,
      { resolver: { Box, Text }, strict: true, onNodesChange },
    );
    expect(onNodesChange).toHaveBeenCalledTimes(1);
    const [a] = childIds(ed.query, ROOT_NODE);
    act(() => void fireEvent.mouseOver(ed.query.node(a).get().dom!));
    expect(onNodesChange).toHaveBeenCalledTimes(2);
    act(() => void fireEvent.mouseDown(ed.query.node(a).get().dom!));
    expect(onNodesChange).toHaveBeenCalledTimes(2);
    expect(pageSection('docs/api/editor.mdx', 'onNodesChange')).toContain(
      'on the first state change of any kind (usually the first hover)',
    );
  },
);

for (const mode of RENDER_MODES) {
  claim(
    'api/editor',
    'handlers',
    `the handlers factory runs ${mode.strict ? 'twice' : 'once'} at mount (${mode.name})`,
    () => {
      const factory = vi.fn(
        (store: Craft.EditorStore) =>
          new DefaultEventHandlers({ store, removeHoverOnMouseleave: false, isMultiSelectEnabled: (e) => !!e.metaKey }),
      );
      renderEditor(<Element is={Box} canvas />, { resolver: { Box }, strict: mode.strict, handlers: factory });
      expect(factory).toHaveBeenCalledTimes(mode.strict ? 2 : 1);
      expect(pageSection('docs/api/editor.mdx', 'handlers')).toContain('twice under StrictMode in development');
    },
  );
}

claim('api/useEditor', 'Missing node ids', 'says the quoted messages are development-only', () => {
  expect(pageSection('docs/api/useEditor.mdx', 'Missing node ids')).toContain(
    '(production builds: "Invariant failed")',
  );
  expect(pageSection('docs/api/element.mdx', 'is')).toContain('("Invariant failed" in production builds)');
});

claim('concepts/editor', 'The Editor component', 'says a prop passed as undefined replaces its default', () => {
  expect(pageSection('docs/concepts/editor.mdx', 'The Editor component')).toContain(
    'one passed as `undefined` replaces the default',
  );
});

const sectionWithChild = (
  <Element is={Box} canvas>
    <Element is={Box} canvas label="section">
      <Text text="a" />
    </Element>
    <Text text="b" />
  </Element>
);

for (const mode of RENDER_MODES) {
  for (const [page, heading, file, name, label] of [
    ['concepts/editor', 'Actions and queries', 'editor-commands.tsx', 'EditorCommands', 'Delete selection'],
    ['migrating/migrating-0.1.x', 'query.getEvent', 'delete-selected.tsx', 'DeleteSelected', 'Delete 2 selected'],
  ] as const) {
    claim(page, heading, `${name} deletes a node selected with one of its children (${mode.name})`, () => {
      const Recipe = loadGuideModule<Record<string, React.FC>>(`docs/${page}.mdx`, file)[name];
      const ed = renderEditor(sectionWithChild, { resolver: { Box, Text }, strict: mode.strict, around: <Recipe /> });
      const [section, b] = childIds(ed.query, ROOT_NODE);
      const [a] = childIds(ed.query, section);
      ed.act(() => ed.actions.selectNode([section, a]));
      act(() => void fireEvent.click(ed.getByRole('button', { name: label })));
      expect(childIds(ed.query, ROOT_NODE)).toEqual([b]);
      expect(ed.query.getNodes()[a]).toBeUndefined();
      expect(pageSection('docs/concepts/editor.mdx', 'Actions and queries')).toContain(
        'A list where a node comes before one of its descendants throws',
      );
    });
  }
}

claim('guides/performance', 'What to watch out for', 'says when onNodesChange runs besides a change', () => {
  expect(pageSection('docs/guides/performance.mdx', 'What to watch out for')).toContain(
    'under StrictMode in development also once at mount, and twice per change',
  );
});

claim('guides/basic-tutorial', 'Making Text editable in place', 'warns that the editable paragraph keeps drag', () => {
  expect(pageSection('docs/guides/basic-tutorial.mdx', 'Making Text editable in place')).toContain(
    'The paragraph keeps `drag`',
  );
});

for (const mode of RENDER_MODES) {
  claim(
    'guides/landing-editor',
    'Undo and redo in the top bar',
    `selecting writes the node's events but records no step: event actions are kept out of the history (${mode.name})`,
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="a" />
        </Element>,
        { resolver: { Box, Text }, strict: mode.strict },
      );
      const [a] = childIds(ed.query, ROOT_NODE);
      ed.act(() => ed.actions.selectNode(a));
      expect(ed.query.node(a).get().events.selected).toBe(true);
      expect(ed.query.history.canUndo()).toBe(false);
      expect(pageSection('docs/guides/landing-editor.mdx', 'Undo and redo in the top bar')).toContain(
        'keeps `selectNode`, `setNodeEvent` and its other event actions out of the history',
      );
    },
  );
}

const { Column } = loadGuideModule<{ Column: Craft.UserComponent<{ children?: React.ReactNode }> }>(
  'docs/api/node.mdx',
  'column-rules.tsx',
);
const { useCopyToClipboard } = loadGuideModule<{ useCopyToClipboard: (id: string) => () => Promise<boolean> }>(
  'docs/api/helpers.mdx',
  'useCopyToClipboard',
);

for (const mode of RENDER_MODES) {
  claim(
    'api/node',
    'canMoveOut',
    `the printed Column is connected, so a drag over its children drops into it (${mode.name})`,
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Element is={Column} canvas>
            <Text text="a" />
          </Element>
          <Text text="b" />
        </Element>,
        { resolver: { Box, Column, Text }, strict: mode.strict },
      );
      const [column, b] = childIds(ed.query, ROOT_NODE);
      const [a] = childIds(ed.query, column);
      expect(ed.query.node(column).get().dom).toBeInstanceOf(HTMLElement);
      const dom = (id: string) => ed.query.node(id).get().dom!;
      setBox(dom(ROOT_NODE), { top: 0, left: 0, width: 400, height: 400 });
      setBox(dom(column), { top: 0, left: 0, width: 400, height: 200 });
      setBox(dom(a), { top: 20, left: 20, width: 360, height: 40 });
      setBox(dom(b), { top: 220, left: 0, width: 400, height: 40 });
      act(() => fireDrag(dom(b), 'dragstart'));
      act(() => fireDrag(dom(a), 'dragover', { x: 100, y: 50 }));
      act(() => fireDrag(dom(b), 'dragend'));
      expect([...childIds(ed.query, column)].sort()).toEqual([a, b].sort());
    },
  );

  claim(
    'api/node',
    'NodeSelector',
    `move takes a Node, delete takes ids only and throws for a Node (${mode.name})`,
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="a" />
          <Text text="b" />
        </Element>,
        { resolver: { Box, Text }, strict: mode.strict },
      );
      const [a, b] = childIds(ed.query, ROOT_NODE);
      const nodeB = ed.query.node(b).get();
      ed.act(() => ed.actions.move(nodeB, ROOT_NODE, 0));
      expect(childIds(ed.query, ROOT_NODE)).toEqual([b, a]);
      expect(() => ed.act(() => ed.actions.delete(nodeB as never))).toThrow('Node does not exist');
      expect(pageSection('docs/api/node.mdx', 'NodeSelector')).toContain(
        'a `Node` passed to `delete` fails to compile',
      );
    },
  );
}

claim(
  'api/helpers',
  'toSerializedNode',
  'useCopyToClipboard reports false without a Clipboard API or when writing is refused',
  async () => {
    let copy: () => Promise<boolean> = async () => true;
    function CopyFirst() {
      const { first } = useEditor((state) => ({ first: state.nodes[ROOT_NODE]?.data.nodes[0] ?? '' }));
      copy = useCopyToClipboard(first);
      return null;
    }
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Text text="a" />
      </Element>,
      { resolver: { Box, Text }, around: <CopyFirst /> },
    );
    const written: string[] = [];
    const clipboard = (writeText?: (text: string) => Promise<void>) =>
      Object.defineProperty(navigator, 'clipboard', {
        value: writeText ? { writeText } : undefined,
        configurable: true,
      });
    try {
      clipboard(undefined);
      expect(await copy()).toBe(false);
      clipboard(async (text) => void written.push(text));
      expect(await copy()).toBe(true);
      expect(JSON.parse(written[0]).props).toMatchObject({ text: 'a' });
      clipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
      expect(await copy()).toBe(false);
    } finally {
      clipboard(undefined);
      ed.unmount();
    }
    const section = pageSection('docs/api/helpers.mdx', 'toSerializedNode');
    expect(section).toContain('exists only on pages served over https');
    // What was copied names the node's children by the originals' ids only.
    expect(JSON.parse(written[0]).nodes).toEqual([]);
    expect(section).toContain('its children appear in it only as the ids of the originals');
  },
);

/** A page's whole text with its whitespace folded, for wording that spans a code block's neighbours. */
const readPage = (file: string) => readFileSync(path.join(__dirname, '../..', file), 'utf8').replace(/\s+/g, ' ');

claim('concepts/user-components', 'Connectors', 'says the quoted invariant messages are development-only', () => {
  const page = 'docs/concepts/user-components.mdx';
  expect(readPage(page)).toContain(
    'throws "You can only use useNode in the context of `<Editor />`" (in development builds; production builds throw only "Invariant failed")',
  );
  expect(readPage(page)).toContain('throws "Attempting to delete a top-level Node" in development builds');
  expect(readPage('docs/concepts/nodes.mdx')).toContain('("Invariant failed" in production builds)');
  expect(readPage('docs/api/helpers.mdx')).toContain(`in production every rule's reason reads "Invariant failed"`);
});
