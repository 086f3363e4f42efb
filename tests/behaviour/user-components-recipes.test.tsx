/**
 * Every whole-component sample of docs/concepts/user-components.mdx, run as printed (by its title), once
 * plainly and once inside <React.StrictMode>, doing what its text says.
 */
import type * as Craft from '@craftjs/core';
import { fireEvent, within } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { claim } from './support/claim';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';

const { Element, ROOT_NODE, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;
const PAGE = 'concepts/user-components';
const FILE = `docs/${PAGE}.mdx`;
const sample = <T,>(title: string) => loadGuideModule<T>(FILE, title);
type Component<P = Record<string, never>> = Craft.UserComponent<P>;

const { Heading } = sample<{ Heading: Component<{ text: string; align?: 'left' | 'center' }> }>('heading.tsx');
const { Panel } = sample<{ Panel: Component<{ children?: React.ReactNode }> }>('panel.tsx');
const { Banner } = sample<{ Banner: Component<{ text?: string; tone?: 'info' | 'warning' }> }>('banner.tsx');
const { FontSizeSlider } = sample<{ FontSizeSlider: React.ComponentType }>('font-size-slider.tsx');
const { Section } = sample<{ Section: Component<{ children?: React.ReactNode }> }>('section.tsx');
const { Sticker } = sample<{ Sticker: Component<{ label?: string; locked?: boolean }> }>('sticker.tsx');
const { Quote, SettingsPanel } = sample<{ Quote: Component<{ text?: string }>; SettingsPanel: React.ComponentType }>(
  'quote.tsx',
);

/** A user component whose settings row is the page's FontSizeSlider, rendered inside the node. */
const Sized: Component<{ fontSize?: number }> = ({ fontSize }) => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <div
      data-size={fontSize}
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      <FontSizeSlider />
    </div>
  );
};
Sized.craft = { props: { fontSize: 16 } };

const resolver = { Heading, Panel, Banner, Section, Sticker, Quote, Sized };

afterEach(() => vi.restoreAllMocks());

for (const mode of RENDER_MODES) {
  const named = (what: string) => `${what} (${mode.name})`;
  const edit = (content: React.ReactElement, around?: React.ReactNode) =>
    renderEditor(<Element is={Section}>{content}</Element>, { resolver, strict: mode.strict, around });

  claim(
    PAGE,
    'A user component, start to finish',
    named('Heading gets its craft.props defaults and is draggable'),
    () => {
      const ed = edit(<Heading text="Hello" />);
      const heading = ed.container.querySelector('h2')!;
      expect(heading.textContent).toBe('Hello');
      expect(heading.style.textAlign).toBe('left');
      expect(heading.getAttribute('draggable')).toBe('true');
      expect(ed.query.node(childIds(ed.query, ROOT_NODE)[0]).get().data.displayName).toBe('Heading');
    },
  );

  claim(PAGE, 'Connectors', named('Panel connects the whole panel and drags only from its grip'), () => {
    const ed = edit(
      <Element is={Panel} canvas>
        <Heading text="Inside" />
      </Element>,
    );
    const panel = ed.container.querySelector('.panel') as HTMLElement;
    expect(ed.query.node(childIds(ed.query, ROOT_NODE)[0]).get().dom).toBe(panel);
    expect(panel.getAttribute('draggable')).toBeNull();
    expect(panel.querySelector('.grip')!.getAttribute('draggable')).toBe('true');
  });

  claim(PAGE, 'Props and setProp', named('Banner switches its tone, one undo step per click'), () => {
    const ed = edit(<Banner />);
    const banner = () => ed.container.querySelector('.banner')!;
    expect(banner().className).toBe('banner banner-info');
    fireEvent.click(within(banner() as HTMLElement).getByRole('button', { name: 'Switch tone' }));
    expect(banner().className).toBe('banner banner-warning');
    fireEvent.click(within(banner() as HTMLElement).getByRole('button', { name: 'Switch tone' }));
    expect(banner().className).toBe('banner banner-info');
    ed.act(() => ed.actions.history.undo());
    expect(banner().className).toBe('banner banner-warning');
  });

  claim(PAGE, 'Props and setProp', named('FontSizeSlider changes fontSize; quick changes share one undo step'), () => {
    const ed = edit(<Sized />);
    const slider = ed.getByRole('slider', { name: 'Font size' });
    const size = () => ed.container.querySelector('[data-size]')!.getAttribute('data-size');
    fireEvent.change(slider, { target: { value: '20' } });
    fireEvent.change(slider, { target: { value: '30' } });
    expect(size()).toBe('30');
    ed.act(() => ed.actions.history.undo());
    expect(size()).toBe('16');
  });

  claim(
    PAGE,
    'Reading node state with a collector',
    named('Section shows a placeholder when empty and outlines itself when selected'),
    () => {
      const ed = renderEditor(
        <Element is={Section}>
          <Section />
        </Element>,
        { resolver, strict: mode.strict },
      );
      const inner = childIds(ed.query, ROOT_NODE)[0];
      const innerDom = () => ed.query.node(inner).get().dom!;
      expect(innerDom().textContent).toBe('Drop something here');
      ed.act(() => ed.actions.selectNode(inner));
      expect(innerDom().style.outline).toBe('2px solid royalblue');
      ed.act(() => ed.actions.addNodeTree(ed.query.parseReactElement(<Heading text="Now" />).toNodeTree(), inner));
      expect(innerDom().textContent).toBe('Now');
    },
  );

  claim(PAGE, 'When canDrag is checked', named('Sticker gets a draggable grip as soon as it is unlocked'), () => {
    const ed = edit(<Sticker locked />);
    const id = childIds(ed.query, ROOT_NODE)[0];
    expect(ed.container.querySelector('[draggable="true"]')).toBeNull();
    ed.act(() => ed.actions.setProp(id, (props: { locked: boolean }) => void (props.locked = false)));
    expect(ed.container.querySelector('[draggable="true"]')!.textContent).toBe('⠿');
    expect(ed.query.node(id).isDraggable()).toBe(true);
  });

  claim(PAGE, 'related', named('SettingsPanel edits the selected Quote through its related settings'), () => {
    const ed = edit(<Quote />, <SettingsPanel />);
    const panel = () => ed.getByRole('complementary', { name: 'Settings' });
    expect(panel().textContent).toBe('Select something.');
    ed.act(() => ed.actions.selectNode(childIds(ed.query, ROOT_NODE)[0]));
    const field = within(panel()).getByLabelText('Quote') as HTMLTextAreaElement;
    expect(field.value).toBe('Less is more.');
    fireEvent.change(field, { target: { value: 'More is more.' } });
    expect(ed.container.querySelector('blockquote')!.textContent).toBe('More is more.');
  });
}
