/**
 * docs/guides/drop-indicator-and-rules.mdx, run as printed: `moveIfAllowed` and `addIfAllowed`
 * (checked-changes.tsx) with the page's own Row, Tile (capacity.tsx), Column (keep-one.tsx) and Banner
 * (locked-banner.tsx), once plainly and once inside <React.StrictMode>; and where getDropPlaceholder and a real drag disagree.
 * Source: @craftjs/core src/editor/actions.ts (move: isDroppable([id]) per node, no isDraggable; add:
 * no check), src/utils/getNodesFromSelector.ts (an unknown id gives node undefined), src/editor/query.tsx
 * (getDropPlaceholder), src/events/Positioner.ts (computeIndicator: canvas ancestor, 10 px border rule).
 */
import type * as Craft from '@craftjs/core';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { guideBlock, loadGuideModule, requireFromRoot } from '../support/guideCode';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { fireDrag, setBox } from './support/dom';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';
import { pageSection } from '../support/pageSection';

// The guide's code gets @craftjs/core through require; the tests use the same instance.
const { Element, ROOT_NODE, useEditor: useCraftEditor, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;
const PAGE = 'guides/drop-indicator-and-rules';
const FILE = `docs/${PAGE}.mdx`;

type Editor = ReturnType<typeof Craft.useEditor>;
const { moveIfAllowed, addIfAllowed } = loadGuideModule<{
  moveIfAllowed: (
    editor: Editor,
    ids: string[],
    parentId: string,
    index: number,
  ) => { moved: boolean; reason: unknown };
  addIfAllowed: (editor: Editor, tree: Craft.NodeTree, parentId: string) => boolean;
}>(FILE, 'checked-changes.tsx');
const { Row, Tile } = loadGuideModule<{ Row: Craft.UserComponent; Tile: Craft.UserComponent<{ label: string }> }>(
  FILE,
  'capacity.tsx',
);
const { Banner } = loadGuideModule<{ Banner: Craft.UserComponent<{ text: string }> }>(FILE, 'locked-banner.tsx');
const { Column } = loadGuideModule<{ Column: Craft.UserComponent<{ children?: React.ReactNode }> }>(
  FILE,
  'keep-one.tsx',
);
const resolver = { Row, Tile, Banner, Column, Box, Text };

afterEach(() => vi.restoreAllMocks());

/** A page with a Row of three tiles (A–C), a Row of two (D, E), and a Banner. */
function page(strict: boolean) {
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Element is={Row} canvas>
        <Tile label="A" />
        <Tile label="B" />
        <Tile label="C" />
      </Element>
      <Element is={Row} canvas>
        <Tile label="D" />
        <Tile label="E" />
      </Element>
      <Banner text="Sale" />
    </Element>,
    { resolver, strict },
  );
  const [three, two, banner] = childIds(ed.query, ROOT_NODE);
  const labels = (rowId: string) =>
    childIds(ed.query, rowId).map(
      (id) => ed.query.node(id).get().data.props.label ?? ed.query.node(id).get().data.props.text,
    );
  const editor = () => ({ actions: ed.actions, query: ed.query }) as Editor;
  return { ed, three, two, banner, labels, editor };
}

