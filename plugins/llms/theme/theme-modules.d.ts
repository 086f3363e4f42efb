/** The theme component this plugin adds (plugins/llms/theme/CopyPage), under its `@theme/` name. */
declare module '@theme/CopyPage' {
  import type { ReactNode } from 'react';
  export default function CopyPage(props: { markdownUrl: string }): ReactNode;
}
