/**
 * Guide recipes in a production build (React's production build, craft.js's bare invariant messages), as a
 * reader's `vite build` runs them: docs/guides/drop-indicator-and-rules.mdx's checked-changes.tsx and
 * docs/guides/basic-tutorial.mdx's outlines.tsx.
 */
import type * as Craft from '@craftjs/core';
import React from 'react';
import { createPortal } from 'react-dom';
import { afterEach, expect, vi } from 'vitest';
import { evaluateModule, loadGuideModule, requireFromRoot } from '../../support/guideCode';
import { claim } from '../support/claim';
import { Box, Text } from '../support/components';
import { fireDrag, setBox } from '../support/dom';
import { RENDER_MODES } from '../support/modes';
import { mount, type Mounted } from '../support/mount';
import { NativeText, View, type NativeBox } from '../support/nativeStandIns';

const { Editor, Element, Frame, ROOT_NODE, useEditor } = requireFromRoot('@craftjs/core') as typeof Craft;
const RULES = 'docs/guides/drop-indicator-and-rules.mdx';
type EditorApi = ReturnType<typeof Craft.useEditor>;

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.restoreAllMocks();
});

for (const mode of RENDER_MODES) {
  claim(
    'guides/drop-indicator-and-rules',
    'Drop rules',
    `production: moveIfAllowed refuses a locked Banner with a bare "Invariant failed" (${mode.name})`,
    () => {
      const { moveIfAllowed } = loadGuideModule<{
        moveIfAllowed: (
          editor: EditorApi,
          ids: string[],
          parentId: string,
          index: number,
        ) => { moved: boolean; reason: unknown };
      }>(RULES, 'checked-changes.tsx');
      const { Row, Tile } = loadGuideModule<{ Row: Craft.UserComponent; Tile: Craft.UserComponent<{ label: string }> }>(
        RULES,
        'capacity.tsx',
      );
      const { Banner } = loadGuideModule<{ Banner: Craft.UserComponent<{ text: string }> }>(RULES, 'locked-banner.tsx');
      let editor: EditorApi | null = null;
      function Grab() {
        editor = useEditor();
        return null;
      }
      mounted = mount(
        <Editor resolver={{ Row, Tile, Banner }}>
          <Grab />
          <Frame>
            <Element is={Row} canvas>
              <Tile label="A" />
              <Banner text="Sale" />
            </Element>
          </Frame>
        </Editor>,
        { strict: mode.strict },
      );
      const [tile, banner] = editor!.query.node(ROOT_NODE).childNodes();
      mounted.run(() =>
        editor!.actions.setCustom(banner, (custom: { locked: boolean }) => void (custom.locked = true)),
      );
      const result = moveIfAllowed(editor!, [banner], ROOT_NODE, 0);
      expect(result.moved).toBe(false);
      expect(String(result.reason)).toBe('Error: Invariant failed');
      mounted.run(() => void moveIfAllowed(editor!, [tile], ROOT_NODE, 2));
      expect(editor!.query.node(ROOT_NODE).childNodes()).toEqual([banner, tile]);
    },
  );
}

claim('guides/basic-tutorial', 'Step 7: hover and selection outlines', 'production: the snippet logs nothing', () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { App } = loadGuideModule<{ App: React.ComponentType }>('docs/guides/basic-tutorial.mdx', 'outlines.tsx');
  mounted = mount(<App />, { strict: true });
  expect(mounted.container.querySelector('div')).not.toBeNull();
  expect(errors).not.toHaveBeenCalled();
});

claim(
  'guides/iframe-editor',
  'Different values per device',
  'production, StrictMode: the heading writes its rules under its id, and a phone override is saved as JSON',
  () => {
    type PerDevice = { desktop: string; phone?: string };
    const { Heading } = loadGuideModule<{ Heading: Craft.UserComponent<{ text: string }> }>(
      'docs/guides/iframe-editor.mdx',
      'responsive-heading.tsx',
    );
    const api: { current: EditorApi | null } = { current: null };
    function Grab() {
      api.current = useEditor();
      return null;
    }
    mounted = mount(
      <Editor resolver={{ Heading }}>
        <Grab />
        <Frame>
          <Heading text="Title" />
        </Frame>
      </Editor>,
      { strict: true },
    );
    mounted.run(() =>
      api.current!.actions.setProp(ROOT_NODE, (props: { fontSize: PerDevice }) => {
        props.fontSize.phone = '24px';
      }),
    );
    expect(mounted.container.querySelector('style')!.textContent).toBe(
      '.heading-ROOT { font-size: 40px; }\n@media (max-width: 390px) { .heading-ROOT { font-size: 24px; } }',
    );
    expect(JSON.parse(api.current!.query.serialize()).ROOT.props.fontSize).toEqual({ desktop: '40px', phone: '24px' });
  },
);

