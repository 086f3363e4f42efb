/** A react-dnd drag source for the drag-conflict tests, handing the test the manager it belongs to. */
import type { DragDropManager } from 'dnd-core';
import { useDrag, useDragDropManager } from 'react-dnd';

export function DndCard({ grab }: { grab: (manager: DragDropManager) => void }) {
  grab(useDragDropManager());
  const [, drag] = useDrag(() => ({ type: 'card', item: {} }));
  return (
    <span
      data-card
      ref={(el) => {
        drag(el);
      }}
    >
      card
    </span>
  );
}
