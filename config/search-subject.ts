/**
 * The library these docs are about and the page that introduces it. A question about the library
 * itself ("what is craft.js", "why use craft.js", "is craft.js a page builder") names it and
 * otherwise only words most pages have: any page could answer it by its words, and the one that
 * should is the introduction. So should a query that says what the library is ("dnd editor", "react
 * page builder") in the words of the introduction's first sentence, its definition. Data for the
 * engine's search/subject-query.ts, kept here so the engine names no library.
 */
export const SITE_SUBJECT = {
  /** The library's names, as typed (matched as heading-names.ts keys: `craft.js` is `craft js`). */
  names: ['craft.js', 'craftjs'],
  /** The path of the page that introduces it. */
  page: '/docs/overview',
  /** A word on at least this share of the pages does not tell them apart. */
  commonShare: 1 / 3,
} as const;
