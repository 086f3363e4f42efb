/**
 * Real questions answered on the pages that own them, run as printed, plainly and inside <React.StrictMode>:
 * - docs/guides/drop-indicator-and-rules.mdx › Showing a placeholder where the block will land: drop-slot.tsx
 *   (SlotStack, SlotEditor), issue 618;
 * - docs/guides/drop-indicator-and-rules.mdx › Keeping a node last: fixed-footer.tsx (Page, Body, Footer),
 *   issue 111;
 * - docs/additional/layers.mdx › Dropping toolbox items onto the panel: the default panel ignores toolbox drags,
 *   and toolbox-drop-layer.tsx (Panel), issue 96.
 * Source: @craftjs/core src/events/DefaultEventHandlers.ts (create / drag: the tree is added or the nodes moved
 * in dragend through dropElement, which needs dragTarget; createShadow for the drag image),
 * src/events/Positioner.ts (getChildDimensions: cached while the target canvas stays the same, cleared by
 * onScroll; computeIndicator skips the border rule for a linked canvas; getCanvas returns null above a
 * non-canvas root), src/events/RenderEditorIndicator.tsx (indicator.style spread last),
 * src/render/DefaultRender.tsx (a canvas's children are NodeElements), src/editor/NodeHelpers.ts
 * (isDraggable / isDeletable refuse top-level, i.e. linked, nodes; isDroppable calls canMoveIn(nodes, self,
 * helpers) and canDrop(target, self, helpers): no index), src/editor/actions.ts (delete: isTopLevelNode
 * invariant), @craftjs/layers src/events/LayerHandlers.ts (dragenter returns without draggedElement, which
 * only a layer's drag connector sets; no drop listener), src/events/RenderLayerIndicator.tsx.
 */
import type * as Craft from '@craftjs/core';
import type * as CraftLayers from '@craftjs/layers';
import { act, fireEvent, render } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text, TitledCard } from './support/components';
import { fireDrag, setBox, stack } from './support/dom';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const { Element, Frame, ROOT_NODE, useEditor } = requireFromRoot('@craftjs/core') as typeof Craft;
const { Layers } = requireFromRoot('@craftjs/layers') as typeof CraftLayers;
type EditorApi = ReturnType<typeof Craft.useEditor>;
type EditorLike = React.FC<React.ComponentProps<typeof Craft.Editor>>;

const RULES = 'guides/drop-indicator-and-rules';
const SLOT = 'Showing a placeholder where the block will land';
const LAST = 'Keeping a node last';
const LAYERS = 'additional/layers';
const PANEL = 'Dropping toolbox items onto the panel';

const { SlotStack, SlotEditor } = loadGuideModule<{ SlotStack: Craft.UserComponent; SlotEditor: EditorLike }>(
  `docs/${RULES}.mdx`,
  'drop-slot.tsx',
);
const { Page, Body, Footer } = loadGuideModule<{
  Page: Craft.UserComponent;
  Body: Craft.UserComponent<{ children?: React.ReactNode }>;
  Footer: Craft.UserComponent<{ text: string }>;
}>(`docs/${RULES}.mdx`, 'fixed-footer.tsx');
const { Banner } = loadGuideModule<{ Banner: Craft.UserComponent<{ text: string }> }>(
  `docs/${RULES}.mdx`,
  'locked-banner.tsx',
);
const { Panel: DropPanel } = loadGuideModule<{ Panel: React.FC }>(`docs/${LAYERS}.mdx`, 'toolbox-drop-layer.tsx');

afterEach(() => {
  vi.restoreAllMocks();
  // A failed test can leave a drag image behind; the next test reads the one its drag makes.
  document.querySelectorAll('.drag-shadow').forEach((el) => el.remove());
});

/** A block whose rules refuse every drop. */
const Stuck: Craft.UserComponent<{ text: string }> = (props) => <Text {...props} />;
Stuck.craft = { displayName: 'Stuck', rules: { canDrop: () => false } };

/** A canvas that refuses every incoming node. */
const Closed: Craft.UserComponent<{ children?: React.ReactNode; label?: string }> = (props) => <Box {...props} />;
Closed.craft = { displayName: 'Closed', rules: { canMoveIn: () => false } };

function Toolbox({ onCreate }: { onCreate?: () => void }) {
  const { connectors } = useEditor();
  return (
    <button
      type="button"
      data-toolbox
      ref={(el) => {
        if (el) connectors.create(el, <Text text="new" />, { onCreate });
      }}
    >
      Text
    </button>
  );
}

