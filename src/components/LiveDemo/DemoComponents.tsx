import { useNode, type UserComponent } from '@craftjs/core';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

/** Outline the selected node, so readers see what a click did. */
function useDemoNode() {
  const { connectors, selected } = useNode((node) => ({ selected: node.events.selected }));
  return { ...connectors, selected };
}

export const DemoText: UserComponent<{ text: string }> = ({ text }) => {
  const { connect, drag, selected } = useDemoNode();
  return (
    <p
      ref={(el) => {
        if (el) connect(drag(el));
      }}
      className={clsx(styles.text, selected && styles.selected)}
      data-demo-node="text"
    >
      {text}
    </p>
  );
};

DemoText.craft = { displayName: 'Text', props: { text: 'Some text' } };

export const DemoBox: UserComponent<{ children?: ReactNode }> = ({ children }) => {
  const { connect, drag, selected } = useDemoNode();
  return (
    <div
      ref={(el) => {
        if (el) connect(drag(el));
      }}
      className={clsx(styles.box, selected && styles.selected)}
      data-demo-node="box"
    >
      {children}
    </div>
  );
};

DemoBox.craft = { displayName: 'Box', isCanvas: true };