for (const mode of RENDER_MODES) {
  claim(PAGE, 'Drop rules', `moveIfAllowed refuses a group that breaks the capacity rule (${mode.name})`, () => {
    const { ed, three, two, labels, editor } = page(mode.strict);
    const result = moveIfAllowed(editor(), childIds(ed.query, two), three, 3);
    expect(result.moved).toBe(false);
    expect(String(result.reason)).toContain('Target parent rejects incoming node');
    expect(labels(three)).toEqual(['A', 'B', 'C']);
    // One tile fits: the recipe moves it.
    ed.act(() => void moveIfAllowed(editor(), [childIds(ed.query, two)[0]], three, 3));
    expect(labels(three)).toEqual(['A', 'B', 'C', 'D']);
  });

  claim(PAGE, 'Drop rules', `actions.move alone checks one node at a time, so the group lands (${mode.name})`, () => {
    const { ed, three, two, labels } = page(mode.strict);
    ed.act(() => ed.actions.move(childIds(ed.query, two), three, 3));
    expect(labels(three)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(pageSection(`docs/${PAGE}.mdx`, 'Drop rules')).toContain('sees one node at a time');
  });

  claim(PAGE, 'Locking a node', `actions.move moves a locked node; moveIfAllowed does not (${mode.name})`, () => {
    const { ed, two, banner, labels, editor } = page(mode.strict);
    ed.act(() => ed.actions.setCustom(banner, (custom: { locked: boolean }) => void (custom.locked = true)));
    const refused = moveIfAllowed(editor(), [banner], two, 0);
    expect(refused.moved).toBe(false);
    expect(String(refused.reason)).toContain('canDrag()');
    expect(ed.query.node(banner).get().data.parent).toBe(ROOT_NODE);
    ed.act(() => ed.actions.move(banner, two, 0));
    expect(labels(two)).toEqual(['Sale', 'D', 'E']);
    expect(pageSection(`docs/${PAGE}.mdx`, 'Locking a node')).toContain('`actions.move` moves a locked node');
  });

  claim(
    PAGE,
    'Locking a node',
    `a Banner saved locked becomes draggable once unlocked, and not once locked again (${mode.name})`,
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Element is={Banner} text="Sale" custom={{ locked: true }} />
        </Element>,
        { resolver, strict: mode.strict },
      );
      const [banner] = childIds(ed.query, ROOT_NODE);
      const header = () => ed.query.node(banner).get().dom!;
      const setLocked = (locked: boolean) =>
        ed.act(() => ed.actions.setCustom(banner, (custom: { locked: boolean }) => void (custom.locked = locked)));
      expect(header().getAttribute('draggable')).toBeNull();
      setLocked(false);
      // canDrag is asked again only for a new element: the printed key gives one.
      expect(header().getAttribute('draggable')).toBe('true');
      setLocked(true);
      expect(header().getAttribute('draggable')).toBeNull();
      expect(pageSection(FILE, 'Locking a node')).toContain('gives the header a new element');
      expect(pageSection(FILE, 'Locking a node')).toContain('unless the editor is turned off and on again');
    },
  );

  claim(PAGE, 'Drop rules', `addIfAllowed adds into a row with room and refuses a full one (${mode.name})`, () => {
    const { ed, three, labels, editor } = page(mode.strict);
    const tile = (label: string) => ed.query.parseReactElement(<Tile label={label} />).toNodeTree();
    let added = false;
    ed.act(() => void (added = addIfAllowed(editor(), tile('New'), three)));
    expect(added).toBe(true);
    expect(labels(three)).toEqual(['A', 'B', 'C', 'New']);
    ed.act(() => void (added = addIfAllowed(editor(), tile('Fifth'), three)));
    expect(added).toBe(false);
    expect(labels(three)).toEqual(['A', 'B', 'C', 'New']);
  });
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    'Keep at least one child',
    `a drag or actions.move of the last child is refused, but one actions.move call empties the Column; moveIfAllowed refuses that (${mode.name})`,
    () => {
      // actions.ts move: isDroppable([id]) per node against the state before the move; NodeHelpers.ts
      // isDroppable passes canMoveOut the nodes of that call leaving each parent.
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Element is={Column} canvas>
            <Tile label="A" />
            <Tile label="B" />
          </Element>
        </Element>,
        { resolver, strict: mode.strict },
      );
      const editor = () => ({ actions: ed.actions, query: ed.query }) as Editor;
      const [column] = childIds(ed.query, ROOT_NODE);
      const [a, b] = childIds(ed.query, column);
      const refused = moveIfAllowed(editor(), [a, b], ROOT_NODE, 1);
      expect(refused.moved).toBe(false);
      expect(String(refused.reason)).toContain('Current parent rejects outgoing node');
      ed.act(() => ed.actions.move([a, b], ROOT_NODE, 1));
      expect(childIds(ed.query, column)).toEqual([]);
      expect(childIds(ed.query, ROOT_NODE)).toEqual([column, a, b]);
      // One child back in: moving it out alone is refused, and the whole call throws.
      ed.act(() => ed.actions.move(a, column, 0));
      expect(() => ed.act(() => ed.actions.move(a, ROOT_NODE, 0))).toThrow('Current parent rejects outgoing node');
      expect(childIds(ed.query, column)).toEqual([a]);
      // A drag of it is refused too (Positioner.ts: isDroppable with the dragged nodes).
      const dom = (id: string) => ed.query.node(id).get().dom!;
      setBox(dom(ROOT_NODE), { top: 0, left: 0, width: 400, height: 400 });
      setBox(dom(column), { top: 0, left: 0, width: 400, height: 100 });
      setBox(dom(a), { top: 10, left: 10, width: 380, height: 80 });
      ed.act(() => fireDrag(dom(a), 'dragstart'));
      ed.act(() => fireDrag(dom(ROOT_NODE), 'dragover', { x: 200, y: 350 }));
      expect(String(ed.query.getState().indicator!.error)).toContain('Current parent rejects outgoing node');
      ed.act(() => fireDrag(dom(a), 'dragend'));
      expect(childIds(ed.query, column)).toEqual([a]);
      const text = pageSection(FILE, 'Keep at least one child');
      expect(text).toContain('`actions.move` of it throws');
      expect(text).toContain('moving all the children in one call empties it');
    },
  );
}

