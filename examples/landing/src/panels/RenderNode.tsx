import { useNode } from '@craftjs/core';
import type { ReactElement } from 'react';
import { NodeOutline } from './NodeOutline';

/** Wraps every node's render: adds an outline over the hovered and the selected node. */
export function RenderNode({ render }: { render: ReactElement }) {
  const { dom, name, hovered, selected } = useNode((node) => ({
    dom: node.dom,
    name: node.data.custom.displayName ?? node.data.displayName,
    hovered: node.events.hovered,
    selected: node.events.selected,
  }));
  // Drawn in the scrolling canvas (marked by App), so an outline scrolls and clips with the page.
  const layer = dom?.closest<HTMLElement>('[data-outline-layer]');

  return (
    <>
      {render}
      {dom && layer && (selected || hovered) && (
        <NodeOutline dom={dom} layer={layer} kind={selected ? 'selected' : 'hovered'} name={name} />
      )}
    </>
  );
}
