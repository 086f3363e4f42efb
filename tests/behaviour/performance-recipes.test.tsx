/**
 * docs/guides/performance.mdx: what re-renders below a changed node, what a load leaves in the history,
 * hiding versus collapsing sections (collapsible-sections.tsx run as printed, plainly and inside
 * <React.StrictMode>), what a mount serializes, and when a throwing collector is caught.
 * Source: @craftjs/core src/nodes/NodeElement.tsx and NodeContext.tsx (a provider value per render),
 * src/editor/Editor.tsx (the serialize subscription in the Editor's own effect), src/editor/store.tsx
 * (setHidden is recorded), src/render/RenderNode.tsx (hidden → null); utils src/useMethods.ts (Watcher
 * catches a re-collection's error), src/useCollector.tsx (the first collection runs in render).
 */
import type * as Craft from '@craftjs/core';
import { act, fireEvent, render } from '@testing-library/react';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { fireDrag, stack } from './support/dom';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';
import { pageSection } from '../support/pageSection';
import { messages, spyConsole } from './support/spy';

const { Editor, Element, Frame, ROOT_NODE, useEditor, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;
const PAGE = 'guides/performance';
const { Section, SectionSwitcher } = loadGuideModule<{
  Section: Craft.UserComponent<{ title: string; children?: React.ReactNode }>;
  SectionSwitcher: React.ComponentType<{ children: React.ReactNode }>;
}>(`docs/${PAGE}.mdx`, 'collapsible-sections.tsx');

afterEach(() => vi.restoreAllMocks());

/** A user component that counts its renders by label and connects like every user component. */
const renders: string[] = [];
const Counted: Craft.UserComponent<{ label: string; children?: React.ReactNode }> = ({ label, children }) => {
  const {
    connectors: { connect },
  } = useNode();
  renders.push(label);
  return (
    <div
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      {label}
      {children}
    </div>
  );
};
const MemoCounted = React.memo(Counted) as unknown as Craft.UserComponent<{ label: string }>;

claim(
  PAGE,
  'What re-renders when a prop changes',
  'setProp re-renders the node and every useNode component below it, memo or not; not its siblings or parent',
  () => {
    const ed = renderEditor(
      <Element is={Counted} canvas label="parent">
        <Element is={Counted} canvas label="changed">
          <Element is={Counted} canvas label="child">
            <Counted label="grandchild" />
          </Element>
          <MemoCounted label="memo child" />
        </Element>
        <Counted label="sibling" />
      </Element>,
      { resolver: { Counted, MemoCounted } },
    );
    const [changed] = childIds(ed.query, ROOT_NODE);
    renders.length = 0;
    ed.act(() => ed.actions.setProp(changed, (props: { label: string }) => void (props.label = 'changed!')));
    expect([...renders].sort()).toEqual(['changed!', 'child', 'grandchild', 'memo child']);
    const text = pageSection(`docs/${PAGE}.mdx`, 'What re-renders when a prop changes');
    expect(text).toContain('so does every component below it that calls `useNode`');
    expect(text).not.toContain('its parent and its descendants do not');
  },
);

/** An editor with one edit in its history, as after a user's work. */
function editedPage() {
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Text text="old page" />
    </Element>,
    { resolver: { Box, Text } },
  );
  const [text] = childIds(ed.query, ROOT_NODE);
  ed.act(() => ed.actions.setProp(text, (props: { text: string }) => void (props.text = 'edited')));
  const replacement = ed.query
    .serialize()
    .replace(/"edited"/, '"new page"')
    .replace(new RegExp(text, 'g'), 'fresh');
  return { ed, replacement };
}

claim(PAGE, 'Hidden nodes and large pages', 'after ignore().deserialize the old steps stay, and undo fails', () => {
  const { ed, replacement } = editedPage();
  ed.act(() => ed.actions.history.ignore().deserialize(replacement));
  expect(ed.query.history.canUndo()).toBe(true);
  expect(() => ed.act(() => ed.actions.history.undo())).toThrow(/Cannot apply patch/);
});

