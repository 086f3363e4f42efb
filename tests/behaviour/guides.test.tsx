/**
 * The guides docs/guides/{versioned-saving,server-rendering,iframe-editor,drop-indicator-and-rules,performance}.mdx.
 * Source: @craftjs/core src/editor/actions.ts (deserialize, add, move), src/editor/query.tsx (getDropPlaceholder),
 * src/editor/NodeHelpers.ts (isDroppable), src/editor/store.tsx (history), src/render/RenderNode.tsx (hidden),
 * src/events/RenderEditorIndicator.tsx, src/events/DefaultEventHandlers.ts, utils src/useCollector.tsx.
 */
import { Editor, Element, Frame, ROOT_NODE, useEditor, useNode, type Node } from '@craftjs/core';
import { act, render } from '@testing-library/react';
import React from 'react';
import { createPortal } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, vi } from 'vitest';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text, resolver } from './support/components';
import { childIds, renderEditor } from './support/editor';

afterEach(() => vi.restoreAllMocks());

const twoTexts = (options = {}) =>
  renderEditor(
    <Element is={Box} canvas label="root">
      <Text text="one" />
      <Text text="two" />
    </Element>,
    { resolver, ...options },
  );

const mousedown = (el: Element) => act(() => void el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));

// ---- versioned-saving

claim(
  'guides/versioned-saving',
  'What to watch out for',
  "deserialize('{}') replaces every node: no ROOT is left",
  () => {
    // src/editor/actions.ts deserialize → replaceNodes(nodes): state.nodes = the given nodes only
    const ed = twoTexts();
    expect(Object.keys(ed.query.getNodes())).toHaveLength(3);
    ed.act(() => ed.actions.deserialize('{}'));
    expect(ed.query.getNodes()).toEqual({});
    expect(ed.container.querySelector('p')).toBeNull();
  },
);

claim(
  'guides/versioned-saving',
  'What to watch out for',
  'a failed deserialize throws and leaves the page as it was',
  () => {
    // src/utils/deserializeNode.tsx: resolver[resolvedName] missing → TypeError inside the immer draft, discarded
    const ed = twoTexts();
    const before = ed.query.serialize();
    const unknown = JSON.parse(before);
    unknown[ROOT_NODE].type = { resolvedName: 'Gone' };
    expect(() => ed.act(() => ed.actions.deserialize(JSON.stringify(unknown)))).toThrow(TypeError);
    expect(() => ed.act(() => ed.actions.deserialize('{"ROOT": '))).toThrow(SyntaxError);
    expect(ed.query.serialize()).toBe(before);
    expect(Array.from(ed.container.querySelectorAll('p')).map((p) => p.textContent)).toEqual(['one', 'two']);
  },
);

claim(
  'guides/versioned-saving',
  'What to watch out for',
  'deserialize is one undo step; history.ignore() loads without one',
  () => {
    // src/editor/store.tsx: deserialize is not in the ignored actions; history.ignore() records no patches
    const ed = twoTexts();
    const original = ed.query.serialize();
    const other = JSON.parse(original);
    const [first] = childIds(ed.query, ROOT_NODE);
    other[first].props.text = 'restored';
    ed.act(() => ed.actions.deserialize(JSON.stringify(other)));
    expect(ed.container.querySelector('[data-text="restored"]')).not.toBeNull();
    expect(ed.query.history.canUndo()).toBe(true);
    ed.act(() => ed.actions.history.undo());
    expect(ed.query.serialize()).toBe(original);
    expect(ed.query.history.canUndo()).toBe(false);

    const quiet = twoTexts();
    quiet.act(() => quiet.actions.history.ignore().deserialize(JSON.stringify(other)));
    expect(quiet.query.node(first).get().data.props.text).toBe('restored');
    expect(quiet.query.history.canUndo()).toBe(false);
  },
);

// ---- server-rendering

