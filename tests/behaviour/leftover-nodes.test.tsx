/**
 * docs/guides/save-load-state.mdx › Nodes left behind by undo (the question of issue 179, "serialize still returns
 * deleted blocks"), run plainly and inside <React.StrictMode>, with serializeShown.ts as printed (guideCode.ts).
 * Source: @craftjs/core src/nodes/Element.tsx (a linked node is made at render by addLinkedNodeFromTree, history
 * ignored), src/editor/actions.ts (delete removes children and linked nodes), src/editor/NodeHelpers.ts
 * (descendants(true) follows linkedNodes and nodes), @craftjs/utils src/History.ts (undo applies the step's patches).
 */
import { Element, ROOT_NODE, type SerializedNodes, type useEditor } from '@craftjs/core';
import React from 'react';
import { expect } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Card, Text, resolver } from './support/components';
import { renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const GUIDE = 'docs/guides/save-load-state.mdx';
const PAGE = 'guides/save-load-state';
const HEADING = 'Nodes left behind by undo';

type Query = ReturnType<typeof useEditor>['query'];
const { serializeShown } = loadGuideModule<{ serializeShown: (query: Query) => string }>(GUIDE, 'serializeShown.ts');

/** A page with one Text in a canvas root. */
const page = () => (
  <Element is={Box} canvas>
    <Text text="kept" />
  </Element>
);

const saved = (query: Query): SerializedNodes => JSON.parse(query.serialize()) as SerializedNodes;
/** Ids no node leads to from the root, through child nodes and linked nodes: what undo leaves behind. */
function orphans(nodes: SerializedNodes): string[] {
  const reached = new Set<string>();
  const visit = (id: string) => {
    if (reached.has(id) || !nodes[id]) return;
    reached.add(id);
    [...Object.values(nodes[id].linkedNodes), ...nodes[id].nodes].forEach(visit);
  };
  visit(ROOT_NODE);
  return Object.keys(nodes).filter((id) => !reached.has(id));
}

/** An editor with the page, then a Card added (its linked body is made when the Card renders). */
function withCardAdded(strict: boolean) {
  const editor = renderEditor(page(), { resolver, strict });
  const before = Object.keys(saved(editor.query));
  editor.act(() =>
    editor.actions.addNodeTree(editor.query.parseReactElement(<Card title="added" />).toNodeTree(), ROOT_NODE),
  );
  return { editor, before };
}

for (const mode of RENDER_MODES) {
  claim(PAGE, HEADING, `a deleted block leaves nothing in query.serialize() (${mode.name})`, () => {
    const { editor, before } = withCardAdded(mode.strict);
    const card = editor.query.node(ROOT_NODE).childNodes().at(-1)!;
    expect(Object.keys(editor.query.node(card).get().data.linkedNodes)).toEqual(['body']);
    editor.act(() => editor.actions.delete(card));
    expect(Object.keys(saved(editor.query))).toEqual(before);
    editor.unmount();
  });

  claim(PAGE, HEADING, `undoing an addition keeps the linked nodes, unlisted and unrendered (${mode.name})`, () => {
    const { editor, before } = withCardAdded(mode.strict);
    const card = editor.query.node(ROOT_NODE).childNodes().at(-1)!;
    const body = editor.query.node(card).get().data.linkedNodes.body;
    const bodyText = editor.query.node(body).childNodes()[0];
    editor.act(() => editor.actions.history.undo());
    const nodes = saved(editor.query);
    expect(nodes[card]).toBeUndefined();
    // The body and its Text are still written, the body's parent an id that no longer exists.
    expect(Object.keys(nodes)).toEqual([...before, body, bodyText]);
    expect(nodes[body].parent).toBe(card);
    expect(orphans(nodes)).toEqual([body, bodyText]);
    expect(editor.container.querySelector('[data-card]')).toBeNull();
    expect(editor.container.textContent).not.toContain('card body');
    editor.unmount();
  });

  claim(
    PAGE,
    HEADING,
    `every undo and redo leaves another set behind, and loading brings them back (${mode.name})`,
    () => {
      const { editor } = withCardAdded(mode.strict);
      editor.act(() => editor.actions.history.undo());
      editor.act(() => editor.actions.history.redo());
      const card = editor.query.node(ROOT_NODE).childNodes().at(-1)!;
      const newBody = editor.query.node(card).get().data.linkedNodes.body;
      const afterRedo = saved(editor.query);
      expect(orphans(afterRedo)).toHaveLength(2);
      expect(orphans(afterRedo)).not.toContain(newBody);
      editor.act(() => editor.actions.history.undo());
      const json = editor.query.serialize();
      expect(orphans(JSON.parse(json) as SerializedNodes)).toHaveLength(4);
      editor.unmount();
      // Loaded again, they are in the state, and the next save writes them.
      const reloaded = renderEditor(null, { resolver, strict: mode.strict, data: json });
      expect(orphans(saved(reloaded.query))).toHaveLength(4);
      reloaded.unmount();
    },
  );

  claim(PAGE, HEADING, `serializeShown leaves them out, keeps undo, and loads to the same page (${mode.name})`, () => {
    const { editor } = withCardAdded(mode.strict);
    // Nothing left behind yet: the same string as query.serialize().
    expect(serializeShown(editor.query)).toBe(editor.query.serialize());
    editor.act(() => editor.actions.history.undo());
    editor.act(() => editor.actions.history.redo());
    editor.act(() => editor.actions.history.undo());
    const full = saved(editor.query);
    const shown = serializeShown(editor.query);
    const kept = JSON.parse(shown) as SerializedNodes;
    expect(orphans(kept)).toEqual([]);
    const left = orphans(full);
    expect(left).toHaveLength(4);
    expect(Object.keys(kept)).toEqual(Object.keys(full).filter((id) => !left.includes(id)));
    // The editor's state and history are untouched: the leftovers are still there, and redo still works.
    expect(orphans(saved(editor.query))).toEqual(left);
    expect(editor.query.history.canRedo()).toBe(true);
    const html = editor.container.innerHTML;
    // The history still steps: redo brings the Card back, and undo takes it away again.
    editor.act(() => editor.actions.history.redo());
    expect(editor.container.querySelector('[data-card="added"]')).not.toBeNull();
    editor.act(() => editor.actions.history.undo());
    expect(editor.container.innerHTML).toBe(html);
    editor.unmount();
    const reloaded = renderEditor(null, { resolver, strict: mode.strict, data: shown });
    expect(orphans(saved(reloaded.query))).toEqual([]);
    expect(reloaded.container.innerHTML).toBe(html);
    reloaded.unmount();
  });
}

claim(PAGE, HEADING, 'the page says where the leftovers come from and what deleting does', () => {
  const text = pageSection(GUIDE, HEADING);
  expect(text).toContain('`actions.delete` removes a node together with its children and linked nodes');
  expect(text).toContain('every undo and redo of it leaves another set behind');
  expect(text).toContain('the two strings are the same');
});
