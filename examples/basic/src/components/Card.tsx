import { Element, useNode, type Node, type UserComponent } from '@craftjs/core';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Container, ContainerSettings, type ContainerProps } from './Container';
import { Text } from './Text';

export const CardTop: UserComponent<{ children?: ReactNode }> = ({ children }) => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <div
      ref={(el) => {
        if (el) connect(el);
      }}
      className="card-top"
    >
      {children}
    </div>
  );
};

CardTop.craft = {
  displayName: 'Card text',
  rules: {
    // Only Text nodes may be dropped into the top of a Card.
    canMoveIn: (incoming: Node[]) => incoming.every((node) => node.data.type === Text),
  },
};

export const CardBottom: UserComponent<{ children?: ReactNode }> = ({ children }) => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <div
      ref={(el) => {
        if (el) connect(el);
      }}
      className="card-bottom"
    >
      {children}
    </div>
  );
};

CardBottom.craft = {
  displayName: 'Card buttons',
  rules: {
    // Only Button nodes may be dropped into the bottom of a Card.
    canMoveIn: (incoming: Node[]) => incoming.every((node) => node.data.type === Button),
  },
};

export const Card: UserComponent<Omit<ContainerProps, 'children'>> = ({ background, padding }) => (
  <Container background={background} padding={padding}>
    <Element id="text" is={CardTop} canvas>
      <Text text="Title" fontSize={20} />
      <Text text="Subtitle" fontSize={15} />
    </Element>
    <Element id="buttons" is={CardBottom} canvas>
      <Button text="Learn more" size="small" variant="filled" color="primary" />
    </Element>
  </Container>
);

Card.craft = {
  displayName: 'Card',
  props: { background: '#ffffff', padding: 16 },
  related: { settings: ContainerSettings },
};
