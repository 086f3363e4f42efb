/**
 * docs/guides/server-rendering.mdx, What to watch out for (docs-audit/guides/REPORT.md L3), in a production
 * build: rendering a component that calls useNode outside an editor, as a server does with renderToString.
 * Source: @craftjs/core src/nodes/useInternalNode.ts (`invariant(context, ERROR_USE_NODE_OUTSIDE_OF_EDITOR_CONTEXT)`);
 * tiny-invariant drops the message when NODE_ENV is 'production'.
 */
import type * as Craft from '@craftjs/core';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { expect } from 'vitest';
import { requireFromRoot } from '../../support/guideCode';
import { pageSection } from '../../support/pageSection';
import { claim } from '../support/claim';

const { useNode } = requireFromRoot('@craftjs/core') as typeof Craft;

claim(
  'guides/server-rendering',
  'What to watch out for',
  'production: useNode outside an editor throws only "Invariant failed"',
  () => {
    function View() {
      useNode();
      return null;
    }
    expect(() => renderToString(<View />)).toThrow(/^Invariant failed$/);
    expect(pageSection('docs/guides/server-rendering.mdx', 'What to watch out for')).toContain(
      '(in production builds only `Invariant failed`)',
    );
  },
);
