/**
 * docs/api/useNode.mdx, docs/api/user-component.mdx and docs/concepts/user-components.mdx, against a real Editor.
 * Source: @craftjs/core src/hooks/useNode.ts, src/nodes/useInternalNode.ts, src/utils/createNode.ts,
 * src/events/DefaultEventHandlers.ts, src/events/Positioner.ts, src/editor/NodeHelpers.ts.
 */
import { Element, ROOT_NODE, useEditor, useNode, type UserComponent } from '@craftjs/core';
import { act, render } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { claim } from './support/claim';
import { Box, Text, resolver } from './support/components';
import { fireDrag, setBox, stack } from './support/dom';
import { childIds, renderEditor } from './support/editor';
import { messages, spyConsole } from './support/spy';

afterEach(() => vi.restoreAllMocks());

claim('concepts/user-components', 'A user component, start to finish', 'useNode outside a node throws', () => {
  // src/nodes/useInternalNode.ts: invariant(context, ERROR_USE_NODE_OUTSIDE_OF_EDITOR_CONTEXT)
  spyConsole('error');
  function Lost() {
    useNode();
    return null;
  }
  expect(() => render(<Lost />)).toThrow('You can only use useNode in the context of <Editor />');
});

/** A Text-like component that exposes its useNode() result to the test. */
const exposed: { current: ReturnType<typeof useNode> | null } = { current: null };
const Probe: UserComponent<{ text: string }> = ({ text }) => {
  const node = useNode((n) => ({ hidden: n.data.hidden, selected: n.events.selected }));
  exposed.current = node;
  return (
    <p
      data-probe={text}
      ref={(el) => {
        if (el) node.connectors.connect(node.connectors.drag(el));
      }}
    >
      {text}
    </p>
  );
};
Probe.craft = { displayName: 'Probe' };

const withProbe = () =>
  renderEditor(
    <Element is={Box} canvas>
      <Probe text="probe" />
    </Element>,
    { resolver: { ...resolver, Probe } },
  );

claim('api/useNode', 'id', 'returns the node id, inNodeContext and inContext', () => {
  // src/nodes/useInternalNode.ts: returns { id, related, inNodeContext: !!context, actions, connectors }
  const ed = withProbe();
  const id = childIds(ed.query, ROOT_NODE)[0];
  expect(exposed.current!.id).toBe(id);
  expect(exposed.current!.inNodeContext).toBe(true);
  expect(exposed.current!.related).toBe(false);
});

claim('api/useNode', 'connect', 'connect registers the element as node.dom', () => {
  // src/events/DefaultEventHandlers.ts connect: store.actions.setDOM(id, el)
  const ed = withProbe();
  const id = childIds(ed.query, ROOT_NODE)[0];
  expect(ed.query.node(id).get().dom).toBe(ed.container.querySelector('[data-probe]'));
});

claim('api/useNode', 'setProp', "changes this node's props; with throttleRate changes merge into one step", () => {
  // src/nodes/useInternalNode.ts setProp: throttleRate → EditorActions.history.throttle(rate).setProp(id, cb)
  const ed = withProbe();
  const id = childIds(ed.query, ROOT_NODE)[0];
  ed.act(() => exposed.current!.actions.setProp((p: Record<string, unknown>) => void (p.text = 'one'), 10_000));
  ed.act(() => exposed.current!.actions.setProp((p: Record<string, unknown>) => void (p.text = 'two'), 10_000));
  expect(ed.container.querySelector('[data-probe="two"]')).not.toBeNull();
  ed.act(() => ed.actions.history.undo());
  expect(ed.query.node(id).get().data.props.text).toBe('probe');
  expect(ed.query.history.canUndo()).toBe(false);
});

claim('api/useNode', 'setCustom', "changes this node's custom data", () => {
  // src/nodes/useInternalNode.ts setCustom → EditorActions.setCustom(id, cb)
  const ed = withProbe();
  const id = childIds(ed.query, ROOT_NODE)[0];
  ed.act(() => exposed.current!.actions.setCustom((c: Record<string, unknown>) => void (c.label = 'x')));
  expect(ed.query.node(id).get().data.custom).toEqual({ label: 'x' });
});

