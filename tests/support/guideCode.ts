/**
 * Runs a code block of a guide as it is printed: finds the fenced block whose meta holds
 * `title="<name>"`, compiles it with TypeScript to CommonJS and evaluates it with Node's require, so a
 * test exercises the exact code a reader copies.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { extractSnippets } from '../docs/snippets';

const root = path.resolve(__dirname, '../..');

/** Node's require from the repository root: the same module instances the guide code gets. */
export const requireFromRoot = createRequire(path.join(root, 'package.json'));

export function guideBlock(file: string, title: string): string {
  const blocks = extractSnippets(file, readFileSync(path.join(root, file), 'utf8')).filter((snippet) =>
    snippet.meta.includes(`title="${title}"`),
  );
  if (blocks.length !== 1) throw new Error(`${file} has ${blocks.length} blocks titled "${title}", expected 1`);
  return blocks[0].code;
}

/**
 * Compiles TypeScript or TSX to CommonJS and runs it, as a reader's bundler would, with Node's require from the
 * repository root and `scope`'s names in reach; returns what it exports.
 */
export function evaluateModule<T = Record<string, unknown>>(source: string, scope: Record<string, unknown> = {}): T {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      jsx: ts.JsxEmit.ReactJSX,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    },
  });
  const module = { exports: {} as Record<string, unknown> };
  new Function('require', 'module', 'exports', ...Object.keys(scope), outputText)(
    requireFromRoot,
    module,
    module.exports,
    ...Object.values(scope),
  );
  return module.exports as T;
}

/**
 * `scope` supplies names a block only declares (`declare function listVersions…`, so it type-checks on its
 * own): a declaration emits no code, so the block's references resolve to these values.
 */
export function loadGuideModule<T = Record<string, unknown>>(
  file: string,
  title: string,
  scope: Record<string, unknown> = {},
): T {
  return evaluateModule<T>(guideBlock(file, title), scope);
}
