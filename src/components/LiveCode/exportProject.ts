/**
 * A live sample as a complete Vite + React + TypeScript project: the sample is `src/App.tsx`
 * exactly as edited, and `package.json` pins the versions these docs describe.
 */
import { EXPORT_DEPENDENCIES, EXPORT_DEV_DEPENDENCIES } from '../../../config/live-preview';

export type ProjectFiles = Record<string, string>;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function exportProject(code: string, title: string): ProjectFiles {
  return {
    'package.json': json({
      name: 'craftjs-live-sample',
      private: true,
      version: '0.0.0',
      type: 'module',
      description: title,
      scripts: { dev: 'vite', build: 'tsc --noEmit && vite build', preview: 'vite preview' },
      dependencies: EXPORT_DEPENDENCIES,
      devDependencies: EXPORT_DEV_DEPENDENCIES,
    }),
    'index.html': [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="utf-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
      `    <title>${title.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))}</title>`,
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      '    <script type="module" src="/src/main.tsx"></script>',
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    'src/main.tsx': [
      "import { createRoot } from 'react-dom/client';",
      "import App from './App';",
      '',
      "createRoot(document.getElementById('root')!).render(<App />);",
      '',
    ].join('\n'),
    'src/App.tsx': code.endsWith('\n') ? code : `${code}\n`,
    'tsconfig.json': json({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        skipLibCheck: true,
        isolatedModules: true,
        noEmit: true,
      },
      include: ['src'],
    }),
    'vite.config.ts': [
      "import { defineConfig } from 'vite';",
      "import react from '@vitejs/plugin-react';",
      '',
      'export default defineConfig({',
      '  plugins: [react()],',
      '});',
      '',
    ].join('\n'),
  };
}
