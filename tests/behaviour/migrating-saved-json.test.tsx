/**
 * docs/migrating/migrating-0.1.x.mdx, Saved JSON from 0.1.x: a node saved as type `Canvas` does not load in
 * 0.2.12, and the page's upgradeCanvasNodes (run as printed) makes it load, once plainly and once inside
 * <React.StrictMode>.
 * Source: @craftjs/core src/utils/resolveComponent.ts and src/utils/deserializeNode.tsx (the name "Canvas"
 * maps to the deprecated Canvas component, which a resolver does not hold).
 */
import { Element, ROOT_NODE, type SerializedNodes } from '@craftjs/core';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { claim } from './support/claim';
import { Box, Text, resolver } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';
import { pageSection } from '../support/pageSection';
import { spyConsole } from './support/spy';

const PAGE = 'migrating/migrating-0.1.x';
const { upgradeCanvasNodes } = loadGuideModule<{ upgradeCanvasNodes: (saved: string) => SerializedNodes }>(
  `docs/${PAGE}.mdx`,
  'upgrade-canvas-nodes.ts',
);

afterEach(() => vi.restoreAllMocks());

/** A saved page whose inner canvas is stored as `Canvas` with the rendered type in props.is. */
function savedWithCanvasNode(): { saved: string; innerId: string } {
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Element is="section" canvas>
        <Text text="inside" />
      </Element>
    </Element>,
    { resolver },
  );
  const innerId = childIds(ed.query, ROOT_NODE)[0];
  const nodes = JSON.parse(ed.query.serialize()) as SerializedNodes;
  ed.unmount();
  nodes[innerId] = { ...nodes[innerId], type: { resolvedName: 'Canvas' }, props: { is: 'section' }, isCanvas: false };
  return { saved: JSON.stringify(nodes), innerId };
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    'Saved JSON from 0.1.x',
    `a Canvas node does not load; upgradeCanvasNodes makes it load (${mode.name})`,
    () => {
      const { saved, innerId } = savedWithCanvasNode();
      spyConsole('error');
      expect(() => renderEditor(null, { resolver, data: saved, strict: mode.strict })).toThrow(
        'The component type specified for this node (Canvas) does not exist in the resolver',
      );
      const ed = renderEditor(null, { resolver, data: JSON.stringify(upgradeCanvasNodes(saved)), strict: mode.strict });
      const inner = ed.query.node(innerId).get();
      expect(inner.data.type).toBe('section');
      expect(inner.data.isCanvas).toBe(true);
      expect(ed.container.querySelector('section [data-text="inside"]')).not.toBeNull();

      const text = pageSection(`docs/${PAGE}.mdx`, 'Saved JSON from 0.1.x');
      expect(text).toContain('though no 0.1 release wrote them');
      expect(text).not.toContain('pages saved by earlier betas may');
    },
  );
}
