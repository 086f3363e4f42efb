/**
 * The saving guides' recipes in React's production build, inside <React.StrictMode> as a reader's app
 * keeps it: effects mount once there, so onNodesChange fires once per change, and React elements carry no
 * owner fiber, so an element prop serializes. The recipes run as printed (guideCode.ts).
 * Source: @craftjs/core src/editor/Editor.tsx (onNodesChange subscription), utils serializeNode.tsx.
 */
import { Editor, Element, Frame, ROOT_NODE, useEditor, useNode, type UserComponent } from '@craftjs/core';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule } from '../../support/guideCode';
import { pageSection } from '../../support/pageSection';
import { claim } from '../support/claim';
import { Box, Card, Text, resolver } from '../support/components';
import { isProductionBuild } from '../support/modes';
import { mount, type Mounted } from '../support/mount';
import { renderError } from '../support/render-error';
import { savedTextPage } from '../support/savedPages';
import { versionsApi } from '../support/versionsApi';

const SAVE_LOAD = 'docs/guides/save-load-state.mdx';
const VERSIONED = 'docs/guides/versioned-saving.mdx';

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

type EditorApi = ReturnType<typeof useEditor>;

/** The whole editor inside StrictMode, with a handle on its actions and query. */
function mountEditor(content: React.ReactElement, around?: React.ReactNode, onNodesChange?: () => void) {
  const handle: { current: EditorApi | null } = { current: null };
  function Grab() {
    handle.current = useEditor();
    return null;
  }
  mounted = mount(
    <Editor resolver={resolver} {...(onNodesChange && { onNodesChange })}>
      <Grab />
      {around}
      <Frame>{content}</Frame>
    </Editor>,
    { strict: true },
  );
  return { ...mounted, api: () => handle.current! };
}

const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true }));

claim(
  'guides/save-load-state',
  'Autosave with onNodesChange',
  'a production build calls onNodesChange once per change, even inside StrictMode',
  () => {
    expect(isProductionBuild).toBe(true);
    const onNodesChange = vi.fn();
    const ed = mountEditor(
      <Element is={Box} canvas>
        <Text text="one" />
      </Element>,
      undefined,
      onNodesChange,
    );
    expect(onNodesChange).toHaveBeenCalledTimes(0);
    const [text] = ed.api().query.node(ROOT_NODE).childNodes();
    ed.run(() => ed.api().actions.setProp(text, (p) => void (p.text = 'two')));
    ed.run(() => ed.api().actions.setProp(text, (p) => void (p.text = 'three')));
    expect(onNodesChange).toHaveBeenCalledTimes(2);
    expect(pageSection(SAVE_LOAD, 'Autosave with onNodesChange')).toContain(
      'a production build calls it once per change',
    );
  },
);

claim(
  'guides/save-load-state',
  'Autosave with onNodesChange',
  'AutosavingEditor in a production build: nothing saved after mount, one PUT per edit',
  async () => {
    const { AutosavingEditor } = loadGuideModule<{ AutosavingEditor: React.ComponentType }>(
      SAVE_LOAD,
      'AutosavingEditor.tsx',
    );
    const puts: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      puts.push(String(init.body));
      return new Response(null, { status: 204 });
    });
    // Fake timers: the autosave's debounce runs out without the test waiting for it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mounted = mount(<AutosavingEditor />, { strict: true });
    await vi.advanceTimersByTimeAsync(1100);
    expect(puts).toHaveLength(0);
    const p = mounted.container.querySelector('p')!;
    p.textContent = 'Edited in production';
    mounted.run(() => void p.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    await vi.advanceTimersByTimeAsync(1100);
    expect(puts).toHaveLength(1);
    expect(JSON.parse(puts[0])[ROOT_NODE].props.text).toBe('Edited in production');
  },
);

