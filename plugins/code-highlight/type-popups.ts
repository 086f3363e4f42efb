/**
 * How a block's types render (code-types.ts computes them), through @shikijs/twoslash's transformer,
 * which splits Shiki's tokens at each name. Each name becomes a focusable target (`tabindex="-1"`: the
 * block stays one tab stop; theme/HighlightedCodeBlock/typePopups.ts moves between names) described by
 * its popup, a `role="tooltip"` after the name, so a selection of the line reads the name first. A popup holds the type as plain
 * text: the rich renderer's highlighted types made api/useEditor 82 KiB of gzipped HTML and the build's
 * highlighting 4× slower. A `// ^?` pin shows its type on a line of its own under the name. CSS shows a
 * popup on hover and focus (index.ts).
 */
import { createTransformerFactory, defaultHoverInfoProcessor, type TwoslashRenderer } from '@shikijs/twoslash/core';
import type { ShikiTransformer } from 'shiki';
import type { Element, ElementContent, Text } from 'hast';
import type { NodeHover, NodeQuery } from 'twoslash';
import type { BlockTypes } from './code-types';
import { typeKeysId } from './theme/HighlightedCodeBlock/className';

/** A popup's id, until the page's remark step numbers its blocks' popups (`numberPopups`). */
const POPUP_ID = '__type-popup__';
export const HOVER_CLASS = 'twoslash-hover';
export const POPUP_CLASS = 'twoslash-popup-container';
export const QUERY_LINE_CLASS = 'twoslash-query-line';

const text = (value: string): Text => ({ type: 'text', value });
const span = (className: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { class: className, ...properties },
  children,
});

/**
 * TypeScript's modifiers of more than one word, `(type parameter)`, `(enum member)`, `(local var)`: twoslash's
 * processor strips one-word ones only, then reads the parenthesis as a function's and writes `function` first.
 */
const SPACED_MODIFIER = /^\((?:[\w-]+ )+[\w-]+\)\s+/;

/** The popup's lines: the type, then the declaration's doc comment and its tags. */
function popupContent(info: NodeHover | NodeQuery): ElementContent[] {
  const type = defaultHoverInfoProcessor(info.text.replace(SPACED_MODIFIER, ''));
  if (!type || type === 'any') return [];
  const content: ElementContent[] = [
    { type: 'element', tagName: 'code', properties: { class: 'twoslash-popup-code' }, children: [text(type)] },
  ];
  const docs = [info.docs, ...(info.tags ?? []).map(([name, value]) => `@${name}${value ? ` ${value}` : ''}`)];
  const written = docs.filter(Boolean).join('\n');
  if (written) content.push(span('twoslash-popup-docs', [text(written)]));
  return content;
}

const renderer: TwoslashRenderer = {
  nodeStaticInfo(info, node) {
    const content = popupContent(info);
    if (content.length === 0) return node;
    const popup = span(POPUP_CLASS, content, { id: POPUP_ID, role: 'tooltip' });
    return span(HOVER_CLASS, [node, popup], { tabindex: '-1', 'aria-describedby': POPUP_ID });
  },
  // A pinned name keeps its hover look; its type is on the line under it.
  nodeQuery(_query, node) {
    return span(HOVER_CLASS, [node]);
  },
  lineQuery(query, node) {
    const target = node?.type === 'element' ? node.children[0] : undefined;
    const width = target?.type === 'text' ? target.value.length : 0;
    const indent = ' '.repeat(Math.max(0, query.character + Math.floor(width / 2) - 1));
    return [span(QUERY_LINE_CLASS, [text(indent), span(POPUP_CLASS, popupContent(query))])];
  },
};

/** Shiki's transformer that renders `types` over the block (its code is `types.code`, pins removed). */
export function typesTransformer(types: BlockTypes): ShikiTransformer {
  return createTransformerFactory(() => types, renderer)({ throws: true });
}

/** The keys a block with types answers (typePopups.ts), as its `<pre>` describes them to a screen reader. */
export const TYPE_KEYS_HINT =
  'Enter goes to the names in this code and reads their types; arrow keys move between them; Escape goes back.';

/**
 * Gives the popups of a page's block `index` their ids (its place, then the popup's), each with its
 * name's reference, and, when it has any, the hidden hint its `<pre>` is described by.
 */
export function numberPopups(html: string, index: number): string {
  let popup = 0;
  let name = 0;
  const numbered = html.replace(new RegExp(`(aria-describedby|id)="${POPUP_ID}"`, 'g'), (_, attribute: string) =>
    attribute === 'id' ? `id="type-${index}-${popup++}"` : `aria-describedby="type-${index}-${name++}"`,
  );
  return popup === 0 ? numbered : `<span hidden id="${typeKeysId(index)}">${TYPE_KEYS_HINT}</span>${numbered}`;
}
