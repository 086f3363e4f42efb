/**
 * docs/additional/layers.mdx: @craftjs/layers 0.2.7 inside a real Editor.
 * Source: @craftjs/layers src/index.tsx, src/layers/LayerNode.tsx, src/layers/useLayer.tsx,
 * src/manager/LayerManagerProvider.tsx, src/manager/actions.tsx, src/events/LayerHandlers.ts,
 * src/layers/DefaultLayer/*.tsx (from dist/cjs/index.js.map).
 */
import { Element, ROOT_NODE } from '@craftjs/core';
import { DefaultLayer, Layers, useLayer } from '@craftjs/layers';
import { act, fireEvent } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import React from 'react';
import { expect } from 'vitest';
import { claim } from './support/claim';
import { Box, Card, Text, resolver } from './support/components';
import { childIds, renderEditor } from './support/editor';

const content = (
  <Element is={Box} canvas label="root">
    <Text text="A" />
    <Element is={Box} canvas label="inner">
      <Text text="deep" />
    </Element>
    <Card title="card" />
  </Element>
);

/** The element LayerNode renders for a node id (class "craft-layer-node <id>"; ids may need escaping in selectors). */
const layerOf = (container: HTMLElement, id: string) =>
  Array.from(container.querySelectorAll('.craft-layer-node')).find((el) => el.classList.contains(id))!;

const layerNodes = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.craft-layer-node')).map((el) =>
    el.className.replace('craft-layer-node ', ''),
  );

claim(
  'additional/layers',
  'Requirements',
  'the panel needs styled-components 6.1 or newer, and renders its styles with it',
  () => {
    // @craftjs/layers dist/cjs/index.js: require("styled-components"); package.json peerDependencies
    const requireFromRoot = createRequire(`${process.cwd()}/package.json`);
    const layersPkg = JSON.parse(readFileSync(requireFromRoot.resolve('@craftjs/layers/package.json'), 'utf8'));
    const styledPkg = JSON.parse(readFileSync(requireFromRoot.resolve('styled-components/package.json'), 'utf8'));
    expect(layersPkg.peerDependencies['styled-components']).toBe('>= 6.1');
    const [major, minor] = String(styledPkg.version).split('.').map(Number);
    expect(major > 6 || (major === 6 && minor >= 1)).toBe(true);
    expect(readFileSync(requireFromRoot.resolve('@craftjs/layers'), 'utf8')).toContain('require("styled-components")');
    const ed = renderEditor(content, { resolver, around: <Layers expandRootOnLoad /> });
    expect(layerNodes(ed.container)).toContain(ROOT_NODE);
    expect(document.head.querySelector('style[data-styled]')).not.toBeNull();
  },
);

claim(
  'additional/layers',
  'expandRootOnLoad',
  'without it every layer starts collapsed; with it the root shows its children',
  () => {
    // layers src/layers/LayerNode.tsx: registerLayer starts expanded: false; expandRootOnLoad toggles ROOT once
    const collapsed = renderEditor(content, { resolver, around: <Layers /> });
    expect(layerNodes(collapsed.container)).toEqual([ROOT_NODE]);
    collapsed.unmount();
    const open = renderEditor(content, { resolver, around: <Layers expandRootOnLoad /> });
    expect(layerNodes(open.container)).toEqual([ROOT_NODE, ...childIds(open.query, ROOT_NODE)]);
  },
);

/** A renderLayer that shows what useLayer returns. */
function Row({ children }: { children?: React.ReactNode }) {
  const { id, depth, children: kids, expanded, actions } = useLayer((layer) => ({ expanded: layer.expanded }));
  return (
    <div data-layer={id} data-depth={depth} data-kids={(kids ?? []).join(',')} data-expanded={String(expanded)}>
      <button type="button" onClick={() => actions.toggleLayer()}>
        toggle {id}
      </button>
      <button type="button" onClick={() => actions.setExpandedState(false)}>
        collapse {id}
      </button>
      {children}
    </div>
  );
}

claim(
  'additional/layers',
  'renderLayer',
  'each layer renders renderLayer, with the child layers as children only when expanded',
  () => {
    // layers src/layers/LayerNode.tsx: createElement(renderLayer, {}, children && expanded ? child layers : null)
    const ed = renderEditor(content, { resolver, around: <Layers renderLayer={Row} expandRootOnLoad /> });
    const root = ed.container.querySelector(`[data-layer="${ROOT_NODE}"]`)!;
    expect(root.getAttribute('data-expanded')).toBe('true');
    const [a, inner] = childIds(ed.query, ROOT_NODE);
    expect(root.querySelector(`[data-layer="${a}"]`)).not.toBeNull();
    const innerLayer = ed.container.querySelector(`[data-layer="${inner}"]`)!;
    expect(innerLayer.getAttribute('data-expanded')).toBe('false');
    expect(innerLayer.querySelector('[data-layer]')).toBeNull();
  },
);

claim('additional/layers', 'depth', '0 for the root, one more per level', () => {
  // layers src/layers/LayerNode.tsx: child LayerContextProvider depth={depth + 1}; index.tsx: ROOT at depth 0
  const ed = renderEditor(content, { resolver, around: <Layers renderLayer={Row} expandRootOnLoad /> });
  const [a] = childIds(ed.query, ROOT_NODE);
  expect(ed.container.querySelector(`[data-layer="${ROOT_NODE}"]`)!.getAttribute('data-depth')).toBe('0');
  expect(ed.container.querySelector(`[data-layer="${a}"]`)!.getAttribute('data-depth')).toBe('1');
});

