/**
 * docs/troubleshooting.mdx in a development build: each section's error is reproduced with the real packages
 * and compared with the message the page quotes (its bare code fences, tests/support/pageMessages.ts), and each
 * fix runs plainly and inside <React.StrictMode>. The production build is tests/behaviour/production/troubleshooting.test.tsx.
 */
import { Editor, Element, Frame, ROOT_NODE, useEditor, useNode, type UserComponent } from '@craftjs/core';
import { act, fireEvent, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { extractSnippets, typeCheckSnippets } from '../docs/snippets';
import { guideBlock, loadGuideModule, requireFromRoot } from '../support/guideCode';
import { normalizeMessage, quotedMessages } from '../support/pageMessages';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Text } from './support/components';
import { renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';
import { secondCraft, secondCraftWithOwnReact, secondReact } from './support/secondCopy';
import { messages, spyConsole } from './support/spy';
import { messageThrownBy } from './support/thrown';

const FILE = 'docs/troubleshooting.mdx';
const root = path.resolve(__dirname, '../..');

afterEach(() => vi.restoreAllMocks());

/** The message a render throws (React rethrows it from act), with what React logged meanwhile. */
function renderError(ui: React.ReactElement): { message: string; logged: string } {
  const error = spyConsole('error');
  try {
    render(ui);
  } catch (err) {
    return { message: (err as Error).message, logged: messages(error) };
  } finally {
    error.mockRestore();
  }
  return { message: 'no error', logged: '' };
}

/** The page quotes this message in the section (the whole fence, or one of its lines). */
function expectQuoted(heading: string, message: string) {
  expect(quotedMessages(FILE, heading)).toContain(normalizeMessage(message));
}

const inCanvas = (child: React.ReactElement) => (
  <Element is="div" canvas>
    {child}
  </Element>
);

// ---- Element must specify an id ----------------------------------------------------------------------------

const NoId: UserComponent = () => (
  <div>
    <Element is="div" canvas />
  </div>
);
const EmptyId: UserComponent = () => (
  <div>
    <Element id="" is="div" canvas />
  </div>
);
const NoIs: UserComponent = () => (
  <div>
    <Element id="text" canvas />
  </div>
);
const Box = (props: Record<string, unknown>) => <Element {...props} />;

claim(
  'troubleshooting',
  'Element must specify an id',
  'an Element rendered without an id throws the quoted message',
  () => {
    // core/src/nodes/Element.tsx: invariant(!!id, ERROR_TOP_LEVEL_ELEMENT_NO_ID) when the Element renders
    const { message } = renderError(
      <Editor resolver={{ NoId }}>
        <Frame>{inCanvas(<NoId />)}</Frame>
      </Editor>,
    );
    expect(message).toMatch(/^Invariant failed: A <Element \/> that is used inside a User Component must specify/);
    expectQuoted('Element must specify an id', message);
  },
);

claim('troubleshooting', 'Element must specify an id', 'an empty id throws it too', () => {
  // Element.tsx: the check is !!id, so "" fails like a missing id
  const { message } = renderError(
    <Editor resolver={{ EmptyId }}>
      <Frame>{inCanvas(<EmptyId />)}</Frame>
    </Editor>,
  );
  expectQuoted('Element must specify an id', message);
  expect(pageSection(FILE, 'Element must specify an id')).toContain(
    'or is `""` or `undefined` when the component runs',
  );
});

claim(
  'troubleshooting',
  'Element must specify an id',
  'an Element with an id but no is throws it when Element is in the resolver',
  () => {
    // createNode.ts: only props present are moved to node data, so without `is` the type stays Element;
    // that node then renders Element itself, with the other props and no id.
    const { message } = renderError(
      <Editor resolver={{ NoIs, Element }}>
        <Frame>{inCanvas(<NoIs />)}</Frame>
      </Editor>,
    );
    expectQuoted('Element must specify an id', message);
    expect(pageSection(FILE, 'Element must specify an id')).toContain(
      'the Element has no `is` and `Element` itself is in the resolver',
    );
  },
);

claim('troubleshooting', 'Element must specify an id', 'a wrapper of Element placed in the Frame throws it', () => {
  // Frame.tsx parses its JSX: Box becomes a node, and the Element it renders is a linked node without id
  const { message } = renderError(
    <Editor resolver={{ Box }}>
      <Frame>
        <Box is="div" canvas />
      </Frame>
    </Editor>,
  );
  expectQuoted('Element must specify an id', message);
});

// The tenth audit: with children, the last two causes fail on the children first; a wrapper given an id works.
claim(
  'troubleshooting',
  'Element must specify an id',
  'in the Frame with an id and children, an Element without is or a wrapper names (undefined); without an id, the id message',
  () => {
    const undefinedType =
      'Invariant failed: The component type specified for this node (undefined) does not exist in the resolver';
    // Written in the Frame's JSX: an Element without `is`, `Element` in the resolver, an id and a child.
    const noIs = renderError(
      <Editor resolver={{ Element, Text }}>
        <Frame>
          <Element canvas id="x">
            <Text text="a" />
          </Element>
        </Frame>
      </Editor>,
    );
    expect(noIs.message).toBe(undefinedType);
    const noIsEmpty = renderError(
      <Editor resolver={{ Element }}>
        <Frame>
          <Element canvas id="x" />
        </Frame>
      </Editor>,
    );
    expectQuoted('Element must specify an id', noIsEmpty.message);
    const wrapper = renderError(
      <Editor resolver={{ Box, Text }}>
        <Frame>
          <Box is="div" canvas id="w">
            <Text text="a" />
          </Box>
        </Frame>
      </Editor>,
    );
    expect(wrapper.message).toBe(undefinedType);
    const withId = renderEditor(<Box is="section" canvas id="w" />, { resolver: { Box } });
    const [linked] = Object.values(withId.query.node(ROOT_NODE).get().data.linkedNodes);
    expect(withId.query.node(linked).get().data.name).toBe('section');
    const section = pageSection(FILE, 'Element must specify an id');
    expect(section).toContain('Given an `id` and no children, that Element renders as a linked node, with no error.');
    expect(section).toContain(
      "Written in the Frame's JSX with an `id` and children, the last two fail on those children instead",
    );
    // The eleventh audit: without an id, the same JSX with children fails with this section's message.
    const wrapperNoId = renderError(
      <Editor resolver={{ Box, Text }}>
        <Frame>
          <Box is="div" canvas>
            <Text text="a" />
          </Box>
        </Frame>
      </Editor>,
    );
    expectQuoted('Element must specify an id', wrapperNoId.message);
    const noIsNoId = renderError(
      <Editor resolver={{ Element, Text }}>
        <Frame>
          <Element canvas>
            <Text text="a" />
          </Element>
        </Frame>
      </Editor>,
    );
    expectQuoted('Element must specify an id', noIsNoId.message);
    expect(pageSection(FILE, RESOLVER)).toContain('or an Element with children that a node renders again');
  },
);

for (const mode of RENDER_MODES) {
  claim(
    'troubleshooting',
    'Element must specify an id',
    `the fixed linked-id.tsx renders its linked node (${mode.name})`,
    () => {
      const { Card } = loadGuideModule<{ Card: UserComponent }>(FILE, 'linked-id.tsx');
      const ed = renderEditor(<Card />, { resolver: { Card }, strict: mode.strict });
      const body = ed.query.node(ROOT_NODE).get().data.linkedNodes.body;
      expect(ed.query.node(body).isCanvas()).toBe(true);
      expect(ed.container.querySelector('section > div')).not.toBeNull();
    },
  );
}

// ---- Component type does not exist in the resolver ---------------------------------------------------------

const RESOLVER = 'Component type does not exist in the resolver';

claim(
  'troubleshooting',
  RESOLVER,
  'a component missing from the resolver throws the quoted message with its name',
  () => {
    // core/src/utils/resolveComponent.ts: ERROR_NOT_IN_RESOLVER with the component's name
    const { message } = renderError(
      <Editor>
        <Frame>{inCanvas(<Text text="a" />)}</Frame>
      </Editor>,
    );
    expect(message).toBe(
      'Invariant failed: The component type specified for this node (Text) does not exist in the resolver',
    );
    expectQuoted(RESOLVER, message);
  },
);

claim(
  'troubleshooting',
  RESOLVER,
  'an Element without is names the minified Element: $ (CommonJS) or ke (ES module)',
  () => {
    const { message } = renderError(
      <Editor>
        <Frame>
          <Element canvas />
        </Frame>
      </Editor>,
    );
    expect(message).toBe(
      'Invariant failed: The component type specified for this node ($) does not exist in the resolver',
    );
    expect(requireFromRoot.resolve('@craftjs/core')).toMatch(/dist[\\/]cjs[\\/]index\.js$/);
    const esm = readFileSync(path.join(root, 'node_modules/@craftjs/core/dist/esm/index.js'), 'utf8');
    expect(esm).toMatch(/function ke\(\{id:\w,children:\w,\.\.\.\w\}\)/);
    expect(pageSection(FILE, RESOLVER)).toContain('`$` in the CommonJS build, `ke` in the ES module build');
  },
);

claim('troubleshooting', RESOLVER, 'a fragment as the Frame child names undefined', () => {
  const { message } = renderError(
    <Editor>
      <Frame>
        <>
          <div />
        </>
      </Frame>
    </Editor>,
  );
  expect(message).toBe(
    'Invariant failed: The component type specified for this node (undefined) does not exist in the resolver',
  );
  expect(pageSection(FILE, RESOLVER)).toContain(
    "a fragment `<>…</>` as the Frame's child, or an Element with children",
  );
});

claim('troubleshooting', RESOLVER, 'a resolver that is not an object throws the quoted message', () => {
  // core/src/editor/Editor.tsx: invariant(typeof resolver === 'object' && !Array.isArray(resolver) ...)
  const { message } = renderError(
    <Editor resolver={[] as never}>
      <Frame>{inCanvas(<div />)}</Frame>
    </Editor>,
  );
  expect(message).toMatch(/^Invariant failed: Resolver in <Editor \/> has to be an object/);
  expectQuoted(RESOLVER, message);
});

for (const mode of RENDER_MODES) {
  claim('troubleshooting', RESOLVER, `with the component in the resolver the page renders (${mode.name})`, () => {
    const ed = renderEditor(inCanvas(<Text text="listed" />), { resolver: { Text }, strict: mode.strict });
    expect(ed.container.querySelector('[data-text="listed"]')).not.toBeNull();
  });
}

// ---- Loading state with an unknown component ---------------------------------------------------------------

const LOADING = 'Loading state with an unknown component';
const savedWith = (type: unknown) =>
  JSON.stringify({
    ROOT: {
      ...(type ? { type } : {}),
      isCanvas: true,
      props: {},
      displayName: 'Hero',
      custom: {},
      hidden: false,
      nodes: [],
      linkedNodes: {},
    },
  });

claim('troubleshooting', LOADING, 'an unknown resolvedName throws the quoted TypeError', () => {
  // core/src/utils/deserializeNode.tsx: restoreType gives null, deserializeComp returns undefined, and the
  // destructuring of its result throws
  const { message } = renderError(
    <Editor resolver={{ Text }}>
      <Frame data={savedWith({ resolvedName: 'Hero' })} />
    </Editor>,
  );
  expect(message).toBe("Cannot destructure property 'type' of 'ue(...)' as it is undefined.");
  expectQuoted(LOADING, message);
  const esm = readFileSync(path.join(root, 'node_modules/@craftjs/core/dist/esm/index.js'), 'utf8');
  expect(esm).toContain('{type:a,name:i,props:s}=Ve(');
  expect(pageSection(FILE, LOADING)).toContain('`ue` in the CommonJS build, `Ve` in the ES module build');
});

claim('troubleshooting', LOADING, 'a node without type throws the quoted check', () => {
  // deserializeNode.tsx: invariant(isCompAnHtmlElement || isCompAUserComponent, ERROR_DESERIALIZE_...)
  const { message } = renderError(
    <Editor resolver={{ Text }}>
      <Frame data={savedWith(null)} />
    </Editor>,
  );
  expect(message).toMatch(/^Invariant failed: An Error occurred while deserializing components/);
  expectQuoted(LOADING, message);
});

for (const mode of RENDER_MODES) {
  claim('troubleshooting', LOADING, `state naming a resolver entry loads (${mode.name})`, () => {
    const Hero = () => <h1 data-hero="" />;
    const ed = renderEditor(null, {
      resolver: { Hero },
      data: savedWith({ resolvedName: 'Hero' }),
      strict: mode.strict,
    });
    expect(ed.container.querySelector('[data-hero]')).not.toBeNull();
  });
}

// ---- useNode or useEditor outside the editor ---------------------------------------------------------------

const OUTSIDE = 'useNode or useEditor outside the editor';
function UsesNode() {
  useNode();
  return null;
}
function UsesEditor() {
  useEditor();
  return null;
}

claim('troubleshooting', OUTSIDE, 'useNode in a component the Frame does not render throws the quoted message', () => {
  // core/src/nodes/useInternalNode.ts: invariant(useContext(NodeContext), ERROR_USE_NODE_OUTSIDE_OF_EDITOR_CONTEXT)
  const { message } = renderError(
    <Editor>
      <UsesNode />
      <Frame>{inCanvas(<div />)}</Frame>
    </Editor>,
  );
  expectQuoted(OUTSIDE, message);
  expect(pageSection(FILE, OUTSIDE)).toContain('The `useNode` message also appears **inside** an `<Editor>`');
});

claim('troubleshooting', OUTSIDE, 'an Element rendered next to the Frame throws it too', () => {
  const { message } = renderError(
    <Editor>
      <Element id="preview" is="div" />
      <Frame>{inCanvas(<div />)}</Frame>
    </Editor>,
  );
  expectQuoted(OUTSIDE, message);
});

claim('troubleshooting', OUTSIDE, 'useEditor and Frame outside Editor throw the same message naming useEditor', () => {
  // core/src/editor/useInternalEditor.ts: invariant(useContext(EditorContext), ERROR_USE_EDITOR_OUTSIDE_...)
  const useNodeMessage = quotedMessages(FILE, OUTSIDE)[0];
  const expected = useNodeMessage.replaceAll('useNode', 'useEditor');
  expect(normalizeMessage(renderError(<UsesEditor />).message)).toBe(expected);
  expect(normalizeMessage(renderError(<Frame>{inCanvas(<div />)}</Frame>).message)).toBe(expected);
  expect(pageSection(FILE, OUTSIDE)).toContain('The same message with `useEditor` comes from `useEditor`, `<Frame>`');
});

for (const mode of RENDER_MODES) {
  claim('troubleshooting', OUTSIDE, `the same component rendered by the Frame works (${mode.name})`, () => {
    const ed = renderEditor(inCanvas(<Text text="in a node" />), { resolver: { Text }, strict: mode.strict });
    expect(ed.container.querySelector('[data-text="in a node"]')).not.toBeNull();
  });
}

// ---- A second copy of craft.js or React --------------------------------------------------------------------

const COPY = 'A second copy of craft.js or React';

claim('troubleshooting', COPY, 'useNode of a second @craftjs/core throws the context message inside Editor', () => {
  // each copy has its own NodeContext (core/src/nodes/NodeContext.tsx): the other copy's one is never filled
  const other = secondCraft();
  expect(other.useNode).not.toBe(useNode);
  const Linked = ({ text }: { text: string }) => {
    other.useNode();
    return <p>{text}</p>;
  };
  const { message } = renderError(
    <Editor resolver={{ Linked }}>
      <Frame>{inCanvas(<Linked text="a" />)}</Frame>
    </Editor>,
  );
  expectQuoted(OUTSIDE, message);
  expect(pageSection(FILE, COPY)).toContain('although it is inside `<Editor>`');
});

claim('troubleshooting', COPY, 'an Element of a second @craftjs/core in the Frame throws the resolver message', () => {
  // createNode.ts compares node.data.type === Element of its own copy
  const other = secondCraft();
  const { message } = renderError(
    <Editor>
      <Frame>
        <other.Element is="div" canvas />
      </Frame>
    </Editor>,
  );
  expect(pageSection(FILE, COPY)).toContain(`\`${message}\``);
});

claim('troubleshooting', COPY, 'a second React throws reading useState, after "Invalid hook call"', () => {
  const otherReact = secondReact();
  expect(otherReact).not.toBe(React);
  const Linked = ({ text }: { text: string }) => {
    otherReact.useState(0);
    return <p>{text}</p>;
  };
  const { message, logged } = renderError(
    <Editor resolver={{ Linked }}>
      <Frame>{inCanvas(<Linked text="a" />)}</Frame>
    </Editor>,
  );
  expect(message).toBe("Cannot read properties of null (reading 'useState')");
  expect(logged).toContain('Invalid hook call. Hooks can only be called inside of the body of a function component.');
  const section = pageSection(FILE, COPY);
  expect(section).toContain(`\`TypeError: ${message}\``);
  expect(section).toContain(
    '"Invalid hook call. Hooks can only be called inside of the body of a function component."',
  );
});

claim('troubleshooting', COPY, 'a second @craftjs/core tied to a second React throws reading useContext', () => {
  const other = secondCraftWithOwnReact();
  const Linked = ({ text }: { text: string }) => {
    other.useNode();
    return <p>{text}</p>;
  };
  const { message } = renderError(
    <Editor resolver={{ Linked }}>
      <Frame>{inCanvas(<Linked text="a" />)}</Frame>
    </Editor>,
  );
  expect(message).toBe("Cannot read properties of null (reading 'useContext')");
  expect(pageSection(FILE, COPY)).toContain("(or `'useContext'`, from a craft.js copy tied to that React)");
});

for (const mode of RENDER_MODES) {
  claim('troubleshooting', COPY, `with one copy the same components work (${mode.name})`, () => {
    const Linked = ({ text }: { text: string }) => {
      useNode();
      React.useState(0);
      return <p data-linked={text}>{text}</p>;
    };
    const ed = renderEditor(inCanvas(<Linked text="one copy" />), { resolver: { Linked }, strict: mode.strict });
    expect(ed.container.querySelector('[data-linked="one copy"]')).not.toBeNull();
  });
}

claim('troubleshooting', COPY, 'the vite.config.ts block dedupes react, react-dom and both craft.js packages', () => {
  const block = guideBlock(FILE, 'vite.config.ts');
  for (const name of ['react', 'react-dom', '@craftjs/core', '@craftjs/utils']) expect(block).toContain(`'${name}'`);
  // @craftjs/core depends on @craftjs/utils, which holds the shared helpers (useMethods, the ERROR_* texts)
  const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules/@craftjs/core/package.json'), 'utf8'));
  expect(Object.keys(pkg.dependencies)).toContain('@craftjs/utils');
  expect(Object.keys(pkg.peerDependencies)).toEqual(['react']);
});

// ---- Destructured node helpers -----------------------------------------------------------------------------

const DESTRUCTURED = 'Destructured node helpers';

claim('troubleshooting', DESTRUCTURED, 'a destructured isDeletable throws the quoted TypeError', () => {
  // core/src/editor/NodeHelpers.ts: isDeletable() { return !this.isTopLevelNode(); }
  const ed = renderEditor(inCanvas(<Text text="a" />), { resolver: { Text } });
  const { isDeletable } = ed.query.node(ROOT_NODE);
  const message = messageThrownBy(() => isDeletable());
  expect(message).toBe("Cannot read properties of undefined (reading 'isTopLevelNode')");
  expectQuoted(DESTRUCTURED, `TypeError: ${message}`);
});

claim(
  'troubleshooting',
  DESTRUCTURED,
  'isTopLevelNode and toNodeTree throw, isDraggable and isDroppable return false',
  () => {
    const ed = renderEditor(inCanvas(<Text text="a" />), { resolver: { Text } });
    const child = ed.query.node(ROOT_NODE).childNodes()[0];
    const helpers = ed.query.node(child);
    const { isTopLevelNode, toNodeTree, isDraggable } = helpers;
    const { isDroppable } = ed.query.node(ROOT_NODE);
    expect(messageThrownBy(() => isTopLevelNode())).toBe("Cannot read properties of undefined (reading 'isRoot')");
    expect(messageThrownBy(() => toNodeTree())).toBe("Cannot read properties of undefined (reading 'descendants')");
    expect([helpers.isDraggable(), isDraggable()]).toEqual([true, false]);
    expect([ed.query.node(ROOT_NODE).isDroppable([child]), isDroppable([child])]).toEqual([true, false]);
    const section = pageSection(FILE, DESTRUCTURED);
    expect(section).toContain("`isTopLevelNode` and `isTopLevelCanvas` (reading `'isRoot'`)");
    expect(section).toContain("`toNodeTree` and `decendants` (reading `'descendants'`)");
    expect(section).toContain('`isDraggable` and `isDroppable` catch the error and return `false` for every node');
  },
);

claim('troubleshooting', DESTRUCTURED, 'destructuring query itself works in 0.2.12', () => {
  // utils/src/useMethods.ts createQuery: each method is (...args) => queryMethods(getState())[key](...args)
  let methods: Pick<ReturnType<typeof useEditor>['query'], 'node' | 'serialize'> | null = null;
  function Probe() {
    const {
      query: { node, serialize },
    } = useEditor();
    methods = { node, serialize };
    return null;
  }
  const ed = renderEditor(inCanvas(<div />), { around: <Probe /> });
  const { node, serialize } = methods!;
  expect(node(ROOT_NODE).isCanvas()).toBe(true);
  expect(serialize()).toBe(ed.query.serialize());
  const { node: fromQuery } = ed.query;
  expect(fromQuery(ROOT_NODE).childNodes()).toHaveLength(1);
  expect(pageSection(FILE, DESTRUCTURED)).toContain('`const { query: { node } } = useEditor()` work');
});

for (const mode of RENDER_MODES) {
  claim(
    'troubleshooting',
    DESTRUCTURED,
    `delete-button.tsx disables the root and deletes a child (${mode.name})`,
    () => {
      const { DeleteButton } = loadGuideModule<{ DeleteButton: React.FC<{ id: string }> }>(FILE, 'delete-button.tsx');
      function Buttons() {
        const { nodes } = useEditor((state) => ({ nodes: Object.keys(state.nodes) }));
        return (
          <div data-buttons="">
            {nodes.map((id) => (
              <span key={id} data-for={id}>
                <DeleteButton id={id} />
              </span>
            ))}
          </div>
        );
      }
      const ed = renderEditor(inCanvas(<Text text="gone" />), {
        resolver: { Text },
        around: <Buttons />,
        strict: mode.strict,
      });
      const child = ed.query.node(ROOT_NODE).childNodes()[0];
      const button = (id: string) => ed.container.querySelector(`[data-for="${id}"] button`) as HTMLButtonElement;
      expect(button(ROOT_NODE).disabled).toBe(true);
      expect(button(child).disabled).toBe(false);
      act(() => fireEvent.click(button(child)));
      expect(ed.query.getNodes()[child]).toBeUndefined();
      expect(ed.container.querySelector('[data-text="gone"]')).toBeNull();
    },
  );
}

// ---- Element cannot be used as a JSX component -------------------------------------------------------------

const TSX = 'Element cannot be used as a JSX component';

claim(
  'troubleshooting',
  TSX,
  'toolbox.tsx without the Element import gives the quoted TypeScript errors; with it, none',
  () => {
    const source = readFileSync(path.join(root, FILE), 'utf8');
    const [printed] = extractSnippets(FILE, source).filter((s) => s.meta.includes('title="toolbox.tsx"'));
    expect(printed.code).toContain("import { Element, useEditor } from '@craftjs/core';");
    const broken = { ...printed, code: printed.code.replace('import { Element, useEditor }', 'import { useEditor }') };
    expect(typeCheckSnippets(root, [printed])).toEqual([]);
    // typeCheckSnippets gives flattened messages; tsc prints each as "error TS<code>: <message>"
    const ts = requireFromRoot('typescript') as typeof import('typescript');
    const codes = [2607, 2786];
    const failures = typeCheckSnippets(root, [broken]);
    expect(failures).toHaveLength(2);
    const output = failures.map((f, i) => `error TS${codes[i]}: ${f.message}`).join('\n');
    expect(ts.version).toMatch(/^5\.9\./);
    expect(requireFromRoot('@types/react/package.json').version).toMatch(/^19\.2\./);
    expect(pageSection(FILE, TSX)).toContain('TypeScript 5.9 with `@types/react` 19.2 reports');
    expectQuoted(TSX, output);
  },
);

claim('troubleshooting', TSX, '@craftjs/core brings no @types/react of its own', () => {
  const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules/@craftjs/core/package.json'), 'utf8'));
  expect(pkg.dependencies['@types/react']).toBeUndefined();
  expect(pkg.devDependencies['@types/react']).toBeDefined();
  expect(pageSection(FILE, TSX)).toContain('craft.js brings none of its own');
});

// ---- Frame takes one child ---------------------------------------------------------------------------------

claim('troubleshooting', 'Frame takes one child', 'two children throw the quoted React message', () => {
  // core/src/render/Frame.tsx: React.Children.only(children)
  const { message } = renderError(
    <Editor>
      <Frame>
        <div />
        <div />
      </Frame>
    </Editor>,
  );
  expectQuoted('Frame takes one child', message);
});

for (const mode of RENDER_MODES) {
  claim('troubleshooting', 'Frame takes one child', `one Element around the others renders (${mode.name})`, () => {
    const ed = renderEditor(
      <Element is="div" canvas>
        <Text text="first" />
        <Text text="second" />
      </Element>,
      { resolver: { Text }, strict: mode.strict },
    );
    expect(ed.container.querySelectorAll('[data-text]')).toHaveLength(2);
  });
}

// ---- Moving or deleting a top-level node -------------------------------------------------------------------

const TOP = 'Moving or deleting a top-level node';
const Card: UserComponent = () => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <section
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      <Element id="body" is="div" canvas />
    </section>
  );
};

