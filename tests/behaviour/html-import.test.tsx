/**
 * docs/api/nodetree.mdx › Building a tree from HTML (issue 717, "convert HTML to craft.js automatically"):
 * html-import.tsx and html-rules.ts as printed (guideCode.ts), plainly and inside <React.StrictMode>.
 * Source: @craftjs/core src/editor/query.tsx (parseReactElement: an <Element is canvas> and its children become
 * nodes), src/editor/actions.ts (addNodeTree records one step), src/editor/Editor.tsx (options.resolver).
 */
import { Element, ROOT_NODE, useNode, type NodeTree, type UserComponent } from '@craftjs/core';
import React from 'react';
import { afterEach, expect } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const PAGE = 'api/nodetree';
const FILE = `docs/${PAGE}.mdx`;
const HEADING = 'Building a tree from HTML';

type TagRules = Record<string, { component: string; canvas?: boolean; props?: (tag: HTMLElement) => object }>;
const { useHtmlImport } = loadGuideModule<{ useHtmlImport: (rules: TagRules) => (html: string) => NodeTree }>(
  FILE,
  'html-import.tsx',
);
const { rules } = loadGuideModule<{ rules: TagRules }>(FILE, 'html-rules.ts');

/** The components html-rules.ts names, each connected so it can be selected and dragged. */
function connected<P>(render: (props: P) => React.ReactElement): UserComponent<P> {
  return (props: P) => {
    const {
      connectors: { connect, drag },
    } = useNode();
    return <div ref={(el) => void (el && connect(drag(el)))}>{render(props)}</div>;
  };
}
const Container = connected<{ children?: React.ReactNode }>(({ children }) => <section>{children}</section>);
const Heading = connected<{ text: string }>(({ text }) => <h1>{text}</h1>);
const Text = connected<{ text: string }>(({ text }) => <p>{text}</p>);
const Image = connected<{ src: string }>(({ src }) => <img src={src} alt="" />);
const resolver = { Container, Heading, Text, Image };

const HTML = `
  <div class="banner" style="color: red" onclick="window.htmlImportClicked = true">
    <h1 id="title">Welcome</h1>
    loose text
    <p>Some <b>bold</b> text</p>
    <span><p>inside a span</p></span>
    <script>window.htmlImportRan = true</script>
    <br>
    <img src="/hero.png" alt="A banner">
  </div>
  <p>second</p>`;

/** An editor whose page is an empty canvas, with the hook at hand. */
function editorWithImport(strict: boolean) {
  const handle: { importHtml?: (html: string) => NodeTree } = {};
  function Grab() {
    handle.importHtml = useHtmlImport(rules);
    return null;
  }
  const editor = renderEditor(<Element is={Container} canvas />, { resolver, strict, around: <Grab /> });
  return { editor, importHtml: (html: string) => handle.importHtml!(html) };
}

/** A node and what is below it, as component names and props, in order. */
function shape(query: ReturnType<typeof editorWithImport>['editor']['query'], id: string): unknown {
  const { name, props, nodes } = query.node(id).get().data;
  const { children: _children, ...own } = props as Record<string, unknown>;
  return nodes.length > 0 ? { [name]: nodes.map((child) => shape(query, child)) } : { [name]: own };
}

afterEach(() => {
  delete (window as { htmlImportRan?: boolean }).htmlImportRan;
});

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    HEADING,
    `each tag with a rule becomes its component, nested as in the HTML, in one undo step (${mode.name})`,
    () => {
      const { editor, importHtml } = editorWithImport(mode.strict);
      const root = editor.query.node(ROOT_NODE).get().data.nodes.length;
      editor.act(() => editor.actions.addNodeTree(importHtml(HTML), ROOT_NODE));
      const [top] = childIds(editor.query, ROOT_NODE).slice(root);
      expect(shape(editor.query, top)).toEqual({
        Container: [
          {
            Container: [
              { Heading: { text: 'Welcome' } },
              { Text: { text: 'Some bold text' } },
              { Text: { text: 'inside a span' } },
              { Image: { src: '/hero.png' } },
            ],
          },
          { Text: { text: 'second' } },
        ],
      });
      expect(editor.query.node(top).isCanvas()).toBe(true);
      expect(editor.container.querySelector('img')?.getAttribute('src')).toBe('/hero.png');
      editor.act(() => editor.actions.history.undo());
      expect(childIds(editor.query, ROOT_NODE)).toHaveLength(root);
      editor.unmount();
    },
  );

  claim(
    PAGE,
    HEADING,
    `attributes, loose text and inner markup are not kept; scripts do not run (${mode.name})`,
    () => {
      const { editor, importHtml } = editorWithImport(mode.strict);
      editor.act(() => editor.actions.addNodeTree(importHtml(HTML), ROOT_NODE));
      const html = editor.container.innerHTML;
      for (const gone of ['banner', 'color', 'onclick', 'title', 'loose text', '<b>', 'script', '<br'])
        expect(html).not.toContain(gone);
      const saved = editor.query.serialize();
      for (const gone of ['banner', 'color: red', 'onclick', 'loose text', '<b>', 'htmlImportRan'])
        expect(saved).not.toContain(gone);
      expect((window as { htmlImportRan?: boolean }).htmlImportRan).toBeUndefined();
      editor.unmount();
    },
  );

  claim(PAGE, HEADING, `every import gets new ids, and the saved page loads back the same (${mode.name})`, () => {
    const { editor, importHtml } = editorWithImport(mode.strict);
    const first = importHtml('<p>again</p>');
    const second = importHtml('<p>again</p>');
    expect(Object.keys(first.nodes).filter((id) => id in second.nodes)).toEqual([]);
    editor.act(() => editor.actions.addNodeTree(first, ROOT_NODE));
    editor.act(() => editor.actions.addNodeTree(second, ROOT_NODE));
    expect(editor.container.textContent).toBe('againagain');
    const json = editor.query.serialize();
    const html = editor.container.innerHTML;
    editor.unmount();
    const reloaded = renderEditor(null, { resolver, strict: mode.strict, data: json });
    expect(reloaded.container.innerHTML).toBe(html);
    reloaded.unmount();
  });
}

claim(PAGE, HEADING, 'a rule naming a component the resolver lacks, or a body that is no canvas, throws', () => {
  const { editor, importHtml } = editorWithImport(false);
  expect(() => importHtml('<section></section>')).not.toThrow();
  editor.unmount();
  const lacking = renderEditor(null, { resolver: { Container }, around: <Lacking /> });
  lacking.unmount();
  function Lacking() {
    const importHtml = useHtmlImport(rules);
    expect(() => importHtml('<p>x</p>')).toThrow('"Text" is not in the editor\'s resolver');
    const notCanvas = useHtmlImport({ ...rules, body: { component: 'Container' } });
    expect(() => notCanvas('<p>x</p>')).toThrow('the rule for "body" must be a canvas');
    return null;
  }
});

claim(PAGE, HEADING, 'the page lists what the import cannot keep', () => {
  const text = pageSection(FILE, HEADING);
  expect(text).toContain('is a Text whose `text` is "Some bold text"');
  expect(text).toContain('scripts in the HTML do not run');
});
