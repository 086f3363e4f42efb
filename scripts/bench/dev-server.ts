/**
 * `npm start` as an author meets it: the time until the dev server serves a doc page with search
 * answering, and the time from saving a doc page's .mdx file to the open page showing the change.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { searchSettings } from '../../config/search';
import { docPages } from '../support/docs-pages';
import { launchBrowser } from './browser';
import { ROOT } from './site-server';
import { GENERATED_FOLDERS } from './build';

/** The page the edit benchmark opens and edits. */
export const EDITED_ROUTE = '/docs/overview';
const READY_TIMEOUT_MS = 180_000;
const EDIT_TIMEOUT_MS = 30_000;

export interface DevServerTimes {
  /** From spawning `docusaurus start` to the page and a search both answering. */
  readySeconds: number;
  /** From writing the .mdx file to the browser showing the new sentence, one per edit. */
  editMs: number[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `docusaurus start` in its own process group, so stopping it also stops the workers it starts. */
function startDevServer(port: number): { child: ChildProcess; output: () => string } {
  const cli = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
  const child = spawn(process.execPath, [cli, 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: ROOT,
    env: { ...process.env, BROWSER: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function stopDevServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** The page is served (the dev server answers only once its first compile is done) and search finds it. */
async function isReady(url: string): Promise<boolean> {
  try {
    const page = await fetch(`${url}${EDITED_ROUTE}`);
    if (!page.ok) return false;
    const { appId, apiKey, indexName } = searchSettings(process.env);
    const search = await fetch(
      `${url}/1/indexes/*/queries?x-algolia-application-id=${appId}&x-algolia-api-key=${apiKey}`,
      { method: 'POST', body: JSON.stringify({ requests: [{ indexName, query: 'useNode' }] }) },
    );
    if (!search.ok) return false;
    const { results } = (await search.json()) as { results: { nbHits: number }[] };
    return (results[0]?.nbHits ?? 0) > 0;
  } catch {
    return false;
  }
}

/** What to undo when the bench is interrupted (Ctrl+C), where `finally` blocks do not run. */
const undoOnInterrupt = new Set<() => void>();
function interrupted(): void {
  for (const undo of undoOnInterrupt) undo();
  process.exit(130);
}

/** Appends a sentence to the page's source while `action` runs; the file is put back whatever happens. */
async function withAppendedSentence<T>(file: string, sentence: string, action: () => Promise<T>): Promise<T> {
  const original = fs.readFileSync(file, 'utf8');
  const restore = () => fs.writeFileSync(file, original);
  undoOnInterrupt.add(restore);
  try {
    fs.writeFileSync(file, `${original.trimEnd()}\n\n${sentence}\n`);
    return await action();
  } finally {
    restore();
    undoOnInterrupt.delete(restore);
  }
}

/** Starts the dev server, waits until it is ready, then times `edits` edits of the page; stops it. */
export async function measureDevServer(edits = 3): Promise<DevServerTimes> {
  const page = docPages().find((doc) => doc.route === EDITED_ROUTE);
  if (!page) throw new Error(`${EDITED_ROUTE} is not in the sidebar`);
  const file = path.join(ROOT, page.file);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = startDevServer(port);
  const killServer = () => server.child.pid && process.kill(-server.child.pid, 'SIGKILL');
  undoOnInterrupt.add(killServer);
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    while (!(await isReady(url))) {
      if (server.child.exitCode !== null) throw new Error(`docusaurus start exited:\n${server.output()}`);
      if (performance.now() - started > READY_TIMEOUT_MS)
        throw new Error(`docusaurus start was not ready in ${READY_TIMEOUT_MS / 1000} s:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const readySeconds = (performance.now() - started) / 1000;

    const browser = await launchBrowser();
    const editMs: number[] = [];
    try {
      const tab = await browser.newPage();
      await tab.goto(`${url}${EDITED_ROUTE}`);
      await tab.getByRole('heading', { level: 1 }).waitFor();
      for (let i = 0; i < edits; i++) {
        const sentence = `Benchmark edit ${Date.now()}-${i}.`;
        await withAppendedSentence(file, sentence, async () => {
          const saved = performance.now();
          await tab.getByText(sentence).waitFor({ timeout: EDIT_TIMEOUT_MS });
          editMs.push(performance.now() - saved);
        });
        // Back to the original page before the next edit.
        await tab.getByText(sentence).waitFor({ state: 'detached', timeout: EDIT_TIMEOUT_MS });
      }
    } finally {
      await browser.close();
    }
    return { readySeconds, editMs };
  } finally {
    await stopDevServer(server.child);
    undoOnInterrupt.delete(killServer);
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
  }
}

/** What `npm start` generates and caches, as on a fresh clone (build/ stays: later stages measure it). */
export function clearDevCaches(): void {
  for (const dir of GENERATED_FOLDERS.filter((folder) => folder !== 'build'))
    fs.rmSync(path.join(ROOT, dir), { recursive: true, force: true });
}
