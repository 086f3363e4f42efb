/**
 * fast-check generators of raw HTTP requests for tests/system/server-fuzz.test.ts: valid search and
 * write calls (records, settings, synonyms), then the same with every field mutated, broken bodies,
 * odd credentials, methods, content types and paths (percent-encoding and traversal tricks sent as
 * raw bytes).
 */
import zlib from 'node:zlib';
import fc from 'fast-check';
import { ADMIN_KEY, API_KEY, APP_ID, DOC_PAGE, INDEX_NAME } from './fixture-server';

export interface FuzzRequest {
  kind: 'search' | 'write' | 'api' | 'static';
  method: string;
  /** Sent as is (http.request's raw `path`): no URL normalisation on the way. */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;
/** Indexes the admin key may change: never the one the final search check reads. */
const SCRATCH = ['fuzz-scratch-a', 'fuzz-scratch-b', 'fuzz-scratch-c'];

/** `arbitrary` one time in `oneIn`, null otherwise. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | null> =>
  fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

// Text: printable ASCII (safe in headers), anything (NUL, lone surrogates), emoji and friends.
const ascii = (maxLength = 30) => fc.string({ unit: 'grapheme-ascii', maxLength });
const nasty = fc.constantFrom(
  '\u0000',
  '😀👩‍👩‍👧',
  '\ud800',
  'é',
  'ﬃ',
  '\u202e',
  '\r\n',
  '"',
  '\\',
  '</script>',
  '%zz',
  '\u{10ffff}',
);
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: nasty },
  { weight: 1, arbitrary: fc.string({ minLength: 513, maxLength: 1500 }) }, // over MAX_QUERY_LENGTH
);
/** A value of the wrong type (or a right type out of range) for any field. */
const wrong: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    null,
    -1,
    1.5,
    1e308,
    -0,
    1001,
    2 ** 53,
    '',
    ' ',
    '12abc',
    '1e3',
    '[',
    '["a",1]',
    {},
    [],
    [[['x']]],
    [1, 2],
    true,
    'a:b:c',
  ),
  text,
);

const attributes = fc.array(
  fc.constantFrom('hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'url', 'type', '*', 'content:10', 'hierarchy.lvl1:5'),
  { maxLength: 4 },
);
const searchParams = fc.record(
  {
    query: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('setProp', 'useNode', 'conect', 'hook', '') },
      { weight: 2, arbitrary: text },
    ),
    hitsPerPage: fc.integer({ min: 0, max: 1000 }),
    page: fc.nat(20),
    attributesToRetrieve: attributes,
    attributesToHighlight: attributes,
    attributesToSnippet: fc.array(fc.constantFrom('content:10', 'hierarchy.lvl1:5', 'content'), { maxLength: 3 }),
    snippetEllipsisText: fc.constantFrom('…', '...', ''),
    highlightPreTag: fc.constantFrom('<mark>', '<span class="algolia-docsearch-suggestion--highlight">', ''),
    highlightPostTag: fc.constantFrom('</mark>', '</span>', ''),
    facetFilters: fc.array(
      fc.oneof(
        fc.constantFrom('language:en', 'docusaurus_tag:docs-default-current'),
        fc.array(fc.constantFrom('language:en', 'type:content')),
      ),
      { maxLength: 3 },
    ),
    facets: fc.array(fc.constantFrom('language', 'docusaurus_tag', '*'), { maxLength: 2 }),
    clickAnalytics: fc.boolean(),
    distinct: fc.boolean(),
  },
  { requiredKeys: [] },
);
const FIELDS = [
  'query',
  'hitsPerPage',
  'page',
  'attributesToRetrieve',
  'attributesToHighlight',
  'attributesToSnippet',
  'snippetEllipsisText',
  'highlightPreTag',
  'highlightPostTag',
  'facetFilters',
  'facets',
  'clickAnalytics',
  'params',
  'indexName',
  'type',
];

