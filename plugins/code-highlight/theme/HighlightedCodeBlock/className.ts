/** The class of every build-time highlighted block; plugins/code-highlight scopes its colours to it. */
export const HIGHLIGHTED_CLASS = 'highlighted-code';