claim(
  'guides/server-rendering',
  'Forms visitors fill in',
  'production, StrictMode: a visitor’s answers are sent by name; while editing, nothing is sent',
  async () => {
    const sent: Array<Record<string, string>> = [];
    const { Form, TextField } = loadGuideModule<{
      Form: Craft.UserComponent<{ formId: string; children?: React.ReactNode }>;
      TextField: Craft.UserComponent<{ label: string; name: string }>;
    }>('docs/guides/server-rendering.mdx', 'contact-form.tsx', {
      sendForm: (_formId: string, fields: Record<string, string>) => {
        sent.push(fields);
        return Promise.resolve();
      },
    });
    const page = (enabled: boolean) => (
      <Editor resolver={{ Form, TextField }} enabled={enabled}>
        <Frame>
          <Element is={Form} formId="contact">
            <TextField label="Your name" name="name" />
          </Element>
        </Frame>
      </Editor>
    );
    mounted = mount(page(true), { strict: true });
    mounted.run(() => mounted!.container.querySelector('form')!.requestSubmit());
    expect(sent).toEqual([]);
    mounted.unmount();
    mounted = mount(page(false), { strict: true });
    const input = mounted.container.querySelector('input')!;
    input.value = 'Ada';
    mounted.run(() => mounted!.container.querySelector('button')!.click());
    await vi.waitFor(() =>
      expect(mounted!.container.querySelector('[role="status"]')!.textContent).toBe('Sent. Thank you!'),
    );
    expect(sent).toEqual([{ name: 'Ada' }]);
  },
);

claim(
  'guides/drop-indicator-and-rules',
  'Scrolling while dragging',
  'production, StrictMode: a block dragged near the area’s bottom edge scrolls it until the drag ends',
  () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      const { useDragScroll } = loadGuideModule<{
        useDragScroll: (area: React.RefObject<HTMLElement | null>) => void;
      }>(RULES, 'useDragScroll.ts');
      function App() {
        const area = React.useRef<HTMLDivElement>(null);
        useDragScroll(area);
        return (
          <div ref={area} data-area>
            <Editor resolver={{ Box, Text }}>
              <Frame>
                <Element is={Box} canvas label="root">
                  <Text text="a" />
                </Element>
              </Frame>
            </Editor>
          </div>
        );
      }
      mounted = mount(<App />, { strict: true });
      const area = mounted.container.querySelector<HTMLElement>('[data-area]')!;
      setBox(area, { top: 0, left: 0, width: 400, height: 400 });
      const block = mounted.container.querySelector('p')!;
      mounted.run(() => fireDrag(block, 'dragstart'));
      mounted.run(() => fireDrag(block, 'dragover', { x: 10, y: 399 }));
      mounted.run(() => vi.advanceTimersToNextFrame());
      mounted.run(() => vi.advanceTimersToNextFrame());
      expect(area.scrollTop).toBe(40);
      mounted.run(() => fireDrag(block, 'dragend'));
      mounted.run(() => vi.advanceTimersToNextFrame());
      expect(area.scrollTop).toBe(40);
    } finally {
      vi.useRealTimers();
    }
  },
);

