/**
 * One doc page's MDX source → the Markdown an assistant reads: front matter, imports and JSX gone,
 * with what the reader sees resolved in their place (generated API signatures and tables, example
 * files as fenced code, admonitions as labelled blockquotes, tabs as labelled sections) and every
 * link absolute to the site's URL. Parsed and written with remark, so code blocks are never touched.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import type { BlockContent, Code, Parent, Root, RootContent, Table, TableCell, TableRow, Text } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { ContainerDirective } from 'mdast-util-directive';
import type { ApiData, ApiMembersView } from '../../config/api-model';
import { memberView, membersView, signatureView } from '../api-types/views';
import { readPins } from '../code-highlight/pins';

export interface InternalExport {
  name: string;
  package: string;
  reason: string;
}

export interface MarkdownPage {
  /** MDX source with its front matter. */
  source: string;
  title: string;
  description?: string;
  /** The page's URL path, e.g. `/docs/api/useNode`. */
  permalink: string;
}

export interface MarkdownContext {
  /** Absolute site URL with a trailing slash, e.g. `https://craft.js.org/`. */
  siteUrl: string;
  api: ApiData;
  internalExports: readonly InternalExport[];
  /** The text of a `?raw` import (e.g. `!@site/examples/basic/src/App.tsx?raw`). */
  readRaw(specifier: string): string;
  /** Permalink of a linked doc source (`./editor.mdx` from the page), or undefined for other targets. */
  docPermalink(href: string, fromPermalink: string): string | undefined;
}

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

/*
 * Docusaurus accepts `:::note Title`, which is not directive syntax; it rewrites the title into the
 * directive label before parsing, and so do we (only on fence lines, never inside code).
 */
