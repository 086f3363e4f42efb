/**
 * docs/guides/server-rendering.mdx › Exporting a page as JSX (the question of craft.js issue 448, "how to generate
 * React code by clicking save"), plainly and inside <React.StrictMode>, with pageToJsx.ts as printed: a page saved
 * from the editor is written as JSX, the JSX is compiled and given to a new <Frame>, and the two pages are compared.
 * Source: @craftjs/core src/editor/query.tsx (serialize), src/nodes/Element.tsx (is, canvas, hidden, custom;
 * linked nodes made by the component's own render).
 */
import { Element, ROOT_NODE, type SerializedNodes } from '@craftjs/core';
import React from 'react';
import { expect } from 'vitest';
import { evaluateModule, loadGuideModule } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Card, Text, resolver } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const FILE = 'docs/guides/server-rendering.mdx';
const PAGE = 'guides/server-rendering';
const HEADING = 'Exporting a page as JSX';

const { pageToJsx } = loadGuideModule<{ pageToJsx: (saved: string | SerializedNodes) => string }>(FILE, 'pageToJsx.ts');

/** The exported JSX, compiled as a reader's app would compile it, with Element and the components in scope. */
const compile = (jsx: string) =>
  evaluateModule<React.ReactElement>(`module.exports = (${jsx});`, { Element, Box, Text, Card });

/** A node tree without ids: type, props, canvas, hidden, custom and children, from ROOT, linked nodes by key. */
function shape(nodes: SerializedNodes, id: string = ROOT_NODE): unknown {
  const node = nodes[id];
  return {
    type: node.type,
    props: node.props,
    isCanvas: node.isCanvas,
    hidden: node.hidden,
    custom: node.custom,
    nodes: node.nodes.map((child) => shape(nodes, child)),
    linked: Object.fromEntries(Object.entries(node.linkedNodes).map(([key, child]) => [key, shape(nodes, child)])),
  };
}

const page = () => (
  <Element is={Box} canvas label="root">
    <Text text={'Say "hi" & {wave}'} color="red" />
    <Element is="div" canvas custom={{ role: 'banner' }}>
      <Element is="p">Plain text</Element>
    </Element>
    <Text text="hidden one" />
    <Card title="Deal" />
  </Element>
);

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    HEADING,
    `the JSX builds the same page again, linked nodes as their component makes them (${mode.name})`,
    () => {
      const editor = renderEditor(page(), { resolver, strict: mode.strict });
      const [, , hiddenOne, card] = childIds(editor.query, ROOT_NODE);
      editor.act(() => editor.actions.setHidden(hiddenOne, true));
      // An edit inside the Card's linked body: the export does not keep it.
      const body = editor.query.node(card).get().data.linkedNodes.body;
      const bodyText = childIds(editor.query, body)[0];
      editor.act(() =>
        editor.actions.setProp(bodyText, (props: { text: string }) => void (props.text = 'edited body')),
      );
      const saved = JSON.parse(editor.query.serialize()) as SerializedNodes;
      editor.unmount();

      const jsx = pageToJsx(saved);
      expect(jsx.split('\n')[0]).toBe('<Element is={Box} label="root" canvas>');
      expect(jsx).toContain('<Element is={Text} color="red" text={"Say \\"hi\\" & {wave}"} />');
      expect(jsx).toContain('<Element is={Text} color="black" text="hidden one" hidden />');

      const again = renderEditor(compile(jsx), { resolver, strict: mode.strict });
      const rebuilt = JSON.parse(again.query.serialize()) as SerializedNodes;
      const expected = shape(saved) as { nodes: Array<{ linked: { body: { nodes: Array<{ props: object }> } } }> };
      // Everything but the linked body's edit comes back.
      expected.nodes[3].linked.body.nodes[0].props = { color: 'black', text: 'card body' };
      expect(shape(rebuilt)).toEqual(expected);
      again.unmount();
    },
  );
}

claim(PAGE, HEADING, 'a node the page lacks is named in the error', () => {
  const nodes = {
    ROOT: {
      type: 'div',
      isCanvas: true,
      props: {},
      displayName: 'div',
      custom: {},
      hidden: false,
      nodes: ['gone'],
      linkedNodes: {},
    },
  } as unknown as SerializedNodes;
  expect(() => pageToJsx(nodes)).toThrow('The saved page refers to a node "gone" it does not contain.');
});

claim(PAGE, HEADING, 'the page says what the export leaves out', () => {
  const text = pageSection(FILE, HEADING);
  expect(text).toContain('Linked nodes are not written');
});
