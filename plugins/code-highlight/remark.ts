/**
 * Remark plugin for the docs: highlights code blocks at build time with Shiki (highlight.ts). Each
 * fenced block, and each `<CodeBlock language title>{Source}</CodeBlock>` whose `Source` is a `?raw`
 * import of a site file, becomes `<HighlightedCodeBlock blocks={…} index={n} language title />`. The
 * page's highlighted lines go into one data file (named by its content hash), imported through
 * plugins/code-highlight's loader: the server bundle inlines the HTML, the browser bundle only gets a
 * loader for it. The `?raw` imports this replaces are dropped (and the CodeBlock import, once unused),
 * so the page no longer ships those sources.
 * A fence's meta may give a `title="…"`, highlighted lines (`{1,3-4}`) and `showLineNumbers` (or
 * `showLineNumbers=5` to start at 5). Nothing is highlighted in the browser, so the build fails,
 * naming the file and line, on a block it cannot highlight: a language the highlighter has not got,
 * a `<CodeBlock>` of anything but a `?raw` import, or Docusaurus's magic comments.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxAttributeValueExpression, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { codeHighlighter, PLAIN_TEXT, type CodeHighlighter } from './highlight';
import { showsTypes, type BlockTypes } from './code-types';
import { typesOf } from './typed-blocks';
import { givenTypes } from './given-types';
import { buildEnvironment } from '../../config/environment';
import { numberPopups } from './type-popups';

export interface RemarkHighlightOptions {
  siteDir: string;
  /** Where the pages' highlighted blocks are written for the loader. */
  dataDir: string;
}

/** The query plugins/code-highlight/index.ts routes to its loader. */
export const BLOCKS_QUERY = '?highlighted-code';
export const DATA_EXTENSION = '.hlcode';
const COMPONENT = 'HighlightedCodeBlock';
/** The ESTree program MDX compiles expressions and imports from. */
type Program = NonNullable<NonNullable<MdxJsxAttributeValueExpression['data']>['estree']>;
const BLOCKS_IDENTIFIER = '__highlightedCode';

const TITLE = /title=(?<quote>["'])(?<title>.*?)\1/;
const LINE_NUMBERS = /\bshowLineNumbers(?:=(?<start>\d+))?/;
const MAGIC_COMMENT = /highlight-(next-line|start|end)/;

interface Block {
  html: string;
  language: string;
  /** How many lines the block has. */
  lines: number;
  title?: string;
  /** The first line's number, when the block shows line numbers. */
  lineNumbersStart?: number;
}

type AnyNode = { type: string; children?: AnyNode[]; [key: string]: unknown };

const identifier = (name: string) => ({ type: 'Identifier' as const, name });
const expressionProgram = (expression: object): Program =>
  ({ type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] }) as Program;

function stringAttribute(name: string, value: string): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

function expressionAttribute(name: string, source: string, expression: object): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: source, data: { estree: expressionProgram(expression) } },
  };
}

const numberAttribute = (name: string, value: number) =>
  expressionAttribute(name, String(value), { type: 'Literal', value, raw: String(value) });

function element(block: Block, index: number): MdxJsxFlowElement {
  const attributes = [
    expressionAttribute('blocks', BLOCKS_IDENTIFIER, identifier(BLOCKS_IDENTIFIER)),
    numberAttribute('index', index),
    stringAttribute('language', block.language),
  ];
  // The block keeps its height while its lines load after a client-side navigation (see HighlightedCodeBlock).
  attributes.push(numberAttribute('lines', block.lines));
  if (block.title !== undefined) attributes.push(stringAttribute('title', block.title));
  if (block.lineNumbersStart !== undefined)
    attributes.push(numberAttribute('lineNumbersStart', block.lineNumbersStart));
  return { type: 'mdxJsxFlowElement', name: COMPONENT, attributes, children: [] };
}

function importNode(local: string, source: string): AnyNode {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: identifier(local) }],
        source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
        attributes: [],
      },
    ],
  };
  return { type: 'mdxjsEsm', value: `import ${local} from ${JSON.stringify(source)};`, data: { estree } };
}

/** `?raw` imports of site files: local name → file path. */
function rawImports(tree: Root, siteDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const node of tree.children as AnyNode[]) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = (node.data as { estree?: Program } | undefined)?.estree;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const source = String(statement.source.value);
      const match = /^!*@site\/([^?]+)\?raw$/.exec(source);
      const specifier = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier');
      if (match && specifier) files.set(specifier.local.name, path.join(siteDir, match[1]));
    }
  }
  return files;
}

