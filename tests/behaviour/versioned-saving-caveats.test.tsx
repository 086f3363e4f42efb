/**
 * docs/guides/versioned-saving.mdx, "What to watch out for": the caveats shared with the save and load guide,
 * proved where they show (an editor that already has undo history; React 19's development build) and
 * checked against the page's own wording.
 * Source: @craftjs/utils src/useMethods.ts (IGNORE records nothing but keeps the timeline; CLEAR empties it),
 * src/utils/serializeNode.tsx (host elements copied as they are).
 */
import { Editor, Element, Frame, ROOT_NODE, useEditor, useNode, type UserComponent } from '@craftjs/core';
import { render } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text, resolver } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { spyConsole } from './support/spy';

const GUIDE = 'docs/guides/versioned-saving.mdx';
const PAGE = 'guides/versioned-saving';
const HEADING = 'What to watch out for';

afterEach(() => vi.restoreAllMocks());

claim(PAGE, HEADING, 'with earlier edits, ignore() alone lets Undo change the loaded page; clear() stops it', () => {
  const other = renderEditor(
    <Element is={Box} canvas label="version">
      <Text text="version text" />
    </Element>,
    { resolver },
  );
  const version = other.query.serialize();
  other.unmount();

  const editedThenLoaded = (clearAfterwards: boolean) => {
    const ed = renderEditor(
      <Element is={Box} canvas label="open">
        <Text text="open text" />
      </Element>,
      { resolver },
    );
    ed.act(() => ed.actions.setProp(ROOT_NODE, (p) => void (p.label = 'edited')));
    ed.act(() => ed.actions.history.ignore().deserialize(version));
    if (clearAfterwards) ed.act(() => ed.actions.history.clear());
    const canUndo = ed.query.history.canUndo();
    if (canUndo) ed.act(() => ed.actions.history.undo());
    const after = ed.query.serialize();
    ed.unmount();
    return { canUndo, after };
  };

  const ignoredOnly = editedThenLoaded(false);
  expect(ignoredOnly.canUndo).toBe(true);
  expect(JSON.parse(ignoredOnly.after)[ROOT_NODE].props.label).toBe('open');
  expect(ignoredOnly.after).not.toBe(version);
  expect(editedThenLoaded(true)).toEqual({ canUndo: false, after: version });
  expect(pageSection(GUIDE, HEADING)).toContain('alone leaves the earlier steps in place');
});

const Badge: UserComponent<{ icon?: React.ReactNode }> = ({ icon }) => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <span
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      {icon}
    </span>
  );
};

claim(PAGE, HEADING, 'in development, an HTML element prop created during render makes saving throw', () => {
  spyConsole('warn');
  let api: ReturnType<typeof useEditor> | null = null;
  function Grab() {
    api = useEditor();
    return null;
  }
  function Page() {
    return (
      <Frame>
        <Element is={Box} canvas>
          <Badge icon={<b>new</b>} />
        </Element>
      </Frame>
    );
  }
  render(
    <Editor resolver={{ ...resolver, Badge }}>
      <Grab />
      <Page />
    </Editor>,
  );
  expect(childIds(api!.query, ROOT_NODE)).toHaveLength(1);
  expect(() => api!.query.serialize()).toThrow('Converting circular structure to JSON');
  expect(pageSection(GUIDE, HEADING)).toContain('makes saving throw');
});
