/** Headings of a doc as its reader sees them: parsed with the MDX parser Docusaurus uses. */
import { readFileSync } from 'node:fs';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

export interface DocHeading {
  depth: number;
  text: string;
}

export function docHeadings(file: string): DocHeading[] {
  const tree = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).parse(readFileSync(file, 'utf8')) as Root;
  const headings: DocHeading[] = [];
  visit(tree, 'heading', (node: Heading) => {
    headings.push({ depth: node.depth, text: toString(node) });
  });
  return headings;
}
