/**
 * The findings of the API pages' audit (API-1 to API-9), and the rules that grew from them: an Editor prop given
 * as `undefined` replaces its default, recipes that take a selection leave out descendants of selected nodes,
 * and each API page names the words readers search with. Each test runs craft.js, or the page's sample as
 * printed, and checks that the page states what it proves.
 * Sources: @craftjs/core src/editor/Editor.tsx, src/editor/store.tsx, src/events/RenderEditorIndicator.tsx,
 * src/events/Events.tsx, src/render/RenderNode.tsx, src/render/Frame.tsx, src/editor/actions.ts,
 * src/editor/query.tsx, src/utils/createNode.ts, src/hooks/legacy/connectNode.tsx;
 * @craftjs/utils src/useCollector.tsx, src/useMethods.ts.
 */
import { Editor, Element, Frame, ROOT_NODE, useEditor, type Node, type UserComponent } from '@craftjs/core';
import { act, fireEvent, render } from '@testing-library/react';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import React from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { extractSnippets, typeCheckSnippets } from '../docs/snippets';
import { guideBlock, loadGuideModule } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Card, Text, resolver } from './support/components';
import { fireDrag, setBox, stack } from './support/dom';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';
import { messages, spyConsole } from './support/spy';
import { renderThrows } from './support/thrown';

afterEach(() => {
  vi.restoreAllMocks();
});

const root = path.resolve(__dirname, '../..');
const EDITOR = 'docs/api/editor.mdx';
const UNDEFINED_PROPS = 'Props given as undefined';

const twoTexts = () => (
  <Element is={Box} canvas label="root">
    <Text text="A" />
    <Text text="B" />
  </Element>
);

const mouseDown = (el: Element) => el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));

// ---- API-1 and the option rule: docs/api/editor.mdx, "Props given as undefined"

claim(
  'api/editor',
  'Props given as undefined',
  'enabled={undefined} leaves nothing selectable; left out, a click selects',
  () => {
    // store.tsx: options = { ...editorInitialState.options, ...options }; RenderEditorIndicator.tsx: !enabled → disable()
    const given = renderEditor(twoTexts(), { resolver, enabled: undefined });
    expect('enabled' in given.query.getOptions() && given.query.getOptions().enabled).toBeUndefined();
    given.act(() => void mouseDown(given.container.querySelector('[data-text="A"]')!));
    expect(given.query.getEvent('selected').all()).toEqual([]);
    given.unmount();
    const left = renderEditor(twoTexts(), { resolver });
    left.act(() => void mouseDown(left.container.querySelector('[data-text="A"]')!));
    expect(left.query.getEvent('selected').all()).toEqual([childIds(left.query, ROOT_NODE)[0]]);
    const text = pageSection(EDITOR, UNDEFINED_PROPS);
    expect(text).toContain('a prop that is present with the value `undefined` replaces the default');
    expect(text).toContain('`enabled`: `undefined` counts as off');
  },
);

claim(
  'api/editor',
  'Props given as undefined',
  'onRender={undefined} throws "Element type is invalid" on the first node',
  () => {
    // RenderNode.tsx: React.createElement(onRender, { render })
    expect(renderThrows(() => renderEditor(twoTexts(), { resolver, onRender: undefined }))).toContain(
      'Element type is invalid',
    );
    expect(pageSection(EDITOR, UNDEFINED_PROPS)).toContain(
      '`onRender`: rendering the first node throws "Element type is invalid"',
    );
  },
);

claim('api/editor', 'Props given as undefined', 'indicator={undefined} throws on the first drag over a canvas', () => {
  // RenderEditorIndicator.tsx: className: indicatorOptions.className, once state.indicator is set
  spyConsole('error');
  const ed = renderEditor(twoTexts(), { resolver, indicator: undefined });
  const box = ed.container.querySelector('[data-box="root"]')!;
  setBox(box, { top: 0, left: 0, width: 400, height: 200 });
  const ps = Array.from(box.querySelectorAll('p'));
  stack(ps);
  ed.act(() => fireDrag(ps[1], 'dragstart'));
  expect(() => ed.act(() => fireDrag(ps[0], 'dragover', { x: 10, y: 10 }))).toThrow(
    "Cannot read properties of undefined (reading 'className')",
  );
  expect(pageSection(EDITOR, UNDEFINED_PROPS)).toContain(
    '`indicator`: the first drag over a canvas throws "Cannot read properties of undefined (reading \'className\')"',
  );
});

