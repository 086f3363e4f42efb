import { Element, ROOT_NODE, useEditor } from '@craftjs/core';
import type { ReactElement } from 'react';
import { Button } from './Button';
import { Card } from './Card';
import { Container } from './Container';
import { Text } from './Text';

const items: ReadonlyArray<{ label: string; element: ReactElement }> = [
  { label: 'Container', element: <Element is={Container} canvas background="#e2e8f0" padding={16} /> },
  { label: 'Card', element: <Card background="#ffffff" padding={16} /> },
  { label: 'Text', element: <Text text="New text" fontSize={16} /> },
  { label: 'Button', element: <Button text="Click me" size="small" variant="filled" color="primary" /> },
];

export function Toolbox() {
  const { connectors, actions, query, enabled } = useEditor((state) => ({ enabled: state.options.enabled }));

  return (
    <section className="toolbox" aria-labelledby="toolbox-title">
      <h2 id="toolbox-title">Toolbox</h2>
      <p className="hint">Drag a component onto the canvas, or click it to add it at the end.</p>
      <div className="toolbox-items">
        {items.map(({ label, element }) => (
          <button
            key={label}
            type="button"
            className="toolbox-item"
            disabled={!enabled}
            ref={(el) => {
              if (el) connectors.create(el, element);
            }}
            onClick={() => actions.addNodeTree(query.parseReactElement(element).toNodeTree(), ROOT_NODE)}
          >
            {label}
          </button>
        ))}
      </div>
    </section>
  );
}
