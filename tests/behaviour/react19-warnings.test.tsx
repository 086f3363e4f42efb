/**
 * React 19 development warnings of the samples on the concept pages, each stated next to its sample: craft.js
 * reads `element.ref` when it connects a node that is a plain HTML tag (utils cloneWithRef), and React logs
 * "Accessing element.ref was removed in React 19" once per tag name and process. So each test renders a sample
 * whose HTML tags no earlier test of this file rendered; outline-warning.test.tsx covers the second `<div />`.
 */
import type * as Craft from '@craftjs/core';
import { fireEvent, render } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { claim } from './support/claim';
import { Box, Text, resolver } from './support/components';
import { renderEditor } from './support/editor';
import { pageSection } from '../support/pageSection';
import { messages, spyConsole } from './support/spy';

const { Element } = requireFromRoot('@craftjs/core') as typeof Craft;
const REF_WARNING = 'Accessing element.ref was removed in React 19';
const count = (spy: ReturnType<typeof spyConsole>) => messages(spy).split(REF_WARNING).length - 1;

afterEach(() => vi.restoreAllMocks());

claim(
  'overview',
  'A first editor in 20 lines',
  'the first editor, made of user components only, logs no warning',
  () => {
    const errors = spyConsole('error');
    const { default: App } = loadGuideModule<{ default: React.ComponentType }>('docs/overview.mdx', 'first-editor.tsx');
    const view = render(<App />);
    expect(view.container.querySelectorAll('p[draggable="true"]')).toHaveLength(2);
    expect(messages(errors)).toBe('');
  },
);

claim('concepts/nodes', 'The node tree', 'the h2 and p nodes of Page log the ref warning once per tag name', () => {
  const errors = spyConsole('error');
  const { Page } = loadGuideModule<{ Page: React.ComponentType }>('docs/concepts/nodes.mdx', 'page.tsx');
  render(<Page />);
  expect(count(errors)).toBe(2);
  expect(pageSection(`docs/${'concepts/nodes'}.mdx`, 'The node tree')).toContain(`${REF_WARNING}" once per tag name`);
});

claim(
  'concepts/editor',
  'The event state',
  'ShiftSelectEditor, whose page is a <div />, logs the ref warning once',
  () => {
    const errors = spyConsole('error');
    const { ShiftSelectEditor } = loadGuideModule<{ ShiftSelectEditor: React.ComponentType }>(
      'docs/concepts/editor.mdx',
      'shift-select.tsx',
    );
    const view = render(<ShiftSelectEditor />);
    fireEvent.mouseDown(view.container.querySelector('div')!);
    expect(count(errors)).toBe(1);
    expect(pageSection(`docs/${'concepts/editor'}.mdx`, 'The event state')).toContain(`logs "${REF_WARNING}" once`);
  },
);

claim(
  'concepts/editor',
  'Actions and queries',
  'adding the first <section> with EditorCommands logs the ref warning once',
  () => {
    const errors = spyConsole('error');
    const { EditorCommands } = loadGuideModule<{ EditorCommands: React.ComponentType }>(
      'docs/concepts/editor.mdx',
      'editor-commands.tsx',
    );
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Text text="A" />
      </Element>,
      { resolver, around: <EditorCommands /> },
    );
    expect(count(errors)).toBe(0);
    fireEvent.click(ed.getByRole('button', { name: 'Add section' }));
    fireEvent.click(ed.getByRole('button', { name: 'Add section' }));
    expect(count(errors)).toBe(1);
    expect(pageSection(`docs/${'concepts/editor'}.mdx`, 'Actions and queries')).toContain(
      'adding the first one makes a React 19',
    );
  },
);

claim(
  'additional/layers',
  'Requirements',
  'the Layers App, whose root is <Element is="main">, logs the ref warning once',
  () => {
    const errors = spyConsole('error');
    const { App } = loadGuideModule<{ App: React.ComponentType }>('docs/additional/layers.mdx', 'layers-app.tsx');
    render(<App />);
    expect(count(errors)).toBe(1);
    expect(pageSection(`docs/${'additional/layers'}.mdx`, 'Requirements')).toContain(`"${REF_WARNING}" once`);
  },
);
