/**
 * Proves what "The Editor in an iframe" (docs/guides/iframe-editor.mdx) says about the server: its
 * IframeEditor.tsx, run exactly as printed, renders the toolbox and an empty iframe, and no page content,
 * because the Frame mounts only once the iframe's own document exists.
 */
import { createElement as h, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadGuideModule } from '../support/guideCode';

const { IframeEditor } = loadGuideModule<{ IframeEditor: ComponentType }>(
  'docs/guides/iframe-editor.mdx',
  'IframeEditor.tsx',
);

describe('iframe editor guide', () => {
  it('renders the toolbox and an empty iframe on the server, and none of the page', () => {
    const html = renderToString(h(IframeEditor));
    expect(html).toContain('<button type="button">Drag a paragraph into the page</button>');
    expect(html).toMatch(/<iframe title="Page being edited" srcDoc="[^"]*" style="[^"]*"><\/iframe>/);
    expect(html).not.toContain('<section');
    expect(html).not.toContain('Drag me, or drop a new paragraph next to me.');
  });
});
