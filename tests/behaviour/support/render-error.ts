/** Renders as a production app does (no act) and returns the error React reports as uncaught, and what it logged. */
import type React from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { messages, spyConsole } from './spy';

export function renderError(ui: React.ReactElement): { message: string; logged: string } {
  const error = spyConsole('error');
  const container = document.body.appendChild(document.createElement('div'));
  let caught: unknown = null;
  const root = createRoot(container, { onUncaughtError: (err) => (caught = err) });
  try {
    flushSync(() => root.render(ui));
  } catch (err) {
    caught = err;
  }
  flushSync(() => root.unmount());
  container.remove();
  error.mockRestore();
  return { message: caught ? (caught as Error).message : 'no error', logged: messages(error) };
}