/** Drops the default imports of `names` (and import nodes left empty). */
function dropImports(tree: Root, names: Set<string>): void {
  tree.children = tree.children.filter((child) => {
    const node = child as AnyNode;
    if (node.type !== 'mdxjsEsm') return true;
    const program = (node.data as { estree?: Program } | undefined)?.estree;
    if (!program) return true;
    program.body = program.body.filter(
      (statement) =>
        statement.type !== 'ImportDeclaration' ||
        !statement.specifiers.some((s) => s.type === 'ImportDefaultSpecifier' && names.has(s.local.name)),
    );
    return program.body.length > 0;
  });
}

function attributeValues(node: MdxJsxFlowElement): Map<string, string> | undefined {
  const values = new Map<string, string>();
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') return undefined;
    values.set(attribute.name, attribute.value);
  }
  return values;
}

/** The identifier a `<CodeBlock>{Name}</CodeBlock>` shows, if that is all it holds. */
function soleExpression(node: MdxJsxFlowElement): string | undefined {
  let children = node.children as AnyNode[];
  if (children.length === 1 && children[0].type === 'paragraph') children = children[0].children ?? [];
  if (children.length !== 1 || !/^mdx(Flow|Text)Expression$/.test(children[0].type)) return undefined;
  const name = String(children[0].value).trim();
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : undefined;
}

/** Every one of `names` still used in the page's expressions or as an element (so its import stays). */
function usedNames(tree: AnyNode, names: Set<string>, used = new Set<string>()): Set<string> {
  const texts: string[] = [];
  if (/^mdx(Flow|Text)Expression$/.test(tree.type)) texts.push(String(tree.value));
  if (tree.type === 'mdxJsxFlowElement' || tree.type === 'mdxJsxTextElement') {
    if (typeof tree.name === 'string' && names.has(tree.name)) used.add(tree.name);
    for (const attribute of (tree.attributes as MdxJsxAttribute[]) ?? []) {
      if (attribute.value && typeof attribute.value === 'object') texts.push(attribute.value.value);
    }
  }
  for (const text of texts) for (const name of names) if (new RegExp(`\\b${name}\\b`).test(text)) used.add(name);
  for (const child of tree.children ?? []) usedNames(child, names, used);
  return used;
}

/** Where a node is, for the build's errors: `docs/page.mdx:12`. */
const at = (file: string, node: { position?: { start: { line: number } } }) =>
  `${file}:${node.position?.start.line ?? '?'}`;

function highlight(
  highlighter: CodeHighlighter,
  where: string,
  text: string,
  language: string,
  meta: string,
  title: string | undefined,
  types?: BlockTypes,
): Block {
  if (MAGIC_COMMENT.test(text))
    throw new Error(
      `code-highlight: ${where}: magic comments (highlight-next-line, highlight-start/end) are not supported; mark the lines in the fence's meta instead, e.g. \`\`\`tsx {2,4-6}.`,
    );
  if (!highlighter.knows(language))
    throw new Error(
      `code-highlight: ${where}: no grammar for the language "${language}"; use one of the languages plugins/code-highlight/highlight.ts loads, or add it there.`,
    );
  const code = text.replace(/\r?\n$/, '');
  const start = LINE_NUMBERS.exec(meta);
  return {
    html: highlighter.highlight(code, language, meta, types),
    language,
    lines: (types?.code ?? code).split('\n').length,
    title,
    lineNumbersStart: start ? Number(start.groups?.start ?? 1) : undefined,
  };
}

const languageOf = (node: Code) => node.lang?.toLowerCase() ?? PLAIN_TEXT;

function highlightCode(node: Code, highlighter: CodeHighlighter, file: string, types?: BlockTypes): Block {
  const meta = node.meta ?? '';
  const title = TITLE.exec(meta)?.groups?.title;
  return highlight(highlighter, at(file, node), node.value, languageOf(node), meta, title, types);
}

/**
 * The types of the page's TypeScript blocks (code-types.ts). A block that does not compile fails the
 * build at its line, as the snippet check reports it.
 */
