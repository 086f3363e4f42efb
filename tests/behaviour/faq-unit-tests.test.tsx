/**
 * docs/faq.mdx › How do I unit-test my components and drop rules? (the question of craft.js issue 235, "expose
 * query.parseReactElement outside React component context, for unit tests"): the printed test file runs here as
 * it is, its `test` calls registered as claims of this page. Development build only, as readers' unit tests run:
 * React's production build has no `act`.
 * Source: @craftjs/core src/editor/useInternalEditor.ts (the query comes from the Editor's context),
 * src/editor/NodeHelpers.ts (isDroppable asks canMoveIn of the target).
 */
import { useEditor } from '@craftjs/core';
import { render } from '@testing-library/react';
import React from 'react';
import ts from 'typescript';
import * as vitest from 'vitest';
import { guideBlock, requireFromRoot } from '../support/guideCode';
import { pageSection } from '../support/pageSection';
import { claim } from './support/claim';
import { spyConsole } from './support/spy';

const FAQ = 'docs/faq.mdx';
const PAGE = 'faq';
const HEADING = 'How do I unit-test my components and drop rules?';

/** The printed file, compiled as a reader's test runner would, its tests registered as this page's claims. */
function runPrintedTests() {
  const { outputText } = ts.transpileModule(guideBlock(FAQ, 'rules.test.tsx'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022 },
  });
  const printedVitest = {
    ...vitest,
    test: (name: string, fn: () => void) => claim(PAGE, HEADING, `printed test: ${name}`, fn),
  };
  const load = (id: string) => (id === 'vitest' ? printedVitest : requireFromRoot(id));
  new Function('require', 'module', 'exports', outputText)(load, { exports: {} }, {});
}

runPrintedTests();

claim(PAGE, HEADING, 'there is no query outside a mounted Editor: useEditor throws there', () => {
  spyConsole('error');
  function Outside() {
    useEditor();
    return null;
  }
  vitest.expect(() => render(<Outside />)).toThrow();
});

claim(PAGE, HEADING, 'the page names the test environment and where drags belong', () => {
  const text = pageSection(FAQ, HEADING);
  vitest.expect(text).toContain("Vitest's `environment: 'jsdom'`");
  vitest.expect(text).toContain('leave drags to a browser test');
});
