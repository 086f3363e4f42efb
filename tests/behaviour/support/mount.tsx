/**
 * Mounts React without Testing Library, because React's production build has no `act`: a render and each
 * change run inside `flushSync`, which commits them (and their effects) before it returns. Works in both
 * builds; the behaviour-production project uses it to run recipes as a reader's production bundle does.
 */
import React from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { inMode } from './modes';

export interface Mounted {
  container: HTMLElement;
  /** Runs a change (an editor action, a click) and commits what it scheduled. */
  run(change: () => void): void;
  rerender(ui: React.ReactElement): void;
  unmount(): void;
}

export function mount(ui: React.ReactElement, { strict = false }: { strict?: boolean } = {}): Mounted {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  flushSync(() => root.render(inMode(ui, strict)));
  return {
    container,
    run: (change) => flushSync(change),
    rerender: (next) => flushSync(() => root.render(inMode(next, strict))),
    unmount() {
      flushSync(() => root.unmount());
      container.remove();
    },
  };
}
