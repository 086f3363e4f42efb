/**
 * Webpack loader for a prismjs grammar (`prismjs/components/prism-<name>.js`) a page imports itself
 * (see remark-grammars.ts): the grammar refers to a free `Prism`, which here is bound to the Prism
 * instance of prism-react-renderer, the one the theme's code blocks highlight with.
 */
module.exports = function prismGrammarLoader(source) {
  return `import { Prism } from 'prism-react-renderer';\n${source}`;
};