/** Mounts `ui` inside `Wrapper` (the printed SlotEditor, or Editor) with a way to read the editor. */
function mountWith(
  Wrapper: EditorLike,
  resolver: Record<string, Craft.UserComponent>,
  content: React.ReactElement,
  strict: boolean,
  around?: React.ReactNode,
) {
  const handle: { current: EditorApi | null } = { current: null };
  function Grab() {
    handle.current = useEditor();
    return null;
  }
  const ui = (
    <Wrapper resolver={resolver}>
      <Grab />
      {around}
      <Frame>{content}</Frame>
    </Wrapper>
  );
  const view = render(strict ? <React.StrictMode>{ui}</React.StrictMode> : ui);
  const api = () => handle.current!;
  return { view, api };
}

/** The editor's indicator bar: RenderIndicator's fixed div with z-index 99999. */
const bars = (root: ParentNode) =>
  Array.from(root.querySelectorAll<HTMLElement>('div')).filter((el) => el.style.zIndex === '99999');

function slotPage(strict: boolean) {
  const { view, api } = mountWith(
    SlotEditor,
    { SlotStack, Text, Stuck },
    <Element is={SlotStack} canvas>
      <Text text="a" />
      <Text text="b" />
      <Stuck text="stuck" />
    </Element>,
    strict,
    <Toolbox />,
  );
  const root = api().query.node(ROOT_NODE).get().dom!;
  setBox(root, { top: 0, left: 0, width: 400, height: 400 });
  const blocks = () => Array.from(root.children) as HTMLElement[];
  stack(blocks());
  const texts = () => childIds(api().query, ROOT_NODE).map((id) => api().query.node(id).get().data.props.text);
  /** Index of the slot among the canvas's DOM children, or -1. */
  const slotAt = () => blocks().findIndex((el) => el.hasAttribute('data-drop-slot'));
  const slot = () => root.querySelector<HTMLElement>('[data-drop-slot]');
  const p = (text: string) => root.querySelector<HTMLElement>(`[data-text="${text}"]`)!;
  const toolbox = view.container.querySelector<HTMLElement>('[data-toolbox]')!;
  return { view, api, root, blocks, texts, slotAt, slot, p, toolbox };
}