claim(
  'guides/server-rendering',
  'What runs on the server',
  'renderToString gives only the components’ markup: no wrappers, no node ids',
  () => {
    // src/render/Frame.tsx loads data in its first render; connectors attach in effects, which the server skips
    const saved = twoTexts().query.serialize();
    const html = renderToString(
      <Editor resolver={resolver}>
        <Frame data={saved} />
      </Editor>,
    );
    expect(html).toBe(
      '<div data-box="root"><p data-text="one" style="color:black">one</p><p data-text="two" style="color:black">two</p></div>',
    );
    for (const id of Object.keys(JSON.parse(saved))) expect(html).not.toContain(id);
  },
);

claim(
  'guides/server-rendering',
  'Read-only, way 1: the editor with enabled={false}',
  'the output is the components’ markup (no draggable) and nothing can be selected',
  () => {
    // src/events/RenderEditorIndicator.tsx: handler.disable() when options.enabled is false, so drag() sets no draggable
    const editing = twoTexts();
    expect(editing.container.querySelector('p')!.getAttribute('draggable')).toBe('true');
    editing.unmount();
    const ed = twoTexts({ enabled: false });
    expect(ed.container.innerHTML).toBe(
      '<div data-box="root"><p data-text="one" style="color: black;">one</p><p data-text="two" style="color: black;">two</p></div>',
    );
    const p = ed.container.querySelector('p')!;
    mousedown(p);
    expect(ed.query.getEvent('selected').isEmpty()).toBe(true);
    expect(p.getAttribute('draggable')).toBeNull();
  },
);

// ---- iframe-editor

function renderInIframe() {
  const iframe = document.createElement('iframe');
  document.body.appendChild(iframe);
  const body = iframe.contentDocument!.body;
  let api: ReturnType<typeof useEditor> | null = null;
  function Grab() {
    api = useEditor();
    return null;
  }
  const view = render(
    <Editor resolver={resolver}>
      <Grab />
      {createPortal(
        <Frame>
          <Element is={Box} canvas label="root">
            <Text text="inside" />
          </Element>
        </Frame>,
        body,
      )}
    </Editor>,
  );
  return { view, body, iframe, api: () => api! };
}

claim(
  'guides/iframe-editor',
  'How it works in craft.js',
  'context crosses the portal: the nodes render in the iframe document and connect there',
  () => {
    // createPortal keeps the React tree; src/events/DefaultEventHandlers.ts connect → setDOM(id, el)
    const { view, body, iframe, api } = renderInIframe();
    const p = body.querySelector('[data-text="inside"]')!;
    expect(p.ownerDocument).toBe(iframe.contentDocument);
    expect(view.container.querySelector('p')).toBeNull();
    const [id] = childIds(api().query, ROOT_NODE);
    expect(api().query.node(id).get().dom).toBe(p);
    view.unmount();
    iframe.remove();
  },
);

claim(
  'guides/iframe-editor',
  'How it works in craft.js',
  'connectors listen on the element itself: a mousedown inside the iframe selects the node',
  () => {
    // DefaultEventHandlers.ts select: el.addEventListener('mousedown', …) on the connected element
    const { view, body, iframe, api } = renderInIframe();
    const [id] = childIds(api().query, ROOT_NODE);
    mousedown(body.querySelector('[data-text="inside"]')!);
    expect(api().query.getEvent('selected').all()).toEqual([id]);
    view.unmount();
    iframe.remove();
  },
);

// ---- drop-indicator-and-rules

function ruledCanvas(canMoveIn: (incoming: Node[], self: Node) => boolean) {
  const Limited = Object.assign(
    ({ children }: { children?: React.ReactNode }) => <div data-limited="">{children}</div>,
    {
      craft: { rules: { canMoveIn } },
    },
  );
  return renderEditor(
    <Element is={Box} canvas label="root">
      <Element is={Limited} canvas>
        <Text text="a" />
        <Text text="b" />
      </Element>
      <Text text="outside" />
    </Element>,
    { resolver: { ...resolver, Limited } },
  );
}

