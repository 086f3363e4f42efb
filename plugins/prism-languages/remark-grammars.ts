/**
 * Grammars only a few pages need (bash, json, diff) are not in main.js: a page whose code blocks use one
 * imports that grammar itself, so it is registered with Prism before the page renders, on the server and
 * in the browser, and other pages never download it.
 */
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';

export interface PageGrammarsOptions {
  /** prismjs component names a page loads for its own code blocks (the code block's language). */
  languages: string[];
}

export function grammarModule(language: string): string {
  return `prismjs/components/prism-${language}.js`;
}

function importStatement(source: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          { type: 'ImportDeclaration', specifiers: [], source: { type: 'Literal', value: source }, attributes: [] },
        ],
      },
    },
  };
}

export default function remarkPageGrammars(options: PageGrammarsOptions) {
  const onDemand = new Set(options.languages);
  return (tree: Root) => {
    const used = new Set<string>();
    visit(tree, 'code', (node) => {
      if (node.lang && onDemand.has(node.lang)) used.add(node.lang);
    });
    tree.children.unshift(...[...used].sort().map((language) => importStatement(grammarModule(language))));
  };
}
