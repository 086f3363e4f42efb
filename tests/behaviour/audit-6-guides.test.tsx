/**
 * The sixth audit's low findings on the saving and drop-rule guides, each run against the page as printed,
 * plainly and inside <React.StrictMode>:
 * - drop-indicator-and-rules › Keep at least one child: `actions.delete` never asks canMoveOut;
 * - › Only some components inside: EmptyList is passed to `create` as a function, not as JSX;
 * - › The indicator option: options are read at mount, except `enabled`;
 * - save-load-state › Props holding React elements: an element of a component the resolver lacks makes
 *   serialize throw;
 * - › Loading after an async fetch: RemotePageEditor shows a message for an error answer or a body that is
 *   not JSON, and keeps the app.
 * Source: @craftjs/core src/editor/actions.ts (delete: only the top-level check), src/editor/query.tsx
 * (parseReactElement → resolveComponent), src/utils/resolveComponent.ts (the invariant), src/utils/
 * serializeNode.tsx (serializeComp resolves every component type), src/editor/Editor.tsx (only `enabled` is
 * watched after mount), src/render/Frame.tsx (data deserialized during render).
 */
import type * as Craft from '@craftjs/core';
import { render, waitFor } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { guideBlock, loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES, inMode } from './support/modes';
import { messages, spyConsole } from './support/spy';

const { Element, ROOT_NODE } = requireFromRoot('@craftjs/core') as typeof Craft;
const RULES = 'guides/drop-indicator-and-rules';
const SAVING = 'guides/save-load-state';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const { Column } = loadGuideModule<{ Column: Craft.UserComponent<{ children?: React.ReactNode }> }>(
  `docs/${RULES}.mdx`,
  'keep-one.tsx',
);
const { List, ListItem, EmptyList } = loadGuideModule<{
  List: Craft.UserComponent<{ children?: React.ReactNode }>;
  ListItem: Craft.UserComponent<{ text: string }>;
  EmptyList: () => React.ReactElement;
}>(`docs/${RULES}.mdx`, 'list-rules.tsx');

for (const mode of RENDER_MODES) {
  claim(
    RULES,
    'Keep at least one child',
    `actions.delete removes the last child: canMoveOut is not asked (${mode.name})`,
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Element is={Column} canvas>
            <Text text="a" />
            <Text text="b" />
          </Element>
        </Element>,
        { resolver: { Box, Column, Text }, strict: mode.strict },
      );
      const [column] = childIds(ed.query, ROOT_NODE);
      const [a, b] = childIds(ed.query, column);
      ed.act(() => ed.actions.delete(a));
      ed.act(() => ed.actions.delete(b));
      expect(childIds(ed.query, column)).toEqual([]);
      const section = pageSection(`docs/${RULES}.mdx`, 'Keep at least one child');
      expect(section).toContain('never asks `canMoveOut`');
      // Both children went in two deletes, each leaving the other: a per-node check would not have stopped it.
      expect(section).toContain("count the parent's children that are not being deleted");
    },
  );

  claim(
    RULES,
    'Only some components inside',
    `EmptyList works passed as a function, and throws as JSX, not being in the resolver (${mode.name})`,
    () => {
      const ed = renderEditor(<Element is={Box} canvas />, { resolver: { Box, List, ListItem }, strict: mode.strict });
      // What connectors.create does with a function (DefaultEventHandlers.ts: the function is called first).
      const tree = ed.query.parseReactElement(EmptyList()).toNodeTree();
      expect(tree.nodes[tree.rootNodeId].data.type).toBe(List);
      expect(tree.nodes[tree.rootNodeId].data.isCanvas).toBe(true);
      expect(() => ed.query.parseReactElement(<EmptyList />).toNodeTree()).toThrow('does not exist in the resolver');
      expect(guideBlock(`docs/${RULES}.mdx`, 'list-rules.tsx')).toContain('connectors.create(ref, EmptyList)');
    },
  );
}

claim(RULES, 'The indicator option', 'says that every option is read at mount except enabled', () => {
  expect(pageSection(`docs/${RULES}.mdx`, 'The indicator option')).toContain(
    'as every `<Editor>` option is except `enabled`',
  );
});

