/**
 * The names in API signatures and the types they show (plugins/api-types/signature-names.ts), on a small
 * package shaped like craft.js's declarations: names resolved as the signature's text means them, never a
 * global of the same name, and parameters left alone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { extractApi, type ApiData } from '../../plugins/api-types/extract';
import { findApi, type ApiName } from '../../config/api-model';
import { givenTypes } from '../../plugins/code-highlight/given-types';
import { typesPackage } from '../support/typesPackage';

const INDEX_DTS = `
import * as React from 'react';
export type NodeId = string;
/** A node of the tree. */
export type Node = { id: NodeId; parent: NodeId | null };
/** Where a drop goes. */
export interface Indicator { placement: 'before' | 'after'; error: string | null }
type Selector = NodeId | NodeId[];
export declare function useTree<S = null>(collect?: (node: Node) => S): {
    pick(selector: Selector, node: Node): void;
    shown: import("./indicators").Shown;
    render(): React.ReactElement;
};
export declare function place(indicator: Indicator): void;
export declare const Frame: ({ id }: { id: NodeId }) => React.JSX.Element;
`;
const INDICATORS_DTS = `/** An indicator on screen. */
export type Shown = { visible: boolean };
`;

let dir: string;
let api: ApiData;

beforeAll(() => {
  dir = typesPackage('fixture-tree', '1.0.0', { 'index.d.ts': INDEX_DTS, 'indicators.d.ts': INDICATORS_DTS });
  api = extractApi([dir]);
}, 120_000);

/** Each name of the signature, as `[name as written, first line of its type, its docs]`. */
function namesOf(of: string, memberPath?: string): [string, string, string | undefined][] {
  const found = findApi(api, of, memberPath);
  const shown = memberPath ? found?.member : found?.item;
  if (!shown) throw new Error(`missing ${of} ${memberPath ?? ''}`);
  return (shown.names ?? []).map((name: ApiName) => [
    shown.signature.slice(name.start, name.start + name.length),
    name.text.split('\n')[0],
    name.docs,
  ]);
}

describe('names in API signatures', () => {
  it("resolves a declaration's names in its own scope, through import qualifiers, and skips its parameters", () => {
    const { signature } = findApi(api, 'useTree')!.item;
    expect(signature).not.toContain('import(');
    const names = namesOf('useTree');
    // Not `collect`, `node`, `selector` (parameters and keys) nor `S`, which the signature declares itself.
    expect(names.map(([name]) => name)).toEqual(['useTree', 'Node', 'Selector', 'Node', 'Shown', 'ReactElement']);
    expect(names).toContainEqual(['Node', 'type Node = {', 'A node of the tree.']);
    // Not exported, yet the signature names it: the declaration's scope has it.
    expect(names).toContainEqual(['Selector', 'type Selector = string | string[]', undefined]);
    // Written `import("./indicators").Shown` in the declaration file.
    expect(names).toContainEqual(['Shown', 'type Shown = {', 'An indicator on screen.']);
  });

  it("resolves a printed member's names among the types printed: the package's Node, not the DOM's", () => {
    expect(findApi(api, 'useTree', 'pick')?.member?.signature).toBe('pick(selector: Selector, node: Node): void');
    expect(namesOf('useTree', 'pick')).toEqual([
      ['Selector', 'type Selector = string | string[]', undefined],
      ['Node', 'type Node = {', 'A node of the tree.'],
    ]);
    expect(namesOf('useTree', 'shown')).toEqual([['Shown', 'type Shown = {', 'An indicator on screen.']]);
  });

  it("shows a documented package's interface with its members, and a namespace as nothing", () => {
    const [indicator] = findApi(api, 'place')!.item.names!.filter((name) => name.text.startsWith('interface'));
    expect(indicator.text).toBe(
      'interface Indicator {\n    placement: "before" | "after";\n    error: string | null;\n}',
    );
    expect(indicator.docs).toBe('Where a drop goes.');
    // `React.JSX.Element`: React's own interface keeps its quick info; the binding `{ id }` shows nothing.
    expect(namesOf('Frame').map(([name, type]) => [name, type])).toEqual([
      ['Frame', 'const Frame: ({ id }: {'],
      ['NodeId', 'type NodeId = string'],
      ['Element', 'interface React.JSX.Element'],
    ]);
  });

  it('leaves the names out for a build that shows no types, with the same signatures', () => {
    const plain = extractApi([dir], { names: false });
    const strip = (data: ApiData) =>
      JSON.parse(JSON.stringify(data, (key, value) => (key === 'names' ? undefined : value)));
    expect(plain).toEqual(strip(api));
    expect(JSON.stringify(plain)).not.toContain('"names"');
  });

  it('gives the highlighter each name at its line and character', () => {
    const code = 'interface Tree {\n  nodes: Nodes;\n}';
    const { nodes } = givenTypes(code, [{ start: 26, length: 5, text: 'type Nodes = Record<string, Node>' }]);
    expect(nodes).toEqual([
      {
        type: 'hover',
        text: 'type Nodes = Record<string, Node>',
        start: 26,
        length: 5,
        line: 1,
        character: 9,
        target: 'Nodes',
      },
    ]);
  });
});
