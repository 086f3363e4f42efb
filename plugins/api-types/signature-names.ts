/**
 * The names in an API signature with their types, as the docs' own blocks show them: each name a signature
 * refers to carries TypeScript's quick info at that name's declaration (its type or signature, and its doc
 * comment). A signature is text, either the declaration's source or a member's type as the checker prints it,
 * so each name is resolved as that text means it: through the `import("…")` qualifier the text loses, in the
 * declaration's own scope (source), among the symbols of the types printed (a printed name need not be in scope
 * where it is printed), or else as craft.js's declaration files all mean it, when no global of that name means
 * something else (the checker prints a union by the aliases it was written with, which the union's type no
 * longer names, and `React` by the name the files import it as). A name resolved none of these ways shows no
 * type rather than a guessed one; so do parameters and type parameters, which the signature itself declares.
 */
import path from 'node:path';
import ts from 'typescript';
import type { ApiName } from '../../config/api-model';

/** `import("../interfaces").` as the compiler writes a type from another file. */
const QUALIFIER = /import\((["'])([^"']+)\1\)\./g;

/** The text without its `import("…")` qualifiers, and the module each qualified name comes from (by its place). */
export function unqualify(raw: string): { text: string; modules: Map<number, string> } {
  let text = '';
  let last = 0;
  const modules = new Map<number, string>();
  for (const match of raw.matchAll(QUALIFIER)) {
    text += raw.slice(last, match.index);
    modules.set(text.length, match[2]);
    last = match.index + match[0].length;
  }
  return { text: text + raw.slice(last), modules };
}

interface Token {
  kind: ts.SyntaxKind;
  start: number;
  text: string;
}

function tokensOf(text: string): Token[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  const tokens: Token[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan())
    tokens.push({ kind, start: scanner.getTokenStart(), text: scanner.getTokenText() });
  return tokens;
}

const { SyntaxKind: Kind } = ts;
/** Tokens after which `name:` declares a key or parameter, not a reference. */
const BEFORE_KEY = new Set([
  Kind.OpenParenToken,
  Kind.CommaToken,
  Kind.OpenBraceToken,
  Kind.SemicolonToken,
  Kind.DotDotDotToken,
  Kind.ReadonlyKeyword,
  Kind.OpenBracketToken,
]);

/** Whether the identifier at `i` declares a key, parameter or method of the signature rather than referring to a type. */
function declaresMember(tokens: Token[], i: number): boolean {
  const previous = tokens[i - 1]?.kind;
  const next = tokens[i + 1]?.kind;
  const optional = next === Kind.QuestionToken;
  const after = optional ? tokens[i + 2]?.kind : next;
  if (after === Kind.ColonToken) return previous === undefined || BEFORE_KEY.has(previous);
  const startsMember = previous === undefined || previous === Kind.OpenBraceToken || previous === Kind.SemicolonToken;
  return startsMember && (after === Kind.OpenParenToken || (!optional && next === Kind.LessThanToken));
}

/** An interface's popup lists this many members, then how many more it has. */
const MAX_MEMBERS = 12;

/** The symbols whose types are printed by name. */
const NAMED_TYPE = ts.SymbolFlags.Class | ts.SymbolFlags.Interface | ts.SymbolFlags.Enum;

const resolveAlias = (checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol =>
  symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

type NameType = Omit<ApiName, 'start' | 'length'>;

/**
 * craft.js's `interface Indicator` with its members, as its declaration lists them: an editor's quick info
 * names an interface only, which tells a reader nothing (and twoslash's popups drop it). DOM's and React's
 * interfaces keep their quick info. code-types.ts shows the docs' samples' interfaces the same way.
 */
export function withMembers(checker: ts.TypeChecker, symbol: ts.Symbol, said: string): string {
  const declaration = symbol.declarations![0];
  const properties = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol));
  const lines = properties.slice(0, MAX_MEMBERS).map((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    // The checker's own truncation keeps a long member type to one readable line.
    const type = checker.typeToString(checker.getTypeOfSymbolAtLocation(property, declaration), declaration);
    return `    ${property.name}${optional}: ${unqualify(type).text};`;
  });
  if (properties.length > MAX_MEMBERS) lines.push(`    // … ${properties.length - MAX_MEMBERS} more`);
  return lines.length > 0 ? `${said} {\n${lines.join('\n')}\n}` : said;
}

/** What extract.ts asks of a signature's text: the text shown, and its names with their types. */
export type NamedSignatures = Pick<SignatureNames, 'ofSource' | 'ofPrinted'>;

/** Signatures without their names' types. */
export const NO_NAMES: NamedSignatures = {
  ofSource: (raw) => ({ text: unqualify(raw).text, names: [] }),
  ofPrinted: (raw) => ({ text: unqualify(raw).text, names: [] }),
};

export class SignatureNames {
  private readonly checker: ts.TypeChecker;
  private readonly types = new Map<ts.Symbol, NameType | undefined>();
  private readonly craftNames = new Map<string, ts.Symbol | undefined>();

  /**
   * `service`'s program is the one the signatures' symbols come from; `documented` tells the declaration files of
   * the documented packages (craft.js's) from the others.
   */
  constructor(
    private readonly service: ts.LanguageService,
    private readonly program: ts.Program,
    private readonly documented: (fileName: string) => boolean,
  ) {
    this.checker = program.getTypeChecker();
  }

  /** A declaration's source text (`raw`, qualifiers included), its names resolved where it is declared. */
  ofSource(raw: string, declaration: ts.Node): { text: string; names: ApiName[] } {
    return this.named(raw, declaration, (name) =>
      this.checker.resolveName(
        name,
        declaration,
        ts.SymbolFlags.Type | ts.SymbolFlags.Value | ts.SymbolFlags.Namespace,
        false,
      ),
    );
  }

  /** Text the checker printed for `printed` at `location`, its names resolved among the symbols of those types. */
  ofPrinted(
    raw: string,
    location: ts.Node | undefined,
    printed: readonly ts.Type[],
  ): { text: string; names: ApiName[] } {
    const byName = new Map<string, Set<ts.Symbol>>();
    const seen = new Set<ts.Type>();
    for (const type of printed) this.collect(type, byName, seen, 0);
    return this.named(raw, location, (name) => {
      const found = byName.get(name);
      if (found?.size === 1) return [...found][0];
      // A type parameter (`S` of `useNode<S>`) is printed as its name and declared where the member is.
      const parameter = location && this.checker.resolveName(name, location, ts.SymbolFlags.TypeParameter, true);
      return parameter || this.craftName(name);
    });
  }

  /**
   * The one symbol `name` means in craft.js's declaration files (each file's own and imported names), when a
   * global of that name, if any, is the same: DOM's `Node` is not craft.js's.
   */
  private craftName(name: string): ts.Symbol | undefined {
    if (!this.craftNames.has(name)) {
      const meaning = ts.SymbolFlags.Type | ts.SymbolFlags.Value | ts.SymbolFlags.Namespace;
      const found = new Set<ts.Symbol>();
      for (const file of this.program.getSourceFiles()) {
        if (!this.documented(file.fileName)) continue;
        const symbol = this.checker.resolveName(name, file, meaning, true);
        if (symbol) found.add(resolveAlias(this.checker, symbol));
      }
      const global = this.checker.resolveName(name, undefined, meaning, false);
      const only = found.size === 1 ? [...found][0] : undefined;
      this.craftNames.set(name, global && resolveAlias(this.checker, global) !== only ? undefined : only);
    }
    return this.craftNames.get(name);
  }

  private named(
    raw: string,
    location: ts.Node | undefined,
    resolve: (name: string) => ts.Symbol | undefined,
  ): { text: string; names: ApiName[] } {
    const { text, modules } = unqualify(raw);
    const tokens = tokensOf(text);
    const symbols: (ts.Symbol | undefined)[] = [];
    const names: ApiName[] = [];
    tokens.forEach((token, i) => {
      if (token.kind !== Kind.Identifier || declaresMember(tokens, i)) return;
      const module = modules.get(token.start);
      let symbol: ts.Symbol | undefined;
      if (module !== undefined) symbol = this.exportOf(module, token.text, location);
      else if (tokens[i - 1]?.kind === Kind.DotToken) {
        const left = symbols[i - 2];
        symbol = left && resolveAlias(this.checker, left).exports?.get(token.text as ts.__String);
      } else symbol = resolve(token.text);
      symbols[i] = symbol;
      const type = symbol && this.typeOf(resolveAlias(this.checker, symbol));
      if (type) names.push({ start: token.start, length: token.text.length, ...type });
    });
    return { text, names };
  }

  /** The named symbols a printed type is written with: aliases, interfaces, classes, enums, and what anonymous types hold. */
  private collect(type: ts.Type, byName: Map<string, Set<ts.Symbol>>, seen: Set<ts.Type>, depth: number): void {
    if (seen.has(type) || depth > 8) return;
    seen.add(type);
    const add = (symbol: ts.Symbol | undefined) => {
      if (!symbol || symbol.name.startsWith('__')) return;
      const set = byName.get(symbol.name) ?? new Set();
      byName.set(symbol.name, set.add(resolveAlias(this.checker, symbol)));
    };
    const next = (inner: ts.Type) => this.collect(inner, byName, seen, depth + 1);
    add(type.aliasSymbol);
    type.aliasTypeArguments?.forEach(next);
    if (type.flags & ts.TypeFlags.EnumLiteral) add(this.checker.getBaseTypeOfLiteralType(type).getSymbol());
    if (type.isUnionOrIntersection()) type.types.forEach(next);
    if (type.flags & ts.TypeFlags.Object) {
      if ((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference)
        this.checker.getTypeArguments(type as ts.TypeReference).forEach(next);
      // A named type is printed as its name; an anonymous one (a type literal, a method's type) as its members and signatures.
      const symbol = type.getSymbol();
      const named = symbol && symbol.flags & NAMED_TYPE ? symbol : undefined;
      add(named);
      if (!type.aliasSymbol && !named) {
        for (const property of type.getProperties()) {
          const declaration = property.valueDeclaration ?? property.declarations?.[0];
          if (declaration) next(this.checker.getTypeOfSymbolAtLocation(property, declaration));
        }
        for (const signature of [...type.getCallSignatures(), ...type.getConstructSignatures()]) {
          signature.getParameters().forEach((parameter) => {
            const declaration = parameter.valueDeclaration;
            if (declaration) next(this.checker.getTypeOfSymbolAtLocation(parameter, declaration));
          });
          next(signature.getReturnType());
        }
      }
    }
    if (type.flags & ts.TypeFlags.TypeParameter) add(type.getSymbol());
  }

  /** `name` as the module `specifier` exports it, the specifier read from the file `location` is in. */
  private exportOf(specifier: string, name: string, location: ts.Node | undefined): ts.Symbol | undefined {
    const from = location?.getSourceFile().fileName ?? path.resolve('index.ts');
    const resolved = ts.resolveModuleName(specifier, from, this.program.getCompilerOptions(), ts.sys).resolvedModule;
    const file = resolved && this.program.getSourceFile(resolved.resolvedFileName);
    const module = file && this.checker.getSymbolAtLocation(file);
    return module && this.checker.getExportsOfModule(module).find((symbol) => symbol.name === name);
  }

  /** What an editor shows on hovering the symbol's declared name. */
  private typeOf(symbol: ts.Symbol): NameType | undefined {
    if (this.types.has(symbol)) return this.types.get(symbol);
    const declaration = symbol.declarations?.[0];
    let type: NameType | undefined;
    // A parameter's type and a type parameter's declaration are in the signature itself.
    const declaredHere = symbol.flags & ts.SymbolFlags.TypeParameter;
    if (declaration && !declaredHere && !ts.isParameter(declaration) && !ts.isBindingElement(declaration)) {
      const file = declaration.getSourceFile();
      const at = (ts.getNameOfDeclaration(declaration) ?? declaration).getStart(file);
      const info = this.service.getQuickInfoAtPosition(file.fileName, at);
      // A declaration file writes other files' types qualified; the signature itself shows them without.
      const said = info ? unqualify(ts.displayPartsToString(info.displayParts)).text : '';
      const craftInterface = symbol.flags & ts.SymbolFlags.Interface && this.documented(file.fileName);
      const text = craftInterface && !said.includes('\n') ? withMembers(this.checker, symbol, said) : said;
      // A namespace's quick info (`namespace React`) says no more than its name.
      if (info && text && !text.startsWith('namespace ')) {
        const docs = ts.displayPartsToString(info.documentation);
        const tags = info.tags?.map((tag): [string, string | undefined] => [
          tag.name,
          tag.text ? ts.displayPartsToString(tag.text) : undefined,
        ]);
        type = { text, ...(docs ? { docs } : {}), ...(tags?.length ? { tags } : {}) };
      }
    }
    this.types.set(symbol, type);
    return type;
  }
}
