/**
 * Each docs block's types, as the remark step asks for them: the docs' blocks are typed at once, in a
 * worker thread beside the build's content loading (code-types.ts, one program over them all), and kept
 * by their content in the inputs cache, so a build whose pages are unchanged types nothing. A block the
 * worker did not see (a page edited under `npm start`) is typed on the main thread when asked for.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fencesOf } from './ahead';
import { CodeTypes, showsTypes, type BlockTypes, type TypedSource, type typeBlocks } from './code-types';
import { hashFiles, readCached, writeCached } from '../inputs-cache';
import { runInWorker } from '../worker-thread';

const SHARED = Symbol.for('craftjs.code-types');

interface Shared {
  docs?: Promise<Map<string, BlockTypes>>;
  local?: CodeTypes;
  /** What typing cost this build (index.ts reports it). */
  cost: { blocks: number; cached: boolean; milliseconds: number; late: number };
}

/** Held by the process: Docusaurus loads the config (remark.ts) and the plugin (index.ts) as separate module instances. */
const shared: Shared = ((globalThis as { [SHARED]?: Shared })[SHARED] ??= {
  cost: { blocks: 0, cached: false, milliseconds: 0, late: 0 },
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
];

async function typeDocs(siteDir: string): Promise<Map<string, BlockTypes>> {
  const started = performance.now();
  const sources = docsSources(path.join(siteDir, 'docs'));
  const inputsHash = createHash('sha256')
    .update(hashFiles(typingInputs(siteDir)))
    .update(JSON.stringify(sources))
    .digest('hex');
  const cached = readCached<BlockTypes[]>(siteDir, 'code-types', inputsHash);
  const types =
    cached ??
    (await runInWorker<ReturnType<typeof typeBlocks>>(path.join(__dirname, 'code-types.ts'), 'typeBlocks', {
      root: siteDir,
      sources,
    } satisfies Parameters<typeof typeBlocks>[0]));
  if (!cached) writeCached(siteDir, 'code-types', inputsHash, types);
  Object.assign(shared.cost, { blocks: sources.length, cached: cached !== undefined });
  shared.cost.milliseconds = performance.now() - started;
  return new Map(sources.map((source, i) => [keyOf(source), types[i]]));
}

/** Starts typing the docs' blocks (again, when their content loads again under `npm start`). */
export function typeDocsAhead(siteDir: string): Promise<Map<string, BlockTypes>> {
  const docs = typeDocs(siteDir);
  // The remark step awaits it and reports its error; until then, a failure is not unhandled.
  docs.catch(() => {});
  shared.docs = docs;
  return docs;
}

/** One block's types: from the docs' set when it holds the block, else typed here. */
export async function typesOf(siteDir: string, source: TypedSource): Promise<BlockTypes> {
  const known = (await (shared.docs ?? typeDocsAhead(siteDir))).get(keyOf(source));
  if (known) return known;
  shared.cost.late += 1;
  shared.local ??= new CodeTypes(siteDir);
  return shared.local.typesOf([source])[0];
}
