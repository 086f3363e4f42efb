/**
 * Types a plugin gives the code block it writes, when the block is not the page's own (an API page's
 * signature, from the declarations: plugins/api-types): the names in the code and what each shows, as
 * `data.names` on the mdast `code` node. The highlighter renders them as it renders a page block's types.
 */
import type { NodeHover } from 'twoslash';
import type { ApiName } from '../../config/api-model';
import type { BlockTypes } from './code-types';

declare module 'mdast' {
  interface CodeData {
    /** The names in the block's code with their types (no `// ^?` pins: the code is shown as it is). */
    names?: ApiName[];
  }
}

/** `names` over `code` as twoslash's hover nodes. */
export function givenTypes(code: string, names: readonly ApiName[]): BlockTypes {
  const lineStarts = [0, ...[...code.matchAll(/\n/g)].map((match) => match.index + 1)];
  const nodes = names.map(({ start, length, text, docs, tags }): NodeHover => {
    const line = lineStarts.filter((lineStart) => lineStart <= start).length - 1;
    return {
      type: 'hover',
      text,
      ...(docs ? { docs } : {}),
      ...(tags ? { tags } : {}),
      start,
      length,
      line,
      character: start - lineStarts[line],
      target: code.slice(start, start + length),
    };
  });
  return { code, nodes, errors: [] };
}
