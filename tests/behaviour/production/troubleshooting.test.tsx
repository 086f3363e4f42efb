/**
 * docs/troubleshooting.mdx in a production build (React's production build, NODE_ENV=production, so
 * tiny-invariant drops its messages): each section's error as the page says a production build prints it,
 * and each fix mounted plainly and inside <React.StrictMode>. The development build is
 * tests/behaviour/troubleshooting.test.tsx.
 */
import { Editor, Element, Frame, ROOT_NODE, useEditor, useNode, type UserComponent } from '@craftjs/core';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule } from '../../support/guideCode';
import { productionMessages, quotedMessages } from '../../support/pageMessages';
import { pageSection } from '../../support/pageSection';
import { claim } from '../support/claim';
import { Text } from '../support/components';
import { RENDER_MODES, isProductionBuild } from '../support/modes';
import { mount, type Mounted } from '../support/mount';
import { renderError } from '../support/render-error';
import { secondCraft, secondCraftWithOwnReact, secondReact } from '../support/secondCopy';

const FILE = 'docs/troubleshooting.mdx';

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.restoreAllMocks();
});

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    return (err as Error).message;
  }
  return 'no error';
}

/** Mounts an editor (production: no act) and hands back its query and actions. */
function mountEditor(
  content: React.ReactElement,
  options: { resolver?: Record<string, unknown>; strict?: boolean; around?: React.ReactNode } = {},
) {
  const handle: { current: ReturnType<typeof useEditor> | null } = { current: null };
  function Grab() {
    handle.current = useEditor();
    return null;
  }
  mounted = mount(
    <Editor resolver={options.resolver as never}>
      <Grab />
      <Frame>{content}</Frame>
      {options.around}
    </Editor>,
    { strict: options.strict },
  );
  return { ...mounted, api: () => handle.current! };
}

const inCanvas = (child: React.ReactElement) => (
  <Element is="div" canvas>
    {child}
  </Element>
);

const NoId: UserComponent = () => (
  <div>
    <Element is="div" canvas />
  </div>
);

claim(
  'troubleshooting',
  'Development and production messages',
  'production: checks throw a bare "Invariant failed"',
  () => {
    expect(isProductionBuild).toBe(true);
    const ed = mountEditor(inCanvas(<div />));
    expect(errorOf(() => ed.api().actions.selectNode('gone'))).toBe('Invariant failed');
    expect(pageSection(FILE, 'Development and production messages')).toContain(
      "a production build (where `process.env.NODE_ENV` is `'production'`) throws only `Invariant failed`",
    );
  },
);

