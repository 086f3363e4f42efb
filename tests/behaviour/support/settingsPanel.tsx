/** The usual settings panel of the docs' recipes: the selected node's related settings component. */
import { useEditor } from '@craftjs/core';
import React from 'react';

export function RelatedSettings() {
  const { Settings } = useEditor((state) => {
    const [id] = state.events.selected;
    return { Settings: id ? state.nodes[id].related.settings : undefined };
  });
  return Settings ? <Settings /> : null;
}
