/**
 * Real questions answered on docs/api/nodetree.mdx, run as printed, plainly and inside <React.StrictMode>:
 * - "Change User Component to another User Component" (issue 100) › Changing a node's component type:
 *   change-type.tsx (useChangeType);
 * - "Figma like components" (issue 127) › Saving a subtree as a reusable template: templates.tsx (useTemplates,
 *   TemplateButton).
 * Source: @craftjs/core src/editor/actions.ts (addNodeTreeToParent walks the tree from rootNodeId and checks no
 * ids; deleteNode removes children and linked nodes; delete throws for top-level nodes), src/utils/createNode.ts
 * (craft.props defaults under the given props; craft.isCanvas wins), src/nodes/Element.tsx (an existing linked node
 * is reused only when its type equals `is`, else addLinkedNodeFromTree replaces it, history ignored),
 * src/editor/query.tsx (parseSerializedNode → deserializeNode keeps nodes and linkedNodes), src/events/
 * DefaultEventHandlers.ts (create calls a function userElement at every dragstart), src/editor/store.tsx
 * (clearEvents / selectNode not recorded), @craftjs/utils src/History.ts (merge joins timeline[pointer]; add
 * truncates the redo steps).
 */
import type * as Craft from '@craftjs/core';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Card, Text } from './support/components';
import { fireDrag, setBox, stack } from './support/dom';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const { Element, ROOT_NODE, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;

const PAGE = 'api/nodetree';
const FILE = `docs/${PAGE}.mdx`;
const CHANGE = "Changing a node's component type";
const TEMPLATE = 'Saving a subtree as a reusable template';

type Template = { rootNodeId: string; nodes: Craft.SerializedNodes };
const { useChangeType } = loadGuideModule<{ useChangeType: () => (id: string, name: string) => boolean }>(
  FILE,
  'change-type.tsx',
);
const { useTemplates, TemplateButton } = loadGuideModule<{
  useTemplates: () => { save: (id: string) => Template; toTree: (template: Template) => Craft.NodeTree };
  TemplateButton: React.FC<{ template: Template; label: string }>;
}>(FILE, 'templates.tsx');

/** A user component that declares `label` and `tone` in craft.props. */
const Panel: Craft.UserComponent<{ label?: string; tone?: string; children?: React.ReactNode }> = ({
  label,
  tone,
  children,
}) => {
  const {
    connectors: { connect, drag },
  } = useNode();
  return (
    <div
      data-panel={label}
      data-tone={tone}
      ref={(el) => {
        if (el) connect(drag(el));
      }}
    >
      {children}
    </div>
  );
};
Panel.craft = { displayName: 'Panel', props: { label: '', tone: 'plain' } };

/** A card like Card whose linked `body` has the same id and the same `is`. */
const Card2: Craft.UserComponent<{ title?: string }> = ({ title }) => {
  const {
    connectors: { connect, drag },
  } = useNode();
  return (
    <article
      data-card2={title ?? ''}
      ref={(el) => {
        if (el) connect(drag(el));
      }}
    >
      <Element id="body" is={Box} canvas>
        <Text text="card2 default" />
      </Element>
    </article>
  );
};
Card2.craft = { displayName: 'Card2', props: { title: '' } };

/** A card whose linked `body` has the same id but another `is`. */
const OtherCard: Craft.UserComponent<{ title?: string }> = ({ title }) => {
  const {
    connectors: { connect, drag },
  } = useNode();
  return (
    <aside
      data-other={title ?? ''}
      ref={(el) => {
        if (el) connect(drag(el));
      }}
    >
      <Element id="body" is={Panel} canvas>
        <Text text="other default" />
      </Element>
    </aside>
  );
};
OtherCard.craft = { displayName: 'OtherCard', props: { title: '' } };

const resolver = { Box, Text, Card, Panel, Card2, OtherCard };

afterEach(() => vi.restoreAllMocks());

function changePage(strict: boolean) {
  let change: (id: string, name: string) => boolean = () => false;
  function Grab() {
    change = useChangeType();
    return null;
  }
  const ed = renderEditor(
    <Element is={Box} canvas label="root">
      <Text text="first" />
      <Element is={Box} canvas label="inner" custom={{ note: 'kept' }} hidden={false}>
        <Text text="a" />
        <Text text="b" />
      </Element>
      <Card title="card" />
    </Element>,
    { resolver, around: <Grab />, strict },
  );
  const [first, inner, card] = childIds(ed.query, ROOT_NODE);
  return { ed, first, inner, card, change: (id: string, name: string) => change(id, name) };
}

// React warns once per pair of components and process, so this runs first, before the loops below.
claim(PAGE, CHANGE, 'a linked node handed over to another `is` makes React warn in development', () => {
  const { ed, card, change } = changePage(false);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  ed.act(() => void change(card, 'Card2'));
  expect(error).not.toHaveBeenCalled();
  ed.act(() => void change(childIds(ed.query, ROOT_NODE)[2], 'OtherCard'));
  expect(error.mock.calls.map((call) => String(call[0]))).toEqual([
    expect.stringContaining('Cannot update a component (`%s`) while rendering a different component'),
  ]);
  expect(pageSection(FILE, CHANGE)).toContain('React warns in development');
});

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    CHANGE,
    `useChangeType replaces the node at its index, keeps declared props and the children's ids, one undo step (${mode.name})`,
    () => {
      const { ed, first, inner, card, change } = changePage(mode.strict);
      ed.act(() => ed.actions.setProp(inner, (props: Record<string, unknown>) => void (props.extra = 1)));
      const kids = childIds(ed.query, inner);
      const before = ed.query.serialize();
      let done = false;
      ed.act(() => void (done = change(inner, 'Panel')));
      expect(done).toBe(true);
      const [, replaced] = childIds(ed.query, ROOT_NODE);
      expect(childIds(ed.query, ROOT_NODE)).toEqual([first, replaced, card]);
      expect(replaced).not.toBe(inner);
      expect(ed.query.node(inner).get()).toBeUndefined();
      const data = ed.query.node(replaced).get().data;
      expect([data.name, data.props, data.isCanvas, data.custom]).toEqual([
        'Panel',
        { label: 'inner', tone: 'plain' },
        true,
        { note: 'kept' },
      ]);
      expect(data.nodes).toEqual(kids);
      expect(kids.map((id) => ed.query.node(id).get().data.parent)).toEqual([replaced, replaced]);
      const panel = ed.container.querySelector('[data-panel="inner"]')!;
      expect(Array.from(panel.querySelectorAll('p'), (p) => p.textContent)).toEqual(['a', 'b']);
      expect(ed.query.getEvent('selected').all()).toEqual([replaced]);
      // One undo brings back the old node with its children; redo applies the change again.
      ed.act(() => ed.actions.history.undo());
      expect(ed.query.getSerializedNodes()).toEqual(JSON.parse(before));
      expect(ed.container.querySelector('[data-panel]')).toBeNull();
      expect(ed.container.querySelector('[data-box="inner"]')!.querySelectorAll('p')).toHaveLength(2);
      ed.act(() => ed.actions.history.redo());
      expect(ed.query.node(replaced).get().data.name).toBe('Panel');
      ed.act(() => ed.actions.history.undo());
      ed.act(() => ed.actions.history.undo());
      expect(ed.query.node(inner).get().data.props.extra).toBeUndefined();
      expect(pageSection(FILE, CHANGE)).toContain('so one Undo restores the old node');
    },
  );

  claim(
    PAGE,
    CHANGE,
    `a card whose linked body got children this session changes type without losing them, one Undo restores it (${mode.name})`,
    () => {
      const { ed, card, change } = changePage(mode.strict);
      const body = ed.query.node(card).get().data.linkedNodes.body;
      const added = ed.query.parseReactElement(<Text text="added" />).toNodeTree();
      ed.act(() => ed.actions.addNodeTree(added, body));
      const before = ed.query.serialize();
      let done = false;
      ed.act(() => void (done = change(card, 'Card2')));
      expect(done).toBe(true);
      const replaced = childIds(ed.query, ROOT_NODE)[2];
      expect(ed.query.node(replaced).get().data.name).toBe('Card2');
      expect(ed.query.node(replaced).get().data.linkedNodes.body).toBe(body);
      expect(Array.from(ed.container.querySelectorAll('[data-card2] p'), (p) => p.textContent)).toEqual([
        'card body',
        'added',
      ]);
      ed.act(() => ed.actions.history.undo());
      expect(ed.query.getSerializedNodes()).toEqual(JSON.parse(before));
      expect(pageSection(FILE, CHANGE)).toContain("unless the new component's `craft.isCanvas` sets it");
    },
  );

  claim(
    PAGE,
    CHANGE,
    `after an Undo, the change drops the redo steps and merges into its own step, not an older one (${mode.name})`,
    () => {
      const { ed, first, inner, change } = changePage(mode.strict);
      ed.act(() => ed.actions.setProp(first, (props: Record<string, unknown>) => void (props.text = 'one')));
      ed.act(() => ed.actions.setProp(first, (props: Record<string, unknown>) => void (props.text = 'two')));
      ed.act(() => ed.actions.history.undo());
      ed.act(() => void change(inner, 'Panel'));
      expect(ed.query.history.canRedo()).toBe(false);
      ed.act(() => ed.actions.history.redo());
      expect(ed.query.node(first).get().data.props.text).toBe('one');
      // The first undo takes back only the change; the setProp before it is a step of its own.
      ed.act(() => ed.actions.history.undo());
      expect(ed.query.node(inner).get().data.name).toBe('Box');
      expect(ed.query.node(first).get().data.props.text).toBe('one');
      ed.act(() => ed.actions.history.undo());
      expect(ed.query.node(first).get().data.props.text).toBe('first');
      expect(pageSection(FILE, CHANGE)).toContain('The plain `delete` must come first');
    },
  );

  claim(
    PAGE,
    CHANGE,
    `a hidden node stays hidden, and a selection holding it and a child leaves no stale flag on the child (${mode.name})`,
    () => {
      const { ed, inner, change } = changePage(mode.strict);
      const [a, b] = childIds(ed.query, inner);
      ed.act(() => ed.actions.setHidden(inner, true));
      ed.act(() => ed.actions.selectNode([inner, a]));
      ed.act(() => void change(inner, 'Panel'));
      expect(ed.query.node(ed.query.node(a).get().data.parent!).get().data.hidden).toBe(true);
      ed.act(() => ed.actions.selectNode(b));
      expect(ed.query.node(a).get().events.selected).toBe(false);
      expect(ed.query.getEvent('selected').all()).toEqual([b]);
    },
  );

  claim(
    PAGE,
    CHANGE,
    `the root and linked nodes are refused, nothing recorded; a loaded root changes type in its JSON (${mode.name})`,
    () => {
      const { ed, card, change } = changePage(mode.strict);
      const body = ed.query.node(card).get().data.linkedNodes.body;
      const saved = ed.query.serialize();
      let results: boolean[] = [];
      ed.act(() => void (results = [change(ROOT_NODE, 'Panel'), change(body, 'Panel'), change(card, 'Missing')]));
      expect(results).toEqual([false, false, false]);
      expect(ed.query.serialize()).toBe(saved);
      expect(ed.query.history.canUndo()).toBe(false);
      // What the hook avoids: craft.js refuses to delete them.
      expect(() => ed.actions.delete(body)).toThrow();
      expect(() => ed.actions.delete(ROOT_NODE)).toThrow();
      // The way left for a loaded root: its type in the saved JSON.
      const json = JSON.parse(saved) as Craft.SerializedNodes;
      json[ROOT_NODE].type = { resolvedName: 'Panel' };
      ed.act(() => ed.actions.deserialize(json));
      expect(ed.query.node(ROOT_NODE).get().data.name).toBe('Panel');
      expect(ed.container.querySelector('[data-panel]')!.querySelectorAll('[data-card="card"]')).toHaveLength(1);
      const section = pageSection(FILE, CHANGE);
      expect(section).toContain('The root and linked nodes keep their type');
      expect(section).toContain('or for a loaded root from its `type` in the saved JSON');
    },
  );

  claim(
    PAGE,
    CHANGE,
    `linked nodes are kept where the new component renders the same id and is, replaced otherwise (${mode.name})`,
    () => {
      const { ed, card, change } = changePage(mode.strict);
      const body = ed.query.node(card).get().data.linkedNodes.body;
      ed.act(() => ed.actions.setProp(childIds(ed.query, body)[0], (props) => void (props.text = 'edited')));
      ed.act(() => void change(card, 'Card2'));
      const card2 = childIds(ed.query, ROOT_NODE)[2];
      expect(ed.query.node(card2).get().data.props).toEqual({ title: 'card' });
      expect(ed.query.node(card2).get().data.linkedNodes.body).toBe(body);
      expect(ed.container.querySelector('[data-card2="card"]')!.textContent).toBe('edited');
      // Another `is` for the same id: replaced during OtherCard's render (React's warning: the test before the loop).
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      ed.act(() => void change(card2, 'OtherCard'));
      const other = childIds(ed.query, ROOT_NODE)[2];
      const otherBody = ed.query.node(other).get().data.linkedNodes.body;
      expect(otherBody).not.toBe(body);
      expect(ed.container.querySelector('[data-other="card"]')!.textContent).toBe('other default');
      // No <Element id="body"> in Panel: the linked node is still saved, under the new node, but not shown.
      ed.act(() => void change(other, 'Panel'));
      const panel = childIds(ed.query, ROOT_NODE)[2];
      expect(ed.query.getSerializedNodes()[panel].linkedNodes).toEqual({ body: otherBody });
      expect(ed.query.getSerializedNodes()[otherBody].parent).toBe(panel);
      expect(ed.container.textContent).not.toContain('other default');
      const section = pageSection(FILE, CHANGE);
      expect(section).toContain('with that id and the same `is`');
      expect(section).toContain('the linked node stays in the saved JSON, unseen');
    },
  );

  // The tenth audit: the replacement deletes the old linked node and what the user put in it.
  claim(
    PAGE,
    CHANGE,
    `a linked node replaced for another is is deleted with the user's content in it, and an Undo brings it back (${mode.name})`,
    () => {
      const { ed, card, change } = changePage(mode.strict);
      const body = ed.query.node(card).get().data.linkedNodes.body;
      const [bodyText] = childIds(ed.query, body);
      ed.act(() => ed.actions.setProp(bodyText, (props) => void (props.text = 'user content')));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      ed.act(() => void change(card, 'OtherCard'));
      const nodes = ed.query.getNodes();
      expect(nodes[body]).toBeUndefined();
      expect(nodes[bodyText]).toBeUndefined();
      expect(ed.query.serialize()).not.toContain('user content');
      expect(ed.container.textContent).not.toContain('user content');
      ed.act(() => ed.actions.history.undo());
      expect(ed.container.textContent).toContain('user content');
      expect(pageSection(FILE, CHANGE)).toContain(
        'deleting the old linked node and everything the user put in it (only an Undo brings them back)',
      );
    },
  );
}

