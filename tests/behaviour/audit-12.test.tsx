/**
 * The twelfth audit's findings (a fresh reading of every page after the eleventh audit's fixes, 2026-11-28), each
 * against the page as printed. Source: @craftjs/core src/nodes/useInternalNode.ts (useNode needs a node's context),
 * src/utils/serializeNode.tsx (a child that is not a string is serialized as an element), src/utils/resolveComponent.ts
 * (the error names `name`, else `displayName`), src/events/DefaultEventHandlers.ts (a multi-select click drops the
 * clicked node's selected ancestors and descendants; a drag compares with the last clicked selection),
 * src/editor/actions.ts (move asks the drop rules, not canDrag).
 */
import type * as Craft from '@craftjs/core';
import { act, fireEvent } from '@testing-library/react';
import React, { memo } from 'react';
import { afterEach, expect, vi } from 'vitest';
import { guideBlock, loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { RelatedSettings } from './support/settingsPanel';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { fireDrag } from './support/dom';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';
import { spyConsole } from './support/spy';
import { renderThrows } from './support/thrown';

const { Element, ROOT_NODE, useEditor, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;

afterEach(() => vi.restoreAllMocks());

const click = (el: Element, init: MouseEventInit = {}) =>
  act(() => {
    fireEvent.mouseDown(el, init);
    fireEvent.click(el, init);
  });

// ---- guides/performance, "Typing into a prop"

const PERFORMANCE = 'docs/guides/performance.mdx';
const { TitleField } = loadGuideModule<{ TitleField: React.ComponentType }>(PERFORMANCE, 'title-field.tsx');

/** A heading whose settings panel (craft.related) is the guide's TitleField. */
const Heading: Craft.UserComponent<{ title: string }> = ({ title }) => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <h1
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      {title}
    </h1>
  );
};
Heading.craft = { related: { settings: TitleField } };

/** A toolbar field outside any node, for the selected node: the page's way, the throttle taken from useEditor. */
function ToolbarTitle() {
  const { actions, selected } = useEditor((state) => ({ selected: Array.from(state.events.selected)[0] }));
  return (
    <input
      aria-label="Toolbar title"
      onChange={(event) =>
        selected &&
        actions.history.throttle(500).setProp(selected, (props: { title: string }) => {
          props.title = event.target.value;
        })
      }
    />
  );
}

for (const mode of RENDER_MODES) {
  claim(
    'guides/performance',
    'Typing into a prop',
    `TitleField throws in a toolbar inside <Editor>, works as a craft.related settings panel, and a toolbar takes the throttle from useEditor (${mode.name})`,
    () => {
      const section = pageSection(PERFORMANCE, 'Typing into a prop');
      expect(section).toContain('in the component itself or in its `craft.related` settings panel');
      expect(section).toContain('`actions.history.throttle(500).setProp(id, …)`');

      const thrown = renderThrows(() =>
        renderEditor(<Element is={Box} canvas />, { resolver: { Box }, around: <TitleField />, strict: mode.strict }),
      );
      expect(thrown).toContain('You can only use useNode in the context of <Editor />');

      const ed = renderEditor(
        <Element is={Box} canvas>
          <Heading title="" />
        </Element>,
        { resolver: { Box, Heading }, around: <RelatedSettings />, strict: mode.strict },
      );
      const [heading] = childIds(ed.query, ROOT_NODE);
      ed.act(() => ed.actions.selectNode(heading));
      const field = ed.getByRole('textbox', { name: 'Title' });
      for (const value of ['H', 'He', 'Hey']) fireEvent.change(field, { target: { value } });
      expect(ed.container.querySelector('h1')!.textContent).toBe('Hey');
      ed.unmount();

      const withToolbar = renderEditor(
        <Element is={Box} canvas>
          <Heading title="" />
        </Element>,
        { resolver: { Box, Heading }, around: <ToolbarTitle />, strict: mode.strict },
      );
      withToolbar.act(() => withToolbar.actions.selectNode(childIds(withToolbar.query, ROOT_NODE)[0]));
      const input = withToolbar.getByRole('textbox', { name: 'Toolbar title' });
      for (const value of ['H', 'He', 'Hey']) fireEvent.change(input, { target: { value } });
      expect(withToolbar.container.querySelector('h1')!.textContent).toBe('Hey');
      withToolbar.act(() => withToolbar.actions.history.undo());
      expect(withToolbar.container.querySelector('h1')!.textContent).toBe('');
      expect(withToolbar.query.history.canUndo()).toBe(false);
    },
  );
}

