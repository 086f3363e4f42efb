/**
 * The repository this site's sources live in: the navbar and footer link to it, and every doc page's
 * "Edit this page" opens its source file there. A fork or a move of the docs changes it here only.
 */
export const REPOSITORY_URL = 'https://github.com/prevwong/craft.js';

/**
 * What the docs plugin puts before a doc's path relative to the site folder (`docs/api/useNode.mdx`):
 * the repository's editor on its default branch.
 */
export const EDIT_SOURCE_URL = `${REPOSITORY_URL}/edit/main/`;