claim('api/useNode', 'setHidden', 'hides this node', () => {
  // src/nodes/useInternalNode.ts setHidden → EditorActions.setHidden(id, bool); src/render/RenderNode.tsx skips hidden
  const ed = withProbe();
  const id = childIds(ed.query, ROOT_NODE)[0];
  ed.act(() => exposed.current!.actions.setHidden(true));
  expect(ed.query.node(id).get().data.hidden).toBe(true);
  expect(ed.container.querySelector('[data-probe]')).toBeNull();
});

claim('api/useNode', 'Top-level setProp (deprecated)', 'still works and warns', () => {
  // src/hooks/useNode.ts: deprecationWarning('useNode().setProp()', ...)
  const warn = spyConsole('warn');
  const ed = withProbe();
  const id = childIds(ed.query, ROOT_NODE)[0];
  ed.act(() => exposed.current!.setProp((p) => void (p.text = 'old')));
  expect(ed.query.node(id).get().data.props.text).toBe('old');
  expect(messages(warn)).toContain('useNode().setProp() will be deprecated');
});

claim(
  'concepts/user-components',
  'Reading node state with a collector',
  'collected values re-render the component when they change',
  () => {
    // utils src/useCollector.tsx: re-collect on every change, setState only when !isEqualWith
    const ed = withProbe();
    const id = childIds(ed.query, ROOT_NODE)[0];
    expect((exposed.current as unknown as { selected: boolean }).selected).toBe(false);
    ed.act(() => ed.actions.selectNode(id));
    expect((exposed.current as unknown as { selected: boolean }).selected).toBe(true);
  },
);

claim(
  'api/user-component',
  'related',
  'useNode inside a related component refers to the node, with related = true',
  () => {
    // src/utils/createNode.ts: related components wrapped in NodeProvider { id, related: true }
    let seen: { id: string; related: boolean; text: string } | null = null;
    function Settings() {
      const { id, related, text } = useNode((n) => ({ text: n.data.props.text as string }));
      seen = { id, related, text };
      return null;
    }
    const WithSettings = Object.assign(({ text }: { text: string }) => <span>{text}</span>, {
      craft: { related: { settings: Settings } },
    });
    function Panel() {
      const { Related } = useEditor((state) => {
        const id = [...state.events.selected][0];
        return { Related: id ? state.nodes[id].related.settings : null };
      });
      return Related ? <Related /> : null;
    }
    const ed = renderEditor(
      <Element is={Box} canvas>
        <WithSettings text="hello" />
      </Element>,
      { resolver: { ...resolver, WithSettings }, around: <Panel /> },
    );
    const id = childIds(ed.query, ROOT_NODE)[0];
    ed.act(() => ed.actions.selectNode(id));
    expect(seen).toEqual({ id, related: true, text: 'hello' });
  },
);

claim('api/user-component', 'displayName', 'displayName, else craft.name, else the function name', () => {
  const Named = Object.assign(
    function NamedFn() {
      return <span />;
    },
    { craft: { name: 'From name' } },
  );
  const Shown = Object.assign(
    function ShownFn() {
      return <span />;
    },
    { craft: { name: 'From name', displayName: 'Shown' } },
  );
  const Plain = function PlainFn() {
    return <span />;
  };
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Named />
      <Shown />
      <Plain />
    </Element>,
    { resolver: { ...resolver, Named, Shown, Plain } },
  );
  const names = childIds(ed.query, ROOT_NODE).map((id) => ed.query.node(id).get().data);
  expect(names.map((d) => d.displayName)).toEqual(['From name', 'Shown', 'PlainFn']);
  // the name used in saved data is the resolver key, not craft.name
  expect(names.map((d) => d.name)).toEqual(['Named', 'Shown', 'Plain']);
});

claim('api/user-component', 'props', 'craft.props are defaults under the JSX props', () => {
  // src/utils/createNode.ts: props = { ...(craft.props || craft.defaultProps || {}), ...data.props }
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Text text="given" />
      <Text text="red" color="red" />
    </Element>,
    { resolver },
  );
  const [a, b] = childIds(ed.query, ROOT_NODE);
  expect(ed.query.node(a).get().data.props).toEqual({ color: 'black', text: 'given' });
  expect(ed.query.node(b).get().data.props).toEqual({ color: 'red', text: 'red' });
});

