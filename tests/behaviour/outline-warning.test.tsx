/**
 * docs/concepts/editor.mdx: OutlinedEditor's `<div />` page logs React 19's ref warning in development. In a
 * file of its own because React logs that warning once per tag name and process (see react19-warnings.test.tsx).
 */
import { render } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { claim } from './support/claim';
import { pageSection } from '../support/pageSection';
import { messages, spyConsole } from './support/spy';

const REF_WARNING = 'Accessing element.ref was removed in React 19';

afterEach(() => vi.restoreAllMocks());

claim('concepts/editor', 'Outlines and indicators with onRender', 'OutlinedEditor logs the ref warning once', () => {
  const errors = spyConsole('error');
  const { OutlinedEditor } = loadGuideModule<{ OutlinedEditor: React.ComponentType }>(
    'docs/concepts/editor.mdx',
    'outlined-editor.tsx',
  );
  render(<OutlinedEditor />);
  expect(messages(errors).split(REF_WARNING)).toHaveLength(2);
  expect(pageSection(`docs/${'concepts/editor'}.mdx`, 'Outlines and indicators with onRender')).toContain(
    'logs the same React 19 development warning',
  );
});
