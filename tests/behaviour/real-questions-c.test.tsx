/**
 * Real questions answered on the pages that own them, run as printed, plainly and inside <React.StrictMode>:
 * - "Props passed to <Element is={component} someProp={prop}/> do not update" (craft.js issues 695, 247) and
 *   "Modifying the hidden prop of an Element after the node is created has no effect" (issue 143):
 *   docs/concepts/nodes.mdx › Changing an Element's props after it is created, with edit-linked-note.tsx
 *   (Note, NotePanel), and the two pointers to it in docs/api/element.mdx (Props, hidden).
 * Source: @craftjs/core src/render/Frame.tsx (the children are parsed once, behind the isLoaded ref),
 * src/nodes/Element.tsx (a linked node is made or found in a useState initializer, so later props are never
 * read), src/utils/createNode.ts (Element's hidden / canvas / custom go to node.data, the rest to data.props),
 * src/render/RenderNode.tsx (a hidden node renders null), src/editor/actions.ts (setProp, setHidden),
 * src/editor/store.tsx (neither is in ignoreHistoryForActions), src/utils/serializeNode.tsx (props and hidden
 * are saved).
 */
import type * as Craft from '@craftjs/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const { Editor, Element, Frame, ROOT_NODE, useEditor, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;
type EditorApi = ReturnType<typeof Craft.useEditor>;

const NODES = 'concepts/nodes';
const LATER = "Changing an Element's props after it is created";
const ELEMENT = 'api/element';

const { Note, NotePanel } = loadGuideModule<{
  Note: Craft.UserComponent<{ text: string }>;
  NotePanel: Craft.UserComponent;
}>(`docs/${NODES}.mdx`, 'edit-linked-note.tsx');

afterEach(() => vi.restoreAllMocks());

const section = () => pageSection(`docs/${NODES}.mdx`, LATER);

/** Spies on console.error and console.warn; `quiet()` checks that nothing was logged. */
function consoleSpies() {
  const error = vi.spyOn(console, 'error');
  const warn = vi.spyOn(console, 'warn');
  return () => {
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  };
}

/** The pattern of the questions: a user component whose React state feeds the props of its linked Element. */
const StatefulParent: Craft.UserComponent = () => {
  const {
    connectors: { connect },
  } = useNode();
  const [text, setText] = React.useState('first');
  const [hidden, setHidden] = React.useState(false);
  return (
    <section
      data-state={`${text} ${hidden}`}
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      <Element id="note" is={Text} text={text} hidden={hidden} />
      <button type="button" onClick={() => (setText('second'), setHidden(true))}>
        change state
      </button>
    </section>
  );
};

for (const mode of RENDER_MODES) {
  claim(
    NODES,
    LATER,
    `inside a user component, new props and hidden from the parent's state change neither the linked node nor the page, silently (${mode.name})`,
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <StatefulParent />
        </Element>,
        { resolver: { Box, Text, StatefulParent }, strict: mode.strict },
      );
      const [parent] = childIds(ed.query, ROOT_NODE);
      const note = ed.query.node(parent).get().data.linkedNodes.note;
      const quiet = consoleSpies();
      act(() => void fireEvent.click(screen.getByRole('button', { name: 'change state' })));
      // The parent did render again with the new values.
      expect(ed.container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('second true');
      expect(ed.query.node(note).get().data.props.text).toBe('first');
      expect(ed.query.node(note).get().data.hidden).toBe(false);
      expect(ed.container.querySelector('[data-text="first"]')).not.toBeNull();
      expect(ed.container.querySelector('[data-text="second"]')).toBeNull();
      quiet();
      expect(section()).toContain('neither the node nor the page changes, and nothing warns you');
    },
  );

  claim(
    NODES,
    LATER,
    `in the Frame JSX, an Element rendered again with other props and hidden keeps its first values (${mode.name})`,
    () => {
      const handle: { current: EditorApi | null } = { current: null };
      function Grab() {
        handle.current = useEditor();
        return null;
      }
      function App({ text, hidden }: { text: string; hidden: boolean }) {
        return (
          <Editor resolver={{ Box, Text }}>
            <Grab />
            <Frame>
              <Element is={Box} canvas>
                <Element is={Text} text={text} hidden={hidden} />
              </Element>
            </Frame>
          </Editor>
        );
      }
      const wrap = (ui: React.ReactElement) => (mode.strict ? <React.StrictMode>{ui}</React.StrictMode> : ui);
      const view = render(wrap(<App text="first" hidden={false} />));
      const quiet = consoleSpies();
      view.rerender(wrap(<App text="second" hidden />));
      const query = handle.current!.query;
      const [text] = childIds(query, ROOT_NODE);
      expect(query.node(text).get().data.props.text).toBe('first');
      expect(query.node(text).get().data.hidden).toBe(false);
      expect(view.container.querySelector('[data-text="first"]')).not.toBeNull();
      quiet();
      expect(section()).toContain('are read once: when its node is created, from the `<Frame>` JSX');
    },
  );
}