claim('api/user-component', 'defaultProps', 'craft.defaultProps is read only when craft.props is not set', () => {
  // src/utils/createNode.ts: craft.props || craft.defaultProps
  const Old = Object.assign(({ size }: { size?: number }) => <span>{size}</span>, {
    craft: { defaultProps: { size: 3 } },
  });
  const Both = Object.assign(({ size }: { size?: number }) => <span>{size}</span>, {
    craft: { props: { size: 1 }, defaultProps: { size: 3 } },
  });
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Old />
      <Both />
    </Element>,
    { resolver: { ...resolver, Old, Both } },
  );
  const [old, both] = childIds(ed.query, ROOT_NODE);
  expect(ed.query.node(old).get().data.props).toEqual({ size: 3 });
  expect(ed.query.node(both).get().data.props).toEqual({ size: 1 });
});

claim('api/user-component', 'isCanvas', 'craft.isCanvas takes precedence over <Element canvas>', () => {
  // src/utils/createNode.ts: craft.isCanvas (when not null) overwrites data.isCanvas after the Element props
  const Never = Object.assign(({ children }: { children?: React.ReactNode }) => <div>{children}</div>, {
    craft: { isCanvas: false },
  });
  const Always = Object.assign(({ children }: { children?: React.ReactNode }) => <div>{children}</div>, {
    craft: { isCanvas: true },
  });
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Element is={Never} canvas />
      <Always />
    </Element>,
    { resolver: { ...resolver, Never, Always } },
  );
  const [never, always] = childIds(ed.query, ROOT_NODE);
  expect(ed.query.node(never).isCanvas()).toBe(false);
  expect(ed.query.node(always).isCanvas()).toBe(true);
});

claim('api/user-component', 'rules', 'rules left out allow everything', () => {
  // src/utils/createNode.ts: default rules return true; only craft.rules keys replace them
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Element is={Box} canvas label="target" />
      <Text text="A" />
    </Element>,
    { resolver },
  );
  const [target, a] = childIds(ed.query, ROOT_NODE);
  const rules = ed.query.node(a).get().rules;
  expect([
    rules.canDrag(ed.query.node(a).get(), ed.query.node),
    rules.canMoveIn([], ed.query.node(a).get(), ed.query.node),
  ]).toEqual([true, true]);
  ed.act(() => ed.actions.move(a, target, 0));
  expect(childIds(ed.query, target)).toEqual([a]);
});

claim(
  'concepts/user-components',
  'When canDrag is checked',
  'the drag connector asks canDrag once, when it is attached',
  () => {
    // DefaultEventHandlers.ts drag: `if (!isDraggable()) return () => {}` runs at attach time only
    let allowed = false;
    const Gate = Object.assign(
      () => {
        const {
          connectors: { connect, drag },
        } = useNode();
        return (
          <p
            data-gate
            ref={(el) => {
              if (el) connect(drag(el));
            }}
          >
            gate
          </p>
        );
      },
      { craft: { rules: { canDrag: () => allowed } } },
    );
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Gate />
      </Element>,
      { resolver: { ...resolver, Gate } },
    );
    const gate = ed.container.querySelector('[data-gate]')!;
    expect(gate.getAttribute('draggable')).toBeNull();
    allowed = true;
    const id = childIds(ed.query, ROOT_NODE)[0];
    ed.act(() => ed.actions.setCustom(id, (c) => void (c.poke = 1))); // state changes; the connector is not attached again
    expect(ed.query.node(id).isDraggable()).toBe(true);
    expect(gate.getAttribute('draggable')).toBeNull();
  },
);

