/**
 * Every whole-component sample of the API pages, as printed, once plainly and once inside <React.StrictMode>:
 * it mounts in a real editor (or is the editor, for an app), each of its buttons is clicked and each range
 * input moved, and nothing throws or logs, apart from React 19's development warning about element.ref that
 * the Element page documents for HTML-tag nodes. Specific recipes are then driven to what their text promises.
 */
import { Editor, Element, ROOT_NODE, useEditor } from '@craftjs/core';
import { act, fireEvent, render } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { docComponents } from '../support/docComponents';
import { loadGuideModule } from '../support/guideCode';
import { claim, claimTitle } from './support/claim';
import { Box, Text, resolver } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';
import { messages, spyConsole } from './support/spy';
import { test } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const PAGES = [
  'editor',
  'editor-state',
  'element',
  'frame',
  'helpers',
  'node',
  'nodetree',
  'useEditor',
  'useNode',
  'user-component',
];

/** The documented development warning (see docs/api/element.mdx, "is"); anything else a sample logs fails it. */
const DOCUMENTED_WARNING = /Accessing element\.ref was removed in React 19/;

/** A saved page with known ids: root box `ROOT` holding the texts `a`, `b` and `c`. */
function savedPage(): string {
  const ed = renderEditor(
    <Element is={Box} canvas label="root">
      <Text text="A" />
      <Text text="B" />
      <Text text="C" />
    </Element>,
    { resolver },
  );
  let json = ed.query.serialize();
  childIds(ed.query, ROOT_NODE).forEach((id, i) => (json = json.replaceAll(id, 'abc'[i])));
  ed.unmount();
  return json;
}

/** A saved subtree as templates.tsx keeps it: here the one text node `id` of the saved page. */
const templateOf = (json: string, id: string) => ({ rootNodeId: id, nodes: { [id]: JSON.parse(json)[id] } });

/** What a panel sample is given: the props the API samples take, pointing at nodes of the saved page. */
const PANEL_PROPS = { id: 'a', ids: ['a', 'b'], parentId: ROOT_NODE, json: '' };

function collectProblems() {
  const logged: string[] = [];
  for (const method of ['error', 'warn'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
    });
  const thrown: string[] = [];
  const onError = (event: ErrorEvent) => thrown.push(String(event.error?.message ?? event.message));
  window.addEventListener('error', onError);
  return {
    problems() {
      window.removeEventListener('error', onError);
      return [...thrown, ...logged.filter((line) => !DOCUMENTED_WARNING.test(line))];
    },
  };
}

/** Clicks every button and moves every range input of the sample, one after the other. */
function useEveryControl(container: HTMLElement) {
  for (const input of Array.from(container.querySelectorAll<HTMLInputElement>('input[type="range"]')))
    act(() => void fireEvent.change(input, { target: { value: '24' } }));
  for (const button of Array.from(container.querySelectorAll('button')))
    if (button.isConnected) act(() => void fireEvent.click(button));
}

for (const page of PAGES) {
  const file = `docs/api/${page}.mdx`;
  for (const sample of docComponents(file)) {
    for (const mode of RENDER_MODES) {
      test(claimTitle(`api/${page}`, sample.heading, `${sample.name} runs as printed (${mode.name})`), () => {
        const json = savedPage();
        const watch = collectProblems();
        const Sample = sample.component as React.ComponentType<Record<string, unknown>>;
        if (sample.kind === 'app') {
          const ui = <Sample />;
          const view = render(mode.strict ? <React.StrictMode>{ui}</React.StrictMode> : ui);
          useEveryControl(view.container);
        } else if (sample.kind === 'frame') {
          // It renders a <Frame> of its own: it goes in the Frame's place.
          const ui = (
            <Editor resolver={{ ...resolver, ...sample.siblings }}>
              <Sample>
                <Element is={Box} canvas label="root">
                  <Text text="Hello" />
                </Element>
              </Sample>
            </Editor>
          );
          const view = render(mode.strict ? <React.StrictMode>{ui}</React.StrictMode> : ui);
          // It loaded a page (its own, or the children given) and rendered it.
          expect(view.container.innerHTML).not.toBe('');
        } else if (sample.kind === 'node') {
          const ed = renderEditor(
            <Element is={Box} canvas label="root">
              <Sample text="Hello" />
            </Element>,
            { resolver: { ...resolver, ...sample.siblings }, strict: mode.strict },
          );
          useEveryControl(ed.container);
          expect(childIds(ed.query, ROOT_NODE).length).toBeLessThanOrEqual(1);
        } else {
          const ed = renderEditor(null, {
            resolver: { ...resolver, ...sample.siblings },
            data: json,
            strict: mode.strict,
            around: (
              <div data-sample>
                <Sample {...PANEL_PROPS} json={json} template={templateOf(json, 'a')} label="Template" />
              </div>
            ),
          });
          useEveryControl(ed.container.querySelector<HTMLElement>('[data-sample]')!);
          // The page is still whole: every node listed under a parent exists.
          const nodes = ed.query.getNodes();
          for (const node of Object.values(nodes))
            for (const child of node.data.nodes) expect(nodes[child], `${child} under ${node.id}`).toBeDefined();
        }
        expect(watch.problems()).toEqual([]);
      });
    }
  }
}

