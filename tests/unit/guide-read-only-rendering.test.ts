/**
 * Proves the "Server Rendering and Next.js" guide (docs/guides/server-rendering.mdx): a page saved by the
 * real editor renders on the server, both through <Editor enabled={false}> with <Frame data> and through
 * the guide's own savedPage.tsx walker, which is run exactly as printed.
 */
import { Editor, Element, Frame, useEditor, useNode, type SerializedNodes, type UserComponent } from '@craftjs/core';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadGuideModule } from '../support/guideCode';

const GUIDE = 'docs/guides/server-rendering.mdx';

type SavedPageModule = {
  renderSavedPage: (saved: string | SerializedNodes, views: Record<string, unknown>) => ReactNode;
  views: Record<string, unknown>;
};

// The editor's components: the same markup as the guide's views, plus useNode and connectors.
const Container: UserComponent<{ padding?: number; children?: ReactNode }> = ({ padding, children }) => {
  const {
    connectors: { connect },
  } = useNode();
  return h(
    'section',
    {
      ref: (el: HTMLElement | null) => {
        if (el) connect(el);
      },
      style: { padding },
    },
    children,
  );
};
const Text: UserComponent<{ text: string }> = ({ text }) => {
  const {
    connectors: { connect, drag },
  } = useNode();
  return h(
    'p',
    {
      ref: (el: HTMLElement | null) => {
        if (el) connect(drag(el));
      },
    },
    text,
  );
};
const Card: UserComponent<{ title: string }> = ({ title }) =>
  h(
    'article',
    null,
    h('h3', null, title),
    h(Element, { id: 'body', is: Container, canvas: true, padding: 4 }, h(Text, { text: 'In the card' })),
  );
const resolver = { Container, Text, Card };

/** Saves a page with the real editor: Frame builds the nodes while rendering, then a sibling serializes them. */
function savePageWithTheEditor(): SerializedNodes {
  let saved = '';
  const Save = () => {
    const { query } = useEditor();
    saved = query.serialize();
    return null;
  };
  renderToString(
    h(
      Editor,
      { resolver },
      h(
        Frame,
        null,
        h(
          Element,
          { is: Container, canvas: true, padding: 8 },
          h(Text, { text: 'Hello' }),
          h(Text, { text: 'Draft, hidden' }),
          h(Card, { title: 'Hi' }),
          h('div', null, 'plain HTML'),
        ),
      ),
      h(Save),
    ),
  );
  return JSON.parse(saved) as SerializedNodes;
}

const EXPECTED_HTML =
  '<section style="padding:8px"><p>Hello</p><article><h3>Hi</h3><section style="padding:4px"><p>In the card</p></section></article><div>plain HTML</div></section>';

let saved: SerializedNodes;
let guide: SavedPageModule;

beforeAll(() => {
  saved = savePageWithTheEditor();
  // Hide the draft paragraph, as actions.setHidden would before saving.
  const draftId = Object.keys(saved).find((id) => saved[id].props.text === 'Draft, hidden')!;
  saved[draftId].hidden = true;
  guide = loadGuideModule<SavedPageModule>(GUIDE, 'savedPage.tsx');
});

describe('server rendering guide', () => {
  it('the saved page holds a user component, a linked node and a plain HTML element', () => {
    const card = Object.values(saved).find((node) => node.displayName === 'Card')!;
    expect(Object.keys(card.linkedNodes)).toEqual(['body']);
    expect(saved[card.linkedNodes.body].type).toEqual({ resolvedName: 'Container' });
    expect(Object.values(saved).find((node) => node.type === 'div')?.props).toEqual({ children: 'plain HTML' });
  });

  it('way 1: <Editor enabled={false}> with <Frame data> renders the saved page on the server, without hidden nodes', () => {
    const html = renderToString(h(Editor, { resolver, enabled: false }, h(Frame, { data: JSON.stringify(saved) })));
    expect(html).toBe(EXPECTED_HTML);
  });

  it("way 2: the guide's renderSavedPage gives the same HTML with no editor at all", () => {
    expect(renderToString(h('div', null, guide.renderSavedPage(JSON.stringify(saved), guide.views)))).toBe(
      `<div>${EXPECTED_HTML}</div>`,
    );
    expect(renderToString(h('div', null, guide.renderSavedPage(saved, guide.views)))).toBe(
      `<div>${EXPECTED_HTML}</div>`,
    );
  });

  it('way 2 names a saved component that has no view', () => {
    const { Card: _card, ...viewsWithoutCard } = guide.views;
    expect(() => guide.renderSavedPage(saved, viewsWithoutCard)).toThrow('No view component for "Card".');
  });

  it('an editor component cannot be reused as a view: useNode throws outside <Editor>', () => {
    expect(() => renderToString(h(Text, { text: 'alone' }))).toThrow(
      'You can only use useNode in the context of <Editor />',
    );
  });
});