function topLevelEditor(strict = false) {
  const ed = renderEditor(
    <Element is="div" canvas>
      <Card />
      <Element is="div" canvas>
        <Text text="inner" />
      </Element>
      <Text text="leaf" />
    </Element>,
    { resolver: { Card, Text }, strict },
  );
  const [card, box, leaf] = ed.query.node(ROOT_NODE).childNodes();
  const body = ed.query.node(card).get().data.linkedNodes.body;
  return { ed, card, box, leaf, body };
}

claim('troubleshooting', TOP, 'moving a linked node and deleting the root throw the quoted messages', () => {
  // core/src/editor/actions.ts: move → isDroppable(..., (err) => { throw new Error(err) }); delete →
  // invariant(!isTopLevelNode(), ERROR_DELETE_TOP_LEVEL_NODE)
  const { ed, body } = topLevelEditor();
  const moved = messageThrownBy(() => ed.actions.move(body, ROOT_NODE, 0));
  expect(moved).toBe('Error: Invariant failed: A top-level Node cannot be moved');
  expectQuoted(TOP, moved);
  const deleted = messageThrownBy(() => ed.actions.delete(ROOT_NODE));
  expectQuoted(TOP, deleted);
});

claim('troubleshooting', TOP, 'move into a non-canvas or into a descendant gives the quoted reasons', () => {
  const { ed, box, leaf } = topLevelEditor();
  const section = pageSection(FILE, TOP);
  expect(section).toContain(`\`${messageThrownBy(() => ed.actions.move(box, leaf, 0))}\``);
  const inner = ed.query.node(box).childNodes()[0];
  expect(messageThrownBy(() => ed.actions.move(box, box, 0))).toBe(
    'Error: Invariant failed: Cannot move node into a descendant',
  );
  expect(section).toContain('`Error: Invariant failed: Cannot move node into a descendant`');
  expect(inner).toBeTruthy();
});

