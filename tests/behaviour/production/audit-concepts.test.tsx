/**
 * Fixes of the 2026-11-27 concept-page audit that concern production builds (docs-audit/concepts/REPORT.md L1,
 * L2), in React's production build with craft.js's bare invariant messages, plainly and inside StrictMode.
 */
import type * as Craft from '@craftjs/core';
import React from 'react';
import { afterEach, expect } from 'vitest';
import { requireFromRoot } from '../../support/guideCode';
import { pageSection } from '../../support/pageSection';
import { claim } from '../support/claim';
import { RENDER_MODES } from '../support/modes';
import { mount, type Mounted } from '../support/mount';

const { Editor, Element, Frame, ROOT_NODE, useEditor } = requireFromRoot('@craftjs/core') as typeof Craft;
const EDITOR = 'concepts/editor';
type EditorApi = ReturnType<typeof Craft.useEditor>;

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

function editor(strict: boolean) {
  const api: { current: EditorApi | null } = { current: null };
  function Grab() {
    api.current = useEditor();
    return null;
  }
  mounted = mount(
    <Editor>
      <Grab />
      <Frame>
        <Element is="div" canvas>
          <p>first</p>
          <p>second</p>
        </Element>
      </Frame>
    </Editor>,
    { strict },
  );
  return { api: () => api.current!, run: mounted.run, container: mounted.container };
}

const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    return (err as Error).message;
  }
  return 'no error';
};

for (const mode of RENDER_MODES) {
  // @craftjs/core src/editor/actions.ts move: `isDroppable(..., (err) => { throw new Error(err); })` wraps the
  // rule's Error, whose message tiny-invariant reduced to "Invariant failed" in production.
  claim(
    EDITOR,
    'Error messages in production builds',
    `production: a refused actions.move throws "Error: Invariant failed" (${mode.name})`,
    () => {
      const { api, run } = editor(mode.strict);
      // A <p> node is not a canvas, so nothing may move into it.
      const [first, second] = api().query.node(ROOT_NODE).childNodes();
      expect(errorOf(() => run(() => api().actions.move(second, first, 0)))).toBe('Error: Invariant failed');
      expect(errorOf(() => run(() => api().actions.selectNode('missing')))).toBe('Invariant failed');
      expect(pageSection(`docs/${EDITOR}.mdx`, 'Error messages in production builds')).toContain(
        '(`Error: Invariant failed` from `actions.move`, which wraps it again)',
      );
    },
  );

  // @craftjs/utils src/History.ts undo → immer applyPatches, whose production build throws a minified error.
  claim(
    EDITOR,
    'History',
    `production: undoing a step whose nodes a deserialize removed throws an Immer error (${mode.name})`,
    () => {
      const { api, run } = editor(mode.strict);
      const [first] = api().query.node(ROOT_NODE).childNodes();
      run(() => api().actions.setProp(first, (props: { className?: string }) => void (props.className = 'edited')));
      const other = JSON.stringify({
        ROOT: {
          type: 'div',
          isCanvas: true,
          props: {},
          displayName: 'div',
          custom: {},
          hidden: false,
          nodes: [],
          linkedNodes: {},
        },
      });
      run(() => api().actions.history.ignore().deserialize(other));
      expect(errorOf(() => run(() => api().actions.history.undo()))).toMatch(/^\[Immer\]/);
    },
  );
}
