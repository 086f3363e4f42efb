/**
 * Every whole-component sample of docs/migrating/migrating-0.1.x.mdx, run as printed (by its title), once
 * plainly and once inside <React.StrictMode>, doing what its text says in 0.2.12.
 */
import type * as Craft from '@craftjs/core';
import { fireEvent, render } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { claim } from './support/claim';
import { Box, Button, Text } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES, inMode } from './support/modes';
import { messages, spyConsole } from './support/spy';

const { Element, ROOT_NODE, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;
const PAGE = 'migrating/migrating-0.1.x';
const FILE = `docs/${PAGE}.mdx`;
const sample = <T,>(title: string) => loadGuideModule<T>(FILE, title);
type Component<P = Record<string, never>> = Craft.UserComponent<P>;

const { Toolbar } = sample<{ Toolbar: Component<{ children?: React.ReactNode }> }>('toolbar.tsx');
const { SelectionSummary } = sample<{ SelectionSummary: React.ComponentType }>('selection-summary.tsx');
const { DeleteSelected } = sample<{ DeleteSelected: React.ComponentType }>('delete-selected.tsx');
const { App: CanvasApp } = sample<{ App: React.ComponentType }>('element-canvas-app.tsx');
const { TwoColumns, Column } = sample<{ TwoColumns: Component; Column: Component<{ children?: React.ReactNode }> }>(
  'two-columns.tsx',
);
const { Restored } = sample<{
  Restored: React.ComponentType<{ saved: string | Craft.SerializedNodes; resolver: Craft.Resolver }>;
}>('restored.tsx');
const { TextInput } = sample<{ TextInput: React.ComponentType }>('text-input.tsx');
const { AddTextButton, Text: NewText } = sample<{
  AddTextButton: React.ComponentType<{ parentId?: string }>;
  Text: Component<{ text: string }>;
}>('add-text-button.tsx');

/** A node whose settings row is the page's TextInput, rendered inside the node. */
const Editable: Component<{ text?: string }> = ({ text }) => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <div
      data-text={text}
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      <TextInput />
    </div>
  );
};
Editable.craft = { props: { text: 'start' } };

const resolver = { Box, Text, Button, Toolbar, TwoColumns, Editable };

afterEach(() => vi.restoreAllMocks());

