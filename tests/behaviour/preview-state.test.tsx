/**
 * docs/api/user-component.mdx › related: props a panel passes to a settings form (craft.js PR 233, "forward props
 * to related components") and editing-only state the form switches without saving it (craft.js issue 153,
 * "temporal state of user component while editing"), plainly and inside <React.StrictMode>, with
 * preview-state.tsx as printed.
 * Source: @craftjs/core src/utils/createNode.ts (each related component is wrapped in a NodeProvider for the node
 * and given the props it is rendered with), src/editor/query.tsx (serialize writes props, custom, hidden).
 */
import type * as Craft from '@craftjs/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { expect } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box } from './support/components';
import { childIds } from './support/editor';
import { RENDER_MODES } from './support/modes';

const { Editor, Element, Frame, ROOT_NODE, useEditor } = requireFromRoot('@craftjs/core') as typeof Craft;

const FILE = 'docs/api/user-component.mdx';
const PAGE = 'api/user-component';
const HEADING = 'related';

type Wrapper = React.FC<{ children: React.ReactNode }>;
const { PreviewStates, SignUp, SettingsPanel } = loadGuideModule<{
  PreviewStates: Wrapper;
  SignUp: Craft.UserComponent<{ next: string }>;
  SettingsPanel: React.FC<{ pages: string[] }>;
}>(FILE, 'preview-state.tsx');

const PAGES = ['/', '/welcome', '/pricing'];

function editorPage(strict: boolean, { enabled = true, data }: { enabled?: boolean; data?: string } = {}) {
  const handle: { current: ReturnType<typeof Craft.useEditor> | null } = { current: null };
  function Grab() {
    handle.current = useEditor();
    return null;
  }
  const editor = (
    <Editor resolver={{ Box, SignUp }} enabled={enabled}>
      <Grab />
      <Frame data={data}>
        {data ? undefined : (
          <Element is={Box} canvas label="root">
            <SignUp next="/" />
          </Element>
        )}
      </Frame>
      <aside data-panel>
        <SettingsPanel pages={PAGES} />
      </aside>
    </Editor>
  );
  // Visitors get the page without the provider.
  const ui = enabled ? <PreviewStates>{editor}</PreviewStates> : editor;
  const view = render(strict ? <React.StrictMode>{ui}</React.StrictMode> : ui);
  const api = () => handle.current!;
  return { view, api, signUp: () => childIds(api().query, ROOT_NODE)[0] };
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    HEADING,
    `a settings form gets the panel's props, and useNode in it still edits its node (${mode.name})`,
    () => {
      const { view, api, signUp } = editorPage(mode.strict);
      expect(screen.queryByRole('combobox')).toBeNull();
      act(() => api().actions.selectNode(signUp()));
      const select = screen.getByRole<HTMLSelectElement>('combobox');
      expect(Array.from(select.options).map((option) => option.value)).toEqual(PAGES);
      fireEvent.change(select, { target: { value: '/pricing' } });
      expect(api().query.node(signUp()).get().data.props.next).toBe('/pricing');
      expect(JSON.parse(api().query.serialize())[signUp()].props).toEqual({ next: '/pricing' });
      view.unmount();
    },
  );

  claim(
    PAGE,
    HEADING,
    `the preview checkbox changes the block's look, not the page: no undo step, the same JSON (${mode.name})`,
    () => {
      const { view, api, signUp } = editorPage(mode.strict);
      act(() => api().actions.selectNode(signUp()));
      const before = api().query.serialize();
      const undoable = api().query.history.canUndo();
      fireEvent.click(screen.getByRole('checkbox', { name: 'Preview the thank-you message' }));
      expect(view.container.querySelector('form')!.textContent).toBe('Thank you!');
      expect(api().query.serialize()).toBe(before);
      expect(api().query.history.canUndo()).toBe(undoable);
      fireEvent.click(screen.getByRole('checkbox', { name: 'Preview the thank-you message' }));
      expect(view.container.querySelector('form')!.textContent).toBe('Sign up');
      fireEvent.click(screen.getByRole('checkbox', { name: 'Preview the thank-you message' }));
      view.unmount();
      // The saved page, opened for visitors without the provider, shows the default look.
      const visitor = editorPage(mode.strict, { enabled: false, data: before });
      expect(visitor.view.container.querySelector('form')!.textContent).toBe('Sign up');
      visitor.view.unmount();
    },
  );
}

claim(PAGE, HEADING, 'the page says what is saved and where editing-only state goes', () => {
  const text = pageSection(FILE, HEADING);
  expect(text).toContain('the page keeps its props, `custom` and `hidden`');
  expect(text).toContain('belongs in React state');
});
