/**
 * The announcement bar without React: an inline script at the top of every page's body, right after the
 * theme's, that
 * - shows a bar whose id the reader has not seen, although an older one was dismissed (the theme's own
 *   script hides the bar on the stored "dismissed" flag alone, before hydration);
 * - closes the bar at once when its close button is tapped before the page has hydrated, storing the
 *   dismissal as the theme does, so a reload right after keeps it closed.
 * After hydration the theme's AnnouncementBarProvider reads the same storage and agrees.
 */

/** The theme's storage slots (@docusaurus/theme-common `contexts/announcementBar.js`, default site storage). */
export const ANNOUNCEMENT_STORAGE = {
  dismissed: 'docusaurus.announcement.dismiss',
  id: 'docusaurus.announcement.id',
} as const;
/** The data attribute the theme's CSS hides the bar with before hydration. */
export const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export function announcementBarScript(id: string): string {
  const [ID, DISMISSED, SEEN, ATTRIBUTE] = [
    id,
    ANNOUNCEMENT_STORAGE.dismissed,
    ANNOUNCEMENT_STORAGE.id,
    INITIALLY_DISMISSED_ATTRIBUTE,
  ].map((text) => JSON.stringify(text).replace(/</g, '\\u003c'));
  return [
    '(function(){var html=document.documentElement;',
    `try{if(localStorage.getItem(${SEEN})!==${ID})html.setAttribute(${ATTRIBUTE},"false")}catch(e){}`,
    'document.addEventListener("click",function(e){',
    'if(html.getAttribute("data-has-hydrated")==="true"||!e.target.closest)return;',
    'var button=e.target.closest(".theme-announcement-bar button");',
    'if(!button||button.getAttribute("aria-label")!=="Close")return;',
    `html.setAttribute(${ATTRIBUTE},"true");`,
    `try{localStorage.setItem(${DISMISSED},"true");localStorage.setItem(${SEEN},${ID})}catch(e){}`,
    '},true)})()',
  ].join('');
}
