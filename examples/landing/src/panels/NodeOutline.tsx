import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const sameBox = (a: Box | null, b: Box) =>
  a !== null && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height;

/**
 * Where `dom` sits inside `layer`, in the layer's scrolled coordinates. Measured on every animation frame
 * while shown: a node also moves when a sibling grows, the canvas scrolls or the window resizes.
 */
function useBoxIn(dom: HTMLElement, layer: HTMLElement): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      const node = dom.getBoundingClientRect();
      const area = layer.getBoundingClientRect();
      const next = {
        top: node.top - area.top - layer.clientTop + layer.scrollTop,
        left: node.left - area.left - layer.clientLeft + layer.scrollLeft,
        width: node.width,
        height: node.height,
      };
      setBox((previous) => (sameBox(previous, next) ? previous : next));
      frame = requestAnimationFrame(measure);
    };
    measure();
    return () => cancelAnimationFrame(frame);
  }, [dom, layer]);
  return box;
}

/**
 * A frame drawn over a node, in the canvas's outline layer rather than inside the node: the node's own DOM,
 * styles and layout stay untouched, and the frame never catches the clicks and drags meant for the node.
 */
export function NodeOutline({
  dom,
  layer,
  kind,
  name,
}: {
  dom: HTMLElement;
  layer: HTMLElement;
  kind: 'hovered' | 'selected';
  name: string;
}) {
  const box = useBoxIn(dom, layer);
  if (!box) return null;
  return createPortal(
    <div className={`node-outline node-outline-${kind}`} data-outline={kind} aria-hidden="true" style={box}>
      {kind === 'selected' && <span className="node-outline-name">{name}</span>}
    </div>,
    layer,
  );
}