// ---- guides/save-load-state, "Props holding React elements", and guides/server-rendering's savedPage.tsx

const SAVE_LOAD = 'docs/guides/save-load-state.mdx';
const SERVER = 'docs/guides/server-rendering.mdx';

for (const mode of RENDER_MODES) {
  claim(
    'guides/save-load-state',
    'Props holding React elements',
    `string children are saved, a number child makes query.serialize() throw, and String() saves it (${mode.name})`,
    () => {
      expect(pageSection(SAVE_LOAD, 'Props holding React elements')).toContain(
        "A number child, as in `<p>Price: {5}</p>` in the Frame's JSX, makes `query.serialize()` throw",
      );
      const warnings = spyConsole('warn');
      spyConsole('error');
      const price = 5;
      const withNumber = renderEditor(
        <Element is={Box} canvas>
          <p>Price: {price}</p>
        </Element>,
        { resolver: { Box }, strict: mode.strict },
      );
      expect(() => withNumber.query.serialize()).toThrow(TypeError);
      // craft.js serializes after each action: every later action logs the failure instead of saving.
      warnings.mockClear();
      withNumber.act(() =>
        withNumber.actions.setProp(ROOT_NODE, (props: { label?: string }) => {
          props.label = 'x';
        }),
      );
      expect(warnings).toHaveBeenCalled();
      withNumber.unmount();

      const withString = renderEditor(
        <Element is={Box} canvas>
          <p>Price: {String(price)}</p>
        </Element>,
        { resolver: { Box }, strict: mode.strict },
      );
      const saved = Object.values(JSON.parse(withString.query.serialize()) as Craft.SerializedNodes);
      expect(saved.find((node) => node.type === 'p')!.props.children).toEqual(['Price: ', '5']);
    },
  );
}

claim(
  'guides/server-rendering',
  'Read-only, way 2: render the saved JSON without the editor',
  "savedPage.tsx's comment writes the text in parts with String(), as a number child cannot be saved",
  () => {
    expect(guideBlock(SERVER, 'savedPage.tsx')).toContain(
      '(`<p>Price: {String(price)}</p>`;\n    // craft.js cannot save a number child)',
    );
  },
);

// ---- troubleshooting, "Component type does not exist in the resolver"

const TROUBLESHOOTING = 'docs/troubleshooting.mdx';
const RESOLVER_ERROR = 'Component type does not exist in the resolver';

for (const mode of RENDER_MODES) {
  claim(
    'troubleshooting',
    RESOLVER_ERROR,
    `the error names the component's name, else its displayName: (undefined) for a memo or forwardRef component without one (${mode.name})`,
    () => {
      const section = pageSection(TROUBLESHOOTING, RESOLVER_ERROR);
      expect(section).toContain("the component's `name` (its function's name), or else its `displayName`");
      expect(section).toContain('a `memo(…)` or `forwardRef(…)` component missing from the resolver');
      const Hero = memo(function Hero() {
        return <p>hero</p>;
      });
      const Banner = React.forwardRef<HTMLParagraphElement>(function Banner(_, ref) {
        return <p ref={ref}>banner</p>;
      });
      const Named = memo(function Named() {
        return <p>named</p>;
      });
      Named.displayName = 'NamedHero';
      const missing = (ui: React.ReactElement) =>
        renderThrows(() =>
          renderEditor(
            <Element is={Box} canvas>
              {ui}
            </Element>,
            { resolver: { Box }, strict: mode.strict },
          ),
        );
      expect(missing(<Hero />)).toContain('The component type specified for this node (undefined) does not exist');
      expect(missing(<Banner />)).toContain('The component type specified for this node (undefined) does not exist');
      expect(missing(<Named />)).toContain('The component type specified for this node (NamedHero) does not exist');
    },
  );
}

// ---- concepts/editor, "The event state", and migrating-0.1.x, "Events are sets of node ids (multi-select)"

