/**
 * Fixes of the 2026-11-27 audit of the concept pages (docs-audit/concepts/REPORT.md, M1-M2 and L1-L8), each
 * run against the page as printed, once plainly and once inside <React.StrictMode> where a recipe renders.
 * Production-only behaviour is in production/audit-concepts.test.tsx.
 */
import type * as Craft from '@craftjs/core';
import { act, fireEvent, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import React from 'react';
import ts from 'typescript';
import { afterEach, expect, vi } from 'vitest';
import { typeCheckSnippets } from '../docs/snippets';
import { guideBlock, loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';
import { messages, spyConsole } from './support/spy';

const { Editor, Element, Frame, ROOT_NODE, useEditor, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;
const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const MIGRATING = 'migrating/migrating-0.1.x';
const MIGRATING_FILE = `docs/${MIGRATING}.mdx`;
const EDITOR = 'concepts/editor';
const NODES = 'concepts/nodes';
const USER_COMPONENTS = 'concepts/user-components';

afterEach(() => vi.restoreAllMocks());

/** Compiles TSX as a reader's bundler would and runs it with the repository's packages. */
function runModule<T>(source: string): T {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      jsx: ts.JsxEmit.ReactJSX,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    },
  });
  const module = { exports: {} as Record<string, unknown> };
  new Function('require', 'module', 'exports', outputText)(requireFromRoot, module, module.exports);
  return module.exports as T;
}

/** One side of the ```diff block of a page that contains `marker`: '-' (before) or '+' (after), context kept. */
function diffSide(file: string, marker: string, side: '-' | '+'): string[] {
  const block = read(file)
    .split('```diff')
    .slice(1)
    .map((part) => part.split('```')[0])
    .find((part) => part.includes(marker));
  if (!block) throw new Error(`${file} has no diff block with ${marker}`);
  return block
    .split('\n')
    .filter((line) => line.startsWith(side) || line.startsWith(' '))
    .map((line) => line.slice(1));
}

type JsxBuilder = (...components: unknown[]) => React.ReactElement;

/** The diff of "Canvas becomes Element canvas", one side, as a function of the components it names. */
function canvasDiff(side: '-' | '+'): JsxBuilder {
  const lines = diffSide(MIGRATING_FILE, '<Canvas is={Container}', side);
  const imports = lines.filter((line) => line.trim().startsWith('import '));
  const jsx = lines.filter((line) => !line.trim().startsWith('import ') && line.trim() !== '');
  return runModule<{ build: JsxBuilder }>(
    `${imports.join('\n')}\nexport const build = (Container, Text) => (\n${jsx.join('\n')}\n);`,
  ).build;
}

/** Container and Text of the page's element-canvas-app.tsx, as printed. */
const { Container, Text: PageText } = runModule<{
  Container: Craft.UserComponent<{ background: string; children?: React.ReactNode }>;
  Text: Craft.UserComponent<{ text: string }>;
}>(`${guideBlock(MIGRATING_FILE, 'element-canvas-app.tsx')}\nexport { Container, Text };`);

const deprecations = (spy: ReturnType<typeof spyConsole>) =>
  messages(spy)
    .split('\n')
    .filter((line) => line.includes('Deprecation warning'));

