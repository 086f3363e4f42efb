/**
 * Replaces the theme's: it adds `prism.additionalLanguages` to the browser's Prism. The docs' code
 * blocks and API signatures are highlighted at build time (plugins/code-highlight), so the browser's
 * Prism (fetched only for a block the build could not highlight, see plugins/prism-languages) needs
 * no extra grammar.
 */
export default function prismIncludeLanguages(): void {}
