/**
 * docs/guides/save-load-state.mdx › Saving only what the user changed (the question of issue 474, "detect
 * onNodesChange is called because of a user action vs deserialize"), plainly and inside <React.StrictMode>, with
 * changesSaver.tsx as printed (guideCode.ts).
 * Source: @craftjs/core src/editor/Editor.tsx (onNodesChange: a subscription, in an effect, comparing
 * query.serialize() with its last result), src/render/Frame.tsx (data is deserialized while the Frame renders),
 * src/editor/query.tsx and utils serializeNode (the order the editor writes a node's keys in).
 */
import { Editor, Frame, ROOT_NODE, useEditor, useNode, type UserComponent } from '@craftjs/core';
import React from 'react';
import { afterEach, expect } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { RENDER_MODES } from './support/modes';
import { mount, type Mounted } from './support/mount';

const GUIDE = 'docs/guides/save-load-state.mdx';
const PAGE = 'guides/save-load-state';
const HEADING = 'Saving only what the user changed';

type EditorApi = ReturnType<typeof useEditor>;
interface Saver {
  onNodesChange(query: EditorApi['query']): void;
  loaded(query: EditorApi['query']): void;
  load(editor: Pick<EditorApi, 'actions' | 'query'>, json: string): void;
}
interface ChangesSaverModule {
  changesSaver(save: (json: string) => void): Saver;
  StoredPage: React.FC<{ saver: Saver }>;
  PageEditor: React.FC<{ json: string; save: (json: string) => void }>;
}
const { changesSaver, StoredPage, PageEditor } = loadGuideModule<ChangesSaverModule>(GUIDE, 'changesSaver.tsx');

const Text: UserComponent<{ text: string; size?: number }> = ({ text }) => {
  const {
    connectors: { connect, drag },
  } = useNode();
  return (
    <p
      ref={(el) => {
        if (el) connect(drag(el));
      }}
    >
      {text}
    </p>
  );
};
Text.craft = { props: { size: 16 } };

/** A saved page as a server might hold it: its own key order, indented, without the default size. */
const fetchedPage = (text: string) =>
  JSON.stringify(
    {
      ROOT: {
        type: { resolvedName: 'Text' },
        props: { text },
        isCanvas: false,
        displayName: 'Text',
        hidden: false,
        custom: {},
        nodes: [],
        linkedNodes: {},
      },
    },
    null,
    2,
  );

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

/** An editor loading `json` with <Frame data>, calling `onNodesChange`, with `around` inside it. */
function editorWith(
  json: string | undefined,
  onNodesChange: (query: EditorApi['query']) => void,
  strict: boolean,
  around?: React.ReactNode,
) {
  const handle: { current: EditorApi | null } = { current: null };
  function Grab() {
    handle.current = useEditor();
    return null;
  }
  mounted = mount(
    <Editor resolver={{ Text }} onNodesChange={onNodesChange}>
      <Grab />
      {around}
      <Frame data={json}>{json === undefined ? <Text text="placeholder" /> : undefined}</Frame>
    </Editor>,
    { strict },
  );
  const m = mounted;
  return {
    api: () => handle.current!,
    run: (change: (api: EditorApi) => void) => m.run(() => change(handle.current!)),
    container: m.container,
  };
}