// ---- Recipes driven to what their text promises

type Hook<T> = (id: string) => T;

/** Renders `read(id)` in a component keyed by the id, as the pages advise, and switches the id from a to b. */
function keyedReads<T>(useRead: Hook<T>, strict: boolean, ids: [string, string] = ['ROOT', 'a']) {
  const json = savedPage();
  function Probe({ id }: { id: string }) {
    return <output>{JSON.stringify(useRead(id))}</output>;
  }
  function Panel() {
    const { selectedId } = useEditor((state) => ({ selectedId: [...state.events.selected][0] }));
    return selectedId ? <Probe key={selectedId} id={selectedId} /> : null;
  }
  const ed = renderEditor(null, { resolver, data: json, strict, around: <Panel /> });
  const read = () => JSON.parse(ed.container.querySelector('output')!.textContent!) as T;
  ed.act(() => ed.actions.selectNode(ids[0]));
  const first = read();
  ed.act(() => ed.actions.selectNode(ids[1]));
  return { first, second: read() };
}

const HOOKS: Array<{ page: string; heading: string; title: string; root: unknown; text: unknown; arg?: 'pair' }> = [
  { page: 'helpers', heading: 'get', title: 'useDisplayName', root: 'Box', text: 'Text' },
  { page: 'helpers', heading: 'ancestors', title: 'useBreadcrumbs', root: [], text: ['ROOT'] },
  { page: 'helpers', heading: 'descendants', title: 'useSubtreeSize', root: 3, text: 0 },
  {
    page: 'helpers',
    heading: 'isDraggable',
    title: 'useDragProblem',
    root: 'Error: Invariant failed: A top-level Node cannot be moved',
    text: null,
  },
  { page: 'useEditor', heading: 'node', title: 'useIsDeletable', root: false, text: true },
  { page: 'useEditor', heading: 'Missing node ids', title: 'useIsCanvas', root: true, text: false },
];

for (const hook of HOOKS) {
  for (const mode of RENDER_MODES) {
    claim(
      `api/${hook.page}`,
      hook.heading,
      `${hook.title} in a component keyed by id follows the id (${mode.name})`,
      () => {
        const module = loadGuideModule<Record<string, Hook<unknown>>>(`docs/api/${hook.page}.mdx`, hook.title);
        const { first, second } = keyedReads(module[hook.title], mode.strict);
        expect(first).toEqual(hook.root);
        expect(second).toEqual(hook.text);
      },
    );
  }
}

