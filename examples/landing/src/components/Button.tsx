import { useNode, type UserComponent } from '@craftjs/core';
import { ColorField, FONT_WEIGHTS, NumberField, SelectField, TextField } from './fields';

export interface ButtonProps {
  text: string;
  background: string;
  color: string;
  fontSize: number;
  fontWeight: number;
  padding: number;
  margin: number;
}

const DEFAULTS: ButtonProps = {
  text: 'Get started',
  background: '#1d4ed8',
  color: '#ffffff',
  fontSize: 16,
  fontWeight: 700,
  padding: 10,
  margin: 0,
};

export const Button: UserComponent<Partial<ButtonProps>> = (props) => {
  const { text, background, color, fontSize, fontWeight, padding, margin } = { ...DEFAULTS, ...props };
  const {
    connectors: { connect, drag },
  } = useNode();
  return (
    <button
      ref={(el) => {
        if (el) connect(drag(el));
      }}
      type="button"
      className="button"
      style={{ background, color, fontSize, fontWeight, padding: `${padding}px ${padding * 2}px`, margin }}
    >
      {text}
    </button>
  );
};

function ButtonSettings() {
  return (
    <>
      <TextField prop="text" label="Label" />
      <ColorField prop="background" label="Background colour" />
      <ColorField prop="color" label="Text colour" />
      <NumberField prop="fontSize" label="Font size" min={8} max={48} />
      <SelectField prop="fontWeight" label="Font weight" options={FONT_WEIGHTS} />
      <NumberField prop="padding" label="Padding" max={40} />
      <NumberField prop="margin" label="Margin" />
    </>
  );
}

Button.craft = {
  displayName: 'Button',
  props: DEFAULTS,
  related: { settings: ButtonSettings },
};