for (const mode of RENDER_MODES) {
  claim(
    'troubleshooting',
    TOP,
    `isDeletable and isDroppable answer false before the action would throw (${mode.name})`,
    () => {
      const { ed, leaf, body } = topLevelEditor(mode.strict);
      expect(ed.query.node(ROOT_NODE).isDeletable()).toBe(false);
      expect(ed.query.node(body).isDeletable()).toBe(false);
      expect(ed.query.node(ROOT_NODE).isDroppable([body])).toBe(false);
      expect(ed.query.node(leaf).isDeletable()).toBe(true);
      expect(ed.query.node(body).isDroppable([leaf])).toBe(true);
      act(() => ed.actions.move(leaf, body, 0));
      expect(ed.query.node(body).childNodes()).toEqual([leaf]);
    },
  );
}

// ---- Node does not exist -----------------------------------------------------------------------------------

const MISSING = 'Node does not exist';

claim(
  'troubleshooting',
  MISSING,
  'selectNode, setProp, setCustom, move, delete and add with an unknown id throw it',
  () => {
    // core/src/utils/getNodesFromSelector.ts (existOnly) and actions.ts getParentAndValidate
    const ed = renderEditor(inCanvas(<Text text="a" />), { resolver: { Text } });
    const child = ed.query.node(ROOT_NODE).childNodes()[0];
    const fresh = () => ed.query.parseFreshNode({ data: { type: 'p' } }).toNode();
    const thrown = [
      messageThrownBy(() => ed.actions.selectNode('gone')),
      messageThrownBy(() => ed.actions.setProp('gone', () => undefined)),
      messageThrownBy(() => ed.actions.setCustom('gone', () => undefined)),
      messageThrownBy(() => ed.actions.move('gone', ROOT_NODE, 0)),
      messageThrownBy(() => ed.actions.delete('gone')),
      messageThrownBy(() => ed.actions.add(fresh(), 'gone')),
    ];
    for (const message of thrown) expectQuoted(MISSING, message);
    expect(new Set(thrown).size).toBe(1);
    const noParent = messageThrownBy(() => ed.actions.add(fresh()));
    expect(noParent).toBe('Invariant failed: Parent id cannot be ommited');
    expect(pageSection(FILE, MISSING)).toContain(`\`${noParent}\``);
    expect(child).toBeTruthy();
  },
);