claim(PAGE, 'What to watch out for', 'isDroppable with the id of a node not added yet is always false', () => {
  // getNodesFromSelector: nodes[id] is undefined for a new id, so canMoveIn's `node.data` throws → false
  const { ed } = page(false);
  const tree = ed.query.parseReactElement(<Text text="new" />).toNodeTree();
  // A plain canvas with no rules at all.
  expect(ed.query.node(ROOT_NODE).isDroppable([tree.rootNodeId])).toBe(false);
  expect(ed.query.node(ROOT_NODE).isDroppable(tree.nodes[tree.rootNodeId])).toBe(true);
  const text = pageSection(`docs/${PAGE}.mdx`, 'What to watch out for');
  expect(text).toContain('pass their `Node` objects to `isDroppable`, not their ids');
  expect(text).not.toContain('isDroppable(nodeIds)');
});

/** An outer canvas holding an inner canvas (with one tile) and a tile to drag, with boxes for layout. */
function nested() {
  const ed = renderEditor(
    <Element is={Box} canvas label="outer">
      <Element is={Box} canvas label="inner">
        <Tile label="in" />
      </Element>
      <Tile label="dragged" />
    </Element>,
    { resolver },
  );
  const [inner, dragged] = childIds(ed.query, ROOT_NODE);
  const dom = (id: string) => ed.query.node(id).get().dom!;
  setBox(dom(ROOT_NODE), { top: 0, left: 0, width: 400, height: 400 });
  setBox(dom(inner), { top: 50, left: 50, width: 300, height: 300 });
  setBox(dom(childIds(ed.query, inner)[0]), { top: 60, left: 60, width: 280, height: 40 });
  setBox(dom(dragged), { top: 360, left: 0, width: 400, height: 30 });
  return { ed, inner, dragged, dom };
}

