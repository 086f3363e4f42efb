/**
 * runInWorker (plugins/worker-thread.ts): a TypeScript task in a worker thread, its early reports
 * delivered in order before its result, and its own error when it fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInWorker } from '../../plugins/worker-thread';
import { tempDir } from '../support/tempDir';

function taskModule(source: string): string {
  const file = path.join(tempDir('worker-task-'), 'task.ts');
  fs.writeFileSync(file, source);
  return file;
}

describe('runInWorker', () => {
  it('runs a TypeScript task on its input and delivers each report before the result', async () => {
    const module = taskModule(
      [
        'export function countTo(limit: number, report: (n: number) => void): string {',
        '  for (let n = 1; n <= limit; n += 1) report(n);',
        '  return `counted to ${limit}`;',
        '}',
      ].join('\n'),
    );
    const events: Array<number | string> = [];
    const result = await runInWorker<string, number>(module, 'countTo', 3, (n) => events.push(n));
    events.push(result);
    expect(events).toEqual([1, 2, 3, 'counted to 3']);
  });

  it('runs a task that reports nothing, with no listener', async () => {
    const module = taskModule('export const double = async (n: number): Promise<number> => n * 2;');
    expect(await runInWorker<number>(module, 'double', 21)).toBe(42);
  });

  it('rejects with the task’s own error', async () => {
    const module = taskModule("export function fail(): never { throw new Error('the declarations are missing'); }");
    await expect(runInWorker(module, 'fail', null)).rejects.toThrow('the declarations are missing');
  });
});
