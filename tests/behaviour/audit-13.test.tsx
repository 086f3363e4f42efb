/**
 * The thirteenth audit's findings (a fresh reading of every page after the twelfth audit's fixes, 2026-11-28), each
 * against the page as printed. Source: @craftjs/core src/editor/NodeHelpers.ts (helpers that call others through
 * `this`), src/render/SimpleElement.tsx (an HTML-tag node's element gets two chained connectors).
 */
import type * as Craft from '@craftjs/core';
import { render } from '@testing-library/react';
import type React from 'react';
import { afterEach, expect, vi } from 'vitest';
import { loadGuideModule, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { Box, Text } from './support/components';
import { childIds, renderEditor } from './support/editor';
import { INTERNAL_EXPORTS } from '../../config/internal-exports';
import { RENDER_MODES } from './support/modes';
import { spyConsole } from './support/spy';
import { messageThrownBy } from './support/thrown';

const { Element, ROOT_NODE } = requireFromRoot('@craftjs/core') as typeof Craft;

afterEach(() => vi.restoreAllMocks());

// ---- troubleshooting, "Destructured node helpers"

const DESTRUCTURED = 'Destructured node helpers';

for (const mode of RENDER_MODES) {
  claim(
    'troubleshooting',
    DESTRUCTURED,
    `isTopLevelCanvas, isParentOfTopLevelCanvas and decendants throw too when destructured, reading what the page names (${mode.name})`,
    () => {
      const section = pageSection('docs/troubleshooting.mdx', DESTRUCTURED);
      expect(section).toContain("`isTopLevelNode` and `isTopLevelCanvas` (reading `'isRoot'`)");
      expect(section).toContain("`isParentOfTopLevelCanvas` (reading `'isParentOfTopLevelNodes'`)");
      expect(section).toContain("`toNodeTree` and `decendants` (reading `'descendants'`) throw");
      expect(section).toContain('Never destructure the helper object');
      const warnings = spyConsole('warn');
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="a" />
        </Element>,
        { resolver: { Box, Text }, strict: mode.strict },
      );
      const helpers = ed.query.node(childIds(ed.query, ROOT_NODE)[0]);
      const { isTopLevelCanvas, isParentOfTopLevelCanvas, decendants } = helpers;
      expect(messageThrownBy(() => isTopLevelCanvas())).toBe("Cannot read properties of undefined (reading 'isRoot')");
      expect(messageThrownBy(() => isParentOfTopLevelCanvas())).toBe(
        "Cannot read properties of undefined (reading 'isParentOfTopLevelNodes')",
      );
      expect(messageThrownBy(() => decendants())).toBe("Cannot read properties of undefined (reading 'descendants')");
      // Called on the helper object, each answers (the deprecated two after their warning).
      expect([helpers.isTopLevelCanvas(), helpers.isParentOfTopLevelCanvas(), helpers.decendants()]).toEqual([
        false,
        false,
        [],
      ]);
      expect(warnings).toHaveBeenCalled();
    },
  );
}

// ---- api/useEditor, "Try a collector live"

claim(
  'api/useEditor',
  'Try a collector live',
  'the live sample makes React 19 log its element.ref warning once in development, for the div, as noted',
  () => {
    expect(pageSection('docs/api/useEditor.mdx', 'Try a collector live')).toContain(
      'In development React 19 logs a harmless "Accessing element.ref…" warning once here, for the `div` that craft.js connects itself',
    );
    const errors = spyConsole('error');
    const { default: App } = loadGuideModule<{ default: React.FC }>(
      'docs/api/useEditor.mdx',
      'Counting nodes with a collector',
    );
    const view = render(<App />);
    expect(view.getByText(/Nodes in the editor: 2/)).toBeTruthy();
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged.filter((message) => message.includes('Accessing element.ref was removed in React 19'))).toHaveLength(
      1,
    );
  },
);

// ---- api/editor, "onBeforeMoveEnd"

for (const mode of RENDER_MODES) {
  claim(
    'api/editor',
    'onBeforeMoveEnd',
    `its nodes are drafts: one kept past the callback throws a TypeError, and a change to one is undone with the move (${mode.name})`,
    () => {
      expect(pageSection('docs/api/editor.mdx', 'onBeforeMoveEnd')).toContain(
        "as drafts of the state being changed (as `normalizeNodes` does): read what you need, such as ids and props, inside the callback and keep no reference to them, because a draft read after the move throws a `TypeError` (its proxy is revoked), and a change made to one becomes part of the move's undo step",
      );
      const kept: Craft.Node[] = [];
      const seen: string[] = [];
      const ed = renderEditor(
        <Element is={Box} canvas>
          <Text text="a" />
          <Text text="b" />
        </Element>,
        {
          resolver: { Box, Text },
          strict: mode.strict,
          onBeforeMoveEnd: (target) => {
            seen.push(target.data.props.text);
            kept.push(target);
            target.data.custom.moved = true;
          },
        },
      );
      const [a, b] = childIds(ed.query, ROOT_NODE);
      ed.act(() => ed.actions.move(a, ROOT_NODE, 2));
      expect(childIds(ed.query, ROOT_NODE)).toEqual([b, a]);
      expect(seen).toEqual(['a']);
      expect(() => kept[0].data.props.text).toThrow(TypeError);
      expect(ed.query.node(a).get().data.custom.moved).toBe(true);
      ed.act(() => ed.actions.history.undo());
      expect(childIds(ed.query, ROOT_NODE)).toEqual([a, b]);
      expect(ed.query.node(a).get().data.custom.moved).toBeUndefined();
    },
  );
}

// ---- api/helpers, the internal exports' table (config/internal-exports.ts)

for (const mode of RENDER_MODES) {
  claim(
    'api/helpers',
    'Internal exports',
    `deprecateCanvasComponent warns when a <Canvas> without is becomes a node, not only when a <Canvas> mounts (${mode.name})`,
    () => {
      const row = INTERNAL_EXPORTS.find((entry) => entry.name === 'deprecateCanvasComponent')!;
      expect(row.reason).toBe(
        'Prints the <Canvas /> deprecation warning; called when a <Canvas /> mounts, and when one without is becomes a node.',
      );
      const { Canvas } = requireFromRoot('@craftjs/core') as { Canvas: React.ComponentType<Record<string, unknown>> };
      const ed = renderEditor(<Element is={Box} canvas />, { resolver: { Box, Canvas }, strict: mode.strict });
      const warnings = spyConsole('warn');
      const tree = ed.query.parseReactElement(<Canvas />).toNodeTree();
      expect(tree.nodes[tree.rootNodeId].data.isCanvas).toBe(true);
      expect(warnings.mock.calls.map((call) => String(call[0])).join('\n')).toContain('<Canvas />');
    },
  );
}