for (const mode of RENDER_MODES) {
  claim(
    RULES,
    SLOT,
    `SlotStack shows a slot at the drop index, the bar is hidden, and nothing moves until the drag ends (${mode.name})`,
    () => {
      const { view, api, texts, slotAt, slot, p, toolbox } = slotPage(mode.strict);
      act(() => fireDrag(p('b'), 'dragstart'));
      // The drag image is a copy of the dragged element.
      expect(document.querySelector('.drag-shadow')?.textContent).toBe('b');
      act(() => fireDrag(p('a'), 'dragover', { x: 10, y: 10 }));
      expect(slotAt()).toBe(0);
      expect(slot()!.style.border).toContain('dashed');
      expect(slot()!.style.border).toContain('rgb(37, 99, 235)');
      const [bar] = bars(view.container);
      expect(bar.style.display).toBe('none');
      // The page is unchanged during the drag: the block stays where it was.
      expect(texts()).toEqual(['a', 'b', 'stuck']);
      act(() => fireDrag(p('b'), 'dragend'));
      expect(texts()).toEqual(['b', 'a', 'stuck']);
      expect(slot()).toBeNull();
      expect(bars(view.container)).toHaveLength(0);

      // A toolbox item gets a slot too, and is created only at the end of the drag.
      const count = Object.keys(api().query.getNodes()).length;
      act(() => fireDrag(toolbox, 'dragstart'));
      expect(document.querySelector('.drag-shadow')?.textContent).toBe('Text');
      act(() => fireDrag(p('stuck'), 'dragover', { x: 390, y: 290 }));
      expect(slotAt()).toBe(3);
      expect(Object.keys(api().query.getNodes())).toHaveLength(count);
      act(() => fireDrag(toolbox, 'dragend'));
      expect(texts()).toEqual(['b', 'a', 'stuck', 'new']);

      const text = pageSection(`docs/${RULES}.mdx`, SLOT);
      expect(text).toContain('craft.js has no preview mode');
      expect(text).toContain('The node moves, or is created, when the drag ends');
    },
  );

  claim(RULES, SLOT, `a refused position shows the slot in the error colour (${mode.name})`, () => {
    const { texts, slot, p } = slotPage(mode.strict);
    act(() => fireDrag(p('stuck'), 'dragstart'));
    act(() => fireDrag(p('a'), 'dragover', { x: 10, y: 10 }));
    expect(slot()!.style.border).toContain('rgb(220, 38, 38)');
    act(() => fireDrag(p('stuck'), 'dragend'));
    expect(texts()).toEqual(['a', 'b', 'stuck']);
  });

  claim(
    RULES,
    SLOT,
    `positions come from the layout measured before the slot, until a scroll around the editor (${mode.name})`,
    () => {
      const { view, blocks, slotAt, p } = slotPage(mode.strict);
      act(() => fireDrag(p('b'), 'dragstart'));
      act(() => fireDrag(p('a'), 'dragover', { x: 10, y: 10 }));
      expect(slotAt()).toBe(0);
      // The slot (24 px) pushed a, b and stuck down: lay them out as the browser now would.
      const place = () => {
        let top = 0;
        for (const el of blocks()) {
          const height = el.hasAttribute('data-drop-slot') ? 24 : 100;
          setBox(el, { top, left: 0, width: 400, height });
          top += height;
        }
      };
      place();
      // jsdom reports no position: static, so craft.js treats the blocks as out of flow: the drop index is the
      // first block whose bottom is below the pointer. At y = 110 that is "a" as laid out now (bottom 124), "b"
      // as measured before the slot (a's bottom was 100).
      act(() => fireDrag(p('a'), 'dragover', { x: 10, y: 110 }));
      expect(slotAt()).toBe(1);
      place();
      // At y = 210: "b" now (bottom 224), "stuck" as measured (b's bottom was 200). A scroll of an element
      // around the editor clears the measurements, so "b" it is, where the slot already is.
      view.container.dispatchEvent(new Event('scroll'));
      act(() => fireDrag(p('b'), 'dragover', { x: 10, y: 210 }));
      expect(slotAt()).toBe(1);
      act(() => fireDrag(p('b'), 'dragend'));
      expect(pageSection(`docs/${RULES}.mdx`, SLOT)).toContain('the position does not jump back and forth');
    },
  );
}

