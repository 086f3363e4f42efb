/**
 * The API recipes whose behaviour differs by build, in React's production build (a reader's `vite build` or
 * `next build`), mounted inside <React.StrictMode> as the templates do: StrictMode's second mount of effects
 * and React's development warnings are gone there.
 */
import { Editor, Element, Frame, ROOT_NODE, useEditor } from '@craftjs/core';
import React from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { loadGuideModule } from '../../support/guideCode';
import { claimTitle } from '../support/claim';
import { Box, Text, resolver } from '../support/components';
import { fireDrag, setBox } from '../support/dom';
import { isProductionBuild } from '../support/modes';
import { mount, type Mounted } from '../support/mount';

let mounted: Mounted | undefined;

/** Drags a new block from the toolbox item labelled `label` into the empty root box, as a user drops it. */
function dropFromTool(page: Mounted, label: string) {
  const root = page.container.querySelector('[data-box="root"]')!;
  setBox(root, { top: 0, left: 0, width: 400, height: 200 });
  const tool = Array.from(page.container.querySelectorAll('div')).find((div) => div.textContent === label)!;
  page.run(() => fireDrag(tool, 'dragstart'));
  page.run(() => fireDrag(root, 'dragover', { x: 10, y: 100 }));
  page.run(() => fireDrag(tool, 'dragend'));
}
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.restoreAllMocks();
  localStorage.clear();
});

type EditorApi = ReturnType<typeof useEditor>;

/** Mounts an editor in StrictMode with the given panel next to the Frame, and hands back its API. */
function strictEditor(panel: React.ReactNode, options: Partial<React.ComponentProps<typeof Editor>> = {}) {
  const handle: { api?: EditorApi } = {};
  function Grab() {
    handle.api = useEditor();
    return null;
  }
  mounted = mount(
    <Editor resolver={resolver} {...options}>
      <Grab />
      {panel}
      <Frame>
        <Element is={Box} canvas label="root">
          <Text text="A" />
          <Text text="B" />
        </Element>
      </Frame>
    </Editor>,
    { strict: true },
  );
  return { api: () => handle.api!, mounted };
}

test('this project runs React’s production build', () => {
  expect(isProductionBuild).toBe(true);
});

test(claimTitle('api/editor', 'onNodesChange', 'production StrictMode: not at mount, once per change'), () => {
  const onNodesChange = vi.fn();
  const { api, mounted } = strictEditor(null, { onNodesChange });
  expect(onNodesChange).not.toHaveBeenCalled();
  const a = api().query.node(ROOT_NODE).childNodes()[0];
  mounted.run(() => api().actions.selectNode(a)); // the first state change of any kind calls it once
  const before = onNodesChange.mock.calls.length;
  mounted.run(() => api().actions.setProp(a, (p) => void (p.text = 'A2')));
  expect(onNodesChange.mock.calls.length - before).toBe(1);
});

test(claimTitle('api/editor', 'onNodesChange', 'the autosave sample saves each state once (production)'), () => {
  const { App } = loadGuideModule<{ App: React.FC<{ children?: React.ReactNode }> }>(
    'docs/api/editor.mdx',
    'AutosaveApp',
  );
  const setItem = vi.spyOn(Storage.prototype, 'setItem');
  const handle: { api?: EditorApi } = {};
  function Grab() {
    handle.api = useEditor();
    return null;
  }
  mounted = mount(
    <App>
      <Grab />
      <Frame>
        <Element is="div" canvas>
          <Element is="p">A</Element>
        </Element>
      </Frame>
    </App>,
    { strict: true },
  );
  const a = handle.api!.query.node(ROOT_NODE).childNodes()[0];
  mounted.run(() => handle.api!.actions.setProp(a, (p) => void (p.children = 'saved')));
  const saved = setItem.mock.calls.filter(([key]) => key === 'page').map(([, value]) => value);
  expect(saved).toEqual([handle.api!.query.serialize()]);
});

