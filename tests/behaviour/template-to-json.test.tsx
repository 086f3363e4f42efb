/**
 * docs/api/nodetree.mdx › A new page from a template that is not on screen (the question of craft.js PR 381, "create
 * new pages from templates without loading them into the editor"), with templateToJson.tsx as printed; its page is
 * then opened in an editor plainly and inside <React.StrictMode>.
 * Source: @craftjs/core src/render/Frame.tsx (children loaded while the Frame renders), src/editor/query.tsx
 * (serialize).
 */
import { Element, ROOT_NODE, type Resolver, type SerializedNodes } from '@craftjs/core';
import React, { useEffect, useState } from 'react';
import { expect, vi } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Card, Text, resolver } from './support/components';
import { renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';
import { mount } from './support/mount';

const FILE = 'docs/api/nodetree.mdx';
const PAGE = 'api/nodetree';
const HEADING = 'A new page from a template that is not on screen';

const { templateToJson } = loadGuideModule<{
  templateToJson: (template: React.ReactElement, resolver: Resolver) => string;
}>(FILE, 'templateToJson.tsx');

const landing = () => (
  <Element is={Box} canvas label="landing">
    <Text text="Welcome" />
    <Card title="Offer" />
  </Element>
);

claim(PAGE, HEADING, 'the JSON holds the template, linked nodes included, and nothing stays in the document', () => {
  const before = document.body.innerHTML;
  const nodes = JSON.parse(templateToJson(landing(), resolver)) as SerializedNodes;
  expect(nodes[ROOT_NODE].type).toEqual({ resolvedName: 'Box' });
  const [text, card] = nodes[ROOT_NODE].nodes;
  expect(nodes[text].props).toMatchObject({ text: 'Welcome' });
  expect(nodes[card].props).toEqual({ title: 'Offer' });
  expect(Object.keys(nodes[card].linkedNodes)).toEqual(['body']);
  expect(document.body.innerHTML).toBe(before);
});

claim(PAGE, HEADING, 'two pages from one template get their own ids', () => {
  const first = Object.keys(JSON.parse(templateToJson(landing(), resolver)) as object);
  const second = Object.keys(JSON.parse(templateToJson(landing(), resolver)) as object);
  expect(first.filter((id) => id !== ROOT_NODE && second.includes(id))).toEqual([]);
});

for (const mode of RENDER_MODES) {
  claim(PAGE, HEADING, `the page opens with <Frame data> like any saved page (${mode.name})`, () => {
    const json = templateToJson(landing(), resolver);
    const opened = renderEditor(null, { resolver, strict: mode.strict, data: json });
    expect(opened.container.querySelector('[data-box="landing"]')!.textContent).toContain('Welcome');
    expect(opened.container.querySelector('[data-card="Offer"]')!.textContent).toContain('card body');
    expect(opened.query.serialize()).toBe(json);
    opened.unmount();
  });
}

claim(PAGE, HEADING, 'the page says why an editor is needed', () => {
  expect(pageSection(FILE, HEADING)).toContain('`query` belongs to a mounted `<Editor>`');
});

/** What templateToJson gave, or the message it threw. */
const attempt = (): string => {
  try {
    return templateToJson(landing(), resolver);
  } catch (error) {
    return (error as Error).message;
  }
};
const THROWN = 'templateToJson: call it from an event handler, not while React renders or runs effects';

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    HEADING,
    `during a render or in an effect it throws; deferred with setTimeout, or from a click, it makes the page (${mode.name})`,
    async () => {
      const results: Record<string, string> = {};
      function Page() {
        const [inRender] = useState(attempt);
        results.render = inRender;
        useEffect(() => {
          results.effect = attempt();
          setTimeout(() => (results.deferred = attempt()));
        }, []);
        return (
          <button type="button" onClick={() => (results.click = attempt())}>
            New page
          </button>
        );
      }
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const page = mount(<Page />, { strict: mode.strict });
        page.run(() => page.container.querySelector('button')!.click());
        await new Promise((resolve) => setTimeout(resolve, 10));
        expect(results.render).toBe(THROWN);
        expect(results.effect).toBe(THROWN);
        for (const made of [results.deferred, results.click])
          expect(Object.keys(JSON.parse(made) as SerializedNodes)).toHaveLength(5);
        page.unmount();
      } finally {
        errors.mockRestore();
      }
      expect(pageSection(FILE, HEADING)).toContain('in an effect, defer the call with `setTimeout`');
    },
  );
}
