/**
 * Webpack loader for prism-react-renderer 2.x: replaces the 40-odd grammars it bundles with the
 * ones the docs use (plugin option `languages`, in dependency order), taken from prismjs itself.
 * The grammars refer to a free `Prism`, which here is the bundle's own module-level `Prism`.
 * The build fails if the bundle's layout is not the expected one (e.g. after an upgrade).
 */
const fs = require('node:fs');

const START = '// src/prism-langs.ts\nvar Prism = __toESM(require_prism());\n';
const END = '\n// src/themes/index.ts';

function trimPrismLanguages(source, languages) {
  const start = source.indexOf(START);
  const end = source.indexOf(END, start);
  if (start === -1 || end === -1) {
    throw new Error(
      'prism-languages loader: the grammar section of prism-react-renderer was not found; check the pinned version.',
    );
  }
  const grammars = languages.map((language) => {
    const file = require.resolve(`prismjs/components/prism-${language}.js`);
    return `// prismjs/components/prism-${language}.js\n${fs.readFileSync(file, 'utf8')}`;
  });
  return `${source.slice(0, start)}${START}${grammars.join('\n')}\n${source.slice(end)}`;
}

module.exports = function prismLanguagesLoader(source) {
  return trimPrismLanguages(source, this.getOptions().languages);
};
module.exports.trimPrismLanguages = trimPrismLanguages;
