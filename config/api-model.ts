/** The shape of the extracted API data, and its lookup. No Node.js imports: the site's components use it. */

/**
 * A name in a signature, with what an editor shows on hovering it: TypeScript's quick info at the name's
 * declaration (its type or signature) and the declaration's doc comment.
 */
export interface ApiName {
  /** Where the name is in the signature's text. */
  start: number;
  length: number;
  text: string;
  docs?: string;
  tags?: [string, string | undefined][];
}

/** One property or method of an exported type, props object or returned object. */
export interface ApiMember {
  name: string;
  kind: 'property' | 'method';
  /** Type text as TypeScript prints it, e.g. `(id: string) => void`. */
  type: string;
  /** One-line declaration, e.g. `setProp(selector: NodeSelector<NodeSelectorType.Id>, cb: (props: any) => void): void`. */
  signature: string;
  /** The names `signature` refers to, with their types. */
  names?: ApiName[];
  optional: boolean;
  doc?: string;
  deprecated?: string;
  /** Marked `@private` in the package's JSDoc. */
  isPrivate?: boolean;
  /** Members of an anonymous object this member holds or (for methods) returns. */
  members?: ApiMember[];
}

export type ApiExportKind = 'component' | 'function' | 'type' | 'interface' | 'class' | 'enum' | 'variable';

export interface ApiExport {
  name: string;
  kind: ApiExportKind;
  /** Declaration text from the `.d.ts`, with `export declare` and `import("…")` qualifiers removed. */
  signature: string;
  /** The names `signature` refers to, with their types. */
  names?: ApiName[];
  doc?: string;
  deprecated?: string;
  /** Props of a component, fields of a type, returned members of a function, public members of a class. */
  members: ApiMember[];
}

export interface ApiPackage {
  name: string;
  version: string;
  exports: ApiExport[];
}

export type ApiData = Record<string, ApiPackage>;

/** Finds an export by name, and optionally a member by dotted path (e.g. `actions.history.undo`). */
export function findApi(
  data: ApiData,
  of: string,
  memberPath?: string,
): { pkg: ApiPackage; item: ApiExport; member?: ApiMember; members: ApiMember[] } | undefined {
  for (const pkg of Object.values(data)) {
    const item = pkg.exports.find((e) => e.name === of);
    if (!item) continue;
    if (!memberPath) return { pkg, item, members: item.members };
    let members = item.members;
    let member: ApiMember | undefined;
    for (const part of memberPath.split('.')) {
      member = members.find((m) => m.name === part);
      if (!member) return undefined;
      members = member.members ?? [];
    }
    return { pkg, item, member, members };
  }
  return undefined;
}

/**
 * The members as the page documents them. `as="Partial"` says the page shows a type that the API takes as
 * `Partial<T>` (a user component's `craft` is `Partial<UserComponentConfig>`), so every member is optional
 * there, whatever `T` itself declares.
 */
export function documentedMembers(members: ApiMember[], as: string | undefined): ApiMember[] {
  if (as === undefined) return members;
  if (as !== 'Partial') throw new Error(`API reference: as="${as}" is not supported (only "Partial")`);
  return members.map((member) => ({ ...member, optional: true }));
}

/**
 * What an API reference component on a page renders, resolved at build time from the data above (the api-types
 * remark plugin passes it as the component's `api` prop), so a page carries only the entries it shows. A
 * signature itself becomes the component's child, a code block highlighted at build time; `api` keeps the rest.
 */
export interface ApiSignatureView {
  /** `@craftjs/core 0.2.12`: the code block's title. Absent for one member's signature. */
  source?: string;
  signature: string;
  names?: ApiName[];
  deprecated?: string;
}

export interface ApiMemberRow {
  name: string;
  /** The member's type, or its signature for a method. */
  type: string;
  optional: boolean;
  deprecated: boolean;
}

export interface ApiMembersView {
  /** The table's caption, e.g. `Members of useNode`. */
  label: string;
  /** `@craftjs/core 0.2.12`. */
  source: string;
  rows: ApiMemberRow[];
}
