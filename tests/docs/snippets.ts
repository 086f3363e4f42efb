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

const COMPILER_OPTIONS: ts.CompilerOptions = {
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

  const host = ts.createCompilerHost(options, true);
  const originalGetSourceFile = host.getSourceFile.bind(host);
  host.fileExists = ((fileExists) => (name: string) => byFileName.has(name) || fileExists(name))(
    host.fileExists.bind(host),
  );
  host.readFile = ((readFile) => (name: string) => {
    const snippet = byFileName.get(name);
    return snippet ? `${snippet.code}\nexport {};\n` : readFile(name);
  })(host.readFile.bind(host));
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const snippet = byFileName.get(name);
    if (!snippet) return originalGetSourceFile(name, languageVersion, onError, shouldCreate);
    return ts.createSourceFile(name, `${snippet.code}\nexport {};\n`, languageVersion, true);
  };

  const program = ts.createProgram([...byFileName.keys()], options, host);
  const failures: SnippetFailure[] = [];
  for (const [fileName, snippet] of byFileName) {
    const sourceFile = program.getSourceFile(fileName);
    if (!sourceFile) throw new Error(`TypeScript did not load ${fileName}`);
    const diagnostics = [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    ];
    for (const diagnostic of diagnostics) {
      const offsetLine =
        diagnostic.start === undefined ? 0 : sourceFile.getLineAndCharacterOfPosition(diagnostic.start).line;
      failures.push({
        location: `${snippet.file}:${snippet.line + offsetLine}`,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
      });
    }
  }
  return failures;
}

/** Read every doc under root/docs and return its snippets. */
export function collectDocSnippets(root: string): Snippet[] {
  return listDocs(root).flatMap((file) => extractSnippets(file, readFileSync(path.join(root, file), 'utf8')));
}
