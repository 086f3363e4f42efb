import { useNode, type UserComponent } from '@craftjs/core';
import { NumberField, SelectField, TextField } from './fields';

/**
 * Pictures are referred to by name, so a saved state does not depend on built file names. Their URLs
 * come from `new URL(…, import.meta.url)`, which Vite turns into the built file's URL and which reads
 * as a string to every type checker (an `.svg` import is a component under the site's own types).
 */
const PICTURES = { 'editor-preview': new URL('../assets/editor-preview.svg', import.meta.url).href } as const;

export interface ImageProps {
  picture: keyof typeof PICTURES;
  alt: string;
  width: number;
  margin: number;
}

const DEFAULTS: ImageProps = { picture: 'editor-preview', alt: 'Sketch of a page editor', width: 100, margin: 0 };

export const Image: UserComponent<Partial<ImageProps>> = (props) => {
  const { picture, alt, width, margin } = { ...DEFAULTS, ...props };
  const {
    connectors: { connect, drag },
  } = useNode();
  return (
    <img
      ref={(el) => {
        if (el) connect(drag(el));
      }}
      className="image"
      src={PICTURES[picture]}
      alt={alt}
      style={{ width: `${width}%`, margin }}
    />
  );
};

function ImageSettings() {
  return (
    <>
      <TextField prop="alt" label="Description (alt text)" />
      <SelectField
        prop="width"
        label="Width"
        options={[
          ['50', '50%'],
          ['75', '75%'],
          ['100', '100%'],
        ]}
      />
      <NumberField prop="margin" label="Margin" />
    </>
  );
}

Image.craft = {
  displayName: 'Image',
  props: DEFAULTS,
  related: { settings: ImageSettings },
};
