/** The browser's way to the theme's CodeBlock: a chunk of its own, fetched when a page first renders one. */
import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';

let loaded: ComponentType<Props> | undefined;

export default {
  loaded: () => loaded,
  load: () => import('./PrismCodeBlock').then((module) => (loaded = module.default)),
};
