/**
 * A second copy of @craftjs/core or React, as a linked package or a workspace with its own node_modules gives
 * an app: the same files loaded again into new module instances (fresh entries in Node's require cache). The
 * app's own copies, which the tests import, stay in the cache untouched.
 */
import { createRequire } from 'node:module';

const requireFromRoot = createRequire(`${process.cwd()}/package.json`);

const isCraft = (file: string) => /node_modules[\\/](@craftjs[\\/](core|utils)|tiny-invariant)[\\/]/.test(file);
const isReact = (file: string) => /node_modules[\\/]react[\\/]/.test(file);

function loadAgain<T>(matches: (file: string) => boolean, load: () => T): T {
  const saved = Object.entries(requireFromRoot.cache).filter(([file]) => matches(file));
  for (const [file] of saved) delete requireFromRoot.cache[file];
  try {
    return load();
  } finally {
    for (const file of Object.keys(requireFromRoot.cache)) if (matches(file)) delete requireFromRoot.cache[file];
    for (const [file, module] of saved) requireFromRoot.cache[file] = module;
  }
}

type Core = typeof import('@craftjs/core');
type ReactModule = typeof import('react');

/** Another @craftjs/core (with its own @craftjs/utils) that shares the app's React. */
export const secondCraft = (): Core => loadAgain(isCraft, () => requireFromRoot('@craftjs/core'));

/** Another React. */
export const secondReact = (): ReactModule => loadAgain(isReact, () => requireFromRoot('react'));

/** Another @craftjs/core tied to another React: a component package with both in its own node_modules. */
export const secondCraftWithOwnReact = (): Core =>
  loadAgain(
    (file) => isCraft(file) || isReact(file),
    () => requireFromRoot('@craftjs/core'),
  );
