/**
 * docs/additional/layers.mdx, run as printed (by title), once plainly and once inside <React.StrictMode>:
 * the selection of a layer, expandRootOnLoad and opening on selection under StrictMode, and SteadyLayer.
 * Source: @craftjs/layers src/layers/LayerNode.tsx (expandRootOnLoad and selection: toggleLayer in effects),
 * src/manager/actions.tsx (toggleLayer flips, setExpandedState sets; only setLayerEvent('hovered') is
 * ever called, from src/events/LayerHandlers.ts).
 */
import type * as Craft from '@craftjs/core';
import type * as CraftLayers from '@craftjs/layers';
import { fireEvent, waitFor } from '@testing-library/react';
import React from 'react';
import { expect } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';
import { pageSection } from '../support/pageSection';

const { Element, ROOT_NODE } = requireFromRoot('@craftjs/core') as typeof Craft;
const { Layers, useLayer } = requireFromRoot('@craftjs/layers') as typeof CraftLayers;
const PAGE = 'additional/layers';
const FILE = `docs/${PAGE}.mdx`;

const CompactPanel = loadGuideModule<{ Panel: React.ComponentType }>(FILE, 'compact-layer.tsx').Panel;
const SteadyPanel = loadGuideModule<{ Panel: React.ComponentType }>(FILE, 'steady-layer.tsx').Panel;

const content = (
  <Element is={Box} canvas label="root">
    <Text text="A" />
    <Element is={Box} canvas label="inner">
      <Text text="deep" />
    </Element>
  </Element>
);
const resolver = { Box, Text };
type Rendered = ReturnType<typeof renderEditor>;

/** Ids of the layers LayerNode rendered (class "craft-layer-node <id>"), in document order. */
const layerIds = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.craft-layer-node')).map((el) => el.className.split(' ')[1]);

/** The element LayerNode renders for a node id (ids may need escaping in selectors). */
const layerElement = (container: HTMLElement, id: string) =>
  Array.from(container.querySelectorAll('.craft-layer-node')).find((el) => el.classList.contains(id))!;

/** DefaultLayerHeader's expand arrow of one layer: the last link of its own header (the eye is the first). */
function expandArrow(container: HTMLElement, id: string): Element {
  const links = Array.from(container.querySelectorAll('.craft-layer-node a')).filter((link) =>
    link.closest('.craft-layer-node')!.classList.contains(id),
  );
  return links[links.length - 1];
}

/** A layer that shows what a collector reading the layer's own event.selected gets. */
function SelectedEventProbe({ children }: { children?: React.ReactNode }) {
  const { id, selected } = useLayer((layer) => ({ selected: layer.event.selected }));
  return (
    <div data-probe={id} data-selected={String(selected)}>
      {children}
    </div>
  );
}

const deepOf = (ed: Rendered) => childIds(ed.query, childIds(ed.query, ROOT_NODE)[1])[0];

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    'useLayer',
    `CompactLayer highlights the selected node's layer; event.selected stays false (${mode.name})`,
    () => {
      const ed = renderEditor(content, {
        resolver,
        strict: mode.strict,
        around: (
          <>
            <CompactPanel />
            <div data-probe-panel>
              <Layers renderLayer={SelectedEventProbe} />
            </div>
          </>
        ),
      });
      const [a, inner] = childIds(ed.query, ROOT_NODE);
      expect(ed.container.querySelector('[aria-current="true"]')).toBeNull();
      // Selecting opens the root layer, and the printed layer marks the selected one.
      ed.act(() => ed.actions.selectNode(a));
      const current = ed.container.querySelectorAll('[aria-current="true"]');
      expect(current).toHaveLength(1);
      expect(current[0].textContent).toBe('Text');
      expect(current[0].closest('.craft-layer-node')!.classList.contains(a)).toBe(true);
      // A layer that reads its own event.selected never sees true.
      const probe = ed.container.querySelector(`[data-probe-panel] [data-probe="${a}"]`)!;
      expect(probe.getAttribute('data-selected')).toBe('false');
      // The toggle button of the sample opens and closes a layer.
      const innerToggle = () => layerElement(ed.container, inner).querySelector('button')!;
      fireEvent.click(innerToggle());
      expect(innerToggle().getAttribute('aria-expanded')).toBe('true');
      fireEvent.click(innerToggle());
      expect(innerToggle().getAttribute('aria-expanded')).toBe('false');

      const text = pageSection(`docs/${PAGE}.mdx`, 'useLayer');
      expect(text).toContain('the panel never sets it');
      expect(text).not.toContain('`event.selected` / `event.hovered` within the panel');
    },
  );

  claim(
    PAGE,
    'expandRootOnLoad',
    `collapsed under StrictMode in development; SteadyLayer opens it (${mode.name})`,
    () => {
      const withOption = renderEditor(content, { resolver, strict: mode.strict, around: <Layers expandRootOnLoad /> });
      // The option toggles the root in a mount effect, and StrictMode runs that effect twice.
      const optionChildren = childIds(withOption.query, ROOT_NODE);
      expect(layerIds(withOption.container)).toEqual(mode.strict ? [ROOT_NODE] : [ROOT_NODE, ...optionChildren]);
      withOption.unmount();

      const ed = renderEditor(content, { resolver, strict: mode.strict, around: <SteadyPanel /> });
      const rootChildren = childIds(ed.query, ROOT_NODE);
      expect(layerIds(ed.container)).toEqual([ROOT_NODE, ...rootChildren]);
      // The root stays collapsed once the user closes it, through later editor changes.
      fireEvent.mouseDown(expandArrow(ed.container, ROOT_NODE));
      expect(layerIds(ed.container)).toEqual([ROOT_NODE]);
      ed.act(() => ed.actions.setProp(rootChildren[0], (props: { text: string }) => void (props.text = 'B')));
      expect(layerIds(ed.container)).toEqual([ROOT_NODE]);

      const text = pageSection(`docs/${PAGE}.mdx`, 'expandRootOnLoad');
      expect(text).toContain('the root ends up **collapsed**');
      expect(text).toContain('`setExpandedState(true)`, which sets');
    },
  );

  claim(
    PAGE,
    'Layers',
    `selecting a deep node opens the layers above it only partly under StrictMode; SteadyLayer opens all (${mode.name})`,
    async () => {
      const plain = renderEditor(content, { resolver, strict: mode.strict, around: <Layers /> });
      const plainDeep = deepOf(plain);
      plain.act(() => plain.actions.selectNode(plainDeep));
      // The inner layer mounts while opening, and StrictMode runs its toggle twice.
      expect(layerIds(plain.container).includes(plainDeep)).toBe(!mode.strict);
      plain.unmount();

      const ed = renderEditor(content, { resolver, strict: mode.strict, around: <SteadyPanel /> });
      const deep = deepOf(ed);
      ed.act(() => ed.actions.selectNode(deep));
      await waitFor(() => expect(layerIds(ed.container)).toContain(deep));
      expect(pageSection(`docs/${PAGE}.mdx`, 'Layers')).toContain(
        'Under StrictMode in development this stops at the first layer that was not shown yet',
      );
    },
  );
}
