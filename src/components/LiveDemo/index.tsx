import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from '../hooks/useNearViewport';
import styles from './styles.module.css';

// The editor and @craftjs/core live in their own chunk, fetched only when the reader scrolls to the demo.
const DemoEditor = lazy(() => import('./DemoEditor'));

function Loading(): ReactNode {
  return <p className={styles.loading}>Loading the live editor…</p>;
}

/** A small, real craft.js editor embedded in a doc page, loaded when the reader reaches it. */
export default function LiveDemo(): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref} className={styles.demo} data-testid="live-demo">
      {/* `near` turns true only in the browser, after hydration: the server renders the placeholder. */}
      {near ? (
        <Suspense fallback={<Loading />}>
          <DemoEditor />
        </Suspense>
      ) : (
        <Loading />
      )}
    </div>
  );
}
