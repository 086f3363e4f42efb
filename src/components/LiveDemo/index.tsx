import BrowserOnly from '@docusaurus/BrowserOnly';
import { lazy, Suspense, type ReactNode } from 'react';
import styles from './styles.module.css';

// The editor and @craftjs/core live in their own chunk, fetched only in the browser after the page has loaded.
const DemoEditor = lazy(() => import('./DemoEditor'));

function Loading(): ReactNode {
  return <p className={styles.loading}>Loading the live editor…</p>;
}

/** A small, real craft.js editor embedded in a doc page. */
export default function LiveDemo(): ReactNode {
  return (
    <div className={styles.demo} data-testid="live-demo">
      <BrowserOnly fallback={<Loading />}>
        {() => (
          <Suspense fallback={<Loading />}>
            <DemoEditor />
          </Suspense>
        )}
      </BrowserOnly>
    </div>
  );
}
