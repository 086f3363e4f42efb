import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type { ApiData } from '../../config/api-model';
import type { ApiData, ApiExport, ApiExportKind, ApiMember, ApiName } from '../../config/api-model';
import { NO_NAMES, SignatureNames, unqualify, type NamedSignatures } from './signature-names';

const FORMAT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

/** Nested object members are listed this deep (e.g. `useEditor().actions.history.undo`). */
const MAX_DEPTH = 3;
/** A return or variable type longer than this is shown as `{ … }` in a signature; its members are listed instead. */
const MAX_TYPE_TEXT = 400;

/** Removes `import("…").` qualifiers the compiler writes for types from other files. */
export const cleanTypeText = (text: string): string => unqualify(text).text;

/** Reads the `.d.ts` entry point of an installed package (its package.json `types`). */
export function resolveTypesEntry(packageDir: string): { name: string; version: string; entry: string } {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    types?: string;
    typings?: string;
  };
  const types = pkg.types ?? pkg.typings;
  if (!types) throw new Error(`${pkg.name} has no "types" entry in package.json`);
  return { name: pkg.name, version: pkg.version, entry: path.resolve(packageDir, types) };
}

/** Extracts every public export of each package (by directory) with its members. */
const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  jsx: ts.JsxEmit.ReactJSX,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  esModuleInterop: true,
  types: [],
};

/**
 * Generic hooks (`useNode<S = null>`) would otherwise show unresolved `S` in their returned members. A virtual
 * file instantiates each generic function with its type parameters' defaults (or `unknown`), as a reader calling
 * it without a collector would get.
 */
const VIRTUAL_FILE = path.resolve('__api_types_instantiations__.ts');

/**
 * A language service over the packages' entries and the virtual file: its program gives the types, its quick
 * info what a name in a signature shows (signature-names.ts). Setting the virtual text makes a new program that
 * keeps the declarations already read.
 */