for (const mode of RENDER_MODES) {
  const named = (what: string) => `${what} (${mode.name})`;

  // M1. @craftjs/core src/utils/createNode.ts: for an Element or Canvas, the `is` prop replaces data.type first,
  // and the `node.data.type === Canvas` test that sets isCanvas and warns comes after, so it never matches.
  claim(
    MIGRATING,
    'Canvas becomes Element canvas',
    named(
      'the 0.1 JSX of the diff, <Canvas is={Container}> in <Frame>, loads as a Container that is not a canvas, silently',
    ),
    () => {
      const warn = spyConsole('warn');
      const before = renderEditor(canvasDiff('-')(Container, PageText), {
        resolver: { Container, Text: PageText },
        strict: mode.strict,
      });
      const root = before.query.node(ROOT_NODE).get();
      expect(root.data.name).toBe('Container');
      expect(root.data.isCanvas).toBe(false);
      const [hello] = childIds(before.query, ROOT_NODE);
      expect(before.container.querySelector('p')!.textContent).toBe('Hello');
      // Nothing can be dropped in, and its child cannot be dragged.
      expect(before.query.node(ROOT_NODE).isDroppable(hello)).toBe(false);
      expect(before.query.node(hello).isDraggable()).toBe(false);
      expect(deprecations(warn)).toEqual([]);
      before.unmount();

      // The diff's replacement is a canvas.
      const after = renderEditor(canvasDiff('+')(Container, PageText), {
        resolver: { Container, Text: PageText },
        strict: mode.strict,
      });
      expect(after.query.node(ROOT_NODE).get().data.isCanvas).toBe(true);
      expect(after.query.node(childIds(after.query, ROOT_NODE)[0]).isDraggable()).toBe(true);
    },
  );

  claim(
    MIGRATING,
    'Canvas becomes Element canvas',
    named('<Canvas is={Container}> given to parseReactElement and addNodeTree is no canvas either, and logs nothing'),
    () => {
      const warn = spyConsole('warn');
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="first" />
        </Element>,
        { resolver: { Box, Text, Container, PageText }, strict: mode.strict },
      );
      // What a toolbox's create connector or an "Add" button does with the JSX.
      const tree = ed.query.parseReactElement(canvasDiff('-')(Container, PageText)).toNodeTree();
      ed.act(() => ed.actions.addNodeTree(tree, ROOT_NODE));
      const added = ed.query.node(childIds(ed.query, ROOT_NODE)[1]).get();
      expect(added.data.name).toBe('Container');
      expect(added.data.isCanvas).toBe(false);
      expect(deprecations(warn)).toEqual([]);
    },
  );

  claim(
    MIGRATING,
    'Canvas becomes Element canvas',
    named('inside a user component, the <Canvas id is> of the two-columns comment makes a linked canvas and warns'),
    () => {
      const warn = spyConsole('warn');
      const source = guideBlock(MIGRATING_FILE, 'two-columns.tsx');
      const jsx = /\/\/ 0\.1\.x: (<Canvas [^>]*\/>) inside a user component/.exec(source)![1];
      const { build } = runModule<{ build: (Column: unknown) => React.ReactElement }>(
        `import { Canvas } from '@craftjs/core';\nexport const build = (Column) => ${jsx};`,
      );
      const { Column } = loadGuideModule<{ Column: Craft.UserComponent<{ children?: React.ReactNode }> }>(
        MIGRATING_FILE,
        'two-columns.tsx',
      );
      const OldColumns: Craft.UserComponent = () => {
        const {
          connectors: { connect },
        } = useNode();
        return (
          <div
            ref={(el) => {
              if (el) connect(el);
            }}
          >
            {build(Column)}
          </div>
        );
      };
      const ed = renderEditor(
        <Element is={Box} canvas>
          <OldColumns />
        </Element>,
        { resolver: { Box, OldColumns, Column }, strict: mode.strict },
      );
      const holder = ed.query.node(childIds(ed.query, ROOT_NODE)[0]).get();
      expect(ed.query.node(holder.data.linkedNodes.left).get().data.isCanvas).toBe(true);
      expect(deprecations(warn)[0]).toContain('Deprecation warning: <Canvas /> will be deprecated');
    },
  );
}

claim(
  MIGRATING,
  'Canvas becomes Element canvas',
  'the page says a <Canvas> in <Frame> JSX is no canvas, unlogged',
  () => {
    const section = pageSection(MIGRATING_FILE, 'Canvas becomes Element canvas');
    expect(section).toContain('is **not a canvas**');
    expect(section).toContain('nothing is logged');
    expect(section).toContain('search the code for `<Canvas` and replace every one');
  },
);

claim(MIGRATING, 'Upgrade checklist', 'a step finds every <Canvas>, which prints no deprecation warning', () => {
  const checklist = pageSection(MIGRATING_FILE, 'Upgrade checklist');
  expect(checklist).toContain('Search the code for `<Canvas` and replace each with');
  // The page no longer promises that the old aliases all keep working with a warning.
  const intro = read(MIGRATING_FILE).split('## Upgrade checklist')[0].replace(/\s+/g, ' ');
  expect(intro).not.toContain('so they keep working while you migrate');
  expect(intro).toContain('loads as a node that is **not** a canvas, and nothing is logged');
});