const setText = (api: EditorApi, text: string) =>
  api.actions.setProp(ROOT_NODE, (props: { text: string }) => {
    props.text = text;
  });

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    HEADING,
    `onNodesChange runs on the first selection after a load, and in StrictMode at mount (${mode.name})`,
    () => {
      const calls: string[] = [];
      const ed = editorWith(fetchedPage('Stored'), (query) => calls.push(query.serialize()), mode.strict);
      expect(calls).toHaveLength(mode.strict ? 1 : 0);
      ed.run((api) => api.actions.selectNode(ROOT_NODE));
      expect(calls.length).toBeGreaterThan(0);
      // Nothing was edited: every call carries the page as loaded.
      expect(new Set(calls)).toEqual(new Set([ed.api().query.serialize()]));
    },
  );

  claim(
    PAGE,
    HEADING,
    `deserialize of another page calls it before it returns; of the shown page, not at all (${mode.name})`,
    () => {
      const calls: string[] = [];
      const ed = editorWith(fetchedPage('Stored'), (query) => calls.push(query.serialize()), mode.strict);
      ed.run((api) => api.actions.selectNode(ROOT_NODE));
      const shown = ed.api().query.serialize();
      const before = calls.length;
      ed.run((api) => api.actions.deserialize(shown));
      expect(calls).toHaveLength(before);
      let during = 0;
      ed.run((api) => {
        api.actions.deserialize(fetchedPage('Another'));
        during = calls.length - before;
      });
      expect(during).toBeGreaterThan(0);
      expect(calls.at(-1)).toContain('"Another"');
    },
  );

  claim(
    PAGE,
    HEADING,
    `a fetched string does not match the loaded page; the editor's own string does (${mode.name})`,
    () => {
      const fetched = fetchedPage('Stored');
      const ed = editorWith(fetched, () => {}, mode.strict);
      const written = ed.api().query.serialize();
      expect(written).not.toBe(fetched);
      // Its own order: the default props first, and no spacing.
      expect(written).toContain('"props":{"size":16,"text":"Stored"}');
      expect(written).not.toContain('\n');
      mounted!.unmount();
      const again = editorWith(written, () => {}, mode.strict);
      expect(again.api().query.serialize()).toBe(written);
    },
  );

  claim(
    PAGE,
    HEADING,
    `changesSaver sends nothing for a load or a selection, once per edit, and the loaded page on undo (${mode.name})`,
    () => {
      const sent: string[] = [];
      const saver = changesSaver((json) => sent.push(json));
      const ed = editorWith(fetchedPage('Stored'), saver.onNodesChange, mode.strict, <StoredPage saver={saver} />);
      const loaded = ed.api().query.serialize();
      ed.run((api) => api.actions.selectNode(ROOT_NODE));
      expect(sent).toEqual([]);
      ed.run((api) => setText(api, 'Edited'));
      expect(sent).toHaveLength(1);
      expect(JSON.parse(sent[0]).ROOT.props.text).toBe('Edited');
      ed.run((api) => api.actions.selectNode());
      expect(sent).toHaveLength(1);
      ed.run((api) => api.actions.history.undo());
      expect(sent).toEqual([sent[0], loaded]);
    },
  );

  claim(
    PAGE,
    HEADING,
    `saver.load: nothing is sent before it or for it, and Undo cannot bring back the placeholder's steps (${mode.name})`,
    () => {
      const sent: string[] = [];
      const saver = changesSaver((json) => sent.push(json));
      // Mounted with a placeholder that is hovered, selected and edited before the fetched page arrives.
      const ed = editorWith(undefined, saver.onNodesChange, mode.strict);
      const p = () => ed.container.querySelector('p')!;
      ed.run(() => void p().dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
      ed.run((api) => api.actions.selectNode(ROOT_NODE));
      ed.run((api) => setText(api, 'placeholder edited'));
      expect(sent).toEqual([]);
      ed.run((api) => saver.load(api, fetchedPage('Fetched')));
      expect(sent).toEqual([]);
      expect(ed.container.textContent).toBe('Fetched');
      expect(ed.api().query.history.canUndo()).toBe(false);
      ed.run((api) => api.actions.history.undo());
      expect(ed.container.textContent).toBe('Fetched');
      ed.run((api) => api.actions.selectNode(ROOT_NODE));
      ed.run((api) => saver.load(api, ed.api().query.serialize()));
      expect(sent).toEqual([]);
      ed.run((api) => setText(api, 'Edited after the load'));
      expect(sent).toHaveLength(1);
      expect(JSON.parse(sent[0]).ROOT.props.text).toBe('Edited after the load');
      expect(pageSection(GUIDE, HEADING)).toContain('Until that load the saver sends nothing');
    },
  );

  claim(
    PAGE,
    HEADING,
    `loading the shown page calls onNodesChange only as the first change of state since the mount (${mode.name})`,
    () => {
      const calls: string[] = [];
      const ed = editorWith(fetchedPage('Stored'), (query) => calls.push(query.serialize()), mode.strict);
      const atMount = calls.length;
      const shown = ed.api().query.serialize();
      ed.run((api) => api.actions.deserialize(shown));
      // The first change of state is compared with nothing yet, StrictMode's call at mount or not: one call.
      expect(calls.slice(atMount)).toEqual([shown]);
      const after = calls.length;
      ed.run((api) => api.actions.deserialize(shown));
      expect(calls).toHaveLength(after);
    },
  );

  claim(
    PAGE,
    HEADING,
    `PageEditor as printed sends nothing on load, hover or remount with another page (${mode.name})`,
    () => {
      const sent: string[] = [];
      const save = (json: string) => sent.push(json);
      const app = (pageId: string) => <PageEditor key={pageId} json={fetchedPage(`Page ${pageId}`)} save={save} />;
      mounted = mount(app('a'), { strict: mode.strict });
      const hover = () =>
        mounted!.run(() => {
          mounted!.container.querySelector('p')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        });
      hover();
      expect(mounted.container.textContent).toBe('Page a');
      mounted.rerender(app('b'));
      hover();
      expect(mounted.container.textContent).toBe('Page b');
      expect(sent).toEqual([]);
    },
  );
}

claim(
  PAGE,
  HEADING,
  'the page lists the calls that are not edits and says why the fetched string is not compared',
  () => {
    const text = pageSection(GUIDE, HEADING);
    expect(text).toContain('`onNodesChange` cannot tell an edit from a load.');
    expect(text).toContain('the callback runs during that call, before it returns');
    expect(text).toContain(
      "Loading the page that is already shown changes nothing, and calls nothing unless it is the editor's first change of state since it mounted",
    );
    expect(text).toContain("the component's default props first");
  },
);