claim(
  'guides/drop-indicator-and-rules',
  'Drop rules',
  'canMoveIn gets an array, and is asked for a move within the same canvas too',
  () => {
    // src/editor/NodeHelpers.ts isDroppable: canMoveIn(targets.map(t => t.node), newParentNode, helpers) before the same-parent check
    const seen: string[][] = [];
    const ed = ruledCanvas((incoming) => {
      seen.push(incoming.map((n) => n.id));
      return true;
    });
    const [limited] = childIds(ed.query, ROOT_NODE);
    const [a, b] = childIds(ed.query, limited);
    ed.act(() => ed.actions.move(b, limited, 0));
    expect(seen).toEqual([[b]]);
    expect(childIds(ed.query, limited)).toEqual([b, a]);
    expect(ed.query.node(limited).isDroppable([a, b])).toBe(true);
    expect(seen).toEqual([[b], [a, b]]);
  },
);

claim(
  'guides/drop-indicator-and-rules',
  'At most N children, and reordering still works',
  'a count of data.nodes alone refuses reordering a full container',
  () => {
    // NodeHelpers.ts isDroppable: self.data.nodes already holds the dragged node when it reorders
    const naive = ruledCanvas((incoming, self) => self.data.nodes.length + incoming.length <= 2);
    const [limited] = childIds(naive.query, ROOT_NODE);
    const [, b] = childIds(naive.query, limited);
    expect(() => naive.act(() => naive.actions.move(b, limited, 0))).toThrow(
      'Invariant failed: Target parent rejects incoming node',
    );
    naive.unmount();
    const arriving = ruledCanvas(
      (incoming, self) => self.data.nodes.length + incoming.filter((n) => n.data.parent !== self.id).length <= 2,
    );
    const [box] = childIds(arriving.query, ROOT_NODE);
    const [a2, b2] = childIds(arriving.query, box);
    const outside = childIds(arriving.query, ROOT_NODE)[1];
    arriving.act(() => arriving.actions.move(b2, box, 0));
    expect(childIds(arriving.query, box)).toEqual([b2, a2]);
    expect(arriving.query.node(box).isDroppable([outside])).toBe(false);
  },
);

claim(
  'guides/drop-indicator-and-rules',
  'What to watch out for',
  'a rule that throws is a refusal; actions.add checks no rules',
  () => {
    // NodeHelpers.ts isDroppable: try { … } catch (err) { onError(err); return false }; actions.ts add: no isDroppable
    const ed = ruledCanvas((incoming) => (incoming as unknown as { data: { name: string } }).data.name === 'Text');
    const [limited, outside] = childIds(ed.query, ROOT_NODE);
    let reason: unknown = null;
    expect(ed.query.node(limited).isDroppable([outside], (err) => (reason = err))).toBe(false);
    expect(reason).toBeInstanceOf(TypeError);
    const tree = ed.query.parseReactElement(<Text text="added" />).toNodeTree();
    ed.act(() => ed.actions.addNodeTree(tree, limited));
    expect(childIds(ed.query, limited)).toHaveLength(3);
    expect(ed.container.querySelector('[data-limited] [data-text="added"]')).not.toBeNull();
  },
);

// ---- performance

claim(
  'guides/performance',
  'Read with query instead of collecting',
  'useEditor() without a collector does not re-render on changes, yet query reads the current state',
  () => {
    // src/hooks/useEditor.tsx → useCollector: no collector, no subscription
    let renders = 0;
    let api: ReturnType<typeof useEditor> | null = null;
    function Toolbar() {
      renders += 1;
      api = useEditor();
      return null;
    }
    const ed = twoTexts({ around: <Toolbar /> });
    const [one] = childIds(ed.query, ROOT_NODE);
    const settled = renders;
    ed.act(() => ed.actions.setProp(one, (p: { text: string }) => void (p.text = 'changed')));
    ed.act(() => ed.actions.selectNode(one));
    expect(renders).toBe(settled);
    expect(api!.query.node(one).get().data.props.text).toBe('changed');
    expect(api!.query.getEvent('selected').all()).toEqual([one]);
  },
);