claim(
  MIGRATING,
  'Renamed and deprecated helpers',
  'the <Canvas> entry says it warns only inside a user component',
  () => {
    expect(pageSection(MIGRATING_FILE, 'Renamed and deprecated helpers')).toContain(
      '`<Canvas …>` → `<Element canvas …>` (the warning comes only inside a user component',
    );
  },
);

// L5. An unannotated 0.1 rule is contextually typed Node[] on a UserComponent; plain JavaScript has no type.
claim(
  MIGRATING,
  'canMoveIn and canMoveOut receive arrays',
  "the diff's 0.1 rules fail to type-check unannotated on a UserComponent, and pass in JavaScript",
  () => {
    const oldRules = diffSide(MIGRATING_FILE, 'canMoveIn: (incoming)', '-').filter((line) =>
      /can(MoveIn|MoveOut):/.test(line),
    );
    expect(oldRules).toHaveLength(2);
    const snippet = (lang: 'tsx' | 'jsx', code: string) => ({ file: MIGRATING_FILE, line: 1, lang, meta: '', code });
    const tsFailures = typeCheckSnippets(root, [
      snippet(
        'tsx',
        `import type { UserComponent } from '@craftjs/core';\nconst Row: UserComponent = () => null;\nRow.craft = { rules: {\n${oldRules.join('\n')}\n} };`,
      ),
    ]).map((failure) => failure.message);
    expect(tsFailures).toEqual([
      "Property 'data' does not exist on type 'Node[]'.",
      "Property 'id' does not exist on type 'Node[]'.",
    ]);
    const jsFailures = typeCheckSnippets(root, [
      snippet('jsx', `const Row = () => null;\nRow.craft = { rules: {\n${oldRules.join('\n')}\n} };`),
    ]);
    expect(jsFailures).toEqual([]);
    expect(pageSection(MIGRATING_FILE, 'canMoveIn and canMoveOut receive arrays')).toContain(
      'a rule in the `craft` of a `UserComponent` no longer type-checks, annotated or not',
    );
  },
);

// L6. npm's @craftjs/core 0.1.0 and 0.1.1 came after 0.1.0-beta.20; their lib/interfaces/editor.d.ts types
// Indicator.error as `string | null` (beta.20: `string | false`), with the same single-node rules and single-id events.
claim(
  MIGRATING,
  'The drop indicator moved to state.indicator',
  'the page names 0.1.0 and 0.1.1 and their typing of error',
  () => {
    const intro = read(MIGRATING_FILE).split('## Upgrade checklist')[0].replace(/\s+/g, ' ');
    expect(intro).toContain('The releases 0.1.0 and 0.1.1 that followed it differ only in details');
    expect(pageSection(MIGRATING_FILE, 'The drop indicator moved to state.indicator')).toContain(
      'was typed `string | false` (`string | null` in 0.1.0 and 0.1.1)',
    );
  },
);

/** A node holding the fields a settings form puts inside the editor: input, textarea, select, editable text. */
const Fields: Craft.UserComponent<{ text?: string }> = ({ text }) => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <form
      data-text={text}
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      <input aria-label="Title" defaultValue="typed" />
      <textarea aria-label="Body" defaultValue="typed" />
      <select aria-label="Tone" defaultValue="a">
        <option value="a">a</option>
      </select>
      <div role="textbox" aria-label="Rich" contentEditable suppressContentEditableWarning>
        typed
      </div>
    </form>
  );
};
Fields.craft = { props: { text: 'start' } };

const { UndoRedo } = loadGuideModule<{ UndoRedo: React.ComponentType }>(`docs/${EDITOR}.mdx`, 'undo-redo.tsx');