/** Legacy `params`: a URL-encoded string of the same fields, with values of any type as text. */
const legacyParams = fc.oneof(
  fc
    .array(
      fc.tuple(
        fc.constantFrom(...FIELDS, 'x'),
        fc.oneof(
          wrong.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
          text,
        ),
      ),
      { maxLength: 4 },
    )
    .map((pairs) => new URLSearchParams(pairs).toString()),
  fc.constantFrom(
    'query=setProp&hitsPerPage=5&attributesToSnippet=content:10',
    'facetFilters=%5B%22language%3Aen%22%5D&page=0',
    '%',
    '%zz',
    '&&==&',
    'query=%E0%A4%A',
    'hitsPerPage=1e999&page=-1',
    'facetFilters=[[[',
    'attributesToSnippet=content:x',
  ),
  wrong,
);

/** Valid parameters, sometimes with one field (or `params`) replaced by a wrong value. */
const mutatedParams = fc
  .tuple(
    searchParams,
    sometimes(fc.tuple(fc.constantFrom(...FIELDS), fc.oneof(wrong, legacyParams)), 3),
    sometimes(legacyParams, 6),
  )
  .map(([params, mutation, legacy]) => {
    const out: Record<string, unknown> = { ...params };
    if (legacy !== null) out.params = legacy;
    if (mutation) out[mutation[0]] = mutation[1];
    return out;
  });
const queryRequest = fc
  .tuple(
    mutatedParams,
    fc.oneof({ weight: 6, arbitrary: fc.constant<unknown>(INDEX_NAME) }, { weight: 1, arbitrary: wrong }),
  )
  .map(([params, indexName]) => ({ indexName, ...params }));
const multiBody: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: fc.array(queryRequest, { minLength: 1, maxLength: 4 }).map((requests) => ({ requests })) },
  { weight: 1, arbitrary: fc.array(queryRequest, { minLength: 51, maxLength: 120 }).map((requests) => ({ requests })) }, // over MAX_REQUESTS
  { weight: 1, arbitrary: fc.array(wrong, { maxLength: 3 }).map((requests) => ({ requests })) },
  { weight: 1, arbitrary: wrong.map((requests) => ({ requests })) },
  { weight: 1, arbitrary: wrong },
);

// DocSearch records for write batches: valid, or with one field wrong.
const record = fc
  .tuple(
    fc.record({
      objectID: fc.oneof(fc.constantFrom('a', 'b', 'c'), ascii(10)),
      url: fc.constant('https://craft.js.org/docs/x#y'),
      url_without_anchor: fc.constant('https://craft.js.org/docs/x'),
      anchor: fc.constantFrom('y', null),
      content: fc.oneof(fc.constant(null), text),
      type: fc.constantFrom('lvl1', 'lvl2', 'content'),
      hierarchy: fc.record({
        lvl0: text,
        lvl1: text,
        lvl2: fc.constant(null),
        lvl3: fc.constant(null),
        lvl4: fc.constant(null),
        lvl5: fc.constant(null),
        lvl6: fc.constant(null),
      }),
      language: fc.constant('en'),
      docusaurus_tag: fc.constant('docs-default-current'),
      weight: fc.record({ pageRank: fc.nat(10), level: fc.nat(100), position: fc.nat(100) }),
    }),
    sometimes(
      fc.tuple(
        fc.constantFrom('objectID', 'url', 'anchor', 'content', 'type', 'hierarchy', 'weight', 'language'),
        wrong,
      ),
      3,
    ),
  )
  .map(([value, mutation]) => (mutation ? { ...value, [mutation[0]]: mutation[1] } : value));