claim(
  'troubleshooting',
  'Development and production messages',
  'production: react-dom errors read "Minified React error #N"',
  () => {
    // react-dom/cjs/react-dom-client.production.js formatProdErrorMessage
    const { message } = renderError(<div>{{ not: 'a child' } as never}</div>);
    expect(message).toMatch(/^Minified React error #31; visit https:\/\/react\.dev\/errors\/31\?args\[\]=/);
    expect(pageSection(FILE, 'Development and production messages')).toContain(
      '`Minified React error #N; visit https://react.dev/errors/N…`',
    );
  },
);

claim('troubleshooting', 'Element must specify an id', 'production: a missing id throws "Invariant failed"', () => {
  const { message } = renderError(
    <Editor resolver={{ NoId }}>
      <Frame>{inCanvas(<NoId />)}</Frame>
    </Editor>,
  );
  expect(productionMessages(FILE, 'Element must specify an id')).toEqual([message]);
});

for (const mode of RENDER_MODES) {
  claim(
    'troubleshooting',
    'Element must specify an id',
    `production: linked-id.tsx renders its linked node (${mode.name})`,
    () => {
      const { Card } = loadGuideModule<{ Card: UserComponent }>(FILE, 'linked-id.tsx');
      const ed = mountEditor(<Card />, { resolver: { Card }, strict: mode.strict });
      const body = ed.api().query.node(ROOT_NODE).get().data.linkedNodes.body;
      expect(ed.api().query.node(body).isCanvas()).toBe(true);
      expect(ed.container.querySelector('section > div')).not.toBeNull();
    },
  );
}

claim('troubleshooting', 'Component type does not exist in the resolver', 'production: "Invariant failed"', () => {
  const { message } = renderError(
    <Editor>
      <Frame>{inCanvas(<Text text="a" />)}</Frame>
    </Editor>,
  );
  expect(productionMessages(FILE, 'Component type does not exist in the resolver')).toEqual([message]);
  expect(renderError(<Editor resolver={[] as never} />).message).toBe('Invariant failed');
});

claim(
  'troubleshooting',
  'Loading state with an unknown component',
  'production: the same TypeError, and "Invariant failed" without type',
  () => {
    const saved = (type: unknown) =>
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
    const unknown = renderError(
      <Editor resolver={{ Text }}>
        <Frame data={saved({ resolvedName: 'Hero' })} />
      </Editor>,
    ).message;
    expect(quotedMessages(FILE, 'Loading state with an unknown component')).toContain(unknown);
    const noType = renderError(
      <Editor resolver={{ Text }}>
        <Frame data={saved(null)} />
      </Editor>,
    ).message;
    expect(noType).toBe('Invariant failed');
    expect(pageSection(FILE, 'Loading state with an unknown component')).toContain(
      '(production build: `Invariant failed`)',
    );
  },
);

claim('troubleshooting', 'useNode or useEditor outside the editor', 'production: "Invariant failed" for both', () => {
  function UsesNode() {
    useNode();
    return null;
  }
  function UsesEditor() {
    useEditor();
    return null;
  }
  const inside = renderError(
    <Editor>
      <UsesNode />
      <Frame>{inCanvas(<div />)}</Frame>
    </Editor>,
  ).message;
  expect(productionMessages(FILE, 'useNode or useEditor outside the editor')).toEqual([inside]);
  expect(renderError(<UsesEditor />).message).toBe(inside);
});

claim(
  'troubleshooting',
  'A second copy of craft.js or React',
  'production: a second craft.js copy throws "Invariant failed"',
  () => {
    const other = secondCraft();
    const Linked = () => {
      other.useNode();
      return null;
    };
    const { message } = renderError(
      <Editor resolver={{ Linked }}>
        <Frame>{inCanvas(<Linked />)}</Frame>
      </Editor>,
    );
    expect(message).toBe('Invariant failed');
  },
);

claim(
  'troubleshooting',
  'A second copy of craft.js or React',
  'production: a second React throws the same TypeError and logs no "Invalid hook call"',
  () => {
    const otherReact = secondReact();
    const Linked = () => {
      otherReact.useState(0);
      return null;
    };
    const { message, logged } = renderError(
      <Editor resolver={{ Linked }}>
        <Frame>{inCanvas(<Linked />)}</Frame>
      </Editor>,
    );
    expect(message).toBe("Cannot read properties of null (reading 'useState')");
    expect(logged).not.toContain('Invalid hook call');
    const withOwnReact = secondCraftWithOwnReact();
    const LinkedCraft = () => {
      withOwnReact.useNode();
      return null;
    };
    expect(
      renderError(
        <Editor resolver={{ LinkedCraft }}>
          <Frame>{inCanvas(<LinkedCraft />)}</Frame>
        </Editor>,
      ).message,
    ).toBe("Cannot read properties of null (reading 'useContext')");
    expect(pageSection(FILE, 'A second copy of craft.js or React')).toContain(
      'a development build first logs "Invalid hook call. Hooks can only be called inside of the body of a function component.", a production build does not',
    );
  },
);

for (const mode of RENDER_MODES) {
  claim(
    'troubleshooting',
    'A second copy of craft.js or React',
    `production: with one copy the components work (${mode.name})`,
    () => {
      const Linked = ({ text }: { text: string }) => {
        useNode();
        React.useState(0);
        return <p data-linked={text}>{text}</p>;
      };
      const ed = mountEditor(inCanvas(<Linked text="one copy" />), { resolver: { Linked }, strict: mode.strict });
      expect(ed.container.querySelector('[data-linked="one copy"]')).not.toBeNull();
    },
  );
}

claim('troubleshooting', 'Destructured node helpers', 'production: the same TypeError', () => {
  const ed = mountEditor(inCanvas(<div />));
  const { isDeletable } = ed.api().query.node(ROOT_NODE);
  expect(quotedMessages(FILE, 'Destructured node helpers')).toContain(`TypeError: ${errorOf(() => isDeletable())}`);
});

for (const mode of RENDER_MODES) {
  claim(
    'troubleshooting',
    'Destructured node helpers',
    `production: delete-button.tsx deletes a child, not the root (${mode.name})`,
    () => {
      const { DeleteButton } = loadGuideModule<{ DeleteButton: React.FC<{ id: string }> }>(FILE, 'delete-button.tsx');
      function Buttons() {
        const { ids } = useEditor((state) => ({ ids: Object.keys(state.nodes) }));
        return ids.map((id) => (
          <span key={id} data-for={id}>
            <DeleteButton id={id} />
          </span>
        ));
      }
      const ed = mountEditor(inCanvas(<Text text="gone" />), {
        resolver: { Text },
        strict: mode.strict,
        around: <Buttons />,
      });
      const child = ed.api().query.node(ROOT_NODE).childNodes()[0];
      const button = (id: string) => ed.container.querySelector(`[data-for="${id}"] button`) as HTMLButtonElement;
      expect(button(ROOT_NODE).disabled).toBe(true);
      ed.run(() => button(child).click());
      expect(ed.api().query.getNodes()[child]).toBeUndefined();
      expect(ed.container.querySelector('[data-text="gone"]')).toBeNull();
    },
  );
}

claim('troubleshooting', 'Frame takes one child', 'production: the same React message', () => {
  const { message } = renderError(
    <Editor>
      <Frame>
        <div />
        <div />
      </Frame>
    </Editor>,
  );
  expect(quotedMessages(FILE, 'Frame takes one child')).toContain(message);
});

claim(
  'troubleshooting',
  'Moving or deleting a top-level node',
  'production: "Error: Invariant failed" for move, "Invariant failed" for delete',
  () => {
    const ed = mountEditor(inCanvas(<Text text="a" />), { resolver: { Text } });
    const child = ed.api().query.node(ROOT_NODE).childNodes()[0];
    const moved = errorOf(() => ed.api().actions.move(ROOT_NODE, child, 0));
    const deleted = errorOf(() => ed.api().actions.delete(ROOT_NODE));
    expect(productionMessages(FILE, 'Moving or deleting a top-level node')).toEqual([moved]);
    expect(pageSection(FILE, 'Moving or deleting a top-level node')).toContain(`\`${deleted}\` for \`delete\``);
    expect([moved, deleted]).toEqual(['Error: Invariant failed', 'Invariant failed']);
  },
);

claim('troubleshooting', 'Node does not exist', 'production: "Invariant failed"', () => {
  const ed = mountEditor(inCanvas(<div />));
  expect(productionMessages(FILE, 'Node does not exist')).toEqual([errorOf(() => ed.api().actions.selectNode('gone'))]);
});
