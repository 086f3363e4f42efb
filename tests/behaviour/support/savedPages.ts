/** Saved pages as craft.js writes them, for tests that load JSON a recipe fetched or a reader stored. */

/** A page whose root is the recipes' own `Text` component (resolver key "Text") showing `text`. */
export const savedTextPage = (text: string): string =>
  JSON.stringify({
    ROOT: {
      type: { resolvedName: 'Text' },
      isCanvas: false,
      props: { text },
      displayName: 'Text',
      custom: {},
      hidden: false,
      nodes: [],
      linkedNodes: {},
    },
  });
