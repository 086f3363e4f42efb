/**
 * Webpack loader for @docsearch/react 3.9.0 (pinned): the modal sets up its stored searches once.
 *
 * DocSearchModal hands `useRef` three initial values it computes on every render, about twice per
 * keystroke: two stores of recent and favourite searches, each of which first writes and removes a
 * test key in localStorage (a storage event in each of the site's other tabs), and the page's
 * selected text, which makes the browser bring its layout up to date. `useRef` keeps only the first
 * render's values, so these become `useState` initialisers, which React runs on the first render
 * only: the same values, without the work. The build fails if the code is not found.
 */
const INITIAL_VALUES = [
  'G=e.useRef(xr({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(o),limit:10})).current',
  'Y=e.useRef(xr({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(o),limit:0===G.getAll().length?7:4})).current',
  'Q=e.useRef("undefined"!=typeof window?window.getSelection().toString().slice(0,64):"").current',
];

/** `X=e.useRef(value).current` → `X=e.useState((function(){return value}))[0]`. */
function computedOnce(code) {
  const [, name, value] = /^(\w+)=e\.useRef\((.*)\)\.current$/.exec(code);
  return `${name}=e.useState((function(){return ${value}}))[0]`;
}

module.exports = function docsearchStoredSearchesLoader(source) {
  let patched = source;
  for (const code of INITIAL_VALUES) {
    if (!patched.includes(code)) {
      throw new Error(
        `docsearch-stored-searches-loader: \`${code}\` is not in @docsearch/react any more. Check whether the ` +
          'modal still computes these on every render (README: "Upgrading Docusaurus and DocSearch"); drop or redo the patch.',
      );
    }
    patched = patched.replace(code, computedOnce(code));
  }
  return patched;
};
