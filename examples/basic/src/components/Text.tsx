import { useEditor, useNode, type UserComponent } from '@craftjs/core';
import { useLayoutEffect, useRef } from 'react';

export interface TextProps {
  text: string;
  fontSize: number;
}

export const Text: UserComponent<TextProps> = ({ text, fontSize }) => {
  const {
    connectors: { connect, drag },
    actions: { setProp },
    selected,
  } = useNode((node) => ({ selected: node.events.selected }));
  const { enabled } = useEditor((state) => ({ enabled: state.options.enabled }));
  const paragraph = useRef<HTMLParagraphElement | null>(null);

  // The browser owns the text while it is typed; React writes it only when the prop changes
  // from elsewhere (undo, redo, loading a state), so the caret never jumps.
  useLayoutEffect(() => {
    const el = paragraph.current;
    if (el && el.textContent !== text) el.textContent = text;
  }, [text]);

  return (
    <p
      ref={(el) => {
        paragraph.current = el;
        if (el) connect(drag(el));
      }}
      className="text"
      style={{ fontSize }}
      // Click once to select the text, then again to type in it.
      contentEditable={enabled && selected}
      onInput={(e) => {
        const value = e.currentTarget.textContent ?? '';
        setProp((props: TextProps) => (props.text = value), 500);
      }}
    />
  );
};

export function TextSettings() {
  const {
    fontSize,
    actions: { setProp },
  } = useNode((node) => ({ fontSize: node.data.props.fontSize as number }));

  return (
    <label className="field">
      Font size: {fontSize}px
      <input
        type="range"
        min={10}
        max={48}
        value={fontSize}
        onChange={(e) => setProp((props: TextProps) => (props.fontSize = Number(e.target.value)), 300)}
      />
    </label>
  );
}

Text.craft = {
  displayName: 'Text',
  props: { text: 'Edit me', fontSize: 16 },
  related: { settings: TextSettings },
};
