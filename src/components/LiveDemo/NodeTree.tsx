import { ROOT_NODE, useEditor, type Nodes, type NodeId } from '@craftjs/core';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

/** Renders the editor's node tree (child nodes only) as nested lists. */
function Branch({ nodes, id }: { nodes: Nodes; id: NodeId }): ReactNode {
  const node = nodes[id];
  if (!node) return null;
  const label = `${node.data.displayName}${node.data.isCanvas ? ' (canvas)' : ''}`;
  return (
    <li>
      <code>{label}</code>
      {node.data.nodes.length > 0 && (
        <ul>
          {node.data.nodes.map((childId) => (
            <Branch key={childId} nodes={nodes} id={childId} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function NodeTree({ labelId }: { labelId: string }): ReactNode {
  const { nodes } = useEditor((state) => ({ nodes: state.nodes }));
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