claim(
  'api/editor',
  'Props given as undefined',
  'handlers={undefined} throws a TypeError when the Editor mounts',
  () => {
    // Events.tsx: useMemo(() => store.query.getOptions().handlers(store))
    expect(renderThrows(() => renderEditor(twoTexts(), { resolver, handlers: undefined }))).toMatch(
      /^TypeError: .*handlers is not a function/,
    );
    expect(pageSection(EDITOR, UNDEFINED_PROPS)).toContain(
      '`handlers`: the Editor throws a `TypeError` when it mounts',
    );
  },
);

claim(
  'api/editor',
  'Props given as undefined',
  'resolver={undefined}: a user component throws, HTML-tag nodes work',
  () => {
    // Editor.tsx checks resolver only when it is not undefined; query.tsx resolveComponent(state.options.resolver, …)
    expect(renderThrows(() => renderEditor(twoTexts(), { resolver: undefined }))).not.toBe('no error');
    const tags = renderEditor(
      <Element is="div" canvas>
        <Element is="p">tag</Element>
      </Element>,
      { resolver: undefined },
    );
    expect(childIds(tags.query, ROOT_NODE)).toHaveLength(1);
    const tree = tags.query.parseReactElement(<Element is="section" />).toNodeTree();
    tags.act(() => tags.actions.addNodeTree(tree, ROOT_NODE));
    expect(childIds(tags.query, ROOT_NODE)).toHaveLength(2);
    expect(() => tags.query.parseReactElement(<Text text="x" />).toNodeTree()).toThrow();
    expect(pageSection(EDITOR, UNDEFINED_PROPS)).toContain(
      '`resolver`: loading or adding any user component throws; only nodes of HTML tags work',
    );
  },
);

claim('api/editor', 'Props given as undefined', 'onBeforeMoveEnd={undefined}: actions.move throws a TypeError', () => {
  // actions.ts move: state.options.onBeforeMoveEnd(targetNode, newParent, currentParent)
  const ed = renderEditor(twoTexts(), { resolver, onBeforeMoveEnd: undefined });
  const [a, b] = childIds(ed.query, ROOT_NODE);
  expect(() => ed.act(() => ed.actions.move(a, ROOT_NODE, 2))).toThrow(TypeError);
  expect(childIds(ed.query, ROOT_NODE)).toEqual([a, b]);
  expect(pageSection(EDITOR, UNDEFINED_PROPS)).toContain(
    '`onBeforeMoveEnd`: every `actions.move` throws a `TypeError`',
  );
});

claim(
  'api/editor',
  'Props given as undefined',
  'onNodesChange={undefined}: each change logs a TypeError, and applies',
  () => {
    // Editor.tsx: getOptions().onNodesChange(query) in a subscriber; useMethods.ts Subscriber.collect: console.warn(err)
    const warn = spyConsole('warn');
    const ed = renderEditor(twoTexts(), { resolver, onNodesChange: undefined });
    const [a] = childIds(ed.query, ROOT_NODE);
    ed.act(() => ed.actions.setProp(a, (props) => void (props.text = 'A2')));
    expect(ed.container.querySelector('[data-text="A2"]')).not.toBeNull();
    expect(warn.mock.calls.some(([error]) => error instanceof TypeError && /onNodesChange/.test(error.message))).toBe(
      true,
    );
    expect(pageSection(EDITOR, UNDEFINED_PROPS)).toContain(
      '`onNodesChange`: each change logs a `TypeError` with `console.warn`',
    );
  },
);

claim('api/editor', 'Props given as undefined', 'normalizeNodes={undefined} is the same as leaving it out', () => {
  // Editor.tsx: if (state.options.normalizeNodes) state.options.normalizeNodes(…)
  const warn = spyConsole('warn');
  const ed = renderEditor(twoTexts(), { resolver, normalizeNodes: undefined });
  const [a] = childIds(ed.query, ROOT_NODE);
  ed.act(() => ed.actions.setProp(a, (props) => void (props.text = 'A2')));
  ed.act(() => ed.actions.setState((state) => void (state.nodes[a].data.props.text = 'A3')));
  expect(ed.container.querySelector('[data-text="A3"]')).not.toBeNull();
  expect(messages(warn)).toBe('');
  expect(pageSection(EDITOR, UNDEFINED_PROPS)).toContain('`normalizeNodes`: the same as leaving it out');
});

