/**
 * docs/api/editor.mdx and docs/concepts/editor.mdx: the <Editor /> options, against a real Editor.
 * Source: @craftjs/core src/editor/Editor.tsx, src/editor/store.tsx, src/events/RenderEditorIndicator.tsx,
 * src/render/RenderNode.tsx, src/utils/resolveComponent.ts.
 */
import { Editor, Element, Frame, ROOT_NODE, useEditor, useNode } from '@craftjs/core';
import { act, render } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text, resolver } from './support/components';
import { fireDrag, setBox, stack } from './support/dom';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';
import { spyConsole } from './support/spy';

afterEach(() => vi.restoreAllMocks());

const content = (
  <Element is={Box} canvas label="root">
    <Text text="A" />
    <Text text="B" />
  </Element>
);

claim('api/editor', 'resolver', 'the Editor throws when resolver is an array', () => {
  // Editor.tsx: invariant(typeof resolver === 'object' && !Array.isArray(resolver) ..., ERROR_RESOLVER_NOT_AN_OBJECT)
  spyConsole('error');
  expect(() => render(<Editor resolver={[Text] as never} />)).toThrow('Resolver in <Editor /> has to be an object');
});

claim('api/editor', 'resolver', 'a node whose component is missing from the resolver throws', () => {
  // resolveComponent.ts: invariant(resolvedName, ERROR_NOT_IN_RESOLVER)
  spyConsole('error');
  expect(() => renderEditor(content, { resolver: { Box } })).toThrow(
    'The component type specified for this node (Text) does not exist in the resolver',
  );
});

claim('concepts/editor', 'The resolver', 'with several keys for one component, the last key is saved', () => {
  // resolveComponent.ts getReversedResolver: reversed.set(comp, name) for each entry, so the last name wins
  const ed = renderEditor(content, { resolver: { LegacyText: Text, Box, Text } });
  const a = childIds(ed.query, ROOT_NODE)[0];
  expect(JSON.parse(ed.query.serialize())[a].type).toEqual({ resolvedName: 'Text' });
  const old = JSON.parse(ed.query.serialize());
  old[a].type = { resolvedName: 'LegacyText' };
  ed.act(() => ed.actions.deserialize(old));
  expect(ed.container.querySelector('[data-text="A"]')).not.toBeNull();
});