claim('additional/layers', 'children', 'the direct linked nodes and child nodes of the layer\u2019s node', () => {
  // layers src/layers/useLayer.tsx: children = query.node(id).descendants() (direct, linked first)
  const ed = renderEditor(content, { resolver, around: <Layers renderLayer={Row} expandRootOnLoad /> });
  const card = childIds(ed.query, ROOT_NODE)[2];
  const body = ed.query.node(card).get().data.linkedNodes.body;
  expect(ed.container.querySelector(`[data-layer="${ROOT_NODE}"]`)!.getAttribute('data-kids')).toBe(
    childIds(ed.query, ROOT_NODE).join(','),
  );
  expect(ed.container.querySelector(`[data-layer="${card}"]`)!.getAttribute('data-kids')).toBe(body);
});

claim(
  'additional/layers',
  'toggleLayer',
  'toggleLayer expands and collapses; setExpandedState(false) collapses',
  () => {
    // layers src/manager/actions.tsx: toggleLayer flips expanded; setExpandedState sets it
    const ed = renderEditor(content, { resolver, around: <Layers renderLayer={Row} expandRootOnLoad /> });
    const inner = childIds(ed.query, ROOT_NODE)[1];
    const deep = childIds(ed.query, inner)[0];
    fireEvent.click(ed.getByRole('button', { name: `toggle ${inner}` }));
    expect(ed.container.querySelector(`[data-layer="${deep}"]`)).not.toBeNull();
    fireEvent.click(ed.getByRole('button', { name: `collapse ${inner}` }));
    expect(ed.container.querySelector(`[data-layer="${deep}"]`)).toBeNull();
  },
);

claim('additional/layers', 'query', 'useLayer().query has no history: the layer store has no query methods', () => {
  // manager/LayerManagerProvider.tsx: useMethods(LayerMethods, state) without query methods → query = []
  let query: unknown = 'unset';
  function QueryProbe() {
    query = (useLayer() as unknown as { query: unknown }).query;
    return null;
  }
  renderEditor(content, { resolver, around: <Layers renderLayer={QueryProbe} /> });
  expect(Array.isArray(query)).toBe(true);
  expect(Object.keys(query as object)).toEqual([]);
  expect((query as { history?: unknown }).history).toBeUndefined();
});

claim('additional/layers', 'Layers', 'selecting a node in the editor expands every layer above it', () => {
  // layers src/layers/LayerNode.tsx: shouldBeExpanded = selected ancestors(true).includes(id) → toggleLayer
  const ed = renderEditor(content, { resolver, around: <Layers renderLayer={Row} /> });
  const inner = childIds(ed.query, ROOT_NODE)[1];
  const deep = childIds(ed.query, inner)[0];
  expect(ed.container.querySelector(`[data-layer="${deep}"]`)).toBeNull();
  ed.act(() => ed.actions.selectNode(deep));
  expect(ed.container.querySelector(`[data-layer="${ROOT_NODE}"]`)!.getAttribute('data-expanded')).toBe('true');
  expect(ed.container.querySelector(`[data-layer="${inner}"]`)!.getAttribute('data-expanded')).toBe('true');
  expect(ed.container.querySelector(`[data-layer="${deep}"]`)).not.toBeNull();
});

claim('additional/layers', 'layer', 'a mouse down on a layer selects its node in the editor', () => {
  // layers src/events/LayerHandlers.ts layer: inherits the editor select/hover/drag connectors
  const ed = renderEditor(content, { resolver, around: <Layers expandRootOnLoad /> });
  const a = childIds(ed.query, ROOT_NODE)[0];
  const layerEl = layerOf(ed.container, a).firstElementChild!;
  act(() => void layerEl.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
  expect(ed.query.getEvent('selected').all()).toEqual([a]);
});

claim('additional/layers', 'EditableLayerName', 'shows custom.displayName instead of displayName', () => {
  // layers src/layers/DefaultLayer/EditableLayerName.tsx: html = custom.displayName || data.displayName
  const ed = renderEditor(content, { resolver, around: <Layers expandRootOnLoad /> });
  const a = childIds(ed.query, ROOT_NODE)[0];
  const name = () => layerOf(ed.container, a).querySelector('h2')!.textContent;
  expect(name()).toBe('Text');
  ed.act(() => ed.actions.setCustom(a, (c) => void (c.displayName = 'Headline')));
  expect(name()).toBe('Headline');
});

claim('additional/layers', 'DefaultLayerHeader', 'the eye button hides and shows the node', () => {
  // layers src/layers/DefaultLayer/DefaultLayerHeader.tsx: <Hide onClick={() => actions.setHidden(id, !hidden)}>
  const ed = renderEditor(content, { resolver, around: <Layers expandRootOnLoad /> });
  const a = childIds(ed.query, ROOT_NODE)[0];
  const eye = layerOf(ed.container, a).querySelector('a')!;
  fireEvent.click(eye);
  expect(ed.query.node(a).get().data.hidden).toBe(true);
  expect(ed.container.querySelector('[data-text="A"]')).toBeNull();
  fireEvent.click(eye);
  expect(ed.query.node(a).get().data.hidden).toBe(false);
});

claim('additional/layers', 'DefaultLayer', 'DefaultLayer is the default renderLayer', () => {
  // layers src/manager/LayerManagerProvider.tsx: options.renderLayer defaults to DefaultLayer
  const withDefault = renderEditor(content, { resolver, around: <Layers expandRootOnLoad /> });
  const html = withDefault.container.querySelector('.craft-layer-node')!.innerHTML.length;
  withDefault.unmount();
  const explicit = renderEditor(content, { resolver, around: <Layers expandRootOnLoad renderLayer={DefaultLayer} /> });
  expect(explicit.container.querySelector('.craft-layer-node')!.innerHTML.length).toBe(html);
});
