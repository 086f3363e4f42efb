/* eslint-disable jsx-a11y/no-autofocus */

/*
 * The theme's /search page (ejected from @docusaurus/theme-search-algolia 3.10), changed where our
 * site needs it: our search client (and its warm-up for the browser worker), one main landmark around
 * the whole page, a loading status with words, the modal's error when every search host is down,
 * Algolia's mark only when Algolia answers, and a description of its own. The version selector is
 * dropped: this site has one docs version.
 */

import React, { type ReactNode, useEffect, useReducer, useRef, useState } from 'react';
import clsx from 'clsx';

import algoliaSearchHelper from 'algoliasearch-helper';
import { createSearchClient } from '../../search/client';
import { warmUpSearch } from '../../search/warmUp';
import { useSearchByAlgolia } from '../../search/branding';
import { searchIndexUrl } from '../../search/indexUrl';

import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import {
  HtmlClassNameProvider,
  PageMetadata,
  useEvent,
  usePluralForm,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAlgoliaThemeConfig, useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './styles.module.css';
import AlgoliaLogo from './AlgoliaLogo';
import { INITIAL_RESULTS, reduceResults, type ResultDispatcher, type ResultDispatcherState } from './results';

// Very simple pluralization: probably good enough for now
function useDocumentsFoundPlural() {
  const { selectMessage } = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          description:
            'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
          message: 'One document found|{count} documents found',
        },
        { count },
      ),
    );
}

/**
 * The `docusaurus_tag` of each docs plugin's one version, for contextual search. The theme's version
 * selector is gone: this site has one docs version. A second one stops the build here, so the selector
 * can be brought back with it.
 */
function useDocsVersionTags(): string[] {
  return Object.entries(useAllDocsData()).map(([pluginId, { versions }]) => {
    if (versions.length > 1)
      throw new Error(`src/theme/SearchPage has no version selector, but docs plugin "${pluginId}" has versions`);
    return `docs-${pluginId}-${versions[0]!.name}`;
  });
}

function getSearchPageTitle(searchQuery: string | undefined): string {
  return searchQuery
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {
          query: searchQuery,
        },
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
}

