import { useNode } from '@craftjs/core';
import { useId, useState } from 'react';

/** Settings fields: each one edits a single prop of the selected node. */

interface FieldProps {
  prop: string;
  label: string;
}

function useProp<T>(prop: string) {
  const {
    value,
    actions: { setProp },
  } = useNode((node) => ({ value: node.data.props[prop] as T }));
  // Throttled: a change less than 400 ms after the current undo step began joins that step,
  // so a burst of typing or a quick pick in the colour dialog is undone at once.
  const setValue = (next: T) => setProp((props: Record<string, unknown>) => (props[prop] = next), 400);
  return [value, setValue] as const;
}

export function ColorField({ prop, label }: FieldProps) {
  const [value, setValue] = useProp<string>(prop);
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="color" value={value} onChange={(e) => setValue(e.target.value)} />
    </div>
  );
}

export function NumberField({ prop, label, min = 0, max = 120 }: FieldProps & { min?: number; max?: number }) {
  const [value, setValue] = useProp<number>(prop);
  // The text being typed: "2" on the way to "24" is below a minimum of 8, so the field keeps it and saves
  // only numbers in range; leaving it (Tab, a click in the panels) brings a number out of range into it.
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  const inRange = (n: number) => n >= min && n <= max;
  return (
    <div className="field">
      <label htmlFor={id}>{label} (px)</label>
      <input
        id={id}
        type="number"
        min={min}
        max={max}
        value={draft ?? value}
        onChange={(e) => {
          setDraft(e.target.value);
          const next = e.target.valueAsNumber;
          if (inRange(next)) setValue(next);
        }}
        onBlur={() => {
          const typed = Number(draft);
          if (draft && Number.isFinite(typed) && !inRange(typed)) setValue(Math.min(max, Math.max(min, typed)));
          setDraft(null);
        }}
      />
    </div>
  );
}

export function SelectField({ prop, label, options }: FieldProps & { options: ReadonlyArray<[string, string]> }) {
  const [value, setValue] = useProp<string | number>(prop);
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={String(value)}
        onChange={(e) => setValue(typeof value === 'number' ? Number(e.target.value) : e.target.value)}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

export function TextField({ prop, label }: FieldProps) {
  const [value, setValue] = useProp<string>(prop);
  const id = useId();
  return (
    <div className="field field-wide">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" value={value} onChange={(e) => setValue(e.target.value)} />
    </div>
  );
}

export const FONT_WEIGHTS: ReadonlyArray<[string, string]> = [
  ['400', 'Regular'],
  ['500', 'Medium'],
  ['700', 'Bold'],
  ['800', 'Extra bold'],
];
