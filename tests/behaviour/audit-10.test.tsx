/**
 * The tenth audit's findings (a fresh reading of every page after the ninth audit's fixes, 2026-11-28) that no
 * older test file owns, each against the page as printed. The others extend the tests of their page:
 * audit-8 (a memo element prop), audit-api (delete order), troubleshooting (an Element rendered again),
 * editor-recipes (undo after an ignored load), frame-remount (undo after a remount), real-questions-f (a
 * replaced linked node). Source: @craftjs/core src/editor/NodeHelpers.ts (toNodeTree(includeOnly) keeps one
 * kind of descendant).
 */
import type * as Craft from '@craftjs/core';
import React from 'react';
import { expect } from 'vitest';
import { requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Card, Text } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const { Element, ROOT_NODE } = requireFromRoot('@craftjs/core') as typeof Craft;

for (const mode of RENDER_MODES) {
  claim(
    'api/nodetree',
    'nodes',
    `a tree of child nodes only, or linked nodes only, leaves the other kind out while its nodes still list them (${mode.name})`,
    () => {
      expect(pageSection('docs/api/nodetree.mdx', 'nodes')).toContain(
        "`toNodeTree('childNodes')` and `toNodeTree('linkedNodes')` leave one kind of descendant out of the map, while the nodes still list their ids",
      );
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Card title="card" />
          <Text text="a" />
        </Element>,
        { resolver: { Box, Card, Text }, strict: mode.strict },
      );
      const [card, text] = childIds(ed.query, ROOT_NODE);
      const body = ed.query.node(card).get().data.linkedNodes.body;
      const whole = ed.query.node(ROOT_NODE).toNodeTree();
      const children = ed.query.node(ROOT_NODE).toNodeTree('childNodes');
      const linked = ed.query.node(card).toNodeTree('linkedNodes');
      // The whole tree holds every id its nodes list.
      for (const node of Object.values(whole.nodes)) {
        for (const id of [...node.data.nodes, ...Object.values(node.data.linkedNodes)])
          expect(whole.nodes).toHaveProperty(id);
      }
      expect(Object.keys(children.nodes).sort()).toEqual([ROOT_NODE, card, text].sort());
      expect(children.nodes[card].data.linkedNodes.body).toBe(body);
      expect(children.nodes).not.toHaveProperty(body);
      const [bodyText] = childIds(ed.query, body);
      expect(linked.nodes).toHaveProperty(body);
      expect(linked.nodes[body].data.nodes).toEqual([bodyText]);
      expect(linked.nodes).not.toHaveProperty(bodyText);
      ed.unmount();
    },
  );
}
