import { Element, ROOT_NODE, useEditor } from '@craftjs/core';
import type { ReactElement } from 'react';
import { Button } from '../components/Button';
import { Image } from '../components/Image';
import { Section } from '../components/Section';
import { Text } from '../components/Text';

const BLOCKS: ReadonlyArray<{ label: string; element: ReactElement }> = [
  { label: 'Row', element: <Element is={Section} canvas flexDirection="row" background="#f1f5f9" padding={24} /> },
  {
    label: 'Column',
    element: <Element is={Section} canvas flexDirection="column" background="#f1f5f9" padding={24} />,
  },
  { label: 'Heading', element: <Text tag="h2" text="New heading" fontSize={28} fontWeight={700} /> },
  { label: 'Paragraph', element: <Text tag="p" text="New paragraph" /> },
  { label: 'Button', element: <Button text="New button" /> },
  { label: 'Image', element: <Image picture="editor-preview" alt="Sketch of a page editor" width={50} /> },
];

export function Toolbox() {
  const { connectors, actions, query, enabled } = useEditor((state) => ({ enabled: state.options.enabled }));
  return (
    <section className="panel-section" aria-labelledby="toolbox-title">
      <h2 id="toolbox-title">Toolbox</h2>
      <p className="hint">Drag a block onto the page, or click it to add it at the end.</p>
      <div className="toolbox-items">
        {BLOCKS.map(({ label, element }) => (
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