claim(
  'concepts/user-components',
  'When canDrag is checked',
  'canDrag is asked again at drag start; a refusal blocks the drop',
  () => {
    // Positioner.ts validateDraggedNodes → isDraggable → dragError; DefaultEventHandlers.dropElement skips indicator.error
    let allowed = true;
    const Gate = Object.assign(
      ({ name }: { name: string }) => {
        const {
          connectors: { connect, drag },
        } = useNode();
        return (
          <p
            data-gate={name}
            ref={(el) => {
              if (el) connect(drag(el));
            }}
          >
            {name}
          </p>
        );
      },
      { craft: { rules: { canDrag: () => allowed } } },
    );
    const ed = renderEditor(
      <Element is={Box} canvas label="root">
        <Gate name="one" />
        <Gate name="two" />
      </Element>,
      { resolver: { ...resolver, Gate } },
    );
    const root = ed.container.querySelector('[data-box="root"]')!;
    setBox(root, { top: 0, left: 0, width: 400, height: 200 });
    const ps = Array.from(root.querySelectorAll('p'));
    stack(ps);
    const before = childIds(ed.query, ROOT_NODE);
    allowed = false;
    ed.act(() => fireDrag(ps[1], 'dragstart'));
    ed.act(() => fireDrag(ps[0], 'dragover', { x: 10, y: 10 }));
    const error = ed.query.getState().indicator!.error as unknown as Error;
    expect(error.message).toBe(
      'Invariant failed: The node has specified a canDrag() rule that prevents it from being dragged',
    );
    ed.act(() => fireDrag(ps[1], 'dragend'));
    expect(childIds(ed.query, ROOT_NODE)).toEqual(before);
  },
);

claim(
  'concepts/user-components',
  'rules',
  'canMoveIn also runs for a move inside the same parent, whose data.nodes already holds the node',
  () => {
    // NodeHelpers.ts isDroppable: canMoveIn(incoming, newParentNode, helpers) is called before the same-parent check
    const calls: { incoming: string[]; current: string[] }[] = [];
    const AtMostTwo = Object.assign(({ children }: { children?: React.ReactNode }) => <div>{children}</div>, {
      craft: {
        rules: {
          canMoveIn: (incoming: { id: string }[], self: { data: { nodes: string[] } }) => {
            calls.push({ incoming: incoming.map((n) => n.id), current: [...self.data.nodes] });
            return self.data.nodes.length + incoming.length <= 2;
          },
        },
      },
    });
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Element is={AtMostTwo} canvas>
          <Text text="A" />
          <Text text="B" />
        </Element>
      </Element>,
      { resolver: { ...resolver, AtMostTwo } },
    );
    const full = childIds(ed.query, ROOT_NODE)[0];
    const [a, b] = childIds(ed.query, full);
    // reordering inside the full container is refused by a naive capacity rule
    expect(() => ed.actions.move(b, full, 0)).toThrow('Target parent rejects incoming node');
    expect(calls).toEqual([{ incoming: [b], current: [a, b] }]);
  },
);

claim('concepts/user-components', 'Connectors', 'drag only takes effect for nodes that may be dragged', () => {
  // src/events/DefaultEventHandlers.ts drag: no draggable attribute when !isDraggable()
  const ed = renderEditor(
    <Element is={Box} canvas label="root">
      <Element is={Box} label="plain">
        <Text text="stuck" />
      </Element>
    </Element>,
    { resolver },
  );
  expect(ed.container.querySelector('[data-text="stuck"]')!.getAttribute('draggable')).toBeNull();
  expect(ed.container.querySelector('[data-box="plain"]')!.getAttribute('draggable')).toBe('true');
  expect(ed.container.querySelector('[data-box="root"]')!.getAttribute('draggable')).toBeNull();
});

claim('concepts/user-components', 'Props and setProp', 'reassigning the draft parameter changes nothing', () => {
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Text text="A" />
    </Element>,
    { resolver },
  );
  const a = childIds(ed.query, ROOT_NODE)[0];
  ed.act(() =>
    ed.actions.setProp(a, (props) => {
      props = { text: 'replaced' };
      void props;
    }),
  );
  expect(ed.query.node(a).get().data.props.text).toBe('A');
  expect(ed.query.history.canUndo()).toBe(false);
});

claim('api/useNode', 'drag', 'nothing happens for a node that cannot be dragged', () => {
  // src/events/DefaultEventHandlers.ts drag: if (!query.node(id).isDraggable()) return () => {}
  const warn = spyConsole('warn');
  const ed = withProbe();
  act(() => undefined);
  expect(ed.container.querySelector('[data-probe]')!.getAttribute('draggable')).toBe('true');
  expect(ed.container.querySelector('[data-box]')!.getAttribute('draggable')).toBeNull();
  expect(warn).not.toHaveBeenCalled();
});