claim(PAGE, 'Hidden nodes and large pages', 'history.clear() after the load leaves nothing to undo', () => {
  const { ed, replacement } = editedPage();
  ed.act(() => {
    ed.actions.deserialize(replacement);
    ed.actions.history.clear();
  });
  expect(ed.query.history.canUndo()).toBe(false);
  expect(ed.container.textContent).toBe('new page');
  const text = pageSection(`docs/${PAGE}.mdx`, 'Hidden nodes and large pages');
  expect(text).toContain('Call `actions.history.clear()` right after a load');
  expect(text).toContain('alone is not enough once the user has edited anything');
});

/** A page of two sections, each with a paragraph, and a toolbox button that creates a paragraph. */
function sectionsPage(strict: boolean, onNodesChange: () => void = () => undefined) {
  const content = (
    <Element is={Box} canvas>
      <Element is={Section} canvas title="Intro">
        <Text text="intro text" />
      </Element>
      <Element is={Section} canvas title="Pricing">
        <Text text="pricing text" />
      </Element>
    </Element>
  );
  const handle: { current: ReturnType<typeof useEditor> | null } = { current: null };
  function Grab() {
    handle.current = useEditor();
    return (
      <button
        type="button"
        ref={(el) => {
          if (el) handle.current!.connectors.create(el, <Text text="new" />);
        }}
      >
        New text
      </button>
    );
  }
  const view = render(
    <Editor resolver={{ Box, Text, Section }} onNodesChange={onNodesChange}>
      <Grab />
      <SectionSwitcher>
        <Frame>{content}</Frame>
      </SectionSwitcher>
    </Editor>,
    strict ? { wrapper: React.StrictMode } : undefined,
  );
  return { view, editor: () => handle.current! };
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    'Hidden nodes and large pages',
    `setHidden is saved, undoable and sent to onNodesChange, and the published page lacks the section (${mode.name})`,
    () => {
      const changes = vi.fn();
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="intro" />
          <Text text="pricing" />
        </Element>,
        { resolver: { Box, Text }, strict: mode.strict, onNodesChange: changes },
      );
      const [, pricing] = childIds(ed.query, ROOT_NODE);
      const before = changes.mock.calls.length;
      ed.act(() => ed.actions.setHidden(pricing, true));
      expect(changes.mock.calls.length).toBeGreaterThan(before);
      expect(ed.query.history.canUndo()).toBe(true);
      const saved = ed.query.serialize();
      expect(JSON.parse(saved)[pricing].hidden).toBe(true);
      const published = renderToString(
        <Editor resolver={{ Box, Text }} enabled={false}>
          <Frame data={saved} />
        </Editor>,
      );
      expect(published).toContain('intro');
      expect(published).not.toContain('pricing');
      expect(pageSection(`docs/${PAGE}.mdx`, 'Hidden nodes and large pages')).toContain(
        'is missing from the published page',
      );
    },
  );

  claim(
    PAGE,
    'Hidden nodes and large pages',
    `a collapsed Section mounts no child, and opening one changes nothing saved (${mode.name})`,
    () => {
      const changes = vi.fn();
      const { view, editor } = sectionsPage(mode.strict, changes);
      // Collapsed: the titles only, and no node below a section mounted its component.
      expect(view.container.textContent).toBe('New textIntroPricing');
      const saved = editor().query.serialize();
      const [intro] = childIds(editor().query, ROOT_NODE);
      fireEvent.click(view.getByRole('button', { name: 'Pricing' }));
      expect(view.container.textContent).toBe('New textIntroPricingpricing text');
      // The first state change after a mount calls onNodesChange whatever it is (the Editor has no
      // serialized baseline yet); opening sections after that calls it no more.
      const callsAfterFirstOpen = changes.mock.calls.length;
      fireEvent.click(view.getByRole('button', { name: 'Intro' }));
      expect(view.container.textContent).toBe('New textIntrointro textPricing');
      expect(changes.mock.calls.length).toBe(callsAfterFirstOpen);
      expect(editor().query.serialize()).toBe(saved);
      expect(editor().query.history.canUndo()).toBe(false);
      expect(editor().query.node(intro).get().data.hidden).toBe(false);
      // The published page, without the switcher, shows every section.
      const published = renderToString(
        <Editor resolver={{ Box, Text, Section }} enabled={false}>
          <Frame data={saved} />
        </Editor>,
      );
      expect(published).toContain('intro text');
      expect(published).toContain('pricing text');
    },
  );
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    'Hidden nodes and large pages',
    `a block dragged over a collapsed Section is not dropped into it; once open, it is (${mode.name})`,
    () => {
      const { view, editor } = sectionsPage(mode.strict);
      const query = () => editor().query;
      const [intro, pricing] = childIds(query(), ROOT_NODE);
      const sectionOf = (id: string) => query().node(id).get().dom!;
      const toolbox = view.getByRole('button', { name: 'New text' });
      const dragInto = (id: string) => {
        stack([sectionOf(intro), sectionOf(pricing)], 200);
        stack(Array.from(sectionOf(id).querySelectorAll('p')), 20);
        act(() => fireDrag(toolbox, 'dragstart'));
        // The middle of the section, away from its edges (where the drop would go to its parent).
        const top = id === intro ? 0 : 200;
        act(() => fireDrag(sectionOf(id), 'dragover', { x: 200, y: top + 100 }));
        act(() => fireDrag(toolbox, 'dragend'));
      };
      // Never opened: refused, nothing added anywhere.
      const before = Object.keys(JSON.parse(query().serialize())).length;
      dragInto(pricing);
      expect(childIds(query(), pricing)).toHaveLength(1);
      expect(Object.keys(JSON.parse(query().serialize()))).toHaveLength(before);
      // Opened, then collapsed again: still refused.
      fireEvent.click(view.getByRole('button', { name: 'Pricing' }));
      fireEvent.click(view.getByRole('button', { name: 'Intro' }));
      dragInto(pricing);
      expect(childIds(query(), pricing)).toHaveLength(1);
      expect(() =>
        query()
          .node(pricing)
          .isDroppable([childIds(query(), intro)[0]]),
      ).not.toThrow();
      expect(
        query()
          .node(pricing)
          .isDroppable([childIds(query(), intro)[0]]),
      ).toBe(false);
      // The open section takes the drop.
      dragInto(intro);
      expect(childIds(query(), intro)).toHaveLength(2);
      expect(view.container.textContent).toContain('intro textnew');
      expect(pageSection(`docs/${PAGE}.mdx`, 'Hidden nodes and large pages')).toContain(
        'a drop over a collapsed section does nothing',
      );
      // Intro is open. Over it the bar shows; over Pricing, never opened since this mount, the state keeps
      // Intro's indicator (no element to place a new one by), and the release still adds nothing to Pricing.
      const fresh = sectionsPage(mode.strict);
      const q = () => fresh.editor().query;
      const [freshIntro, freshPricing] = childIds(q(), ROOT_NODE);
      fireEvent.click(fresh.view.getAllByRole('button', { name: 'Intro' }).at(-1)!);
      const el = (id: string) => q().node(id).get().dom!;
      stack([el(freshIntro), el(freshPricing)], 200);
      stack(Array.from(el(freshIntro).querySelectorAll('p')), 20);
      const freshToolbox = fresh.view.getAllByRole('button', { name: 'New text' }).at(-1)!;
      act(() => fireDrag(freshToolbox, 'dragstart'));
      act(() => fireDrag(el(freshIntro), 'dragover', { x: 200, y: 100 }));
      expect(q().getState().indicator!.placement.parent.id).toBe(freshIntro);
      act(() => fireDrag(el(freshPricing), 'dragover', { x: 200, y: 300 }));
      expect(q().getState().indicator!.placement.parent.id).toBe(freshIntro);
      expect(q().getState().indicator!.error).toBeNull();
      act(() => fireDrag(freshToolbox, 'dragend'));
      expect(childIds(q(), freshPricing)).toHaveLength(1);
      expect(childIds(q(), freshIntro)).toHaveLength(1);
      expect(pageSection(`docs/${PAGE}.mdx`, 'Hidden nodes and large pages')).toContain(
        'so the bar stays where it last was while the drop does nothing',
      );
      expect(pageSection(`docs/${PAGE}.mdx`, 'Hidden nodes and large pages')).toContain(
        'for a section never opened, while the bar still shows wherever it last was',
      );
    },
  );
}

