import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

// The one sidebar, `docs`. Order and labels are part of the product.
const sidebars: SidebarsConfig = {
  docs: [
    { type: 'category', label: 'Migrating', collapsed: false, items: ['migrating/migrating-0.1.x'] },
    {
      type: 'category',
      label: 'Introduction',
      collapsed: false,
      items: ['overview', 'faq', 'troubleshooting', 'acknowledgements', 'sponsor'],
    },
    {
      type: 'category',
      label: 'Core Concepts',
      collapsed: false,
      items: ['concepts/nodes', 'concepts/user-components', 'concepts/editor'],
    },
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      items: [
        'guides/basic-tutorial',
        'guides/landing-editor',
        'guides/save-load-state',
        'guides/versioned-saving',
        'guides/server-rendering',
        'guides/iframe-editor',
        'guides/drop-indicator-and-rules',
        'guides/performance',
      ],
    },
    {
      type: 'category',
      label: 'API Reference',
      collapsed: false,
      items: [
        'api/editor-state',
        'api/node',
        'api/user-component',
        'api/nodetree',
        'api/editor',
        'api/frame',
        'api/element',
        'api/useEditor',
        'api/useNode',
        'api/helpers',
      ],
    },
    { type: 'category', label: 'Additional Packages', collapsed: false, items: ['additional/layers'] },
  ],
};

export default sidebars;