test(claimTitle('api/element', 'is', 'no element.ref warning in a production build'), () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  mounted = mount(
    <Editor>
      <Frame>
        <Element is="main" canvas>
          <Element is="p">text</Element>
        </Element>
      </Frame>
    </Editor>,
    { strict: true },
  );
  expect(mounted.container.querySelector('main p')!.textContent).toBe('text');
  expect(error).not.toHaveBeenCalled();
});

test(claimTitle('api/useEditor', 'delete', 'DeleteSelected skips the root (production)'), () => {
  const { DeleteSelected } = loadGuideModule<{ DeleteSelected: React.FC }>('docs/api/useEditor.mdx', 'DeleteSelected');
  const { api, mounted } = strictEditor(<DeleteSelected />);
  const [a, b] = api().query.node(ROOT_NODE).childNodes();
  mounted.run(() => api().actions.selectNode([ROOT_NODE, a]));
  const button = mounted.container.querySelector('button')!;
  mounted.run(() => button.click());
  expect(api().query.node(ROOT_NODE).childNodes()).toEqual([b]);
});

test(claimTitle('api/useEditor', 'history.ignore', 'LoadWithoutUndo leaves nothing to undo (production)'), () => {
  const { LoadWithoutUndo } = loadGuideModule<{ LoadWithoutUndo: React.FC<{ json: string }> }>(
    'docs/api/useEditor.mdx',
    'LoadWithoutUndo',
  );
  const other = strictEditor(null);
  const json = other.api().query.serialize().replaceAll(other.api().query.node(ROOT_NODE).childNodes()[0], 'x1');
  other.mounted.unmount();
  const { api, mounted } = strictEditor(<LoadWithoutUndo json={json} />);
  mounted.run(() => api().actions.setProp(api().query.node(ROOT_NODE).childNodes()[0], (p) => void (p.text = 'typed')));
  mounted.run(() => mounted.container.querySelector('button')!.click());
  expect(api().query.node(ROOT_NODE).childNodes()[0]).toBe('x1');
  expect(api().query.history.canUndo()).toBe(false);
});

test(
  claimTitle('api/useEditor', 'Collectors and changing props', 'SelectedNodeInfo follows the selection (production)'),
  () => {
    const { SelectedNodeInfo } = loadGuideModule<{ SelectedNodeInfo: React.FC }>(
      'docs/api/useEditor.mdx',
      'SelectedNodeInfo',
    );
    const { api, mounted } = strictEditor(<SelectedNodeInfo />);
    mounted.run(() => api().actions.selectNode(ROOT_NODE));
    expect(mounted.container.textContent).toContain('Box: 2 children');
    mounted.run(() => api().actions.selectNode(api().query.node(ROOT_NODE).childNodes()[0]));
    expect(mounted.container.textContent).toContain('Text: 0 children');
  },
);

test(claimTitle('api/node', 'ROOT_NODE', 'useTopLevelIds before <Frame> (production)'), async () => {
  const { useTopLevelIds } = loadGuideModule<{ useTopLevelIds: () => string[] }>('docs/api/node.mdx', 'useTopLevelIds');
  function Toolbar() {
    return <output>{useTopLevelIds().length} sections</output>;
  }
  const { mounted } = strictEditor(<Toolbar />);
  // The first render saw no nodes yet; the store's mount notification updates the toolbar in the next task.
  expect(mounted.container.querySelector('output')!.textContent).toBe('0 sections');
  await vi.waitFor(() => expect(mounted.container.querySelector('output')!.textContent).toBe('2 sections'));
});

