/**
 * Each docs block's types, as the remark step asks for them: the docs' blocks are typed at once, in a
 * worker thread beside the build's content loading (code-types.ts, one program over them all), and kept
 * by their content in the inputs cache, so a build types only the blocks it has not typed before: none
 * when the pages are unchanged, the edited ones under `npm start` (on the main thread, when few).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fencesOf } from './ahead';
import {
  CodeTypes,
  showsTypes,
  type BlockTypes,
  type TypedBlock,
  type TypedSource,
  type typeBlocks,
} from './code-types';
import { hashFiles, readCached, writeCached } from '../inputs-cache';
import { runInWorker } from '../worker-thread';

const SHARED = Symbol.for('craftjs.code-types');

interface Shared {
  docs?: Promise<Map<string, BlockTypes>>;
  /** The docs' types once typed: what `npm start` shows while a first typing is still under way. */
  typedDocs?: Map<string, BlockTypes>;
  /** Each block a typing has started on, by key: a page's remark step awaits its own blocks, not all of them. */
  typing: Map<string, Promise<BlockTypes>>;
  /** `npm start` left blocks the cache lacked untyped, until the site has compiled once (index.ts). */
  deferred: boolean;
  local?: CodeTypes;
  /** What typing cost this build (index.ts reports it). */
  cost: { blocks: number; cached: boolean; milliseconds: number; late: number };
}

/** Held by the process: Docusaurus loads the config (remark.ts) and the plugin (index.ts) as separate module instances. */
const shared: Shared = ((globalThis as { [SHARED]?: Shared })[SHARED] ??= {
  cost: { blocks: 0, cached: false, milliseconds: 0, late: 0 },
  deferred: false,
  typing: new Map(),
});

export const typingCost = shared.cost;

const keyOf = (source: TypedSource) =>
  createHash('sha256').update(source.language).update('\0').update(source.code).digest('hex').slice(0, 24);

/** The docs' blocks that show types, each once. */
function docsSources(docsDir: string): TypedSource[] {
  if (!fs.existsSync(docsDir)) return [];
  const pages = fs.readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
  const sources = new Map<string, TypedSource>();
  for (const page of pages.sort()) {
    for (const fence of fencesOf(fs.readFileSync(path.join(docsDir, page), 'utf8'))) {
      if (!showsTypes(fence.language, fence.meta)) continue;
      const source = { language: fence.language, code: fence.code };
      sources.set(keyOf(source), source);
    }
  }
  return [...sources.values()];
}

/** What the types depend on besides the blocks: the compiler, the declarations (through the lockfile) and this code. */
const typingInputs = (siteDir: string) => [
  path.join(siteDir, 'package-lock.json'),
  path.join(__dirname, 'code-types.ts'),
  path.join(__dirname, 'typed-blocks.ts'),
  path.join(__dirname, '..', 'api-types', 'signature-names.ts'),
];

/** Fewer new blocks than this are typed on the main thread (an edit under `npm start`): a worker takes seconds to start. */
const WORKER_FROM = 10;

/** Types `sources` in a worker thread beside the build, or, for a few, here; `onEach` gets each block's types as they come. */
async function typeNew(
  siteDir: string,
  sources: TypedSource[],
  onEach: (typed: TypedBlock) => void,
): Promise<BlockTypes[]> {
  if (sources.length === 0) return [];
  if (sources.length < WORKER_FROM) return (shared.local ??= new CodeTypes(siteDir)).typesOf(sources, onEach);
  const input = { root: siteDir, sources } satisfies Parameters<typeof typeBlocks>[0];
  const module = path.join(__dirname, 'code-types.ts');
  return runInWorker<ReturnType<typeof typeBlocks>, TypedBlock>(module, 'typeBlocks', input, onEach);
}

