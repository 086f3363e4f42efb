import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const loader = require('../../plugins/search/docsearch-stored-searches-loader.cjs') as (source: string) => string;
const bundle = fs.readFileSync(require.resolve('@docsearch/react/dist/esm/index.js'), 'utf8');

describe('the DocSearch loader that sets up stored searches once', () => {
  it("turns the modal's three per-render initial values into first-render initialisers", () => {
    const patched = loader(bundle);
    expect(patched).not.toMatch(/useRef\(xr\(/);
    expect(patched).not.toContain('useRef("undefined"!=typeof window?window.getSelection()');
    expect(patched).toContain(
      'G=e.useState((function(){return xr({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(o),limit:10})}))[0]',
    );
    expect(patched.match(/=e\.useState\(\(function\(\)\{return /g)).toHaveLength(3);
    // Nothing else changes: each rewrite only wraps its value differently.
    const growth = 'e.useState((function(){return }))[0]'.length - 'e.useRef().current'.length;
    expect(patched.length - bundle.length).toBe(3 * growth);
  });

  it('stops the build, saying what to check, when DocSearch no longer has that code', () => {
    expect(() =>
      loader(bundle.replace('e.useRef(xr({key:"__DOCSEARCH_RECENT', 'e.useMemo(xr({key:"__DOCSEARCH_RECENT')),
    ).toThrow(/not in @docsearch\/react any more.*Upgrading Docusaurus and DocSearch/);
  });
});
