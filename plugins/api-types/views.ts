/**
 * What each API reference element of an MDX page shows, worked out from the extracted API data: the
 * props `remark-api-props.ts` hands the page's components, and the tables and code blocks the llms
 * plugin writes into the page's Markdown copy. One place, so the web page and its Markdown agree.
 */
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import {
  documentedMembers,
  findApi,
  type ApiData,
  type ApiMember,
  type ApiMembersView,
  type ApiSignatureView,
} from '../../config/api-model';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export function stringAttribute(node: JsxElement, name: string): string | undefined {
  const found = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  if (found === undefined) return undefined;
  if (typeof found.value !== 'string') throw new Error(`API reference: <${node.name} ${name}> must be a plain string`);
  return found.value;
}

/** Looks the target up; a missing one fails the build, so pages cannot drift from the installed packages. */
function lookup(data: ApiData, node: JsxElement) {
  const of = stringAttribute(node, 'of');
  if (!of) throw new Error(`API reference: <${node.name}> needs an "of" attribute`);
  const memberPath = stringAttribute(node, 'path');
  const found = findApi(data, of, memberPath);
  if (!found)
    throw new Error(
      `API reference: no export "${of}"${memberPath ? ` with member "${memberPath}"` : ''} in the installed packages`,
    );
  return { ...found, of, memberPath };
}

/** `<ApiSignature>`: the export's (or member's) signature, titled with its package. */
export function signatureView(data: ApiData, node: JsxElement): ApiSignatureView {
  const { pkg, item, member } = lookup(data, node);
  const shown = member ?? item;
  const { signature, names, deprecated } = shown;
  return { source: `${pkg.name} ${pkg.version}`, signature, names, deprecated };
}

/** `<ApiMember>`: one member's signature. */
export function memberView(data: ApiData, node: JsxElement): ApiSignatureView {
  const { member, of, memberPath } = lookup(data, node);
  if (!member) throw new Error(`API reference: "${of}" has no member "${memberPath ?? ''}"`);
  return { signature: member.signature, names: member.names, deprecated: member.deprecated };
}

/** `<ApiMembers>`: the documented members as table rows (`as="Partial"` shows every row optional). */
export function membersView(data: ApiData, node: JsxElement): ApiMembersView {
  const { pkg, item, members, memberPath } = lookup(data, node);
  return {
    label: stringAttribute(node, 'caption') ?? `Members of ${memberPath ? `${item.name}.${memberPath}` : item.name}`,
    source: `${pkg.name} ${pkg.version}`,
    rows: documentedMembers(members, stringAttribute(node, 'as')).map((m: ApiMember) => ({
      name: m.name,
      type: m.kind === 'method' ? m.signature : m.type,
      optional: m.optional,
      deprecated: Boolean(m.deprecated),
    })),
  };
}