for (const mode of RENDER_MODES) {
  claim('api/editor', 'Props given as undefined', `PageEditor forwards optional props safely (${mode.name})`, () => {
    const { PageEditor } = loadGuideModule<{
      PageEditor: React.FC<{
        editable?: boolean;
        onRender?: React.FC<{ render: React.ReactElement }>;
        children?: React.ReactNode;
      }>;
    }>(EDITOR, 'PageEditor');
    let api: ReturnType<typeof useEditor> | undefined;
    function Grab() {
      api = useEditor();
      return null;
    }
    const Labelled = ({ render }: { render: React.ReactElement }) => <div data-wrapped="">{render}</div>;
    const app = (props: { editable?: boolean; onRender?: typeof Labelled }) => {
      // PageEditor passes no resolver: HTML-tag nodes only.
      const ui = (
        <PageEditor {...props}>
          <Grab />
          <Frame>
            <Element is="div" canvas>
              <Element is="p" data-text="A">
                A
              </Element>
              <Element is="p" data-text="B">
                B
              </Element>
            </Element>
          </Frame>
        </PageEditor>
      );
      return mode.strict ? <React.StrictMode>{ui}</React.StrictMode> : ui;
    };
    // Both props undefined, as a wrapper that forwards its own optional props passes them.
    const view = render(app({ editable: undefined, onRender: undefined }));
    expect(api!.query.getOptions().enabled).toBe(true);
    expect(view.container.querySelector('[data-wrapped]')).toBeNull();
    act(() => void mouseDown(view.container.querySelector('[data-text="A"]')!));
    expect(api!.query.getEvent('selected').all()).toEqual([childIds(api!.query, ROOT_NODE)[0]]);
    view.unmount();
    const off = render(app({ editable: false, onRender: Labelled }));
    expect(api!.query.getOptions().enabled).toBe(false);
    expect(off.container.querySelector('[data-wrapped] [data-text="A"]')).not.toBeNull();
    act(() => void mouseDown(off.container.querySelector('[data-text="B"]')!));
    expect(api!.query.getEvent('selected').all()).toEqual([]);
  });
}

claim('api/editor', 'enabled', 'the section says enabled={undefined} is not the default', () => {
  const ed = renderEditor(twoTexts(), { resolver, enabled: undefined });
  expect(ed.query.getOptions().enabled).not.toBe(true);
  expect(pageSection(EDITOR, 'enabled')).toContain('`enabled={undefined}` switches editing off');
});

// ---- API-2: docs/api/editor.mdx, "enabled"

for (const mode of RENDER_MODES) {
  claim('api/editor', 'enabled', `prop changes are copied; setOptions changes the store alone (${mode.name})`, () => {
    // Editor.tsx: the effect on [context, options.enabled] calls setOptions only when the prop changes
    const { EditToggle } = loadGuideModule<{ EditToggle: React.FC }>('docs/api/useEditor.mdx', 'EditToggle');
    let api: ReturnType<typeof useEditor> | undefined;
    function Grab() {
      api = useEditor();
      return null;
    }
    const app = (enabled: boolean) => {
      const ui = (
        <Editor resolver={resolver} enabled={enabled}>
          <Grab />
          <EditToggle />
          <Frame>{twoTexts()}</Frame>
        </Editor>
      );
      return mode.strict ? <React.StrictMode>{ui}</React.StrictMode> : ui;
    };
    const view = render(app(true));
    fireEvent.click(view.getByRole('button', { name: 'Preview' }));
    expect(api!.query.getOptions().enabled).toBe(false);
    // The prop is still true, and rendering it again does not win the store back.
    view.rerender(app(true));
    expect(api!.query.getOptions().enabled).toBe(false);
    // Only a change of the prop is copied.
    view.rerender(app(false));
    view.rerender(app(true));
    expect(api!.query.getOptions().enabled).toBe(true);
    const text = pageSection(EDITOR, 'enabled');
    expect(text).toContain('Changes of this prop to `true` or `false` are copied into the store');
    expect(text).not.toContain('stays in sync');
  });
}

// ---- API-3: docs/api/editor.mdx, "normalizeNodes"

