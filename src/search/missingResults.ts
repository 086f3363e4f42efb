/** "Let us know." on the no-results screen: a new issue on the docs repository, prefilled with the query. */
export const DOCS_REPOSITORY = 'https://github.com/prevwong/craft.js';

export function missingResultsUrl({ query }: { query: string }): string {
  const params = new URLSearchParams({
    title: `Docs search: no results for "${query}"`,
    body: `Searching the documentation for "${query}" returns no results, but it should find:\n\n`,
    labels: 'documentation',
  });
  return `${DOCS_REPOSITORY}/issues/new?${params.toString()}`;
}
