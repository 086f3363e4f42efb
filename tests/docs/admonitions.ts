/**
 * Admonition problems in a doc, found on the tree the MDX parser builds, the way Docusaurus builds it: its own
 * preprocessing step first (it turns `:::note Title` into `:::note[Title]`), then remark-mdx plus
 * remark-directive. A box that holds a heading or does not end on its own `:::` line has swallowed the text
 * after it.
 */
import { DefaultAdmonitionOptions } from '@docusaurus/mdx-loader/lib/remark/admonitions';
import { admonitionTitleToDirectiveLabel } from '@docusaurus/utils';
import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

export interface AdmonitionProblem {
  /** 1-based line where the box opens. */
  line: number;
  message: string;
}

const CLOSING_FENCE = /^\s*:{3,}\s*$/;
const FENCE_WITH_TEXT = /^\s*:{3,}\s+\S/;

export function findAdmonitionProblems(source: string): AdmonitionProblem[] {
  // The preprocessing keeps every line where it was, so positions still point into `source`.
  const prepared = admonitionTitleToDirectiveLabel(source, DefaultAdmonitionOptions.keywords);
  const tree = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkDirective).parse(prepared) as Root;
  const lines = source.split('\n');
  const problems: AdmonitionProblem[] = [];

  visit(tree, 'containerDirective', (box: ContainerDirective) => {
    const start = box.position?.start.line ?? 0;
    const end = box.position?.end.line ?? 0;
    const label = `:::${box.name}`;

    visit(box, 'heading', (heading) => {
      problems.push({ line: start, message: `${label} holds the heading on line ${heading.position?.start.line}` });
    });

    // The parser ends an unclosed box where its parent ends, on whatever line that is.
    if (end <= start || !CLOSING_FENCE.test(lines[end - 1] ?? '')) {
      problems.push({ line: start, message: `${label} is not closed by a line holding only ":::"` });
    }

    // A ":::" followed by text is not a closing fence: the box runs on past it.
    for (let line = start + 1; line < end; line += 1) {
      if (FENCE_WITH_TEXT.test(lines[line - 1]) && !/^\s*:{3,}[a-z]/.test(lines[line - 1])) {
        problems.push({ line: start, message: `${label} line ${line} starts with ":::" but carries text, so it does not close the box` });
      }
    }
  });

  return problems;
}
