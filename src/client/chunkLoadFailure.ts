/**
 * When a page's own chunks cannot be loaded on the first visit, Docusaurus never starts the app:
 * the server HTML stays, silently inert. Show the error with a Retry button instead. Failures
 * during client-side navigation are Docusaurus's: it reloads the page.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const ALERT_ID = 'chunk-load-failure';

function isChunkLoadError(reason: unknown): reason is Error {
  return (
    reason instanceof Error &&
    (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/.test(reason.message))
  );
}

function showFailure(error: Error): void {
  if (document.getElementById(ALERT_ID)) return;
  const alert = document.createElement('div');
  alert.id = ALERT_ID;
  alert.setAttribute('role', 'alert');
  alert.className = 'chunk-load-failure';
  const message = document.createElement('p');
  message.textContent = `This page could not finish loading. ${String(error)}`;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  alert.append(message, retry);
  document.body.prepend(alert);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    // Once the app has rendered, a failed chunk belongs to a navigation, which Docusaurus handles.
    const started = Boolean((window as unknown as { docusaurusRoot?: unknown }).docusaurusRoot);
    if (!started && isChunkLoadError(event.reason)) showFailure(event.reason);
  });
}