for (const mode of RENDER_MODES) {
  const named = (what: string) => `${what} (${mode.name})`;
  const edit = (around?: React.ReactNode) =>
    renderEditor(
      <Element is={Box} canvas>
        <Element is={Toolbar} canvas>
          <Button label="a" />
          <Button label="b" />
          <Button label="c" />
        </Element>
        <Button label="x" />
        <Text text="t" />
      </Element>,
      { resolver, strict: mode.strict, around },
    );

  claim(
    PAGE,
    'canMoveIn and canMoveOut receive arrays',
    named('Toolbar takes only buttons, at most three, and reorders when full'),
    () => {
      const ed = edit();
      const [toolbar, x, t] = childIds(ed.query, ROOT_NODE);
      const [a, b] = childIds(ed.query, toolbar);
      expect(ed.query.node(toolbar).isDroppable([x])).toBe(false);
      expect(ed.query.node(toolbar).isDroppable([t])).toBe(false);
      expect(ed.query.node(toolbar).isDroppable([a, b])).toBe(true);
      ed.act(() => ed.actions.move(x, ROOT_NODE, 0));
      ed.act(() => ed.actions.move(b, ROOT_NODE, 0));
      expect(ed.query.node(toolbar).isDroppable([x])).toBe(true);
    },
  );

  claim(
    PAGE,
    'Events are sets of node ids (multi-select)',
    named('SelectionSummary names one or several selected nodes'),
    () => {
      const ed = edit(<SelectionSummary />);
      const [toolbar, x] = childIds(ed.query, ROOT_NODE);
      expect(ed.getByText('Nothing selected')).toBeTruthy();
      ed.act(() => ed.actions.selectNode(x));
      expect(ed.getByText('Button selected')).toBeTruthy();
      ed.act(() => ed.actions.selectNode([toolbar, x]));
      expect(ed.getByText('2 nodes selected: Toolbar, Button')).toBeTruthy();
    },
  );

  claim(PAGE, 'query.getEvent', named('DeleteSelected deletes the deletable selected nodes'), () => {
    const ed = edit(<DeleteSelected />);
    const [, x, t] = childIds(ed.query, ROOT_NODE);
    const button = () => ed.getByRole('button', { name: /^Delete \d+ selected$/ }) as HTMLButtonElement;
    expect(button().disabled).toBe(true);
    ed.act(() => ed.actions.selectNode([x, t, ROOT_NODE]));
    expect(button().textContent).toBe('Delete 3 selected');
    fireEvent.click(button());
    expect(childIds(ed.query, ROOT_NODE)).toHaveLength(1);
    expect(ed.query.getNodes()[ROOT_NODE]).toBeDefined();
  });

  claim(
    PAGE,
    'Canvas becomes Element canvas',
    named('the App renders a Container canvas holding a draggable Text'),
    () => {
      const view = render(inMode(<CanvasApp />, mode.strict));
      const container = view.container.querySelector('div')!;
      expect(container.style.background).toBe('rgb(238, 238, 238)');
      expect(container.querySelector('p')!.textContent).toBe('Hello');
      expect(container.querySelector('p')!.getAttribute('draggable')).toBe('true');
    },
  );

  claim(PAGE, 'Canvas becomes Element canvas', named('TwoColumns has two linked canvases, left and right'), () => {
    spyConsole('error');
    const ed = renderEditor(
      <Element is={Box} canvas>
        <TwoColumns />
      </Element>,
      { resolver: { ...resolver, Column }, strict: mode.strict },
    );
    const columns = ed.query.node(childIds(ed.query, ROOT_NODE)[0]).get().data.linkedNodes;
    expect(Object.keys(columns)).toEqual(['left', 'right']);
    expect(ed.container.querySelectorAll('.two-columns > .column')).toHaveLength(2);
  });

  claim(PAGE, 'Frame json becomes Frame data', named('Restored loads a JSON string or a parsed object'), () => {
    const ed = edit();
    const saved = ed.query.serialize();
    ed.unmount();
    for (const data of [saved, JSON.parse(saved) as Craft.SerializedNodes]) {
      const view = render(inMode(<Restored saved={data} resolver={resolver} />, mode.strict));
      expect(view.container.querySelectorAll('button')).toHaveLength(4);
      view.unmount();
    }
  });

  claim(
    PAGE,
    'setProp moves to actions',
    named('TextInput edits the node text, typing merged into one undo step'),
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Editable />
        </Element>,
        { resolver, strict: mode.strict },
      );
      const input = ed.getByRole('textbox', { name: 'Text' });
      fireEvent.change(input, { target: { value: 'st' } });
      fireEvent.change(input, { target: { value: 'stop' } });
      expect(ed.container.querySelector('[data-text]')!.getAttribute('data-text')).toBe('stop');
      ed.act(() => ed.actions.history.undo());
      expect(ed.container.querySelector('[data-text]')!.getAttribute('data-text')).toBe('start');
    },
  );

  claim(
    PAGE,
    'Renamed and deprecated helpers',
    named('AddTextButton adds a Text node tree to the root without warnings'),
    () => {
      const warn = spyConsole('warn');
      const ed = renderEditor(
        <Element is={Box} canvas>
          <NewText text="first" />
        </Element>,
        { resolver: { Box, Text: NewText }, strict: mode.strict, around: <AddTextButton /> },
      );
      fireEvent.click(ed.getByRole('button', { name: 'Add text' }));
      const added = childIds(ed.query, ROOT_NODE)[1];
      expect(ed.query.node(added).get().data.props.text).toBe('New');
      expect(ed.container.querySelectorAll('p')[1].textContent).toBe('New');
      expect(messages(warn)).not.toContain('Deprecation');
    },
  );
}
