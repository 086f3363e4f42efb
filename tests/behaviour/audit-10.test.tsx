/**
 * The tenth audit's findings (a fresh reading of every page after the ninth audit's fixes, 2026-11-28) that no
 * older test file owns, each against the page as printed; two (guides2 L1 and L2) are shown wrong here. The others extend the tests of their page:
 * audit-8 (a memo element prop), audit-api (delete order), troubleshooting (an Element rendered again),
 * editor-recipes (undo after an ignored load), frame-remount (undo after a remount), real-questions-f (a
 * replaced linked node). Source: @craftjs/core src/editor/NodeHelpers.ts (toNodeTree(includeOnly) keeps one
 * kind of descendant), @craftjs/utils src/EventHandlers/ConnectorRegistry.ts (a connector registers when called).
 */
import type * as Craft from '@craftjs/core';
import React, { useEffect } from 'react';
import { expect } from 'vitest';
import { requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Card, Text } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const { Element, ROOT_NODE, useEditor, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;

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
      for (const node of Object.values(whole.nodes) as Craft.Node[]) {
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

for (const mode of RENDER_MODES) {
  claim(
    'guides/performance',
    'What one change costs',
    `a connector called from a ref callback at mount waits for the component's effect to register: the finding that it does not is wrong (${mode.name})`,
    () => {
      // The tenth audit (guides2 L1) read ConnectorRegistry alone; useInternalEditor's effect calls register(), and
      // until then a connector is only queued (EventHandlers.ts), so the page's "after its children's effects" holds.
      expect(pageSection('docs/guides/performance.mdx', 'What one change costs')).toContain(
        "which React runs after its children's effects",
      );
      const log: string[] = [];
      const Probe: Craft.UserComponent = () => {
        const {
          id,
          connectors: { connect },
        } = useNode();
        const { query } = useEditor();
        useEffect(() => void log.push('effect'), []);
        return (
          <p
            ref={(el) => {
              if (!el) return;
              connect(el);
              log.push(`ref: dom set ${query.node(id).get().dom === el}`);
            }}
          >
            probe
          </p>
        );
      };
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Probe />
        </Element>,
        { resolver: { Box, Probe }, strict: mode.strict },
      );
      expect(log[0]).toBe('ref: dom set false');
      expect(log).toContain('effect');
      const [probe] = childIds(ed.query, ROOT_NODE);
      expect(ed.query.node(probe).get().dom).toBe(ed.getByText('probe'));
      ed.unmount();
    },
  );
}

claim(
  'guides/server-rendering',
  'What runs on the server',
  'renderToString runs no ref callback and no effect, so no connector is called or registered on the server',
  () => {
    // The tenth audit (guides2 L2) said connectors register when called; they register in an effect (the test above).
    expect(pageSection('docs/guides/server-rendering.mdx', 'What runs on the server')).toContain(
      "for a call before the component's first effect (at mount), in that effect. React runs neither ref callbacks nor effects on the server",
    );
    const { renderToString } = requireFromRoot('react-dom/server') as typeof import('react-dom/server');
    let connected = 0;
    const Counted: Craft.UserComponent = () => {
      const {
        connectors: { connect },
      } = useNode();
      return (
        <p
          ref={(el) => {
            if (el) {
              connect(el);
              connected += 1;
            }
          }}
        >
          server
        </p>
      );
    };
    const { Editor, Frame } = requireFromRoot('@craftjs/core') as typeof Craft;
    const html = renderToString(
      <Editor resolver={{ Box, Counted }}>
        <Frame>
          <Element is={Box} canvas>
            <Counted />
          </Element>
        </Frame>
      </Editor>,
    );
    expect(html).toContain('server');
    expect(connected).toBe(0);
  },
);
