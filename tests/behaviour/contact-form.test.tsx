/**
 * docs/guides/server-rendering.mdx › Forms visitors fill in (the question of craft.js issue 662, "form input fields
 * for end users"), plainly and inside <React.StrictMode>, with contact-form.tsx as printed (its `sendForm` is the
 * test's stand-in server).
 * Source: @craftjs/core src/editor/store.tsx (options.enabled), src/editor/NodeHelpers.ts (isDroppable asks
 * canMoveIn), src/editor/query.tsx (serialize writes props only).
 */
import { Element, ROOT_NODE, type UserComponent } from '@craftjs/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { expect } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Text } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const FILE = 'docs/guides/server-rendering.mdx';
const PAGE = 'guides/server-rendering';
const HEADING = 'Forms visitors fill in';

const sent: Array<[string, Record<string, string>]> = [];
let answer: () => Promise<void> = () => Promise.resolve();
const { Form, TextField } = loadGuideModule<{
  Form: UserComponent<{ formId: string; children?: React.ReactNode }>;
  TextField: UserComponent<{ label: string; name: string }>;
}>(FILE, 'contact-form.tsx', {
  sendForm: (formId: string, fields: Record<string, string>) => {
    sent.push([formId, fields]);
    return answer();
  },
});
const resolver = { Form, TextField, Text };

const form = (...fields: Array<[string, string]>) => (
  <Element is={Form} formId="contact">
    {fields.map(([label, name]) => (
      <TextField key={label} label={label} name={name} />
    ))}
  </Element>
);

/** The page saved from the editor, then shown read-only as visitors get it. */
function published(strict: boolean, ...fields: Array<[string, string]>) {
  const editor = renderEditor(form(...fields), { resolver, strict });
  const json = editor.query.serialize();
  editor.unmount();
  return { json, page: renderEditor(null, { resolver, strict, data: json, enabled: false }) };
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    HEADING,
    `while editing, the form sends nothing and the page saves only ids, labels and names (${mode.name})`,
    () => {
      sent.length = 0;
      const ed = renderEditor(form(['Your name', 'name']), { resolver, strict: mode.strict });
      expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
      expect((screen.getByLabelText('Your name') as HTMLInputElement).readOnly).toBe(true);
      fireEvent.submit(ed.container.querySelector('form')!);
      expect(sent).toEqual([]);
      expect(screen.queryByRole('status')).toBeNull();
      const saved = JSON.parse(ed.query.serialize());
      const [field] = childIds(ed.query, ROOT_NODE);
      expect(saved.ROOT.props).toEqual({ formId: 'contact' });
      expect(saved[field].props).toEqual({ label: 'Your name', name: 'name' });
      ed.unmount();
    },
  );

  claim(
    PAGE,
    HEADING,
    `a visitor's answers are sent by name, and never enter the page's JSON (${mode.name})`,
    async () => {
      sent.length = 0;
      answer = () => Promise.resolve();
      const { json, page } = published(mode.strict, ['Your name', 'name'], ['Your e-mail', 'email']);
      fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Ada' } });
      fireEvent.change(screen.getByLabelText('Your e-mail'), { target: { value: 'ada@example.com' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sent. Thank you!'));
      expect(sent).toEqual([['contact', { name: 'Ada', email: 'ada@example.com' }]]);
      expect(page.query.serialize()).toBe(json);
      page.unmount();
    },
  );

  claim(
    PAGE,
    HEADING,
    `a failed send says so; two fields with one name send the last answer (${mode.name})`,
    async () => {
      sent.length = 0;
      answer = () => Promise.reject(new Error('HTTP 500'));
      const { page } = published(mode.strict, ['First', 'name'], ['Second', 'name']);
      fireEvent.change(screen.getByLabelText('First'), { target: { value: 'one' } });
      fireEvent.change(screen.getByLabelText('Second'), { target: { value: 'two' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Not sent. Please try again.'));
      expect(sent).toEqual([['contact', { name: 'two' }]]);
      page.unmount();
    },
  );

  claim(PAGE, HEADING, `the form takes fields only (${mode.name})`, () => {
    const ed = renderEditor(form(['Your name', 'name']), { resolver, strict: mode.strict });
    const field = ed.query.parseReactElement(<TextField label="Phone" name="phone" />).toNodeTree();
    const text = ed.query.parseReactElement(<Text text="Note" />).toNodeTree();
    expect(ed.query.node(ROOT_NODE).isDroppable([field.nodes[field.rootNodeId]])).toBe(true);
    expect(ed.query.node(ROOT_NODE).isDroppable([text.nodes[text.rootNodeId]])).toBe(false);
    ed.unmount();
  });
}

claim(PAGE, HEADING, 'the page says what is saved and what is not', () => {
  const text = pageSection(FILE, HEADING);
  expect(text).toContain("never part of the page's JSON");
  expect(text).toContain("two fields with one name send only the last one's answer");
});