for (const mode of RENDER_MODES) {
  claim(
    'concepts/editor',
    'The event state',
    `a meta-click adds to the selection and deselects the clicked node's selected ancestors and descendants (${mode.name})`,
    () => {
      expect(pageSection('docs/concepts/editor.mdx', 'The event state')).toContain(
        'deselects any selected ancestor or descendant of the clicked node',
      );
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="other" />
          <Element is={Box} canvas label="inner">
            <Text text="child" />
          </Element>
        </Element>,
        { resolver: { Box, Text }, strict: mode.strict },
      );
      const [other, inner] = childIds(ed.query, ROOT_NODE);
      const [child] = childIds(ed.query, inner);
      const dom = (id: string) => ed.query.node(id).get().dom!;
      const selected = () => ed.query.getEvent('selected').all().sort();
      click(dom(other));
      click(dom(inner), { metaKey: true });
      expect(selected()).toEqual([other, inner].sort());
      click(dom(child), { metaKey: true });
      expect(selected()).toEqual([other, child].sort());
      click(dom(inner), { metaKey: true });
      expect(selected()).toEqual([other, inner].sort());
    },
  );

  claim(
    'migrating/migrating-0.1.x',
    'Events are sets of node ids (multi-select)',
    `a drag takes every selected node after clicks, only the dragged node after selectNode([a, b]) from code (${mode.name})`,
    () => {
      expect(pageSection('docs/migrating/migrating-0.1.x.mdx', 'Events are sets of node ids (multi-select)')).toContain(
        'Dragging a node of a selection made by clicking drags every selected node; after a `selectNode([a, b])` from code, a drag of `a` takes only `a`.',
      );
      const twoTexts = () => {
        const ed = renderEditor(
          <Element is={Box} canvas>
            <Text text="a" />
            <Text text="b" />
          </Element>,
          { resolver: { Box, Text }, strict: mode.strict },
        );
        const ids = childIds(ed.query, ROOT_NODE);
        const dragOf = (id: string) => {
          const el = ed.query.node(id).get().dom!;
          act(() => fireDrag(el, 'dragstart'));
          const dragged = ed.query.getEvent('dragged').all().sort();
          act(() => fireDrag(el, 'dragend'));
          return dragged;
        };
        return { ed, ids, dragOf };
      };
      const clicked = twoTexts();
      click(clicked.ed.query.node(clicked.ids[0]).get().dom!);
      click(clicked.ed.query.node(clicked.ids[1]).get().dom!, { metaKey: true });
      expect(clicked.dragOf(clicked.ids[0])).toEqual([...clicked.ids].sort());
      clicked.ed.unmount();

      const fromCode = twoTexts();
      fromCode.ed.act(() => fromCode.ed.actions.selectNode(fromCode.ids));
      expect(fromCode.dragOf(fromCode.ids[0])).toEqual([fromCode.ids[0]]);
    },
  );
}

// ---- faq, "Does drag and drop work on phones and tablets?"

const { TouchControls } = loadGuideModule<{ TouchControls: React.FC<{ block: () => React.ReactElement }> }>(
  'docs/faq.mdx',
  'touch-controls.tsx',
);

/** A block users cannot drag: craft.rules.canDrag refuses. */
const Locked: Craft.UserComponent<{ text: string }> = ({ text }) => {
  const {
    connectors: { connect, drag },
  } = useNode();
  return (
    <p
      ref={(el) => {
        if (el) connect(drag(el));
      }}
    >
      {text}
    </p>
  );
};
Locked.craft = { rules: { canDrag: () => false } };

for (const mode of RENDER_MODES) {
  claim(
    'faq',
    'Does drag and drop work on phones and tablets?',
    `TouchControls' Up and Down leave a block users cannot drag in place, as move() alone would not (${mode.name})`,
    () => {
      expect(pageSection('docs/faq.mdx', 'Does drag and drop work on phones and tablets?')).toContain(
        '`actions.move` throws when a drop rule refuses but never asks `canDrag`',
      );
      const errors = spyConsole('error');
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Locked text="locked" />
          <Text text="b" />
        </Element>,
        {
          resolver: { Box, Text, Locked },
          around: <TouchControls block={() => <Text text="new" />} />,
          strict: mode.strict,
        },
      );
      const [locked, b] = childIds(ed.query, ROOT_NODE);
      const down = Array.from(ed.container.querySelectorAll('button')).find((button) => button.textContent === 'Down')!;
      ed.act(() => ed.actions.selectNode(locked));
      ed.act(() => void fireEvent.click(down));
      expect(childIds(ed.query, ROOT_NODE)).toEqual([locked, b]);
      // What the check stands for: move() itself moves the locked block without a word.
      ed.act(() => ed.actions.move(locked, ROOT_NODE, 2));
      expect(childIds(ed.query, ROOT_NODE)).toEqual([b, locked]);
      expect(errors).not.toHaveBeenCalled();
    },
  );
}
