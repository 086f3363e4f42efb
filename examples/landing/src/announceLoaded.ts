import { useEffect } from 'react';

/**
 * Tells the page that embeds this editor (the site's home page) that the first frame is on
 * screen, so it can reveal the iframe without a flash of an empty frame. Same origin only.
 */
export function useAnnounceLoaded(): void {
  useEffect(() => {
    if (window.parent === window) return;
    const frame = requestAnimationFrame(() => {
      window.parent.postMessage({ LANDING_PAGE_LOADED: true }, window.location.origin);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
}
