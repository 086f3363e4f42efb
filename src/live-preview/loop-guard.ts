/**
 * Stops a sample's runaway loop before it freezes the page. The sandboxed preview may share its
 * renderer with the docs page, so an endless `while (true) {}` would block the docs page too and
 * the reader could not even edit the code. Every loop body of the compiled code first calls a
 * guard, which throws once the current synchronous run has lasted over the limit.
 */
import { parse } from 'acorn';

/** The name the compiled code calls the guard by (a parameter of the function that runs it). */
export const LOOP_GUARD = '__liveLoopGuard';
export const LOOP_LIMIT_MS = 1000;

type AnyNode = { type: string; start: number; end: number; [key: string]: unknown };

const LOOPS = new Set(['ForStatement', 'ForInStatement', 'ForOfStatement', 'WhileStatement', 'DoWhileStatement']);

function isNode(value: unknown): value is AnyNode {
  return typeof value === 'object' && value !== null && typeof (value as AnyNode).type === 'string';
}

function eachNode(node: AnyNode, visit: (node: AnyNode) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((item) => isNode(item) && eachNode(item, visit));
    else if (isNode(value)) eachNode(value, visit);
  }
}

/** The code with a guard call at the start of every loop body (a body without braces gets them). */
export function guardLoops(js: string): string {
  // The code is the body of a function (see compile), so it may return.
  const program = parse(js, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    allowReturnOutsideFunction: true,
  }) as unknown as AnyNode;
  const inserts: { at: number; text: string }[] = [];
  const call = `${LOOP_GUARD}();`;
  eachNode(program, (node) => {
    if (!LOOPS.has(node.type)) return;
    const body = node.body as AnyNode;
    if (body.type === 'BlockStatement') inserts.push({ at: body.start + 1, text: call });
    else inserts.push({ at: body.start, text: `{${call}` }, { at: body.end, text: '}' });
  });
  // From the end, so earlier positions stay true.
  inserts.sort((a, b) => b.at - a.at);
  let out = js;
  for (const { at, text } of inserts) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

/**
 * The guard: the first call in a synchronous run notes the time (a microtask clears it when the
 * run ends); a call after the limit throws, so the sample's own error handling shows the message.
 */
export function createLoopGuard(limitMs = LOOP_LIMIT_MS, now: () => number = () => performance.now()): () => void {
  let runStarted: number | null = null;
  return () => {
    const time = now();
    if (runStarted === null) {
      runStarted = time;
      queueMicrotask(() => {
        runStarted = null;
      });
    } else if (time - runStarted > limitMs) {
      throw new Error(`The preview stopped a loop that ran over ${limitMs} ms.`);
    }
  };
}
