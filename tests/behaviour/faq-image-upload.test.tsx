/**
 * docs/faq.mdx › Can users upload an image into a block? (the question of craft.js issue 8, "file uploading with
 * page builder"), plainly and inside <React.StrictMode>, with ImageBlock.tsx as printed (guideCode.ts; its
 * `uploadImage` is the test's stand-in server).
 * Source: @craftjs/core src/editor/query.tsx (serialize: JSON.stringify of each node's serialized data),
 * src/nodes/NodeHandlers / related components (wrapped in the node's context), src/editor/Editor.tsx
 * (serializes after every change to decide on onNodesChange).
 */
import { ROOT_NODE, useEditor, type UserComponent } from '@craftjs/core';
import { fireEvent, waitFor } from '@testing-library/react';
import React from 'react';
import { expect } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { RelatedSettings } from './support/settingsPanel';
import { claim } from './support/claim';
import { renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const FAQ = 'docs/faq.mdx';
const PAGE = 'faq';
const HEADING = 'Can users upload an image into a block?';

type ImageProps = { src: string; alt: string };
let answer: (file: File) => Promise<string> = () => Promise.reject(new Error('no server'));
const uploaded: string[] = [];
const { ImageBlock } = loadGuideModule<{ ImageBlock: UserComponent<ImageProps> }>(FAQ, 'ImageBlock.tsx', {
  uploadImage: (file: File) => {
    uploaded.push(file.name);
    return answer(file);
  },
});

const photo = () => new File(['png bytes'], 'photo.png', { type: 'image/png' });
const props = (query: ReturnType<typeof useEditor>['query']) => query.node(ROOT_NODE).get().data.props as ImageProps;

for (const mode of RENDER_MODES) {
  claim(PAGE, HEADING, `a File prop is saved as {} and loads as an empty object (${mode.name})`, () => {
    const editor = renderEditor(<ImageBlock src="/a.png" alt="" />, { resolver: { ImageBlock }, strict: mode.strict });
    const file = photo();
    editor.act(() =>
      editor.actions.setProp(ROOT_NODE, (p: { src: unknown }) => {
        p.src = file;
      }),
    );
    expect(editor.container.querySelector('img')!.getAttribute('src')).toBe('[object File]');
    const json = editor.query.serialize();
    expect(JSON.parse(json).ROOT.props.src).toEqual({});
    editor.unmount();
    const loaded = renderEditor(null, { resolver: { ImageBlock }, strict: mode.strict, data: json });
    expect(loaded.query.node(ROOT_NODE).get().data.props.src).toEqual({});
    expect(loaded.container.querySelector('img')!.getAttribute('src')).toBe('[object Object]');
    loaded.unmount();
  });

  claim(PAGE, HEADING, `a data: URL puts the whole file into every serialization (${mode.name})`, () => {
    const editor = renderEditor(<ImageBlock src="/a.png" alt="" />, { resolver: { ImageBlock }, strict: mode.strict });
    const before = editor.query.serialize().length;
    const dataUrl = `data:image/png;base64,${'A'.repeat(200_000)}`;
    editor.act(() =>
      editor.actions.setProp(ROOT_NODE, (p: ImageProps) => {
        p.src = dataUrl;
      }),
    );
    expect(editor.query.serialize().length).toBeGreaterThan(before + 200_000);
    editor.unmount();
  });

  claim(
    PAGE,
    HEADING,
    `the settings field uploads the file and saves only the URL, in one undo step (${mode.name})`,
    async () => {
      let release: (url: string) => void = () => {};
      answer = () => new Promise((resolve) => (release = resolve));
      const editor = renderEditor(<ImageBlock src="/img/placeholder.png" alt="" />, {
        resolver: { ImageBlock },
        strict: mode.strict,
        around: <RelatedSettings />,
      });
      editor.act(() => editor.actions.selectNode(ROOT_NODE));
      const input = editor.getByLabelText('Image') as HTMLInputElement;
      fireEvent.change(input, { target: { files: [photo()] } });
      await waitFor(() => expect(editor.getByRole('status').textContent).toBe('Uploading…'));
      // Until the upload answers, the block keeps its image.
      expect(props(editor.query).src).toBe('/img/placeholder.png');
      expect(editor.query.history.canUndo()).toBe(false);
      release('https://cdn.example.com/photo.png');
      await waitFor(() => expect(props(editor.query).src).toBe('https://cdn.example.com/photo.png'));
      expect(uploaded.at(-1)).toBe('photo.png');
      expect(editor.queryByRole('status')).toBeNull();
      expect(JSON.parse(editor.query.serialize()).ROOT.props.src).toBe('https://cdn.example.com/photo.png');
      editor.act(() => editor.actions.history.undo());
      expect(props(editor.query).src).toBe('/img/placeholder.png');
      editor.unmount();
    },
  );

  claim(PAGE, HEADING, `a failed upload changes nothing and says so (${mode.name})`, async () => {
    answer = () => Promise.reject(new Error('HTTP 500'));
    const editor = renderEditor(<ImageBlock src="/img/placeholder.png" alt="" />, {
      resolver: { ImageBlock },
      strict: mode.strict,
      around: <RelatedSettings />,
    });
    editor.act(() => editor.actions.selectNode(ROOT_NODE));
    const json = editor.query.serialize();
    fireEvent.change(editor.getByLabelText('Image'), { target: { files: [photo()] } });
    await waitFor(() =>
      expect(editor.getByRole('status').textContent).toBe('The upload failed; the image is unchanged.'),
    );
    expect(editor.query.serialize()).toBe(json);
    expect(editor.query.history.canUndo()).toBe(false);
    editor.unmount();
  });
}

claim(PAGE, HEADING, 'the page says what each kind of value becomes', () => {
  const text = pageSection(FAQ, HEADING);
  expect(text).toContain('is saved as `{}`');
  expect(text).toContain('`src="[object Object]"`');
  expect(text).toContain('craft.js serializes the whole page after every change');
});
