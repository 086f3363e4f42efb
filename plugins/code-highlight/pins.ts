/**
 * A `// ^?` line under a name pins its type open under it (code-types.ts); a reader's copy of the code,
 * its Markdown and the search records keep the code without those lines.
 */
/** A `// ^?` line: the caret points at the name above it. */
const PIN = /^\s*\/\/\s*\^\?\s*$/;

export interface Pinned {
  code: string;
  /** Where each pin points: line and column in `code`. */
  pins: { line: number; character: number }[];
  /** Each line of `code`, as a line of the block as written. */
  writtenLine: number[];
}

/** The block without its pin lines, and where each pin points. */
export function readPins(code: string): Pinned {
  const kept: string[] = [];
  const writtenLine: number[] = [];
  const pins: Pinned['pins'] = [];
  code.split('\n').forEach((line, i) => {
    if (PIN.test(line) && kept.length > 0) pins.push({ line: kept.length - 1, character: line.indexOf('^') });
    else {
      kept.push(line);
      writtenLine.push(i);
    }
  });
  return { code: kept.join('\n'), pins, writtenLine };
}
