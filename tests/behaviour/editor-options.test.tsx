/**
 * docs/concepts/editor.mdx: `delete` on top-level nodes (Actions and queries), undo after an ignored reset
 * (History) and when `onNodesChange` is called (Other options), in a real editor, once plainly and once
 * inside <React.StrictMode>.
 * Source: @craftjs/core src/editor/actions.ts (delete: invariant !isTopLevelNode per node, inside one Immer
 * producer), src/editor/Editor.tsx (onNodesChange: subscribe to query.serialize() in an effect, with no
 * baseline and no unsubscribe).
 */
import { Element, ROOT_NODE } from '@craftjs/core';
import React from 'react';
import { expect, vi } from 'vitest';
import { claim } from './support/claim';
import { Box, Card, Text, resolver } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';
import { pageSection } from '../support/pageSection';

const PAGE = 'concepts/editor';

const content = (
  <Element is={Box} canvas>
    <Text text="A" />
    <Card title="card" />
  </Element>
);

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    'Actions and queries',
    `delete throws on the root or a linked node and deletes none (${mode.name})`,
    () => {
      const ed = renderEditor(content, { resolver, strict: mode.strict });
      const [text, card] = childIds(ed.query, ROOT_NODE);
      const linked = ed.query.node(card).get().data.linkedNodes.body;
      expect(() => ed.act(() => ed.actions.delete([text, ROOT_NODE]))).toThrow('Attempting to delete a top-level Node');
      expect(() => ed.act(() => ed.actions.delete(linked))).toThrow('Attempting to delete a top-level Node');
      // The whole call was aborted: the deletable node is still there.
      expect(childIds(ed.query, ROOT_NODE)).toEqual([text, card]);
      // The page's advice: filter with isDeletable() first.
      const deletable = [text, ROOT_NODE, linked].filter((id) => ed.query.node(id).isDeletable());
      ed.act(() => ed.actions.delete(deletable));
      expect(childIds(ed.query, ROOT_NODE)).toEqual([card]);
      expect(pageSection(`docs/${PAGE}.mdx`, 'Actions and queries')).toContain('Throws on the root or a linked node');
    },
  );

  claim(
    PAGE,
    'Other options',
    `the first state change calls onNodesChange without a node change; StrictMode calls it twice (${mode.name})`,
    () => {
      const onNodesChange = vi.fn();
      const ed = renderEditor(content, { resolver, strict: mode.strict, onNodesChange });
      const [text] = childIds(ed.query, ROOT_NODE);
      // StrictMode's second subscription is made after the first one saw the page load.
      const perChange = mode.strict ? 2 : 1;
      expect(onNodesChange).toHaveBeenCalledTimes(mode.strict ? 1 : 0);
      const calls = () => onNodesChange.mock.calls.length;
      const before = calls();
      ed.act(() => ed.actions.selectNode(text));
      expect(calls()).toBe(before + 1);
      ed.act(() => ed.actions.selectNode());
      expect(calls()).toBe(before + 1);
      ed.act(() => ed.actions.setProp(text, (props: { text: string }) => void (props.text = 'B')));
      expect(calls()).toBe(before + 1 + perChange);
      const textOfPage = pageSection(`docs/${PAGE}.mdx`, 'Other options');
      expect(textOfPage).toContain('even when no node changed');
      expect(textOfPage).toContain('so each change calls it twice');
    },
  );
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    'History',
    `undo after ignore().deserialize throws; history.clear() after it avoids that (${mode.name})`,
    () => {
      const other = renderEditor(
        <Element is={Box} canvas>
          <Text text="X" />
        </Element>,
        { resolver },
      );
      const saved = other.query.serialize();
      other.unmount();
      const reset = (clear: boolean) => {
        const ed = renderEditor(content, { resolver, strict: mode.strict });
        const [text] = childIds(ed.query, ROOT_NODE);
        ed.act(() => ed.actions.setProp(text, (props: { text: string }) => void (props.text = 'edited')));
        ed.act(() => ed.actions.history.ignore().deserialize(saved));
        if (clear) ed.act(() => ed.actions.history.clear());
        return ed;
      };
      const kept = reset(false);
      expect(kept.query.history.canUndo()).toBe(true);
      expect(() => kept.act(() => kept.actions.history.undo())).toThrow('Cannot apply patch');
      kept.unmount();
      const cleared = reset(true);
      expect(cleared.query.history.canUndo()).toBe(false);
      expect(cleared.container.querySelector('[data-text="X"]')).not.toBeNull();
      expect(pageSection(`docs/${PAGE}.mdx`, 'History')).toContain('call `actions.history.clear()` right after it');
    },
  );
}
