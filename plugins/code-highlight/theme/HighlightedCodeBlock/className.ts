/** The class of every build-time highlighted block; plugins/code-highlight scopes its colours to it. */
export const HIGHLIGHTED_CLASS = 'highlighted-code';

/** The id of a page's block `index`'s hidden hint of the keys its type popups answer (plugins/code-highlight/type-popups.ts). */
export const typeKeysId = (index: number): string => `type-${index}-keys`;
