import { useEditor } from '@craftjs/core';
import { createElement } from 'react';

/** The selected block's settings toolbar: the `related.settings` component of its type. */
export function SettingsPanel() {
  const { actions, enabled, selected } = useEditor((state, query) => {
    const [id] = state.events.selected;
    const node = id ? state.nodes[id] : undefined;
    return {
      enabled: state.options.enabled,
      selected: node && {
        id: node.id,
        name: node.data.custom.displayName ?? node.data.displayName,
        settings: node.related?.settings,
        deletable: query.node(node.id).isDeletable(),
      },
    };
  });

  return (
    <section className="panel-section" aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      {!enabled && <p className="hint">Editing is off. Turn it on to select blocks.</p>}
      {enabled && !selected && <p className="hint">Click a block on the page to edit it.</p>}
      {enabled && selected && (
        <div className="settings" data-node-id={selected.id}>
          <p className="selected-name">
            Selected: <strong>{selected.name}</strong>
          </p>
          <div className="fields">{selected.settings && createElement(selected.settings)}</div>
          {selected.deletable && (
            <button type="button" className="danger" onClick={() => actions.delete(selected.id)}>
              Delete {selected.name}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
