/**
 * Keystroke to painted results in the search modal, as the bench measures it for our service and for
 * a static host alike: the clock starts on the real keydown and stops on the first frame painted after
 * the hits change; a change that never comes counts as missed (-1), not a hang.
 */
import type { Page } from '@playwright/test';

interface PaintClock {
  __paint: Promise<number>;
}

/** Armed before the key is sent: from the real keydown to the frame painted after the hits change. */
function armKeystrokeToPaint(timeoutMs: number): void {
  (window as unknown as PaintClock).__paint = new Promise<number>((resolve) => {
    let started = 0;
    window.addEventListener('keydown', () => (started = performance.now()), { once: true, capture: true });
    const observer = new MutationObserver(() => {
      if (!started || !document.querySelector('.DocSearch-Hit, .DocSearch-NoResults')) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - started));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    setTimeout(() => {
      observer.disconnect();
      resolve(-1);
    }, timeoutMs);
  });
}

/** -1 when nothing changed on screen within `timeoutMs`. */
export async function typeAndTime(page: Page, key: string, timeoutMs = 3000): Promise<number> {
  await page.evaluate(armKeystrokeToPaint, timeoutMs);
  await page.keyboard.type(key);
  return page.evaluate(() => (window as unknown as PaintClock).__paint);
}