for (const mode of RENDER_MODES) {
  const named = (what: string) => `${what} (${mode.name})`;

  // M2. The recipe's keydown listener is on window, so it also sees keys typed in a field inside the editor.
  claim(
    EDITOR,
    'History',
    named('UndoRedo leaves Ctrl+Z in a focused input, textarea, select or contentEditable to the field'),
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Fields />
        </Element>,
        { resolver: { Box, Fields }, strict: mode.strict, around: <UndoRedo /> },
      );
      const fields = childIds(ed.query, ROOT_NODE)[0];
      const text = () => ed.query.node(fields).get().data.props.text;
      ed.act(() => ed.actions.setProp(fields, (props: { text: string }) => void (props.text = 'edited')));
      for (const name of ['Title', 'Body', 'Tone', 'Rich']) {
        const field = name === 'Tone' ? ed.getByRole('combobox', { name }) : ed.getByRole('textbox', { name });
        field.focus();
        // fireEvent returns false when a listener called preventDefault: the field's own undo would be blocked.
        expect(fireEvent.keyDown(field, { key: 'z', ctrlKey: true }), name).toBe(true);
        expect(fireEvent.keyDown(field, { key: 'z', metaKey: true }), name).toBe(true);
        expect(text(), name).toBe('edited');
      }
      // Outside a field the shortcut still undoes the editor.
      ed.getByRole('button', { name: 'Undo' }).focus();
      expect(fireEvent.keyDown(document.activeElement!, { key: 'z', ctrlKey: true })).toBe(false);
      expect(text()).toBe('start');
    },
  );

  // L1. @craftjs/utils src/History.ts: undo applies the step's inverse patches to whatever the state is now.
  claim(
    EDITOR,
    'History',
    named(
      'after ignore().deserialize, an old step throws without its nodes and silently edits a page with the same ids',
    ),
    () => {
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="A" />
        </Element>,
        { resolver: { Box, Text }, strict: mode.strict },
      );
      const [t] = childIds(ed.query, ROOT_NODE);
      const version = JSON.parse(ed.query.serialize()) as Craft.SerializedNodes;
      version[t].props.text = 'saved version';
      ed.act(() => ed.actions.setProp(t, (props: { text: string }) => void (props.text = 'B')));
      ed.act(() => ed.actions.history.ignore().deserialize(JSON.stringify(version)));
      expect(ed.container.querySelector('p')!.textContent).toBe('saved version');
      ed.act(() => ed.actions.history.undo());
      // No error: the step's old value is written into the page just loaded.
      expect(ed.container.querySelector('p')!.textContent).toBe('A');

      const other = renderEditor(
        <Element is={Box} canvas>
          <Text text="A" />
        </Element>,
        { resolver: { Box, Text }, strict: mode.strict },
      );
      const [o] = childIds(other.query, ROOT_NODE);
      other.act(() => other.actions.setProp(o, (props: { text: string }) => void (props.text = 'B')));
      other.act(() => other.actions.history.ignore().deserialize(JSON.stringify(version)));
      expect(() => other.act(() => other.actions.history.undo())).toThrow('[Immer]');
      expect(pageSection(`docs/${EDITOR}.mdx`, 'History')).toContain('or silently changes the loaded page');
    },
  );

  // L3. @craftjs/core src/render/Frame.tsx: a new Frame instance loads again; with data it calls deserialize,
  // which replaces all nodes (src/editor/actions.ts replaceNodes), and history.ignore() keeps earlier steps.
  claim(
    NODES,
    'The node tree',
    named('a remounted Frame with data replaces the nodes, and Undo applies the old steps to them'),
    () => {
      const first = renderEditor(
        <Element is={Box} canvas>
          <Text text="A" />
        </Element>,
        { resolver: { Box, Text } },
      );
      const saved = first.query.serialize();
      first.unmount();
      const api: { current: ReturnType<typeof useEditor> | null } = { current: null };
      function Grab() {
        api.current = useEditor();
        return null;
      }
      spyConsole('error'); // React warns that deserialize, called while the Frame renders, updates the editor
      const app = (frameKey: string) => {
        const ui = (
          <Editor resolver={{ Box, Text }}>
            <Grab />
            <Frame key={frameKey} data={saved} />
          </Editor>
        );
        return mode.strict ? <React.StrictMode>{ui}</React.StrictMode> : ui;
      };
      const view = render(app('1'));
      const [t] = api.current!.query.node(ROOT_NODE).childNodes();
      const setText = (text: string) =>
        act(() => api.current!.actions.setProp(t, (props: { text: string }) => void (props.text = text)));
      setText('B');
      setText('C');
      view.rerender(app('2'));
      expect(view.container.textContent).toBe('A');
      // Nothing of the edited page is left over.
      expect(Object.keys(api.current!.query.getNodes())).toHaveLength(2);
      expect(api.current!.query.serialize()).not.toContain('"C"');
      act(() => api.current!.actions.history.undo());
      expect(view.container.textContent).toBe('B');
      expect(pageSection(`docs/${NODES}.mdx`, 'The node tree')).toContain(
        'With `data`, the loaded nodes replace the old ones, and Undo applies the old steps to them',
      );
    },
  );

  // L4. @craftjs/core src/nodes/useInternalNode.ts: invariant(NodeContext) fails outside a node, even in <Editor>.
  claim(
    USER_COMPONENTS,
    'Props and setProp',
    named('FontSizeSlider works as a craft.related settings component and throws outside a node'),
    () => {
      const file = `docs/${USER_COMPONENTS}.mdx`;
      const { FontSizeSlider } = loadGuideModule<{ FontSizeSlider: React.ComponentType }>(file, 'font-size-slider.tsx');
      const { SettingsPanel } = loadGuideModule<{ SettingsPanel: React.ComponentType }>(file, 'quote.tsx');
      const Sized: Craft.UserComponent<{ fontSize?: number }> = ({ fontSize }) => {
        const {
          connectors: { connect },
        } = useNode();
        return (
          <p
            style={{ fontSize }}
            ref={(el) => {
              if (el) connect(el);
            }}
          >
            sized
          </p>
        );
      };
      Sized.craft = { props: { fontSize: 16 }, related: { settings: FontSizeSlider } };
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Sized />
        </Element>,
        { resolver: { Box, Sized }, strict: mode.strict, around: <SettingsPanel /> },
      );
      ed.act(() => ed.actions.selectNode(childIds(ed.query, ROOT_NODE)[0]));
      fireEvent.change(ed.getByRole('slider', { name: 'Font size' }), { target: { value: '30' } });
      expect(ed.container.querySelector('p')!.style.fontSize).toBe('30px');
      ed.unmount();

      spyConsole('error');
      expect(() => renderEditor(null, { around: <FontSizeSlider />, strict: mode.strict })).toThrow(
        'You can only use useNode in the context of <Editor />',
      );
      expect(pageSection(file, 'Props and setProp')).toContain(
        'render it inside a user component or as its `craft.related` settings component',
      );
    },
  );
}

