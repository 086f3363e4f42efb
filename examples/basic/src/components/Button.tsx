import { useNode, type UserComponent } from '@craftjs/core';

export interface ButtonProps {
  text: string;
  size: 'small' | 'medium' | 'large';
  variant: 'filled' | 'outlined';
  color: 'primary' | 'secondary';
}

export const Button: UserComponent<ButtonProps> = ({ text, size, variant, color }) => {
  const {
    connectors: { connect, drag },
  } = useNode();
  return (
    <button
      ref={(el) => {
        if (el) connect(drag(el));
      }}
      type="button"
      className={`button button-${size} button-${variant} button-${color}`}
    >
      {text}
    </button>
  );
};

/** A labelled group of radio buttons that edits one prop of the selected Button. */
function Choice<K extends 'size' | 'variant' | 'color'>({
  prop,
  label,
  options,
}: {
  prop: K;
  label: string;
  options: ReadonlyArray<ButtonProps[K]>;
}) {
  const {
    value,
    actions: { setProp },
  } = useNode((node) => ({ value: node.data.props[prop] as ButtonProps[K] }));

  return (
    <fieldset className="field">
      <legend>{label}</legend>
      {options.map((option) => (
        <label key={option} className="choice">
          <input
            type="radio"
            name={prop}
            checked={value === option}
            onChange={() => setProp((props: ButtonProps) => (props[prop] = option))}
          />
          {option}
        </label>
      ))}
    </fieldset>
  );
}

export function ButtonSettings() {
  const {
    text,
    actions: { setProp },
  } = useNode((node) => ({ text: node.data.props.text as string }));

  return (
    <>
      <label className="field">
        Label
        <input
          type="text"
          value={text}
          onChange={(e) => setProp((props: ButtonProps) => (props.text = e.target.value), 500)}
        />
      </label>
      <Choice prop="size" label="Size" options={['small', 'medium', 'large']} />
      <Choice prop="variant" label="Variant" options={['filled', 'outlined']} />
      <Choice prop="color" label="Colour" options={['primary', 'secondary']} />
    </>
  );
}

Button.craft = {
  displayName: 'Button',
  props: { text: 'Click me', size: 'small', variant: 'filled', color: 'primary' },
  related: { settings: ButtonSettings },
};
