/**
 * docs/concepts/nodes.mdx › Child nodes (the question of craft.js issue 291, "no props on dragged components": a
 * parent's children carry none of the children's props), plainly and inside <React.StrictMode>, with gallery.tsx as
 * printed.
 * Source: @craftjs/core src/nodes/NodeElement.tsx and src/render/RenderNode.tsx (a canvas renders each child node
 * through craft.js's own element), src/hooks/useEditor.tsx (a collector re-runs on every state change).
 */
import { Element, NodeElement, ROOT_NODE, useNode, type UserComponent } from '@craftjs/core';
import React from 'react';
import { expect, vi } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const FILE = 'docs/concepts/nodes.mdx';
const PAGE = 'concepts/nodes';
const HEADING = 'Child nodes';

const { Gallery, Slide } = loadGuideModule<{
  Gallery: UserComponent;
  Slide: UserComponent<{ title: string }>;
}>(FILE, 'gallery.tsx');

/** The props of the elements a canvas gets in its `children` prop, and the `children` prop itself. */
const seen: object[][] = [];
let lastChildren: React.ReactNode = null;
const Holder: UserComponent<{ children?: React.ReactNode }> = ({ children }) => {
  const {
    connectors: { connect },
  } = useNode();
  seen.push(React.Children.toArray(children).map((child) => (child as React.ReactElement<object>).props));
  lastChildren = children;
  return (
    <div
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      {children}
    </div>
  );
};

const titles = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('ol[aria-label="Slides"] li')).map((li) => li.textContent);

for (const mode of RENDER_MODES) {
  claim(PAGE, HEADING, `a canvas's children prop holds none of its children's props (${mode.name})`, () => {
    seen.length = 0;
    const ed = renderEditor(
      <Element is={Holder} canvas>
        <Text text="first text" />
        <Text text="second text" />
      </Element>,
      { resolver: { Holder, Text }, strict: mode.strict },
    );
    const props = seen.at(-1)!;
    expect(props.length).toBeGreaterThan(0);
    // One Fragment, holding a NodeElement for each child node.
    expect(React.Children.count(lastChildren)).toBe(1);
    const fragment = lastChildren as React.ReactElement<{ children: React.ReactElement<{ id: string }>[] }>;
    expect(fragment.type).toBe(React.Fragment);
    expect(fragment.props.children.map((child) => child.type)).toEqual([NodeElement, NodeElement]);
    expect(fragment.props.children.map((child) => child.props.id)).toEqual(childIds(ed.query, ROOT_NODE));
    for (const each of props) {
      expect(each).not.toHaveProperty('text');
      expect(Object.values(each)).not.toContain('first text');
    }
    ed.unmount();
  });

  claim(
    PAGE,
    HEADING,
    `useChildProps lists the slides' titles and follows edits, drops and moves (${mode.name})`,
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas label="root">
          <Element is={Gallery}>
            <Slide title="Intro" />
            <Slide title="Features" />
          </Element>
        </Element>,
        { resolver: { Box, Gallery, Slide }, strict: mode.strict },
      );
      const [gallery] = childIds(ed.query, ROOT_NODE);
      expect(titles(ed.container)).toEqual(['Intro', 'Features']);
      const [intro, features] = childIds(ed.query, gallery);
      ed.act(() => ed.actions.setProp(features, (props: { title: string }) => void (props.title = 'Pricing')));
      expect(titles(ed.container)).toEqual(['Intro', 'Pricing']);
      ed.act(() => ed.actions.move(intro, gallery, 2));
      expect(titles(ed.container)).toEqual(['Pricing', 'Intro']);
      ed.act(() => ed.actions.addNodeTree(ed.query.parseReactElement(<Slide title="Contact" />).toNodeTree(), gallery));
      expect(titles(ed.container)).toEqual(['Pricing', 'Intro', 'Contact']);
      ed.act(() => ed.actions.history.undo());
      expect(titles(ed.container)).toEqual(['Pricing', 'Intro']);
      // Each slide in its own frame, in order, and still the node's DOM that selects and drags it.
      const framed = Array.from(ed.container.querySelectorAll('.slide > figure'));
      expect(framed.map((figure) => figure.textContent)).toEqual(['Pricing', 'Intro']);
      expect(framed[1]).toBe(ed.query.node(intro).get().dom);
      ed.unmount();
    },
  );

  claim(PAGE, HEADING, `deleting the gallery, or undoing its adding, leaves useChildProps quiet (${mode.name})`, () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const ed = renderEditor(<Element is={Box} canvas label="root" />, {
        resolver: { Box, Gallery, Slide },
        strict: mode.strict,
      });
      const tree = ed.query
        .parseReactElement(
          <Element is={Gallery} canvas>
            <Slide title="Intro" />
          </Element>,
        )
        .toNodeTree();
      ed.act(() => ed.actions.addNodeTree(tree, ROOT_NODE));
      expect(titles(ed.container)).toEqual(['Intro']);
      ed.act(() => ed.actions.history.undo());
      ed.act(() => ed.actions.history.redo());
      ed.act(() => ed.actions.delete(tree.rootNodeId));
      expect(titles(ed.container)).toEqual([]);
      expect(warn).not.toHaveBeenCalled();
      ed.unmount();
    } finally {
      warn.mockRestore();
    }
  });
}

claim(PAGE, HEADING, 'the page says where the children’s props are', () => {
  const text = pageSection(FILE, HEADING);
  expect(text).toContain("its props hold none of the children's props");
  expect(text).toContain('one Fragment holding a `<NodeElement id>` for each child node');
  expect(text).toContain('`actions.setProp(slide.id, …)`');
});
