import { useNode } from '@craftjs/core';
import { useEffect, type ReactElement } from 'react';

/** Wraps every node's render: outlines the hovered and the selected node on the canvas. */
export function RenderNode({ render }: { render: ReactElement }) {
  const { dom, hovered, selected } = useNode((node) => ({
    dom: node.dom,
    hovered: node.events.hovered,
    selected: node.events.selected,
  }));

  useEffect(() => {
    dom?.classList.toggle('node-hovered', hovered);
    dom?.classList.toggle('node-selected', selected);
  }, [dom, hovered, selected]);

  return render;
}