claim(
  'api/editor',
  'normalizeNodes',
  'throttle and ignore repeat the name in params; merge reports HISTORY_MERGE',
  () => {
    // Editor.tsx rewrites type for IGNORE/THROTTLE only; useMethods.ts: payload: [type, ...payload]
    const calls: Array<[string, unknown]> = [];
    const ed = renderEditor(twoTexts(), {
      resolver,
      normalizeNodes: (_draft, _previous, action) => void calls.push([action.type, action.params[0]]),
    });
    const [a] = childIds(ed.query, ROOT_NODE);
    const setText = (value: string) => (props: Record<string, unknown>) => void (props.text = value);
    ed.act(() => ed.actions.setProp(a, setText('1')));
    ed.act(() => ed.actions.history.throttle(300).setProp(a, setText('2')));
    ed.act(() => ed.actions.history.ignore().setProp(a, setText('3')));
    ed.act(() => ed.actions.history.merge().setProp(a, setText('4')));
    const saved = ed.query.serialize();
    ed.act(() => ed.actions.history.merge().deserialize(saved));
    expect(calls).toEqual([
      ['setProp', a],
      ['setProp', 'setProp'],
      ['setProp', 'setProp'],
      ['HISTORY_MERGE', 'setProp'],
    ]);
    ed.act(() => ed.actions.history.ignore().deserialize(saved));
    expect(calls.at(-1)).toEqual(['deserialize', 'deserialize']);
    const text = pageSection(EDITOR, 'normalizeNodes');
    expect(text).toContain("`params` begins with that name again (`['setProp', id, cb]`)");
    expect(text).toContain("reports `type: 'HISTORY_MERGE'`, and a merged `deserialize` does not call it at all");
  },
);

// ---- API-1: docs/api/editor-state.mdx, "options"

claim('api/editor-state', 'options', 'a prop given as undefined replaces its default with undefined', () => {
  const ed = renderEditor(twoTexts(), { resolver, enabled: undefined, normalizeNodes: undefined });
  const options = ed.query.getOptions();
  expect(
    Object.entries(options)
      .filter(([, value]) => value === undefined)
      .map(([key]) => key)
      .sort(),
  ).toEqual(['enabled', 'normalizeNodes']);
  expect(ed.query.getState().options.enabled).toBeUndefined();
  expect(pageSection('docs/api/editor-state.mdx', 'options')).toContain(
    'A prop given as `undefined` is spread too, so it replaces its default with `undefined`',
  );
});

// ---- The option rule: docs/api/frame.mdx, "Props"

claim('api/frame', 'Props', 'a prop given as undefined, or an empty data string, loads the children', () => {
  // Frame.tsx: const initialData = data || json; else the children
  for (const data of [undefined, '']) {
    const ed = renderEditor(twoTexts(), { resolver, data });
    expect(childIds(ed.query, ROOT_NODE)).toHaveLength(2);
    ed.unmount();
  }
  expect(pageSection('docs/api/frame.mdx', 'Props')).toContain(
    'a Frame prop given as `undefined` is the same as one left out, and an empty `data` string counts as none',
  );
});

// ---- The option rule: docs/api/element.mdx, "Props"

claim('api/element', 'Props', 'custom={undefined} leaves custom undefined on a tag, so setCustom throws', () => {
  // createNode.ts: an Element prop that is present is copied to node.data, undefined included
  const Plain = ({ children }: { children?: React.ReactNode }) => <div>{children}</div>;
  const Configured: UserComponent = () => <div />;
  Configured.craft = { displayName: 'Configured' };
  const ed = renderEditor(
    <Element is="div" canvas>
      <Element is="section" custom={undefined} canvas={undefined} hidden={undefined}>
        tag
      </Element>
      <Element is={Configured} custom={undefined} />
      <Element is={Plain} custom={{}} />
    </Element>,
    { resolver: { Configured, Plain } },
  );
  const [tag, configured] = childIds(ed.query, ROOT_NODE);
  const node = ed.query.node(tag).get();
  expect([node.data.custom, node.data.isCanvas, node.data.hidden]).toEqual([undefined, undefined, undefined]);
  // canvas and hidden act as false: not a drop target, and rendered.
  expect(ed.query.node(tag).isCanvas()).toBeFalsy();
  expect(ed.container.querySelector('section')?.textContent).toBe('tag');
  expect(() => ed.act(() => ed.actions.setCustom(tag, (custom) => void (custom.x = 1)))).toThrow(TypeError);
  // A component with craft settings gets {} back.
  expect(ed.query.node(configured).get().data.custom).toEqual({});
  expect(() => ed.query.parseReactElement(<Element is={undefined as unknown as 'div'} />).toNodeTree()).toThrow(
    TypeError,
  );
  const text = pageSection('docs/api/element.mdx', 'Props');
  expect(text).toContain('`canvas={undefined}` and `hidden={undefined}` act as `false`, but `custom={undefined}`');
  expect(text).toContain('`setCustom` on that node then throws a `TypeError`. `is={undefined}` throws a `TypeError`');
});

