/** Small user components shared by the behaviour tests. */
import { Element, useNode, type UserComponent } from '@craftjs/core';
import React from 'react';

export const Text: UserComponent<{ text: string; color?: string | null }> = ({ text, color }) => {
  const {
    connectors: { connect, drag },
  } = useNode();
  return (
    <p
      data-text={text}
      style={color ? { color } : undefined}
      ref={(el) => {
        if (el) connect(drag(el));
      }}
    >
      {text}
    </p>
  );
};
Text.craft = { displayName: 'Text', props: { color: 'black' } };

export const Box: UserComponent<{ children?: React.ReactNode; label?: string }> = ({ children, label }) => {
  const {
    connectors: { connect, drag },
  } = useNode();
  return (
    <div
      data-box={label ?? ''}
      ref={(el) => {
        if (el) connect(drag(el));
      }}
    >
      {children}
    </div>
  );
};
Box.craft = { displayName: 'Box' };

/** A user component with a linked canvas `body`, made by <Element id="body"> in its own render. */
export const Card: UserComponent<{ title?: string }> = ({ title }) => {
  const {
    connectors: { connect, drag },
  } = useNode();
  return (
    <section
      data-card={title ?? ''}
      ref={(el) => {
        if (el) connect(drag(el));
      }}
    >
      <Element id="body" is={Box} canvas>
        <Text text="card body" />
      </Element>
    </section>
  );
};
Card.craft = { displayName: 'Card' };

/** A draggable button: the user component the rule samples move around. */
export const Button: UserComponent<{ label: string }> = ({ label }) => {
  const {
    connectors: { connect, drag },
  } = useNode();
  return (
    <button
      type="button"
      ref={(el) => {
        if (el) connect(drag(el));
      }}
    >
      {label}
    </button>
  );
};

export const resolver = { Text, Box, Card };

/** A card whose title is a linked node that is not a canvas: the card renders no children of its own. */
export const TitledCard: UserComponent = () => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <div
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      <Element id="title" is={Text} text="Title" />
    </div>
  );
};
TitledCard.craft = { displayName: 'TitledCard' };

/** A user component whose `icon` prop holds a React element, as readers first try to save one. */
export const IconHolder: UserComponent<{ icon?: React.ReactNode }> = ({ icon }) => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <div
      ref={(el) => {
        if (el) connect(el);
      }}
    >
      {icon}
    </div>
  );
};
