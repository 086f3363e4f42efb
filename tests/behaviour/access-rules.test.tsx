/**
 * docs/concepts/user-components.mdx › Rules that read app state (the question of craft.js issue 444, "access
 * external state in rules check"), plainly and inside <React.StrictMode>, with access-rules.tsx as printed.
 * Source: @craftjs/core src/nodes/Element / NodeHelpers (isDraggable calls node.rules.canDrag on each call),
 * src/events/DefaultEventHandlers.ts (drag connector: canDrag at attach; Positioner: again at drag start),
 * src/editor/query.tsx (serialize writes props, custom and the tree, never rules).
 */
import { Element, ROOT_NODE, type UserComponent } from '@craftjs/core';
import { act } from '@testing-library/react';
import React from 'react';
import { afterEach, expect } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box } from './support/components';
import { fireDrag, setBox, stack } from './support/dom';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const FILE = 'docs/concepts/user-components.mdx';
const PAGE = 'concepts/user-components';
const HEADING = 'Rules that read app state';

const { access, Chapter } = loadGuideModule<{
  access: { mayArrange(): boolean; setMayArrange(value: boolean): void };
  Chapter: UserComponent<{ title: string }>;
}>(FILE, 'access-rules.tsx');

afterEach(() => act(() => access.setMayArrange(false)));

const page = () => (
  <Element is={Box} canvas label="root">
    <Chapter title="One" />
    <Chapter title="Two" />
  </Element>
);
const grips = (container: HTMLElement) => Array.from(container.querySelectorAll('[draggable="true"]'));

for (const mode of RENDER_MODES) {
  claim(PAGE, HEADING, `the right is read by the rule on each call and never saved (${mode.name})`, () => {
    const ed = renderEditor(page(), { resolver: { Box, Chapter }, strict: mode.strict });
    const [one] = childIds(ed.query, ROOT_NODE);
    const denied = ed.query.serialize();
    expect(ed.query.node(one).isDraggable()).toBe(false);
    ed.act(() => access.setMayArrange(true));
    expect(ed.query.node(one).isDraggable()).toBe(true);
    expect(ed.query.serialize()).toBe(denied);
    ed.unmount();
  });

  claim(PAGE, HEADING, `the grip mounts when the right is granted and goes when it is withdrawn (${mode.name})`, () => {
    const ed = renderEditor(page(), { resolver: { Box, Chapter }, strict: mode.strict });
    expect(grips(ed.container)).toEqual([]);
    ed.act(() => access.setMayArrange(true));
    expect(grips(ed.container).map((grip) => grip.textContent)).toEqual(['⠿', '⠿']);
    ed.act(() => access.setMayArrange(false));
    expect(grips(ed.container)).toEqual([]);
    ed.unmount();
  });

  claim(
    PAGE,
    HEADING,
    `a right withdrawn after the grip was attached lets the next drag start but refuses every drop (${mode.name})`,
    () => {
      act(() => access.setMayArrange(true));
      const ed = renderEditor(page(), { resolver: { Box, Chapter }, strict: mode.strict });
      const root = ed.container.querySelector('[data-box="root"]')!;
      setBox(root, { top: 0, left: 0, width: 400, height: 200 });
      const sections = Array.from(root.querySelectorAll('section'));
      stack(sections);
      const order = childIds(ed.query, ROOT_NODE);
      const [grip] = grips(ed.container);
      // Withdrawn and dragged before React shows it: the mounted grip still starts a native drag.
      ed.act(() => {
        access.setMayArrange(false);
        fireDrag(grip, 'dragstart');
      });
      expect(ed.query.getEvent('dragged').all()).toEqual([order[0]]);
      ed.act(() => fireDrag(sections[1], 'dragover', { x: 10, y: 190 }));
      expect(ed.query.getState().indicator!.error).toBeTruthy();
      ed.act(() => fireDrag(grip, 'dragend'));
      expect(childIds(ed.query, ROOT_NODE)).toEqual(order);
      ed.unmount();
    },
  );
}

claim(PAGE, HEADING, 'the page says what is saved and what the rule reads', () => {
  const text = pageSection(FILE, HEADING);
  expect(text).toContain("a rule's own variables are never saved");
  expect(text).toContain('so a new element is attached when it changes');
  // The rule's comment, in the printed code.
  expect(readFileSync(path.resolve(__dirname, '../..', FILE), 'utf8')).toContain(
    'lets the next drag start, but every drop position shows the error color and nothing drops',
  );
});
