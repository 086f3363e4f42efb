/**
 * Proves "Saving to a Backend with Versions" (docs/guides/versioned-saving.mdx): its pageVersions.ts, run
 * exactly as printed, against pages saved by the real editor; and the editor behaviour its warnings
 * describe (rendered on the server, then driven through query and actions).
 */
import { Editor, Element, Frame, useEditor, useNode, type UserComponent } from '@craftjs/core';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadGuideModule } from '../support/guideCode';

const guide = loadGuideModule<{
  compressState: (json: string) => string;
  decompressState: (state: string) => string;
  whyNotLoadable: (json: string, componentNames: readonly string[]) => string | null;
}>('docs/guides/versioned-saving.mdx', 'pageVersions.ts');

const Section: UserComponent<{ children?: ReactNode }> = ({ children }) => {
  const {
    connectors: { connect },
  } = useNode();
  return h(
    'section',
    {
      ref: (el: HTMLElement | null) => {
        if (el) connect(el);
      },
    },
    children,
  );
};
const Hero: UserComponent<{ title: string; badge?: ReactElement }> = ({ title, badge }) => h('h1', null, title, badge);
const Star = () => h('span', null, '★');

type Editor = ReturnType<typeof useEditor>;

/** Renders an editor on the server and hands back its query and actions. */
function openEditor(resolver: Record<string, UserComponent | typeof Star>, frame: ReactElement) {
  let editor!: Editor;
  const Grab = () => {
    editor = useEditor();
    return null;
  };
  renderToString(h(Editor, { resolver }, frame, h(Grab)));
  return editor;
}

const samplePage = (resolver: Record<string, UserComponent>) =>
  openEditor(
    resolver,
    h(
      Frame,
      null,
      h(
        Element,
        { is: Section, canvas: true },
        ...Array.from({ length: 12 }, (_, i) => h(Hero, { title: `Title ${i}` })),
      ),
    ),
  ).query.serialize();

describe('versioned saving guide: pageVersions.ts', () => {
  const json = samplePage({ Section, Hero });

  it('compresses a saved page to Base64 and back to the same JSON, much smaller', () => {
    const state = guide.compressState(json);
    expect(state).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(guide.decompressState(state)).toBe(json);
    expect(state.length).toBeLessThan(json.length / 2);
  });

  it('accepts a page saved by the editor, and says why other input must not be loaded', () => {
    expect(guide.whyNotLoadable(json, ['Section', 'Hero'])).toBeNull();
    expect(guide.whyNotLoadable('{}', ['Section', 'Hero'])).toBe('The saved page has no ROOT node.');
    expect(guide.whyNotLoadable(json.slice(0, 100), ['Section', 'Hero'])).toBe('The saved page is not valid JSON.');
    expect(guide.whyNotLoadable('[]', ['Section', 'Hero'])).toBe('The saved page is not an object of nodes.');
    expect(guide.whyNotLoadable(json, ['Section'])).toMatch(
      /^Node "[^"]+" uses "Hero", which this editor does not know\.$/,
    );
  });
});

describe('versioned saving guide: what to watch out for', () => {
  const resolver = { Section, Hero };
  const frame = h(Frame, null, h(Element, { is: Section, canvas: true }, h(Hero, { title: 'Kept' })));

  it("deserialize('{}') wipes the page: no node is left, not even ROOT", () => {
    const { query, actions } = openEditor(resolver, frame);
    expect(Object.keys(query.getNodes())).toHaveLength(2);
    actions.deserialize('{}');
    expect(query.getNodes()).toEqual({});
  });

  it('a failed deserialize throws and changes nothing', () => {
    const { query, actions } = openEditor(resolver, frame);
    const before = query.serialize();
    expect(() => actions.deserialize('{"ROOT": ')).toThrow(SyntaxError);
    const unknown = JSON.stringify({ ROOT: { ...JSON.parse(before).ROOT, type: { resolvedName: 'Gone' } } });
    expect(() => actions.deserialize(unknown)).toThrow(TypeError);
    expect(query.serialize()).toBe(before);
  });

  it('a restore is one undo step', () => {
    const { query, actions } = openEditor(resolver, frame);
    const before = query.serialize();
    actions.deserialize(samplePage(resolver));
    expect(query.serialize()).not.toBe(before);
    actions.history.undo();
    expect(query.serialize()).toBe(before);
  });

  it('a prop holding a React element is saved, but comes back as a plain object that cannot render', () => {
    const withBadge = openEditor(
      { Section, Hero, Star },
      h(Frame, null, h(Element, { is: Section, canvas: true }, h(Hero, { title: 'New', badge: h(Star) }))),
    ).query.serialize();
    const hero = Object.values(JSON.parse(withBadge) as Record<string, { props: Record<string, unknown> }>).find(
      (n) => n.props.title === 'New',
    )!;
    expect(hero.props.badge).toEqual({ type: { resolvedName: 'Star' }, isCanvas: false, props: {} });
    expect(() =>
      renderToString(h(Editor, { resolver: { Section, Hero, Star } }, h(Frame, { data: withBadge }))),
    ).toThrow('Objects are not valid as a React child');
  });

  it('with an alias before the new key, old saves load and new saves use the new key', () => {
    const oldSave = samplePage({ Section, Banner: Hero });
    expect(oldSave).toContain('"resolvedName":"Banner"');
    const { query } = openEditor({ Section, Banner: Hero, Hero }, h(Frame, { data: oldSave }));
    expect(query.serialize()).not.toContain('"Banner"');
    expect(query.serialize()).toContain('"resolvedName":"Hero"');
  });
});
