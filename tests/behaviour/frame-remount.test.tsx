/**
 * docs/concepts/nodes.mdx, The node tree: a <Frame> that mounts again inside the same <Editor> reloads its
 * JSX while the undo history keeps the old steps; remounting the <Editor> with it starts afresh. Run once
 * plainly and once inside <React.StrictMode>.
 * Source: @craftjs/core src/render/Frame.tsx (loads in render, guarded by a ref of the Frame instance, with
 * history.ignore(), which leaves earlier steps in place).
 */
import { Editor, Element, Frame, ROOT_NODE, useEditor } from '@craftjs/core';
import { act, render } from '@testing-library/react';
import React from 'react';
import { expect } from 'vitest';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { RENDER_MODES } from './support/modes';
import { pageSection } from '../support/pageSection';

type EditorApi = ReturnType<typeof useEditor>;

for (const mode of RENDER_MODES) {
  claim(
    'concepts/nodes',
    'The node tree',
    `a remounted Frame reloads its JSX and keeps old undo steps; a remounted Editor starts afresh (${mode.name})`,
    () => {
      const api: { current: EditorApi | null } = { current: null };
      function Grab() {
        api.current = useEditor();
        return null;
      }
      const app = (editorKey: string, frameKey: string) => {
        const ui = (
          <Editor key={editorKey} resolver={{ Box, Text }}>
            <Grab />
            <Frame key={frameKey}>
              <Element is={Box} canvas>
                <Text text="A" />
              </Element>
            </Frame>
          </Editor>
        );
        return mode.strict ? <React.StrictMode>{ui}</React.StrictMode> : ui;
      };
      /** Texts on the page (Text nodes below the root) and how many nodes the store holds. */
      const texts = () =>
        api
          .current!.query.node(ROOT_NODE)
          .descendants(true)
          .map((id) => api.current!.query.node(id).get().data.props.text);
      const stored = () => Object.keys(api.current!.query.getNodes()).length;
      const shown = () => Array.from(view.container.querySelectorAll('p')).map((p) => p.textContent);
      const view = render(app('editor', 'frame-1'));
      const [first] = api.current!.query.node(ROOT_NODE).childNodes();
      act(() => api.current!.actions.setProp(first, (props: { text: string }) => void (props.text = 'edited')));
      expect(shown()).toEqual(['edited']);

      // Same Editor, new Frame: the JSX is read again, the edit is gone, the old step is still undoable.
      view.rerender(app('editor', 'frame-2'));
      expect(shown()).toEqual(['A']);
      expect(texts()).toEqual(['A']);
      // Root, the new Text and the old, unattached one, which is saved too.
      expect(stored()).toBe(3);
      expect(api.current!.query.serialize()).toContain('"edited"');
      expect(api.current!.query.history.canUndo()).toBe(true);
      act(() => api.current!.actions.history.undo());
      expect(shown()).toEqual(['A']);

      // The workaround: a new Editor with the Frame has a fresh store and no history.
      view.rerender(app('editor-2', 'frame-2'));
      expect(texts()).toEqual(['A']);
      expect(stored()).toBe(2);
      expect(api.current!.query.history.canUndo()).toBe(false);

      expect(pageSection(`docs/${'concepts/nodes'}.mdx`, 'The node tree')).toContain('put the `key` on the `<Editor>`');
    },
  );

  claim(
    'concepts/nodes',
    'The node tree',
    `after a Frame remount, undoing a delete puts the old, unattached node back into the reloaded page (${mode.name})`,
    () => {
      const api: { current: EditorApi | null } = { current: null };
      function Grab() {
        api.current = useEditor();
        return null;
      }
      const app = (frameKey: string) => {
        const ui = (
          <Editor resolver={{ Box, Text }}>
            <Grab />
            <Frame key={frameKey}>
              <Element is={Box} canvas>
                <Text text="a" />
                <Text text="b" />
              </Element>
            </Frame>
          </Editor>
        );
        return mode.strict ? <React.StrictMode>{ui}</React.StrictMode> : ui;
      };
      const shown = () => Array.from(view.container.querySelectorAll('p')).map((p) => p.textContent);
      const view = render(app('frame-1'));
      const [, b] = api.current!.query.node(ROOT_NODE).childNodes();
      act(() => api.current!.actions.delete(b));
      expect(shown()).toEqual(['a']);
      view.rerender(app('frame-2'));
      expect(shown()).toEqual(['a', 'b']);
      act(() => api.current!.actions.history.undo());
      // The old step's patch restores the old child list's entries on the new ROOT: old and new mixed.
      expect(shown()).toEqual(['a', 'b', 'b']);
      expect(api.current!.query.node(ROOT_NODE).childNodes()).toContain(b);
      expect(pageSection(`docs/${'concepts/nodes'}.mdx`, 'The node tree')).toContain(
        'undoing another add, a move or a delete puts old, unattached nodes back into the page',
      );
      // The tenth audit: an add that appended to the root is undone with nothing visible.
      act(() => api.current!.actions.history.redo());
      view.rerender(app('frame-2b'));
      const appended = api.current!.query.parseReactElement(<Text text="c" />).toNodeTree();
      act(() => api.current!.actions.addNodeTree(appended, ROOT_NODE));
      expect(shown()).toEqual(['a', 'b', 'c']);
      view.rerender(app('frame-2c'));
      expect(shown()).toEqual(['a', 'b']);
      act(() => api.current!.actions.history.undo());
      expect(shown()).toEqual(['a', 'b']);
      // The eleventh audit: the undo cuts the list to its old length, so after a delete it drops a reloaded child.
      const [, b2] = api.current!.query.node(ROOT_NODE).childNodes();
      act(() => api.current!.actions.delete(b2));
      const more = api.current!.query.parseReactElement(<Text text="d" />).toNodeTree();
      act(() => api.current!.actions.addNodeTree(more, ROOT_NODE));
      expect(shown()).toEqual(['a', 'd']);
      view.rerender(app('frame-2d'));
      expect(shown()).toEqual(['a', 'b']);
      act(() => api.current!.actions.history.undo());
      expect(shown()).toEqual(['a']);
      expect(pageSection(`docs/${'concepts/nodes'}.mdx`, 'The node tree')).toContain(
        "undoing an add that appended to the root cuts the root's list back to its length before that add, which changes nothing visible when the JSX has that many children and otherwise drops the reloaded root's last children from the page",
      );
      // The root keeps its id across the remount, so undoing an edit of its own props shows on the new page.
      const rootLabel = () => view.container.querySelector('[data-box]')!.getAttribute('data-box');
      act(() => api.current!.actions.setProp(ROOT_NODE, (props: { label?: string }) => void (props.label = 'one')));
      act(() => api.current!.actions.setProp(ROOT_NODE, (props: { label?: string }) => void (props.label = 'two')));
      view.rerender(app('frame-3'));
      expect(rootLabel()).toBe('');
      act(() => api.current!.actions.history.undo());
      expect(rootLabel()).toBe('one');
      expect(pageSection(`docs/${'concepts/nodes'}.mdx`, 'The node tree')).toContain(
        'undoing a `setProp` of a node other than the root changes nothing visible',
      );
    },
  );
}