async function typesOfPage(tree: Root, siteDir: string, file: string): Promise<Map<Code, BlockTypes>> {
  const environment = buildEnvironment();
  if (!environment.codeTypes) return new Map();
  const typed: Code[] = [];
  const given: [Code, BlockTypes][] = [];
  const find = (parent: AnyNode) => {
    for (const child of parent.children ?? []) {
      if (child.type === 'code') {
        const node = child as unknown as Code;
        // A block a plugin wrote (an API page's signature, from the declarations) has no place in the page's
        // source: it shows the types the plugin gives it.
        if (node.data?.names) given.push([node, givenTypes(node.value.replace(/\r?\n$/, ''), node.data.names)]);
        else if (node.position && showsTypes(languageOf(node), node.meta ?? '')) typed.push(node);
      } else find(child);
    }
  };
  find(tree as unknown as AnyNode);
  const types = await Promise.all(
    typed.map((node) => typesOf(siteDir, { language: languageOf(node), code: node.value }, !environment.isDev)),
  );
  return new Map([
    ...given,
    ...typed.flatMap((node, i) => {
      const blockTypes = types[i];
      if (!blockTypes) return [];
      const error = blockTypes.errors[0];
      if (error) {
        const line = (node.position?.start.line ?? 0) + 1 + error.line;
        throw new Error(
          `code-highlight: ${file}:${line}: this TypeScript block does not compile, so it cannot show its types: ${error.message} (npm run test:docs reports every block's errors; mark a fragment \`\`\`tsx partial)`,
        );
      }
      return [[node, blockTypes] as const];
    }),
  ]);
}

function highlightListing(
  node: MdxJsxFlowElement,
  raw: Map<string, string>,
  highlighter: CodeHighlighter,
  file: string,
): { block: Block; name: string } {
  const attributes = attributeValues(node);
  const name = soleExpression(node);
  const language = attributes?.get('language')?.toLowerCase();
  const source = name ? raw.get(name) : undefined;
  if (
    !attributes ||
    !language ||
    !name ||
    !source ||
    [...attributes.keys()].some((key) => key !== 'language' && key !== 'title')
  )
    throw new Error(
      `code-highlight: ${at(file, node)}: a <CodeBlock> is highlighted at build time only as <CodeBlock language="…" title="…">{Source}</CodeBlock>, where Source is a ?raw import of a site file; write other code as a fenced block.`,
    );
  const where = `${at(file, node)} (${path.basename(source)})`;
  const block = highlight(highlighter, where, fs.readFileSync(source, 'utf8'), language, '', attributes.get('title'));
  return { block, name };
}

export default function remarkHighlightCode(options: RemarkHighlightOptions) {
  return async (tree: Root, vfile: { path?: string }): Promise<void> => {
    const highlighter = await codeHighlighter();
    const file = vfile.path ? path.relative(options.siteDir, vfile.path) : 'MDX';
    const types = await typesOfPage(tree, options.siteDir, file);
    const raw = rawImports(tree, options.siteDir);
    const blocks: Block[] = [];
    const replacedSources = new Set<string>();
    const visit = (parent: AnyNode) => {
      const children = parent.children ?? [];
      children.forEach((child, i) => {
        let block: Block | undefined;
        if (child.type === 'code') {
          const code = child as unknown as Code;
          block = highlightCode(code, highlighter, file, types.get(code));
        } else if (child.type === 'mdxJsxFlowElement' && child.name === 'CodeBlock') {
          const listing = highlightListing(child as unknown as MdxJsxFlowElement, raw, highlighter, file);
          replacedSources.add(listing.name).add('CodeBlock');
          block = listing.block;
        }
        if (block) {
          // Popup ids are unique in the page: the block's place, then the popup's.
          block.html = numberPopups(block.html, blocks.length);
          children[i] = element(block, blocks.length) as unknown as AnyNode;
          blocks.push(block);
        } else visit(child);
      });
    };
    visit(tree as unknown as AnyNode);
    if (blocks.length === 0) return;

    const stillUsed = usedNames(tree as unknown as AnyNode, replacedSources);
    dropImports(tree, new Set([...replacedSources].filter((name) => !stillUsed.has(name))));

    const data = JSON.stringify(blocks.map((block) => block.html));
    const key = crypto.createHash('sha256').update(data).digest('hex').slice(0, 16);
    const dataFile = path.join(options.dataDir, `${key}${DATA_EXTENSION}`);
    // Named by its content: a file already there holds the same data. Atomic, for pages compiled in parallel.
    if (!fs.existsSync(dataFile)) {
      fs.mkdirSync(options.dataDir, { recursive: true });
      writeFileAtomic.sync(dataFile, data);
    }
    tree.children.unshift(
      importNode(COMPONENT, `@theme/${COMPONENT}`) as never,
      importNode(BLOCKS_IDENTIFIER, `${dataFile}${BLOCKS_QUERY}`) as never,
    );
  };
}
