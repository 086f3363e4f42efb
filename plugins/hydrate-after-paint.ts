/**
 * The page template of `docusaurus build` (siteConfig.ssrTemplate): Docusaurus's own, except that the
 * page's scripts run after the browser has painted the server-rendered page. With `defer`, a phone
 * parses the whole document and then runs the scripts (hydration is the longest task) before its
 * first full paint, so the reader waits for JavaScript to see text that is already in the HTML. Here
 * the scripts are preloaded from the head, so they download as early as before, and one inline script
 * (the same on every page, so one CSP hash) adds them, in order, once the page has been painted.
 *
 * The template is Docusaurus's, changed by two checked replacements: when an upgrade changes the parts
 * we replace, the build stops and says what to look at, instead of serving a stale copy.
 */
import upstreamModule from '@docusaurus/core/lib/ssg/ssgTemplate.html';

/** The template string, whether the loader hands over CommonJS `exports.default` (Docusaurus) or `exports` (knip's). */
const upstream: string =
  typeof upstreamModule === 'string' ? upstreamModule : (upstreamModule as unknown as { default: string }).default;

/**
 * Adds the preloaded scripts once the first contentful paint is on screen: its paint-timing entry
 * arrives after the frame is presented, so hydration cannot hold that frame back. At once in a
 * background tab, which paints nothing; after two frames where paint timing is missing (observing an
 * entry type the browser lacks would wait forever, so it is checked first).
 *
 * Until the app takes over, a tap on a button or the search shortcut has no handler yet. They are kept
 * in `window.__earlyInput` (the button itself, or the key) for src/client/replayEarlyInput.ts, which
 * replays them once the page has hydrated. Pointer events are recorded, not clicks, because buttons
 * that need the browser (the colour toggle) are disabled until hydration and get no click.
 */
const HYDRATE_AFTER_PAINT = [
  '(function(){var early=window.__earlyInput=[];',
  'function recording(){return window.__earlyInput===early}',
  'document.addEventListener("pointerup",function(e){var b=recording()&&e.target.closest&&e.target.closest("button");',
  'if(b)early.push({button:b})},true);',
  'document.addEventListener("keydown",function(e){if(!recording())return;var k=e.key.toLowerCase(),t=e.target;',
  'var typing=t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName);',
  'if((k==="k"&&(e.ctrlKey||e.metaKey))||(k==="/"&&!typing)){e.preventDefault();',
  'early.push({key:e.key,ctrlKey:e.ctrlKey,metaKey:e.metaKey})}},true);',
  'var started=false;function run(){if(started)return;started=true;',
  'document.querySelectorAll("link[data-hydrate]").forEach(function(link){',
  'var script=document.createElement("script");script.src=link.href;script.async=false;document.body.appendChild(script)})}',
  'if(document.visibilityState==="hidden")return run();',
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;',
  'if(types&&types.indexOf("paint")>=0)new PerformanceObserver(function(list,observer){',
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();run()}})',
  '.observe({type:"paint",buffered:true});',
  'else requestAnimationFrame(function(){requestAnimationFrame(run)})})()',
].join('');

const UPSTREAM_FILE = '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/** Replaces `find` in the template, or stops the build naming the part of Docusaurus's template that changed. */
function replaceChecked(template: string, find: string, replacement: string, what: string): string {
  if (template.split(find).length !== 2)
    throw new Error(
      `Docusaurus's page template (${UPSTREAM_FILE}) no longer has ${what} exactly once:\n${find}\n` +
        'Compare it with plugins/hydrate-after-paint.ts and update the replacement there ' +
        '(listed in plugins/upstream-versions.ts).',
    );
  return template.replace(find, replacement);
}

/** `bodyStartScript`: an inline script run right after the theme's own, at the top of the body, before the first paint. */
export function pageTemplate(template: string, { bodyStartScript }: { bodyStartScript?: string } = {}): string {
  const started = bodyStartScript
    ? replaceChecked(
        template,
        '<%~ it.preBodyTags %>\n',
        `<%~ it.preBodyTags %>\n    <script>${bodyStartScript}</script>\n`,
        'the pre-body tags followed by a line break',
      )
    : template;
  const preloaded = replaceChecked(
    started,
    '<script src="<%= it.baseUrl %><%= script %>" defer></script>',
    '<link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" data-hydrate />',
    'the deferred script tag of each page script',
  );
  return replaceChecked(
    preloaded,
    '<%~ it.postBodyTags %>\n',
    `<%~ it.postBodyTags %>\n    <script>${HYDRATE_AFTER_PAINT}</script>\n`,
    'the post-body tags followed by a line break',
  ).trimStart();
}

/** The page template for `ssrTemplate`. */
export const ssrTemplate = (options: { bodyStartScript?: string } = {}): string => pageTemplate(upstream, options);