const batchBody = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.record({
          action: fc.oneof(
            fc.constantFrom('addObject', 'updateObject', 'deleteObject', 'clear', 'delete', 'partialUpdateObject'),
            wrong,
          ),
          body: fc.oneof(record, wrong),
        }),
        { maxLength: 5 },
      )
      .map((requests) => ({ requests })),
  },
  { weight: 1, arbitrary: wrong.map((requests) => ({ requests })) },
  { weight: 1, arbitrary: wrong },
);
const operationBody = fc.oneof(
  fc.record(
    {
      operation: fc.oneof(fc.constantFrom('copy', 'move'), wrong),
      destination: fc.oneof(fc.constantFrom(...SCRATCH), wrong),
      scope: fc.oneof(fc.constant(undefined), fc.constant(['settings']), wrong),
    },
    { requiredKeys: ['operation', 'destination'] },
  ),
  wrong,
);
// Settings: the relevance ones with valid values, each sometimes replaced by a wrong one.
const settingsValues = fc.record(
  {
    removeWordsIfNoResults: fc.constantFrom('none', 'lastWords', 'firstWords', 'allOptional'),
    optionalWords: fc.oneof(
      fc.array(fc.constantFrom('node', 'hook', 'the'), { maxLength: 3 }),
      fc.constant('node hook'),
    ),
    ignorePlurals: fc.oneof(fc.boolean(), fc.constant(['en'])),
    removeStopWords: fc.oneof(fc.boolean(), fc.constant(['en'])),
    queryLanguages: fc.constant(['en']),
    advancedSyntax: fc.boolean(),
    ranking: fc.shuffledSubarray(['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom']),
    distinct: fc.oneof(fc.boolean(), fc.nat(4)),
    attributeForDistinct: fc.constantFrom('url_without_anchor', 'url'),
    searchableAttributes: fc.constant(['unordered(hierarchy.lvl1)', 'content']),
    customRanking: fc.constant(['desc(weight.pageRank)']),
    hitsPerPage: fc.integer({ min: 1, max: 1000 }),
  },
  { requiredKeys: [] },
);
const settingsBody = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        settingsValues,
        sometimes(
          fc.tuple(
            fc.constantFrom(
              'removeWordsIfNoResults',
              'optionalWords',
              'ignorePlurals',
              'ranking',
              'distinct',
              'hitsPerPage',
              'x',
            ),
            wrong,
          ),
          2,
        ),
      )
      .map(([value, mutation]) => (mutation ? { ...value, [mutation[0]]: mutation[1] } : value)),
  },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.constantFrom('searchableAttributes', 'attributesForFaceting', 'customRanking', 'hitsPerPage', 'x'),
      wrong,
      { maxKeys: 3 },
    ),
  },
  { weight: 1, arbitrary: wrong },
);

// Synonyms of each type, valid or with one field wrong; batches of them; synonym searches.
const words = fc.array(fc.oneof(fc.constantFrom('node', 'component', 'hook', 'drag'), text), {
  minLength: 1,
  maxLength: 4,
});
const synonym = fc
  .tuple(
    fc.oneof(
      fc.record({ objectID: fc.constantFrom('s1', 's2', 's3'), type: fc.constant('synonym'), synonyms: words }),
      fc.record({
        objectID: fc.constantFrom('s1', 's2', 's3'),
        type: fc.constantFrom('onewaysynonym', 'oneWaySynonym'),
        input: text,
        synonyms: words,
      }),
      fc.record({
        objectID: fc.constantFrom('s1', 's2', 's3'),
        type: fc.constantFrom('altcorrection1', 'altcorrection2', 'altCorrection1'),
        word: text,
        corrections: words,
      }),
      fc.record({
        objectID: fc.constantFrom('s1', 's2', 's3'),
        type: fc.constant('placeholder'),
        placeholder: fc.constant('<n>'),
        replacements: words,
      }),
    ),
    sometimes(
      fc.tuple(
        fc.constantFrom('objectID', 'type', 'synonyms', 'input', 'word', 'corrections', 'placeholder', 'replacements'),
        wrong,
      ),
      3,
    ),
  )
  .map(([value, mutation]) => (mutation ? { ...value, [mutation[0]]: mutation[1] } : value));
