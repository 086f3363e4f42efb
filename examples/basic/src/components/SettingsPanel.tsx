import { useEditor } from '@craftjs/core';
import { createElement } from 'react';

export function SettingsPanel() {
  const { selected } = useEditor((state) => {
    const [id] = state.events.selected;
    if (!id) return { selected: null };
    const node = state.nodes[id];
    return {
      selected: {
        name: node.data.displayName,
        settings: node.related?.settings,
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
        </>
      ) : (
        <p className="hint">Click a component on the canvas to edit it.</p>
      )}
    </section>
  );
}