claim(
  PAGE,
  'Computing a drop position yourself',
  'near the edge of a nested canvas a drag targets its parent; getDropPlaceholder stays in the canvas',
  () => {
    const { ed, inner, dragged, dom } = nested();
    const nearLeftEdge = { x: 52, y: 200 };
    const computed = ed.query.getDropPlaceholder(dragged, inner, nearLeftEdge)!;
    expect(computed.placement.parent.id).toBe(inner);
    ed.act(() => fireDrag(dom(dragged), 'dragstart'));
    ed.act(() => fireDrag(dom(inner), 'dragover', nearLeftEdge));
    expect(ed.query.getState().indicator!.placement.parent.id).toBe(ROOT_NODE);
    ed.act(() => fireDrag(dom(dragged), 'dragend'));
    expect(pageSection(`docs/${PAGE}.mdx`, 'Computing a drop position yourself')).toContain('no 10-pixel edge rule');
  },
);

/** Not a canvas, with a linked Text `caption`: a node whose parent is not a canvas either. */
const Captioned: Craft.UserComponent = () => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <figure
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      <Element id="caption" is={Text} text="caption" />
    </figure>
  );
};

claim(
  PAGE,
  'Computing a drop position yourself',
  'over a node whose parent is not a canvas a drag walks up to the canvas above; getDropPlaceholder uses the parent',
  () => {
    // Positioner.ts getCanvasAncestor walks data.parent up to a canvas; query.tsx getDropPlaceholder takes
    // the target if it is a canvas, else state.nodes[target.data.parent], and stops there.
    const ed = renderEditor(
      <Element is={Box} canvas label="outer">
        <Captioned />
        <Tile label="dragged" />
      </Element>,
      { resolver: { ...resolver, Captioned } },
    );
    const [captioned, dragged] = childIds(ed.query, ROOT_NODE);
    const caption = ed.query.node(captioned).get().data.linkedNodes.caption;
    const dom = (id: string) => ed.query.node(id).get().dom!;
    setBox(dom(ROOT_NODE), { top: 0, left: 0, width: 400, height: 400 });
    setBox(dom(captioned), { top: 0, left: 0, width: 400, height: 200 });
    setBox(dom(caption), { top: 50, left: 50, width: 300, height: 100 });
    setBox(dom(dragged), { top: 300, left: 0, width: 400, height: 50 });
    const overCaption = { x: 200, y: 100 };
    const computed = ed.query.getDropPlaceholder(dragged, caption, overCaption)!;
    expect(computed.placement.parent.id).toBe(captioned);
    expect(String(computed.error)).toContain('non-Canvas');
    ed.act(() => fireDrag(dom(dragged), 'dragstart'));
    ed.act(() => fireDrag(dom(caption), 'dragover', overCaption));
    const indicator = ed.query.getState().indicator!;
    expect(indicator.placement.parent.id).toBe(ROOT_NODE);
    expect(indicator.error).toBeNull();
    ed.act(() => fireDrag(dom(dragged), 'dragend'));
    const text = pageSection(`docs/${PAGE}.mdx`, 'Computing a drop position yourself');
    expect(text).toContain("the target's own parent when the target is not a canvas");
    expect(text).toContain('A drag walks up to the nearest canvas ancestor');
  },
);

claim(
  PAGE,
  'Marking the container that will receive the drop',
  'in an empty canvas currentNode is undefined during a drag and 0 from getDropPlaceholder',
  () => {
    const ed = renderEditor(
      <Element is={Box} canvas label="outer">
        <Element is={Box} canvas label="empty" />
        <Tile label="dragged" />
      </Element>,
      { resolver },
    );
    const [empty, dragged] = childIds(ed.query, ROOT_NODE);
    const dom = (id: string) => ed.query.node(id).get().dom!;
    setBox(dom(ROOT_NODE), { top: 0, left: 0, width: 400, height: 400 });
    setBox(dom(empty), { top: 0, left: 0, width: 400, height: 300 });
    setBox(dom(dragged), { top: 300, left: 0, width: 400, height: 50 });
    expect(ed.query.getDropPlaceholder(dragged, empty, { x: 200, y: 150 })!.placement.currentNode).toBe(0);
    ed.act(() => fireDrag(dom(dragged), 'dragstart'));
    ed.act(() => fireDrag(dom(empty), 'dragover', { x: 200, y: 150 }));
    const placement = ed.query.getState().indicator!.placement;
    expect(placement.parent.id).toBe(empty);
    expect(placement.currentNode).toBeUndefined();
    ed.act(() => fireDrag(dom(dragged), 'dragend'));
    const text = pageSection(`docs/${PAGE}.mdx`, 'Marking the container that will receive the drop');
    expect(text).toContain('test it with `!placement.currentNode`');
    expect(text).not.toContain('or `null` in an empty canvas');
  },
);

