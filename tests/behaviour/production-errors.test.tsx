/**
 * docs/concepts/editor.mdx › "Error messages in production builds".
 * @craftjs/core ships one build; its checks call tiny-invariant, which reads process.env.NODE_ENV once, when it is
 * loaded (node_modules/tiny-invariant/dist/tiny-invariant.cjs.js: `isProduction = process.env.NODE_ENV ===
 * 'production'`; bundlers replace that expression at build time). In production it throws a bare
 * "Invariant failed" and drops the message. These tests load fresh copies of the packages under each NODE_ENV.
 */
import { act, render } from '@testing-library/react';
import { createRequire } from 'node:module';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { claim } from './support/claim';
import { messageThrownBy } from './support/thrown';

const requireFromRoot = createRequire(`${process.cwd()}/package.json`);
const reloaded = ['tiny-invariant', '@craftjs/utils', '@craftjs/core'].map((name) => requireFromRoot.resolve(name));
const originalEnv = process.env.NODE_ENV;

afterEach(() => {
  process.env.NODE_ENV = originalEnv;
  vi.restoreAllMocks();
});

/** A fresh @craftjs/core whose tiny-invariant was loaded under the given NODE_ENV. */
function loadCore(nodeEnv: 'production' | 'development'): typeof import('@craftjs/core') {
  for (const file of reloaded) delete requireFromRoot.cache[file];
  process.env.NODE_ENV = nodeEnv;
  try {
    return requireFromRoot('@craftjs/core');
  } finally {
    process.env.NODE_ENV = originalEnv;
  }
}

claim('concepts/editor', 'Error messages in production builds', 'development: the message names the problem', () => {
  // tiny-invariant.cjs.js: isProduction ? new Error(prefix) : `${prefix}: ${message}`
  const core = loadCore('development');
  expect(messageThrownBy(() => core.NodeHelpers(core.editorInitialState, 42 as never))).toBe(
    'Invariant failed: Invalid parameter Node Id specified',
  );
});

claim('concepts/editor', 'Error messages in production builds', 'production: only "Invariant failed"', () => {
  // tiny-invariant.cjs.js: isProduction ? new Error(prefix) : `${prefix}: ${message}`
  const core = loadCore('production');
  expect(messageThrownBy(() => core.NodeHelpers(core.editorInitialState, 42 as never))).toBe('Invariant failed');
});

claim(
  'concepts/editor',
  'Error messages in production builds',
  'production: selectNode with an unknown id throws a bare "Invariant failed"',
  () => {
    // tiny-invariant.cjs.js: isProduction ? new Error(prefix) : `${prefix}: ${message}`
    const core = loadCore('production');
    let actions: ReturnType<typeof core.useEditor>['actions'] | null = null;
    function Grab() {
      actions = core.useEditor().actions;
      return null;
    }
    render(
      <core.Editor>
        <Grab />
        <core.Frame>
          <core.Element is="div" canvas />
        </core.Frame>
      </core.Editor>,
    );
    expect(messageThrownBy(() => act(() => actions!.selectNode('missing')))).toBe('Invariant failed');
  },
);