for (const mode of RENDER_MODES) {
  claim(RULES, LAST, `rules get no position: a drop after a locked last node lands after it (${mode.name})`, () => {
    const canMoveIn = vi.fn((..._args: unknown[]) => true);
    const Open: Craft.UserComponent<{ children?: React.ReactNode }> = (props) => <Box {...props} />;
    Open.craft = { rules: { canMoveIn } };
    const ed = renderEditor(
      <Element is={Open} canvas>
        <Text text="a" />
        <Element is={Banner} text="banner" custom={{ locked: true }} />
      </Element>,
      { resolver: { Open, Text, Banner }, strict: mode.strict },
    );
    const root = ed.query.node(ROOT_NODE).get().dom!;
    setBox(root, { top: 0, left: 0, width: 400, height: 300 });
    const [a, banner] = childIds(ed.query, ROOT_NODE);
    stack([ed.query.node(a).get().dom!, ed.query.node(banner).get().dom!]);
    // The lock holds: the banner itself cannot be dragged.
    expect(ed.query.node(banner).get().dom!.getAttribute('draggable')).toBeNull();
    ed.act(() => fireDrag(ed.query.node(a).get().dom!, 'dragstart'));
    ed.act(() => fireDrag(ed.query.node(banner).get().dom!, 'dragover', { x: 390, y: 150 }));
    ed.act(() => fireDrag(ed.query.node(a).get().dom!, 'dragend'));
    expect(childIds(ed.query, ROOT_NODE)).toEqual([banner, a]);
    // canMoveIn was asked with the nodes, the canvas and the helpers: nothing says where.
    const args = canMoveIn.mock.calls[0];
    expect(args).toHaveLength(3);
    expect(Array.isArray(args[0])).toBe(true);
    expect(args.some((arg) => typeof arg === 'number')).toBe(false);
    expect(pageSection(`docs/${RULES}.mdx`, LAST)).toContain('No rule can hold a node at an index');
  });

  claim(
    RULES,
    LAST,
    `Page keeps the footer after every block: drops, reorders and edge drops stay in body (${mode.name})`,
    () => {
      const ed = renderEditor(<Element is={Page} />, {
        resolver: { Page, Body, Footer, Text },
        strict: mode.strict,
        around: <Toolbox />,
      });
      const page = ed.query.node(ROOT_NODE).get();
      const body = page.data.linkedNodes.body;
      const footer = page.data.linkedNodes.footer;
      const bodyDom = ed.query.node(body).get().dom!;
      const footerDom = ed.query.node(footer).get().dom!;
      setBox(page.dom!, { top: 0, left: 0, width: 400, height: 500 });
      setBox(bodyDom, { top: 0, left: 0, width: 400, height: 400 });
      setBox(footerDom, { top: 400, left: 0, width: 400, height: 100 });
      const toolbox = ed.container.querySelector<HTMLElement>('[data-toolbox]')!;
      const texts = () => childIds(ed.query, body).map((id) => ed.query.node(id).get().data.props.text);
      const lastIsFooter = () => page.dom!.lastElementChild === ed.query.node(footer).get().dom;

      // Two toolbox drops, the second near the bottom edge of body: both land inside body, before the footer.
      ed.act(() => fireDrag(toolbox, 'dragstart'));
      ed.act(() => fireDrag(bodyDom, 'dragover', { x: 200, y: 200 }));
      ed.act(() => fireDrag(toolbox, 'dragend'));
      stack(Array.from(bodyDom.children));
      ed.act(() => fireDrag(toolbox, 'dragstart'));
      ed.act(() => fireDrag(bodyDom, 'dragover', { x: 200, y: 395 }));
      expect(ed.query.getState().indicator!.placement.parent.id).toBe(body);
      // Over the footer there is no drop position at all.
      ed.act(() => fireDrag(footerDom, 'dragover', { x: 200, y: 450 }));
      expect(ed.query.getState().indicator!.placement.parent.id).toBe(body);
      ed.act(() => fireDrag(toolbox, 'dragend'));
      expect(texts()).toEqual(['new', 'new']);
      expect(lastIsFooter()).toBe(true);

      // Reorder inside body: the footer stays last.
      ed.act(() => ed.actions.setProp(childIds(ed.query, body)[1], (props) => void (props.text = 'second')));
      const ps = Array.from(bodyDom.children) as HTMLElement[];
      stack(ps);
      ed.act(() => fireDrag(ps[1], 'dragstart'));
      ed.act(() => fireDrag(ps[0], 'dragover', { x: 10, y: 10 }));
      ed.act(() => fireDrag(ps[1], 'dragend'));
      expect(texts()).toEqual(['second', 'new']);
      expect(lastIsFooter()).toBe(true);

      // The footer cannot be dragged or deleted; its props can be edited.
      expect(ed.query.node(footer).isDraggable()).toBe(false);
      expect(() => ed.actions.delete(footer)).toThrow();
      ed.act(() => ed.actions.setProp(footer, (props) => void (props.text = 'Write to us')));
      expect(footerDom.textContent).toBe('Write to us');
      expect(lastIsFooter()).toBe(true);

      const text = pageSection(`docs/${RULES}.mdx`, LAST);
      expect(text).toContain('the 10-pixel edge rule does not apply to a linked canvas');
      expect(text).toContain('`actions.delete` refuses it');
    },
  );
}

/** The Layers panel inside `panelEl`: each node's layer element, its header name, and its expand arrow. */
function panelOf(panelEl: HTMLElement) {
  const layerNode = (id: string) =>
    Array.from(panelEl.querySelectorAll<HTMLElement>('.craft-layer-node')).find((el) => el.classList.contains(id))!;
  return {
    layerNode,
    /** The name in a layer's own header: what the pointer is over; events bubble through the layer's connectors. */
    layer: (id: string) => layerNode(id)?.querySelector<HTMLElement>('h2'),
    /** Opens a layer: DefaultLayerHeader's expand arrow is the last link of the layer's own header. */
    open(id: string) {
      const arrows = Array.from(layerNode(id).querySelectorAll('a')).filter(
        (link) => link.closest('.craft-layer-node') === layerNode(id),
      );
      act(() => void fireEvent.mouseDown(arrows[arrows.length - 1]));
    },
  };
}

