/**
 * The theme's own CodeBlock with Prism, set up as the theme's client module would set it up (the
 * plugin keeps that module out of main.js): in the browser, the chunk prismLoader.ts fetches.
 */
import type { ComponentType } from 'react';
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import OriginalCodeBlock from '@theme-init/CodeBlock';
import type { Props } from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

export default OriginalCodeBlock as ComponentType<Props>;