for (const mode of RENDER_MODES) {
  claim('api/helpers', 'isDroppable', `useCanDropInto in a component keyed by id follows the id (${mode.name})`, () => {
    const { useCanDropInto } = loadGuideModule<{ useCanDropInto: (target: string, dragged: string[]) => boolean }>(
      'docs/api/helpers.mdx',
      'useCanDropInto',
    );
    // Dropping b into the root canvas is allowed; into the text a (not a canvas) it is not.
    const { first, second } = keyedReads((id) => useCanDropInto(id, ['b']), mode.strict);
    expect([first, second]).toEqual([true, false]);
  });

  claim('api/helpers', 'NodeHelpers', `DeleteSelectedButton deletes whichever node is selected (${mode.name})`, () => {
    const { DeleteSelectedButton } = loadGuideModule<{ DeleteSelectedButton: React.FC }>(
      'docs/api/helpers.mdx',
      'DeleteButton',
    );
    const ed = renderEditor(null, {
      resolver,
      data: savedPage(),
      strict: mode.strict,
      around: <DeleteSelectedButton />,
    });
    ed.act(() => ed.actions.selectNode(ROOT_NODE));
    expect((ed.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    ed.act(() => ed.actions.selectNode('b'));
    fireEvent.click(ed.getByRole('button', { name: 'Delete' }));
    expect(childIds(ed.query, ROOT_NODE)).toEqual(['a', 'c']);
    expect(ed.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
}

/**
 * The id-taking hooks with a node that is not in the state. Placed before <Frame>, a component's first render
 * runs before the Frame has loaded any node (Frame.tsx loads during its own render), and useCollector.tsx runs
 * that first collector directly: an error there fails the render. After a delete, the collector re-runs from
 * the store's subscription, where useMethods.ts catches an error, logs it with console.warn and keeps the old
 * values; a component mounted later for the deleted id runs the collector directly again.
 */
function readBeforeFrame<T>(useRead: Hook<T>, id: string, strict: boolean) {
  const json = savedPage();
  const warn = spyConsole('warn');
  function Early() {
    return <output>{JSON.stringify({ value: useRead(id) })}</output>;
  }
  const ed = renderEditor(null, { resolver, data: json, strict, around: <Early /> });
  const value = (JSON.parse(ed.container.querySelector('output')!.textContent!) as { value: T }).value;
  return { value, warnings: messages(warn) };
}

function readDeleted<T>(useRead: Hook<T>, id: string, strict: boolean) {
  const json = savedPage();
  const warn = spyConsole('warn');
  let mountLate: (on: boolean) => void = () => undefined;
  function Reader({ name }: { name: string }) {
    return <output data-reader={name}>{JSON.stringify({ value: useRead(id) })}</output>;
  }
  function Readers() {
    const { loaded } = useEditor((state) => ({ loaded: Boolean(state.nodes[ROOT_NODE]) }));
    const [late, setLate] = React.useState(false);
    mountLate = setLate;
    return loaded ? (
      <>
        <Reader name="mounted" />
        {late && <Reader name="late" />}
      </>
    ) : null;
  }
  const ed = renderEditor(null, { resolver, data: json, strict, around: <Readers /> });
  const read = (name: string) =>
    (JSON.parse(ed.container.querySelector(`[data-reader="${name}"]`)!.textContent!) as { value: T }).value;
  const before = read('mounted');
  ed.act(() => ed.actions.delete(id));
  const after = read('mounted');
  ed.act(() => mountLate(true));
  return { before, after, late: read('late'), warnings: messages(warn) };
}

type MissingIdCase = {
  page: string;
  heading: string;
  title: string;
  read: (module: Record<string, (...args: never[]) => unknown>) => Hook<unknown>;
  /** What the hook returns for b once the page has loaded, and for b once b is deleted. */
  loaded: unknown;
  gone: unknown;
};

const byId = (title: string) => (module: Record<string, (...args: never[]) => unknown>) =>
  module[title] as Hook<unknown>;

const MISSING_ID_HOOKS: MissingIdCase[] = [
  {
    page: 'helpers',
    heading: 'get',
    title: 'useDisplayName',
    read: byId('useDisplayName'),
    loaded: 'Text',
    gone: undefined,
  },
  {
    page: 'helpers',
    heading: 'ancestors',
    title: 'useBreadcrumbs',
    read: byId('useBreadcrumbs'),
    loaded: ['ROOT'],
    gone: [],
  },
  {
    page: 'helpers',
    heading: 'descendants',
    title: 'useSubtreeSize',
    read: byId('useSubtreeSize'),
    loaded: 0,
    gone: 0,
  },
  {
    page: 'helpers',
    heading: 'isDroppable',
    title: 'useCanDropInto',
    // b dragged into the root canvas.
    read: (module) => (id) =>
      (module.useCanDropInto as (target: string, dragged: string[]) => boolean)(ROOT_NODE, [id]),
    loaded: true,
    gone: false,
  },
  {
    page: 'useEditor',
    heading: 'node',
    title: 'useIsDeletable',
    read: byId('useIsDeletable'),
    loaded: true,
    gone: false,
  },
];

for (const hook of MISSING_ID_HOOKS) {
  for (const mode of RENDER_MODES) {
    const useRead = () => hook.read(loadGuideModule(`docs/api/${hook.page}.mdx`, hook.title));

    claim(
      `api/${hook.page}`,
      hook.heading,
      `${hook.title} in a component placed before <Frame> renders, then reads the loaded node (${mode.name})`,
      () => {
        const { value, warnings } = readBeforeFrame(useRead(), 'b', mode.strict);
        expect(value).toEqual(hook.loaded);
        expect(warnings).toBe('');
      },
    );

    claim(
      `api/${hook.page}`,
      hook.heading,
      `${hook.title} for a deleted id follows the delete and mounts again, without a warning (${mode.name})`,
      () => {
        const { before, after, late, warnings } = readDeleted(useRead(), 'b', mode.strict);
        expect(before).toEqual(hook.loaded);
        expect(after).toEqual(hook.gone);
        expect(late).toEqual(hook.gone);
        expect(warnings).toBe('');
      },
    );
  }
}

/** A panel sample of useEditor.mdx mounted next to the saved page (texts a, b, c under ROOT). */
function panel(title: string, name: string, strict: boolean, props: Record<string, unknown> = {}) {
  const module = loadGuideModule<Record<string, React.ComponentType<Record<string, unknown>>>>(
    'docs/api/useEditor.mdx',
    title,
  );
  const Sample = module[name];
  return renderEditor(null, {
    resolver: { ...resolver, ...module },
    data: savedPage(),
    strict,
    around: <Sample {...props} />,
  });
}

for (const mode of RENDER_MODES) {
  claim('api/useEditor', 'add', `AddText adds a text at the top (${mode.name})`, () => {
    const ed = panel('AddText', 'AddText', mode.strict);
    fireEvent.click(ed.getByRole('button', { name: 'Add text at the top' }));
    const first = childIds(ed.query, ROOT_NODE)[0];
    expect(ed.query.node(first).get().data.props.text).toBe('New');
    expect(childIds(ed.query, ROOT_NODE).slice(1)).toEqual(['a', 'b', 'c']);
  });

  claim('api/useEditor', 'history.redo', `UndoRedo undoes and redoes a change (${mode.name})`, () => {
    const ed = panel('UndoRedo', 'UndoRedo', mode.strict);
    const undo = ed.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    ed.act(() => ed.actions.setProp('a', (p) => void (p.text = 'changed')));
    expect(undo.disabled).toBe(false);
    fireEvent.click(undo);
    expect(ed.query.node('a').get().data.props.text).toBe('A');
    fireEvent.click(ed.getByRole('button', { name: 'Redo' }));
    expect(ed.query.node('a').get().data.props.text).toBe('changed');
  });

  claim('api/useEditor', 'serialize', `SaveButton and LoadButton round-trip the page (${mode.name})`, () => {
    const save = loadGuideModule<{ SaveButton: React.FC }>('docs/api/useEditor.mdx', 'SaveButton');
    const load = loadGuideModule<{ LoadButton: React.FC }>('docs/api/useEditor.mdx', 'LoadButton');
    const ed = renderEditor(null, {
      resolver,
      data: savedPage(),
      strict: mode.strict,
      around: (
        <>
          <save.SaveButton />
          <load.LoadButton />
        </>
      ),
    });
    // Nothing saved yet: Load keeps the page.
    fireEvent.click(ed.getByRole('button', { name: 'Load' }));
    expect(childIds(ed.query, ROOT_NODE)).toEqual(['a', 'b', 'c']);
    fireEvent.click(ed.getByRole('button', { name: 'Save' }));
    ed.act(() => ed.actions.delete('b'));
    fireEvent.click(ed.getByRole('button', { name: 'Load' }));
    expect(childIds(ed.query, ROOT_NODE)).toEqual(['a', 'b', 'c']);
    expect(ed.container.querySelector('[data-text="B"]')).not.toBeNull();
  });

  claim('api/useEditor', 'setOptions', `EditToggle switches the editor off and on (${mode.name})`, () => {
    const ed = panel('EditToggle', 'EditToggle', mode.strict);
    fireEvent.click(ed.getByRole('button', { name: 'Preview' }));
    expect(ed.query.getOptions().enabled).toBe(false);
    fireEvent.click(ed.getByRole('button', { name: 'Edit' }));
    expect(ed.query.getOptions().enabled).toBe(true);
  });

  claim('api/useEditor', 'setHidden', `HideButton hides the node, which stays saved (${mode.name})`, () => {
    const ed = panel('HideButton', 'HideButton', mode.strict, { id: 'a' });
    fireEvent.click(ed.getByRole('button', { name: 'Hide' }));
    expect(ed.container.querySelector('[data-text="A"]')).toBeNull();
    expect(JSON.parse(ed.query.serialize()).a.hidden).toBe(true);
  });

  claim('api/useEditor', 'history.throttle', `FontSize sets the prop, one undo step per burst (${mode.name})`, () => {
    const ed = panel('FontSize', 'FontSize', mode.strict, { id: 'a' });
    const slider = ed.getByRole('slider', { name: 'Font size' });
    fireEvent.change(slider, { target: { value: '20' } });
    fireEvent.change(slider, { target: { value: '30' } });
    expect(ed.query.node('a').get().data.props.fontSize).toBe(30);
    ed.act(() => ed.actions.history.undo());
    expect(ed.query.node('a').get().data.props.fontSize).toBeUndefined();
  });
}
