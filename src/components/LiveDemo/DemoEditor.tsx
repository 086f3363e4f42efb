import { Editor, Element, Frame, ROOT_NODE, useEditor } from '@craftjs/core';
import { useId, type ReactElement, type ReactNode } from 'react';
import { DemoBox, DemoText } from './DemoComponents';
import { NodeTree } from './NodeTree';
import styles from './styles.module.css';

const toolboxItems: ReadonlyArray<{ label: string; element: ReactElement }> = [
  { label: 'Text', element: <DemoText text="New text" /> },
  { label: 'Box', element: <DemoBox /> },
];

/** Buttons that create nodes: drag one onto the canvas, or click it to append to the canvas. */
function Toolbox({ labelId }: { labelId: string }): ReactNode {
  const { connectors, actions, query } = useEditor();
  return (
    <div className={styles.toolbox} role="group" aria-labelledby={labelId}>
      <p id={labelId} className={styles.label}>
        Toolbox
      </p>
      {toolboxItems.map(({ label, element }) => (
        <button
          key={label}
          type="button"
          className="button button--secondary button--sm"
          ref={(el) => {
            if (el) connectors.create(el, element);
          }}
          onClick={() => actions.addNodeTree(query.parseReactElement(element).toNodeTree(), ROOT_NODE)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

export default function DemoEditor(): ReactNode {
  const id = useId();
  return (
    <Editor resolver={{ DemoBox, DemoText }}>
      <div className={styles.layout}>
        <Toolbox labelId={`${id}-toolbox`} />
        <section className={styles.canvas} aria-label="Live demo canvas">
          <Frame>
            <Element is={DemoBox} canvas>
              <DemoText text="Drag me below the box" />
              <Element is={DemoBox} canvas>
                <DemoText text="I am inside a nested box" />
              </Element>
            </Element>
          </Frame>
        </section>
        <NodeTree labelId={`${id}-tree`} />
      </div>
    </Editor>
  );
}
