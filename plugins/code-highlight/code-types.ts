/**
 * The types a reader sees in the docs' TypeScript blocks. One TypeScript language service holds every
 * block as its own module, compiled as the snippet check compiles it (against the installed @craftjs,
 * React and DOM declarations), and gives each block what twoslash would: the quick info of every name
 * (its hover nodes) and of the names a `// ^?` line points at (its query nodes, the line removed).
 * Ours beside twoslash, which makes a program per block: 24.5 s for the docs' 171 blocks, against about
 * 10 s for one program over all of them (2026-11-28, this machine).
 */
import path from 'node:path';
import ts from 'typescript';
import type { NodeHover, NodeQuery } from 'twoslash';
import { readPins, type Pinned } from './pins';
import { withMembers } from '../api-types/signature-names';

/** How every checked block compiles: strict, React's JSX, DOM and ES2022, each block its own module. */
export const SNIPPET_COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  allowJs: true,
  checkJs: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  esModuleInterop: true,
  isolatedModules: true,
  types: [],
};

/** The languages whose blocks show types. */
export const TYPED_LANGUAGES = ['ts', 'tsx', 'typescript'] as const;
/** A block whose meta says `partial` is a fragment the snippet check skips: it shows no types either. */
const PARTIAL = /(^|\s)partial(\s|$)/;

export const showsTypes = (language: string, meta: string): boolean =>
  (TYPED_LANGUAGES as readonly string[]).includes(language) && !PARTIAL.test(meta);

export interface TypedSource {
  language: string;
  code: string;
}

/** A compile error, at its line in the block as written (0-based, `// ^?` lines counted). */
export interface BlockError {
  line: number;
  message: string;
}

/** What @shikijs/twoslash renders: the code without its `// ^?` lines, and the nodes over it. */
export interface BlockTypes {
  code: string;
  nodes: (NodeHover | NodeQuery)[];
  errors: BlockError[];
}

const EXTENSIONS: Record<string, string> = { ts: '.ts', typescript: '.ts', tsx: '.tsx' };

/**
 * A language service over a set of blocks that only grows: the docs' blocks at once (one program, one
 * type checker), then any block a page compiled later asks for (`npm start` after an edit).
 */
export class CodeTypes {
  private readonly files = new Map<string, string>();
  private readonly byKey = new Map<string, string>();
  private version = 0;
  private readonly service: ts.LanguageService;
  private readonly dir: string;

  /** `root`: where the blocks' imports resolve, as a file there would import (its node_modules). */
  constructor(root: string) {
    this.dir = path.join(root, '.code-types');
    const files = this.files;
    const host: ts.LanguageServiceHost = {
      getCompilationSettings: () => ({ ...SNIPPET_COMPILER_OPTIONS, moduleDetection: ts.ModuleDetectionKind.Force }),
      getProjectVersion: () => String(this.version),
      getScriptFileNames: () => [...files.keys()],
      getScriptVersion: () => '1',
      getScriptSnapshot: (name) => {
        const text = files.get(name) ?? ts.sys.readFile(name);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => root,
      getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
      fileExists: (name) => files.has(name) || ts.sys.fileExists(name),
      readFile: (name) => files.get(name) ?? ts.sys.readFile(name),
      readDirectory: ts.sys.readDirectory,
      directoryExists: ts.sys.directoryExists,
      getDirectories: ts.sys.getDirectories,
    };
    this.service = ts.createLanguageService(host, ts.createDocumentRegistry());
  }

  /**
   * The types of each block, in order. Blocks are added first, so one program checks them all; `onEach`
   * gets each block's types as soon as they are read.
   */
  typesOf(sources: readonly TypedSource[], onEach?: (typed: TypedBlock) => void): BlockTypes[] {
    const added = sources.map((source) => ({ pinned: readPins(source.code), name: this.add(source) }));
    return added.map(({ pinned, name }, index) => {
      const types = this.read(name, pinned);
      onEach?.({ index, types });
      return types;
    });
  }

  private add(source: TypedSource): string {
    const extension = EXTENSIONS[source.language];
    if (!extension) throw new Error(`no types for the language "${source.language}"`);
    const code = readPins(source.code).code;
    const key = `${extension}\0${code}`;
    let name = this.byKey.get(key);
    if (!name) {
      name = path.join(this.dir, `block-${this.files.size}${extension}`);
      this.files.set(name, code);
      this.byKey.set(key, name);
      this.version += 1;
    }
    return name;
  }

  private read(name: string, pinned: Pinned): BlockTypes {
    const program = this.service.getProgram();
    const file = program?.getSourceFile(name);
    if (!program || !file) throw new Error(`TypeScript did not load ${name}`);
    const errors = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map(
      (diagnostic) => ({
        line: pinned.writtenLine[file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line] ?? 0,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
      }),
    );
    const pinnedAt = new Set(pinned.pins.map((pin) => file.getPositionOfLineAndCharacter(pin.line, pin.character)));
    const nodes: BlockTypes['nodes'] = [];
    const queried = new Set<number>();
    for (const at of pinnedAt) {
      const query = this.info(name, file, at, 'query');
      if (!query)
        throw new Error(`a // ^? line points at no name (line ${file.getLineAndCharacterOfPosition(at).line + 1})`);
      nodes.push(query);
      queried.add(query.start);
    }
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node)) {
        const hover = this.info(name, file, node.getStart(file), 'hover', node);
        if (hover && !queried.has(hover.start)) nodes.push(hover);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    nodes.sort((a, b) => a.start - b.start);
    return { code: pinned.code, nodes, errors };
  }

