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
  const { name, selected, hasChildren, enabled, actions } = useEditor((state, query) => ({
    name: state.nodes[id].data.custom.displayName ?? state.nodes[id].data.displayName,
    selected: state.events.selected.has(id),
    hasChildren: query.node(id).descendants().length > 0,
    enabled: state.options.enabled,
  }));

  useEffect(() => {
    if (depth < OPEN_DEPTH) setExpandedState(true);
  }, [depth, setExpandedState]);

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
