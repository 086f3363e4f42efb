import { useEditor } from '@craftjs/core';
import lz from 'lzutf8';
import { useRef, useState } from 'react';

/** A saved state is the serialized JSON, compressed and Base64-encoded so it is short to copy. */
const toSavedState = (json: string) => lz.compress(json, { outputEncoding: 'Base64' }) as string;
const fromSavedState = (saved: string) => lz.decompress(saved.trim(), { inputEncoding: 'Base64' }) as string;

export function Topbar() {
  const { actions, query, enabled, canUndo, canRedo, deletableId } = useEditor((state, query) => {
    const [selectedId] = state.events.selected;
    return {
      enabled: state.options.enabled,
      canUndo: query.history.canUndo(),
      canRedo: query.history.canRedo(),
      // The root and the linked areas inside a Card cannot be deleted.
      deletableId: selectedId && query.node(selectedId).isDeletable() ? selectedId : null,
    };
  });
  const [status, setStatus] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  const [stateToLoad, setStateToLoad] = useState('');

  async function copyState() {
    const saved = toSavedState(query.serialize());
    try {
      await navigator.clipboard.writeText(saved);
      setStatus(`State copied to the clipboard (${saved.length} characters).`);
    } catch {
      setStatus('The clipboard is not available in this browser.');
    }
  }

  function loadState() {
    try {
      const json = fromSavedState(stateToLoad);
      // deserialize accepts any object: without a ROOT node the canvas would go blank.
      if (!Object.hasOwn(JSON.parse(json), 'ROOT')) throw new Error('No ROOT node');
      actions.deserialize(json);
      setStatus('State loaded.');
      dialog.current?.close();
    } catch {
      setStatus('That is not a saved state.');
    }
  }

  return (
    <header className="topbar" aria-label="Editor toolbar">
      <h1>Basic editor</h1>
      <label className="switch">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(e) => actions.setOptions((options) => (options.enabled = e.target.checked))}
        />
        Enable editing
      </label>
      <div className="actions">
        <button type="button" disabled={!canUndo} onClick={() => actions.history.undo()}>
          Undo
        </button>
        <button type="button" disabled={!canRedo} onClick={() => actions.history.redo()}>
          Redo
        </button>
        <button type="button" disabled={!deletableId} onClick={() => deletableId && actions.delete(deletableId)}>
          Delete
        </button>
        <button type="button" onClick={copyState}>
          Copy state
        </button>
        <button type="button" onClick={() => dialog.current?.showModal()}>
          Load state
        </button>
      </div>
      <p className="status" role="status">
        {status}
      </p>
      <dialog ref={dialog} aria-labelledby="load-title">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            loadState();
          }}
        >
          <h2 id="load-title">Load state</h2>
          <label className="field">
            Paste a copied state
            <textarea rows={6} value={stateToLoad} onChange={(e) => setStateToLoad(e.target.value)} />
          </label>
          <div className="actions">
            <button type="submit">Load</button>
            <button type="button" onClick={() => dialog.current?.close()}>
              Cancel
            </button>
          </div>
        </form>
      </dialog>
    </header>
  );
}
