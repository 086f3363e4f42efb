/** Renders a real craft.js Editor + Frame and hands back its actions and query. */
import { Editor, Element, Frame, useEditor, type FrameProps, type Options } from '@craftjs/core';
import { act, render } from '@testing-library/react';
import React from 'react';
import { Box, Text } from './components';
import { inMode } from './modes';

type EditorApi = ReturnType<typeof useEditor>;

export interface RenderEditorOptions extends Partial<Options> {
  /** Saved state for `<Frame data>`; the Frame's children are ignored when set. */
  data?: string;
  /** Rendered inside the Editor next to the Frame (toolboxes, panels). */
  around?: React.ReactNode;
  /**
   * Wrap the whole editor in `<React.StrictMode>`, as the Vite and Next.js templates do in development:
   * React then mounts, unmounts and mounts every effect again, which is where subscriptions leak.
   */
  strict?: boolean;
}

export function renderEditor(
  content: React.ReactElement | null,
  { data, around, strict = false, ...options }: RenderEditorOptions = {},
) {
  const handle: { current: EditorApi | null } = { current: null };
  function Grab() {
    handle.current = useEditor();
    return null;
  }
  const editor = (
    <Editor {...options}>
      <Grab />
      {around}
      <Frame data={data}>{content ?? undefined}</Frame>
    </Editor>
  );
  const view = render(strict ? <React.StrictMode>{editor}</React.StrictMode> : editor);
  const api = () => {
    if (!handle.current) throw new Error('the editor did not render');
    return handle.current;
  };
  return {
    ...view,
    get actions() {
      return api().actions;
    },
    get query() {
      return api().query;
    },
    get store() {
      return api().store;
    },
    /** Runs a state change and lets React re-render before the test reads the DOM. */
    act(change: () => void) {
      act(change);
    },
  };
}

/** Ids of the child nodes of `id`, read from the live state. */
export function childIds(query: EditorApi['query'], id: string): string[] {
  return [...query.node(id).childNodes()];
}

/**
 * An Editor whose Frame (of the given kind) can be unmounted and mounted again: `app(false)` then `app(true)` remounts
 * it. The Frame's children: a canvas Box with the Texts "a" and "b".
 */
export function remountableFrame(FrameKind: React.FC<FrameProps>, strict: boolean) {
  const handle: { current: EditorApi | null } = { current: null };
  function Grab() {
    handle.current = useEditor();
    return null;
  }
  const app = (shown: boolean) =>
    inMode(
      <Editor resolver={{ Box, Text }}>
        <Grab />
        {shown && (
          <FrameKind>
            <Element is={Box} canvas>
              <Text text="a" />
              <Text text="b" />
            </Element>
          </FrameKind>
        )}
      </Editor>,
      strict,
    );
  const view = render(app(true));
  return { view, app, api: () => handle.current! };
}
