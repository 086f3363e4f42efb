/**
 * The behaviour-production project loads React's production build (NODE_ENV=production), as a reader's
 * `vite build` or `next build` does. StrictMode's second mount of every effect happens in development only.
 */
import { Editor, Element, Frame } from '@craftjs/core';
import React from 'react';
import { afterEach, expect, test } from 'vitest';
import { isProductionBuild } from '../support/modes';
import { mount, type Mounted } from '../support/mount';

let mounted: Mounted | undefined;
afterEach(() => mounted?.unmount());

test('this project runs React’s production build', () => {
  expect(isProductionBuild).toBe(true);
  // The production build of React has no act(); the development build has.
  expect((React as { act?: unknown }).act).toBeUndefined();
});

test('StrictMode mounts effects once in a production build', () => {
  const calls: string[] = [];
  function Probe() {
    React.useEffect(() => void calls.push('mount'), []);
    return null;
  }
  mounted = mount(
    <Editor>
      <Probe />
      <Frame>
        <Element is="div" canvas />
      </Frame>
    </Editor>,
    { strict: true },
  );
  expect(calls).toEqual(['mount']);
});
