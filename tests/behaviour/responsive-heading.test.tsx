/**
 * docs/guides/iframe-editor.mdx › Different values per device (the question of craft.js issue 505, "mobile
 * responsive like GrapesJS": style values per device, edited per device), plainly and inside <React.StrictMode>,
 * with responsive-heading.tsx as printed. jsdom applies no media queries: the tests read the CSS the block writes;
 * the iframe's width choosing among them is the browser's part, which the guide's "Real breakpoints" describes.
 * Source: @craftjs/core src/hooks/useNode.ts (id), src/editor/query.tsx (serialize keeps props as JSON, loading
 * keeps ids), related components wrapped in their node's context.
 */
import { Element, ROOT_NODE, type UserComponent } from '@craftjs/core';
import { fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { expect, vi } from 'vitest';
import { loadGuideModule } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { RelatedSettings } from './support/settingsPanel';
import { claim } from './support/claim';
import { Box } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const FILE = 'docs/guides/iframe-editor.mdx';
const PAGE = 'guides/iframe-editor';
const HEADING = 'Different values per device';

type Device = 'desktop' | 'tablet' | 'phone';
type PerDevice = { desktop: string; tablet?: string; phone?: string };
const { responsiveCss, Heading, EditedDevice, DeviceSwitch } = loadGuideModule<{
  responsiveCss(selector: string, property: string, values: PerDevice): string;
  Heading: UserComponent<{ text: string; fontSize?: PerDevice }>;
  EditedDevice: React.Context<Device>;
  DeviceSwitch: React.FC<{ device: Device; onChange: (device: Device) => void }>;
}>(FILE, 'responsive-heading.tsx');

const resolver = { Box, Heading };
const page = () => (
  <Element is={Box} canvas label="root">
    <Heading text="Title" />
  </Element>
);
const css = (container: HTMLElement) => container.querySelector('style')!.textContent;

claim(PAGE, HEADING, 'responsiveCss writes the widest first and each smaller device in its media query', () => {
  expect(responsiveCss('.h', 'font-size', { desktop: '40px', phone: '24px' })).toBe(
    '.h { font-size: 40px; }\n@media (max-width: 390px) { .h { font-size: 24px; } }',
  );
  expect(responsiveCss('.h', 'padding', { desktop: '32px', tablet: '24px', phone: '8px' }).split('\n')).toEqual([
    '.h { padding: 32px; }',
    '@media (max-width: 768px) { .h { padding: 24px; } }',
    '@media (max-width: 390px) { .h { padding: 8px; } }',
  ]);
});

claim(PAGE, HEADING, 'DeviceSwitch marks the device shown and reports the one picked', () => {
  const onChange = vi.fn();
  const ed = renderEditor(null, { resolver, around: <DeviceSwitch device="tablet" onChange={onChange} /> });
  const pressed = screen.getAllByRole('button').filter((button) => button.getAttribute('aria-pressed') === 'true');
  expect(pressed.map((button) => button.textContent)).toEqual(['tablet']);
  fireEvent.click(screen.getByRole('button', { name: 'phone' }));
  expect(onChange).toHaveBeenCalledWith('phone');
  ed.unmount();
});

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    HEADING,
    `the block's class uses its id; saved and loaded, the page writes the same rules (${mode.name})`,
    () => {
      const ed = renderEditor(page(), { resolver, strict: mode.strict });
      const [heading] = childIds(ed.query, ROOT_NODE);
      expect(ed.container.querySelector('h2')!.className).toBe(`heading-${heading}`);
      expect(css(ed.container)).toBe(`.heading-${heading} { font-size: 40px; }`);
      ed.act(() =>
        ed.actions.setProp(heading, (props: { fontSize: PerDevice }) => {
          props.fontSize.phone = '24px';
        }),
      );
      const json = ed.query.serialize();
      expect(JSON.parse(json)[heading].props.fontSize).toEqual({ desktop: '40px', phone: '24px' });
      const written = css(ed.container);
      ed.unmount();
      const loaded = renderEditor(null, { resolver, strict: mode.strict, data: json });
      expect(css(loaded.container)).toBe(written);
      loaded.unmount();
    },
  );

  claim(
    PAGE,
    HEADING,
    `the field edits the previewed device's value; emptied, the override goes (${mode.name})`,
    () => {
      const panel = (device: Device) => (
        <EditedDevice.Provider value={device}>
          <RelatedSettings />
        </EditedDevice.Provider>
      );
      const ed = renderEditor(page(), { resolver, strict: mode.strict, around: panel('phone') });
      const [heading] = childIds(ed.query, ROOT_NODE);
      ed.act(() => ed.actions.selectNode(heading));
      const field = screen.getByLabelText('Font size (phone)') as HTMLInputElement;
      expect(field.value).toBe('');
      expect(field.placeholder).toBe('40px');
      fireEvent.change(field, { target: { value: '24px' } });
      expect(ed.query.node(heading).get().data.props.fontSize).toEqual({ desktop: '40px', phone: '24px' });
      expect(css(ed.container)).toContain('@media (max-width: 390px) { .heading-');
      fireEvent.change(field, { target: { value: '' } });
      expect(ed.query.node(heading).get().data.props.fontSize).toEqual({ desktop: '40px' });
      // Each change is one undo step.
      ed.act(() => ed.actions.history.undo());
      expect(ed.query.node(heading).get().data.props.fontSize).toEqual({ desktop: '40px', phone: '24px' });
      ed.unmount();
    },
  );
}

claim(PAGE, HEADING, 'the page says craft.js has no breakpoints and where the values are picked', () => {
  const text = pageSection(FILE, HEADING);
  expect(text).toContain('craft.js has no breakpoints of its own');
  expect(text).toContain("the browser's width on the published page");
});
