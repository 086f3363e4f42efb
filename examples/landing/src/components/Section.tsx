import { useNode, type UserComponent } from '@craftjs/core';
import type { ReactNode } from 'react';
import { ColorField, NumberField, SelectField } from './fields';

export interface SectionProps {
  background: string;
  padding: number;
  margin: number;
  gap: number;
  flexDirection: 'row' | 'column';
  children?: ReactNode;
}

const DEFAULTS: SectionProps = { background: '#ffffff', padding: 24, margin: 0, gap: 16, flexDirection: 'column' };

/** A flex box: a row or a column of blocks. Sections nest to build the page's layout. */
export const Section: UserComponent<Partial<SectionProps>> = (props) => {
  const { background, padding, margin, gap, flexDirection, children } = { ...DEFAULTS, ...props };
  const {
    connectors: { connect, drag },
  } = useNode();
  return (
    <div
      ref={(el) => {
        if (el) connect(drag(el));
      }}
      className={`section section-${flexDirection}`}
      style={{ background, padding, margin, gap, flexDirection }}
    >
      {children}
    </div>
  );
};

function SectionSettings() {
  return (
    <>
      <ColorField prop="background" label="Background colour" />
      <SelectField
        prop="flexDirection"
        label="Flex direction"
        options={[
          ['row', 'Row'],
          ['column', 'Column'],
        ]}
      />
      <NumberField prop="padding" label="Padding" />
      <NumberField prop="margin" label="Margin" />
      <NumberField prop="gap" label="Gap" />
    </>
  );
}

Section.craft = {
  displayName: 'Section',
  props: DEFAULTS,
  related: { settings: SectionSettings },
};