const synonymBatchBody = fc.oneof(
  { weight: 4, arbitrary: fc.array(synonym, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.array(wrong, { maxLength: 3 }) },
  { weight: 1, arbitrary: wrong },
);
const synonymBody = fc.oneof({ weight: 4, arbitrary: synonym }, { weight: 1, arbitrary: wrong });
const synonymSearchBody = fc.oneof(
  fc.record(
    {
      query: fc.oneof(fc.constantFrom('node', ''), text),
      type: fc.oneof(fc.constantFrom('synonym', 'onewaysynonym', 'oneWaySynonym'), wrong),
      page: fc.oneof(fc.nat(3), wrong),
      hitsPerPage: fc.oneof(fc.integer({ min: 1, max: 1000 }), wrong),
    },
    { requiredKeys: [] },
  ),
  wrong,
);
const synonymID = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('s1', 's2', 's3') },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '..', '%2F', 'batch', 'search', 'clear', '') },
);
const synonymFlags = fc.constantFrom(
  '',
  'replaceExistingSynonyms=true',
  'forwardToReplicas=false',
  'replaceExistingSynonyms=maybe',
  'forwardToReplicas=1',
);

/** Body text: JSON (mostly), truncated JSON, not JSON, deep nesting, random bytes, gzip. */
const serialise = (value: fc.Arbitrary<unknown>): fc.Arbitrary<string | Buffer> =>
  fc.oneof(
    { weight: 24, arbitrary: value.map((v) => JSON.stringify(v) ?? 'undefined') },
    {
      weight: 2,
      arbitrary: fc.tuple(value, fc.nat()).map(([v, n]) => {
        const json = JSON.stringify(v) ?? '';
        return json.slice(0, n % (json.length + 1));
      }),
    },
    { weight: 1, arbitrary: value.map((v) => `\ufeff${JSON.stringify(v, null, 2)}`) },
    { weight: 1, arbitrary: text },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        'null',
        '[]',
        '{}',
        '{"requests":[]',
        '{"requests":[{}]}',
        `${'['.repeat(30_000)}${']'.repeat(30_000)}`,
        `{"requests":${'['.repeat(40_000)}`,
      ),
    },
  );

interface Credentials {
  query: string;
  headers: Record<string, string>;
  admin: boolean;
}
// `admin` whenever the admin key is sent, however it was drawn, so writes keep off the served index.
const creds = (appId: string, apiKey: string, where: 'query' | 'headers', admin = apiKey === ADMIN_KEY): Credentials =>
  where === 'query'
    ? {
        query: `x-algolia-application-id=${encodeURIComponent(appId)}&x-algolia-api-key=${encodeURIComponent(apiKey)}`,
        headers: {},
        admin,
      }
    : { query: '', headers: { 'x-algolia-application-id': appId, 'x-algolia-api-key': apiKey }, admin };
const credentials: fc.Arbitrary<Credentials> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom<'query' | 'headers'>('query', 'headers').map((where) => creds(APP_ID, API_KEY, where)),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom<'query' | 'headers'>('query', 'headers').map((where) => creds(APP_ID, ADMIN_KEY, where)),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.oneof(fc.constant(APP_ID), ascii()),
        fc.oneof(fc.constantFrom(API_KEY, ADMIN_KEY, ''), ascii()),
        fc.constantFrom<'query' | 'headers'>('query', 'headers'),
      )
      .map(([a, k, w]) => creds(a, k, w)),
  },
  { weight: 1, arbitrary: fc.constant<Credentials>({ query: '', headers: {}, admin: false }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        'x-algolia-application-id=%zz&x-algolia-api-key=%',
        `x-algolia-api-key=${API_KEY}&x-algolia-api-key=${ADMIN_KEY}`,
        `X-Algolia-Application-Id=${APP_ID}`,
        'x-algolia-application-id&x-algolia-api-key',
      )
      .map((query) => ({ query, headers: {}, admin: false })),
  },
);

