/**
 * Resolves each `<ApiSignature>`, `<ApiMember>`, `<ApiMembers>` and `<InternalExports>` of an MDX page at build
 * time and passes what it renders as an `api` prop. So a page's own chunk carries only the entries it shows,
 * instead of every page loading the extracted data of both packages.
 * A signature becomes the element's child: a fenced `ts` code block (titled with the package for
 * `<ApiSignature>`), exactly as if the page had written it. plugins/code-highlight, which runs after
 * this plugin, highlights it at build time like every other code block of the page.
 */
import fs from 'node:fs';
import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { valueToEstree } from 'estree-util-value-to-estree';
import type { ApiData, ApiSignatureView } from '../../config/api-model';
import { INTERNAL_EXPORTS } from '../../config/internal-exports';
import { memberView, membersView, signatureView, type JsxElement } from './views';

export interface ApiPropsOptions {
  /** The JSON the api-types plugin writes after reading the packages (see `apiDataFile`). */
  dataFile: string;
}

let cached: { file: string; mtimeMs: number; data: ApiData } | undefined;

function readData(file: string): ApiData {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    throw new Error(`api-types: ${file} is missing; the api-types plugin writes it before pages are compiled`);
  }
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) {
    cached = { file, mtimeMs, data: JSON.parse(fs.readFileSync(file, 'utf8')) as ApiData };
  }
  return cached.data;
}

const VIEWS: Record<string, (data: ApiData, node: JsxElement) => unknown> = {
  ApiMembers: membersView,
  InternalExports: () => INTERNAL_EXPORTS,
};

const SIGNATURE_VIEWS: Record<string, (data: ApiData, node: JsxElement) => ApiSignatureView> = {
  ApiSignature: signatureView,
  ApiMember: memberView,
};

/**
 * The signature as a page would write it: ```ts title="@craftjs/core 0.2.12"`, with the types of the names it
 * refers to (plugins/code-highlight/given-types.ts), as the declarations give them.
 */
function signatureCode({ source, signature, names }: ApiSignatureView): Code {
  if (source?.includes('"')) throw new Error(`API reference: the title ${source} cannot hold a double quote`);
  const meta = source === undefined ? null : `title="${source}"`;
  return { type: 'code', lang: 'ts', meta, value: signature, ...(names ? { data: { names } } : {}) };
}

/** `api={…}` as MDX would compile it from source: the value also as an ESTree expression. */
function apiAttribute(value: unknown): MdxJsxAttribute {
  const json = JSON.stringify(value);
  return {
    type: 'mdxJsxAttribute',
    name: 'api',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: json,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ExpressionStatement', expression: valueToEstree(JSON.parse(json)) }],
        },
      },
    },
  };
}

export default function remarkApiProps(options: ApiPropsOptions) {
  return (tree: Root) => {
    let data: ApiData | undefined;
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const view = node.name ? VIEWS[node.name] : undefined;
      const signature = node.name ? SIGNATURE_VIEWS[node.name] : undefined;
      // `of`, `path`, `caption` and `as` are read here; the page ships only what is rendered.
      if (view) {
        node.attributes = [apiAttribute(view((data ??= readData(options.dataFile)), node))];
        return;
      }
      if (!signature) return;
      if (node.type !== 'mdxJsxFlowElement')
        throw new Error(`API reference: <${node.name}> shows a code block, so it must stand on its own line`);
      const { deprecated, ...shown } = signature((data ??= readData(options.dataFile)), node);
      node.attributes = [apiAttribute(deprecated === undefined ? {} : { deprecated })];
      node.children = [signatureCode(shown)];
    });
  };
}
