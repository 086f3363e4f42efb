/**
 * docs/guides/save-load-state.mdx, its whole-component recipes run as printed (guideCode.ts), once plainly and
 * once inside <React.StrictMode>: switching pages, reset then undo, autosave, compressed state, element props.
 * Source: @craftjs/core src/render/Frame.tsx (data read once), src/editor/Editor.tsx (onNodesChange
 * subscription in an effect without cleanup), utils src/useMethods.ts (IGNORE / CLEAR), utils serializeNode.tsx.
 */
import { Editor, Element, Frame, ROOT_NODE, useEditor, useNode, type UserComponent } from '@craftjs/core';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text, resolver } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES, inMode } from './support/modes';
import { savedTextPage } from './support/savedPages';
import { messages, spyConsole } from './support/spy';

const GUIDE = 'docs/guides/save-load-state.mdx';
const PAGE = 'guides/save-load-state';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Runs the page's timers `ms` ahead (fake timers: the debounce fires without the test waiting for it). */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

// ---- Loading after an async fetch

type RemotePageEditorProps = { pageId: string; onSave: (pageId: string, json: string) => void };

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    'Loading after an async fetch',
    `RemotePageEditor: switching page a → b shows b, and an autosave never stores a under b (${mode.name})`,
    async () => {
      // Frame.tsx reads data once: the editor must not mount before the JSON of *its* pageId has arrived
      const errors = spyConsole('error');
      const warnings = spyConsole('warn');
      const { RemotePageEditor } = loadGuideModule<{
        RemotePageEditor: React.ComponentType<RemotePageEditorProps>;
      }>(GUIDE, 'RemotePageEditor.tsx');
      vi.stubGlobal('fetch', async (url: string) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return new Response(savedTextPage(`content of page ${decodeURIComponent(url.split('/').pop()!)}`));
      });
      const saves: [string, string][] = [];
      const onSave = (pageId: string, json: string) => saves.push([pageId, json]);
      const shown = (pageId: string) => inMode(<RemotePageEditor pageId={pageId} onSave={onSave} />, mode.strict);
      const view = render(shown('a'));
      await waitFor(() => expect(view.container.textContent).toBe('content of page a'));

      view.rerender(shown('b'));
      expect(view.container.textContent).not.toContain('content of page a');
      await waitFor(() => expect(view.container.textContent).toBe('content of page b'));
      // The new editor subscribes onNodesChange in an effect: let React run it before the state change.
      await act(async () => undefined);
      // a state change (selecting the text) makes the editor serialize and call onNodesChange
      act(() => void view.container.querySelector('p')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
      const savedUnderB = saves.filter(([pageId]) => pageId === 'b');
      expect(savedUnderB.length).toBeGreaterThan(0);
      for (const [pageId, json] of saves) expect(json).toContain(`content of page ${pageId}`);
      expect(messages(errors) + messages(warnings)).toBe('');
    },
  );
}

// ---- Loading with actions.deserialize

/** A first version saved by another editor session: its ids differ from the open page's. */
function firstVersion(): string {
  const other = renderEditor(
    <Element is={Box} canvas label="first version">
      <Text text="first version text" />
    </Element>,
    { resolver },
  );
  const json = other.query.serialize();
  other.unmount();
  return json;
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    'Loading with actions.deserialize',
    `VersionPicker: after edits, the reset cannot be undone and the page stays reset (${mode.name})`,
    () => {
      // useMethods.ts: an IGNORE action records nothing but keeps the timeline; CLEAR empties it
      const errors = spyConsole('error');
      const warnings = spyConsole('warn');
      const { VersionPicker } = loadGuideModule<{
        VersionPicker: React.ComponentType<{ versions: { label: string; json: string }[] }>;
      }>(GUIDE, 'VersionPicker.tsx');
      const v1 = firstVersion();
      const ed = renderEditor(
        <Element is={Box} canvas label="open page">
          <Text text="open text" />
        </Element>,
        { resolver, strict: mode.strict, around: <VersionPicker versions={[{ label: 'v1', json: v1 }]} /> },
      );
      const [text] = childIds(ed.query, ROOT_NODE);
      ed.act(() => ed.actions.setProp(text, (p) => void (p.text = 'edited once')));
      ed.act(() => ed.actions.setProp(ROOT_NODE, (p) => void (p.label = 'edited root')));
      expect(ed.query.history.canUndo()).toBe(true);

      fireEvent.click(ed.getByText('Reset to the first version (cannot be undone)'));
      expect(ed.query.serialize()).toBe(v1);
      expect(ed.query.history.canUndo()).toBe(false);
      ed.act(() => ed.actions.history.undo());
      ed.act(() => ed.actions.history.undo());
      expect(ed.query.serialize()).toBe(v1);
      expect(ed.container.querySelector('[data-box="first version"]')).not.toBeNull();
      expect(messages(errors) + messages(warnings)).toBe('');
    },
  );
}

