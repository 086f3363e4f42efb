import { useNode } from '@craftjs/core';
import { useEffect, type ReactElement } from 'react';

/** Wraps every node's render: outlines the hovered and the selected node on the canvas. */
export function RenderNode({ render }: { render: ReactElement }) {
  const { dom, hovered, selected } = useNode((node) => ({
    dom: node.dom,
    hovered: node.events.hovered,
    selected: node.events.selected,
  }));

  // Attributes, not classes: React rewrites `className` whenever a component's own classes change.
  useEffect(() => {
    dom?.toggleAttribute('data-hovered', hovered);
    dom?.toggleAttribute('data-selected', selected);
  }, [dom, hovered, selected]);

  return render;
}
