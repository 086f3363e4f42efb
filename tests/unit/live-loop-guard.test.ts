import { describe, expect, it } from 'vitest';
import { createLoopGuard, guardLoops, LOOP_GUARD } from '../../src/live-preview/loop-guard';
import { compile } from '../../src/live-preview/compile';

/** Runs guarded code with a guard of the given limit; returns what the code returns. */
function run(js: string, limitMs = 50): unknown {
  return new Function(LOOP_GUARD, guardLoops(js))(createLoopGuard(limitMs));
}

describe('the live preview loop guard', () => {
  it('calls the guard in the head of every while, do … while and for (;;) loop', () => {
    const js = [
      'for (let i = 0; i < 2; i++) a();',
      'for (;;) { b(); }',
      'for (let i = 0, f = () => { g(); }; i < 1;) c();',
      'while (x) d();',
      'do e(); while ((y));',
      'outer: for (;;) for (;;) break outer;',
      'for (const k in o) f(k);',
      'for (const v of list) h(v);',
    ].join('\n');
    const guarded = guardLoops(js);
    const call = `${LOOP_GUARD}()`;
    expect(guarded.split('\n')).toEqual([
      `for (let i = 0; i < 2; ${call}, i++) a();`,
      `for (;; ${call}) { b(); }`,
      `for (let i = 0, f = () => { g(); }; i < 1; ${call}) c();`,
      `while (${call}, (x)) d();`,
      `do e(); while (${call}, ((y)));`,
      `outer: for (;; ${call}) for (;; ${call}) break outer;`,
      'for (const k in o) f(k);',
      'for (const v of list) h(v);',
    ]);
  });

  it('leaves loops written in strings, templates and comments alone', () => {
    const js =
      "const s = 'while (true) {}'; const t = `for (;;) {${'while (1)'}}`; const r = /for (;;)/; // do {} while (1)\nreturn s + t + r;";
    expect(guardLoops(js)).toBe(js);
  });

  it('keeps what finite loops compute', () => {
    expect(run('let sum = 0; for (let i = 1; i <= 100; i++) sum += i; return sum;')).toBe(5050);
    expect(run('let n = 0; do { n++; } while (n < 10); while (n > 3) n--; return n;')).toBe(3);
    expect(
      run('const seen = []; for (const k of [1, 2, 3]) { if (k === 2) continue; seen.push(k); } return seen;'),
    ).toEqual([1, 3]);
  });

  it('stops a loop that never ends, with the limit in the message', () => {
    const started = performance.now();
    expect(() => run('while (true) {}')).toThrow('The preview stopped a loop that ran over 50 ms.');
    expect(() => run('for (;;);')).toThrow('ran over 50 ms');
    expect(() => run('do {} while (true);')).toThrow('ran over 50 ms');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('counts from the start of the synchronous run, and starts again in the next one', async () => {
    let time = 0;
    const guard = createLoopGuard(100, () => time);
    guard();
    time = 100;
    expect(() => guard()).not.toThrow();
    time = 101;
    expect(() => guard()).toThrow('ran over 100 ms');
    await Promise.resolve();
    expect(() => guard()).not.toThrow();
  });

  it('guards the code the preview compiles from a sample', () => {
    const compiled = compile('export default function App() {\n  while (true) {}\n  return null;\n}\n');
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    const App = compiled.App as () => unknown;
    expect(() => App()).toThrow(/The preview stopped a loop that ran over \d+ ms\./);
  });
});
