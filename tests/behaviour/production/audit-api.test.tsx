/**
 * The API audit's findings as a reader's production bundle runs them (React's production build, no act):
 * an Editor prop given as `undefined` breaks the editor there too, with React's minified message for onRender,
 * and the DeleteSelected recipe handles a node selected together with its descendants.
 * Sources: @craftjs/core src/editor/store.tsx, src/render/RenderNode.tsx, src/events/RenderEditorIndicator.tsx,
 * src/editor/actions.ts.
 */
import { Editor, Element, Frame, ROOT_NODE, useEditor, type Options } from '@craftjs/core';
import React from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect } from 'vitest';
import { loadGuideModule } from '../../support/guideCode';
import { pageSection } from '../../support/pageSection';
import { claim } from '../support/claim';
import { Box, Text, resolver } from '../support/components';
import { fireDrag, setBox, stack } from '../support/dom';
import { isProductionBuild } from '../support/modes';

type EditorApi = ReturnType<typeof useEditor>;

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

/**
 * Mounts an editor in StrictMode, as the templates do, collecting the errors React reports as uncaught (in
 * production a render error reaches the root's onUncaughtError, not the caller).
 */
function mountEditor(options: Partial<Options>, panel: React.ReactNode = null) {
  const errors: unknown[] = [];
  const handle: { api?: EditorApi } = {};
  function Grab() {
    handle.api = useEditor();
    return null;
  }
  const container = document.body.appendChild(document.createElement('div'));
  const root: Root = createRoot(container, { onUncaughtError: (error) => void errors.push(error) });
  flushSync(() =>
    root.render(
      <React.StrictMode>
        <Editor resolver={resolver} {...options}>
          <Grab />
          {panel}
          <Frame>
            <Element is={Box} canvas label="root">
              <Element is={Box} canvas label="section">
                <Text text="A" />
              </Element>
              <Text text="B" />
            </Element>
          </Frame>
        </Editor>
      </React.StrictMode>,
    ),
  );
  cleanup = () => {
    flushSync(() => root.unmount());
    container.remove();
  };
  return { errors, container, api: () => handle.api!, run: (change: () => void) => flushSync(change) };
}

claim(
  'api/editor',
  'Props given as undefined',
  'production: onRender={undefined} fails with Minified React error #130',
  () => {
    expect(isProductionBuild).toBe(true);
    const { errors } = mountEditor({ onRender: undefined });
    expect(String(errors[0])).toContain('Minified React error #130');
    expect(pageSection('docs/api/editor.mdx', 'Props given as undefined')).toContain(
      '("Minified React error #130" in production)',
    );
  },
);

claim('api/editor', 'Props given as undefined', 'production: enabled={undefined} leaves nothing selectable', () => {
  const { container, api, run, errors } = mountEditor({ enabled: undefined });
  run(
    () =>
      void container.querySelector('[data-text="B"]')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })),
  );
  expect(api().query.getEvent('selected').all()).toEqual([]);
  expect(errors).toEqual([]);
  // The same click selects with the prop left out.
  cleanup?.();
  const left = mountEditor({});
  left.run(
    () =>
      void left.container
        .querySelector('[data-text="B"]')!
        .dispatchEvent(new MouseEvent('mousedown', { bubbles: true })),
  );
  expect(left.api().query.getEvent('selected').all()).toHaveLength(1);
  expect(pageSection('docs/api/editor.mdx', 'Props given as undefined')).toContain(
    '`enabled`: `undefined` counts as off',
  );
});

claim(
  'api/editor',
  'Props given as undefined',
  'production: indicator={undefined} fails on the first drag over a canvas',
  () => {
    const { container, run, errors } = mountEditor({ indicator: undefined });
    const box = container.querySelector('[data-box="root"]')!;
    setBox(box, { top: 0, left: 0, width: 400, height: 200 });
    const children = [container.querySelector('[data-box="section"]')!, container.querySelector('[data-text="B"]')!];
    stack(children);
    run(() => fireDrag(children[1], 'dragstart'));
    run(() => fireDrag(children[0], 'dragover', { x: 10, y: 10 }));
    expect(String(errors[0])).toContain("Cannot read properties of undefined (reading 'className')");
    expect(pageSection('docs/api/editor.mdx', 'Props given as undefined')).toContain(
      'the first drag over a canvas throws "Cannot read properties of undefined (reading \'className\')"',
    );
  },
);

claim('api/useEditor', 'delete', 'production: DeleteSelected deletes a node selected with its child', () => {
  const { DeleteSelected } = loadGuideModule<{ DeleteSelected: React.FC }>('docs/api/useEditor.mdx', 'DeleteSelected');
  const { api, run, container, errors } = mountEditor({}, <DeleteSelected />);
  const [section, b] = api().query.node(ROOT_NODE).childNodes();
  const [a] = api().query.node(section).childNodes();
  run(() => api().actions.selectNode([ROOT_NODE, section, a]));
  run(() => void (container.querySelector('button') as HTMLButtonElement).click());
  expect(api().query.node(ROOT_NODE).childNodes()).toEqual([b]);
  expect(Object.keys(api().query.getNodes()).sort()).toEqual([ROOT_NODE, b].sort());
  expect(errors).toEqual([]);
});