function admonitionTitlesAsLabels(source: string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const opener = /^\s*(`{3,}|~{3,})/.exec(line);
      if (opener) {
        if (fence === null) fence = opener[1];
        else if (line.trim().startsWith(fence)) fence = null;
        return line;
      }
      if (fence !== null) return line;
      const admonition = /^(\s*:::+)(\w+)[ \t]+([^[{\s][^\n]*?)\s*$/.exec(line);
      return admonition ? `${admonition[1]}${admonition[2]}[${admonition[3]}]` : line;
    })
    .join('\n');
}

const text = (value: string): Text => ({ type: 'text', value });
const inlineCode = (value: string) => ({ type: 'inlineCode' as const, value });
const strong = (value: string) => ({ type: 'strong' as const, children: [text(value)] });
const cell = (children: TableCell['children']): TableCell => ({ type: 'tableCell', children });
const row = (cells: TableCell['children'][]): TableRow => ({ type: 'tableRow', children: cells.map(cell) });

function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const found = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

function deprecatedNote(message: string | undefined): RootContent[] {
  if (!message) return [];
  return [
    { type: 'blockquote', children: [{ type: 'paragraph', children: [strong('Deprecated:'), text(` ${message}`)] }] },
  ];
}

function membersTable(caption: string, rows: ApiMembersView['rows']): RootContent[] {
  const table: Table = {
    type: 'table',
    align: [null, null, null],
    children: [
      row([[text('Name')], [text('Type')], [text('Presence')]]),
      ...rows.map((m) =>
        row([
          [inlineCode(m.name), ...(m.deprecated ? [text(' (deprecated)')] : [])],
          [inlineCode(m.type.replace(/\s+/g, ' '))],
          [text(m.optional ? 'optional' : 'required')],
        ]),
      ),
    ],
  };
  return [{ type: 'paragraph', children: [strong(caption)] }, table];
}

/** What a JSX element shows the reader, as Markdown nodes. */
function replaceElement(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  context: MarkdownContext,
  raw: Map<string, string>,
  page: MarkdownPage,
): RootContent[] {
  switch (node.name) {
    case 'ApiSignature': {
      const { source, signature, deprecated } = signatureView(context.api, node);
      const code: Code = { type: 'code', lang: 'ts', meta: `title="${source}"`, value: signature };
      return [code, ...deprecatedNote(deprecated)];
    }
    case 'ApiMember': {
      const { signature, deprecated } = memberView(context.api, node);
      return [{ type: 'code', lang: 'ts', meta: null, value: signature }, ...deprecatedNote(deprecated)];
    }
    case 'ApiMembers': {
      const { label, source, rows } = membersView(context.api, node);
      return membersTable(`${label} (${source})`, rows);
    }
    case 'InternalExports':
      return [
        { type: 'paragraph', children: [strong('Exports not meant for applications')] },
        {
          type: 'table',
          align: [null, null, null],
          children: [
            row([[text('Export')], [text('Package')], [text('Why it is internal')]]),
            ...context.internalExports.map((e) =>
              row([[inlineCode(e.name)], [inlineCode(e.package)], [text(e.reason)]]),
            ),
          ],
        },
      ];
    case 'CodeBlock': {
      // `{Source}` sits directly in the element or, written inline, in a paragraph inside it.
      const inline =
        node.children.length === 1 && node.children[0].type === 'paragraph' ? node.children[0].children : node.children;
      const expression = inline.find(
        (c) => (c.type as string) === 'mdxTextExpression' || (c.type as string) === 'mdxFlowExpression',
      ) as { value: string } | undefined;
      const name = expression?.value.trim();
      const value = name ? raw.get(name) : inline.map((c) => ('value' in c ? String(c.value) : '')).join('');
      if (value === undefined)
        throw new Error(`Markdown export: <CodeBlock> shows {${name}}, which is not a ?raw import`);
      const title = attribute(node, 'title');
      return [
        {
          type: 'code',
          lang: attribute(node, 'language') ?? null,
          meta: title ? `title="${title}"` : null,
          value: value.replace(/\n$/, ''),
        },
      ];
    }
    case 'TabItem':
      return [
        { type: 'paragraph', children: [strong(attribute(node, 'label') ?? attribute(node, 'value') ?? 'Tab')] },
        ...(node.children as RootContent[]),
      ];
    case 'LiveDemo':
      return [
        {
          type: 'paragraph',
          children: [
            text('An interactive editor is embedded here on the web page: '),
            { type: 'link', url: new URL(page.permalink.slice(1), context.siteUrl).href, children: [text(page.title)] },
            text('.'),
          ],
        },
      ];
    default:
      // Layout wrappers (Tabs, plain HTML elements): keep what they contain.
      return node.children as RootContent[];
  }
}

/** A live sample (```` ```tsx live ````) is code like any other for a reader of the Markdown. */
/** A fence's meta as a reader's Markdown keeps it: without `live` and the type check's `returns="…"`. */
function plainCodeMeta(meta: string | null | undefined): string | null {
  return (
    (meta ?? '')
      .replace(/(^|\s)live(?=\s|$)/, ' ')
      .replace(/(^|\s)returns="[^"]*"/, ' ')
      .trim() || null
  );
}

function admonition(node: ContainerDirective): RootContent[] {
  const label = ADMONITION_LABELS[node.name];
  if (!label) return node.children as RootContent[];
  const [first, ...rest] = node.children;
  const hasTitle = first?.type === 'paragraph' && first.data?.directiveLabel;
  const title = hasTitle ? `${label}: ${first.children.map((c) => ('value' in c ? c.value : '')).join('')}` : label;
  const body = (hasTitle ? rest : node.children) as BlockContent[];
  return [{ type: 'blockquote', children: [{ type: 'paragraph', children: [strong(title)] }, ...body] }];
}

function absoluteUrl(url: string, page: MarkdownPage, context: MarkdownContext): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (url.startsWith('#')) return new URL(page.permalink.slice(1) + url, context.siteUrl).href;
  const [target, hash = ''] = url.split(/#(.*)/s, 2);
  const doc = target ? context.docPermalink(target, page.permalink) : undefined;
  if (doc) return new URL(doc.slice(1) + (hash ? `#${hash}` : ''), context.siteUrl).href;
  if (url.startsWith('pathname://'))
    return new URL(url.slice('pathname://'.length).replace(/^\/+/, ''), context.siteUrl).href;
  return new URL(url, new URL(page.permalink.slice(1), context.siteUrl)).href;
}

/** Rewrites a parent's children bottom-up; returns nothing (the tree changes in place). */
function transform(parent: Parent, context: MarkdownContext, raw: Map<string, string>, page: MarkdownPage): void {
  const out: RootContent[] = [];
  for (const child of parent.children as RootContent[]) {
    if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
      // Replaced first (a CodeBlock needs its {expression} child), then what replaces it is transformed.
      const replacement = { type: 'root', children: replaceElement(child, context, raw, page) } as Root;
      transform(replacement, context, raw, page);
      out.push(...replacement.children);
      continue;
    }
    if ('children' in child) transform(child as Parent, context, raw, page);
    switch (child.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        break;
      case 'containerDirective':
        out.push(...admonition(child));
        break;
      case 'leafDirective':
      case 'textDirective':
        // `:name` in prose was text to the author, not a directive.
        out.push(
          text(`${child.type === 'leafDirective' ? '::' : ':'}${child.name}`),
          ...(child.children as RootContent[]),
        );
        break;
      case 'code':
        child.meta = plainCodeMeta(child.meta);
        child.value = readPins(child.value).code;
        out.push(child);
        break;
      case 'link':
      case 'image':
      case 'definition':
        child.url = absoluteUrl(child.url, page, context);
        out.push(child);
        break;
      default:
        out.push(child);
    }
  }
  parent.children = out as Parent['children'];
}

/** `import X from '…?raw'` declarations of the page: identifier → file text. */
function rawImports(tree: Root, context: MarkdownContext): Map<string, string> {
  const raw = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of node.value.matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+\?raw)['"]/g)) {
      raw.set(match[1], context.readRaw(match[2]));
    }
  }
  return raw;
}

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkDirective).use(remarkGfm);
// Tables unpadded: a wide type column would otherwise pad every row with hundreds of spaces.
const writer = unified()
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-', emphasis: '_' })
  .use(remarkGfm, { tablePipeAlign: false });

export function mdxToMarkdown(page: MarkdownPage, context: MarkdownContext): string {
  const tree = parser.parse(admonitionTitlesAsLabels(page.source)) as Root;
  const raw = rawImports(tree, context);
  transform(tree, context, raw, page);
  const header: RootContent[] = [{ type: 'heading', depth: 1, children: [text(page.title)] }];
  if (page.description)
    header.push({ type: 'blockquote', children: [{ type: 'paragraph', children: [text(page.description)] }] });
  tree.children = [...header, ...tree.children];
  return writer.stringify(tree as Root);
}