// Mostly what clients send (the browser client: text/plain); sometimes anything, even invalid.
const contentType = fc.option(
  fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom('text/plain', 'application/json', 'text/plain;charset=UTF-8') },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        'application/json; charset=utf-8',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        'text/html',
        '*/*',
        '',
        ';;;',
        'application/octet-stream',
      ),
    },
    { weight: 1, arbitrary: ascii() },
  ),
  { freq: 6 },
);
const contentEncoding = sometimes(fc.constantFrom('gzip', 'gzip', 'br', 'deflate', 'identity', 'x-unknown'), 12);
const extraHeaders = fc.record(
  {
    accept: fc.oneof(fc.constantFrom('text/html', 'application/json', '*/*', ''), ascii()),
    'accept-encoding': fc.oneof(
      fc.constantFrom('gzip', 'br', 'deflate', 'gzip, br', 'identity', '*;q=0', 'gzip;q=x'),
      ascii(),
    ),
    origin: fc.constantFrom('http://other.test', 'null', '*'),
    'x-algolia-agent': ascii(),
    range: fc.constantFrom('bytes=0-10', 'bytes=-1', 'bytes=9999999-', 'bytes=a-b'),
    'if-none-match': fc.constantFrom('*', '"x"', 'W/"y"'),
  },
  { requiredKeys: [] },
);

const method = fc.oneof(
  { weight: 12, arbitrary: fc.constant('POST') },
  { weight: 3, arbitrary: fc.constantFrom(...METHODS) },
);
/** Index names as raw path segments: ours, scratch ones, broken encodings, traversal, long, unicode. */
const indexSegment = fc.oneof(
  { weight: 8, arbitrary: fc.constant(INDEX_NAME) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '%',
      '%zz',
      '%2e%2e',
      '..',
      '.',
      '%2F',
      '%00',
      '*',
      '%2A',
      'a%2Fb',
      '%E0%A4%A',
      '%252e',
      '..%5c..%5csecret.txt',
      'craftjs-docs%20',
      '#x',
      'a'.repeat(150),
      '',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.stringMatching(/^[!-.0-~]{1,20}$/) }, // printable, no '/'
);
const pathVariant = fc.oneof(
  { weight: 12, arbitrary: fc.constant('') },
  { weight: 2, arbitrary: fc.constantFrom('/', '//', '/..', '/%2e%2e', '?', '#', '\\') },
);
const withQuery = (path: string, extra: string, query: string) =>
  query || extra ? `${path}?${[query, extra].filter(Boolean).join('&')}` : path;
const extraQuery = fc.oneof(
  { weight: 5, arbitrary: fc.constant('') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('page=%zz', '%', 'a=%00', 'x-algolia-agent=Algolia%20for%20JavaScript', '&&&'),
  },
);

const search: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method,
    creds: credentials,
    type: contentType,
    encoding: contentEncoding,
    headers: extraHeaders,
    single: fc.boolean(),
    index: indexSegment,
    variant: pathVariant,
    extra: extraQuery,
    multi: serialise(multiBody),
    params: serialise(mutatedParams),
  })
  .map((r) => {
    const path = (r.single ? `/1/indexes/${r.index}/query` : '/1/indexes/*/queries') + r.variant;
    const headers: Record<string, string> = { ...r.headers, ...r.creds.headers };
    if (r.type !== null) headers['content-type'] = r.type;
    if (r.encoding !== null) headers['content-encoding'] = r.encoding;
    const body = r.single ? r.params : r.multi;
    return {
      kind: 'search' as const,
      method: r.method,
      path: withQuery(path, r.extra, r.creds.query),
      headers,
      body: gzipWhenAsked(headers, body),
    };
  });

/** Bodies labelled gzip are gzipped half the time and left plain (a decoding error) otherwise. */
function gzipWhenAsked(headers: Record<string, string>, body: string | Buffer): string | Buffer {
  if (headers['content-encoding'] !== 'gzip' || typeof body !== 'string') return body;
  return body.length % 2 === 0 ? zlib.gzipSync(body) : body;
}