type Query = ReturnType<typeof renderEditor>['query'];

/** The shape of a subtree by names and props, ids left out. */
function shape(query: Query, id: string): unknown {
  const { data } = query.node(id).get();
  return {
    name: data.name,
    props: data.props,
    nodes: data.nodes.map((child) => shape(query, child)),
    linked: Object.fromEntries(Object.entries(data.linkedNodes).map(([key, child]) => [key, shape(query, child)])),
  };
}

const subtreeIds = (query: Query, id: string) => Object.keys(query.node(id).toNodeTree().nodes);

function templatePage(strict: boolean) {
  let api: ReturnType<typeof useTemplates> | null = null;
  let show: (template: Template) => void = () => undefined;
  function Panel() {
    api = useTemplates();
    const [template, setTemplate] = React.useState<Template | null>(null);
    show = setTemplate;
    return template ? <TemplateButton template={template} label="Saved block" /> : null;
  }
  const ed = renderEditor(
    <Element is={Box} canvas label="root">
      <Element is={Box} canvas label="group">
        <Text text="a" />
        <Card title="card" />
      </Element>
    </Element>,
    { resolver, around: <Panel />, strict },
  );
  const [group] = childIds(ed.query, ROOT_NODE);
  const templates = () => api!;
  /** Saves `id` as a reader would: through JSON, then shows a TemplateButton for it. */
  const saveAndShow = (id: string) => {
    const json = JSON.stringify(templates().save(id));
    ed.act(() => show(JSON.parse(json) as Template));
    return json;
  };
  const button = () => ed.container.querySelector<HTMLButtonElement>('button')!;
  return { ed, group, templates, saveAndShow, button };
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    TEMPLATE,
    `a saved subtree goes through JSON and each click adds an independent copy under fresh ids (${mode.name})`,
    () => {
      const { ed, group, saveAndShow, button } = templatePage(mode.strict);
      const json = saveAndShow(group);
      ed.act(() => button().click());
      ed.act(() => button().click());
      const [original, copy1, copy2] = childIds(ed.query, ROOT_NODE);
      expect(original).toBe(group);
      expect(shape(ed.query, copy1)).toEqual(shape(ed.query, group));
      expect(shape(ed.query, copy2)).toEqual(shape(ed.query, group));
      const ids = [group, copy1, copy2].flatMap((id) => subtreeIds(ed.query, id));
      expect(ids).toHaveLength(3 * 5); // group, a, card, its linked body and the body's text
      expect(new Set(ids).size).toBe(ids.length);
      expect(ed.container.querySelectorAll('[data-card="card"]')).toHaveLength(3);
      // Editing one copy changes neither the other copy, the original nor the template.
      const copyText = childIds(ed.query, copy1)[0];
      ed.act(() => ed.actions.setProp(copyText, (props) => void (props.text = 'changed')));
      expect(
        Array.from(ed.container.querySelectorAll('p'), (p) => p.textContent).filter((t) => t === 'a'),
      ).toHaveLength(2);
      expect(JSON.stringify(ed.query.node(group).get().data.props)).not.toContain('changed');
      expect(json).not.toContain('changed');
      expect(pageSection(FILE, TEMPLATE)).toContain('Copies are independent');
    },
  );

  claim(
    PAGE,
    TEMPLATE,
    `TemplateButton drags a copy in, with new ids at every drag, and one tree added twice is listed twice (${mode.name})`,
    () => {
      const { ed, group, templates, saveAndShow, button } = templatePage(mode.strict);
      const template = JSON.parse(saveAndShow(group)) as Template;
      const root = ed.query.node(ROOT_NODE).get().dom!;
      const drag = () => {
        setBox(root, { top: 0, left: 0, width: 400, height: 1000 });
        stack(childIds(ed.query, ROOT_NODE).map((id) => ed.query.node(id).get().dom!));
        ed.act(() => fireDrag(button(), 'dragstart'));
        ed.act(() => fireDrag(root, 'dragover', { x: 10, y: 900 }));
        ed.act(() => fireDrag(button(), 'dragend'));
      };
      drag();
      drag();
      const copies = childIds(ed.query, ROOT_NODE).filter((id) => id !== group);
      expect(copies).toHaveLength(2);
      expect(copies.map((id) => shape(ed.query, id))).toEqual([shape(ed.query, group), shape(ed.query, group)]);
      expect(new Set([group, ...copies].flatMap((id) => subtreeIds(ed.query, id))).size).toBe(15);
      expect(pageSection(FILE, TEMPLATE)).toContain('which calls its function at every drag start');
      // What "never add one tree twice" avoids: the same ids, listed twice under the root.
      const tree = templates().toTree(template);
      vi.spyOn(console, 'error').mockImplementation(() => undefined); // React: two children with the same key
      ed.act(() => ed.actions.addNodeTree(tree, ROOT_NODE));
      ed.act(() => ed.actions.addNodeTree(tree, ROOT_NODE));
      expect(childIds(ed.query, ROOT_NODE).filter((id) => id === tree.rootNodeId)).toHaveLength(2);
      expect(pageSection(FILE, TEMPLATE)).toContain('never add one tree twice');
    },
  );

  claim(PAGE, TEMPLATE, `toTree throws when a component of the template left the resolver (${mode.name})`, () => {
    const first = templatePage(mode.strict);
    const template = JSON.parse(JSON.stringify(first.templates().save(first.group))) as Template;
    first.ed.unmount();
    const { Card: _card, ...withoutCard } = resolver;
    let toTree: (template: Template) => Craft.NodeTree = () => ({ rootNodeId: '', nodes: {} });
    function Grab() {
      toTree = useTemplates().toTree;
      return null;
    }
    renderEditor(<Element is={Box} canvas />, { resolver: withoutCard, around: <Grab />, strict: mode.strict });
    expect(() => toTree(template)).toThrow();
    expect(pageSection(FILE, TEMPLATE)).toContain('throws once one is missing from the resolver');
  });
}
