/**
 * The API samples that put HTML-tag nodes in the editor make React 19 log its element.ref warning in
 * development, and each page says so next to the sample. React warns once per tag for the life of the module,
 * so the samples run in this order: each one brings a tag the ones before it did not.
 */
import { Element, ROOT_NODE } from '@craftjs/core';
import { fireEvent, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import React from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { docComponents } from '../support/docComponents';
import { claim, claimTitle } from './support/claim';
import { Box, Text, resolver } from './support/components';
import { renderEditor } from './support/editor';

const WARNING = 'Accessing element.ref was removed in React 19';

afterEach(() => vi.restoreAllMocks());

/** The page's text from the line that holds `marker` (inside the sample) to the next heading. */
function textAfter(page: string, marker: string): string {
  const lines = readFileSync(path.resolve(__dirname, '../../docs', `${page}.mdx`), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.includes(marker));
  if (start < 0) throw new Error(`docs/${page}.mdx has no line with "${marker}"`);
  const rest = lines.slice(start);
  const end = rest.findIndex((line) => /^#{1,6} /.test(line));
  return (end < 0 ? rest : rest.slice(0, end)).join('\n');
}

function watchWarnings() {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => error.mock.calls.filter((args) => String(args[0]).includes(WARNING)).length;
}

/** The sample's component, compiled as printed on the page. */
function sampleApp(page: string, name: string): React.FC {
  const sample = docComponents(`docs/${page}.mdx`).find((component) => component.name === name);
  if (!sample) throw new Error(`docs/${page}.mdx has no sample exporting ${name}`);
  return sample.component as React.FC;
}

const NOTE = `"${WARNING}" once per HTML tag`;

// Under the page's title, as the recipe tests name intro samples (heading-coverage reads only ## headings).
test(
  claimTitle('api/editor', '<Editor />', 'App makes React 19 warn about element.ref in development, as noted'),
  () => {
    const warnings = watchWarnings();
    const App = sampleApp('api/editor', 'App');
    render(<App />);
    expect(warnings()).toBe(1);
    expect(textAfter('api/editor', 'export function App()')).toContain(NOTE);
  },
);

// Under the page's title, as the recipe tests name intro samples (heading-coverage reads only ## headings).
test(
  claimTitle('api/element', '<Element />', 'App makes React 19 warn about element.ref in development, as noted'),
  () => {
    const warnings = watchWarnings();
    const App = sampleApp('api/element', 'App');
    render(<App />);
    expect(warnings()).toBeGreaterThan(0);
    expect(textAfter('api/element', 'export const App = () => (')).toContain(NOTE);
  },
);

claim(
  'api/frame',
  'When the Frame loads',
  'HideableCanvas makes React 19 warn about element.ref in development, as noted',
  () => {
    const warnings = watchWarnings();
    const HideableCanvas = sampleApp('api/frame', 'HideableCanvas');
    render(<HideableCanvas />);
    expect(warnings()).toBeGreaterThan(0);
    expect(textAfter('api/frame', 'export function HideableCanvas()')).toContain(NOTE);
  },
);

claim('api/useEditor', 'addNodeTree', 'AddSection makes React 19 warn about element.ref when it adds, as noted', () => {
  const AddSection = sampleApp('api/useEditor', 'AddSection') as React.FC<{ parentId: string }>;
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Text text="A" />
    </Element>,
    { resolver, around: <AddSection parentId={ROOT_NODE} /> },
  );
  const warnings = watchWarnings();
  ed.act(() => void fireEvent.click(ed.getByRole('button', { name: 'Insert a section as second child' })));
  expect(warnings()).toBeGreaterThan(0);
  // The page names the warning by its start only, to stay within its first-load budget.
  expect(textAfter('api/useEditor', 'export function AddSection(')).toContain(
    '"Accessing element.ref…" warning once per HTML tag',
  );
  expect(WARNING.startsWith('Accessing element.ref')).toBe(true);
});
