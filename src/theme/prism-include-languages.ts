/**
 * Registers no grammar on every page (ejected from the theme, which loads `additionalLanguages` into
 * main.js): the grammars every page needs are in prism-react-renderer's bundle (plugins/prism-languages),
 * and a page whose code blocks use bash, json or diff imports that grammar itself.
 */
export default function prismIncludeLanguages(): void {}