type BadgeProps = { icon?: React.ReactNode };
const Badge: UserComponent<BadgeProps> = ({ icon }) => {
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

claim(
  'guides/save-load-state',
  'Props holding React elements',
  'in a production build, an HTML element created during render is saved as a plain object',
  () => {
    function Page() {
      return (
        <Frame>
          <Element is={Box} canvas>
            <Badge icon={<b>new</b>} />
          </Element>
        </Frame>
      );
    }
    const handle: { current: EditorApi | null } = { current: null };
    function Grab() {
      handle.current = useEditor();
      return null;
    }
    mounted = mount(
      <Editor resolver={{ ...resolver, Badge }}>
        <Grab />
        <Page />
      </Editor>,
      { strict: true },
    );
    const saved = Object.values(JSON.parse(handle.current!.query.serialize())) as { props: BadgeProps }[];
    const icon = saved.map((node) => node.props.icon).find(Boolean);
    expect(icon).toEqual(expect.objectContaining({ type: 'b', props: { children: 'new' } }));
    expect(React.isValidElement(icon)).toBe(false);
  },
);

claim(
  'guides/save-load-state',
  'Loading after an async fetch',
  'RemotePageEditor in a production build: switching a → b shows b and saves nothing of a under b',
  async () => {
    const { RemotePageEditor } = loadGuideModule<{
      RemotePageEditor: React.ComponentType<{ pageId: string; onSave: (pageId: string, json: string) => void }>;
    }>(SAVE_LOAD, 'RemotePageEditor.tsx');
    vi.stubGlobal('fetch', async (url: string) => {
      const text = `content of page ${decodeURIComponent(url.split('/').pop()!)}`;
      return new Response(savedTextPage(text));
    });
    const saves: [string, string][] = [];
    const onSave = (pageId: string, json: string) => saves.push([pageId, json]);
    mounted = mount(<RemotePageEditor pageId="a" onSave={onSave} />, { strict: true });
    await vi.waitFor(() => expect(mounted!.container.textContent).toBe('content of page a'));
    mounted.rerender(<RemotePageEditor pageId="b" onSave={onSave} />);
    expect(mounted.container.textContent).not.toContain('content of page a');
    await vi.waitFor(() => expect(mounted!.container.textContent).toBe('content of page b'));
    const p = mounted.container.querySelector('p')!;
    mounted.run(() => void p.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    // Production has no act: the save follows the mousedown once the scheduler has run.
    await vi.waitFor(() => expect(saves.some(([pageId]) => pageId === 'b')).toBe(true));
    for (const [pageId, json] of saves) expect(json).toContain(`content of page ${pageId}`);
  },
);

claim(
  'guides/save-load-state',
  'Loading with actions.deserialize',
  'VersionPicker in a production build: after edits, the reset cannot be undone',
  () => {
    const first = mountEditor(
      <Element is={Box} canvas label="first version">
        <Text text="first version text" />
      </Element>,
    );
    const v1 = first.api().query.serialize();
    first.unmount();
    const { VersionPicker } = loadGuideModule<{
      VersionPicker: React.ComponentType<{ versions: { label: string; json: string }[] }>;
    }>(SAVE_LOAD, 'VersionPicker.tsx');
    const ed = mountEditor(
      <Element is={Box} canvas label="open page">
        <Text text="open text" />
      </Element>,
      <VersionPicker versions={[{ label: 'v1', json: v1 }]} />,
    );
    const { actions, query } = ed.api();
    const [text] = query.node(ROOT_NODE).childNodes();
    ed.run(() => actions.setProp(text, (p) => void (p.text = 'edited once')));
    ed.run(() => actions.setProp(ROOT_NODE, (p) => void (p.label = 'edited root')));
    const reset = Array.from(ed.container.querySelectorAll('button')).find((b) => b.textContent?.startsWith('Reset'))!;
    ed.run(() => void click(reset));
    expect(ed.api().query.serialize()).toBe(v1);
    ed.run(() => ed.api().actions.history.undo());
    ed.run(() => ed.api().actions.history.undo());
    expect(ed.api().query.serialize()).toBe(v1);
  },
);

claim(
  'guides/versioned-saving',
  'The versions panel',
  'VersionsPanel in a production build: restore the older version, then save, is accepted as the newest',
  async () => {
    const pageVersions = loadGuideModule<Record<string, unknown>>(VERSIONED, 'pageVersions.ts');
    const { VersionsPanel } = loadGuideModule<{
      VersionsPanel: React.ComponentType<{ page: string; loadedId: string | null; componentNames: readonly string[] }>;
    }>(VERSIONED, 'VersionsPanel.tsx', pageVersions);
    const server = versionsApi();
    vi.stubGlobal('fetch', server.fetch);
    const ed = mountEditor(
      <Element is={Box} canvas label="page">
        <Text text="first" />
      </Element>,
      <VersionsPanel page="home" loadedId={null} componentNames={Object.keys(resolver)} />,
    );
    const button = (label: string) =>
      Array.from(ed.container.querySelectorAll('button')).find((b) => b.textContent === label)!;
    const status = () => ed.container.querySelector('[role="status"]')!.textContent;
    // Each step waits for what the panel shows once its requests are answered: the list, then the status.
    const listed = (count: number) => vi.waitFor(() => expect(ed.container.querySelectorAll('li')).toHaveLength(count));
    click(button('Save a version'));
    await listed(1);
    const [text] = ed.api().query.node(ROOT_NODE).childNodes();
    ed.run(() => ed.api().actions.setProp(text, (p) => void (p.text = 'second')));
    click(button('Save a version'));
    await listed(2);
    click(button('Restore'));
    await vi.waitFor(() => expect(status()).toMatch(/^Restored/));
    click(button('Save a version'));
    await listed(3);
    expect(status()).toMatch(/^Saved as/);
    expect(server.versions.map((v) => v.id)).toEqual(['v3', 'v2', 'v1']);
  },
);

claim(
  'guides/save-load-state',
  'Props holding React elements',
  'production: rendering a loaded element prop fails with "Minified React error #31", as both saving guides say',
  () => {
    expect(isProductionBuild).toBe(true);
    // A user-component element as serialize() saves it and loading gives it back: a plain object.
    const loadedIcon = { type: { resolvedName: 'Text' }, isCanvas: false, props: { text: 'icon' } };
    const { message } = renderError(<div>{loadedIcon as unknown as React.ReactNode}</div>);
    expect(message).toMatch(/^Minified React error #31;/);
    expect(pageSection(SAVE_LOAD, 'Props holding React elements')).toContain(
      'in a production build "Minified React error #31"',
    );
    expect(pageSection(VERSIONED, 'What to watch out for')).toContain('("Minified React error #31" in production)');
  },
);

claim(
  'guides/save-load-state',
  'Nodes left behind by undo',
  'production, StrictMode: undoing a Card keeps its linked body in serialize(); serializeShown leaves it out',
  () => {
    expect(isProductionBuild).toBe(true);
    const { serializeShown } = loadGuideModule<{ serializeShown: (query: EditorApi['query']) => string }>(
      SAVE_LOAD,
      'serializeShown.ts',
    );
    const ed = mountEditor(
      <Element is={Box} canvas>
        <Text text="kept" />
      </Element>,
    );
    const before = ed.api().query.serialize();
    const tree = ed
      .api()
      .query.parseReactElement(<Card title="added" />)
      .toNodeTree();
    ed.run(() => ed.api().actions.addNodeTree(tree, ROOT_NODE));
    ed.run(() => ed.api().actions.history.undo());
    const { query } = ed.api();
    const left = Object.keys(JSON.parse(query.serialize()) as object).filter((id) => !(id in JSON.parse(before)));
    expect(left).toHaveLength(2);
    expect(serializeShown(query)).toBe(before);
  },
);

claim(
  'guides/save-load-state',
  'Saving only what the user changed',
  'production, StrictMode: changesSaver sends nothing for a load or a selection, and once per edit',
  () => {
    expect(isProductionBuild).toBe(true);
    type Saver = { onNodesChange(query: EditorApi['query']): void };
    const { changesSaver, StoredPage } = loadGuideModule<{
      changesSaver(save: (json: string) => void): Saver;
      StoredPage: React.FC<{ saver: Saver }>;
    }>(SAVE_LOAD, 'changesSaver.tsx');
    const sent: string[] = [];
    const saver = changesSaver((json) => sent.push(json));
    const handle: { current: EditorApi | null } = { current: null };
    function Grab() {
      handle.current = useEditor();
      return null;
    }
    mounted = mount(
      <Editor resolver={resolver} onNodesChange={saver.onNodesChange}>
        <Grab />
        <StoredPage saver={saver} />
        <Frame data={savedTextPage('Stored')} />
      </Editor>,
      { strict: true },
    );
    const { actions } = handle.current!;
    mounted.run(() => actions.selectNode(ROOT_NODE));
    expect(sent).toEqual([]);
    mounted.run(() =>
      actions.setProp(ROOT_NODE, (props: { text: string }) => {
        props.text = 'Edited';
      }),
    );
    expect(sent.map((json) => JSON.parse(json).ROOT.props.text)).toEqual(['Edited']);
  },
);

claim(
  'guides/save-load-state',
  'Saving only what the user changed',
  'production, StrictMode: with a placeholder, saver.load sends nothing before or for the load, and leaves no undo step',
  () => {
    expect(isProductionBuild).toBe(true);
    type Saver = {
      onNodesChange(query: EditorApi['query']): void;
      load(editor: Pick<EditorApi, 'actions' | 'query'>, json: string): void;
    };
    const { changesSaver } = loadGuideModule<{ changesSaver(save: (json: string) => void): Saver }>(
      SAVE_LOAD,
      'changesSaver.tsx',
    );
    const sent: string[] = [];
    const saver = changesSaver((json) => sent.push(json));
    const handle: { current: EditorApi | null } = { current: null };
    function Grab() {
      handle.current = useEditor();
      return null;
    }
    mounted = mount(
      <Editor resolver={resolver} onNodesChange={saver.onNodesChange}>
        <Grab />
        <Frame>
          <Text text="Loading…" />
        </Frame>
      </Editor>,
      { strict: true },
    );
    const p = () => mounted!.container.querySelector('p')!;
    mounted.run(() => void p().dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    mounted.run(() =>
      handle.current!.actions.setProp(ROOT_NODE, (props: { text: string }) => {
        props.text = 'placeholder edited';
      }),
    );
    expect(sent).toEqual([]);
    mounted.run(() => saver.load(handle.current!, savedTextPage('Fetched')));
    expect(sent).toEqual([]);
    expect(p().textContent).toBe('Fetched');
    expect(handle.current!.query.history.canUndo()).toBe(false);
  },
);

claim(
  'faq',
  'Can users upload an image into a block?',
  'production, StrictMode: a File prop is saved as {}, and the printed block saves a URL as it is',
  () => {
    expect(isProductionBuild).toBe(true);
    const { ImageBlock } = loadGuideModule<{ ImageBlock: UserComponent<{ src: string; alt: string }> }>(
      'docs/faq.mdx',
      'ImageBlock.tsx',
      { uploadImage: () => Promise.resolve('https://cdn.example.com/photo.png') },
    );
    const handle: { current: EditorApi | null } = { current: null };
    function Grab() {
      handle.current = useEditor();
      return null;
    }
    mounted = mount(
      <Editor resolver={{ ImageBlock }}>
        <Grab />
        <Frame>
          <ImageBlock src="https://cdn.example.com/a.png" alt="" />
        </Frame>
      </Editor>,
      { strict: true },
    );
    const { actions, query } = handle.current!;
    expect(JSON.parse(query.serialize()).ROOT.props.src).toBe('https://cdn.example.com/a.png');
    mounted.run(() =>
      actions.setProp(ROOT_NODE, (props: { src: unknown }) => {
        props.src = new File(['png bytes'], 'photo.png', { type: 'image/png' });
      }),
    );
    expect(JSON.parse(query.serialize()).ROOT.props.src).toEqual({});
  },
);

claim(
  'concepts/user-components',
  'Blocks inside a popup or modal',
  'production, StrictMode: the first opening makes the body; its blocks stay saved when the dialog closes',
  () => {
    expect(isProductionBuild).toBe(true);
    const { Popup, PopupBody } = loadGuideModule<{
      Popup: UserComponent<{ label: string }>;
      PopupBody: UserComponent<{ children?: React.ReactNode }>;
    }>('docs/concepts/user-components.mdx', 'popup.tsx');
    const handle: { current: EditorApi | null } = { current: null };
    function Grab() {
      handle.current = useEditor();
      return null;
    }
    mounted = mount(
      <Editor resolver={{ Box, Text, Popup, PopupBody }}>
        <Grab />
        <Frame>
          <Element is={Box} canvas>
            <Popup label="Details" />
          </Element>
        </Frame>
      </Editor>,
      { strict: true },
    );
    const ed = { api: () => handle.current!, run: mounted.run };
    const [popup] = ed.api().query.node(ROOT_NODE).childNodes();
    const button = (name: string) =>
      Array.from(document.querySelectorAll('button')).find((candidate) => candidate.textContent === name)!;
    ed.run(() => button('Details').click());
    const body = ed.api().query.node(popup).get().data.linkedNodes.body;
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    const tree = ed
      .api()
      .query.parseReactElement(<Text text="in the popup" />)
      .toNodeTree();
    ed.run(() => ed.api().actions.addNodeTree(tree, body));
    ed.run(() => button('Close').click());
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(JSON.parse(ed.api().query.serialize())[body].nodes).toHaveLength(1);
  },
);
