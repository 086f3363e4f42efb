/**
 * Remark plugin for the docs: a fenced block marked `live` (```` ```tsx live ````) becomes
 * `<LiveCodeBlock code={…}>` around the same block. It runs before plugins/code-highlight, which
 * then highlights the block inside, so the page's HTML holds the code as an ordinary highlighted
 * code block (read by search, and shown until the editor loads); the Markdown export and the
 * snippet type-check read the MDX source, where it is still a plain fence.
 */
import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

const COMPONENT = 'LiveCodeBlock';
const SOURCE = '@site/src/components/LiveCode';
const LIVE = /(^|\s)live(\s|$)/;
const LANGUAGES = new Set(['tsx', 'jsx']);
const TITLE = /title=(?<quote>["'])(?<title>.*?)\1/;

type AnyNode = { type: string; children?: AnyNode[]; [key: string]: unknown };

function importNode(): AnyNode {
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: COMPONENT } }],
        source: { type: 'Literal', value: SOURCE, raw: JSON.stringify(SOURCE) },
        attributes: [],
      },
    ],
  };
  return { type: 'mdxjsEsm', value: `import ${COMPONENT} from ${JSON.stringify(SOURCE)};`, data: { estree } };
}

/** A live block's meta as the block inside is highlighted: without the `live` word, like any other block of its language. */
export const metaWithoutLive = (meta: string): string => meta.replace(LIVE, ' ').trim();

function wrap(node: Code, title: string): MdxJsxFlowElement {
  const inner: Code = { ...node, meta: metaWithoutLive(node.meta ?? '') || null };
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      { type: 'mdxJsxAttribute', name: 'code', value: node.value },
      { type: 'mdxJsxAttribute', name: 'title', value: title },
    ],
    children: [inner],
  };
}

export default function remarkLiveCode() {
  return (tree: Root, vfile: { path?: string }): void => {
    let found = 0;
    const visit = (parent: AnyNode) => {
      parent.children?.forEach((child, i, children) => {
        if (child.type === 'code' && LIVE.test(String(child.meta ?? ''))) {
          const code = child as unknown as Code;
          const title = TITLE.exec(code.meta ?? '')?.groups?.title;
          if (!LANGUAGES.has(code.lang ?? '') || !title) {
            const where = `${vfile.path ?? 'MDX'}:${code.position?.start.line ?? '?'}`;
            throw new Error(`live-code: ${where}: a live block is tsx or jsx and has a title="…".`);
          }
          children[i] = wrap(code, title) as unknown as AnyNode;
          found += 1;
        } else visit(child);
      });
    };
    visit(tree as unknown as AnyNode);
    if (found > 0) tree.children.unshift(importNode() as never);
  };
}
