/**
 * Whole-component samples of docs/overview.mdx, docs/concepts/nodes.mdx and docs/additional/layers.mdx, run as
 * printed (by their titles), once plainly and once inside <React.StrictMode>, doing what their text says.
 */
import type * as Craft from '@craftjs/core';
import type * as CraftLayers from '@craftjs/layers';
import { fireEvent, render } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES, inMode } from './support/modes';
import { spyConsole } from './support/spy';

const { Element, ROOT_NODE } = requireFromRoot('@craftjs/core') as typeof Craft;
const { Layers } = requireFromRoot('@craftjs/layers') as typeof CraftLayers;
const NODES = 'docs/concepts/nodes.mdx';
const LAYERS = 'docs/additional/layers.mdx';

const { default: FirstEditor } = loadGuideModule<{ default: React.ComponentType }>(
  'docs/overview.mdx',
  'first-editor.tsx',
);
const { Page } = loadGuideModule<{ Page: React.ComponentType }>(NODES, 'page.tsx');
const { sidebar } = loadGuideModule<{ sidebar: React.ReactElement<{ is: React.ElementType }> }>(NODES, 'sidebar.tsx');
const { Card, Slot } = loadGuideModule<{
  Card: Craft.UserComponent<{ title: string }>;
  Slot: Craft.UserComponent<{ children?: React.ReactNode }>;
}>(NODES, 'card.tsx');
const { App: LayersApp } = loadGuideModule<{ App: React.ComponentType }>(LAYERS, 'layers-app.tsx');
const { CollapseButton } = loadGuideModule<{ CollapseButton: React.ComponentType }>(LAYERS, 'collapse-button.tsx');
const { Panel: BorderedPanel } = loadGuideModule<{ Panel: React.ComponentType }>(LAYERS, 'bordered-layer.tsx');

afterEach(() => vi.restoreAllMocks());

/** A layer with the page's CollapseButton and a mark of whether it shows its children. */
function LayerWithCollapse({ children }: { children?: React.ReactNode }) {
  return (
    <div data-layer-open={String(Boolean(children))}>
      <CollapseButton />
      {children}
    </div>
  );
}

for (const mode of RENDER_MODES) {
  const named = (what: string) => `${what} (${mode.name})`;

  claim('overview', 'A first editor in 20 lines', named('every label can be dragged, the box itself cannot'), () => {
    const view = render(inMode(<FirstEditor />, mode.strict));
    const labels = Array.from(view.container.querySelectorAll('p'));
    expect(labels.map((p) => p.textContent)).toEqual(['Drag me', 'Or drag me']);
    expect(labels.every((p) => p.getAttribute('draggable') === 'true')).toBe(true);
    expect(view.container.querySelector('div')!.getAttribute('draggable')).toBeNull();
  });

  claim(
    'concepts/nodes',
    'The node tree',
    named('Page: the h2 and p are draggable nodes of the Section canvas'),
    () => {
      spyConsole('error');
      const view = render(inMode(<Page />, mode.strict));
      const section = view.container.querySelector('section')!;
      expect(section.getAttribute('draggable')).toBeNull();
      expect(section.querySelector('h2')!.getAttribute('draggable')).toBe('true');
      expect(section.querySelector('p')!.getAttribute('draggable')).toBe('true');
    },
  );

  claim(
    'concepts/nodes',
    'The Element component',
    named('sidebar is a Column canvas with gap 8 and its custom value'),
    () => {
      spyConsole('error');
      const ed = renderEditor(sidebar, { resolver: { Column: sidebar.props.is }, strict: mode.strict });
      const root = ed.query.node(ROOT_NODE).get();
      expect(root.data.isCanvas).toBe(true);
      expect(root.data.props.gap).toBe(8);
      expect(root.data.custom).toEqual({ region: 'sidebar' });
      expect((root.dom as HTMLElement).style.gap).toBe('8px');
    },
  );

  claim('concepts/nodes', 'Linked nodes', named('each Card gets the linked canvases header and actions'), () => {
    spyConsole('error');
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Card title="Offer" />
      </Element>,
      { resolver: { Box, Card, Slot }, strict: mode.strict },
    );
    const card = ed.query.node(childIds(ed.query, ROOT_NODE)[0]).get();
    const { header, actions } = card.data.linkedNodes;
    expect(Object.keys(card.data.linkedNodes)).toEqual(['header', 'actions']);
    expect([header, actions].map((id) => ed.query.node(id).isCanvas())).toEqual([true, true]);
    expect(childIds(ed.query, header).map((id) => ed.query.node(id).get().data.name)).toEqual(['p']);
    // Part of the card: not deletable or draggable on its own.
    expect(ed.query.node(header).isDeletable()).toBe(false);
    expect(ed.query.node(header).isDraggable()).toBe(false);
  });

  claim('additional/layers', 'Requirements', named('the App shows the Layers panel next to the page'), () => {
    spyConsole('error');
    const view = render(inMode(<LayersApp />, mode.strict));
    const aside = view.getByRole('complementary', { name: 'Layers' });
    expect(aside.querySelector(`.craft-layer-node.${ROOT_NODE}`)).not.toBeNull();
    expect(view.container.querySelector('main')).not.toBeNull();
  });

  claim('additional/layers', 'setExpandedState', named('CollapseButton collapses its layer'), () => {
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Text text="A" />
      </Element>,
      { resolver: { Box, Text }, strict: mode.strict, around: <Layers renderLayer={LayerWithCollapse} /> },
    );
    const rootLayer = () => ed.container.querySelector('[data-layer-open]')!;
    ed.act(() => ed.actions.selectNode(childIds(ed.query, ROOT_NODE)[0]));
    expect(rootLayer().getAttribute('data-layer-open')).toBe('true');
    fireEvent.click(ed.getAllByRole('button', { name: 'Collapse' })[0]);
    expect(rootLayer().getAttribute('data-layer-open')).toBe('false');
  });

  claim(
    'additional/layers',
    'DefaultLayerHeader',
    named('BorderedLayer draws the default header inside its own border'),
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="A" />
        </Element>,
        { resolver: { Box, Text }, strict: mode.strict, around: <BorderedPanel /> },
      );
      const layer = ed.container.querySelector(`.craft-layer-node.${ROOT_NODE} > div`) as HTMLElement;
      expect(layer.style.borderLeft).toBe('2px solid rgb(148, 163, 184)');
      expect(layer.querySelector('h2')!.textContent).toBe('Box');
      // Clicking the layer selects its node, through connectors.layer.
      fireEvent.mouseDown(layer);
      expect(ed.query.getEvent('selected').all()).toEqual([ROOT_NODE]);
    },
  );
}
