/**
 * The eighth audit's production findings, in React's and craft.js's production builds:
 * - guides/save-load-state: an Undo after an ignored load throws Immer's minified error 15, not "Cannot apply patch";
 * - guides/versioned-saving: a `memo` element in a prop is saved without its component (no throw in production).
 * Source: immer (production errors are numbered), utils src/History.ts (undo applies the stored inverse patches),
 * @craftjs/core src/utils/serializeNode.tsx (only function-component elements are converted).
 */
import { Editor, Element, Frame, useEditor } from '@craftjs/core';
import React from 'react';
import { afterEach, expect } from 'vitest';
import { pageSection } from '../../support/pageSection';
import { claim } from '../support/claim';
import { Box, IconHolder, Text } from '../support/components';
import { RENDER_MODES, isProductionBuild } from '../support/modes';
import { mount, type Mounted } from '../support/mount';

type EditorApi = ReturnType<typeof useEditor>;

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

/** Mounts the page `page()` makes, during the App's render as an app writes it, and hands back the editor. */
function editorWith(page: () => React.ReactElement, resolver: Record<string, React.ElementType>, strict: boolean) {
  const handle: { current: EditorApi | null } = { current: null };
  function Grab() {
    handle.current = useEditor();
    return null;
  }
  function App() {
    return (
      <Editor resolver={resolver}>
        <Grab />
        <Frame>{page()}</Frame>
      </Editor>
    );
  }
  mounted = mount(<App />, { strict });
  return () => handle.current!;
}

for (const mode of RENDER_MODES) {
  claim(
    'guides/save-load-state',
    'Loading with actions.deserialize',
    `production: Undo after an ignored load of new ids throws Immer's "minified error nr: 15" (${mode.name})`,
    () => {
      expect(isProductionBuild).toBe(true);
      expect(pageSection('docs/guides/save-load-state.mdx', 'Loading with actions.deserialize')).toContain(
        '"[Immer] minified error nr: 15" in production builds',
      );
      const api = editorWith(
        () => (
          <Element is={Box} canvas>
            <Text text="a" />
          </Element>
        ),
        { Box, Text },
        mode.strict,
      );
      const root = api().query.node('ROOT').get().data.nodes[0];
      mounted!.run(() => api().actions.setProp(root, (props: { text: string }) => (props.text = 'edited')));
      const other = JSON.parse(api().query.serialize()) as Record<string, { nodes: string[]; parent?: string }>;
      // The same page under a new id for the text: the old step's patch has no node to apply to.
      other.ROOT.nodes = ['fresh'];
      other.fresh = { ...other[root], parent: 'ROOT' };
      delete other[root];
      mounted!.run(() => api().actions.history.ignore().deserialize(JSON.stringify(other)));
      expect(() => mounted!.run(() => api().actions.history.undo())).toThrow(/\[Immer\] minified error nr: 15/);
    },
  );
}

const Star = () => <span>star</span>;
const MemoStar = React.memo(Star);

claim(
  'guides/versioned-saving',
  'What to watch out for',
  'production: a memo element in a prop is saved without its component, and does not come back',
  () => {
    expect(isProductionBuild).toBe(true);
    expect(pageSection('docs/guides/versioned-saving.mdx', 'What to watch out for')).toContain(
      'a production build saves it without its component',
    );
    const api = editorWith(
      () => (
        <Element is={Box} canvas>
          <IconHolder icon={<MemoStar />} />
        </Element>
      ),
      { Box, IconHolder, Star },
      false,
    );
    const saved = JSON.parse(api().query.serialize()) as Record<string, { props: { icon?: { type: unknown } } }>;
    const icon = Object.values(saved).find((node) => node.props.icon)!.props.icon!;
    expect(JSON.stringify(icon.type)).not.toContain('Star');
    expect(icon.type).toEqual({ compare: null });
  },
);
