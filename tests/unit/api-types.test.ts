import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanTypeText, extractApi, resolveTypesEntry, type ApiData } from '../../plugins/api-types/extract';
import { findApi } from '../../config/api-model';
import { headingWords, readApiPage } from '../support/api-pages';
import { extractInWorker } from '../../plugins/api-types';
import { typesPackage } from '../support/typesPackage';

/** A tiny package with the shapes the craft.js declarations use. */
const FIXTURE_DTS = `
import * as React from 'react';
export type Id = string;
/** Options of the widget. */
export type Options = {
  /** Whether it reacts. */
  enabled: boolean;
  label?: string;
  onChange(value: number): void;
};
export interface Tree { root: Id; nodes: Record<Id, string>; }
export declare enum Mode { Any = 0, Id = 1 }
export declare class Handlers {
  static shared: boolean;
  visible: number;
  private hidden;
  protected guarded(): void;
  run(id: Id): () => void;
}
/**
 * Makes a widget.
 * @deprecated Use makeBetterWidget.
 */
export declare function makeWidget(id: Id): { id: Id; actions: { undo(): void; history: { clear(): void } } };
export declare function useThing<S = null>(collect?: (tree: Tree) => S): { value: S; size: number };
export declare const Panel: ({ title }: { title: string; open?: boolean }) => React.JSX.Element;
export { makeWidget as legacyWidget };
`;

let dir: string;
let api: ApiData;

beforeAll(() => {
  dir = typesPackage('fixture-widgets', '1.2.3', { 'index.d.ts': FIXTURE_DTS });
  api = extractApi([dir]);
}, 120_000);

const get = (of: string, memberPath?: string) => {
  const found = findApi(api, of, memberPath);
  if (!found) throw new Error(`missing ${of} ${memberPath ?? ''}`);
  return found;
};

describe('extractApi', () => {
  it('reads the entry from package.json "types"', () => {
    expect(resolveTypesEntry(dir)).toEqual({
      name: 'fixture-widgets',
      version: '1.2.3',
      entry: path.join(dir, 'lib/index.d.ts'),
    });
    expect(api['fixture-widgets'].version).toBe('1.2.3');
  });

  it('lists every export, re-exports included, sorted by name', () => {
    expect(api['fixture-widgets'].exports.map((e) => e.name)).toEqual(
      ['Handlers', 'Id', 'legacyWidget', 'makeWidget', 'Mode', 'Options', 'Panel', 'Tree', 'useThing'].sort((a, b) =>
        a.localeCompare(b),
      ),
    );
  });

  it('tells components, functions, types, interfaces, classes and enums apart', () => {
    const kinds = Object.fromEntries(api['fixture-widgets'].exports.map((e) => [e.name, e.kind]));
    expect(kinds).toMatchObject({
      Panel: 'component',
      makeWidget: 'function',
      useThing: 'function',
      Options: 'type',
      Id: 'type',
      Tree: 'interface',
      Handlers: 'class',
      Mode: 'enum',
    });
  });

  it('keeps members with their type, optionality and JSDoc', () => {
    const options = get('Options').item;
    expect(options.doc).toBe('Options of the widget.');
    expect(options.members.map((m) => [m.name, m.kind, m.optional])).toEqual([
      ['enabled', 'property', false],
      ['label', 'property', true],
      ['onChange', 'method', false],
    ]);
    expect(get('Options', 'enabled').member?.doc).toBe('Whether it reacts.');
    expect(get('Options', 'onChange').member?.signature).toBe('onChange(value: number): void');
    expect(get('Options', 'label').member?.signature).toBe('label?: string | undefined');
  });

  it('reports @deprecated with its text, also through a re-export', () => {
    expect(get('makeWidget').item.deprecated).toBe('Use makeBetterWidget.');
    expect(get('legacyWidget').item.deprecated).toBe('Use makeBetterWidget.');
  });

  it('lists returned members of functions, nested objects included', () => {
    expect(get('makeWidget').members.map((m) => m.name)).toEqual(['id', 'actions']);
    expect(get('makeWidget', 'actions.history.clear').member?.signature).toBe('clear(): void');
  });

  it('instantiates generic hooks with their type parameter defaults', () => {
    expect(get('useThing', 'value').member?.type).toBe('null');
    expect(get('useThing', 'size').member?.type).toBe('number');
  });

  it('lists the props of a component', () => {
    expect(get('Panel').members.map((m) => [m.name, m.optional])).toEqual([
      ['title', false],
      ['open', true],
    ]);
  });

  it('lists only public members of a class', () => {
    const names = get('Handlers').members.map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['visible', 'run']));
    expect(names).not.toContain('hidden');
    expect(names).not.toContain('guarded');
  });

  it('does not list members of primitive aliases', () => {
    expect(get('Id').members).toEqual([]);
    expect(get('Id').item.signature).toBe('type Id = string;');
  });

  it('returns undefined for unknown exports or members', () => {
    expect(findApi(api, 'Nope')).toBeUndefined();
    expect(findApi(api, 'Options', 'nope')).toBeUndefined();
  });
});

describe('helpers', () => {
  it('removes import("…") qualifiers from type text', () => {
    expect(cleanTypeText('import("../interfaces").Node | import("react").ReactElement')).toBe('Node | ReactElement');
  });

  it('splits headings into identifier words', () => {
    expect(headingWords('history.undo')).toEqual(['history', 'undo']);
    expect(headingWords('Top-level setProp (deprecated)')).toEqual(['Top', 'level', 'setProp', 'deprecated']);
  });

  it('reads headings and references of an MDX page, ignoring code blocks', () => {
    const page = path.join(dir, 'page.mdx');
    fs.writeFileSync(
      page,
      [
        '---',
        'title: "useThing()"',
        '---',
        '## Return value',
        '<ApiMembers of="useThing" />',
        '### `size`',
        '<ApiMember of="useThing" path="size" />',
        '```tsx',
        '## not a heading',
        '<ApiMembers of="Ignored" />',
        '```',
      ].join('\n'),
    );
    expect(readApiPage(dir, 'page.mdx')).toEqual({
      title: 'useThing()',
      headings: [
        { level: 2, text: 'Return value' },
        { level: 3, text: 'size' },
      ],
      references: [
        { component: 'ApiMembers', of: 'useThing' },
        { component: 'ApiMember', of: 'useThing', path: 'size' },
      ],
      usesInternalExports: false,
    });
  });
});

describe('extraction in a worker thread', () => {
  it('gives the same data as on the main thread', async () => {
    expect(await extractInWorker([dir])).toEqual(api);
  }, 60_000);

  it('rejects with the extractor’s own error for a folder with no package', async () => {
    const missing = path.join(dir, 'no-such-package');
    await expect(extractInWorker([missing])).rejects.toThrow(/no-such-package/);
  }, 60_000);
});
