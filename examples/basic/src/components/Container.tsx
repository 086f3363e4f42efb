import { useNode, type UserComponent } from '@craftjs/core';
import type { ReactNode } from 'react';

export interface ContainerProps {
  background: string;
  padding: number;
  children?: ReactNode;
}

export const Container: UserComponent<ContainerProps> = ({ background, padding, children }) => {
  const {
    connectors: { connect, drag },
  } = useNode();
  return (
    <div
      ref={(el) => {
        if (el) connect(drag(el));
      }}
      className="container"
      style={{ background, padding }}
    >
      {children}
    </div>
  );
};

export function ContainerSettings() {
  const {
    background,
    padding,
    actions: { setProp },
  } = useNode((node) => ({
    background: node.data.props.background as string,
    padding: node.data.props.padding as number,
  }));

  return (
    <>
      <label className="field">
        Background
        <input
          type="color"
          value={background}
          onChange={(e) => setProp((props: ContainerProps) => (props.background = e.target.value), 300)}
        />
      </label>
      <label className="field">
        Padding: {padding}px
        <input
          type="range"
          min={0}
          max={60}
          value={padding}
          onChange={(e) => setProp((props: ContainerProps) => (props.padding = Number(e.target.value)), 300)}
        />
      </label>
    </>
  );
}

Container.craft = {
  displayName: 'Container',
  props: { background: '#ffffff', padding: 16 },
  related: { settings: ContainerSettings },
};