// ---- API-7: docs/api/element.mdx, "is"

claim('api/element', 'is', 'an <Element> without is already fails when the Frame parses it', () => {
  // createNode.ts: the type stays Element without `is`; query.tsx parseReactElement → resolveComponent invariant
  const error = renderThrows(() =>
    renderEditor(
      <Element canvas>
        <Text text="A" />
      </Element>,
      { resolver },
    ),
  );
  expect(error).toContain('does not exist in the resolver');
  expect(pageSection('docs/api/element.mdx', 'is')).toContain(
    'parsing it (by the Frame on its first render, or by `parseReactElement`) already throws',
  );
});

// ---- API-4: docs/api/helpers.mdx intro, docs/api/useEditor.mdx "node"

/** The prose of a page above its first `##` heading. */
function intro(file: string): string {
  const source = readFileSync(path.join(root, file), 'utf8').replace(/^---[\s\S]*?---/, '');
  return source
    .split(/^## /m)[0]
    .replace(/```[\s\S]*?```/g, '')
    .replace(/\s+/g, ' ');
}

for (const mode of RENDER_MODES) {
  claim(
    'api/helpers',
    'NodeHelpers',
    `after an id prop change, a collector reads the new id at the next editor change (${mode.name})`,
    () => {
      // useCollector.tsx: collectorRef.current = collector on every render; the subscription calls collectorRef.current
      const { DeleteButton } = loadGuideModule<{ DeleteButton: React.FC<{ id: string }> }>(
        'docs/api/helpers.mdx',
        'DeleteButton',
      );
      let setId: (id: string) => void = () => undefined;
      function Panel() {
        const [id, set] = React.useState('');
        setId = set;
        // Not keyed by id: the same DeleteButton gets the new prop.
        return id ? <DeleteButton id={id} /> : null;
      }
      const ed = renderEditor(twoTexts(), { resolver, around: <Panel />, strict: mode.strict });
      const [a, b] = childIds(ed.query, ROOT_NODE);
      const button = () => ed.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
      act(() => setId(a));
      expect(button().disabled).toBe(false);
      // The prop now names the root, which is not deletable: the value collected for a stays ...
      act(() => setId(ROOT_NODE));
      expect(button().disabled).toBe(false);
      // ... until the editor state next changes, when the collector reads the new id.
      ed.act(() => ed.actions.selectNode(b));
      expect(button().disabled).toBe(true);
      expect(intro('docs/api/helpers.mdx')).toContain('until the editor state next changes');
    },
  );
}

claim(
  'api/helpers',
  'NodeHelpers',
  'the intro says a collector keeps the previous id only until the next change',
  () => {
    const text = intro('docs/api/helpers.mdx');
    expect(text).toContain('keep the values collected for the previous `id` until the editor state next changes');
    expect(text).not.toContain('read `id` from the first render');
  },
);

claim(
  'api/useEditor',
  'node',
  'the useIsDeletable comment says the old value stays until the next editor change',
  () => {
    const code = guideBlock('docs/api/useEditor.mdx', 'useIsDeletable');
    expect(code).toContain("the old id's value stays until the next editor change");
    expect(code).not.toContain('Collects for the id of the first render');
  },
);

// ---- The collector rule: docs/api/useEditor.mdx, "Collectors and changing props"

claim(
  'api/useEditor',
  'Collectors and changing props',
  'a collector that comes later is never used; one that goes makes changes warn',
  () => {
    // useCollector.tsx: the subscription is made once (effect deps [onCollect, query, subscribe]) and calls collectorRef.current
    const warn = spyConsole('warn');
    const collect = (state: { nodes: Record<string, Node> }) => ({ count: Object.keys(state.nodes).length });
    let seen: unknown;
    function Count({ on }: { on: boolean }) {
      const result = useEditor(on ? collect : (undefined as unknown as typeof collect)) as { count?: number };
      seen = result.count;
      return null;
    }
    let setOn: (on: boolean) => void = () => undefined;
    function Toggle({ first }: { first: boolean }) {
      const [on, set] = React.useState(first);
      setOn = set;
      return <Count on={on} />;
    }
    // Added later: never reaches the result, even after changes.
    const later = renderEditor(twoTexts(), { resolver, around: <Toggle first={false} /> });
    act(() => setOn(true));
    later.act(() =>
      later.actions.addNodeTree(later.query.parseReactElement(<Text text="C" />).toNodeTree(), ROOT_NODE),
    );
    expect(seen).toBeUndefined();
    later.unmount();
    // Dropped later: every change logs a TypeError, and the result keeps its old count.
    const dropped = renderEditor(twoTexts(), { resolver, around: <Toggle first /> });
    act(() => setOn(false));
    dropped.act(() => dropped.actions.selectNode(childIds(dropped.query, ROOT_NODE)[0]));
    expect(warn.mock.calls.some(([error]) => error instanceof TypeError)).toBe(true);
    expect(pageSection('docs/api/useEditor.mdx', 'Collectors and changing props')).toContain(
      'the values of a collector first passed on a later render never reach the result, and one dropped later makes every change log a `TypeError`',
    );
  },
);

// ---- API-5 and the selection rule: docs/api/useEditor.mdx, "delete"

claim(
  'api/useEditor',
  'delete',
  'delete([parent, child]) throws a TypeError and deletes nothing; [child, parent] works',
  () => {
    // actions.ts delete: each target in turn; deleteNode(child) after its parent reads state.nodes[child], now gone
    const ed = renderEditor(
      <Element is={Box} canvas label="root">
        <Element is={Box} canvas label="section">
          <Text text="A" />
        </Element>
      </Element>,
      { resolver },
    );
    const [section] = childIds(ed.query, ROOT_NODE);
    const [child] = childIds(ed.query, section);
    expect(() => ed.act(() => ed.actions.delete([section, child]))).toThrow(TypeError);
    expect(Object.keys(ed.query.getNodes())).toHaveLength(3);
    ed.act(() => ed.actions.delete([child, section]));
    expect(Object.keys(ed.query.getNodes())).toEqual([ROOT_NODE]);
    const text = pageSection('docs/api/useEditor.mdx', 'delete');
    // The tenth audit: only an ancestor earlier in the array makes the call throw.
    expect(text).toContain('those whose ancestor is passed too, earlier in the array');
    expect(text).toContain('(Listed after its child, the ancestor deletes both.)');
    expect(text).toContain('the call throws and deletes nothing');
  },
);

for (const mode of RENDER_MODES) {
  claim('api/useEditor', 'delete', `DeleteSelected deletes a node selected with its descendants (${mode.name})`, () => {
    const { DeleteSelected } = loadGuideModule<{ DeleteSelected: React.FC }>(
      'docs/api/useEditor.mdx',
      'DeleteSelected',
    );
    const ed = renderEditor(
      <Element is={Box} canvas label="root">
        <Element is={Box} canvas label="section">
          <Text text="A" />
          <Text text="B" />
        </Element>
        <Card title="card" />
        <Text text="C" />
      </Element>,
      { resolver, around: <DeleteSelected />, strict: mode.strict },
    );
    const [section, card, c] = childIds(ed.query, ROOT_NODE);
    const [a, b] = childIds(ed.query, section);
    const body = ed.query.node(card).linkedNodes()[0];
    const [bodyText] = childIds(ed.query, body);
    const button = ed.getByRole('button', { name: 'Delete selection' }) as HTMLButtonElement;
    // A "select all" from code: the root, a section with its children, a card with its linked body and text.
    ed.act(() => ed.actions.selectNode([ROOT_NODE, section, a, b, card, body, bodyText]));
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(childIds(ed.query, ROOT_NODE)).toEqual([c]);
    expect(Object.keys(ed.query.getNodes()).sort()).toEqual([ROOT_NODE, c].sort());
    // A linked node with its child: the linked body stays, its child goes.
    const tree = ed.query.parseReactElement(<Card title="second" />).toNodeTree();
    ed.act(() => ed.actions.addNodeTree(tree, ROOT_NODE));
    const secondBody = ed.query.node(tree.rootNodeId).linkedNodes()[0];
    const [secondText] = childIds(ed.query, secondBody);
    ed.act(() => ed.actions.selectNode([secondBody, secondText]));
    fireEvent.click(button);
    expect(childIds(ed.query, secondBody)).toEqual([]);
    expect(ed.query.getNodes()[secondBody]).toBeDefined();
  });
}

// ---- API-6: docs/api/helpers.mdx, "isDraggable"

for (const mode of RENDER_MODES) {
  claim('api/helpers', 'isDraggable', `useDragProblem's reason is a string a reader can use (${mode.name})`, () => {
    const { useDragProblem } = loadGuideModule<{ useDragProblem: (id: string) => string | null }>(
      'docs/api/helpers.mdx',
      'useDragProblem',
    );
    function Problem({ id }: { id: string }) {
      const problem = useDragProblem(id);
      return <output data-id={id}>{problem ? problem.toUpperCase() : 'draggable'}</output>;
    }
    function Panel() {
      const { first } = useEditor((state) => ({ first: state.nodes[ROOT_NODE]?.data.nodes[0] }));
      return first ? (
        <>
          <Problem id={ROOT_NODE} />
          <Problem id={first} />
        </>
      ) : null;
    }
    const ed = renderEditor(twoTexts(), { resolver, around: <Panel />, strict: mode.strict });
    const outputs = Array.from(ed.container.querySelectorAll('output')).map((o) => o.textContent);
    expect(outputs).toEqual(['ERROR: INVARIANT FAILED: A TOP-LEVEL NODE CANNOT BE MOVED', 'draggable']);
  });
}

claim('api/helpers', 'isDraggable', "a use of useDragProblem's reason as a string compiles against the block", () => {
  // The block as printed, with what a reader writes with its result, type-checked as tests/docs/snippets.ts does.
  const file = 'docs/api/helpers.mdx';
  const block = extractSnippets(file, readFileSync(path.join(root, file), 'utf8')).find((s) =>
    s.meta.includes('title="useDragProblem"'),
  )!;
  const use =
    'export const shout = (problem: ReturnType<typeof useDragProblem>) => (problem ? problem.toUpperCase() : null);';
  expect(typeCheckSnippets(root, [{ ...block, code: `${block.code}\n${use}` }])).toEqual([]);
});

// ---- API-8: docs/api/useNode.mdx, "connectNode"

for (const mode of RENDER_MODES) {
  claim(
    'api/useNode',
    'connectNode',
    `ConnectedTitle connects its h2: a click selects the title (${mode.name})`,
    () => {
      // connectNode.tsx passes the whole useNode result, connectors included
      const { ConnectedTitle } = loadGuideModule<{ ConnectedTitle: React.FC<{ text: string }> }>(
        'docs/api/useNode.mdx',
        'ConnectedTitle',
      );
      const ed = renderEditor(
        <Element is={Box} canvas label="root">
          <ConnectedTitle text="Title" />
        </Element>,
        { resolver: { ...resolver, ConnectedTitle }, strict: mode.strict },
      );
      const [title] = childIds(ed.query, ROOT_NODE);
      const h2 = ed.container.querySelector('h2')!;
      expect(ed.query.node(title).get().dom).toBe(h2);
      ed.act(() => void mouseDown(h2));
      expect(ed.query.getEvent('selected').all()).toEqual([title]);
      expect(h2.style.color).toBe('blue');
      expect(h2.getAttribute('draggable')).toBe('true');
      expect(pageSection('docs/api/useNode.mdx', 'connectNode')).toContain(
        'the component must pass its element to `connectors.connect`',
      );
    },
  );
}

// ---- API-9: docs/api/nodetree.mdx, "Trees of nodes already in the editor"

/** A root box holding one Card (with its linked body), and the printed useDuplicate hook. */
function duplicatePage(strict: boolean) {
  const { useDuplicate } = loadGuideModule<{ useDuplicate: () => (id: string) => void }>(
    'docs/api/nodetree.mdx',
    'useDuplicate',
  );
  let hook: (id: string) => void = () => undefined;
  function Grab() {
    hook = useDuplicate();
    return null;
  }
  const ed = renderEditor(
    <Element is={Box} canvas label="root">
      <Card title="card" />
    </Element>,
    { resolver, around: <Grab />, strict },
  );
  const [card] = childIds(ed.query, ROOT_NODE);
  return { ed, card, duplicate: (id: string) => hook(id) };
}

for (const mode of RENDER_MODES) {
  claim(
    'api/nodetree',
    'Trees of nodes already in the editor',
    `useDuplicate works where crypto.randomUUID is missing, as on plain http (${mode.name})`,
    () => {
      const { ed, card, duplicate } = duplicatePage(mode.strict);
      // Outside a secure context (https or localhost) the browser has no crypto.randomUUID.
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
      try {
        ed.act(() => duplicate(card));
      } finally {
        delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
      }
      const [original, copy] = childIds(ed.query, ROOT_NODE);
      expect(original).toBe(card);
      expect(copy).toMatch(/^[0-9a-f]{10}$/);
      const copyBody = ed.query.node(copy).linkedNodes()[0];
      expect(copyBody).not.toBe(ed.query.node(card).linkedNodes()[0]);
      expect(ed.container.querySelectorAll('[data-card="card"]')).toHaveLength(2);
      expect(pageSection('docs/api/nodetree.mdx', 'Trees of nodes already in the editor')).toContain(
        '`crypto.randomUUID` exists only on pages served over https or from localhost',
      );
    },
  );
}

// ---- Third audit (2026-11-28), API3-1: docs/api/useEditor.mdx, "parseFreshNode"

for (const mode of RENDER_MODES) {
  claim(
    'api/useEditor',
    'parseFreshNode',
    `useHeadingNode builds a Heading node once its exported Heading is in the resolver, and throws without it (${mode.name})`,
    () => {
      const { Heading, useHeadingNode } = loadGuideModule<{
        Heading: React.FC<{ text: string }>;
        useHeadingNode: () => () => Node;
      }>('docs/api/useEditor.mdx', 'useHeadingNode');
      let make: () => Node = () => {
        throw new Error('not rendered');
      };
      function Grab() {
        make = useHeadingNode();
        return null;
      }
      const withHeading = renderEditor(<Element is={Box} canvas />, {
        resolver: { ...resolver, Heading },
        around: <Grab />,
        strict: mode.strict,
      });
      const node = make();
      expect([node.data.name, node.data.props]).toEqual(['Heading', { text: 'Title' }]);
      withHeading.act(() => withHeading.actions.add(node, ROOT_NODE));
      expect(withHeading.container.querySelector('h2')!.textContent).toBe('Title');
      withHeading.unmount();
      renderEditor(<Element is={Box} canvas />, { resolver, around: <Grab />, strict: mode.strict });
      expect(() => make()).toThrow(/does not exist in the resolver/);
      expect(guideBlock('docs/api/useEditor.mdx', 'useHeadingNode')).toContain(
        "// Must be in the Editor's resolver, or toNode() throws.",
      );
    },
  );
}

// ---- API3-2: docs/api/nodetree.mdx, "Trees of nodes already in the editor"

for (const mode of RENDER_MODES) {
  claim(
    'api/nodetree',
    'Trees of nodes already in the editor',
    `useDuplicate leaves a linked node and the root alone, so no unseen copy is saved (${mode.name})`,
    () => {
      const { ed, card, duplicate } = duplicatePage(mode.strict);
      const body = ed.query.node(card).linkedNodes()[0];
      const saved = ed.query.serialize();
      ed.act(() => duplicate(body));
      ed.act(() => duplicate(ROOT_NODE));
      expect(ed.query.node(card).get().data.nodes).toEqual([]);
      expect(ed.query.serialize()).toBe(saved);
      expect(ed.query.history.canUndo()).toBe(false);
      expect(pageSection('docs/api/nodetree.mdx', 'Trees of nodes already in the editor')).toContain(
        'The hook leaves the root and linked nodes',
      );
    },
  );
}

// ---- API3-3: docs/api/editor.mdx, "Try onNodesChange live"

claim(
  'api/editor',
  'Try onNodesChange live',
  'a hover before any click already counts one call, as the page says',
  () => {
    const block = guideBlock(EDITOR, 'Watching changes with onNodesChange');
    const { default: App } = loadGuideModule<{ default: React.FC }>(EDITOR, 'Watching changes with onNodesChange');
    expect(block).toContain('setChanges((n) => n + 1)');
    const view = render(<App />);
    const count = () => /Changes seen: (\d+)/.exec(view.container.textContent!)![1];
    expect(count()).toBe('0');
    act(() => void fireEvent.mouseOver(view.getByText('Hello')));
    expect(count()).toBe('1');
    act(() => void fireEvent.click(view.getByRole('button', { name: 'Add "!" to the text' })));
    expect(count()).toBe('2');
    expect(pageSection(EDITOR, 'Try onNodesChange live')).toContain('a hover over "Hello" already makes the first');
  },
);

// ---- Front matter: every API page names the words readers search with

test('docs/api/*.mdx › front matter › every API page has 4 to 10 keywords', () => {
  const dir = path.join(root, 'docs/api');
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.mdx'))) {
    const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(dir, file), 'utf8'))![1];
    const keywords = /^keywords:\n((?: {2}- .+\n?)+)/m.exec(front)?.[1].trim().split('\n') ?? [];
    expect([file, keywords.length >= 4 && keywords.length <= 10]).toEqual([file, true]);
  }
});
