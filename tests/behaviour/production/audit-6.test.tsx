/**
 * The sixth audit's production findings: in React's and craft.js's production builds every rule reason is
 * "Invariant failed", so the printed useDragProblem gives that text, as docs/api/helpers.mdx now says.
 * Source: tiny-invariant (production: the message is left out), @craftjs/core src/editor/NodeHelpers.ts
 * (isDraggable: invariant per cause).
 */
import { Editor, Element, Frame } from '@craftjs/core';
import React from 'react';
import { afterEach, expect } from 'vitest';
import { loadGuideModule } from '../../support/guideCode';
import { pageSection } from '../../support/pageSection';
import { claim } from '../support/claim';
import { Box } from '../support/components';
import { isProductionBuild } from '../support/modes';
import { mount, type Mounted } from '../support/mount';

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

const { useDragProblem } = loadGuideModule<{ useDragProblem: (id: string) => string | null }>(
  'docs/api/helpers.mdx',
  'useDragProblem',
);

claim(
  'api/helpers',
  'isDraggable',
  'in a production build, useDragProblem reads "Error: Invariant failed" whatever the cause',
  () => {
    expect(isProductionBuild).toBe(true);
    const seen: Array<string | null> = [];
    function Problem({ of }: { of: string }) {
      seen.push(useDragProblem(of));
      return null;
    }
    mounted = mount(
      <Editor resolver={{ Box }}>
        <Frame>
          <Element is={Box} canvas />
        </Frame>
        {/* The root is top-level: in development its reason names that. */}
        <Problem of="ROOT" />
      </Editor>,
      { strict: true },
    );
    expect(seen.at(-1)).toBe('Error: Invariant failed');
    expect(pageSection('docs/api/helpers.mdx', 'isDraggable')).toContain(
      `in production every rule's reason reads "Invariant failed"`,
    );
  },
);