/** A promise for each of `sources`' types (in `shared.typing`), settled as the typing reports the block or fails. */
function awaitEach(sources: TypedSource[]): { report: (typed: TypedBlock) => void; fail: (error: unknown) => void } {
  const settlers = sources.map((source) => {
    let settle!: { resolve: (types: BlockTypes) => void; reject: (error: unknown) => void };
    const types = new Promise<BlockTypes>((resolve, reject) => (settle = { resolve, reject }));
    types.catch(() => {}); // The page that awaits it reports the error.
    shared.typing.set(keyOf(source), types);
    return settle;
  });
  return {
    report: ({ index, types }) => settlers[index].resolve(types),
    fail: (error) => settlers.forEach(({ reject }) => reject(error)),
  };
}

/**
 * The docs' blocks' types: those the inputs cache holds for the same compiler, declarations and code, the rest
 * typed, or, with `typeMissing` false, left out for now.
 */
async function typeDocs(siteDir: string, typeMissing: boolean): Promise<Map<string, BlockTypes>> {
  const started = performance.now();
  const sources = docsSources(path.join(siteDir, 'docs'));
  const version = hashFiles(typingInputs(siteDir));
  const known = new Map(readCached<[string, BlockTypes][]>(siteDir, 'code-types', version) ?? []);
  const missing = sources.filter((source) => !known.has(keyOf(source)));
  shared.deferred = !typeMissing && missing.length > 0;
  if (shared.deferred)
    return new Map(
      sources.flatMap((source) => (known.has(keyOf(source)) ? [[keyOf(source), known.get(keyOf(source))!]] : [])),
    );
  const each = awaitEach(missing);
  let typed: BlockTypes[];
  try {
    typed = await typeNew(siteDir, missing, each.report);
  } catch (error) {
    each.fail(error);
    throw error;
  }
  missing.forEach((source, i) => {
    known.set(keyOf(source), typed[i]);
    each.report({ index: i, types: typed[i] });
  });
  const types = new Map(sources.map((source) => [keyOf(source), known.get(keyOf(source))!]));
  if (missing.length > 0) writeCached(siteDir, 'code-types', version, [...types]);
  // A typing that found every block cached keeps the cost of the one before it in this process (the early start's).
  if (missing.length > 0 || shared.cost.blocks === 0)
    Object.assign(shared.cost, {
      blocks: sources.length,
      cached: missing.length === 0,
      milliseconds: performance.now() - started,
    });
  return types;
}

/**
 * Starts typing the docs' blocks (again, when their content loads again under `npm start`). `typeMissing`
 * false: only what the cache holds, so a first `npm start` is not held up by typing (index.ts types the rest
 * once the site has compiled).
 */
export function typeDocsAhead(siteDir: string, typeMissing = true): Promise<Map<string, BlockTypes>> {
  // One typing at a time: an edit under `npm start` during the first typing then finds its other blocks cached.
  const docs = (shared.docs ?? Promise.resolve()).catch(() => {}).then(() => typeDocs(siteDir, typeMissing));
  // The remark step awaits it and reports its error; until then, a failure is not unhandled.
  docs.then((typed) => (shared.typedDocs = typed)).catch(() => {});
  shared.docs = docs;
  return docs;
}

/** Whether `npm start` has left blocks untyped until the site has compiled once. */
export const typingDeferred = (): boolean => shared.deferred;

/**
 * One block's types: from the docs' set when it holds the block, else typed here. With `wait` false (`npm
 * start`), a page compiled before the docs' types are known shows its code without them, so the dev server is
 * not held up; they are cached for the next start and the next compile of the page.
 */
export async function typesOf(siteDir: string, source: TypedSource, wait = true): Promise<BlockTypes | undefined> {
  // A build's page takes each of its blocks as soon as the typing under way reports it.
  const typing = wait ? shared.typing.get(keyOf(source)) : undefined;
  if (typing) return typing;
  if (!wait && !shared.typedDocs) return undefined;
  const known = (await (shared.docs ?? typeDocsAhead(siteDir))).get(keyOf(source));
  if (known) return known;
  if (!wait && shared.deferred) return undefined;
  shared.cost.late += 1;
  return (shared.local ??= new CodeTypes(siteDir)).typesOf([source])[0];
}