claim(PAGE, 'What one change costs', 'the setDOM calls of the first mount serialize nothing', () => {
  const stringify = vi.spyOn(JSON, 'stringify');
  // query.serialize() is JSON.stringify of the serialized nodes, keyed by id (jsdom stringifies other things).
  const serializations = () =>
    stringify.mock.calls.filter(([value]) => typeof value === 'object' && value && ROOT_NODE in value);
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Text text="one" />
      <Text text="two" />
    </Element>,
    { resolver: { Box, Text } },
  );
  // Every node connected its element during the mount…
  for (const id of [ROOT_NODE, ...childIds(ed.query, ROOT_NODE)]) expect(ed.query.node(id).get().dom).not.toBeNull();
  // …and nothing was serialized; the first change after the mount is.
  expect(serializations()).toHaveLength(0);
  const [one] = childIds(ed.query, ROOT_NODE);
  ed.act(() => ed.actions.setProp(one, (props: { text: string }) => void (props.text = 'changed')));
  expect(serializations().length).toBeGreaterThan(0);
  expect(pageSection(`docs/${PAGE}.mdx`, 'What one change costs')).toContain('these run steps 1–3 only');
});

claim(PAGE, 'What to watch out for', 'a collector that throws on its first run breaks the render', () => {
  spyConsole('error');
  function Reader() {
    const { text } = useEditor((_, query) => ({ text: query.node('missing').get().data.props.text as string }));
    return <p>{text}</p>;
  }
  expect(() =>
    renderEditor(
      <Element is={Box} canvas>
        <Text text="one" />
      </Element>,
      { resolver: { Box, Text }, around: <Reader /> },
    ),
  ).toThrow(TypeError);
  expect(pageSection(`docs/${PAGE}.mdx`, 'What to watch out for')).not.toContain('throws; craft.js catches it');
});

claim(PAGE, 'What to watch out for', 'a collector that throws when it re-runs is caught and keeps its values', () => {
  const warn = spyConsole('warn');
  let seen: string[] = [];
  function Reader({ id }: { id: string }) {
    const { text } = useEditor((_, query) => ({ text: query.node(id).get().data.props.text as string }));
    seen = [...seen, text];
    return null;
  }
  const ed = renderEditor(
    <Element is={Box} canvas>
      <Text text="one" />
    </Element>,
    { resolver: { Box, Text } },
  );
  const [one] = childIds(ed.query, ROOT_NODE);
  ed.rerender(
    <Editor resolver={{ Box, Text }}>
      <Reader id={one} />
      <Frame />
    </Editor>,
  );
  expect(seen.at(-1)).toBe('one');
  ed.act(() => ed.actions.delete(one));
  expect(seen.at(-1)).toBe('one');
  expect(messages(warn)).toContain("Cannot read properties of undefined (reading 'data')");
  expect(pageSection(`docs/${PAGE}.mdx`, 'What to watch out for')).toContain(
    "On the component's first render nothing catches it",
  );
});