claim(
  'guides/drop-indicator-and-rules',
  'Cancelling a drag',
  'production, StrictMode: with the page in an iframe, DropGuardEditor applies a drop inside it and cancels a release outside',
  () => {
    const { DropGuardEditor } = loadGuideModule<{
      DropGuardEditor: React.FC<React.ComponentProps<typeof Editor>>;
    }>(RULES, 'drop-inside-only.tsx');
    const iframe = document.body.appendChild(document.createElement('iframe'));
    const api: { current: EditorApi | null } = { current: null };
    function Grab() {
      api.current = useEditor();
      return null;
    }
    try {
      mounted = mount(
        <DropGuardEditor resolver={{ Box, Text }}>
          <Grab />
          {createPortal(
            <Frame>
              <Element is={Box} canvas>
                <Text text="a" />
                <Text text="b" />
              </Element>
            </Frame>,
            iframe.contentDocument!.body,
          )}
        </DropGuardEditor>,
        { strict: true },
      );
      const query = () => api.current!.query;
      const texts = () =>
        query()
          .node(ROOT_NODE)
          .get()
          .data.nodes.map((id) => query().node(id).get().data.props.text);
      const root = query().node(ROOT_NODE).get().dom!;
      setBox(root, { top: 0, left: 0, width: 400, height: 300 });
      const drag = (dropOn: Element | null) => {
        const ps = Array.from(root.querySelectorAll('p'));
        ps.forEach((p, i) => setBox(p, { top: i * 100, left: 0, width: 400, height: 100 }));
        mounted!.run(() => fireDrag(ps[1], 'dragstart'));
        mounted!.run(() => fireDrag(ps[0], 'dragover', { x: 10, y: 10 }));
        if (dropOn) mounted!.run(() => fireDrag(dropOn, 'drop'));
        mounted!.run(() => fireDrag(ps[1], 'dragend'));
      };
      drag(mounted.container);
      expect(texts()).toEqual(['a', 'b']);
      drag(root.querySelector('p'));
      expect(texts()).toEqual(['b', 'a']);
    } finally {
      // Unmounted before its iframe goes: React removes the portal's nodes from the iframe's document.
      mounted?.unmount();
      mounted = undefined;
      iframe.remove();
    }
  },
);

claim(
  'guides/server-rendering',
  'Exporting a page as JSX',
  'production, StrictMode: the exported JSX, compiled and given to a Frame, saves the same page',
  () => {
    const { pageToJsx } = loadGuideModule<{ pageToJsx: (saved: string) => string }>(
      'docs/guides/server-rendering.mdx',
      'pageToJsx.ts',
    );
    const api: { current: EditorApi | null } = { current: null };
    function Grab() {
      api.current = useEditor();
      return null;
    }
    const editor = (content: React.ReactElement) => (
      <Editor resolver={{ Box, Text }}>
        <Grab />
        <Frame>{content}</Frame>
      </Editor>
    );
    mounted = mount(
      editor(
        <Element is={Box} canvas label="root">
          <Text text="first" />
          <Element is="p">Plain text</Element>
        </Element>,
      ),
      { strict: true },
    );
    const saved = api.current!.query.serialize();
    mounted.unmount();
    const page = evaluateModule<React.ReactElement>(`module.exports = (${pageToJsx(saved)});`, { Element, Box, Text });
    mounted = mount(editor(page), { strict: true });
    const withoutIds = (json: string) =>
      Object.values(JSON.parse(json) as Record<string, { type: unknown; props: unknown }>).map(({ type, props }) => ({
        type,
        props,
      }));
    expect(withoutIds(api.current!.query.serialize())).toEqual(withoutIds(saved));
  },
);

claim(
  'guides/server-rendering',
  'Showing saved pages in a React Native app',
  'production, StrictMode: a page the editor saved renders through nativeTags, every string inside Text',
  () => {
    type Box = NativeBox;
    const GUIDE = 'docs/guides/server-rendering.mdx';
    const { renderSavedPage } = loadGuideModule<{
      renderSavedPage: (saved: string, views: unknown, tags?: unknown) => React.ReactNode;
    }>(GUIDE, 'savedPage.tsx');
    const { nativeTags } = loadGuideModule<{ nativeTags: (view: Box, text: Box) => Record<string, Box> }>(
      GUIDE,
      'nativeTags.tsx',
    );
    const api: { current: EditorApi | null } = { current: null };
    function Grab() {
      api.current = useEditor();
      return null;
    }
    mounted = mount(
      <Editor resolver={{ Box }}>
        <Grab />
        <Frame>
          <Element is={Box} canvas>
            <Element is="section" canvas>
              <p>Price: {'5 EUR'}</p>
            </Element>
            <Element is="h2">A heading</Element>
          </Element>
        </Frame>
      </Editor>,
      { strict: true },
    );
    const saved = api.current!.query.serialize();
    mounted.unmount();
    const views = { Box: ({ children }: { children?: React.ReactNode }) => <View>{children}</View> };
    mounted = mount(<main>{renderSavedPage(saved, views, nativeTags(View, NativeText))}</main>, { strict: true });
    const main = mounted.container.querySelector('main')!;
    expect(Array.from(main.querySelectorAll('*')).every((el) => el.hasAttribute('data-native'))).toBe(true);
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let text = walker.nextNode(); text; text = walker.nextNode())
      texts.push(`${text.parentElement!.getAttribute('data-native')}:${text.textContent}`);
    expect(texts).toEqual(['Text:Price: ', 'Text:5 EUR', 'Text:A heading']);
  },
);
