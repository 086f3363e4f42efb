import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractApi, type ApiData } from '../../plugins/api-types/extract';
import { findApi } from '../../config/api-model';
import { apiPackageDirs } from '../../plugins/api-types/index';
import { API_PAGES, headingWords, readApiPage, type ApiPageOutline } from '../support/api-pages';
import { INTERNAL_EXPORTS } from '../../config/internal-exports';

const siteDir = path.resolve(__dirname, '../..');

let api: ApiData;
let pages: Array<{ route: string; outline: ApiPageOutline }>;

beforeAll(() => {
  api = extractApi(apiPackageDirs(siteDir));
  pages = API_PAGES.map(({ file, route }) => ({ route, outline: readApiPage(siteDir, file) }));
}, 180_000); // the TypeScript program over both packages takes a while on a busy machine

/** Where an export is documented: a page heading naming it, or a generated signature/table of it. */
function documentedOn(name: string): string[] {
  return pages
    .filter(
      ({ outline }) =>
        outline.headings.some((h) => headingWords(h.text).includes(name)) ||
        outline.references.some((r) => r.of === name && r.component !== 'ApiMember'),
    )
    .map(({ route }) => route);
}

describe('export coverage of @craftjs/core and @craftjs/layers', () => {
  it('reads the installed versions', () => {
    expect(api['@craftjs/core'].version).toBe('0.2.12');
    expect(api['@craftjs/layers'].version).toBe('0.2.7');
  });

  it('documents every public export, or lists it as internal with a reason', () => {
    const internal = new Set(INTERNAL_EXPORTS.map((e) => `${e.package}:${e.name}`));
    const undocumented: string[] = [];
    for (const pkg of Object.values(api)) {
      for (const item of pkg.exports) {
        if (internal.has(`${pkg.name}:${item.name}`)) continue;
        if (documentedOn(item.name).length === 0) undocumented.push(`${pkg.name}: ${item.name}`);
      }
    }
    expect(undocumented).toEqual([]);
  });

  it('lists as internal only real exports, each with a reason, and shows the list to readers', () => {
    for (const entry of INTERNAL_EXPORTS) {
      const exported = api[entry.package].exports.map((e) => e.name);
      expect(exported, `${entry.name} is listed as internal but not exported`).toContain(entry.name);
      expect(entry.reason.length).toBeGreaterThan(15);
    }
    const showing = pages.filter(({ outline }) => outline.usesInternalExports).map(({ route }) => route);
    expect(showing).toEqual(['/docs/api/helpers']);
    const helpers = pages.find(({ route }) => route === '/docs/api/helpers')!.outline;
    expect(helpers.headings).toContainEqual({ level: 2, text: 'Internal exports' });
  });

  it('refers only to exports and members that exist in the installed types', () => {
    const missing = pages.flatMap(({ route, outline }) =>
      outline.references
        .filter((r) => !findApi(api, r.of, r.path))
        .map((r) => `${route}: ${r.of}${r.path ? `.${r.path}` : ''}`),
    );
    expect(missing).toEqual([]);
  });

  it('gives every member in a generated table its own heading on the same page', () => {
    const withoutHeading: string[] = [];
    for (const { route, outline } of pages) {
      const words = new Set(outline.headings.flatMap((h) => headingWords(h.text)));
      for (const ref of outline.references.filter((r) => r.component === 'ApiMembers')) {
        const found = findApi(api, ref.of, ref.path);
        for (const member of found?.members ?? []) {
          if (!words.has(member.name)) withoutHeading.push(`${route}: ${ref.of}${ref.path ? `.${ref.path}` : ''} → ${member.name}`);
        }
      }
    }
    expect(withoutHeading).toEqual([]);
  });

  it('covers the members readers ask for most', () => {
    const members = (of: string, memberPath?: string) => (findApi(api, of, memberPath)?.members ?? []).map((m) => m.name);
    expect(members('Editor')).toEqual(
      expect.arrayContaining(['resolver', 'enabled', 'onRender', 'onNodesChange', 'onBeforeMoveEnd', 'indicator', 'handlers', 'normalizeNodes']),
    );
    expect(members('WithoutPrivateActions')).toEqual(
      expect.arrayContaining(['history', 'setOptions', 'selectNode', 'addNodeTree', 'setIndicator', 'setState']),
    );
    expect(members('useEditor', 'query')).toEqual(
      expect.arrayContaining(['serialize', 'getNodes', 'getState', 'getEvent', 'parseReactElement', 'parseSerializedNode', 'parseFreshNode', 'getDropPlaceholder', 'node']),
    );
    expect(members('useLayer', 'connectors')).toEqual(['layer', 'drag', 'layerHeader']);
  });
});