claim(
  'guides/performance',
  'Collect little',
  'a collector of the selection re-renders when the selection changes, not on an unrelated setProp',
  () => {
    // utils src/useCollector.tsx: re-render only when isEqualWith(previous, collected) is false
    const names: string[] = [];
    function SelectionBadge() {
      const { selectedName } = useEditor((state) => {
        const [id] = state.events.selected;
        return { selectedName: id ? (state.nodes[id]?.data.displayName ?? null) : null };
      });
      names.push(selectedName ?? 'Nothing selected');
      return null;
    }
    const ed = twoTexts({ around: <SelectionBadge /> });
    const [one, two] = childIds(ed.query, ROOT_NODE);
    const settled = names.length;
    ed.act(() => ed.actions.setProp(two, (p: { text: string }) => void (p.text = 'changed')));
    expect(names.length).toBe(settled);
    ed.act(() => ed.actions.selectNode(one));
    expect(names.slice(settled)).toEqual(['Text']);
  },
);

claim(
  'guides/performance',
  'What re-renders when a prop changes',
  'setProp re-renders the changed node and its child node, not its sibling',
  () => {
    // src/render/DefaultRender.tsx: useMemo over type, props, nodes, linkedNodes, _hydrationTimestamp;
    // src/nodes/NodeElement.tsx + NodeContext.tsx: each child node gets a NodeProvider whose value is a new object
    const renders: string[] = [];
    const Counted = Object.assign(
      ({ text, children }: { text: string; children?: React.ReactNode }) => {
        const {
          connectors: { connect },
        } = useNode();
        renders.push(text);
        return (
          <div
            ref={(el) => {
              if (el) connect(el);
            }}
          >
            {text}
            {children}
          </div>
        );
      },
      { craft: { displayName: 'Counted' } },
    );
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Element is={Counted} canvas text="left">
          <Counted text="inside left" />
        </Element>
        <Counted text="right" />
      </Element>,
      { resolver: { ...resolver, Counted } },
    );
    const [left] = childIds(ed.query, ROOT_NODE);
    renders.length = 0;
    ed.act(() => ed.actions.setProp(left, (p: { text: string }) => void (p.text = 'left!')));
    expect(renders).toEqual(['left!', 'inside left']);
    expect(pageSection('docs/guides/performance.mdx', 'What re-renders when a prop changes')).toContain(
      'so does every component below it that calls `useNode`',
    );
  },
);

claim('guides/performance', 'Typing into a prop', 'changes within the throttle rate merge into one undo step', () => {
  // src/editor/store.tsx history.throttle(rate): patches merge into the last step while it is younger than rate
  const ed = twoTexts();
  const [one] = childIds(ed.query, ROOT_NODE);
  for (const text of ['T', 'Ti', 'Tit'])
    ed.act(() => ed.actions.history.throttle(10_000).setProp(one, (p: { text: string }) => void (p.text = text)));
  expect(ed.query.node(one).get().data.props.text).toBe('Tit');
  ed.act(() => ed.actions.history.undo());
  expect(ed.query.node(one).get().data.props.text).toBe('one');
  expect(ed.query.history.canUndo()).toBe(false);
});

claim(
  'guides/performance',
  'Hidden nodes and large pages',
  'a hidden node does not render, and stays in the state and in serialize()',
  () => {
    // src/render/RenderNode.tsx: hidden → null, so the component and its descendants do not run
    const ed = twoTexts();
    const [one] = childIds(ed.query, ROOT_NODE);
    ed.act(() => ed.actions.setHidden(one, true));
    expect(ed.container.querySelector('[data-text="one"]')).toBeNull();
    expect(ed.container.querySelector('[data-text="two"]')).not.toBeNull();
    expect(JSON.parse(ed.query.serialize())[one]).toMatchObject({ hidden: true, props: { text: 'one' } });
  },
);
