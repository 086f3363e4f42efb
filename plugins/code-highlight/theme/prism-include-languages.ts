/**
 * Replaces the theme's: it adds `prism.additionalLanguages` to the browser's Prism. The docs' code
 * blocks are highlighted at build time (plugins/code-highlight), so the browser only highlights the
 * API signatures (TypeScript, kept by plugins/prism-languages) and needs no extra grammar.
 */
export default function prismIncludeLanguages(): void {}
