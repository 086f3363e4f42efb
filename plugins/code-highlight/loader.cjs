/**
 * Webpack loader for a page's highlighted blocks (written by remark.ts, a JSON array of HTML).
 * Server bundle: the HTML itself, so the static page holds the highlighted code. Browser bundle:
 * only a loader of a separate chunk with the same array, used after a client-side navigation
 * (a first load hydrates from the page's own HTML and never fetches it).
 */
const path = require('node:path');

const LINES_QUERY = '?highlighted-code-lines';

module.exports = function highlightedCodeLoader(source) {
  const { isServer } = this.getOptions();
  const key = path.basename(this.resourcePath).replace(/\.[^.]+$/, '');
  JSON.parse(source); // fails the build on a damaged data file
  if (this.resourceQuery === LINES_QUERY) return `export default ${source};`;
  if (isServer) return `export default { key: ${JSON.stringify(key)}, html: ${source} };`;
  const lines = JSON.stringify(this.resourcePath + LINES_QUERY);
  return [
    'let lines;',
    `export default { key: ${JSON.stringify(key)}, load: () => (lines ??= import(/* webpackChunkName: "code-${key}" */ ${lines}).then((m) => m.default)) };`,
  ].join('\n');
};
