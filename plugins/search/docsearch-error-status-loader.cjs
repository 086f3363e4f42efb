/**
 * Webpack loader for @docsearch/react 3.9.0 (pinned): keeps the modal's "error" status.
 *
 * DocSearch sets status "error" when every host is unreachable (RetryError), but autocomplete-core's
 * `finally` then sets "idle" in the same tick, so 'Unable to fetch results' would
 * never show. This changes that one `finally` to leave an "error" status alone; the next keystroke
 * sets "loading" as usual. The build fails if the code is not found (e.g. a different version).
 */
const BROKEN = '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))';
const FIXED = '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))';

module.exports = function docsearchErrorStatusLoader(source) {
  if (!source.includes(BROKEN)) {
    throw new Error(
      'docsearch-error-status-loader: expected code not found; this patch is for @docsearch/react 3.9.0 only.',
    );
  }
  return source.replace(BROKEN, FIXED);
};
