import { ROOT_NODE, useEditor, type NodeId } from '@craftjs/core';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

/** What the tree shows of a node: plain values, so the collector's result is cheap to compare. */
type Entry = { label: string; children: NodeId[] };

/** Renders the editor's node tree (child nodes only) as nested lists. */
function Branch({ nodes, id }: { nodes: Record<NodeId, Entry>; id: NodeId }): ReactNode {
  const node = nodes[id];
  if (!node) return null;
  return (
    <li>
      <code>{node.label}</code>
      {node.children.length > 0 && (
        <ul>
          {node.children.map((childId) => (
            <Branch key={childId} nodes={nodes} id={childId} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function NodeTree({ labelId }: { labelId: string }): ReactNode {
  const { nodes } = useEditor((state) => ({
    nodes: Object.fromEntries(
      Object.entries(state.nodes).map(([id, node]): [NodeId, Entry] => [
        id,
        { label: `${node.data.displayName}${node.data.isCanvas ? ' (canvas)' : ''}`, children: node.data.nodes },
      ]),
    ),
  }));
  const count = Object.keys(nodes).length;
  return (
    <div className={styles.tree}>
      <p id={labelId} className={styles.label}>
        Node tree ({count} {count === 1 ? 'node' : 'nodes'})
      </p>
      <ul aria-labelledby={labelId}>
        <Branch nodes={nodes} id={ROOT_NODE} />
      </ul>
    </div>
  );
}
