/**
 * Stops a sample's runaway loop before it freezes the page. The sandboxed preview may share its
 * renderer with the docs page, so an endless `while (true) {}` would block the docs page too and
 * the reader could not even edit the code. Every `while` (and `do … while`) condition and every
 * `for (;;)` update of the compiled code calls a guard first, which throws once the current
 * synchronous run has lasted over the limit. `for … of` and `for … in` end with their items (a
 * generator that never ends loops inside, where its own loop is guarded). The code is read with
 * sucrase's own tokenizer, which the preview bundles anyway: strings, templates, comments and
 * regular expressions are tokens of their own, never mistaken for loops.
 */
import { parse } from 'sucrase/dist/esm/parser/index.js';
import { TokenType } from 'sucrase/dist/esm/parser/tokenizer/types.js';

/** The name the compiled code calls the guard by (a parameter of the function that runs it). */
export const LOOP_GUARD = '__liveLoopGuard';
export const LOOP_LIMIT_MS = 1000;

type Token = ReturnType<typeof parse>['tokens'][number];

const OPENERS = new Set([TokenType.parenL, TokenType.bracketL, TokenType.braceL, TokenType.dollarBraceL]);
const CLOSERS = new Set([TokenType.parenR, TokenType.bracketR, TokenType.braceR]);

/** The index of the `)` that closes the `(` at `open`, and the top-level `;` in between. */
function parenthesized(tokens: Token[], open: number): { close: number; semicolons: number[] } {
  const semicolons: number[] = [];
  let depth = 0;
  for (let i = open; i < tokens.length; i += 1) {
    const { type } = tokens[i];
    if (OPENERS.has(type)) depth += 1;
    else if (CLOSERS.has(type)) {
      depth -= 1;
      if (depth === 0) return { close: i, semicolons };
    } else if (type === TokenType.semi && depth === 1) semicolons.push(i);
  }
  throw new SyntaxError('Unclosed parenthesis in a loop head.');
}

/** The code with a guard call in the head of every `while`, `do … while` and `for (;;)` loop. */
export function guardLoops(js: string): string {
  const { tokens } = parse(js, false, false, false);
  const call = `${LOOP_GUARD}()`;
  const inserts: { at: number; text: string }[] = [];
  tokens.forEach((token, i) => {
    const open = tokens[i + 1];
    if (open?.type !== TokenType.parenL) return;
    if (token.type === TokenType._while) {
      const { close } = parenthesized(tokens, i + 1);
      inserts.push({ at: open.end, text: `${call}, (` }, { at: tokens[close].start, text: ')' });
    } else if (token.type === TokenType._for) {
      const { close, semicolons } = parenthesized(tokens, i + 1);
      if (semicolons.length !== 2) return; // for … of, for … in
      const update = semicolons[1];
      inserts.push({ at: tokens[update].end, text: update + 1 === close ? ` ${call}` : ` ${call},` });
    }
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
