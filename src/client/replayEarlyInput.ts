/**
 * Taps and the search shortcut made after the page painted but before it hydrated had no handler: the
 * page template's inline script kept them in `window.__earlyInput` (plugins/hydrate-after-paint.ts).
 * Once the first route has rendered, stop recording and replay them, so the reader need not tap again.
 */
import type { ClientModule } from '@docusaurus/types';

type EarlyInput = { button: HTMLButtonElement } | { key: string; ctrlKey: boolean; metaKey: boolean };

declare global {
  interface Window {
    __earlyInput?: EarlyInput[] | null;
  }
}

/** Buttons that need the browser stay disabled until an effect after hydration: wait for them a little. */
const ENABLE_WAIT_MS = 2000;
const RETRY_MS = 25;

function pressWhenEnabled(button: HTMLButtonElement, waited = 0): void {
  if (!button.isConnected) return;
  if (!button.disabled) button.click();
  else if (waited < ENABLE_WAIT_MS) setTimeout(() => pressWhenEnabled(button, waited + RETRY_MS), RETRY_MS);
}

function replay(input: EarlyInput): void {
  if ('button' in input) pressWhenEnabled(input.button);
  else document.body.dispatchEvent(new KeyboardEvent('keydown', { ...input, bubbles: true, cancelable: true }));
}

/**
 * Runs `then` once Docusaurus marks the page hydrated (`<html data-has-hydrated>`): it does so from an
 * effect after the first render, so the components' own listeners (the search shortcuts) are in place.
 */
function whenHydrated(then: () => void): void {
  const root = document.documentElement;
  if (root.dataset.hasHydrated === 'true') return then();
  const observer = new MutationObserver(() => {
    if (root.dataset.hasHydrated !== 'true') return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-has-hydrated'] });
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ previousLocation }) {
    if (previousLocation || !window.__earlyInput) return;
    const queue = window.__earlyInput;
    window.__earlyInput = null;
    whenHydrated(() => queue.forEach(replay));
  },
};

export default clientModule;
