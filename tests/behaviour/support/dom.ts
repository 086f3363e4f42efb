/**
 * jsdom has no layout and no DragEvent. craft.js measures nodes with getBoundingClientRect and reads
 * clientX/clientY and dataTransfer from native drag events, so tests give elements boxes and fire
 * MouseEvents under the drag event names.
 */
export function setBox(el: Element, box: { top: number; left: number; width: number; height: number }): void {
  const rect = {
    ...box,
    x: box.left,
    y: box.top,
    right: box.left + box.width,
    bottom: box.top + box.height,
    toJSON: () => box,
  };
  (el as HTMLElement).getBoundingClientRect = () => rect as DOMRect;
  // getDOMInfo adds margins read from the computed style; jsdom leaves them empty (NaN).
  (el as HTMLElement).style.margin = '0px';
  (el as HTMLElement).style.padding = '0px';
}

/** Stacks elements vertically, each `height` px tall and 400 px wide, starting at y = 0. */
export function stack(elements: Element[], height = 100): void {
  elements.forEach((el, i) => setBox(el, { top: i * height, left: 0, width: 400, height }));
}

export function fireDrag(
  el: Element,
  type: 'dragstart' | 'dragenter' | 'dragover' | 'dragend' | 'drop',
  at = { x: 0, y: 0 },
): void {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: at.x, clientY: at.y });
  Object.defineProperty(event, 'dataTransfer', { value: { setDragImage: () => undefined, effectAllowed: 'move' } });
  el.dispatchEvent(event);
}

/**
 * A `dragstart` as a browser fires it at the element it is about to drag (jsdom starts no drag itself), with
 * the `dataTransfer` a drag libraries read; returns whether a listener cancelled it, which stops a browser's drag.
 */
export function startNativeDrag(el: Element): boolean {
  const event = new MouseEvent('dragstart', { bubbles: true, cancelable: true });
  const dataTransfer = { types: [], setData: () => undefined, setDragImage: () => undefined, effectAllowed: 'move' };
  Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
  el.dispatchEvent(event);
  return event.defaultPrevented;
}
