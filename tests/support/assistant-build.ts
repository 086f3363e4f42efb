/**
 * The files plugins/llms writes into a build, for a fixture build folder: the page catalog and one
 * Markdown page (the useNode page, whose HTML is tests/fixtures/search-doc-page.html).
 */
import fs from 'node:fs';
import path from 'node:path';
import { CATALOG_FILE, type Catalog } from '../../assistants/llms';

export const FIXTURE_MARKDOWN =
  '# useNode()\n\n> The useNode hook.\n\n## connectors\n\n```ts\nconnect<B>(element: B): B\n```\n';

export const FIXTURE_CATALOG: Catalog = {
  siteTitle: 'craft.js',
  summary: 'A React framework for building drag-and-drop page editors.',
  siteUrl: 'https://craft.js.org/',
  pages: [
    {
      id: 'api/useNode',
      title: 'useNode()',
      description: 'The useNode hook.',
      category: 'API Reference',
      url: 'https://craft.js.org/docs/api/useNode',
      markdownUrl: 'https://craft.js.org/docs/api/useNode.md',
    },
  ],
};

export function writeAssistantFiles(buildDir: string): void {
  fs.mkdirSync(path.join(buildDir, 'docs', 'api'), { recursive: true });
  fs.writeFileSync(path.join(buildDir, CATALOG_FILE), JSON.stringify(FIXTURE_CATALOG));
  fs.writeFileSync(path.join(buildDir, 'docs', 'api', 'useNode.md'), FIXTURE_MARKDOWN);
}