const write: fc.Arbitrary<FuzzRequest> = fc
  .record({
    creds: credentials,
    route: fc.constantFrom(
      'batch',
      'operation',
      'task',
      'delete',
      'settings',
      'getSettings',
      'saveSynonyms',
      'saveSynonym',
      'getSynonym',
      'deleteSynonym',
      'searchSynonyms',
      'clearSynonyms',
    ),
    method: sometimes(fc.constantFrom(...METHODS), 4),
    index: indexSegment,
    scratch: fc.constantFrom(...SCRATCH),
    task: fc.oneof(
      fc.nat().map(String),
      fc.constantFrom('-1', '1e999', 'abc', '%zz', '9'.repeat(400), '0x10', '%2e%2e'),
    ),
    type: contentType,
    variant: pathVariant,
    batch: serialise(batchBody),
    operation: serialise(operationBody),
    settings: serialise(settingsBody),
    synonyms: serialise(synonymBatchBody),
    synonym: serialise(synonymBody),
    synonymSearch: serialise(synonymSearchBody),
    synonymID,
    flags: synonymFlags,
  })
  .map((r) => {
    // With the admin key, writes only touch scratch indexes, so the final search still has its index.
    const index = r.creds.admin ? r.scratch : r.index;
    const [defaultMethod, suffix, body] = {
      batch: ['POST', '/batch', r.batch],
      operation: ['POST', '/operation', r.operation],
      task: ['GET', `/task/${r.task}`, undefined],
      delete: ['DELETE', '', undefined],
      settings: ['PUT', '/settings', r.settings],
      getSettings: ['GET', '/settings', undefined],
      saveSynonyms: ['POST', '/synonyms/batch', r.synonyms],
      saveSynonym: ['PUT', `/synonyms/${r.synonymID}`, r.synonym],
      getSynonym: ['GET', `/synonyms/${r.synonymID}`, undefined],
      deleteSynonym: ['DELETE', `/synonyms/${r.synonymID}`, undefined],
      searchSynonyms: ['POST', '/synonyms/search', r.synonymSearch],
      clearSynonyms: ['POST', '/synonyms/clear', undefined],
    }[r.route] as [string, string, string | Buffer | undefined];
    const headers: Record<string, string> = { ...r.creds.headers };
    if (r.type !== null) headers['content-type'] = r.type;
    const variant = r.creds.admin ? '' : r.variant;
    const flags = suffix.startsWith('/synonyms') ? r.flags : '';
    return {
      kind: 'write' as const,
      method: r.method ?? defaultMethod,
      path: withQuery(`/1/indexes/${index}${suffix}${variant}`, flags, r.creds.query),
      headers,
      body,
    };
  });

const otherApi: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.constantFrom(...METHODS),
    path: fc.constantFrom(
      '/1/',
      '/1',
      '/1/keys',
      '/1/indexes',
      '/1/indexes/',
      '/1/../secret.txt',
      '/1/%2e%2e/%2e%2e/secret.txt',
      '/1/indexes/%2e%2e%2f%2e%2e%2fsecret.txt/query',
      '/1/indexes/x/y/z/w',
      '/1/%zz',
      '/1/%',
      `/1/${'a'.repeat(300)}`,
      '/1/indexes/*/queries/../../../secret.txt',
      '/1\\..\\secret.txt',
    ),
    creds: credentials,
  })
  .map((r) => ({
    kind: 'api' as const,
    method: r.method,
    path: withQuery(r.path, '', r.creds.query),
    headers: r.creds.headers,
  }));

