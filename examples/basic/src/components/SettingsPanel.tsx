import { useEditor } from '@craftjs/core';
import { createElement } from 'react';

export function SettingsPanel() {
  const { actions, selected } = useEditor((state, query) => {
    const [id] = state.events.selected;
    if (!id) return { selected: null };
    const node = state.nodes[id];
    return {
      selected: {
        id,
        name: node.data.displayName,
        settings: node.related?.settings,
        deletable: query.node(id).isDeletable(),
      },
    };
  });

  return (
    <section className="settings" aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      {selected ? (
        <>
          <p className="selected-name">
            Selected: <strong>{selected.name}</strong>
          </p>
          {selected.settings ? createElement(selected.settings) : <p className="hint">Nothing to set here.</p>}
          {selected.deletable && (
            <button type="button" className="danger" onClick={() => actions.delete(selected.id)}>
              Delete {selected.name}
            </button>
          )}
        </>
      ) : (
        <p className="hint">Click a component on the canvas to edit it.</p>
      )}
    </section>
  );
}
