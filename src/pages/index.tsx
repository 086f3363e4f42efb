import React, { useEffect, useState } from 'react';
import Layout from '@theme/Layout';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './index.module.css';

/** How long the home page waits for the Landing editor before it shows the page anyway. */
const LANDING_TIMEOUT_MS = 4000;

/** `idle` is the server-rendered page: the frame is created only once we listen for its message. */
type Status = 'idle' | 'waiting' | 'loaded' | 'timed-out';

/** Waits for the Landing example (same origin only) to post `{ LANDING_PAGE_LOADED: true }`. */
function useLandingStatus(): Status {
  const [status, setStatus] = useState<Status>('idle');
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (event.data?.LANDING_PAGE_LOADED === true) setStatus('loaded');
    };
    window.addEventListener('message', onMessage);
    // The server-rendered page says 'idle'; waiting starts once the page runs in a browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStatus('waiting');
    const timer = window.setTimeout(() => {
      setStatus((current) => {
        if (current !== 'waiting') return current;
        console.warn('The Landing example did not report LANDING_PAGE_LOADED in time; showing the page anyway.');
        return 'timed-out';
      });
    }, LANDING_TIMEOUT_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
    };
  }, []);
  return status;
}

export default function Home(): React.ReactElement {
  const landingUrl = useBaseUrl('/examples/landing/');
  const status = useLandingStatus();
  return (
    <Layout
      title="Build drag-and-drop page editors in React"
      description="craft.js is a React framework for building drag-and-drop page editors out of your own components. Try the editable landing page."
      noFooter
      wrapperClassName={styles.wrapper}
    >
      <main className={styles.home} data-status={status}>
        <h1 className="sr-only">craft.js: build drag-and-drop page editors in React</h1>
        {status === 'timed-out' && (
          <p className={styles.fallback}>
            The live editor is taking a while to load. <a href={landingUrl}>Open the Landing example directly</a>.
          </p>
        )}
        <noscript>
          <p className={styles.fallback}>
            <a href={landingUrl}>Open the Landing example</a> (it needs JavaScript).
          </p>
        </noscript>
        {status !== 'idle' && (
          <iframe
            className={styles.frame}
            // Hidden, not removed, until the editor has drawn its first frame: no flash of an empty frame.
            style={{ visibility: status === 'waiting' ? 'hidden' : 'visible' }}
            src={landingUrl}
            title="craft.js Landing example: an editable page"
          />
        )}
      </main>
    </Layout>
  );
}