/** Static paths built from traversal pieces, aimed at ../secret.txt, ../secret(.html) and ../site-secret/. */
const staticPiece = fc.constantFrom(
  '..',
  '%2e%2e',
  '.%2e',
  '%2e.',
  '%252e%252e',
  '..%2f',
  '..%5c',
  '..\\',
  '%2f',
  '%5c',
  '%00',
  '.',
  '',
  'secret.txt',
  'secret',
  'secret.html',
  'site-secret',
  'site',
  'docs',
  'api',
  'useNode',
  'index.html',
  '404.html',
  'search-index.json',
  'assets',
  'js',
  'main.abc123.js',
  'secret.txt%00.html',
  '%2e%2e%2fsecret.txt',
  'etc',
  'passwd',
);
/** Well-formed climbs out of the build folder (one to three levels) to each sentinel. */
const traversal = fc
  .tuple(
    fc.array(fc.constantFrom('..', '%2e%2e', '.%2e', '%2e.', '%252e%252e', '..%00'), { minLength: 1, maxLength: 3 }),
    fc.constantFrom('/', '\\', '%2f', '%2F', '%5c', '%5C', '//'),
    fc.constantFrom(
      'secret.txt',
      'secret',
      'secret.html',
      'site-secret/',
      'site-secret/secret',
      'site-secret/secret.html',
      'site-secret%2fsecret',
      'site-secret/index.html',
    ),
    fc.constantFrom('', '/docs', '/docs/api', '/assets/js'),
  )
  .map(([ups, sep, target, from]) => `${from}/${ups.join(sep)}${sep}${target}`);
const staticPath = fc.oneof(
  { weight: 4, arbitrary: traversal },
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.array(staticPiece, { minLength: 1, maxLength: 8 }), fc.constantFrom('/', '/', '/', '\\', '%2f', '%5c'))
      .map(([pieces, sep]) => `/${pieces.join(sep)}`),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '/',
      DOC_PAGE,
      `${DOC_PAGE}.html`,
      `${DOC_PAGE}/`,
      '/docs/api/',
      '/404-missing',
      '/index.html',
      '/search-index.json',
      '/assets/js/main.abc123.js',
      '//secret.txt',
      '/./secret.txt',
      '/site-secret/',
      '/%2e%2e/site-secret/',
      '/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    ),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^\/[!-~]{0,40}$/) },
);
const staticRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.oneof(
      { weight: 4, arbitrary: fc.constant('GET') },
      { weight: 2, arbitrary: fc.constantFrom(...METHODS) },
    ),
    path: staticPath,
    headers: extraHeaders,
    query: sometimes(fc.constantFrom('a=1', '%zz', 'x=../secret.txt'), 4),
  })
  .map((r) => {
    return {
      kind: 'static' as const,
      method: r.method,
      path: r.query ? `${r.path}?${r.query}` : r.path,
      headers: r.headers,
    };
  });

/** Oversized bodies (over the 100 KiB search limit): rare, as each one costs a real upload. */
const oversized: fc.Arbitrary<FuzzRequest> = fc
  .record({ search: search, size: fc.integer({ min: 100 * 1024 + 1, max: 300 * 1024 }) })
  .map(({ search, size }) => {
    const headers = { ...search.headers };
    delete headers['content-encoding'];
    return {
      ...search,
      method: 'POST',
      headers,
      body: JSON.stringify({ requests: [{ indexName: INDEX_NAME, query: 'x'.repeat(size) }] }),
    };
  });

/** 20 KB of gzip that inflates to 20 MB: the body limits must count inflated bytes. */
let bomb: Buffer | undefined;
const gzipBomb: fc.Arbitrary<FuzzRequest> = fc.record({ search, write }).chain(({ search, write }) =>
  fc.constantFrom(search, write).map((request) => {
    bomb ??= zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024, ' '));
    return {
      ...request,
      method: 'POST',
      headers: { ...request.headers, 'content-type': 'text/plain', 'content-encoding': 'gzip' },
      body: bomb,
    };
  }),
);

export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(
  { weight: 1000, arbitrary: search },
  { weight: 500, arbitrary: write },
  { weight: 100, arbitrary: otherApi },
  { weight: 500, arbitrary: staticRequest },
  { weight: 2, arbitrary: oversized },
  { weight: 1, arbitrary: gzipBomb },
);
