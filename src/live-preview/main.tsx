/**
 * The live code preview: a page of its own, framed by a live code block in a sandbox (an opaque
 * origin: no access to the docs page, its storage or its cookies). It runs the code it is sent and
 * tells the block what happened: rendered, or which error with where.
 */
import { Component, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { isToPreview, MESSAGE_TAG, type CodeError, type FromPreview } from '../../config/live-preview';
import { compile, messageOf } from './compile';

function post(message: FromPreview): void {
  // The framing page is this page's own site (checked on every message received); the opaque
  // origin of this sandboxed document cannot name it as a target, and nothing sent is private.
  window.parent.postMessage({ tag: MESSAGE_TAG, message }, '*');
}

let current = 0;
const reportError = (version: number, error: CodeError) => {
  if (version === current) post({ kind: 'error', version, error });
};

/** Tells the block once the sample has rendered (effects run after the commit). */
function Rendered({ version }: { version: number }): null {
  useEffect(() => {
    if (version === current) post({ kind: 'rendered', version });
  }, [version]);
  return null;
}

class Boundary extends Component<{ version: number; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    reportError(this.props.version, { phase: 'render', message: messageOf(error) });
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('The preview page has no #root.');
// The boundary reports caught errors to the block; React's default would also log them here.
const root = createRoot(container, { onCaughtError: () => {} });

function run(code: string, version: number): void {
  current = version;
  const compiled = compile(code);
  if (!compiled.ok) {
    reportError(version, compiled.error);
    return;
  }
  const { App } = compiled;
  root.render(
    <Boundary key={version} version={version}>
      <App />
      <Rendered version={version} />
    </Boundary>,
  );
}

// An error thrown later, in an event handler or a timer of the sample, is shown in the block too.
window.addEventListener('error', (event) => {
  reportError(current, { phase: 'render', message: messageOf(event.error ?? event.message) });
});
window.addEventListener('unhandledrejection', (event) => {
  reportError(current, { phase: 'render', message: messageOf(event.reason) });
});

window.addEventListener('message', (event) => {
  // Only the framing docs page (this site's own origin) drives the preview.
  if (event.source !== window.parent || event.origin !== location.origin || !isToPreview(event.data)) return;
  const message = event.data.message;
  if (message.kind === 'ping') post({ kind: 'pong', seq: message.seq });
  else run(message.code, message.version);
});

post({ kind: 'ready' });
