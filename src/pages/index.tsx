import React, { useEffect, useState } from 'react';
import Layout from '@theme/Layout';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './index.module.css';

/** How long the home page waits for the Landing editor before it shows the page anyway. */
const LANDING_TIMEOUT_MS = 4000;

type Status = 'waiting' | 'loaded' | 'timed-out';

function useLandingStatus(): Status {
  const [status, setStatus] = useState<Status>('waiting');
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only our own Landing example may reveal the page.
      if (event.origin !== window.location.origin) return;
      if (event.data && event.data.LANDING_PAGE_LOADED === true) setStatus('loaded');
    };
    window.addEventListener('message', onMessage);
    const timer = window.setTimeout(() => {
      setStatus((current) => {
        if (current !== 'waiting') return current;
        console.warn('The Landing example did not report LANDING_PAGE_LOADED; showing the page anyway.');
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
      description="craft.js is a React framework for building extensible drag-and-drop page editors out of your own components."
      noFooter
    >
      <main className={styles.home} data-status={status}>
        <h1 className="sr-only">craft.js: build drag-and-drop page editors in React</h1>
        {status === 'timed-out' && (
          <p className={styles.fallback}>
            The live editor is taking long to load. <a href={landingUrl}>Open the Landing example directly</a>.
          </p>
        )}
        <iframe
          className={styles.frame}
          style={{ visibility: status === 'waiting' ? 'hidden' : 'visible' }}
          src={landingUrl}
          title="craft.js Landing example: an editable page"
        />
      </main>
    </Layout>
  );
}
