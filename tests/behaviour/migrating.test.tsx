/**
 * docs/migrating/migrating-0.1.x.mdx: what an upgraded editor does with rules written for 0.1, run with the
 * page's own before/after rules (read from its diff block), once plainly and once inside <React.StrictMode>.
 * Source: @craftjs/core src/editor/NodeHelpers.ts (isDroppable: canMoveIn/canMoveOut get arrays; a thrown
 * error is caught and reported through onError as a refusal).
 */
import type * as Craft from '@craftjs/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { requireFromRoot } from '../support/guideCode';
import { claim } from './support/claim';
import { Button } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { RENDER_MODES } from './support/modes';
import { pageSection } from '../support/pageSection';
import { spyConsole } from './support/spy';

const { Element, ROOT_NODE, useNode } = requireFromRoot('@craftjs/core') as typeof Craft;
const PAGE = 'migrating/migrating-0.1.x';
const ARRAYS = 'canMoveIn and canMoveOut receive arrays';

type Rules = Required<Pick<NonNullable<Craft.UserComponent['craft']>, 'rules'>>['rules'];

const pageSource = () => readFileSync(path.resolve(__dirname, `../../docs/${PAGE}.mdx`), 'utf8');

/** The rules of the page's diff: the removed lines (0.1) or the added lines (0.2), as an object. */
function diffRules(side: '-' | '+'): Rules {
  const page = readFileSync(path.resolve(__dirname, `../../docs/${PAGE}.mdx`), 'utf8');
  const diff = page
    .split('```diff')
    .find((block) => block.includes('canMoveIn: (incoming)'))!
    .split('```')[0];
  const lines = diff
    .split('\n')
    .filter((line) => line.startsWith(side))
    .map((line) => line.slice(1));
  return new Function(`return {${lines.join('\n')}};`)() as Rules;
}

function rowWith(rules: Rules): Craft.UserComponent<{ children?: React.ReactNode }> {
  const Row: Craft.UserComponent<{ children?: React.ReactNode }> = ({ children }) => {
    const {
      connectors: { connect },
    } = useNode();
    return (
      <section
        ref={(el) => {
          if (el) connect(el);
        }}
      >
        {children}
      </section>
    );
  };
  Row.craft = { isCanvas: true, rules };
  return Row;
}

afterEach(() => vi.restoreAllMocks());

for (const mode of RENDER_MODES) {
  claim(PAGE, ARRAYS, `an old rule refuses every drop or allows every drop, silently (${mode.name})`, () => {
    const warn = spyConsole('warn');
    const error = spyConsole('error');
    const check = (rules: Rules) => {
      const Row = rowWith(rules);
      const ed = renderEditor(
        <Element is="div" canvas>
          <Element is={Row} canvas>
            <Button label="first" />
            <Button label="second" />
          </Element>
          <Button label="loose" />
        </Element>,
        { resolver: { Row, Button }, strict: mode.strict },
      );
      const [row, loose] = childIds(ed.query, ROOT_NODE);
      const [first] = childIds(ed.query, row);
      let reason: unknown = null;
      const buttonIn = ed.query.node(row).isDroppable([loose], (e) => (reason = e));
      // Moving the row's first button out, which the rule means to forbid.
      const firstOut = ed.query.node(ROOT_NODE).isDroppable([first]);
      ed.unmount();
      return { buttonIn, reason, firstOut };
    };
    warn.mockClear();
    error.mockClear();
    const old = check(diffRules('-'));
    expect(old.buttonIn).toBe(false);
    expect(old.reason).toBeInstanceOf(TypeError);
    expect(old.firstOut).toBe(true);
    const fixed = check(diffRules('+'));
    expect(fixed).toMatchObject({ buttonIn: true, firstOut: false });
    expect(warn.mock.calls.concat(error.mock.calls).map(String).join('\n')).not.toMatch(/canMove|TypeError/);

    expect(pageSection(`docs/${PAGE}.mdx`, ARRAYS)).toContain(
      '**It allows everything** when it reads only a top-level field',
    );
    // The introduction, above the first heading, says the same.
    expect(pageSource()).not.toContain('makes every drop fail without an error message');
  });
}

for (const mode of RENDER_MODES) {
  claim(
    PAGE,
    ARRAYS,
    `reordering inside a canvas asks canMoveIn with nodes already in it, not canMoveOut (${mode.name})`,
    () => {
      const asked: string[] = [];
      const Row = rowWith({
        canMoveIn: (incoming, self) => {
          asked.push(`in:${incoming.every((node) => self.data.nodes.includes(node.id))}`);
          return true;
        },
        canMoveOut: () => {
          asked.push('out');
          return true;
        },
      });
      const ed = renderEditor(
        <Element is={Row} canvas>
          <Button label="first" />
          <Button label="second" />
        </Element>,
        { resolver: { Row, Button }, strict: mode.strict },
      );
      const [first, second] = childIds(ed.query, ROOT_NODE);
      expect(ed.query.node(ROOT_NODE).isDroppable([first])).toBe(true);
      expect(asked).toEqual(['in:true']);
      ed.act(() => ed.actions.move(first, ROOT_NODE, 2));
      expect(childIds(ed.query, ROOT_NODE)).toEqual([second, first]);
      expect(asked).not.toContain('out');
      const text = pageSection(`docs/${PAGE}.mdx`, ARRAYS);
      expect(text).toContain('As in 0.1, `canMoveIn` also runs when nodes are only reordered');
      expect(text).not.toContain('Also new: `canMoveIn` runs');
    },
  );
}

claim(PAGE, 'Upgrade checklist', '@craftjs/layers 0.2 needs styled-components 6.1 or later', () => {
  const layers = JSON.parse(readFileSync(requireFromRoot.resolve('@craftjs/layers/package.json'), 'utf8'));
  expect(layers.peerDependencies['styled-components']).toBe('>= 6.1');
  expect(pageSection(`docs/${PAGE}.mdx`, 'Upgrade checklist')).toContain('it needs `styled-components` 6.1 or later');
});