// ---- Autosave with onNodesChange

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    'Autosave with onNodesChange',
    `AutosavingEditor: an edit ends in one PUT with the edited page (${mode.name})`,
    async () => {
      const errors = spyConsole('error');
      const warnings = spyConsole('warn');
      const { AutosavingEditor } = loadGuideModule<{ AutosavingEditor: React.ComponentType }>(
        GUIDE,
        'AutosavingEditor.tsx',
      );
      const puts: string[] = [];
      vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
        puts.push(String(init.body));
        return new Response(null, { status: 204 });
      });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const view = render(inMode(<AutosavingEditor />, mode.strict));
      await advance(1100);
      // StrictMode's extra subscription reports once right after mount; the debounce turns that into one save
      expect(puts).toHaveLength(mode.strict ? 1 : 0);
      puts.length = 0;

      const p = view.container.querySelector('p')!;
      p.textContent = 'Edited in place';
      fireEvent.blur(p);
      expect(view.container.querySelector('p')!.textContent).toBe('Edited in place');
      await advance(1100);
      expect(puts).toHaveLength(1);
      expect(JSON.parse(puts[0])[ROOT_NODE].props.text).toBe('Edited in place');
      expect(messages(errors) + messages(warnings)).toBe('');
    },
  );
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    'Autosave with onNodesChange',
    `onNodesChange calls: ${mode.strict ? 'one after mount, then two per change' : 'none after mount, one per edit'} (${mode.name})`,
    () => {
      // Editor.tsx subscribes in useEffect without a cleanup: StrictMode's second effect run adds a second subscriber
      const onNodesChange = vi.fn();
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="one" />
        </Element>,
        { resolver, onNodesChange, strict: mode.strict },
      );
      const afterMount = mode.strict ? 1 : 0;
      const perChange = mode.strict ? 2 : 1;
      expect(onNodesChange).toHaveBeenCalledTimes(afterMount);
      const [text] = childIds(ed.query, ROOT_NODE);
      ed.act(() => ed.actions.setProp(text, (p) => void (p.text = 'two')));
      ed.act(() => ed.actions.history.undo());
      expect(onNodesChange.mock.calls.length).toBeGreaterThanOrEqual(afterMount + 2 * perChange);
      const before = onNodesChange.mock.calls.length;
      ed.act(() => ed.actions.setProp(text, (p) => void (p.text = 'three')));
      expect(onNodesChange).toHaveBeenCalledTimes(before + perChange);
      if (mode.strict) expect(pageSection(GUIDE, 'Autosave with onNodesChange')).toContain('twice per change');
    },
  );
}

// ---- Compressing with lzutf8

for (const mode of RENDER_MODES) {
  claim(PAGE, 'Compressing with lzutf8', `a compressed page loads into <Frame data> (${mode.name})`, () => {
    const { compressState, decompressState } = loadGuideModule<{
      compressState: (json: string) => string;
      decompressState: (saved: string) => string;
    }>(GUIDE, 'compressState.ts');
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Text text="compressed" />
      </Element>,
      { resolver, strict: mode.strict },
    );
    const saved = compressState(ed.query.serialize());
    const json = ed.query.serialize();
    ed.unmount();
    const loaded = renderEditor(null, { resolver, data: decompressState(saved), strict: mode.strict });
    expect(loaded.query.serialize()).toBe(json);
    expect(loaded.container.querySelector('[data-text="compressed"]')).not.toBeNull();
  });
}

// ---- Props holding React elements

type IconProps = { icon?: React.ReactNode; iconName?: string };
const Icons: Record<string, React.ReactNode> = { star: <i>★</i> };
/** The page's workaround: the prop stores a name, the component builds the element. */
const Badge: UserComponent<IconProps> = ({ icon, iconName }) => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <span
      data-badge
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      {iconName ? Icons[iconName] : icon}
    </span>
  );
};
const moduleLevelBold = <b>new</b>;

function pageWithBadge(badge: () => React.ReactElement) {
  function Page() {
    return (
      <Frame>
        <Element is={Box} canvas>
          {badge()}
        </Element>
      </Frame>
    );
  }
  let api: ReturnType<typeof useEditor> | null = null;
  function Grab() {
    api = useEditor();
    return null;
  }
  const view = render(
    <Editor resolver={{ ...resolver, Badge }}>
      <Grab />
      <Page />
    </Editor>,
  );
  return { view, serialize: () => api!.query.serialize(), select: () => act(() => api!.actions.selectNode(ROOT_NODE)) };
}

claim(
  PAGE,
  'Props holding React elements',
  'in development, an HTML element created during render makes serialize throw; module-level ones and names do not',
  () => {
    // React 19 dev elements carry _owner (a fiber); serializeNode.tsx copies host elements as they are
    const warn = spyConsole('warn');
    const inRender = pageWithBadge(() => <Badge icon={<b>new</b>} />);
    expect(() => inRender.serialize()).toThrow('Converting circular structure to JSON');
    // the editor serializes after every action to call onNodesChange; that throw is caught and logged
    inRender.select();
    expect(messages(warn)).toContain('Converting circular structure to JSON');
    inRender.view.unmount();

    const atModuleLevel = pageWithBadge(() => <Badge icon={moduleLevelBold} />);
    const saved = Object.values(JSON.parse(atModuleLevel.serialize())) as { props: IconProps }[];
    expect(saved.map((n) => n.props.icon).find(Boolean)).toEqual(expect.objectContaining({ type: 'b' }));
    atModuleLevel.view.unmount();

    const byName = pageWithBadge(() => <Badge iconName="star" />);
    const json = byName.serialize();
    byName.view.unmount();
    const loaded = renderEditor(null, { resolver: { ...resolver, Badge }, data: json });
    expect(loaded.container.querySelector('[data-badge] i')!.textContent).toBe('★');
    expect(pageSection(GUIDE, 'Props holding React elements')).toContain('Converting circular structure to JSON');
  },
);