/** The printed NotePanel in a Frame, with the elements a reader uses. */
function notePage(strict: boolean) {
  const ed = renderEditor(
    <Element is={Box} canvas>
      <NotePanel />
    </Element>,
    { resolver: { Box, NotePanel, Note }, strict },
  );
  const [panel] = childIds(ed.query, ROOT_NODE);
  const note = ed.query.node(panel).get().data.linkedNodes.note;
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Note text' });
  const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Show note' });
  const shown = () => ed.container.querySelector('p')?.textContent ?? null;
  return { ed, note, input, checkbox, shown, data: () => ed.query.node(note).get().data };
}

for (const mode of RENDER_MODES) {
  claim(
    NODES,
    LATER,
    `edit-linked-note.tsx: a panel added after the page loaded shows its note at once and takes typing (${mode.name})`,
    () => {
      const ed = renderEditor(<Element is={Box} canvas />, {
        resolver: { Box, NotePanel, Note },
        strict: mode.strict,
      });
      // As a toolbox click adds it: no other editor change follows.
      ed.act(() => ed.actions.addNodeTree(ed.query.parseReactElement(<NotePanel />).toNodeTree(), ROOT_NODE));
      const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Note text' });
      expect(input.value).toBe('Draft');
      act(() => void fireEvent.change(input, { target: { value: 'typed' } }));
      expect(input.value).toBe('typed');
      expect(ed.container.querySelector('p')!.textContent).toBe('typed');
    },
  );

  claim(
    NODES,
    LATER,
    `edit-linked-note.tsx: the input writes the note's text prop with setProp, and the node drives the input (${mode.name})`,
    () => {
      const { ed, note, input, shown, data } = notePage(mode.strict);
      expect(data().props.text).toBe('Draft');
      expect(input.value).toBe('Draft');
      expect(shown()).toBe('Draft');
      act(() => void fireEvent.change(input, { target: { value: 'Final' } }));
      expect(data().props.text).toBe('Final');
      expect(shown()).toBe('Final');
      // The node is the source of truth: a change made elsewhere shows up in the input too.
      ed.act(() => ed.actions.setProp(note, (props: { text: string }) => void (props.text = 'From elsewhere')));
      expect(input.value).toBe('From elsewhere');
      expect(shown()).toBe('From elsewhere');
      expect(section()).toContain('Write each change into the node instead');
    },
  );

  claim(
    NODES,
    LATER,
    `edit-linked-note.tsx: the checkbox hides and shows the note with setHidden (${mode.name})`,
    () => {
      const { checkbox, shown, data } = notePage(mode.strict);
      expect(checkbox.checked).toBe(true);
      act(() => void fireEvent.click(checkbox));
      expect(data().hidden).toBe(true);
      expect(shown()).toBeNull();
      expect(checkbox.checked).toBe(false);
      act(() => void fireEvent.click(checkbox));
      expect(data().hidden).toBe(false);
      expect(shown()).toBe('Draft');
      expect(section()).toContain('with `setProp` and `setHidden`');
    },
  );

  claim(
    NODES,
    LATER,
    `setProp and setHidden changes are saved with the page and each is an undo step (${mode.name})`,
    () => {
      const { ed, note, input, checkbox, shown, data } = notePage(mode.strict);
      act(() => void fireEvent.change(input, { target: { value: 'Final' } }));
      act(() => void fireEvent.click(checkbox));
      const saved = JSON.parse(ed.query.serialize()) as Record<string, { props: { text?: string }; hidden: boolean }>;
      expect(saved[note].props.text).toBe('Final');
      expect(saved[note].hidden).toBe(true);
      ed.act(() => ed.actions.history.undo());
      expect(data().hidden).toBe(false);
      expect(shown()).toBe('Final');
      ed.act(() => ed.actions.history.undo());
      expect(shown()).toBe('Draft');
      expect(input.value).toBe('Draft');
      ed.act(() => ed.actions.history.redo());
      expect(input.value).toBe('Final');
      expect(section()).toContain('The change is saved with the page and can be undone');
    },
  );
}

