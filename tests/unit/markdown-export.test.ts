import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mdxToMarkdown, type MarkdownContext } from '../../plugins/llms/mdx-to-markdown';
import { llmsFullTxt, llmsTxt, markdownFileFor, type Catalog } from '../../assistants/llms';
import type { ApiData } from '../../config/api-model';

const fixtures = path.join(__dirname, '..', 'fixtures', 'markdown');

const api: ApiData = {
  '@demo/core': {
    name: '@demo/core',
    version: '1.2.3',
    exports: [
      {
        name: 'useGreeting',
        kind: 'function',
        signature: 'function useGreeting(): { actions: { greet(name: string): void } };',
        members: [
          {
            name: 'actions',
            kind: 'property',
            type: '{ greet(name: string): void }',
            signature: 'actions: { greet(name: string): void }',
            optional: false,
            members: [
              {
                name: 'greet',
                kind: 'method',
                type: '(name: string) => void',
                signature: 'greet(name: string): void',
                optional: false,
              },
              {
                name: 'wave',
                kind: 'property',
                type: 'boolean | undefined',
                signature: 'wave?: boolean',
                optional: true,
                deprecated: 'Use greet.',
              },
            ],
          },
        ],
      },
    ],
  },
};

const context: MarkdownContext = {
  siteUrl: 'https://craft.js.org/',
  api,
  internalExports: [],
  readRaw: (specifier) => {
    expect(specifier).toBe('!@site/examples/demo/Greeting.tsx?raw');
    return fs.readFileSync(path.join(fixtures, 'Greeting.tsx'), 'utf8');
  },
  docPermalink: (href, from) => {
    expect(from).toBe('/docs/api/fixture');
    return { './editor.mdx': '/docs/api/editor', '../overview.mdx': '/docs/overview' }[href];
  },
};

const markdown = mdxToMarkdown(
  {
    source: fs.readFileSync(path.join(fixtures, 'page.mdx'), 'utf8'),
    title: 'Fixture page',
    description: 'A page for tests.',
    permalink: '/docs/api/fixture',
  },
  context,
);

/** The Markdown outside fenced code blocks. */
const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');

describe('MDX → Markdown for assistants', () => {
  it('starts with the title and the description, without front matter', () => {
    expect(markdown.startsWith('# Fixture page\n\n> A page for tests.\n\n')).toBe(true);
    expect(markdown).not.toContain('Front matter that must not reach');
    expect(markdown).not.toContain('id: fixture');
  });

  it('leaves no import lines or JSX outside code', () => {
    expect(prose).not.toMatch(/^import /m);
    expect(prose).not.toMatch(/<[A-Z][A-Za-z]*[\s/>]/);
    expect(prose).not.toContain('{GreetingSource}');
  });

  it('writes the generated signature as code, labelled with its package', () => {
    expect(markdown).toContain(
      '```ts title="@demo/core 1.2.3"\nfunction useGreeting(): { actions: { greet(name: string): void } };\n```',
    );
  });

  it('writes the generated member table as a Markdown table', () => {
    expect(markdown).toContain(
      [
        '**Members of useGreeting.actions (@demo/core 1.2.3)**',
        '',
        '| Name | Type | Presence |',
        '| - | - | - |',
        '| `greet` | `greet(name: string): void` | required |',
        '| `wave` (deprecated) | `boolean \\| undefined` | optional |',
      ].join('\n'),
    );
  });

  it('writes admonitions as labelled blockquotes', () => {
    expect(markdown).toContain('> **Warning: Careful here**\n>\n> Calling `greet` twice says hello twice.');
    expect(markdown).toContain('> **Tip**\n>\n> No title on this one.');
  });

  it('writes the example file as fenced code with its title, under its tab label', () => {
    expect(markdown).toContain(
      '**Greeting.tsx**\n\n```tsx title="src/Greeting.tsx"\nexport function Greeting({ name }: { name: string }) {\n  return <p>Hello {name}</p>;\n}\n```',
    );
  });

  it("keeps the page's own code blocks as written, without the `// ^?` lines that pin a type open on the site", () => {
    expect(markdown).toContain("```tsx\nimport React from 'react';\nexport const X = () => <Editor />;\n```");
  });

  it('writes a live sample as a plain code block, keeping its title', () => {
    expect(markdown).toContain(
      '```tsx title="Live greeting"\nexport default function App() {\n  return <p>Hello</p>;\n}\n```',
    );
    expect(markdown).toContain('```tsx\nexport const Y = () => <p>Untitled live</p>;\n```');
    expect(markdown).not.toMatch(/^```\S*.*\blive\b/m);
  });

  it('makes every link absolute to the site', () => {
    expect(markdown).toContain('[editors](https://craft.js.org/docs/api/editor#options)');
    expect(markdown).toContain('[overview](https://craft.js.org/docs/overview)');
    expect(markdown).toContain('[up](https://craft.js.org/docs/api/fixture#signature)');
  });

  it('fails loudly on an API reference the data does not have', () => {
    expect(() =>
      mdxToMarkdown({ source: '<ApiSignature of="useNothing" />', title: 'x', permalink: '/docs/x' }, context),
    ).toThrow('API reference: no export "useNothing" in the installed packages');
  });
});

describe('llms.txt and llms-full.txt', () => {
  const page = (id: string, title: string, category: string, description = `About ${title}.`) => ({
    id,
    title,
    description,
    category,
    url: `https://craft.js.org/docs/${id}`,
    markdownUrl: `https://craft.js.org/docs/${id}.md`,
  });
  const catalog: Catalog = {
    siteTitle: 'craft.js',
    summary: 'A React framework\nfor page editors.',
    siteUrl: 'https://craft.js.org/',
    pages: [
      page('overview', 'Overview', 'Introduction'),
      page('api/node', 'Node', 'API Reference'),
      page('api/useNode', 'useNode()', 'API Reference', ''),
    ],
  };

  it("has an H1, a blockquote summary and one H2 per category in sidebar order, linking each page's Markdown", () => {
    expect(llmsTxt(catalog)).toBe(
      [
        '# craft.js',
        '',
        '> A React framework for page editors.',
        '',
        '## Introduction',
        '',
        '- [Overview](https://craft.js.org/docs/overview.md): About Overview.',
        '',
        '## API Reference',
        '',
        '- [Node](https://craft.js.org/docs/api/node.md): About Node.',
        '- [useNode()](https://craft.js.org/docs/api/useNode.md)',
        '',
      ].join('\n'),
    );
  });

  it("puts every page's Markdown in llms-full.txt in sidebar order", () => {
    const full = llmsFullTxt(catalog, (p) => `# ${p.title}\n\nBody of ${p.id}.\n`);
    expect(full.indexOf('# Overview')).toBeLessThan(full.indexOf('# Node'));
    expect(full.indexOf('# Node')).toBeLessThan(full.indexOf('# useNode()'));
    expect(full).toContain('Source: https://craft.js.org/docs/api/node\n\n# Node\n\nBody of api/node.\n');
  });

  it('maps a permalink to its Markdown file in the build', () => {
    expect(markdownFileFor('/docs/migrating/migrating-0.1.x')).toBe('docs/migrating/migrating-0.1.x.md');
  });
});
