/**
 * docs/guides/save-load-state.mdx › Which nodes changed, in React's production build inside <React.StrictMode>:
 * onNodesChange is not called at mount there and runs once per change, so trackNodeChanges' first report
 * comes with the first change, and lists every node as added.
 */
import type * as Craft from '@craftjs/core';
import React from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../../support/guideCode';
import { claimTitle } from '../support/claim';
import { isProductionBuild } from '../support/modes';
import { mount, type Mounted } from '../support/mount';

const { Editor, Element, Frame, ROOT_NODE, useEditor, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.restoreAllMocks();
});

const Text: Craft.UserComponent<{ text: string }> = ({ text }) => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <p
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      {text}
    </p>
  );
};

test('this project runs React’s production build', () => {
  expect(isProductionBuild).toBe(true);
});

test(
  claimTitle(
    'guides/save-load-state',
    'Which nodes changed',
    'production StrictMode: the first change reports every node, then one report per change',
  ),
  () => {
    type NodeChanges = { added: string[]; removed: string[]; changed: string[] };
    const { trackNodeChanges } = loadGuideModule<{
      trackNodeChanges: (
        onChange: (changes: NodeChanges) => void,
      ) => (query: { getSerializedNodes(): Craft.SerializedNodes }) => void;
    }>('docs/guides/save-load-state.mdx', 'changed-nodes.tsx');
    const onChange = vi.fn();
    const handle: { api?: ReturnType<typeof useEditor> } = {};
    function Grab() {
      handle.api = useEditor();
      return null;
    }
    mounted = mount(
      <Editor resolver={{ Text }} onNodesChange={trackNodeChanges(onChange)}>
        <Grab />
        <Frame>
          <Element is="div" canvas>
            <Text text="A" />
          </Element>
        </Frame>
      </Editor>,
      { strict: true },
    );
    const api = () => handle.api!;
    expect(onChange).not.toHaveBeenCalled();
    const [text] = api().query.node(ROOT_NODE).childNodes();
    mounted.run(() => api().actions.setProp(text, (props: { text: string }) => (props.text = 'B')));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect([...onChange.mock.calls[0][0].added].sort()).toEqual([ROOT_NODE, text].sort());
    mounted.run(() => api().actions.setProp(text, (props: { text: string }) => (props.text = 'C')));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange.mock.calls[1][0]).toEqual({ added: [], removed: [], changed: [text] });
  },
);
