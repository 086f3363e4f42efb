/**
 * Every whole-component sample of docs/concepts/editor.mdx, run as printed (by its title), once plainly and
 * once inside <React.StrictMode>, doing what its text says.
 */
import type * as Craft from '@craftjs/core';
import { fireEvent, render, within } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text, resolver } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES, inMode } from './support/modes';
import { messages, spyConsole } from './support/spy';

const { Element, ROOT_NODE } = requireFromRoot('@craftjs/core') as typeof Craft;
const PAGE = 'concepts/editor';
const FILE = `docs/${PAGE}.mdx`;
const REF_WARNING = 'Accessing element.ref was removed in React 19';
const sample = <T,>(title: string) => loadGuideModule<T>(FILE, title);

const { PageEditor } = sample<{ PageEditor: React.ComponentType<{ sidebar: React.ReactNode }> }>('page-editor.tsx');
const { App: ResolverApp } = sample<{ App: React.ComponentType<{ savedPage: string }> }>('resolver-app.tsx');
const { StatusBar } = sample<{ StatusBar: React.ComponentType }>('status-bar.tsx');
const { EditorCommands } = sample<{ EditorCommands: React.ComponentType }>('editor-commands.tsx');
const { ShiftSelectEditor } = sample<{ ShiftSelectEditor: React.ComponentType }>('shift-select.tsx');
const { UndoRedo } = sample<{ UndoRedo: React.ComponentType }>('undo-redo.tsx');
const { useThemeActions } = sample<{
  useThemeActions: () => {
    applyTheme(ids: string[], color: string): void;
    preview(id: string, color: string): () => void;
  };
}>('theme-actions.tsx');
const { OutlinedEditor } = sample<{ OutlinedEditor: React.ComponentType }>('outlined-editor.tsx');
const { PreviewToggle } = sample<{ PreviewToggle: React.ComponentType }>('preview-toggle.tsx');

afterEach(() => vi.restoreAllMocks());

/** What was logged besides React 19's ref warning for HTML-tag nodes. */
const otherErrors = (spy: ReturnType<typeof spyConsole>) =>
  messages(spy)
    .split('\n')
    .filter((line) => line && !line.includes(REF_WARNING));

const page = (
  <Element is={Box} canvas>
    <Text text="A" />
    <Text text="B" />
  </Element>
);

/** Another saved page: the root of `json` holding two new texts, y and z, shaped like its text `textId`. */
function pageWithNewIds(json: string, textId: string): string {
  const saved = JSON.parse(json);
  return JSON.stringify({
    ROOT: { ...saved.ROOT, nodes: ['y', 'z'] },
    y: { ...saved[textId], parent: 'ROOT', props: { text: 'y', color: 'black' } },
    z: { ...saved[textId], parent: 'ROOT', props: { text: 'z', color: 'black' } },
  });
}

/** The page's two texts with the printed useThemeActions hook, and their colours. */
function themePage(strict: boolean) {
  let hook: ReturnType<typeof useThemeActions> | null = null;
  function Grab() {
    hook = useThemeActions();
    return null;
  }
  const ed = renderEditor(page, { resolver, strict, around: <Grab /> });
  const [a, b] = childIds(ed.query, ROOT_NODE);
  const colors = () => [a, b].map((id) => ed.query.node(id).get().data.props.color);
  return { ed, a, b, theme: () => hook!, colors };
}