  /** `text` with the members of the craft.js interface `node` names, as API signatures show them (withMembers). */
  private withCraftMembers(text: string, node: ts.Identifier | undefined): string {
    const [first, ...rest] = text.split('\n');
    if (!node || !INTERFACE_LINE.test(first)) return text;
    const checker = this.service.getProgram()!.getTypeChecker();
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declared = symbol?.declarations?.[0]?.getSourceFile().fileName;
    if (!symbol || !(symbol.flags & ts.SymbolFlags.Interface) || !declared || !CRAFT_FILE.test(declared)) return text;
    return [withMembers(checker, symbol, first), ...rest].join('\n');
  }

  private info<Type extends 'hover' | 'query'>(
    name: string,
    file: ts.SourceFile,
    position: number,
    type: Type,
    node?: ts.Identifier,
  ): ((NodeHover | NodeQuery) & { type: Type }) | undefined {
    const info = this.service.getQuickInfoAtPosition(name, position);
    if (!info) return undefined;
    const text = this.withCraftMembers(ts.displayPartsToString(info.displayParts), node);
    if (!text) return undefined;
    const { start, length } = info.textSpan;
    const { line, character } = file.getLineAndCharacterOfPosition(start);
    const docs = ts.displayPartsToString(info.documentation) || undefined;
    const tags = info.tags?.map((tag): [string, string | undefined] => [
      tag.name,
      tag.text ? ts.displayPartsToString(tag.text) : undefined,
    ]);
    return {
      type,
      text,
      ...(docs ? { docs } : {}),
      ...(tags?.length ? { tags } : {}),
      start,
      length,
      line,
      character,
      target: file.text.slice(start, start + length),
    } as (NodeHover | NodeQuery) & { type: Type };
  }
}

/** A craft.js interface's quick info, `interface Indicator` (after `(alias) ` for an import). */
const INTERFACE_LINE = /^(\(alias\) )?interface [\w.]+$/;
const CRAFT_FILE = /[\\/]node_modules[\\/]@craftjs[\\/]/;

/** One block's types, by its place in the blocks asked for. */
export interface TypedBlock {
  index: number;
  types: BlockTypes;
}

/**
 * The worker's task (see typed-blocks.ts): every block's types, from one program, each also reported as
 * soon as it is read, so the pages waiting for it need not wait for the others.
 */
export function typeBlocks(
  input: { root: string; sources: TypedSource[] },
  report?: (typed: TypedBlock) => void,
): BlockTypes[] {
  return new CodeTypes(input.root).typesOf(input.sources, report);
}