/** An editor with a toolbox and a panel beside the canvas; the root layer opened with its arrow. */
function layersPage(strict: boolean, panel: React.ReactElement, onCreate?: () => void) {
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Text text="a" />
      <Element is={Box} canvas label="inner" />
      <Element is={Closed} canvas label="closed" />
    </Element>,
    {
      resolver: { Box, Text, Closed },
      strict,
      around: (
        <>
          <Toolbox onCreate={onCreate} />
          <aside data-panel>{panel}</aside>
        </>
      ),
    },
  );
  const root = ed.query.node(ROOT_NODE).get().dom!;
  setBox(root, { top: 0, left: 0, width: 400, height: 300 });
  stack(Array.from(root.children));
  const panelEl = ed.container.querySelector<HTMLElement>('[data-panel]')!;
  const { layer, open } = panelOf(panelEl);
  open(ROOT_NODE);
  const [a, inner, closed] = childIds(ed.query, ROOT_NODE);
  const toolbox = ed.container.querySelector<HTMLElement>('[data-toolbox]')!;
  const tree = () =>
    childIds(ed.query, ROOT_NODE).map((id) => {
      const { props } = ed.query.node(id).get().data;
      return props.text ?? [props.label, ...childIds(ed.query, id).map((c) => ed.query.node(c).get().data.props.text)];
    });
  return { ed, root, panelEl, layer, a, inner, closed, toolbox, tree };
}

for (const mode of RENDER_MODES) {
  claim(
    LAYERS,
    PANEL,
    `the default panel ignores a toolbox drag: no indicator, and a release over a layer adds nothing there (${mode.name})`,
    () => {
      const onCreate = vi.fn();
      const { ed, panelEl, layer, a, inner, toolbox, tree } = layersPage(mode.strict, <Layers />, onCreate);
      expect(layer(inner)!.textContent).toBe('Box');
      // Straight from the toolbox to the panel: nothing is created.
      ed.act(() => fireDrag(toolbox, 'dragstart'));
      ed.act(() => fireDrag(layer(inner)!, 'dragenter', { x: 10, y: 10 }));
      ed.act(() => fireDrag(layer(inner)!, 'dragover', { x: 10, y: 10 }));
      expect(bars(panelEl)).toHaveLength(0);
      ed.act(() => fireDrag(layer(inner)!, 'drop', { x: 10, y: 10 }));
      ed.act(() => fireDrag(toolbox, 'dragend'));
      expect(tree()).toEqual(['a', ['inner'], ['closed']]);
      expect(onCreate).not.toHaveBeenCalled();
      // Across the canvas first (before "a"), then released over the inner layer: the node lands on the canvas.
      ed.act(() => fireDrag(toolbox, 'dragstart'));
      ed.act(() => fireDrag(ed.query.node(a).get().dom!, 'dragover', { x: 10, y: 10 }));
      ed.act(() => fireDrag(layer(inner)!, 'dragenter', { x: 10, y: 10 }));
      ed.act(() => fireDrag(layer(inner)!, 'dragover', { x: 10, y: 10 }));
      ed.act(() => fireDrag(layer(inner)!, 'drop', { x: 10, y: 10 }));
      ed.act(() => fireDrag(toolbox, 'dragend'));
      expect(tree()).toEqual(['new', 'a', ['inner'], ['closed']]);
      expect(pageSection(`docs/${LAYERS}.mdx`, PANEL)).toContain('The panel does not accept toolbox items');
    },
  );

  claim(
    LAYERS,
    PANEL,
    `DropLayer adds the toolbox item inside a canvas layer or after another layer, once, under its rules (${mode.name})`,
    () => {
      const onCreate = vi.fn();
      const { ed, layer, a, inner, closed, toolbox, tree } = layersPage(mode.strict, <DropPanel />, onCreate);
      const dropOn = (target: HTMLElement, viaCanvas: boolean) => {
        ed.act(() => fireDrag(toolbox, 'dragstart'));
        if (viaCanvas) ed.act(() => fireDrag(ed.query.node(a).get().dom!, 'dragover', { x: 10, y: 10 }));
        ed.act(() => fireDrag(target, 'dragover', { x: 10, y: 10 }));
        ed.act(() => fireDrag(target, 'drop', { x: 10, y: 10 }));
        ed.act(() => fireDrag(toolbox, 'dragend'));
        expect(ed.query.getState().indicator).toBeNull();
      };
      // On the inner canvas layer, after crossing the canvas: added inside "inner" only, not also on the canvas.
      dropOn(layer(inner)!, true);
      expect(tree()).toEqual(['a', ['inner', 'new'], ['closed']]);
      // On the layer of "a" (not a canvas): right after it.
      dropOn(layer(a)!, false);
      expect(tree()).toEqual(['a', 'new', ['inner', 'new'], ['closed']]);
      // On the root layer (a canvas with children): at the end of the root.
      dropOn(layer(ROOT_NODE)!, false);
      expect(tree()).toEqual(['a', 'new', ['inner', 'new'], ['closed'], 'new']);
      expect(onCreate).not.toHaveBeenCalled();
      // One undo step per drop.
      ed.act(() => ed.actions.history.undo());
      expect(tree()).toEqual(['a', 'new', ['inner', 'new'], ['closed']]);
      // A canvas whose rule refuses: nothing is added, in the panel or on the canvas.
      dropOn(layer(closed)!, true);
      expect(tree()).toEqual(['a', 'new', ['inner', 'new'], ['closed']]);
      const text = pageSection(`docs/${LAYERS}.mdx`, PANEL);
      expect(text).toContain('clear `dragTarget`');
      expect(text).toContain('a refused drop adds nothing');
    },
  );
}