for (const mode of RENDER_MODES) {
  const named = (what: string) => `${what} (${mode.name})`;

  claim(
    PAGE,
    'The Editor component',
    named('PageEditor renders the Page canvas and the sidebar inside the editor'),
    () => {
      const view = render(inMode(<PageEditor sidebar={<aside aria-label="Sidebar">tools</aside>} />, mode.strict));
      expect(view.container.querySelector('.layout > main')).not.toBeNull();
      expect(within(view.container.querySelector('.layout')! as HTMLElement).getByLabelText('Sidebar')).toBeTruthy();
    },
  );

  claim(PAGE, 'The resolver', named('a page saved under the old key LegacyText still loads'), () => {
    const saved = JSON.stringify({
      ROOT: {
        type: { resolvedName: 'Hero' },
        isCanvas: true,
        props: {},
        displayName: 'Hero',
        custom: {},
        hidden: false,
        nodes: ['old'],
        linkedNodes: {},
      },
      old: {
        type: { resolvedName: 'LegacyText' },
        isCanvas: false,
        props: { text: 'Saved before the rename' },
        displayName: 'Paragraph',
        custom: {},
        parent: 'ROOT',
        hidden: false,
        nodes: [],
        linkedNodes: {},
      },
    });
    const view = render(inMode(<ResolverApp savedPage={saved} />, mode.strict));
    expect(view.container.querySelector('header > p')!.textContent).toBe('Saved before the rename');
  });

  claim(PAGE, 'useEditor and collectors', named('StatusBar follows the node count, the selection and enabled'), () => {
    const ed = renderEditor(page, { resolver, strict: mode.strict, around: <StatusBar /> });
    const status = () => ed.getByRole('status').textContent;
    expect(status()).toBe('3 nodes · nothing selected · editing');
    const [a] = childIds(ed.query, ROOT_NODE);
    ed.act(() => ed.actions.selectNode(a));
    expect(status()).toBe('3 nodes · Text selected · editing');
    ed.act(() => ed.actions.setOptions((options) => void (options.enabled = false)));
    expect(status()).toBe('3 nodes · nothing selected · preview');
  });

  claim(
    PAGE,
    'Actions and queries',
    named('EditorCommands adds a selected section, deletes the selection, and undo restores it'),
    () => {
      const errors = spyConsole('error');
      const ed = renderEditor(page, { resolver, strict: mode.strict, around: <EditorCommands /> });
      const del = () => ed.getByRole('button', { name: 'Delete selection' }) as HTMLButtonElement;
      expect(del().disabled).toBe(true);
      fireEvent.click(ed.getByRole('button', { name: 'Add section' }));
      const added = childIds(ed.query, ROOT_NODE)[2];
      expect(ed.query.node(added).get().data.name).toBe('section');
      expect(ed.query.getEvent('selected').all()).toEqual([added]);
      expect(del().disabled).toBe(false);
      fireEvent.click(del());
      expect(childIds(ed.query, ROOT_NODE)).toHaveLength(2);
      ed.act(() => ed.actions.history.undo());
      expect(childIds(ed.query, ROOT_NODE)).toHaveLength(3);
      expect(childIds(ed.query, ROOT_NODE)[2]).toBe(added);
      // Nothing logged but the React 19 ref warning of the section (see react19-warnings.test.tsx).
      expect(otherErrors(errors)).toEqual([]);
    },
  );

  claim(PAGE, 'The event state', named('ShiftSelectEditor renders and selects without errors'), () => {
    const errors = spyConsole('error');
    const view = render(inMode(<ShiftSelectEditor />, mode.strict));
    const root = view.container.querySelector('div')!;
    // Hover and selection show nowhere in this sample's DOM: the handlers take the events without errors
    // beyond the React 19 ref warning of its HTML root node (see react19-warnings.test.tsx).
    fireEvent.mouseOver(root);
    fireEvent.mouseLeave(root);
    fireEvent.mouseDown(root, { shiftKey: true });
    expect(otherErrors(errors)).toEqual([]);
  });

  claim(
    PAGE,
    'History',
    named('UndoRedo: the buttons and Ctrl+Z / Ctrl+Shift+Z step through the history one step at a time'),
    () => {
      const ed = renderEditor(page, { resolver, strict: mode.strict, around: <UndoRedo /> });
      const [a] = childIds(ed.query, ROOT_NODE);
      const undo = () => ed.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
      const redo = () => ed.getByRole('button', { name: 'Redo' }) as HTMLButtonElement;
      const textOfA = () => ed.query.node(a).get().data.props.text;
      // The page loaded by <Frame> is not a step.
      expect(undo().disabled).toBe(true);
      ed.act(() => ed.actions.setProp(a, (props: { text: string }) => void (props.text = 'one')));
      ed.act(() => ed.actions.setProp(a, (props: { text: string }) => void (props.text = 'two')));
      fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
      expect(textOfA()).toBe('one');
      fireEvent.click(undo());
      expect(textOfA()).toBe('A');
      expect(undo().disabled).toBe(true);
      fireEvent.keyDown(window, { key: 'Z', metaKey: true, shiftKey: true });
      expect(textOfA()).toBe('one');
      fireEvent.click(redo());
      expect(textOfA()).toBe('two');
      expect(redo().disabled).toBe(true);
    },
  );

  claim(PAGE, 'History', named('useThemeActions: applyTheme is one undo step, preview records nothing'), () => {
    const { ed, a, b, theme, colors } = themePage(mode.strict);
    ed.act(() => theme().applyTheme([a, b], 'red'));
    expect(colors()).toEqual(['red', 'red']);
    ed.act(() => theme().preview(a, 'blue'));
    expect(colors()).toEqual(['blue', 'red']);
    ed.act(() => ed.actions.history.undo());
    expect(colors()).toEqual(['black', 'black']);
    expect(ed.query.history.canUndo()).toBe(false);
  });

  claim(
    PAGE,
    'History',
    named('useThemeActions: a first node that already has the colour does not fold the theme into an earlier step'),
    () => {
      const { ed, a, b, theme, colors } = themePage(mode.strict);
      ed.act(() => ed.actions.setProp(a, (props: { color: string }) => void (props.color = 'red')));
      ed.act(() => ed.actions.setProp(b, (props: { text: string }) => void (props.text = 'edited')));
      // a is red already: the theme still makes its own step, so one undo leaves the text edit in place.
      ed.act(() => theme().applyTheme([a, b], 'red'));
      expect(colors()).toEqual(['red', 'red']);
      ed.act(() => ed.actions.history.undo());
      expect(colors()).toEqual(['red', 'black']);
      expect(ed.query.node(b).get().data.props.text).toBe('edited');
      ed.act(() => theme().applyTheme([], 'green'));
      expect(colors()).toEqual(['red', 'black']);
      const history = pageSection(FILE, 'History');
      expect(history).toContain('an action that changed nothing records no step');
    },
  );

  claim(
    PAGE,
    'History',
    named('after ignore().deserialize of a page with new ids, undoing a delete in the root puts the old node back'),
    () => {
      const ed = renderEditor(page, { resolver, strict: mode.strict });
      const [a, b] = childIds(ed.query, ROOT_NODE);
      ed.act(() => ed.actions.delete(b));
      const other = JSON.stringify({
        ROOT: { ...JSON.parse(ed.query.serialize()).ROOT, nodes: ['z'] },
        z: { ...JSON.parse(ed.query.serialize())[a], parent: 'ROOT', props: { text: 'z', color: 'black' } },
      });
      ed.act(() => ed.actions.history.ignore().deserialize(other));
      expect(childIds(ed.query, ROOT_NODE)).toEqual(['z']);
      ed.act(() => ed.actions.history.undo());
      // No throw: the deleted node joins the page just loaded.
      expect(childIds(ed.query, ROOT_NODE)).toEqual(['z', b]);
      expect(pageSection(FILE, 'History')).toContain('or silently changes the loaded page');
    },
  );

  claim(
    PAGE,
    'History',
    named('after ignore().deserialize of a page with new ids, undoing a delete of a middle child breaks the render'),
    () => {
      spyConsole('error');
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="A" />
          <Text text="B" />
          <Text text="C" />
        </Element>,
        { resolver, strict: mode.strict },
      );
      const [a, b] = childIds(ed.query, ROOT_NODE);
      ed.act(() => ed.actions.delete(b));
      ed.act(() => ed.actions.history.ignore().deserialize(pageWithNewIds(ed.query.serialize(), a)));
      // The root's child list is patched by position: it now names the old c, which the loaded page lacks.
      expect(() => ed.act(() => ed.actions.history.undo())).toThrow("reading 'children'");
      expect(pageSection(FILE, 'History')).toContain(
        'can leave the root listing nodes that do not exist, so that the next render throws',
      );
    },
  );

  claim(
    PAGE,
    'History',
    named(
      'after ignore().deserialize of a page with new ids, undoing an add at the start of the root breaks the render',
    ),
    () => {
      spyConsole('error');
      const ed = renderEditor(page, { resolver, strict: mode.strict });
      const [a] = childIds(ed.query, ROOT_NODE);
      const tree = ed.query.parseReactElement(<Text text="new" />).toNodeTree();
      ed.act(() => ed.actions.addNodeTree(tree, ROOT_NODE, 0));
      ed.act(() => ed.actions.history.ignore().deserialize(pageWithNewIds(ed.query.serialize(), a)));
      expect(() => ed.act(() => ed.actions.history.undo())).toThrow("reading 'children'");
      expect(pageSection(FILE, 'History')).toContain('an add, a move or a delete in the root');
    },
  );

  // The tenth audit: the case the page once called the exception cuts or corrupts the loaded page instead.
  claim(
    PAGE,
    'History',
    named(
      'after ignore().deserialize, undoing an add of the root’s last child cuts the loaded root’s list to the old length',
    ),
    () => {
      spyConsole('error');
      /** The root's children after: add a last child to the two-text page, load a page of `count` texts, undo. */
      const undoAppendOver = (count: number) => {
        const ed = renderEditor(page, { resolver, strict: mode.strict });
        const [a] = childIds(ed.query, ROOT_NODE);
        const tree = ed.query.parseReactElement(<Text text="new" />).toNodeTree();
        ed.act(() => ed.actions.addNodeTree(tree, ROOT_NODE));
        const loaded = JSON.parse(pageWithNewIds(ed.query.serialize(), a));
        const ids = ['y', 'z', 'w'].slice(0, count);
        for (const id of ids) loaded[id] = { ...loaded.z, props: { text: id, color: 'black' } };
        loaded.ROOT.nodes = ids;
        if (count < 2) delete loaded.z;
        ed.act(() => ed.actions.history.ignore().deserialize(JSON.stringify(loaded)));
        ed.act(() => ed.actions.history.undo());
        const result = {
          nodes: [...ed.query.node(ROOT_NODE).get().data.nodes],
          shown: ed.container.textContent,
          saved: ed.query.serialize(),
        };
        ed.unmount();
        return result;
      };
      expect(undoAppendOver(3)).toMatchObject({ nodes: ['y', 'z'], shown: 'yz' });
      const fewer = undoAppendOver(1);
      expect(fewer).toMatchObject({ nodes: ['y', undefined], shown: 'y' });
      expect(JSON.parse(fewer.saved).ROOT.nodes).toEqual(['y', null]);
      expect(() => renderEditor(null, { resolver, data: fewer.saved })).toThrow();
      expect(pageSection(FILE, 'History')).toContain(
        'a loaded root with more children loses its last ones, and one with fewer gets an empty slot in its list, which renders, but `query.serialize()` saves it as `null` and that JSON then fails to load',
      );
    },
  );

  claim(
    PAGE,
    'Outlines and indicators with onRender',
    named('NodeOutline outlines the selected node and shows its name badge'),
    () => {
      spyConsole('error');
      const view = render(inMode(<OutlinedEditor />, mode.strict));
      const root = view.container.querySelector('div')!;
      expect(document.body.querySelector('.node-badge')).toBeNull();
      fireEvent.mouseDown(root);
      expect(root.style.outline).toBe('2px solid #2563eb');
      expect(document.body.querySelector('.node-badge')!.textContent).toBe('div');
      view.unmount();
    },
  );

  claim(
    PAGE,
    'Enabling and disabling the editor',
    named('PreviewToggle switches options.enabled and clears the selection'),
    () => {
      const ed = renderEditor(page, { resolver, strict: mode.strict, around: <PreviewToggle /> });
      const [a] = childIds(ed.query, ROOT_NODE);
      ed.act(() => ed.actions.selectNode(a));
      const box = ed.getByRole('checkbox', { name: 'Editing enabled' }) as HTMLInputElement;
      expect(box.checked).toBe(true);
      fireEvent.click(box);
      expect(ed.query.getOptions().enabled).toBe(false);
      expect(ed.query.getEvent('selected').isEmpty()).toBe(true);
      expect(box.checked).toBe(false);
      fireEvent.click(box);
      expect(ed.query.getOptions().enabled).toBe(true);
    },
  );
}