// L7. node_modules/@craftjs/{core,utils,layers}/package.json: react is in peerDependencies, not dependencies.
claim(
  'acknowledgements',
  'Open-source libraries',
  'React is called a peer dependency, as the packages declare it',
  () => {
    const section = pageSection('docs/acknowledgements.mdx', 'Open-source libraries');
    for (const name of ['core', 'utils', 'layers']) {
      const pkg = JSON.parse(read(`node_modules/@craftjs/${name}/package.json`)) as {
        dependencies: Record<string, string>;
        peerDependencies: Record<string, string>;
      };
      expect(pkg.peerDependencies.react).toBeDefined();
      expect(pkg.dependencies.react).toBeUndefined();
    }
    expect(section).toContain('**[React](https://react.dev)**, a peer dependency');
    expect(section).not.toContain('These are the runtime dependencies declared by the published packages');
  },
);

// L8. node_modules/@craftjs/core/README.md names GitHub Sponsors, Open Collective and Ko-fi.
claim('sponsor', 'Ways to sponsor', 'every funding channel of the @craftjs/core README is on the page', () => {
  const readme = read('node_modules/@craftjs/core/README.md');
  const section = pageSection('docs/sponsor.mdx', 'Ways to sponsor');
  const hosts = ['github.com/sponsors/prevwong', 'opencollective.com/craftjs', 'ko-fi.com/prevwong'];
  for (const host of hosts) {
    expect(readme).toContain(`https://${host}`);
    expect(section).toContain(`(https://${host})`);
  }
});