for (const mode of RENDER_MODES) {
  claim(
    RULES,
    LAST,
    `Page inside another canvas: a drop over the footer goes to that canvas, after Page, as the page warns (${mode.name})`,
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas label="outer">
          <Element is={Page} />
        </Element>,
        { resolver: { Page, Body, Footer, Text, Box }, strict: mode.strict, around: <Toolbox /> },
      );
      const [page] = childIds(ed.query, ROOT_NODE);
      const footerDom = ed.query.node(ed.query.node(page).get().data.linkedNodes.footer).get().dom!;
      setBox(ed.query.node(ROOT_NODE).get().dom!, { top: 0, left: 0, width: 400, height: 600 });
      setBox(ed.query.node(page).get().dom!, { top: 0, left: 0, width: 400, height: 500 });
      setBox(footerDom, { top: 400, left: 0, width: 400, height: 100 });
      const toolbox = ed.container.querySelector<HTMLElement>('[data-toolbox]')!;
      ed.act(() => fireDrag(toolbox, 'dragstart'));
      ed.act(() => fireDrag(footerDom, 'dragover', { x: 200, y: 450 }));
      ed.act(() => fireDrag(toolbox, 'dragend'));
      const [first, second] = childIds(ed.query, ROOT_NODE);
      expect(first).toBe(page);
      expect(ed.query.node(second).get().data.props.text).toBe('new');
      expect(pageSection(`docs/${RULES}.mdx`, LAST)).toContain("make `Page` the Frame's root");
    },
  );
}

for (const mode of RENDER_MODES) {
  claim(
    RULES,
    SLOT,
    `SlotEditor hides the bar over every canvas: one that draws no slot shows no mark at all (${mode.name})`,
    () => {
      const { view, api } = mountWith(
        SlotEditor,
        { Box, Text },
        <Element is={Box} canvas label="plain">
          <Text text="a" />
        </Element>,
        mode.strict,
        <Toolbox />,
      );
      const root = api().query.node(ROOT_NODE).get().dom!;
      setBox(root, { top: 0, left: 0, width: 400, height: 400 });
      stack(Array.from(root.children));
      const toolbox = view.container.querySelector<HTMLElement>('[data-toolbox]')!;
      act(() => fireDrag(toolbox, 'dragstart'));
      act(() => fireDrag(root, 'dragover', { x: 200, y: 300 }));
      expect(api().query.getState().indicator!.placement.parent.id).toBe(ROOT_NODE);
      expect(bars(document.body).map((bar) => bar.style.display)).toEqual(['none']);
      expect(document.querySelector('[data-drop-slot]')).toBeNull();
      act(() => fireDrag(toolbox, 'dragend'));
      expect(pageSection(`docs/${RULES}.mdx`, SLOT)).toContain("`display: 'none'` hides the bar for every canvas");
    },
  );
}

/** A toolbox and the printed drop panel beside the canvas, for renderEditor's `around`. */
const dropPanelAround = (
  <>
    <Toolbox />
    <aside data-panel>
      <DropPanel />
    </aside>
  </>
);

/** The panel and toolbox of an editor rendered with dropPanelAround. */
function dropPanelOf(container: HTMLElement) {
  return {
    ...panelOf(container.querySelector<HTMLElement>('[data-panel]')!),
    toolbox: container.querySelector<HTMLElement>('[data-toolbox]')!,
  };
}

