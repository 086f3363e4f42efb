import { useEffect, useState, type RefObject } from 'react';

/** Starts fetching a little before an element scrolls into view, so it is usually ready when seen. */
const AHEAD = '200px 0px';

/** True once the element has come near the viewport (and stays true). */
export function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
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
