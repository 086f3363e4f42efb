import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

function start(args: string[]): { child: ChildProcess; address: Promise<string>; output: () => string } {
  const child = spawn(tsx, ['server/cli.ts', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const address = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/at (http:\/\/127\.0\.0\.1:\d+)\//);
      if (match) resolve(match[1]);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  return { child, address, output: () => output };
}

const exitCode = (child: ChildProcess) => new Promise<number | null>((resolve) => child.on('exit', resolve));

function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-build-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>');
  fs.writeFileSync(path.join(dir, '404.html'), '<h1>Page Not Found</h1>');
  return dir;
}

describe('npm run serve', () => {
  it('binds to 127.0.0.1, serves, and exits 0 on SIGTERM after closing', async () => {
    const { child, address } = start(['--dir', fakeBuild(), '--port', '0']);
    const url = await address;
    expect((await fetch(url)).status).toBe(200);
    const exited = exitCode(child);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(url)).rejects.toThrow();
  });

  it('says what to run when there is no build', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-empty-'));
    const { child, address, output } = start(['--dir', empty, '--port', '0']);
    address.catch(() => {});
    expect(await exitCode(child)).toBe(1);
    expect(output()).toContain('Run `npm run build` first.');
  });

  it('rejects a port that is not a number', async () => {
    const { child, address, output } = start(['--dir', fakeBuild(), '--port', 'eighty']);
    address.catch(() => {});
    expect(await exitCode(child)).toBe(1);
    expect(output()).toContain('--port must be 0–65535');
  });
});
