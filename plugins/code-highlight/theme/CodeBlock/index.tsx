/**
 * Replaces the theme's CodeBlock, which highlights in the browser with Prism: every code block of the
 * docs is highlighted at build time (plugins/code-highlight/remark.ts turns it into a
 * HighlightedCodeBlock), so reaching this component is a mistake, and rendering fails with what to do.
 */
import type { ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';

export default function CodeBlock({ language, title }: Props): ReactNode {
  throw new Error(
    `CodeBlock${language ? ` (${language})` : ''}${title ? ` "${title}"` : ''}: code is highlighted at build time only. ` +
      'Write it as a fenced block in a docs page, or as <CodeBlock language title>{Source}</CodeBlock> with a ?raw import, ' +
      'so plugins/code-highlight highlights it; nothing highlights code in the browser.',
  );
}