claim(
  'api/editor',
  'enabled',
  'changes of the prop are copied into the store: when false, clicks select nothing and events are cleared',
  () => {
    // Editor.tsx syncs options.enabled with setOptions; RenderEditorIndicator.tsx: !enabled → handler.disable()
    // → DefaultEventHandlers.onDisable → clearEvents, and the ConnectorRegistry stops the listeners
    let query: ReturnType<typeof useEditor>['query'] | null = null;
    function Grab() {
      query = useEditor().query;
      return null;
    }
    const Page = ({ enabled }: { enabled: boolean }) => (
      <Editor resolver={resolver} enabled={enabled}>
        <Grab />
        <Frame>{content}</Frame>
      </Editor>
    );
    const view = render(<Page enabled />);
    const q = () => query!;
    const [a, b] = childIds(q(), ROOT_NODE);
    const [pA, pB] = Array.from(view.container.querySelectorAll('p'));
    act(() => void pA.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(q().getEvent('selected').all()).toEqual([a]);
    view.rerender(<Page enabled={false} />);
    expect(q().getOptions().enabled).toBe(false);
    expect(q().getEvent('selected').isEmpty()).toBe(true);
    act(() => void pB.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(q().getEvent('selected').isEmpty()).toBe(true);
    view.rerender(<Page enabled />);
    act(() => void pB.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(q().getEvent('selected').all()).toEqual([b]);
  },
);

claim(
  'concepts/editor',
  'Enabling and disabling the editor',
  'setOptions(enabled = false) clears the selection; clicks select nothing',
  () => {
    const ed = renderEditor(content, { resolver });
    const [a] = childIds(ed.query, ROOT_NODE);
    const p = ed.container.querySelector('[data-text="A"]')!;
    ed.act(() => void p.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(ed.query.getEvent('selected').all()).toEqual([a]);
    ed.act(() => ed.actions.setOptions((o) => void (o.enabled = false)));
    expect(ed.query.getEvent('selected').isEmpty()).toBe(true);
    ed.act(() => void p.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(ed.query.getEvent('selected').isEmpty()).toBe(true);
    // the page is still rendered as before
    expect(ed.container.querySelector('[data-text="A"]')).not.toBeNull();
    ed.act(() => ed.actions.setOptions((o) => void (o.enabled = true)));
    ed.act(() => void p.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(ed.query.getEvent('selected').all()).toEqual([a]);
  },
);

claim('api/editor', 'onRender', 'wraps every node; useNode inside it refers to the rendered node', () => {
  // src/render/RenderNode.tsx: React.createElement(onRender, { render }) inside the node's NodeProvider
  const seen: string[] = [];
  function Outline({ render }: { render: React.ReactElement }) {
    const { id } = useNode();
    seen.push(id);
    return <div data-outline={id}>{render}</div>;
  }
  const ed = renderEditor(content, { resolver, onRender: Outline });
  const ids = Object.keys(ed.query.getNodes());
  expect(ed.container.querySelectorAll('[data-outline]')).toHaveLength(3);
  expect([...new Set(seen)].sort()).toEqual(ids.sort());
  const a = childIds(ed.query, ROOT_NODE)[0];
  expect(ed.container.querySelector(`[data-outline="${a}"] [data-text="A"]`)).not.toBeNull();
});

claim('api/editor', 'Hidden nodes and onRender', 'a hidden node is not passed to onRender at all', () => {
  // RenderNode.tsx: if (hidden) return null, before React.createElement(onRender, ...)
  const rendered = vi.fn();
  function Spy({ render }: { render: React.ReactElement }) {
    const { id } = useNode();
    rendered(id);
    return render;
  }
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Element is={Text} text="hidden" hidden />
      <Text text="shown" />
    </Element>,
    { resolver, onRender: Spy },
  );
  const [hidden, shown] = childIds(ed.query, ROOT_NODE);
  const ids = rendered.mock.calls.map(([id]) => id);
  expect(ids).toContain(shown);
  expect(ids).not.toContain(hidden);
});

claim('concepts/editor', 'The Editor component', 'options are read once: a new onRender prop is ignored', () => {
  // Editor.tsx: useRef(options) → the store is created from the first props only
  const First = ({ render }: { render: React.ReactElement }) => <div data-wrap="first">{render}</div>;
  const Second = ({ render }: { render: React.ReactElement }) => <div data-wrap="second">{render}</div>;
  const Page = ({ onRender }: { onRender: typeof First }) => (
    <Editor resolver={resolver} onRender={onRender}>
      <Frame>{content}</Frame>
    </Editor>
  );
  const view = render(<Page onRender={First} />);
  view.rerender(<Page onRender={Second} />);
  expect(view.container.querySelectorAll('[data-wrap="second"]')).toHaveLength(0);
  expect(view.container.querySelectorAll('[data-wrap="first"]')).toHaveLength(3);
});

claim('api/editor', 'onNodesChange', 'called with query after node changes, not on selection', () => {
  // Editor.tsx: subscribe(() => ({ json: query.serialize() }), () => onNodesChange(query)) compares the serialized nodes
  const onNodesChange = vi.fn();
  const ed = renderEditor(content, { resolver, onNodesChange });
  const a = childIds(ed.query, ROOT_NODE)[0];
  ed.act(() => ed.actions.selectNode(a)); // the first state change of any kind: see the save-load-state claim
  const before = onNodesChange.mock.calls.length;
  ed.act(() => ed.actions.selectNode());
  ed.act(() => ed.actions.selectNode(a));
  expect(onNodesChange).toHaveBeenCalledTimes(before);
  ed.act(() => ed.actions.setProp(a, (p) => void (p.text = 'A2')));
  expect(onNodesChange).toHaveBeenCalledTimes(before + 1);
  expect(onNodesChange.mock.calls[before][0].serialize()).toContain('A2');
  ed.act(() => ed.actions.history.undo());
  expect(onNodesChange).toHaveBeenCalledTimes(before + 2);
});

claim(
  'guides/save-load-state',
  'Autosave with onNodesChange',
  'no call at mount; the first state change of any kind calls it once',
  () => {
    // utils useMethods.ts: the Subscriber starts with collected = undefined and is created after the mount notify,
    // so the first notify (even a selection) differs from "nothing" and calls onNodesChange
    const onNodesChange = vi.fn();
    const ed = renderEditor(content, { resolver, onNodesChange });
    expect(onNodesChange).toHaveBeenCalledTimes(0);
    ed.act(() => ed.actions.selectNode(childIds(ed.query, ROOT_NODE)[0]));
    expect(onNodesChange).toHaveBeenCalledTimes(1);
    ed.act(() => ed.actions.selectNode());
    expect(onNodesChange).toHaveBeenCalledTimes(1);
  },
);

claim(
  'guides/save-load-state',
  'Autosave with onNodesChange',
  'a new onNodesChange after mount is never called, while a changed enabled prop takes effect',
  () => {
    const first = vi.fn();
    const second = vi.fn();
    const handle: { current: ReturnType<typeof useEditor> | null } = { current: null };
    function Grab() {
      handle.current = useEditor();
      return null;
    }
    const page = (onNodesChange: () => void, enabled: boolean) => (
      <Editor resolver={resolver} onNodesChange={onNodesChange} enabled={enabled}>
        <Grab />
        <Frame>{content}</Frame>
      </Editor>
    );
    const view = render(page(first, true));
    view.rerender(page(second, false));
    const { actions, query } = handle.current!;
    expect(query.getOptions().enabled).toBe(false);
    act(() => actions.setProp(childIds(query, ROOT_NODE)[0], (p) => void (p.text = 'changed')));
    expect(first).toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    expect(pageSection('docs/guides/save-load-state.mdx', 'Autosave with onNodesChange')).toContain(
      'Like the other `<Editor>` options except `enabled`',
    );
  },
);

claim('api/editor', 'indicator', 'the default is { success, error } only', () => {
  // src/editor/store.tsx editorInitialState.options.indicator = { error: 'red', success: 'rgb(98, 196, 98)' }
  const ed = renderEditor(content, { resolver });
  expect(ed.query.getOptions().indicator).toEqual({ error: 'red', success: 'rgb(98, 196, 98)' });
});

claim('api/editor', 'indicator', 'the option replaces the default object: colours given separately are lost', () => {
  // store.tsx: options: { ...editorInitialState.options, ...options } (one level); RenderEditorIndicator.tsx uses indicator.success / .error
  const ed = renderEditor(content, { resolver, indicator: { thickness: 4 } });
  expect(ed.query.getOptions().indicator).toEqual({ thickness: 4 });
  const root = ed.container.querySelector('[data-box="root"]')!;
  setBox(root, { top: 0, left: 0, width: 400, height: 200 });
  const ps = Array.from(root.querySelectorAll('p'));
  stack(ps);
  ed.act(() => fireDrag(ps[1], 'dragstart'));
  ed.act(() => fireDrag(ps[0], 'dragover', { x: 10, y: 10 }));
  const indicator = Array.from(document.querySelectorAll<HTMLElement>('div')).find((d) => d.style.zIndex === '99999')!;
  expect(indicator).toBeDefined();
  expect(indicator.style.backgroundColor).toBe('');
  ed.act(() => fireDrag(ps[1], 'dragend'));
});

claim(
  'concepts/editor',
  'Outlines and indicators with onRender',
  'the drop indicator uses the success colour for an allowed drop',
  () => {
    // src/events/RenderEditorIndicator.tsx: backgroundColor = error ? indicator.error : indicator.success; transition default '0.2s ease-in'
    const ed = renderEditor(content, { resolver });
    const root = ed.container.querySelector('[data-box="root"]')!;
    setBox(root, { top: 0, left: 0, width: 400, height: 200 });
    const ps = Array.from(root.querySelectorAll('p'));
    stack(ps);
    ed.act(() => fireDrag(ps[1], 'dragstart'));
    ed.act(() => fireDrag(ps[0], 'dragover', { x: 10, y: 10 }));
    const indicator = Array.from(document.querySelectorAll<HTMLElement>('div')).find(
      (d) => d.style.zIndex === '99999',
    )!;
    expect(indicator.style.backgroundColor).toBe('rgb(98, 196, 98)');
    expect(indicator.style.transition).toBe('0.2s ease-in');
    ed.act(() => fireDrag(ps[1], 'dragend'));
  },
);

claim('api/editor', 'normalizeNodes', 'runs after node data changes, inside the same undo step', () => {
  // Editor.tsx patch listener: normalizer(draft => normalizeNodes(draft, previousState, action, query)) merges patches into the step
  const normalizeNodes = vi.fn((state: { nodes: Record<string, { data: { props: Record<string, unknown> } }> }) => {
    for (const node of Object.values(state.nodes)) if (node.data.props.text === 'shout') node.data.props.text = 'SHOUT';
  });
  const ed = renderEditor(content, { resolver, normalizeNodes: normalizeNodes as never });
  const a = childIds(ed.query, ROOT_NODE)[0];
  ed.act(() => ed.actions.setProp(a, (p) => void (p.text = 'shout')));
  expect(ed.query.node(a).get().data.props.text).toBe('SHOUT');
  expect((normalizeNodes.mock.calls.at(-1) as unknown[])[2]).toMatchObject({ type: 'setProp' });
  ed.act(() => ed.actions.history.undo());
  expect(ed.query.node(a).get().data.props.text).toBe('A');
  // selection does not touch node data: no call
  const calls = normalizeNodes.mock.calls.length;
  ed.act(() => ed.actions.selectNode(a));
  expect(normalizeNodes).toHaveBeenCalledTimes(calls);
});

claim('concepts/editor', 'History', 'selection, setOptions and clearEvents are never recorded', () => {
  // src/editor/store.tsx ignoreHistoryForActions: setDOM, setNodeEvent, selectNode, clearEvents, setOptions, setIndicator
  const ed = renderEditor(content, { resolver });
  const a = childIds(ed.query, ROOT_NODE)[0];
  ed.act(() => ed.actions.selectNode(a));
  ed.act(() => ed.actions.setOptions((o) => void (o.enabled = true)));
  ed.act(() => ed.actions.clearEvents());
  expect(ed.query.history.canUndo()).toBe(false);
});

claim('api/editor', 'handlers', 'the handlers option builds the connectors once from the store', () => {
  // events/Events.tsx: useMemo(() => store.query.getOptions().handlers(store), [store])
  const made = vi.fn();
  const ed0 = renderEditor(content, { resolver });
  const Default = ed0.query.getOptions().handlers;
  ed0.unmount();
  const ed = renderEditor(content, {
    resolver,
    handlers: (store) => {
      made();
      return Default(store);
    },
  });
  ed.act(() => ed.actions.setProp(childIds(ed.query, ROOT_NODE)[0], (p) => void (p.text = 'x')));
  expect(made).toHaveBeenCalledTimes(1);
});

claim(
  'concepts/editor',
  'useEditor and collectors',
  'without a collector the component does not re-render on state changes',
  () => {
    // utils src/useCollector.tsx: subscribe only `if (collectorRef.current)`
    const renders = vi.fn();
    function NoCollector() {
      useEditor();
      renders();
      return null;
    }
    const ed = renderEditor(content, { resolver, around: <NoCollector /> });
    const before = renders.mock.calls.length;
    const a = childIds(ed.query, ROOT_NODE)[0];
    ed.act(() => ed.actions.setProp(a, (p) => void (p.text = 'changed')));
    ed.act(() => ed.actions.selectNode(a));
    expect(renders).toHaveBeenCalledTimes(before);
    expect(ed.container.querySelector('[data-text="changed"]')).not.toBeNull();
  },
);

for (const mode of RENDER_MODES) {
  claim(
    'concepts/editor',
    'useEditor and collectors',
    `a collector does not run again when a prop changes; keyed by the id it does (${mode.name})`,
    () => {
      // utils src/useCollector.tsx: the collector runs on the first render and on store notifications only
      const { NodeInfo } = loadGuideModule<{ NodeInfo: React.FC<{ id: string }> }>(
        'docs/api/useEditor.mdx',
        'SelectedNodeInfo',
      );
      function Panel({ keyed }: { keyed: boolean }) {
        const { selectedId } = useEditor((state) => ({ selectedId: [...state.events.selected][0] }));
        if (!selectedId) return null;
        return (
          <div data-keyed={keyed}>
            {keyed ? <NodeInfo key={selectedId} id={selectedId} /> : <NodeInfo id={selectedId} />}
          </div>
        );
      }
      const ed = renderEditor(content, {
        resolver,
        strict: mode.strict,
        around: (
          <>
            <Panel keyed={false} />
            <Panel keyed />
          </>
        ),
      });
      const shown = (keyed: boolean) => ed.container.querySelector(`[data-keyed="${keyed}"]`)!.textContent;
      ed.act(() => ed.actions.selectNode(ROOT_NODE));
      expect([shown(false), shown(true)]).toEqual(['Box: 2 children', 'Box: 2 children']);
      ed.act(() => ed.actions.selectNode(childIds(ed.query, ROOT_NODE)[0]));
      // The unkeyed component got the new id as a prop, but its collector still holds the root's values.
      expect([shown(false), shown(true)]).toEqual(['Box: 2 children', 'Text: 0 children']);
      expect(pageSection('docs/concepts/editor.mdx', 'useEditor and collectors')).toContain(
        'does **not** run again when the component',
      );
    },
  );
}
