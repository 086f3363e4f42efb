/**
 * The production server (`npm run serve`'s CLI, server/cli.ts) as a child process on 127.0.0.1 with
 * a free port: one way to start it for the system tests, the browser tests and `npm run bench`.
 * `node --import tsx` rather than the tsx binary, whose CLI runs the script in a second process:
 * signals and memory readings must reach the process that serves.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export interface SpawnedServer {
  child: ChildProcess;
  /** Resolves with e.g. http://127.0.0.1:41234 once it listens; rejects if it exits first. */
  address: Promise<string>;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

/** Runs the CLI with these arguments (bad ones too: tests check how it refuses them). */
export function spawnServer(args: string[], env: NodeJS.ProcessEnv = process.env): SpawnedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const address = new Promise<string>((resolve, reject) => {
    // Read for the server's whole life, so its pipes never fill and block it.
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) resolve(match[1]);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before listening: ${output}`)));
  });
  return { child, address, output: () => output };
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  output(): string;
  /** Graceful stop (SIGTERM; SIGKILL after 10 s); a no-op for a server already gone. */
  stop(): Promise<void>;
  /** An abrupt fault (SIGKILL); resolves once its port refuses connections. */
  kill(): Promise<void>;
}

/** Serves `buildDir` (default: build/) on a free 127.0.0.1 port; resolves once it listens. */
export async function startServer({
  buildDir,
  env,
}: { buildDir?: string; env?: NodeJS.ProcessEnv } = {}): Promise<ServerProcess> {
  const args = ['--port', '0', '--host', '127.0.0.1', ...(buildDir ? ['--dir', buildDir] : [])];
  const { child, address, output } = spawnServer(args, env);
  const url = await address;
  const port = Number(new URL(url).port);
  const exited = () =>
    isAlive(child) ? new Promise<void>((resolve) => child.once('exit', () => resolve())) : Promise.resolve();
  return {
    child,
    url,
    port,
    output,
    async stop() {
      if (!isAlive(child)) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await exited();
      clearTimeout(timer);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited();
      await portClosed(port);
    },
  };
}

export const isAlive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function portClosed(port: number): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(false)));
      socket.once('error', () => resolve(true));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Safety net when a run ends without stopping them (an interrupted run, a failed setup).
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGTERM')));
