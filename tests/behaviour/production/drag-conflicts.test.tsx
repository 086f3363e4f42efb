/**
 * docs/api/useNode.mdx › react-dnd and widgets that drag, in React’s production build
 * inside <React.StrictMode>, as a reader's `vite build` runs DragShield.tsx and DndPanel.tsx with react-dnd
 * 16.0.1: the shield keeps a widget's drags from the block, and a panel's react-dnd leaves the editor's drags
 * alone. The development runs and the reasons: tests/behaviour/drag-conflicts.test.tsx.
 */
import type * as Craft from '@craftjs/core';
import React from 'react';
import type { DragDropManager } from 'dnd-core';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../../support/guideCode';
import { claim } from '../support/claim';
import { DndCard } from '../support/dndCard';
import { Box, Text } from '../support/components';
import { fireDrag, startNativeDrag } from '../support/dom';
import { mount, type Mounted } from '../support/mount';

const { Editor, Element, Frame, ROOT_NODE, useEditor, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;
const PAGE_FILE = 'docs/api/useNode.mdx';
type Wrapper = React.FC<{ children: React.ReactNode }>;
const { DndPanel } = loadGuideModule<{ DndPanel: Wrapper }>(PAGE_FILE, 'DndPanel.tsx');
const { DragShield } = loadGuideModule<{ DragShield: Wrapper }>(PAGE_FILE, 'DragShield.tsx');

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.restoreAllMocks();
});

let managerOf: DragDropManager | undefined;

/** A block dragged by its whole element, with a react-dnd panel inside a shield. */
const ShieldedBlock: Craft.UserComponent = () => {
  const {
    connectors: { connect, drag },
  } = useNode();
  return (
    <section
      ref={(el) => {
        if (el) connect(drag(el));
      }}
    >
      <DragShield>
        <DndPanel>
          <DndCard grab={(manager) => (managerOf = manager)} />
        </DndPanel>
      </DragShield>
    </section>
  );
};

claim(
  'api/useNode',
  'react-dnd and widgets that drag',
  'production, StrictMode: a react-dnd card in a shielded block drags alone; a drag from the shield is cancelled; other blocks still drag',
  () => {
    const api: { current: ReturnType<typeof Craft.useEditor> | null } = { current: null };
    function Grab() {
      api.current = useEditor();
      return null;
    }
    mounted = mount(
      <Editor resolver={{ Box, Text, ShieldedBlock }}>
        <Grab />
        <Frame>
          <Element is={Box} canvas>
            <ShieldedBlock />
            <Text text="b" />
          </Element>
        </Frame>
      </Editor>,
      { strict: true },
    );
    const dragged = () => api.current!.query.getEvent('dragged').all();
    const card = mounted.container.querySelector('[data-card]')!;
    let cancelled = true;
    mounted.run(() => void (cancelled = startNativeDrag(card)));
    expect(cancelled).toBe(false);
    expect(managerOf!.getMonitor().isDragging()).toBe(true);
    expect(dragged()).toEqual([]);
    mounted.run(() => fireDrag(card, 'dragend'));

    const shield = card.parentElement!.closest('[draggable="true"]')!;
    expect(shield.tagName).toBe('DIV');
    mounted.run(() => void (cancelled = startNativeDrag(shield)));
    expect(cancelled).toBe(true);
    expect(dragged()).toEqual([]);

    const text = mounted.container.querySelector('p')!;
    mounted.run(() => void (cancelled = startNativeDrag(text)));
    expect(cancelled).toBe(false);
    const textId = api.current!.query.node(ROOT_NODE).get().data.nodes[1];
    expect(dragged()).toEqual([textId]);
    mounted.run(() => fireDrag(text, 'dragend'));
  },
);
