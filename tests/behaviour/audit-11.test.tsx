/**
 * The eleventh audit's findings (a fresh reading of every page after the tenth audit's fixes, 2026-11-28), each
 * against the page as printed. Source: @craftjs/core src/editor/actions.ts (addNodeTree adds the tree's nodes
 * under their own ids and appends the top id to the parent's list, checking neither), @craftjs/utils
 * src/EventHandlers/EventHandlers.ts (connectors wait for register(), called in an effect), src/useMethods.ts (a
 * subscriber's first collect always reports a change).
 */
import type * as Craft from '@craftjs/core';
import { act, fireEvent } from '@testing-library/react';
import React, { useState } from 'react';
import { afterEach, expect, vi } from 'vitest';
import { requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';
import { versionsApi } from './support/versionsApi';
import { VERSIONING, VersionsPanel, settle } from './support/versionsPanel';

const { Element, ROOT_NODE, useEditor, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

for (const mode of RENDER_MODES) {
  claim(
    'api/nodetree',
    'Trees of nodes already in the editor',
    `toNodeTree() added back next to itself lists the node twice in one parent and renders it twice, with React's key warning (${mode.name})`,
    () => {
      expect(pageSection('docs/api/nodetree.mdx', 'Trees of nodes already in the editor')).toContain(
        "or twice in one parent's list, when copied next to itself: React then warns about a duplicate key, and the subtree renders twice",
      );
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="copied" />
          <Element is={Box} canvas label="other" />
        </Element>,
        { resolver: { Box, Text }, strict: mode.strict },
      );
      const [text, other] = childIds(ed.query, ROOT_NODE);
      ed.act(() => ed.actions.addNodeTree(ed.query.node(text).toNodeTree(), ROOT_NODE));
      expect(childIds(ed.query, ROOT_NODE)).toEqual([text, other, text]);
      expect(ed.getAllByText('copied')).toHaveLength(2);
      expect(errors.mock.calls.some((call) => String(call[0]).includes('same key'))).toBe(true);
      // Under another parent: one node, two parents' lists.
      ed.act(() => ed.actions.addNodeTree(ed.query.node(text).toNodeTree(), other));
      expect(childIds(ed.query, other)).toEqual([text]);
      expect(childIds(ed.query, ROOT_NODE)).toContain(text);
      ed.unmount();
    },
  );
}

// ---- guides/server-rendering and guides/performance

for (const mode of RENDER_MODES) {
  claim(
    'guides/server-rendering',
    'What runs on the server',
    `after mount, a connector called from a ref callback registers at once; at mount it waits for the effect (${mode.name})`,
    () => {
      expect(pageSection('docs/guides/server-rendering.mdx', 'What runs on the server')).toContain(
        'register their DOM listeners when your ref callback calls them',
      );
      const seen: boolean[] = [];
      let swap: () => void = () => undefined;
      const Probe: Craft.UserComponent = () => {
        const {
          id,
          connectors: { connect },
        } = useNode();
        const { query } = useEditor();
        const [asDiv, setAsDiv] = useState(false);
        swap = () => setAsDiv(true);
        const ref = (el: HTMLElement | null) => {
          if (!el) return;
          connect(el);
          seen.push(query.node(id).get().dom === el);
        };
        return asDiv ? <div ref={ref}>probe</div> : <p ref={ref}>probe</p>;
      };
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Probe />
        </Element>,
        { resolver: { Box, Probe }, strict: mode.strict },
      );
      expect(seen[0]).toBe(false);
      seen.length = 0;
      act(() => swap());
      expect(seen[0]).toBe(true);
      ed.unmount();
    },
  );

  claim(
    'guides/performance',
    'What one change costs',
    `a collecting component re-renders once on the first action after it mounts, then only when its values change (${mode.name})`,
    () => {
      expect(pageSection('docs/guides/performance.mdx', 'What one change costs')).toContain(
        'and, once, each collecting component on the first action after it mounts',
      );
      let renders = 0;
      function Count() {
        renders += 1;
        const { count } = useEditor((state) => ({ count: Object.keys(state.nodes).length }));
        return <output>{count}</output>;
      }
      // Mounted after the page, so no action of the page's own mount reaches it first.
      let showCount: () => void = () => undefined;
      function Later() {
        const [shown, setShown] = useState(false);
        showCount = () => setShown(true);
        return shown ? <Count /> : null;
      }
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="a" />
          <Text text="b" />
        </Element>,
        { resolver: { Box, Text }, strict: mode.strict, around: <Later /> },
      );
      const [a, b] = childIds(ed.query, ROOT_NODE);
      act(() => showCount());
      const mounted = renders;
      ed.act(() => ed.actions.selectNode(a));
      const first = renders - mounted;
      ed.act(() => ed.actions.selectNode(b));
      const second = renders - mounted - first;
      expect(first).toBeGreaterThan(0);
      expect(second).toBe(0);
      ed.unmount();
    },
  );
}

// ---- guides/versioned-saving

claim(
  'guides/versioned-saving',
  'What to watch out for',
  "craft.js's own JSON loads and saves back the same; JSON in another key order does not",
  () => {
    expect(pageSection(VERSIONING, 'What to watch out for')).toContain(
      'A string that `query.serialize()` wrote comes back the same',
    );
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Text text="a" />
      </Element>,
      { resolver: { Box, Text } },
    );
    const own = ed.query.serialize();
    ed.act(() => ed.actions.deserialize(own));
    expect(ed.query.serialize()).toBe(own);
    const reordered = JSON.stringify(
      Object.fromEntries(
        Object.entries(JSON.parse(own)).map(([id, node]) => [
          id,
          Object.fromEntries(Object.entries(node as object).reverse()),
        ]),
      ),
    );
    ed.act(() => ed.actions.deserialize(reordered));
    expect(ed.query.serialize()).not.toBe(reordered);
    expect(ed.query.serialize()).toBe(own);
    ed.unmount();
  },
);

for (const mode of RENDER_MODES) {
  claim(
    'guides/versioned-saving',
    'The versions panel',
    `an Undo after a restore brings the earlier page back, while the panel still marks the restored version open (${mode.name})`,
    async () => {
      expect(pageSection(VERSIONING, 'The versions panel')).toContain(
        'but the panel still marks the restored version "(open)" and offers no Restore for it until another restore',
      );
      const server = versionsApi();
      vi.stubGlobal('fetch', server.fetch);
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="first" />
        </Element>,
        {
          resolver: { Box, Text },
          strict: mode.strict,
          around: <VersionsPanel page="home" loadedId={null} componentNames={['Box', 'Text']} />,
        },
      );
      await settle();
      fireEvent.click(ed.getByText('Save a version'));
      await settle();
      const [text] = childIds(ed.query, ROOT_NODE);
      ed.act(() => ed.actions.setProp(text, (props: { text: string }) => void (props.text = 'second')));
      fireEvent.click(ed.getByText('Save a version'));
      await settle();
      // Restore the first version (the older one, second in the newest-first list).
      fireEvent.click(ed.getByText('Restore'));
      await settle();
      expect(ed.container.querySelector('[data-text="first"]')).not.toBeNull();
      const items = () => Array.from(ed.getByRole('list').querySelectorAll('li'), (li) => li.textContent ?? '');
      expect(items()[1]).toContain('(open)');
      ed.act(() => ed.actions.history.undo());
      expect(ed.container.querySelector('[data-text="second"]')).not.toBeNull();
      expect(items()[1]).toContain('(open)');
      expect(items()[0]).toContain('Restore');
      ed.unmount();
    },
  );
}