claim(
  PAGE,
  'Only some components inside',
  'data.name is the resolver key and survives a minified function name; displayName does not',
  () => {
    // What a minifier leaves: the component behind the resolver key `ListItem` is a function named `nc`.
    const Minified: Craft.UserComponent = () => {
      const {
        connectors: { connect },
      } = useNode();
      return (
        <li
          ref={(el) => {
            if (el) connect(el);
          }}
        >
          item
        </li>
      );
    };
    Object.defineProperty(Minified, 'name', { value: 'nc' });
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Minified />
      </Element>,
      { resolver: { Box, ListItem: Minified } },
    );
    const { data } = ed.query.node(childIds(ed.query, ROOT_NODE)[0]).get();
    expect([data.name, data.displayName]).toEqual(['ListItem', 'nc']);
    const rules = guideBlock(FILE, 'list-rules.tsx');
    expect(rules).toContain('data.name (the resolver key)');
    expect(rules).not.toContain('names change with minification');
  },
);

/** A stack holding one card with the given overflow; the bar drawn while a new card is dragged over it. */
function barNextToCard(overflow: string) {
  const block = { display: 'block', position: 'static', float: 'none', margin: 0 } as const;
  const Stack: Craft.UserComponent<{ children?: React.ReactNode }> = ({ children }) => {
    const {
      connectors: { connect },
    } = useNode();
    return (
      <div
        style={block}
        ref={(el) => {
          if (el) connect(el);
        }}
      >
        {children}
      </div>
    );
  };
  const Card: Craft.UserComponent = () => {
    const {
      connectors: { connect },
    } = useNode();
    return (
      <div
        data-card
        style={{ ...block, overflow }}
        ref={(el) => {
          if (el) connect(el);
        }}
      >
        card
      </div>
    );
  };
  function Toolbox() {
    const { connectors } = useCraftEditor();
    return (
      <button
        type="button"
        ref={(el) => {
          if (el) connectors.create(el, <Card />);
        }}
      >
        Card
      </button>
    );
  }
  const ed = renderEditor(
    <Element is={Stack} canvas>
      <Card />
    </Element>,
    { resolver: { Stack, Card }, around: <Toolbox /> },
  );
  const card = ed.container.querySelector<HTMLElement>('[data-card]')!;
  setBox(card, { top: 0, left: 0, width: 300, height: 100 });
  const toolbox = ed.container.querySelector('button')!;
  ed.act(() => fireDrag(toolbox, 'dragstart'));
  ed.act(() => fireDrag(card, 'dragover', { x: 150, y: 20 }));
  const bar = Array.from(document.querySelectorAll('div')).find((div) => div.style.position === 'fixed')!;
  const size = [bar.style.width, bar.style.height];
  ed.act(() => fireDrag(toolbox, 'dragend'));
  return size;
}

claim(
  PAGE,
  'The indicator option',
  'the bar is vertical next to a block whose overflow is hidden or clip, not only next to scrolling ones',
  () => {
    expect(barNextToCard('visible')).toEqual(['300px', '2px']);
    expect(barNextToCard('hidden')).toEqual(['2px', '100px']);
    expect(barNextToCard('clip')).toEqual(['2px', '100px']);
    const text = pageSection(FILE, 'The indicator option');
    expect(text).toContain('elements whose `overflow` is anything but `visible`, `hidden`');
    expect(text).not.toContain('scrolling elements');
  },
);
