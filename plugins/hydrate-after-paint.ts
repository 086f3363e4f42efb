/**
 * The page template of `docusaurus build` (siteConfig.ssrTemplate): Docusaurus's own, except that the
 * page's scripts run after the browser has painted the server-rendered page. With `defer`, a phone
 * parses the whole document and then runs the scripts (hydration is the longest task) before its
 * first full paint, so the reader waits for JavaScript to see text that is already in the HTML. Here
 * the scripts are preloaded from the head, so they download as early as before, and one inline script
 * (the same on every page, so one CSP hash) adds them, in order, once the page has been painted.
 */

/**
 * Adds the preloaded scripts once the first contentful paint is on screen: its paint-timing entry
 * arrives after the frame is presented, so hydration cannot hold that frame back. At once in a
 * background tab, which paints nothing; after two frames where paint timing is missing (observing an
 * entry type the browser lacks would wait forever, so it is checked first).
 */
const HYDRATE_AFTER_PAINT = [
  '(function(){var started=false;function run(){if(started)return;started=true;',
  'document.querySelectorAll("link[data-hydrate]").forEach(function(link){',
  'var script=document.createElement("script");script.src=link.href;script.async=false;document.body.appendChild(script)})}',
  'if(document.visibilityState==="hidden")return run();',
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;',
  'if(types&&types.indexOf("paint")>=0)new PerformanceObserver(function(list,observer){',
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();run()}})',
  '.observe({type:"paint",buffered:true});',
  'else requestAnimationFrame(function(){requestAnimationFrame(run)})})()',
].join('');

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" data-hydrate />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${HYDRATE_AFTER_PAINT}</script>
  </body>
</html>
`;
