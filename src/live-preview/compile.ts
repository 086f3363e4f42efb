/**
 * Turns a live sample (TypeScript + JSX, ES module) into a component: sucrase strips the types and
 * JSX and rewrites the imports to `require`, which answers from the modules bundled into this page.
 * Anything else (a URL, a package not bundled) fails like a missing module would.
 */
import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import * as CraftCore from '@craftjs/core';
import * as CraftLayers from '@craftjs/layers';
import { transform } from 'sucrase';
import type { CodeError } from '../../config/live-preview';
import { createLoopGuard, guardLoops, LOOP_GUARD } from './loop-guard';

const MODULES: Record<string, unknown> = {
  react: React,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react/jsx-runtime': JsxRuntime,
  '@craftjs/core': CraftCore,
  '@craftjs/layers': CraftLayers,
};

function requireModule(name: string): unknown {
  if (name in MODULES) return MODULES[name];
  throw new Error(`Cannot import "${name}" here: a live sample can import ${Object.keys(MODULES).join(', ')}.`);
}

export type Compiled = { ok: true; App: ComponentType } | { ok: false; error: CodeError };

interface SucraseSyntaxError extends SyntaxError {
  loc?: { line: number; column: number };
}

function syntaxError(error: SucraseSyntaxError): CodeError {
  // sucrase ends its message with "(line:column)", which the block shows apart.
  const message = error.message.replace(/\s*\(\d+:\d+\)$/, '');
  return { phase: 'syntax', message, line: error.loc?.line, column: error.loc?.column };
}

export const messageOf = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : `Thrown: ${String(error)}`;

export function compile(code: string): Compiled {
  let js: string;
  try {
    js = transform(code, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      filePath: 'App.tsx',
    }).code;
    js = guardLoops(js);
  } catch (error) {
    if (error instanceof SyntaxError) return { ok: false, error: syntaxError(error) };
    return { ok: false, error: { phase: 'syntax', message: messageOf(error) } };
  }
  const module = { exports: {} as { default?: unknown } };
  try {
    // The page's policy allows eval for this: the preview is sandboxed and connects nowhere.
    new Function('require', 'module', 'exports', LOOP_GUARD, js)(
      requireModule,
      module,
      module.exports,
      createLoopGuard(),
    );
  } catch (error) {
    return { ok: false, error: { phase: 'render', message: messageOf(error) } };
  }
  const App = module.exports.default;
  if (typeof App !== 'function') {
    return {
      ok: false,
      error: { phase: 'render', message: 'The sample has no default export: export the component to show.' },
    };
  }
  return { ok: true, App: App as ComponentType };
}
