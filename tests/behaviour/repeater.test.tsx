/**
 * docs/concepts/nodes.mdx › One child repeated for each item of your data (the question of craft.js issue 365, "a
 * repeating container": one child designed once, rendered for every entry of an array), plainly and inside
 * <React.StrictMode>, with repeater.tsx as printed: while editing the template shows once, for visitors once per
 * item; the saved page holds no item.
 * Source: @craftjs/core src/nodes/NodeElement.tsx (renders a node by id), src/render/DefaultRender.tsx (a canvas's
 * children are NodeElements), @craftjs/utils src/EventHandlers/ConnectorRegistry.ts (connectors do nothing while
 * the editor is disabled), src/editor/NodeHelpers.ts (isDroppable asks canMoveIn).
 */
import type * as Craft from '@craftjs/core';
import { render } from '@testing-library/react';
import React from 'react';
import { expect } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { childIds } from './support/editor';
import { RENDER_MODES } from './support/modes';

const { Editor, Element, Frame, NodeElement, ROOT_NODE, useEditor, useNode } = requireFromRoot(
  '@craftjs/core',
) as typeof Craft;

const FILE = 'docs/concepts/nodes.mdx';
const PAGE = 'concepts/nodes';
const HEADING = 'One child repeated for each item of your data';

type Item = Record<string, string>;
const { DataSources, Repeater, ItemField } = loadGuideModule<{
  DataSources: React.Context<Record<string, Item[]>>;
  Repeater: Craft.UserComponent<{ source: string }>;
  ItemField: Craft.UserComponent<{ field: string }>;
}>(FILE, 'repeater.tsx');
const resolver = { Box, Text, Repeater, ItemField };

const products: Item[] = [
  { name: 'Lamp', price: '40' },
  { name: 'Chair', price: '120' },
  { name: 'Desk', price: '300' },
];

const page = (template = true) => (
  <Element is={Box} canvas label="root">
    <Element is={Repeater} canvas source="products">
      {template ? (
        <Element is={Box} canvas label="card">
          <ItemField field="name" />
          <ItemField field="price" />
        </Element>
      ) : null}
    </Element>
    <Text text="outside" />
  </Element>
);

function editor(strict: boolean, ui: { enabled?: boolean; data?: string; items?: Item[]; template?: boolean }) {
  const handle: { current: ReturnType<typeof Craft.useEditor> | null } = { current: null };
  function Grab() {
    handle.current = useEditor();
    return null;
  }
  const app = (items: Item[]) => (
    <DataSources.Provider value={{ products: items }}>
      <Editor resolver={resolver} enabled={ui.enabled ?? true}>
        <Grab />
        <Frame data={ui.data}>{ui.data ? undefined : page(ui.template)}</Frame>
      </Editor>
    </DataSources.Provider>
  );
  const inMode = (items: Item[]) => (strict ? <React.StrictMode>{app(items)}</React.StrictMode> : app(items));
  const view = render(inMode(ui.items ?? products));
  const query = () => handle.current!.query;
  const texts = () => Array.from(view.container.querySelectorAll('[data-box="card"] p')).map((p) => p.textContent);
  return { view, query, texts, setItems: (items: Item[]) => view.rerender(inMode(items)) };
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    HEADING,
    `while editing the template shows once, with the first item, and takes no second block (${mode.name})`,
    () => {
      const { view, query, texts } = editor(mode.strict, {});
      expect(texts()).toEqual(['Lamp', '40']);
      const [repeater, outside] = childIds(query(), ROOT_NODE);
      const [template] = childIds(query(), repeater);
      expect(query().node(repeater).isDroppable([outside])).toBe(false);
      expect(query().node(repeater).isDroppable([template])).toBe(true);
      // The template's blocks are nodes like any other: their one element is their DOM.
      const [name] = childIds(query(), template);
      expect(query().node(name).get().dom!.textContent).toBe('Lamp');
      view.unmount();
    },
  );

  claim(
    PAGE,
    HEADING,
    `for visitors the template shows once per item, following the data; the saved page holds no item (${mode.name})`,
    () => {
      const editing = editor(mode.strict, {});
      const saved = editing.query().serialize();
      const repeater = childIds(editing.query(), ROOT_NODE)[0];
      expect(editing.query().node(repeater).get().data.props).toEqual({ source: 'products' });
      expect(saved).not.toContain('Lamp');
      editing.view.unmount();
      const visitor = editor(mode.strict, { enabled: false, data: saved });
      expect(visitor.texts()).toEqual(['Lamp', '40', 'Chair', '120', 'Desk', '300']);
      visitor.setItems(products.slice(1, 2));
      expect(visitor.texts()).toEqual(['Chair', '120']);
      visitor.view.unmount();
    },
  );

  claim(
    PAGE,
    HEADING,
    `an empty repeater asks for a block while editing and shows nothing to visitors (${mode.name})`,
    () => {
      const editing = editor(mode.strict, { template: false });
      expect(editing.view.container.textContent).toContain('Drop the block to repeat here');
      const saved = editing.query().serialize();
      editing.view.unmount();
      const visitor = editor(mode.strict, { enabled: false, data: saved });
      expect(visitor.view.container.textContent).not.toContain('Drop the block to repeat here');
      visitor.view.unmount();
    },
  );
}

/** A canvas that renders its first child twice while editing, as copies would. */
const Twice: Craft.UserComponent = () => {
  const { id, connectors } = useNode();
  const first = useEditor((state) => ({ first: state.nodes[id]?.data.nodes[0] })).first;
  return (
    <div
      ref={(el) => {
        if (el) connectors.connect(el);
      }}
    >
      {first &&
        ['one', 'two'].map((copy) => (
          <section key={copy} data-copy={copy}>
            <NodeElement id={first} />
          </section>
        ))}
    </div>
  );
};
Twice.craft = { isCanvas: true };

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    HEADING,
    `a node rendered twice while editing has the last copy as its DOM element (${mode.name})`,
    () => {
      const handle: { current: ReturnType<typeof Craft.useEditor> | null } = { current: null };
      function Grab() {
        handle.current = useEditor();
        return null;
      }
      const ui = (
        <Editor resolver={{ Twice, Text }}>
          <Grab />
          <Frame>
            <Element is={Twice} canvas>
              <Text text="copied" />
            </Element>
          </Frame>
        </Editor>
      );
      const view = render(mode.strict ? <React.StrictMode>{ui}</React.StrictMode> : ui);
      const query = handle.current!.query;
      const [text] = childIds(query, ROOT_NODE);
      expect(view.container.querySelectorAll('p')).toHaveLength(2);
      expect(query.node(text).get().dom).toBe(view.container.querySelector('[data-copy="two"] p'));
      view.unmount();
    },
  );
}

claim(PAGE, HEADING, 'the page says why copies are for visitors only', () => {
  const text = pageSection(FILE, HEADING);
  expect(text).toContain('A node has one DOM element');
  expect(text).toContain('never the items');
});
