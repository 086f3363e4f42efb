import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** One production server process (`npm run serve`'s CLI) serving build/. */
export interface Server {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  process: ChildProcess;
}

const running = new Set<ChildProcess>();

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    // tsx runs the server in a child process of its own: signal the whole group, or a SIGKILL would
    // kill only the tsx wrapper and leave the server answering.
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}

// Safety net if the test process exits without stopping them (e.g. an interrupted run).
process.once('exit', () => running.forEach((child) => signalGroup(child, 'SIGTERM')));

/** Starts the server on 127.0.0.1 with a free port, resolved once it prints its address. */
export async function startServer(): Promise<Server> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/cli.ts', '--port', '0', '--host', '127.0.0.1'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true, // its own process group, see signalGroup
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    // Keeps reading stdout for the server's whole life, so its pipe never fills.
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`The site server exited (${code}) before listening: ${output}`)));
  });
  return { url, process: child };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Resolves once nothing accepts connections on the server's port any more. */
async function portClosed(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(Number(port), hostname);
      socket.once('connect', () => (socket.destroy(), resolve(false)));
      socket.once('error', () => resolve(true));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Graceful stop (SIGTERM, requests in flight finish); a no-op for a server already gone. */
export async function stopServer(server: Server): Promise<void> {
  signalGroup(server.process, 'SIGTERM');
  await exited(server.process);
}

/** An abrupt fault (SIGKILL): resolves once the port refuses connections. */
export async function killServer(server: Server): Promise<void> {
  signalGroup(server.process, 'SIGKILL');
  await exited(server.process);
  await portClosed(server.url);
}
