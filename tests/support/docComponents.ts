/**
 * The whole-component samples of a docs page, as a reader copies them: every checked code block that exports
 * a React component (a capitalised function, not a class), compiled and evaluated like guideCode.ts does,
 * with the heading it sits under.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractSnippets, isPartial } from '../docs/snippets';
import { evaluateModule } from './guideCode';

const root = path.resolve(__dirname, '../..');

export interface DocComponent {
  name: string;
  heading: string;
  /**
   * `app`: the block renders its own `<Editor>`. `node`: a user component (or part of one) that reads its node
   * with useNode, so it renders as a node inside the Frame. `frame`: renders a `<Frame>`, so it goes in its place.
   * `panel`: UI that goes inside an Editor.
   */
  kind: 'app' | 'frame' | 'node' | 'panel';
  component: (props: Record<string, unknown>) => unknown;
  /** Every component the block exports, by name: what a reader adds to the resolver. */
  siblings: Record<string, unknown>;
}

/** A context object (`createContext`) is capitalised and an object, like memo's, but renders nothing of its own. */
const isContext = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  (value as { $$typeof?: symbol }).$$typeof === Symbol.for('react.context');

const isComponent = (name: string, value: unknown): value is DocComponent['component'] =>
  /^[A-Z]/.test(name) &&
  (typeof value === 'function' || (typeof value === 'object' && value !== null)) &&
  !isContext(value) &&
  !(typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value)));

/** A component that reads its node (a user component that renders an editor of its own inside, say) is a node. */
const readsItsNode = (value: unknown) =>
  typeof value === 'function' && /\buseNode\)?\(/.test(Function.prototype.toString.call(value));

export function docComponents(file: string): DocComponent[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  const lines = source.split('\n');
  const title = /^title: "?(.+?)"?$/m.exec(source)?.[1] ?? file;
  const headingAt = (line: number) => {
    for (let i = line - 1; i >= 0; i--) {
      const match = /^#{2,6} (.+)$/.exec(lines[i]);
      if (match) return match[1];
    }
    return title;
  };
  return extractSnippets(file, source)
    .filter((snippet) => snippet.lang === 'tsx' && !isPartial(snippet))
    .flatMap((snippet) => {
      const components = Object.entries(evaluateModule(snippet.code)).filter(([name, value]) =>
        isComponent(name, value),
      );
      // Comments may mention <Editor> (as advice), so only the code decides.
      const code = snippet.code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      const kind: DocComponent['kind'] = /<Editor[\s>/]/.test(code)
        ? 'app'
        : /<Frame[\s>/]/.test(code)
          ? 'frame'
          : /\buseNode\(|\bconnectNode\(/.test(code)
            ? 'node'
            : 'panel';
      return components.map(([name, value]) => ({
        name,
        heading: headingAt(snippet.line - 2),
        kind: kind === 'app' && readsItsNode(value) ? 'node' : kind,
        component: value as DocComponent['component'],
        siblings: Object.fromEntries(components),
      }));
    });
}