function SearchPageContent(): ReactNode {
  const {
    i18n: { currentLocale },
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  const searchByAlgolia = useSearchByAlgolia();
  const {
    algolia: { appId, apiKey, indexName, contextualSearch },
  } = useAlgoliaThemeConfig();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const documentsFoundPlural = useDocumentsFoundPlural();

  const docsVersionTags = useDocsVersionTags();
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  const pageTitle = getSearchPageTitle(searchQuery);

  const [searchResultState, searchResultStateDispatcher] = useReducer(
    (state: ResultDispatcherState, action: ResultDispatcher) => reduceResults(state, action, searchQuery),
    INITIAL_RESULTS,
  );

  // respect settings from the theme config for facets
  const disjunctiveFacets = contextualSearch ? ['language', 'docusaurus_tag'] : [];

  // Our client: the hosts and timeouts the modal uses, and the hosts it found down.
  const algoliaClient = createSearchClient(appId, apiKey, searchIndexUrl(baseUrl));
  const algoliaHelper = algoliaSearchHelper(algoliaClient, indexName, {
    // eslint-disable-next-line @typescript-eslint/ban-ts-comment
    // @ts-ignore: why errors happens after upgrading to TS 5.5 ?
    hitsPerPage: 15,
    advancedSyntax: true,
    disjunctiveFacets,
  });

  algoliaHelper.on('result', ({ results: { query, hits, page, nbHits, nbPages } }) => {
    if (query === '' || !Array.isArray(hits)) {
      searchResultStateDispatcher({ type: 'reset' });
      return;
    }

    const sanitizeValue = (value: string) =>
      value.replace(/algolia-docsearch-suggestion--highlight/g, 'search-result-match');

    const items = hits.map(
      ({
        url,
        _highlightResult: { hierarchy },
        _snippetResult: snippet = {},
      }: {
        url: string;
        _highlightResult: { hierarchy: { [key: string]: { value: string } } };
        _snippetResult: { content?: { value: string } };
      }) => {
        const titles = Object.keys(hierarchy).map((key) => sanitizeValue(hierarchy[key]!.value));
        return {
          title: titles.pop()!,
          url: processSearchResultUrl(url),
          summary: snippet.content ? `${sanitizeValue(snippet.content.value)}...` : '',
          breadcrumbs: titles,
        };
      },
    );

    searchResultStateDispatcher({
      type: 'update',
      value: {
        items,
        query,
        totalResults: nbHits,
        totalPages: nbPages,
        lastPage: page,
        hasMore: nbPages > page + 1,
        loading: false,
      },
    });
  });

  // Without a listener the helper would throw its `error` event as an unhandled rejection.
  algoliaHelper.on('error', () => {
    searchResultStateDispatcher({ type: 'error', value: { query: algoliaHelper.state.query ?? '' } });
  });

  const [loaderRef, setLoaderRef] = useState<HTMLDivElement | null>(null);
  const prevY = useRef(0);
  const observer = useRef(
    ExecutionEnvironment.canUseIntersectionObserver &&
      new IntersectionObserver(
        // The observer reads the ref when it fires, after render; the rule cannot see that.
        // eslint-disable-next-line react-hooks/refs
        (entries) => {
          const {
            isIntersecting,
            boundingClientRect: { y: currentY },
          } = entries[0]!;

          if (isIntersecting && prevY.current > currentY) {
            searchResultStateDispatcher({ type: 'advance' });
          }

          prevY.current = currentY;
        },
        { threshold: 1 },
      ),
  );

  const makeSearch = useEvent((page: number = 0) => {
    if (contextualSearch) {
      algoliaHelper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
      algoliaHelper.addDisjunctiveFacetRefinement('language', currentLocale);

      for (const tag of docsVersionTags) algoliaHelper.addDisjunctiveFacetRefinement('docusaurus_tag', tag);
    }

    algoliaHelper.setQuery(searchQuery).setPage(page).search();
  });

  const warmUp = useEvent(() => warmUpSearch({ appId, apiKey, indexName, indexUrl: searchIndexUrl(baseUrl) }));

  useEffect(() => {
    if (!loaderRef) {
      return undefined;
    }
    const currentObserver = observer.current;
    if (currentObserver) {
      currentObserver.observe(loaderRef);
      return () => currentObserver.unobserve(loaderRef);
    }
    return () => true;
  }, [loaderRef]);

  useEffect(() => {
    searchResultStateDispatcher({ type: 'reset' });

    if (searchQuery) {
      searchResultStateDispatcher({ type: 'loading' });
      // Ahead of the search below: on a static host, the worker loads the index meanwhile.
      warmUp();

      setTimeout(() => {
        makeSearch();
      }, 300);
    }
  }, [searchQuery, makeSearch, warmUp]);

  useEffect(() => {
    if (!searchResultState.lastPage || searchResultState.lastPage === 0) {
      return;
    }

    makeSearch(searchResultState.lastPage);
  }, [makeSearch, searchResultState.lastPage]);

  return (
    <Layout>
      <PageMetadata title={pageTitle} />

      <Head>
        {/*
         We should not index search pages
          See https://github.com/facebook/docusaurus/pull/3233
        */}
        <meta property="robots" content="noindex, follow" />
        {/* Lighthouse SEO audit "meta-description": a description in our own words, in the static HTML. */}
        <meta
          name="description"
          content="Search every page of the craft.js documentation: concepts, guides, and each API member by name."
        />
      </Head>

      {/* The page's main landmark (axe best practice): the theme put <main> around the results only. */}
      <main className="container margin-vert--lg">
        <Heading as="h1">{pageTitle}</Heading>

        <form className="row" onSubmit={(e) => e.preventDefault()}>
          <div className={clsx('col', 'col--12', styles.searchQueryColumn)}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({
                id: 'theme.SearchPage.inputPlaceholder',
                message: 'Type your search here',
                description: 'The placeholder for search page input',
              })}
              aria-label={translate({
                id: 'theme.SearchPage.inputLabel',
                message: 'Search',
                description: 'The ARIA label for search page input',
              })}
              onChange={(e) => setSearchQuery(e.target.value)}
              value={searchQuery}
              autoComplete="off"
              autoFocus
            />
          </div>
        </form>

        <div className="row">
          <div className={clsx('col', 'col--8', styles.searchResultsColumn)}>
            {!!searchResultState.totalResults && documentsFoundPlural(searchResultState.totalResults)}
          </div>

          {/* Algolia's mark only when Algolia answers; our service and the browser worker are not Algolia. */}
          <div className={clsx('col', 'col--4', styles.searchLogoColumn)}>
            {searchByAlgolia && (
              <>
                <span>
                  {translate({
                    id: 'theme.SearchPage.algoliaLabel',
                    message: 'Powered by',
                    description: 'The text explain that the search powered by Algolia',
                  })}
                </span>
                <Link
                  to="https://www.algolia.com/"
                  aria-label={translate({
                    id: 'theme.SearchPage.algoliaLabel',
                    message: 'Powered by Algolia',
                    description: 'The description label for Algolia mention',
                  })}
                >
                  <AlgoliaLogo />
                </Link>
              </>
            )}
          </div>
        </div>

        {searchResultState.items.length > 0 ? (
          <div>
            {searchResultState.items.map(({ title, url, summary, breadcrumbs }, i) => (
              <article key={i} className={styles.searchResultItem}>
                <Heading as="h2" className={styles.searchResultItemHeading}>
                  <Link to={url} dangerouslySetInnerHTML={{ __html: title }} />
                </Heading>

                {breadcrumbs.length > 0 && (
                  // Plain text, not links: a <div>, as a <nav> per result made one unnamed landmark each.
                  <div>
                    <ul className={clsx('breadcrumbs', styles.searchResultItemPath)}>
                      {breadcrumbs.map((html, index) => (
                        <li
                          key={index}
                          className="breadcrumbs__item"
                          // Developer provided the HTML, so assume it's safe.
                          dangerouslySetInnerHTML={{ __html: html }}
                        />
                      ))}
                    </ul>
                  </div>
                )}

                {summary && (
                  <p
                    className={styles.searchResultItemSummary}
                    // Developer provided the HTML, so assume it's safe.
                    dangerouslySetInnerHTML={{ __html: summary }}
                  />
                )}
              </article>
            ))}
          </div>
        ) : searchResultState.error ? (
          // The modal's error screen, in the same words.
          <div role="alert" className={styles.searchError}>
            <p className={styles.searchErrorTitle}>Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
          </div>
        ) : (
          [
            searchQuery && !searchResultState.loading && (
              <p key="no-results">
                <Translate id="theme.SearchPage.noResultsText" description="The paragraph for empty search result">
                  No results were found
                </Translate>
              </p>
            ),
            !!searchResultState.loading && (
              <div key="spinner" role="status" className={styles.loadingStatus}>
                <div className={styles.loadingSpinner} aria-hidden="true" />
                <p>Loading results…</p>
              </div>
            ),
          ]
        )}

        {searchResultState.hasMore && (
          <div className={styles.loader} ref={setLoaderRef}>
            <Translate
              id="theme.SearchPage.fetchingNewResults"
              description="The paragraph for fetching new search results"
            >
              Fetching new results...
            </Translate>
          </div>
        )}
      </main>
    </Layout>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
