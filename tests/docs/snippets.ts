/**
 * Helpers for tests/docs/snippets.test.ts: pull fenced code out of the docs with the same MDX parser
 * Docusaurus uses (unified + remark-parse + remark-mdx), then type-check every block as its own module
 * with the TypeScript compiler API. See the rules at the top of snippets.test.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Code, Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import ts from 'typescript';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { SNIPPET_COMPILER_OPTIONS } from '../../plugins/code-highlight/code-types';

export const CHECKED_LANGUAGES = ['js', 'jsx', 'ts', 'tsx'] as const;
type CheckedLanguage = (typeof CHECKED_LANGUAGES)[number];

export interface Snippet {
  /** Path of the doc, relative to the repository root. */
  file: string;
  /** 1-based line of the first code line (the line after the opening fence). */
  line: number;
  lang: CheckedLanguage;
  meta: string;
  code: string;
}

export interface SnippetFailure {
  /** `docs/page.mdx:12` (the line inside the doc where TypeScript reports the problem). */
  location: string;
  message: string;
}

const isChecked = (lang: string | null | undefined): lang is CheckedLanguage =>
  (CHECKED_LANGUAGES as readonly string[]).includes(lang ?? '');

/** Every `.md`/`.mdx` file under `dir`, as paths relative to `root`, sorted. */
export function listDocs(root: string, dir = 'docs'): string[] {
  const entries = readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Fenced js/jsx/ts/tsx blocks of one MDX/Markdown source, in document order. */
export function extractSnippets(file: string, source: string): Snippet[] {
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);
  const tree = processor.parse(source) as Root;
  const snippets: Snippet[] = [];
  visit(tree, 'code', (node: Code) => {
    if (!isChecked(node.lang)) return;
    snippets.push({
      file,
      line: (node.position?.start.line ?? 0) + 1,
      lang: node.lang,
      meta: node.meta ?? '',
      code: node.value,
    });
  });
  return snippets;
}

export const isPartial = (snippet: Snippet): boolean => /(^|\s)partial(\s|$)/.test(snippet.meta);

/** One `Name: Type` entry of a block's `returns="…"` meta. */
export interface StatedReturn {
  name: string;
  type: string;
}

/**
 * What a block states its exported hooks return, when the page's prose uses their results:
 * ```tsx returns="useDragProblem: string | null; useOther: number"
 * The check compiles a use of each result as the stated type, both ways: the hook's return type must be
 * assignable to it and it to the return type, so a result narrowed to `null` (or widened to `any` only one
 * way) fails where a reader's code would.
 */
export function statedReturns(snippet: Snippet): StatedReturn[] {
  const value = /(?:^|\s)returns="([^"]*)"/.exec(snippet.meta)?.[1];
  if (value === undefined) return [];
  return value
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^([A-Za-z_$][\w$]*)\s*:\s*(.+)$/.exec(entry);
      if (!match) throw new Error(`${snippet.file}:${snippet.line - 1}: returns="${value}" needs "Name: Type" entries`);
      return { name: match[1], type: match[2] };
    });
}

/** The text a block is checked as: the code, `export {}` (its own module), then one line per stated return. */
function virtualSource(snippet: Snippet): { text: string; firstCheckLine: number; checks: StatedReturn[] } {
  const head = `${snippet.code}\nexport {};\n`;
  const checks = statedReturns(snippet);
  const lines = checks.map(
    ({ name, type }, i) =>
      `type __Returns${i} = ReturnType<typeof ${name}>; ((r: __Returns${i}): (${type}) => r); ((r: ${type}): __Returns${i} => r);`,
  );
  return { text: head + lines.map((line) => `${line}\n`).join(''), firstCheckLine: head.split('\n').length - 1, checks };
}

/** A hook's name, as React's rules of hooks know it. */
const isHookName = (name: string) => /^use[A-Z0-9]/.test(name);

/**
 * Exported hooks whose result no caller can use: a return type of only `null`, `undefined` or `never`
 * (as when a value assigned inside a callback is narrowed away). Reported at the block's opening fence.
 */