for (const mode of RENDER_MODES) {
  claim(
    LAYERS,
    PANEL,
    `DropLayer: a drop on the layer of a card's linked title adds the item right after the card (${mode.name})`,
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <TitledCard />
        </Element>,
        {
          resolver: { Box, Text, TitledCard },
          strict: mode.strict,
          around: dropPanelAround,
        },
      );
      const [card] = childIds(ed.query, ROOT_NODE);
      const title = ed.query.node(card).get().data.linkedNodes.title;
      const { layer, open, toolbox } = dropPanelOf(ed.container);
      open(ROOT_NODE);
      open(card);
      const titleLayer = layer(title)!;
      ed.act(() => fireDrag(toolbox, 'dragstart'));
      ed.act(() => fireDrag(titleLayer, 'dragover', { x: 10, y: 10 }));
      ed.act(() => fireDrag(titleLayer, 'drop', { x: 10, y: 10 }));
      ed.act(() => fireDrag(toolbox, 'dragend'));
      const [first, added] = childIds(ed.query, ROOT_NODE);
      expect(first).toBe(card);
      expect(ed.query.node(added).get().data.props.text).toBe('new');
      expect(ed.query.node(card).get().data.nodes).toEqual([]);
      expect(pageSection(`docs/${LAYERS}.mdx`, PANEL)).toContain('right after the card');
    },
  );
}

for (const mode of RENDER_MODES) {
  claim(
    LAYERS,
    PANEL,
    `DropLayer: a drop on the linked nodes of a root that is not a canvas is left to craft.js, which places it where the canvas showed (${mode.name})`,
    () => {
      const ed = renderEditor(<Element is={Page} />, {
        resolver: { Page, Body, Footer, Text },
        strict: mode.strict,
        around: dropPanelAround,
      });
      const { body, footer } = ed.query.node(ROOT_NODE).get().data.linkedNodes;
      const bodyDom = ed.query.node(body).get().dom!;
      setBox(ed.query.node(ROOT_NODE).get().dom!, { top: 0, left: 0, width: 400, height: 500 });
      setBox(bodyDom, { top: 0, left: 0, width: 400, height: 400 });
      const { layer, open, toolbox } = dropPanelOf(ed.container);
      open(ROOT_NODE);
      const footerLayer = layer(footer)!;
      // Across the body first, then released over the footer's layer.
      ed.act(() => fireDrag(toolbox, 'dragstart'));
      ed.act(() => fireDrag(bodyDom, 'dragover', { x: 200, y: 200 }));
      ed.act(() => fireDrag(footerLayer, 'dragover', { x: 10, y: 10 }));
      ed.act(() => fireDrag(footerLayer, 'drop', { x: 10, y: 10 }));
      ed.act(() => fireDrag(toolbox, 'dragend'));
      expect(childIds(ed.query, body).map((id) => ed.query.node(id).get().data.props.text)).toEqual(['new']);
      expect(pageSection(`docs/${LAYERS}.mdx`, PANEL)).toContain('any other root leaves the drop to craft.js');
    },
  );

  claim(
    LAYERS,
    PANEL,
    `DropLayer: a drop on the linked nodes of a canvas root bubbles to the root's layer, which adds the node at the root's end (${mode.name})`,
    () => {
      const ed = renderEditor(<Element is={Page} canvas />, {
        resolver: { Page, Body, Footer, Text },
        strict: mode.strict,
        around: dropPanelAround,
      });
      const { body, footer } = ed.query.node(ROOT_NODE).get().data.linkedNodes;
      const { layer, open, toolbox } = dropPanelOf(ed.container);
      open(ROOT_NODE);
      const footerLayer = layer(footer)!;
      ed.act(() => fireDrag(toolbox, 'dragstart'));
      ed.act(() => fireDrag(footerLayer, 'dragover', { x: 10, y: 10 }));
      ed.act(() => fireDrag(footerLayer, 'drop', { x: 10, y: 10 }));
      ed.act(() => fireDrag(toolbox, 'dragend'));
      const added = childIds(ed.query, ROOT_NODE);
      expect(added.map((id) => ed.query.node(id).get().data.props.text)).toEqual(['new']);
      expect(childIds(ed.query, body)).toEqual([]);
      expect(pageSection(`docs/${LAYERS}.mdx`, PANEL)).toContain('a root that is a canvas takes the node at its end');
    },
  );
}