test(
  claimTitle(
    'api/nodetree',
    'Building a tree from HTML',
    'production, StrictMode: the import adds one node tree in one undo step',
  ),
  () => {
    const { useHtmlImport } = loadGuideModule<{
      useHtmlImport: (rules: object) => (html: string) => import('@craftjs/core').NodeTree;
    }>('docs/api/nodetree.mdx', 'html-import.tsx');
    const rules = {
      body: { component: 'Box', canvas: true },
      div: { component: 'Box', canvas: true },
      p: { component: 'Text', props: (tag: HTMLElement) => ({ text: tag.textContent ?? '' }) },
    };
    const handle: { importHtml?: (html: string) => import('@craftjs/core').NodeTree } = {};
    function Importer() {
      handle.importHtml = useHtmlImport(rules);
      return null;
    }
    const { api } = strictEditor(<Importer />);
    const before = api().query.node(ROOT_NODE).childNodes().length;
    mounted!.run(() =>
      api().actions.addNodeTree(handle.importHtml!('<div><p>one <i>x</i></p></div><p>two</p>'), ROOT_NODE),
    );
    expect(mounted!.container.textContent).toBe('ABone xtwo');
    mounted!.run(() => api().actions.history.undo());
    expect(api().query.node(ROOT_NODE).childNodes()).toHaveLength(before);
  },
);

test(
  claimTitle(
    'api/frame',
    'A section shared by every page',
    'production, StrictMode: the section shows read-only, and the page saves only its id',
  ),
  () => {
    expect(isProductionBuild).toBe(true);
    const { SharedSections, SharedSection } = loadGuideModule<{
      SharedSections: React.Context<Record<string, string>>;
      SharedSection: React.ComponentType<{ sectionId: string }>;
    }>('docs/api/frame.mdx', 'shared-section.tsx');
    const header = JSON.stringify({
      ROOT: {
        type: { resolvedName: 'Title' },
        isCanvas: false,
        props: { text: 'Shared header' },
        displayName: 'Title',
        custom: {},
        hidden: false,
        nodes: [],
        linkedNodes: {},
      },
    });
    const handle: { current: ReturnType<typeof useEditor> | null } = { current: null };
    function Grab() {
      handle.current = useEditor();
      return null;
    }
    mounted = mount(
      <SharedSections.Provider value={{ header }}>
        <Editor resolver={{ Box, SharedSection }}>
          <Grab />
          <Frame>
            <Element is={Box} canvas>
              <SharedSection sectionId="header" />
            </Element>
          </Frame>
        </Editor>
      </SharedSections.Provider>,
      { strict: true },
    );
    expect(mounted.container.querySelector('h1')!.textContent).toBe('Shared header');
    const saved = handle.current!.query.serialize();
    expect(saved).toContain('"props":{"sectionId":"header"}');
    expect(saved).not.toContain('Shared header');
  },
);

test(
  claimTitle(
    'api/nodetree',
    'A new page from a template that is not on screen',
    'production: templateToJson makes the page off screen, and it opens in a StrictMode editor as saved',
  ),
  () => {
    expect(isProductionBuild).toBe(true);
    const { templateToJson } = loadGuideModule<{
      templateToJson: (template: React.ReactElement, resolver: Record<string, React.ElementType>) => string;
    }>('docs/api/nodetree.mdx', 'templateToJson.tsx');
    const json = templateToJson(
      <Element is={Box} canvas>
        <Text text="Welcome" />
      </Element>,
      resolver,
    );
    const handle: { current: ReturnType<typeof useEditor> | null } = { current: null };
    function Grab() {
      handle.current = useEditor();
      return null;
    }
    mounted = mount(
      <Editor resolver={resolver}>
        <Grab />
        <Frame data={json} />
      </Editor>,
      { strict: true },
    );
    expect(mounted.container.textContent).toContain('Welcome');
    expect(handle.current!.query.serialize()).toBe(json);
  },
);

