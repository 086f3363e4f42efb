/**
 * docs/api/frame.mdx › A section shared by every page (the question of craft.js issue 298, "nested editor
 * components": one header edited once and shown on every page), plainly and inside <React.StrictMode>, with
 * shared-section.tsx as printed.
 * Source: @craftjs/core src/editor/Editor.tsx (each Editor makes its own store and context),
 * src/render/Frame.tsx (data read once per mount), src/events/DefaultEventHandlers.ts (the outer connectors
 * handle the clicks inside the block's element).
 */
import { Editor, Element, Frame, ROOT_NODE, useEditor, type UserComponent } from '@craftjs/core';
import { fireEvent } from '@testing-library/react';
import React from 'react';
import { afterEach, expect } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { RENDER_MODES } from './support/modes';
import { mount, type Mounted } from './support/mount';

const FILE = 'docs/api/frame.mdx';
const PAGE = 'api/frame';
const HEADING = 'A section shared by every page';

const { SharedSections, SharedSection } = loadGuideModule<{
  SharedSections: React.Context<Record<string, string>>;
  SharedSection: UserComponent<{ sectionId: string }>;
}>(FILE, 'shared-section.tsx');

/** The header as its own editor saves it: a Title at the root. */
const header = (text: string) =>
  JSON.stringify({
    ROOT: {
      type: { resolvedName: 'Title' },
      isCanvas: false,
      props: { text },
      displayName: 'Title',
      custom: {},
      hidden: false,
      nodes: [],
      linkedNodes: {},
    },
  });

type EditorApi = ReturnType<typeof useEditor>;
let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

/** A page's editor (a shared header above a Text) under the app's SharedSections. */
function pageEditor(sections: Record<string, string>, strict: boolean, sectionId = 'header') {
  const handle: { current: EditorApi | null } = { current: null };
  function Grab() {
    handle.current = useEditor();
    return null;
  }
  const app = (value: Record<string, string>) => (
    <SharedSections.Provider value={value}>
      <Editor resolver={{ Box, Text, SharedSection }}>
        <Grab />
        <Frame>
          <Element is={Box} canvas label="root">
            <SharedSection sectionId={sectionId} />
            <Text text="Page body" />
          </Element>
        </Frame>
      </Editor>
    </SharedSections.Provider>
  );
  mounted = mount(app(sections), { strict });
  const m = mounted;
  return {
    api: () => handle.current!,
    container: m.container,
    run: m.run,
    show: (value: Record<string, string>) => m.rerender(app(value)),
  };
}

for (const mode of RENDER_MODES) {
  claim(PAGE, HEADING, `the section shows on the page, whose JSON holds only its id (${mode.name})`, () => {
    const ed = pageEditor({ header: header('Shared header') }, mode.strict);
    expect(ed.container.querySelector('h1')!.textContent).toBe('Shared header');
    const saved = JSON.parse(ed.api().query.serialize()) as Record<string, { props: object; displayName: string }>;
    expect(Object.values(saved).map((node) => node.displayName)).toEqual(['Box', 'Shared section', 'Text']);
    const block = ed.api().query.node(ROOT_NODE).childNodes()[0];
    expect(saved[block].props).toEqual({ sectionId: 'header' });
    expect(JSON.stringify(saved)).not.toContain('Shared header');
  });

  claim(PAGE, HEADING, `a click on the section selects the block as a whole (${mode.name})`, () => {
    const ed = pageEditor({ header: header('Shared header') }, mode.strict);
    const block = ed.api().query.node(ROOT_NODE).childNodes()[0];
    const title = ed.container.querySelector('h1')!;
    ed.run(() => {
      fireEvent.mouseDown(title);
      fireEvent.click(title);
    });
    expect([...ed.api().query.getEvent('selected').all()]).toEqual([block]);
    // The title is not draggable on its own: its editor is not enabled. The block is.
    expect(title.getAttribute('draggable')).toBeNull();
    expect(ed.api().query.node(block).get().dom!.getAttribute('draggable')).toBe('true');
  });

  claim(PAGE, HEADING, `a section saved again reaches the page without editing it (${mode.name})`, () => {
    const ed = pageEditor({ header: header('First header') }, mode.strict);
    const before = ed.api().query.serialize();
    ed.show({ header: header('Second header') });
    expect(ed.container.querySelector('h1')!.textContent).toBe('Second header');
    expect(ed.api().query.serialize()).toBe(before);
    expect(ed.api().query.history.canUndo()).toBe(false);
  });

  claim(PAGE, HEADING, `an unknown section says so (${mode.name})`, () => {
    const ed = pageEditor({}, mode.strict, 'footer');
    expect(ed.container.textContent).toContain('No shared section “footer”.');
  });
}

claim(PAGE, HEADING, 'the page says what the page saves', () => {
  const text = pageSection(FILE, HEADING);
  expect(text).toContain('holds only `{ "sectionId": "header" }` for it');
});