/** A component no resolver lists, as an icon from an icon library is. */
const Icon = () => <svg />;
const Card: Craft.UserComponent<{ icon?: React.ReactNode }> = ({ icon }) => <div>{icon}</div>;

for (const mode of RENDER_MODES) {
  claim(
    SAVING,
    'Props holding React elements',
    `an element of a component missing from the resolver makes query.serialize() throw (${mode.name})`,
    () => {
      const warnings = spyConsole('warn');
      const onNodesChange = vi.fn();
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Card icon={<Icon />} />
        </Element>,
        { resolver: { Box, Card }, strict: mode.strict, onNodesChange },
      );
      expect(() => ed.query.serialize()).toThrow('(Icon) does not exist in the resolver');
      // Editor.tsx serializes after each action to call onNodesChange: the error becomes a warning instead.
      onNodesChange.mockClear();
      warnings.mockClear();
      ed.act(() =>
        ed.actions.setProp(
          childIds(ed.query, ROOT_NODE)[0],
          (props: { icon?: unknown }) => void (props.icon = <Icon />),
        ),
      );
      expect(onNodesChange).not.toHaveBeenCalled();
      expect(messages(warnings)).toContain('does not exist in the resolver');
      expect(pageSection(`docs/${SAVING}.mdx`, 'Props holding React elements')).toContain(
        'makes `query.serialize()` throw',
      );
      expect(pageSection('docs/guides/versioned-saving.mdx', 'What to watch out for')).toContain(
        'An element of a function component the resolver does not list makes saving throw',
      );
      // Icons made with forwardRef or memo outside a render save without an error, with no component left in their type.
      const card = childIds(ed.query, ROOT_NODE)[0];
      const savedIcon = (icon: React.ReactElement) => {
        ed.act(() => ed.actions.setProp(card, (props: { icon?: unknown }) => void (props.icon = icon)));
        return JSON.parse(ed.query.serialize())[card].props.icon.type;
      };
      const RefIcon = React.forwardRef<SVGSVGElement>((_, ref) => <svg ref={ref} />);
      expect(savedIcon(<RefIcon />)).toEqual({});
      const MemoIcon = React.memo(Icon);
      expect(savedIcon(<MemoIcon />)).toEqual({ compare: null });
      expect(pageSection(`docs/${SAVING}.mdx`, 'Props holding React elements')).toContain(
        'it is saved without its component',
      );
    },
  );

  claim(
    SAVING,
    'Loading after an async fetch',
    `RemotePageEditor opens a page never saved as a new page, and shows a message for an error answer or a body that is not a saved page, keeping the app (${mode.name})`,
    async () => {
      const { RemotePageEditor } = loadGuideModule<{
        RemotePageEditor: React.ComponentType<{ pageId: string; onSave: (pageId: string, json: string) => void }>;
      }>(`docs/${SAVING}.mdx`, 'RemotePageEditor.tsx');
      const answers: Record<string, () => Response> = {
        new: () => new Response('Not Found', { status: 404 }),
        failing: () => new Response('Server error', { status: 500 }),
        html: () => new Response('<html>oops</html>'),
        null: () => new Response('null'),
        twice: () => new Response(JSON.stringify(JSON.stringify({ ROOT: {} }))),
        empty: () => new Response('{}'),
      };
      vi.stubGlobal('fetch', async (url: string) => answers[url.split('/').pop()!]());
      const app = (pageId: string) =>
        inMode(
          <main>
            <h1>My app</h1>
            <RemotePageEditor pageId={pageId} onSave={() => undefined} />
          </main>,
          mode.strict,
        );
      const view = render(app('new'));
      await waitFor(() => expect(view.container.textContent).toBe('My appA new page'));
      const alertFor = async (pageId: string) => {
        view.rerender(app(pageId));
        return waitFor(() => view.getByRole('alert').textContent);
      };
      expect(await alertFor('failing')).toBe('The page could not be loaded (HTTP 500).');
      expect(await alertFor('html')).toContain('not valid JSON');
      for (const pageId of ['null', 'twice', 'empty'])
        expect(await alertFor(pageId), pageId).toBe('The saved page has no ROOT node.');
      expect(view.getByRole('heading').textContent).toBe('My app');
    },
  );
}