for (const mode of RENDER_MODES) {
  claim('troubleshooting', MISSING, `checking query.getNodes() first skips a stale id (${mode.name})`, () => {
    const ed = renderEditor(inCanvas(<Text text="a" />), { resolver: { Text }, strict: mode.strict });
    const child = ed.query.node(ROOT_NODE).childNodes()[0];
    act(() => ed.actions.delete(child));
    const select = (id: string) => {
      if (ed.query.getNodes()[id]) ed.actions.selectNode(id);
    };
    expect(() => act(() => select(child))).not.toThrow();
    expect(pageSection(FILE, MISSING)).toContain('check `query.getNodes()[id]` before using it');
  });
}

// ---- Development and production messages -------------------------------------------------------------------

claim(
  'troubleshooting',
  'Development and production messages',
  'a development build prefixes the reason with "Invariant failed: "',
  () => {
    const ed = renderEditor(inCanvas(<div />));
    expect(messageThrownBy(() => ed.actions.selectNode('gone'))).toMatch(/^Invariant failed: \S/);
    expect(pageSection(FILE, 'Development and production messages')).toContain(
      'A development build throws `Invariant failed: ` followed by the reason',
    );
  },
);

// ---- Links from the pages that quote these errors ----------------------------------------------------------

claim('concepts/editor', 'Error messages in production builds', 'links to Troubleshooting', () => {
  expect(pageSection('docs/concepts/editor.mdx', 'Error messages in production builds')).toContain(
    'See [Troubleshooting](/docs/troubleshooting)',
  );
});

claim('api/element', 'id', 'links to the Troubleshooting section on the id error', () => {
  expect(pageSection('docs/api/element.mdx', 'id')).toContain('(/docs/troubleshooting#element-must-specify-an-id)');
});

claim(
  'concepts/nodes',
  'Why an Element inside a user component needs an id',
  'links to the Troubleshooting section',
  () => {
    expect(pageSection('docs/concepts/nodes.mdx', 'Why an Element inside a user component needs an id')).toContain(
      '(/docs/troubleshooting#element-must-specify-an-id)',
    );
  },
);