function createService(entries: string[]): { service: ts.LanguageService; setVirtual(text: string): ts.Program } {
  let virtual = '';
  let version = 0;
  const read = (name: string) => (path.resolve(name) === VIRTUAL_FILE ? virtual : ts.sys.readFile(name));
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => COMPILER_OPTIONS,
    getProjectVersion: () => String(version),
    getScriptFileNames: () => [...entries, VIRTUAL_FILE],
    getScriptVersion: (name) => (path.resolve(name) === VIRTUAL_FILE ? String(version) : '1'),
    getScriptSnapshot: (name) => {
      const text = read(name);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => process.cwd(),
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: (name) => path.resolve(name) === VIRTUAL_FILE || ts.sys.fileExists(name),
    readFile: read,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  return {
    service,
    setVirtual(text) {
      virtual = text;
      version += 1;
      return service.getProgram()!;
    },
  };
}

/**
 * Extracts every public export of each package (by directory) with its members; `names` false leaves the
 * signatures' names without their types (a build with `CODE_TYPES=0` shows none).
 */
export function extractApi(packageDirs: string[], { names: typed = true }: { names?: boolean } = {}): ApiData {
  const entries = packageDirs.map(resolveTypesEntry);
  const { service, setVirtual } = createService(entries.map((e) => e.entry));
  const first = setVirtual('');
  // Pass 1: write `ReturnType<typeof fn<Defaults>>` for generic functions; pass 2 reads those types.
  const lines: string[] = [];
  entries.forEach(({ entry }, index) => {
    const checker = first.getTypeChecker();
    const moduleSymbol = checker.getSymbolAtLocation(first.getSourceFile(entry)!)!;
    lines.push(`import * as pkg${index} from ${JSON.stringify(entry.replace(/\.d\.ts$/, ''))};`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = resolveAlias(checker, exported);
      const aliasDeclaration = symbol.getDeclarations()?.find(ts.isTypeAliasDeclaration);
      const aliasParams = aliasDeclaration?.typeParameters;
      // A generic type alias whose parameters all have defaults (`WithoutPrivateActions<S = null>`): use the defaults.
      if (aliasParams && aliasParams.length > 0 && aliasParams.every((tp) => tp.default)) {
        lines.push(`export type ${instantiationName(index, exported.name)} = pkg${index}.${exported.name};`);
        continue;
      }
      if (!(symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))) continue;
      const declaration = symbol.getDeclarations()?.[0];
      if (!declaration) continue;
      const signature = pickSignature(checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures());
      const typeParams = signature?.getDeclaration()?.typeParameters;
      if (!typeParams || typeParams.length === 0) continue;
      const args = typeParams.map((tp) => (tp.default ? tp.default.getText() : 'unknown'));
      lines.push(
        `export type ${instantiationName(index, exported.name)} = ReturnType<typeof pkg${index}.${exported.name}<${args.join(', ')}>>;`,
      );
    }
  });
  const program = setVirtual(lines.join('\n'));
  const checker = program.getTypeChecker();
  const names = typed ? new SignatureNames(service, program, documentedFile(packageDirs, entries)) : NO_NAMES;
  const virtual = program.getSourceFile(VIRTUAL_FILE);
  const instantiations = new Map<string, ts.Type>();
  if (virtual) {
    for (const statement of virtual.statements) {
      if (ts.isTypeAliasDeclaration(statement)) {
        instantiations.set(statement.name.text, checker.getTypeAtLocation(statement.name));
      }
    }
  }
  const data: ApiData = {};
  entries.forEach(({ name, version, entry }, index) => {
    const source = program.getSourceFile(entry);
    if (!source) throw new Error(`cannot read ${entry}`);
    const moduleSymbol = checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${entry} is not a module`);
    const exported = checker.getExportsOfModule(moduleSymbol).sort((a, b) => a.name.localeCompare(b.name));
    const exportNames = new Set(exported.map((s) => s.name));
    data[name] = {
      name,
      version,
      exports: exported.map((symbol) =>
        describeExport(
          { checker, names, exportNames, seen: new Set() },
          symbol,
          instantiations.get(instantiationName(index, symbol.name)),
        ),
      ),
    };
  });
  return data;
}

/** A declaration file of the documented packages or of their npm scope (`@craftjs/utils`, which core builds on). */
function documentedFile(packageDirs: string[], entries: { name: string }[]): (fileName: string) => boolean {
  const roots = packageDirs.map((dir, i) => (entries[i].name.startsWith('@') ? path.dirname(dir) : dir));
  return (fileName) =>
    roots.some((root) => {
      const inside = path.relative(root, fileName).split(path.sep);
      return inside[0] !== '..' && !path.isAbsolute(inside[0]) && !inside.includes('node_modules');
    });
}

/** The worker's task (index.ts): `extractApi` with its options. */
export const extractApiTask = ({ packageDirs, names }: { packageDirs: string[]; names: boolean }): ApiData =>
  extractApi(packageDirs, { names });

function instantiationName(packageIndex: number, exportName: string): string {
  return `Returned_${packageIndex}_${exportName}`;
}

/** The overload a reader most likely calls: the one with the fewest type parameters (e.g. `useEditor()`). */
function pickSignature(signatures: readonly ts.Signature[]): ts.Signature | undefined {
  return [...signatures].sort((a, b) => (a.getTypeParameters()?.length ?? 0) - (b.getTypeParameters()?.length ?? 0))[0];
}

function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function docOf(checker: ts.TypeChecker, symbol: ts.Symbol): { doc?: string; deprecated?: string; isPrivate?: boolean } {
  const doc = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  const tags = symbol.getJsDocTags(checker);
  const deprecatedTag = tags.find((t) => t.name === 'deprecated');
  const result: { doc?: string; deprecated?: string; isPrivate?: boolean } = {};
  if (doc) result.doc = doc;
  if (deprecatedTag) result.deprecated = ts.displayPartsToString(deprecatedTag.text).trim() || 'Deprecated.';
  if (tags.some((t) => t.name === 'private')) result.isPrivate = true;
  return result;
}

function exportKind(symbol: ts.Symbol, declaration: ts.Declaration | undefined, isComponent: boolean): ApiExportKind {
  if (symbol.flags & ts.SymbolFlags.Class) return 'class';
  if (symbol.flags & ts.SymbolFlags.Enum) return 'enum';
  if (symbol.flags & ts.SymbolFlags.Interface) return 'interface';
  if (symbol.flags & ts.SymbolFlags.TypeAlias) return 'type';
  if (isComponent) return 'component';
  if (symbol.flags & ts.SymbolFlags.Function) return 'function';
  if (
    declaration &&
    ts.isVariableDeclaration(declaration) &&
    declaration.type &&
    ts.isFunctionTypeNode(declaration.type)
  ) {
    return 'function';
  }
  return 'variable';
}

/** A component: PascalCase callable whose return type is a React element. */
function isComponentSymbol(checker: ts.TypeChecker, symbol: ts.Symbol, type: ts.Type): boolean {
  if (!/^[A-Z]/.test(symbol.name) || symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Type)) return false;
  const signature = type.getCallSignatures()[0];
  if (!signature) return false;
  const returned = checker.typeToString(checker.getReturnTypeOfSignature(signature));
  return /\bElement\b|ReactElement/.test(returned);
}

/** The declaration as a signature shows it, with the names it refers to. */
function declarationText(names: NamedSignatures, declaration: ts.Declaration): Signature {
  const source = declaration.getSourceFile();
  let node: ts.Node = declaration;
  if (ts.isVariableDeclaration(declaration)) node = declaration.parent.parent; // the VariableStatement
  let text = node.getText(source);
  // Shorten a very long return or variable type (e.g. useNode) to `{ … }`: its members are listed separately.
  const typeNode = ts.isFunctionDeclaration(node)
    ? node.type
    : ts.isVariableDeclaration(declaration)
      ? declaration.type && ts.isFunctionTypeNode(declaration.type)
        ? declaration.type.type
        : declaration.type
      : undefined;
  if (typeNode && typeNode.getText(source).length > MAX_TYPE_TEXT) {
    const start = typeNode.getStart(source) - node.getStart(source);
    text = `${text.slice(0, start)}{ … }${text.slice(typeNode.getEnd() - node.getStart(source))}`;
  }
  return names.ofSource(text.replace(/^export\s+(declare\s+)?/, '').replace(/^declare\s+/, ''), declaration);
}

interface Signature {
  text: string;
  names: ApiName[];
}

/** Signatures one per line, each name moved to its place in the whole. */
function joinLines(signatures: Signature[]): Signature {
  let offset = 0;
  const names: ApiName[] = [];
  for (const { text, names: own } of signatures) {
    names.push(...own.map((name) => ({ ...name, start: name.start + offset })));
    offset += text.length + 1;
  }
  return { text: signatures.map((signature) => signature.text).join('\n'), names };
}

/** `signature` and, when it refers to any, its `names`. */
const signatureFields = ({ text, names }: Signature) => ({ signature: text, ...(names.length > 0 ? { names } : {}) });

function describeExport(context: Context, exportSymbol: ts.Symbol, instantiated: ts.Type | undefined): ApiExport {
  const { checker } = context;
  const symbol = resolveAlias(checker, exportSymbol);
  const declarations = symbol.getDeclarations() ?? [];
  const declaration = declarations[0];
  const valueType =
    declaration && symbol.flags & ts.SymbolFlags.Value
      ? checker.getTypeOfSymbolAtLocation(symbol, declaration)
      : undefined;
  const isComponent = valueType ? isComponentSymbol(checker, symbol, valueType) : false;
  const kind = exportKind(symbol, declaration, isComponent);
  const signature = joinLines(
    declarations
      .filter((d) => !(ts.isFunctionDeclaration(d) && !d.type && declarations.length > 1))
      .map((d) => declarationText(context.names, d)),
  );

  let members: ApiMember[] = [];
  if (kind === 'class') {
    const instance = checker.getDeclaredTypeOfSymbol(symbol);
    members = membersOf(context, instance, 0, declaration, true);
  } else if (kind === 'type' || kind === 'interface') {
    const declared = instantiated ?? checker.getDeclaredTypeOfSymbol(symbol);
    if (isExpandable(context, declared, true)) members = membersOf(context, declared, 0, declaration);
  } else if (valueType) {
    const signature = pickSignature(valueType.getCallSignatures());
    if (signature && kind === 'component') {
      const props = signature.getParameters()[0];
      if (props && declaration)
        members = membersOf(context, checker.getTypeOfSymbolAtLocation(props, declaration), 0, declaration);
    } else if (signature) {
      const returned = instantiated ?? checker.getReturnTypeOfSignature(signature);
      if (isExpandable(context, returned, true)) members = membersOf(context, returned, 0, declaration);
    }
  }
  return { name: exportSymbol.name, kind, ...signatureFields(signature), ...docOf(checker, symbol), members };
}

interface Context {
  checker: ts.TypeChecker;
  names: NamedSignatures;
  exportNames: Set<string>;
  seen: Set<ts.Type>;
}

/** Whether a type is an anonymous object worth listing member by member (not a named export, a lib or React type). */
function isExpandable(context: Context, type: ts.Type, allowExported = false): boolean {
  const { checker, exportNames } = context;
  if (!(type.flags & ts.TypeFlags.Object) && !(type.flags & ts.TypeFlags.Intersection)) return false;
  if (checker.isArrayType(type) || checker.isTupleType(type)) return false;
  if (type.getCallSignatures().length > 0) return false;
  const named = type.aliasSymbol ?? type.getSymbol();
  if (named && !allowExported && exportNames.has(named.name)) return false;
  const files = (named?.getDeclarations() ?? []).map((d) => d.getSourceFile().fileName);
  if (files.some((f) => /typescript\/lib|@types\/react|@types\/node/.test(f))) return false;
  return checker.getPropertiesOfType(type).length > 0;
}

function membersOf(
  context: Context,
  type: ts.Type,
  depth: number,
  location: ts.Node | undefined,
  classMembers = false,
): ApiMember[] {
  const { checker } = context;
  if (context.seen.has(type)) return [];
  context.seen.add(type);
  const result: ApiMember[] = [];
  // `{ id?: NodeId; … } & React.ComponentProps<T>`: list what the resolvable parts declare.
  const properties = type.isIntersection()
    ? uniqueByName(type.types.flatMap((part) => checker.getPropertiesOfType(part)))
    : checker.getPropertiesOfType(type);
  for (const property of properties) {
    const declaration = property.valueDeclaration ?? property.getDeclarations()?.[0];
    if (classMembers && declaration) {
      const modifiers = ts.getCombinedModifierFlags(declaration);
      if (modifiers & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) continue;
      if (property.name.startsWith('__')) continue;
    }
    const propertyType = location
      ? checker.getTypeOfSymbolAtLocation(property, location)
      : checker.getTypeOfSymbol(property);
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
    const callSignatures = checker.getNonNullableType(propertyType).getCallSignatures();
    const isMethod = callSignatures.length > 0;
    const inner = checker.getNonNullableType(
      isMethod ? checker.getReturnTypeOfSignature(callSignatures[0]) : propertyType,
    );
    const nested =
      depth < MAX_DEPTH && isExpandable(context, inner) ? membersOf(context, inner, depth + 1, location) : [];
    // Printed as the checker writes them (qualifiers kept, so signature-names.ts knows each name's module).
    const printed: ts.Type[] = [];
    const print = (t: ts.Type) => {
      printed.push(t);
      return shortTypeText(context, t, location);
    };
    const returned = (sig: ts.Signature) => print(checker.getReturnTypeOfSignature(sig));
    const typeText = isMethod
      ? callSignatures.map((sig) => `${paramsText(checker, sig, location, print)} => ${returned(sig)}`).join(' & ')
      : print(propertyType);
    const signature = isMethod
      ? callSignatures
          .map((sig) => `${property.name}${paramsText(checker, sig, location, print)}: ${returned(sig)}`)
          .join('\n')
      : `${property.name}${optional ? '?' : ''}: ${typeText}`;
    const member: ApiMember = {
      name: property.name,
      kind: isMethod ? 'method' : 'property',
      type: cleanTypeText(typeText),
      ...signatureFields(context.names.ofPrinted(signature, location, printed)),
      optional,
      ...docOf(checker, property),
    };
    if (nested.length > 0) member.members = nested;
    result.push(member);
  }
  context.seen.delete(type);
  return result;
}

function uniqueByName(symbols: ts.Symbol[]): ts.Symbol[] {
  const byName = new Map<string, ts.Symbol>();
  for (const symbol of symbols) if (!byName.has(symbol.name)) byName.set(symbol.name, symbol);
  return [...byName.values()];
}

/** Type text; an anonymous object type too long to read is written `{ … }` (its members are listed instead). */
/**
 * Type text as the checker writes it (`import("…")` qualifiers kept); an anonymous object type too long to read
 * is written `{ … }` (its members are listed instead).
 */
function shortTypeText(context: Context, type: ts.Type, location: ts.Node | undefined): string {
  const text = context.checker.typeToString(type, location, FORMAT);
  if (cleanTypeText(text).length <= MAX_TYPE_TEXT) return text;
  const nonNull = context.checker.getNonNullableType(type);
  return isExpandable(context, nonNull) || nonNull.getCallSignatures().length === 0 ? '{ … }' : text;
}

/** `<S>(id: NodeId, …)`, each type through `print`, which records it. */
function paramsText(
  checker: ts.TypeChecker,
  signature: ts.Signature,
  location: ts.Node | undefined,
  print: (type: ts.Type) => string,
): string {
  const typeParams = signature.getTypeParameters() ?? [];
  const generics = typeParams.length > 0 ? `<${typeParams.map(print).join(', ')}>` : '';
  const params = signature.getParameters().map((param) => {
    const declaration = param.valueDeclaration;
    const optional =
      declaration && ts.isParameter(declaration) && (declaration.questionToken || declaration.initializer) ? '?' : '';
    const rest = declaration && ts.isParameter(declaration) && declaration.dotDotDotToken ? '...' : '';
    const text = print(location ? checker.getTypeOfSymbolAtLocation(param, location) : checker.getTypeOfSymbol(param));
    // `(...payload: [id: string]) => …` (store methods) reads better as `(id: string) => …`.
    if (rest && signature.getParameters().length === 1 && /^\[.*\]$/s.test(text)) return text.slice(1, -1);
    return `${rest}${param.name}${optional}: ${text}`;
  });
  return `${generics}(${params.join(', ')})`;
}
