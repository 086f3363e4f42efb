/**
 * docs/guides/landing-editor.mdx › Changing what a drop makes (the question of craft.js issue 659, "customize the logic that runs when an element
 * is dragged or created": wrap a dropped block in a new row), plainly and inside <React.StrictMode>, with
 * wrap-dropped.tsx as printed, dropping from its toolbox item as a user does.
 * Source: @craftjs/core src/events/DefaultEventHandlers.ts (create: on dragend the tree is added, then onCreate is
 * called with it), @craftjs/utils History.ts (merge adds to the last step).
 */
import { Element, ROOT_NODE, type UserComponent } from '@craftjs/core';
import React from 'react';
import { expect } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { fireDrag, setBox } from './support/dom';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const FILE = 'docs/guides/landing-editor.mdx';
const PAGE = 'guides/landing-editor';
const HEADING = 'Changing what a drop makes';

const { Row, Button, ButtonTool } = loadGuideModule<{
  Row: UserComponent<{ children?: React.ReactNode }>;
  Button: UserComponent<{ label: string }>;
  ButtonTool: React.FC;
}>(FILE, 'wrap-dropped.tsx');
const resolver = { Box, Text, Row, Button };

/** Drags a new Button from the tool onto `target` (an element with a box), as a user drops it. */
function dropButton(ed: ReturnType<typeof renderEditor>, target: Element, y: number) {
  const tool = Array.from(ed.container.querySelectorAll('div')).find((div) => div.textContent === 'Button')!;
  ed.act(() => fireDrag(tool, 'dragstart'));
  ed.act(() => fireDrag(target, 'dragover', { x: 10, y }));
  ed.act(() => fireDrag(tool, 'dragend'));
}

const nameOf = (ed: ReturnType<typeof renderEditor>, id: string) => ed.query.node(id).get().data.name;

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    HEADING,
    `a button dropped outside a row gets a row around it, in the drop's undo step (${mode.name})`,
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas label="root">
          <Text text="intro" />
        </Element>,
        { resolver, strict: mode.strict, around: <ButtonTool /> },
      );
      const root = ed.container.querySelector('[data-box="root"]')!;
      setBox(root, { top: 0, left: 0, width: 400, height: 200 });
      setBox(root.querySelector('p')!, { top: 0, left: 0, width: 400, height: 50 });
      dropButton(ed, root, 150);
      const intro = childIds(ed.query, ROOT_NODE).find((id) => nameOf(ed, id) === 'Text')!;
      const row = childIds(ed.query, ROOT_NODE).find((id) => nameOf(ed, id) === 'Row')!;
      expect(childIds(ed.query, ROOT_NODE)).toHaveLength(2);
      expect(childIds(ed.query, row).map((id) => nameOf(ed, id))).toEqual(['Button']);
      expect(ed.container.querySelector('.row > button')!.textContent).toBe('Buy');
      ed.act(() => ed.actions.history.undo());
      expect(childIds(ed.query, ROOT_NODE)).toEqual([intro]);
      ed.unmount();
    },
  );

  claim(PAGE, HEADING, `a button dropped into a row stays as it is (${mode.name})`, () => {
    const ed = renderEditor(
      <Element is={Box} canvas label="root">
        <Element is={Row} canvas>
          <Button label="First" />
        </Element>
      </Element>,
      { resolver, strict: mode.strict, around: <ButtonTool /> },
    );
    const [row] = childIds(ed.query, ROOT_NODE);
    const rowEl = ed.container.querySelector('.row')!;
    setBox(ed.container.querySelector('[data-box="root"]')!, { top: 0, left: 0, width: 400, height: 300 });
    setBox(rowEl, { top: 0, left: 0, width: 400, height: 100 });
    setBox(rowEl.querySelector('button')!, { top: 0, left: 0, width: 100, height: 100 });
    dropButton(ed, rowEl.querySelector('button')!, 50);
    expect(childIds(ed.query, ROOT_NODE)).toEqual([row]);
    expect(childIds(ed.query, row).map((id) => nameOf(ed, id))).toEqual(['Button', 'Button']);
    ed.unmount();
  });
}

claim(PAGE, HEADING, 'the page says the wrap is one undo step with the drop', () => {
  expect(pageSection(FILE, HEADING)).toContain('One Undo takes the button and its row away together.');
});