function unusableHookResults(checker: ts.TypeChecker, sourceFile: ts.SourceFile): string[] {
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) return [];
  const unusable = ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Never;
  return checker
    .getExportsOfModule(moduleSymbol)
    .filter((symbol) => isHookName(symbol.name))
    .flatMap((symbol) => {
      const type = checker.getTypeOfSymbolAtLocation(symbol, sourceFile);
      return type.getCallSignatures().flatMap((signature) => {
        const result = checker.getReturnTypeOfSignature(signature);
        return result.flags & unusable
          ? [
              `${symbol.name} returns \`${checker.typeToString(result)}\`, so no caller can use its result; ` +
                'declare its return type',
            ]
          : [];
      });
    });
}

/** The options the site's build types its samples with (plugins/code-highlight/code-types.ts). */
const COMPILER_OPTIONS = SNIPPET_COMPILER_OPTIONS;

const EXTENSIONS: Record<CheckedLanguage, string> = { js: '.jsx', jsx: '.jsx', ts: '.ts', tsx: '.tsx' };

/**
 * Type-check snippets (TS blocks in one program, JS blocks in another). Each block becomes a virtual file inside `root` (so imports
 * resolve against root/node_modules); `export {}` is appended so every block is its own module.
 */
export function typeCheckSnippets(root: string, snippets: Snippet[]): SnippetFailure[] {
  const isJavaScript = (snippet: Snippet) => snippet.lang === 'js' || snippet.lang === 'jsx';
  // JavaScript has no annotations to give, so implicit `any` is allowed there; everything else is strict.
  return [
    ...checkInOneProgram(root, snippets.filter((s) => !isJavaScript(s)), COMPILER_OPTIONS),
    ...checkInOneProgram(root, snippets.filter(isJavaScript), { ...COMPILER_OPTIONS, noImplicitAny: false }),
  ];
}

function checkInOneProgram(root: string, snippets: Snippet[], options: ts.CompilerOptions): SnippetFailure[] {
  if (snippets.length === 0) return [];
  const virtualDir = path.join(root, '.snippet-check');
  const byFileName = new Map<string, Snippet>();
  snippets.forEach((snippet, index) => {
    const base = snippet.file.replace(/[^a-zA-Z0-9]+/g, '_');
    byFileName.set(path.join(virtualDir, `${base}_${index}${EXTENSIONS[snippet.lang]}`), snippet);
  });

  const sources = new Map([...byFileName].map(([fileName, snippet]) => [fileName, virtualSource(snippet)]));
  const host = ts.createCompilerHost(options, true);
  const originalGetSourceFile = host.getSourceFile.bind(host);
  host.fileExists = ((fileExists) => (name: string) => byFileName.has(name) || fileExists(name))(
    host.fileExists.bind(host),
  );
  host.readFile = ((readFile) => (name: string) => sources.get(name)?.text ?? readFile(name))(
    host.readFile.bind(host),
  );
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const source = sources.get(name);
    if (!source) return originalGetSourceFile(name, languageVersion, onError, shouldCreate);
    return ts.createSourceFile(name, source.text, languageVersion, true);
  };

  const program = ts.createProgram([...byFileName.keys()], options, host);
  const checker = program.getTypeChecker();
  const failures: SnippetFailure[] = [];
  for (const [fileName, snippet] of byFileName) {
    const sourceFile = program.getSourceFile(fileName);
    if (!sourceFile) throw new Error(`TypeScript did not load ${fileName}`);
    const { firstCheckLine, checks } = sources.get(fileName)!;
    const fence = `${snippet.file}:${snippet.line - 1}`;
    const diagnostics = [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    ];
    for (const diagnostic of diagnostics) {
      const offsetLine =
        diagnostic.start === undefined ? 0 : sourceFile.getLineAndCharacterOfPosition(diagnostic.start).line;
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      const check = offsetLine >= firstCheckLine ? checks[offsetLine - firstCheckLine] : undefined;
      failures.push(
        check
          ? {
              location: fence,
              message: `${check.name}'s result is not the \`${check.type}\` the block states (returns="…"): ${message}`,
            }
          : { location: `${snippet.file}:${snippet.line + offsetLine}`, message },
      );
    }
    for (const message of unusableHookResults(checker, sourceFile)) failures.push({ location: fence, message });
  }
  return failures;
}

/** Read every doc under root/docs and return its snippets. */
export function collectDocSnippets(root: string): Snippet[] {
  return listDocs(root).flatMap((file) => extractSnippets(file, readFileSync(path.join(root, file), 'utf8')));
}
