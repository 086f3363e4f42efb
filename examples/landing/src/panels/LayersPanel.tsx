import { useEditor } from '@craftjs/core';
import { Layers, useLayer } from '@craftjs/layers';
import { useEffect, type ReactNode } from 'react';

/** How many levels of the tree are open when the panel first shows. */
const OPEN_DEPTH = 2;

/** One row of the Layers panel, rendered by @craftjs/layers for every node of the tree. */
function LayerRow({ children }: { children?: ReactNode }) {
  const {
    id,
    depth,
    expanded,
    connectors: { layer, layerHeader, drag },
    actions: { toggleLayer, setExpandedState },
  } = useLayer((layer) => ({ expanded: layer.expanded }));
  const { name, selected, holdsSelection, hasChildren, enabled, actions } = useEditor((state, query) => {
    // After a delete or an undo this collector runs once more before the library removes the row.
    const node = state.nodes[id];
    const [selectedId] = state.events.selected;
    return {
      name: node ? (node.data.custom.displayName ?? node.data.displayName) : '',
      selected: state.events.selected.has(id),
      holdsSelection:
        !!node &&
        !!selectedId &&
        selectedId !== id &&
        !!state.nodes[selectedId] &&
        query.node(selectedId).ancestors(true).includes(id),
      hasChildren: node ? query.node(id).descendants().length > 0 : false,
      enabled: state.options.enabled,
    };
  });

  // Set, never toggle: StrictMode runs mount effects twice, and setting twice changes nothing.
  useEffect(() => {
    if (depth < OPEN_DEPTH) setExpandedState(true);
  }, [depth, setExpandedState]);

  // The library opens the selection's ancestors by toggling them in a mount effect; under StrictMode a row that
  // mounts while that path opens is toggled twice and stays closed. Opening it after those effects fixes that.
  useEffect(() => {
    if (!holdsSelection) return;
    const timer = setTimeout(() => setExpandedState(true));
    return () => clearTimeout(timer);
  }, [holdsSelection, setExpandedState]);

  return (
    <div
      ref={(el) => {
        if (el) layer(el);
      }}
      className="layer"
      data-layer-id={id}
    >
      <div
        ref={(el) => {
          if (el) drag(layerHeader(el));
        }}
        className={selected ? 'layer-header is-selected' : 'layer-header'}
        style={{ paddingLeft: 4 + depth * 14 }}
      >
        {hasChildren ? (
          <button
            type="button"
            className="layer-toggle"
            aria-expanded={expanded}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} ${name}`}
            onClick={toggleLayer}
          >
            {expanded ? '▾' : '▸'}
          </button>
        ) : (
          <span className="layer-toggle" aria-hidden="true" />
        )}
        <button
          type="button"
          className="layer-name"
          aria-pressed={selected}
          disabled={!enabled}
          onClick={() => actions.selectNode(id)}
        >
          {name}
        </button>
      </div>
      {children}
    </div>
  );
}

export function LayersPanel() {
  return (
    <section className="panel-section" aria-labelledby="layers-title">
      <h2 id="layers-title">Layers</h2>
      <div className="layers">
        <Layers renderLayer={LayerRow} />
      </div>
    </section>
  );
}
