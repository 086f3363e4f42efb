import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type { ApiData } from '../../config/api-model';
import type { ApiData, ApiExport, ApiExportKind, ApiMember } from '../../config/api-model';

const FORMAT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

/** Nested object members are listed this deep (e.g. `useEditor().actions.history.undo`). */
const MAX_DEPTH = 3;
/** A return or variable type longer than this is shown as `{ … }` in a signature; its members are listed instead. */
const MAX_TYPE_TEXT = 400;

/** Removes `import("…").` qualifiers the compiler writes for types from other files. */
export function cleanTypeText(text: string): string {
  return text.replace(/import\((["'])[^"']+\1\)\./g, '');
}

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

function createProgram(entries: string[], virtualText?: string, oldProgram?: ts.Program): ts.Program {
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  if (virtualText !== undefined) {
    const getSourceFile = host.getSourceFile.bind(host);
    const fileExists = host.fileExists.bind(host);
    host.getSourceFile = (fileName, languageVersion, ...rest) =>
      path.resolve(fileName) === VIRTUAL_FILE
        ? ts.createSourceFile(fileName, virtualText, languageVersion, true)
        : getSourceFile(fileName, languageVersion, ...rest);
    host.fileExists = (fileName) => path.resolve(fileName) === VIRTUAL_FILE || fileExists(fileName);
  }
  const roots = virtualText === undefined ? entries : [...entries, VIRTUAL_FILE];
  return ts.createProgram(roots, COMPILER_OPTIONS, host, oldProgram);
}

/** Extracts every public export of each package (by directory) with its members. */
export function extractApi(packageDirs: string[]): ApiData {
  const entries = packageDirs.map(resolveTypesEntry);
  const first = createProgram(entries.map((e) => e.entry));
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
  const program = createProgram(
    entries.map((e) => e.entry),
    lines.join('\n'),
    first,
  );
  const checker = program.getTypeChecker();
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
        describeExport(checker, symbol, exportNames, instantiations.get(instantiationName(index, symbol.name))),
      ),
    };
  });
  return data;
}

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

function declarationText(declaration: ts.Declaration): string {
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
  return cleanTypeText(text.replace(/^export\s+(declare\s+)?/, '').replace(/^declare\s+/, ''));
}

function describeExport(
  checker: ts.TypeChecker,
  exportSymbol: ts.Symbol,
  exportNames: Set<string>,
  instantiated: ts.Type | undefined,
): ApiExport {
  const symbol = resolveAlias(checker, exportSymbol);
  const declarations = symbol.getDeclarations() ?? [];
  const declaration = declarations[0];
  const valueType =
    declaration && symbol.flags & ts.SymbolFlags.Value
      ? checker.getTypeOfSymbolAtLocation(symbol, declaration)
      : undefined;
  const isComponent = valueType ? isComponentSymbol(checker, symbol, valueType) : false;
  const kind = exportKind(symbol, declaration, isComponent);
  const signature = declarations
    .filter((d) => !(ts.isFunctionDeclaration(d) && !d.type && declarations.length > 1))
    .map(declarationText)
    .join('\n');
  const context = { checker, exportNames, seen: new Set<ts.Type>() };

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
  return { name: exportSymbol.name, kind, signature, ...docOf(checker, symbol), members };
}

interface Context {
  checker: ts.TypeChecker;
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
    const print = (t: ts.Type) => shortTypeText(context, t, location);
    const typeText = isMethod
      ? callSignatures
          .map((sig) => `${paramsText(context, sig, location)} => ${print(checker.getReturnTypeOfSignature(sig))}`)
          .join(' & ')
      : print(propertyType);
    const member: ApiMember = {
      name: property.name,
      kind: isMethod ? 'method' : 'property',
      type: typeText,
      signature: isMethod
        ? callSignatures
            .map(
              (sig) =>
                `${property.name}${paramsText(context, sig, location)}: ${print(checker.getReturnTypeOfSignature(sig))}`,
            )
            .join('\n')
        : `${property.name}${optional ? '?' : ''}: ${typeText}`,
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
function shortTypeText(context: Context, type: ts.Type, location: ts.Node | undefined): string {
  const text = cleanTypeText(context.checker.typeToString(type, location, FORMAT));
  if (text.length <= MAX_TYPE_TEXT) return text;
  const nonNull = context.checker.getNonNullableType(type);
  return isExpandable(context, nonNull) || nonNull.getCallSignatures().length === 0 ? '{ … }' : text;
}

function paramsText(context: Context, signature: ts.Signature, location: ts.Node | undefined): string {
  const { checker } = context;
  const typeParams = signature.getTypeParameters() ?? [];
  const generics = typeParams.length > 0 ? `<${typeParams.map((t) => checker.typeToString(t)).join(', ')}>` : '';
  const params = signature.getParameters().map((param) => {
    const declaration = param.valueDeclaration;
    const optional =
      declaration && ts.isParameter(declaration) && (declaration.questionToken || declaration.initializer) ? '?' : '';
    const rest = declaration && ts.isParameter(declaration) && declaration.dotDotDotToken ? '...' : '';
    const type = location ? checker.getTypeOfSymbolAtLocation(param, location) : checker.getTypeOfSymbol(param);
    const text = shortTypeText(context, type, location);
    // `(...payload: [id: string]) => …` (store methods) reads better as `(id: string) => …`.
    if (rest && signature.getParameters().length === 1 && /^\[.*\]$/s.test(text)) return text.slice(1, -1);
    return `${rest}${param.name}${optional}: ${text}`;
  });
  return `${generics}(${params.join(', ')})`;
}
