/** The theme component this plugin adds (theme/HighlightedCodeBlock), under its `@theme/` name. */
declare module '@theme/HighlightedCodeBlock' {
  import type { ReactNode } from 'react';
  import type { HighlightedBlocks } from './HighlightedCodeBlock';
  export default function HighlightedCodeBlock(props: {
    blocks: HighlightedBlocks;
    index: number;
    lines: number;
    language: string;
    title?: string;
    lineNumbersStart?: number;
  }): ReactNode;
}