test(
  claimTitle(
    'api/nodetree',
    'A new page from a template that is not on screen',
    'production: inside an effect templateToJson throws instead of returning an empty page; deferred, it makes the page',
  ),
  async () => {
    expect(isProductionBuild).toBe(true);
    const { templateToJson } = loadGuideModule<{
      templateToJson: (template: React.ReactElement, resolver: Record<string, React.ElementType>) => string;
    }>('docs/api/nodetree.mdx', 'templateToJson.tsx');
    const made: string[] = [];
    const attempt = () => {
      try {
        made.push(templateToJson(<Text text="Welcome" />, resolver));
      } catch (error) {
        made.push((error as Error).message);
      }
    };
    function NewPageOnMount() {
      React.useEffect(() => {
        attempt();
        setTimeout(attempt);
      }, []);
      return null;
    }
    mounted = mount(<NewPageOnMount />, { strict: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(made[0]).toBe('templateToJson: call it from an event handler, not while React renders or runs effects');
    expect(JSON.parse(made.at(-1)!).ROOT.props).toMatchObject({ text: 'Welcome' });
  },
);

test(
  claimTitle(
    'guides/landing-editor',
    'Changing what a drop makes',
    'production, StrictMode: a button dropped from wrap-dropped.tsx’s tool gets a row, undone with the drop',
  ),
  () => {
    expect(isProductionBuild).toBe(true);
    const { Row, Button, ButtonTool } = loadGuideModule<{
      Row: React.ElementType;
      Button: React.ElementType;
      ButtonTool: React.FC;
    }>('docs/guides/landing-editor.mdx', 'wrap-dropped.tsx');
    const handle: { current: ReturnType<typeof useEditor> | null } = { current: null };
    function Grab() {
      handle.current = useEditor();
      return null;
    }
    mounted = mount(
      <Editor resolver={{ Box, Row, Button }}>
        <Grab />
        <ButtonTool />
        <Frame>
          <Element is={Box} canvas label="root" />
        </Frame>
      </Editor>,
      { strict: true },
    );
    dropFromTool(mounted, 'Button');
    const { query, actions } = handle.current!;
    const [row] = query.node(ROOT_NODE).childNodes();
    expect(query.node(row).get().data.name).toBe('Row');
    expect(query.node(row).childNodes()).toHaveLength(1);
    mounted.run(() => actions.history.undo());
    expect(handle.current!.query.node(ROOT_NODE).childNodes()).toEqual([]);
  },
);

test(
  claimTitle(
    'guides/landing-editor',
    'Asking for options when a block is dropped',
    'production, StrictMode: a grid dropped from grid-tool.tsx’s tool asks once, and Add grid is undone with the drop',
  ),
  () => {
    expect(isProductionBuild).toBe(true);
    const { Grid, GridTool } = loadGuideModule<{ Grid: React.ElementType; GridTool: React.FC }>(
      'docs/guides/landing-editor.mdx',
      'grid-tool.tsx',
    );
    // jsdom has no showModal; a browser's opens the dialog.
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { configurable: true, value: showModal });
    try {
      const handle: { current: ReturnType<typeof useEditor> | null } = { current: null };
      function Grab() {
        handle.current = useEditor();
        return null;
      }
      mounted = mount(
        <Editor resolver={{ Box, Grid }}>
          <Grab />
          <GridTool />
          <Frame>
            <Element is={Box} canvas label="root" />
          </Frame>
        </Editor>,
        { strict: true },
      );
      dropFromTool(mounted, 'Grid');
      expect(showModal).toHaveBeenCalledTimes(1);
      const add = Array.from(mounted.container.querySelectorAll('button')).find((b) => b.textContent === 'Add grid')!;
      mounted.run(() => add.click());
      const { query, actions } = handle.current!;
      const [grid] = query.node(ROOT_NODE).childNodes();
      expect(query.node(grid).get().data.props.columns).toBe(2);
      expect(mounted.container.querySelector('dialog')).toBeNull();
      mounted.run(() => actions.history.undo());
      expect(handle.current!.query.node(ROOT_NODE).childNodes()).toEqual([]);
    } finally {
      delete (HTMLDialogElement.prototype as { showModal?: unknown }).showModal;
    }
  },
);
