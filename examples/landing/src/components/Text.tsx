import { useEditor, useNode, type UserComponent } from '@craftjs/core';
import { createElement, useLayoutEffect, useRef, type FormEvent } from 'react';
import { ColorField, FONT_WEIGHTS, NumberField, SelectField } from './fields';

export interface TextProps {
  text: string;
  tag: 'h2' | 'h3' | 'p';
  fontSize: number;
  fontWeight: number;
  color: string;
  margin: number;
}

const DEFAULTS: TextProps = {
  text: 'Write something',
  tag: 'p',
  fontSize: 16,
  fontWeight: 400,
  color: '#0f172a',
  margin: 0,
};

/** A heading or a paragraph, edited in place: select it, then click into it and type. */
export const Text: UserComponent<Partial<TextProps>> = (props) => {
  const { text, tag, fontSize, fontWeight, color, margin } = { ...DEFAULTS, ...props };
  const {
    connectors: { connect, drag },
    actions: { setProp },
    selected,
  } = useNode((node) => ({ selected: node.events.selected }));
  const { enabled } = useEditor((state) => ({ enabled: state.options.enabled }));
  const element = useRef<HTMLElement | null>(null);

  // The browser owns the text while it is typed; React writes it only when the prop changes
  // from elsewhere (undo, redo, loading a state), so the caret never jumps.
  useLayoutEffect(() => {
    if (element.current && element.current.textContent !== text) element.current.textContent = text;
  }, [text, tag]);

  // The ref callback below runs on commit, not during render; the rule cannot see through createElement.
  // eslint-disable-next-line react-hooks/refs
  return createElement(tag, {
    ref: (el: HTMLElement | null) => {
      element.current = el;
      if (el) connect(drag(el));
    },
    className: 'text',
    style: { fontSize, fontWeight, color, margin: `${margin}px 0` },
    contentEditable: enabled && selected,
    onInput: (e: FormEvent<HTMLElement>) => {
      const value = e.currentTarget.textContent ?? '';
      setProp((props: TextProps) => (props.text = value), 500);
    },
  });
};

function TextSettings() {
  return (
    <>
      <SelectField
        prop="tag"
        label="Kind"
        options={[
          ['h2', 'Heading'],
          ['h3', 'Subheading'],
          ['p', 'Paragraph'],
        ]}
      />
      <NumberField prop="fontSize" label="Font size" min={8} max={96} />
      <SelectField prop="fontWeight" label="Font weight" options={FONT_WEIGHTS} />
      <ColorField prop="color" label="Text colour" />
      <NumberField prop="margin" label="Margin" />
    </>
  );
}

Text.craft = {
  displayName: 'Text',
  props: DEFAULTS,
  related: { settings: TextSettings },
};
