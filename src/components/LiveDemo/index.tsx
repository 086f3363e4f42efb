import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styles from './styles.module.css';

// The editor and @craftjs/core live in their own chunk, fetched only when the reader scrolls to the demo.
const DemoEditor = lazy(() => import('./DemoEditor'));

/** Starts fetching a little before the demo scrolls into view, so it is usually ready when seen. */
const AHEAD = '200px 0px';

/** True once the element has come near the viewport (and stays true). */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

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
