/**
 * Opens a live sample in StackBlitz: its SDK posts the exported project from a form to
 * stackblitz.com in a new tab (no request from this page's scripts). Loaded when the button is used.
 */
import { exportProject } from './exportProject';

export async function openInStackBlitz(code: string, title: string): Promise<void> {
  const { default: sdk } = await import('@stackblitz/sdk');
  sdk.openProject(
    {
      title,
      description: 'A craft.js sample from the craft.js documentation.',
      template: 'node',
      files: exportProject(code, title),
    },
    { newWindow: true, openFile: 'src/App.tsx' },
  );
}