/** A component with its own hide button: once hidden it is not rendered, so the button is gone too. */
const SelfHiding: Craft.UserComponent = () => {
  const {
    connectors: { connect },
    actions,
  } = useNode();
  return (
    <div
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      <button type="button" onClick={() => actions.setHidden(true)}>
        hide me
      </button>
    </div>
  );
};

for (const mode of RENDER_MODES) {
  claim(
    NODES,
    LATER,
    `a hidden node is not rendered, so a control inside it cannot show it again (${mode.name})`,
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <SelfHiding />
        </Element>,
        { resolver: { Box, SelfHiding }, strict: mode.strict },
      );
      const [id] = childIds(ed.query, ROOT_NODE);
      act(() => void fireEvent.click(screen.getByRole('button', { name: 'hide me' })));
      expect(ed.query.node(id).get().data.hidden).toBe(true);
      expect(screen.queryByRole('button', { name: 'hide me' })).toBeNull();
      expect(section()).toContain(
        'A hidden node is not rendered, so the control that shows it again must live outside it',
      );
    },
  );

  claim(
    NODES,
    LATER,
    `React context from a provider above <Editor> reaches Frame components, and its changes re-render them (${mode.name})`,
    () => {
      const Theme = React.createContext('light');
      const Themed: Craft.UserComponent = () => {
        const {
          connectors: { connect },
        } = useNode();
        const theme = React.useContext(Theme);
        return (
          <p
            data-theme={theme}
            ref={(el) => {
              if (el) connect(el);
            }}
          >
            {theme}
          </p>
        );
      };
      function App({ theme }: { theme: string }) {
        return (
          <Theme.Provider value={theme}>
            <Editor resolver={{ Box, Themed }}>
              <Frame>
                <Element is={Box} canvas>
                  <Themed />
                </Element>
              </Frame>
            </Editor>
          </Theme.Provider>
        );
      }
      const wrap = (ui: React.ReactElement) => (mode.strict ? <React.StrictMode>{ui}</React.StrictMode> : ui);
      const view = render(wrap(<App theme="light" />));
      expect(view.container.querySelector('[data-theme]')?.textContent).toBe('light');
      view.rerender(wrap(<App theme="dark" />));
      expect(view.container.querySelector('[data-theme]')?.textContent).toBe('dark');
      expect(section()).toContain('a provider above `<Editor>` reaches the components in the Frame');
    },
  );
}

for (const mode of RENDER_MODES) {
  claim(ELEMENT, 'Props', `other props set the node's first props only; setProp changes them (${mode.name})`, () => {
    const { ed, note, data } = notePage(mode.strict);
    ed.act(() => ed.actions.setProp(note, (props: { text: string }) => void (props.text = 'Set')));
    expect(data().props.text).toBe('Set');
    expect(pageSection(`docs/${ELEMENT}.mdx`, 'Props')).toContain("They only set the node's first props");
  });

  claim(ELEMENT, 'hidden', `changing hidden later has no effect; setHidden does (${mode.name})`, () => {
    const ed = renderEditor(
      <Element is={Box} canvas>
        <StatefulParent />
      </Element>,
      { resolver: { Box, Text, StatefulParent }, strict: mode.strict },
    );
    const [parent] = childIds(ed.query, ROOT_NODE);
    const note = ed.query.node(parent).get().data.linkedNodes.note;
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'change state' })));
    expect(ed.query.node(note).get().data.hidden).toBe(false);
    ed.act(() => ed.actions.setHidden(note, true));
    expect(ed.query.node(note).get().data.hidden).toBe(true);
    expect(ed.container.querySelector('[data-text]')).toBeNull();
    expect(pageSection(`docs/${ELEMENT}.mdx`, 'hidden')).toContain('Changing it later has no effect');
  });
}
