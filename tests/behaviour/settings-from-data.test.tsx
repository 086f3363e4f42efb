/**
 * docs/guides/landing-editor.mdx › Settings fields from a table (the question of craft.js issue 409, "each
 * user component must declare its own settings; imagine hundreds of components"), plainly and inside
 * <React.StrictMode>, with settings-from-data.tsx as printed.
 * Source: @craftjs/core src/editor/actions.ts (setProp on an id), @craftjs/utils History.ts (throttle folds changes
 * within the rate into the current step), src/nodes/Element (data.name is the resolver key).
 */
import { Element, ROOT_NODE, useNode, type UserComponent } from '@craftjs/core';
import { fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const FILE = 'docs/guides/landing-editor.mdx';
const PAGE = 'guides/landing-editor';
const HEADING = 'Settings fields from a table';

const { SettingsPanel } = loadGuideModule<{ SettingsPanel: React.FC }>(FILE, 'settings-from-data.tsx');

const Heading: UserComponent<{ text: string; fontSize: number }> = ({ text, fontSize }) => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <h2
      style={{ fontSize }}
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      {text}
    </h2>
  );
};
const Divider: UserComponent = () => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <hr
      ref={(el) => {
        if (el) connect(el);
      }}
    />
  );
};
const resolver = { Box, Heading, Divider };
const page = () => (
  <Element is={Box} canvas label="root">
    <Heading text="Welcome" fontSize={32} />
    <Divider />
  </Element>
);

afterEach(() => vi.useRealTimers());

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    HEADING,
    `the panel draws the selected block's fields from the table and edits its props (${mode.name})`,
    () => {
      const ed = renderEditor(page(), { resolver, strict: mode.strict, around: <SettingsPanel /> });
      expect(screen.getByText('Select a block to edit it.')).toBeTruthy();
      const [heading, divider] = childIds(ed.query, ROOT_NODE);
      ed.act(() => ed.actions.selectNode(heading));
      const form = screen.getByRole('form', { name: 'Heading settings' });
      expect(Array.from(form.querySelectorAll('label')).map((label) => label.textContent)).toEqual([
        'Text',
        'Font size',
      ]);
      fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Hello' } });
      fireEvent.change(screen.getByLabelText('Font size'), { target: { value: '40' } });
      expect(ed.query.node(heading).get().data.props).toMatchObject({ text: 'Hello', fontSize: 40 });
      expect(ed.container.querySelector('h2')!.textContent).toBe('Hello');
      ed.act(() => ed.actions.selectNode(divider));
      expect(screen.getByText('Divider has no settings.')).toBeTruthy();
      ed.unmount();
    },
  );

  claim(PAGE, HEADING, `an emptied number field saves nothing and shows the saved number again (${mode.name})`, () => {
    const ed = renderEditor(page(), { resolver, strict: mode.strict, around: <SettingsPanel /> });
    const [heading] = childIds(ed.query, ROOT_NODE);
    ed.act(() => ed.actions.selectNode(heading));
    const size = screen.getByLabelText<HTMLInputElement>('Font size');
    fireEvent.change(size, { target: { value: '' } });
    expect(ed.query.node(heading).get().data.props.fontSize).toBe(32);
    expect(ed.query.history.canUndo()).toBe(false);
    expect(size.value).toBe('32');
    fireEvent.change(size, { target: { value: '0' } });
    expect(ed.query.node(heading).get().data.props.fontSize).toBe(0);
    expect(pageSection(FILE, HEADING)).toContain('An emptied number field shows the saved number again');
    ed.unmount();
  });

  claim(PAGE, HEADING, `changes within 400 ms are one undo step (${mode.name})`, () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ed = renderEditor(page(), { resolver, strict: mode.strict, around: <SettingsPanel /> });
    const [heading] = childIds(ed.query, ROOT_NODE);
    ed.act(() => ed.actions.selectNode(heading));
    const field = screen.getByLabelText('Text');
    fireEvent.change(field, { target: { value: 'W' } });
    vi.advanceTimersByTime(100);
    fireEvent.change(field, { target: { value: 'Wo' } });
    vi.advanceTimersByTime(1000);
    fireEvent.change(field, { target: { value: 'Wow' } });
    ed.act(() => ed.actions.history.undo());
    expect(ed.query.node(heading).get().data.props.text).toBe('Wo');
    ed.act(() => ed.actions.history.undo());
    expect(ed.query.node(heading).get().data.props.text).toBe('Welcome');
    ed.unmount();
  });
}

claim(PAGE, HEADING, 'the page says where the table is keyed from', () => {
  const text = pageSection(FILE, HEADING);
  expect(text).toContain("keyed by the name it has in the resolver (a node's `data.name`)");
});
