/**
 * The lazily loaded half of CodeBlock: the theme's own component with Prism, set up as the theme's
 * client module would set it up (the plugin keeps that module out of every page's main.js).
 */
import type { ComponentType } from 'react';
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import OriginalCodeBlock from '@theme-init/CodeBlock';
import type { Props } from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

export default OriginalCodeBlock as ComponentType<Props>;
