/** SPEC §2 route table: every doc route with the title its page shows. */
export const DOC_ROUTES: ReadonlyArray<{ path: string; title: string }> = [
  { path: '/docs/acknowledgements', title: 'Acknowledgements' },
  { path: '/docs/additional/layers', title: 'Layers' },
  { path: '/docs/api/editor', title: '<Editor />' },
  { path: '/docs/api/editor-state', title: 'EditorState' },
  { path: '/docs/api/element', title: '<Element />' },
  { path: '/docs/api/frame', title: '<Frame />' },
  { path: '/docs/api/helpers', title: 'NodeHelpers' },
  { path: '/docs/api/node', title: 'Node' },
  { path: '/docs/api/nodetree', title: 'NodeTree' },
  { path: '/docs/api/useEditor', title: 'useEditor()' },
  { path: '/docs/api/useNode', title: 'useNode()' },
  { path: '/docs/api/user-component', title: 'UserComponent' },
  { path: '/docs/concepts/editor', title: 'Editor' },
  { path: '/docs/concepts/nodes', title: 'Nodes' },
  { path: '/docs/concepts/user-components', title: 'User Components' },
  { path: '/docs/guides/basic-tutorial', title: 'Basic Tutorial' },
  { path: '/docs/guides/save-load-state', title: 'Saving and Loading State' },
  { path: '/docs/guides/versioned-saving', title: 'Saving to a Backend with Versions' },
  { path: '/docs/guides/server-rendering', title: 'Server Rendering and Next.js' },
  { path: '/docs/guides/iframe-editor', title: 'The Editor in an iframe' },
  { path: '/docs/guides/drop-indicator-and-rules', title: 'Drop Indicator and Drop Rules' },
  { path: '/docs/guides/performance', title: 'Performance with Many Nodes' },
  { path: '/docs/migrating/migrating-0.1.x', title: 'Migrating from 0.1.x' },
  { path: '/docs/overview', title: 'Overview' },
  { path: '/docs/sponsor', title: 'Sponsor' },
];

/** Every page of the site a reader can land on. */
export const ALL_PAGES: ReadonlyArray<string> = ['/', '/search', ...DOC_ROUTES.map((r) => r.path)];
