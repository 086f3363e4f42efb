import { Element } from '@craftjs/core';
import { Button } from './components/Button';
import { Image } from './components/Image';
import { Section } from './components/Section';
import { Text } from './components/Text';

const FEATURES = [
  {
    title: 'Your components',
    body: 'Any React component becomes a block: it decides how it looks, which props can be edited and where it may be dropped.',
  },
  {
    title: 'A state you own',
    body: 'The page is a tree of nodes. Serialize it to JSON, store it anywhere, and load it back into the editor or a read-only page.',
  },
  {
    title: 'Drag, drop, undo',
    body: 'Selection, hovering, drag and drop, a drop indicator and a history with undo and redo come with the editor.',
  },
];

/** The first state of the page: a landing page about craft.js, made of editable blocks. */
export const landingDocument = (
  <Element is={Section} canvas custom={{ displayName: 'Page' }} background="#ffffff" padding={0} gap={0}>
    <Element
      is={Section}
      canvas
      custom={{ displayName: 'Hero' }}
      flexDirection="row"
      background="#0f172a"
      padding={48}
      gap={32}
    >
      <Element is={Section} canvas custom={{ displayName: 'Hero text' }} background="#0f172a" padding={0} gap={16}>
        <Text tag="p" text="craft.js" fontSize={14} fontWeight={700} color="#93c5fd" />
        <Text
          tag="h2"
          text="Build page editors out of your own React components"
          fontSize={40}
          fontWeight={800}
          color="#ffffff"
        />
        <Text
          tag="p"
          text="craft.js does the hard parts of a drag-and-drop page editor, so you can spend your time on the blocks and the panels your users see."
          fontSize={18}
          color="#e2e8f0"
        />
        <Element
          is={Section}
          canvas
          custom={{ displayName: 'Hero buttons' }}
          flexDirection="row"
          background="#0f172a"
          padding={0}
          gap={12}
        >
          <Button text="Read the docs" background="#2563eb" color="#ffffff" />
          <Button text="Try the basic example" background="#ffffff" color="#0f172a" />
        </Element>
      </Element>
      <Element is={Section} canvas custom={{ displayName: 'Hero picture' }} background="#0f172a" padding={0}>
        <Image picture="editor-preview" alt="Sketch of a page editor: toolbox, canvas and layers" width={100} />
      </Element>
    </Element>
    <Element
      is={Section}
      canvas
      custom={{ displayName: 'Features' }}
      flexDirection="row"
      background="#ffffff"
      padding={48}
      gap={24}
    >
      {FEATURES.map(({ title, body }) => (
        <Element
          key={title}
          is={Section}
          canvas
          custom={{ displayName: 'Feature' }}
          background="#f1f5f9"
          padding={24}
          gap={8}
        >
          <Text tag="h3" text={title} fontSize={20} fontWeight={700} color="#0f172a" />
          <Text tag="p" text={body} fontSize={16} color="#334155" />
        </Element>
      ))}
    </Element>
    <Element is={Section} canvas custom={{ displayName: 'Call to action' }} background="#1e3a8a" padding={48} gap={16}>
      <Text tag="h2" text="This page is a craft.js document" fontSize={32} fontWeight={800} color="#ffffff" />
      <Text
        tag="p"
        text="Click a block to select it and change its style in the settings, type into any text, or drag new blocks in from the toolbox."
        fontSize={18}
        color="#e2e8f0"
      />
      <Button text="Start the tutorial" background="#ffffff" color="#1e3a8a" />
    </Element>
  </Element>
);
