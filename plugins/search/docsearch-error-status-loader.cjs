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
      'docsearch-error-status-loader: the `finally` it rewrites is not in @docsearch/react any more. Check whether ' +
        'the modal still drops its "error" status (README: "Upgrading Docusaurus and DocSearch"); drop or redo the patch.',
    );
  }
  return source.replace(BROKEN, FIXED);
};
