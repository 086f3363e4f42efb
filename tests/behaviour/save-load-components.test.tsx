/**
 * docs/guides/save-load-state.mdx: its smaller components (SaveButton, Photo, SavedPageEditor, PublishedPage,
 * Testimonial) run as printed (guideCode.ts), plainly and inside <React.StrictMode>, each doing what its
 * section promises, with React 19's development warnings watched: none of them logs one.
 * Source: @craftjs/core src/editor/query.tsx (serialize), src/utils/deserializeNode.tsx (craft.props merged
 * under saved props), src/editor/store.tsx (displayName from craft.displayName before the function name).
 */
import { Element, ROOT_NODE, type UserComponent } from '@craftjs/core';
import { fireEvent, render } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { claim } from './support/claim';
import { Box, resolver } from './support/components';
import { renderEditor } from './support/editor';
import { RENDER_MODES, inMode } from './support/modes';
import { messages, spyConsole } from './support/spy';

const GUIDE = 'docs/guides/save-load-state.mdx';
const PAGE = 'guides/save-load-state';

afterEach(() => vi.restoreAllMocks());

/** Console output React or craft.js logged during the test; a recipe should log nothing. */
function watchConsole() {
  const errors = spyConsole('error');
  const warnings = spyConsole('warn');
  return () => messages(errors) + messages(warnings);
}

const savedPage = JSON.stringify({
  ROOT: {
    type: { resolvedName: 'Container' },
    isCanvas: true,
    props: { padding: 24 },
    displayName: 'Container',
    custom: {},
    hidden: false,
    nodes: ['t1'],
    linkedNodes: {},
  },
  t1: {
    type: { resolvedName: 'Text' },
    isCanvas: false,
    props: { text: 'Hello' },
    displayName: 'Text',
    custom: {},
    parent: 'ROOT',
    hidden: false,
    nodes: [],
    linkedNodes: {},
  },
});

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    'Serializing with query.serialize()',
    `SaveButton hands the serialized page to onSave (${mode.name})`,
    () => {
      const logged = watchConsole();
      const { SaveButton } = loadGuideModule<{
        SaveButton: React.ComponentType<{ onSave: (json: string) => Promise<void> }>;
      }>(GUIDE, 'SaveButton.tsx');
      const onSave = vi.fn(async (_json: string) => undefined);
      const ed = renderEditor(
        <Element is={Box} canvas label="saved">
          <Box label="inner" />
        </Element>,
        { resolver, strict: mode.strict, around: <SaveButton onSave={onSave} /> },
      );
      fireEvent.click(ed.getByText('Save page'));
      expect(onSave).toHaveBeenCalledTimes(1);
      expect(onSave.mock.calls[0][0]).toBe(ed.query.serialize());
      expect(JSON.parse(onSave.mock.calls[0][0])[ROOT_NODE].props.label).toBe('saved');
      expect(logged()).toBe('');
    },
  );

  claim(
    PAGE,
    'Default props are applied again on load',
    `Photo: a removed caption is saved as '' and stays removed after loading (${mode.name})`,
    () => {
      const logged = watchConsole();
      const { Photo } = loadGuideModule<{ Photo: UserComponent<{ caption?: string }> }>(GUIDE, 'Photo.tsx');
      const photoResolver = { ...resolver, Photo };
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Photo />
        </Element>,
        { resolver: photoResolver, strict: mode.strict },
      );
      expect(ed.container.querySelector('figcaption')!.textContent).toBe('A photo');
      fireEvent.click(ed.getByText('Remove caption'));
      expect(ed.container.querySelector('figcaption')).toBeNull();
      const json = ed.query.serialize();
      ed.unmount();

      const loaded = renderEditor(null, { resolver: photoResolver, data: json, strict: mode.strict });
      expect(loaded.container.querySelector('figure')).not.toBeNull();
      expect(loaded.container.querySelector('figcaption')).toBeNull();
      expect(logged()).toBe('');
    },
  );

  claim(PAGE, 'Loading with Frame data', `SavedPageEditor renders the saved JSON it is given (${mode.name})`, () => {
    const logged = watchConsole();
    const { SavedPageEditor } = loadGuideModule<{ SavedPageEditor: React.ComponentType<{ json: string }> }>(
      GUIDE,
      'SavedPageEditor.tsx',
    );
    const view = render(inMode(<SavedPageEditor json={savedPage} />, mode.strict));
    const container = view.container.firstElementChild as HTMLElement;
    expect(container.style.padding).toBe('24px');
    expect(container.querySelector(':scope > p')!.textContent).toBe('Hello');
    expect(logged()).toBe('');
  });

  claim(
    PAGE,
    'Rendering saved pages read-only',
    `PublishedPage shows the saved text, not editable and not draggable (${mode.name})`,
    () => {
      const logged = watchConsole();
      const { PublishedPage } = loadGuideModule<{ PublishedPage: React.ComponentType<{ json: string }> }>(
        GUIDE,
        'PublishedPage.tsx',
      );
      const { parent: _parent, ...text } = JSON.parse(savedPage).t1;
      const json = JSON.stringify({ ROOT: text });
      const view = render(inMode(<PublishedPage json={json} />, mode.strict));
      const p = view.container.querySelector('p')!;
      expect(p.textContent).toBe('Hello');
      expect(p.getAttribute('contenteditable')).toBe('false');
      expect(p.getAttribute('draggable')).not.toBe('true');
      expect(logged()).toBe('');
    },
  );

  claim(
    PAGE,
    'Minified component names',
    `Testimonial keeps its displayName when a minifier renames the function (${mode.name})`,
    () => {
      const logged = watchConsole();
      const { Testimonial } = loadGuideModule<{ Testimonial: UserComponent<{ quote: string }> }>(
        GUIDE,
        'Testimonial.tsx',
      );
      // what a minifier does to the function's name
      Object.defineProperty(Testimonial, 'name', { value: 'e' });
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Testimonial quote="Great" />
        </Element>,
        { resolver: { ...resolver, Testimonial }, strict: mode.strict },
      );
      const saved = Object.values(JSON.parse(ed.query.serialize())) as { displayName: string }[];
      expect(saved.map((node) => node.displayName)).toContain('Testimonial');
      expect(saved.map((node) => node.displayName)).not.toContain('e');
      expect(logged()).toBe('');
    },
  );
}
