/**
 * Proves the capacity recipe of "Drop Indicator and Drop Rules" (docs/guides/drop-indicator-and-rules.mdx),
 * running its capacity.tsx exactly as printed in a real editor (rendered on the server, then driven
 * through query and actions): reordering inside a full container is allowed, a fifth node is refused,
 * and the rules the guide warns about really fail.
 */
import type * as Craft from '@craftjs/core';
import { createElement as h, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';

// The guide's code gets @craftjs/core through require; use the same instance here.
const { Editor, Element, Frame, useEditor } = requireFromRoot('@craftjs/core') as typeof Craft;
const { Row, Tile } = loadGuideModule<{ Row: Craft.UserComponent; Tile: Craft.UserComponent }>(
  'docs/guides/drop-indicator-and-rules.mdx',
  'capacity.tsx',
);

// Same markup as Row, with the rules the guide warns against.
const withRules = (rules: Partial<Craft.NodeRules>): Craft.UserComponent<{ children?: ReactNode }> => {
  const Variant: Craft.UserComponent<{ children?: ReactNode }> = (props) =>
    h(Row as ComponentType<{ children?: ReactNode }>, props);
  Variant.craft = { rules };
  return Variant;
};
const CountingRow = withRules({ canMoveIn: (_incoming, self) => self.data.nodes.length < 4 });
const OldApiRow = withRules({ canMoveIn: (incoming) => (incoming as unknown as Craft.Node).data.name === 'Tile' });

/** A page with a full Row (A–D), a Row holding E, and the two faulty rows holding F and G. */
function editorWithRows() {
  let editor!: { query: ReturnType<typeof useEditor>['query']; actions: ReturnType<typeof useEditor>['actions'] };
  const Grab = () => {
    editor = useEditor();
    return null;
  };
  const tiles = (...labels: string[]) => labels.map((label) => h(Tile, { label }));
  renderToString(
    h(
      Editor,
      { resolver: { Row, Tile, CountingRow, OldApiRow } },
      h(
        Frame,
        null,
        h(
          Element,
          { is: 'div', canvas: true },
          h(Element, { is: Row, canvas: true }, ...tiles('A', 'B', 'C', 'D')),
          h(Element, { is: Row, canvas: true }, ...tiles('E')),
          h(Element, { is: CountingRow, canvas: true }, ...tiles('F', 'G', 'H', 'I')),
          h(Element, { is: OldApiRow, canvas: true }),
        ),
      ),
      h(Grab),
    ),
  );
  const nodes = editor.query.getNodes();
  const idOf = (label: string) => Object.keys(nodes).find((id) => nodes[id].data.props.label === label)!;
  const parentOf = (label: string) => nodes[idOf(label)].data.parent!;
  const labelsIn = (parentId: string) =>
    editor.query.getNodes()[parentId].data.nodes.map((id) => editor.query.getNodes()[id].data.props.label);
  return { ...editor, idOf, parentOf, labelsIn };
}

describe('drop rules guide: capacity', () => {
  it("the guide's Row with four children accepts a reorder of its own child and moves it (the index counts the old slot)", () => {
    const { query, actions, idOf, parentOf, labelsIn } = editorWithRows();
    const full = parentOf('A');
    expect(labelsIn(full)).toEqual(['A', 'B', 'C', 'D']);
    expect(query.node(full).isDroppable([idOf('A')])).toBe(true);
    actions.move(idOf('A'), full, 4);
    expect(labelsIn(full)).toEqual(['B', 'C', 'D', 'A']);
  });

  it("the guide's full Row refuses a fifth node, and the reason is an Error object", () => {
    const { query, actions, idOf, parentOf, labelsIn } = editorWithRows();
    const full = parentOf('A');
    let reason: unknown;
    expect(
      query.node(full).isDroppable([idOf('E')], (err) => {
        reason = err;
      }),
    ).toBe(false);
    expect(reason).toBeInstanceOf(Error);
    expect((reason as Error).message).toBe('Invariant failed: Target parent rejects incoming node');
    expect(() => actions.move(idOf('E'), full, 0)).toThrow('Target parent rejects incoming node');
    expect(labelsIn(full)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('a rule counting self.data.nodes refuses reordering inside its own full container', () => {
    const { query, idOf, parentOf } = editorWithRows();
    expect(query.node(parentOf('F')).isDroppable([idOf('G')])).toBe(false);
  });

  it('a 0.1.x-style rule reading incoming.data throws, and the throw becomes a silent refusal', () => {
    const { query, idOf, parentOf } = editorWithRows();
    const oldApiRow = query.node(parentOf('A')).get().data.parent!; // the page, whose last child is OldApiRow
    const target = query.getNodes()[oldApiRow].data.nodes[3];
    let reason: unknown;
    expect(
      query.node(target).isDroppable([idOf('E')], (err) => {
        reason = err;
      }),
    ).toBe(false);
    expect(reason).toBeInstanceOf(TypeError);
  });
});

describe('drop rules guide: the indicator option', () => {
  const optionsOf = (indicator: Partial<Craft.Options['indicator']> | undefined) => {
    let options!: Craft.Options;
    const Grab = () => {
      options = useEditor().query.getOptions();
      return null;
    };
    renderToString(h(Editor, indicator ? { indicator } : {}, h(Grab)));
    return options.indicator;
  };

  it('defaults to a green and a red colour only', () => {
    expect(optionsOf(undefined)).toEqual({ error: 'red', success: 'rgb(98, 196, 98)' });
  });

  it('replaces the whole default object: one field passed leaves no colours', () => {
    expect(optionsOf({ thickness: 4 })).toEqual({ thickness: 4 });
  });
});
