/**
 * docs/guides/basic-tutorial.mdx end to end: the Basic example's whole App (examples/basic, shown on the page
 * from its real files), once plainly and once inside <React.StrictMode>, as a reader's Vite app mounts it;
 * the step 7 snippet (outlines.tsx) and the React 19 warning it causes; and docs/guides/iframe-editor.mdx's
 * note on scrolling during a drag.
 * Source: @craftjs/core src/render/SimpleElement.tsx and utils src/EventHandlers/wrapConnectorHooks.tsx
 * (cloneWithRef reads element.ref of an HTML-tag node), src/events/Positioner.ts (onScroll).
 */
import type * as Craft from '@craftjs/core';
import { fireEvent, render, within } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { App } from '../../examples/basic/src/App';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';
import { pageSection } from '../support/pageSection';
import { messages, spyConsole } from './support/spy';

const { Positioner, ROOT_NODE, Element } = requireFromRoot('@craftjs/core') as typeof Craft;
const TUTORIAL = 'guides/basic-tutorial';
const REF_WARNING = 'Accessing element.ref was removed in React 19';

afterEach(() => vi.restoreAllMocks());

const texts = (canvas: HTMLElement) => Array.from(canvas.querySelectorAll('p')).map((p) => p.textContent);

for (const mode of RENDER_MODES) {
  claim(
    TUTORIAL,
    'The complete code',
    `the Basic example adds from the toolbox, edits in the settings panel and undoes (${mode.name})`,
    () => {
      const errors = spyConsole('error');
      const view = render(<App />, mode.strict ? { wrapper: React.StrictMode } : undefined);
      const canvas = view.getByRole('main', { name: 'Page canvas' });
      const tools = within(view.getByRole('complementary', { name: 'Editor tools' }));
      // Select a Text: the settings panel shows its font size; change it, then undo.
      const hello = Array.from(canvas.querySelectorAll('p')).find((p) => p.textContent === 'Hi world!')!;
      fireEvent.mouseDown(hello);
      const slider = tools.getByRole('slider') as HTMLInputElement;
      expect(slider.value).toBe('18');
      fireEvent.change(slider, { target: { value: '30' } });
      expect(hello.style.fontSize).toBe('30px');
      const undo = view.getByRole('button', { name: 'Undo' });
      fireEvent.click(undo);
      expect(hello.style.fontSize).toBe('18px');
      // Click a toolbox item: one new Text at the end of the page; Undo takes it away.
      fireEvent.click(tools.getByRole('button', { name: 'Text' }));
      expect(texts(canvas).at(-1)).toBe('New text');
      fireEvent.click(undo);
      expect(texts(canvas)).not.toContain('New text');
      // Made of user components only, the example logs nothing in development.
      expect(messages(errors)).toBe('');
    },
  );
}

claim(TUTORIAL, 'Step 7: hover and selection outlines', 'the snippet’s plain <div /> makes React 19 log once', () => {
  const errors = spyConsole('error');
  const { App: Outlines } = loadGuideModule<{ App: React.ComponentType }>(`docs/${TUTORIAL}.mdx`, 'outlines.tsx');
  render(<Outlines />);
  expect(messages(errors).split(REF_WARNING)).toHaveLength(2);
  expect(pageSection(`docs/${TUTORIAL}.mdx`, 'Step 7: hover and selection outlines')).toContain(REF_WARNING);
});

claim(
  TUTORIAL,
  'Step 7: hover and selection outlines',
  'a class added to an element survives a re-render while its className prop stays the same, not when it changes',
  () => {
    let setTone: (tone: string) => void = () => undefined;
    function Styled() {
      const [tone, set] = React.useState('plain');
      setTone = set;
      return <p className={tone}>text</p>;
    }
    const view = render(<Styled />);
    const p = view.container.querySelector('p')!;
    p.classList.add('outlined');
    React.act(() => setTone('plain'));
    expect(p.className).toBe('plain outlined');
    React.act(() => setTone('loud'));
    expect(p.className).toBe('loud');
    expect(pageSection(`docs/${TUTORIAL}.mdx`, 'Step 7: hover and selection outlines')).not.toContain(
      'React rewrites className when the component re-renders',
    );
  },
);

claim(
  'guides/iframe-editor',
  'What to watch out for',
  'a drag’s position cache is cleared by a scroll of an element holding the root, not of a document',
  () => {
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Text text="one" />
      </Element>,
      { resolver: { Box, Text } },
    );
    const [one] = ed.query.node(ROOT_NODE).childNodes();
    const positioner = new Positioner(ed.store as never, { type: 'existing', nodes: [one] } as never);
    const cache = positioner as unknown as { currentTargetChildDimensions: unknown };
    const scroll = (target: EventTarget) => target.dispatchEvent(new Event('scroll'));
    try {
      cache.currentTargetChildDimensions = ['cached'];
      scroll(document);
      expect(cache.currentTargetChildDimensions).toEqual(['cached']);
      scroll(ed.container);
      expect(cache.currentTargetChildDimensions).toBeNull();
    } finally {
      positioner.cleanup();
    }
    expect(pageSection(`docs/${'guides/iframe-editor'}.mdx`, 'What to watch out for')).toContain(
      'scrolling a document, the iframe’s or the main one, does not clear it'.replace('’', "'"),
    );
  },
);
