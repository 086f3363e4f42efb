/**
 * The DocSearch 3.9 modal as Docusaurus's theme sets it up (navigation through the router, result
 * URLs made relative, contextual facet filters, 'See all {count} results' footer), plus our client
 * (src/search/client.ts: hosts, timeouts, host cache) and the no-results 'Let us know.' link. Loaded
 * only when the reader shows intent to search (index.tsx), so none of it weighs on a page's first load.
 */
import React, { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchModal } from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import { createSearchClient } from '@site/src/search/client';
import { useSearchByAlgolia } from '@site/src/search/branding';
import { searchIndexUrl } from '@site/src/search/indexUrl';
import { missingResultsUrl } from '@site/src/search/missingResults';

type ModalProps = React.ComponentProps<typeof DocSearchModal>;
type Client = ReturnType<typeof createSearchClient>;
type Item = Parameters<NonNullable<ModalProps['transformItems']>>[0][number];

/** The theme's `algolia` settings merged with the navbar item's props. */
export type DocSearchProps = Omit<ModalProps, 'onClose' | 'initialScrollY' | 'initialQuery'> & {
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath?: string | false;
};

export interface SearchModalProps {
  container: HTMLElement;
  initialQuery: string | undefined;
  onClose: () => void;
  docSearchProps: DocSearchProps;
}

type ModalTranslations = NonNullable<typeof translations.modal> & {
  noResultsScreen?: Record<string, string | undefined>;
};
/**
 * The no-results title is DocSearch 3's 'No results for'; the theme's translation table carries
 * DocSearch 4's 'No results found for', so that one entry is put back.
 */
const baseModalTranslations = translations.modal as ModalTranslations;
const modalTranslations = {
  ...baseModalTranslations,
  noResultsScreen: { ...baseModalTranslations.noResultsScreen, noResultsText: 'No results for' },
};

/**
 * A result, navigating through the router like the theme's Link but without its viewport prefetch:
 * every keystroke renders new results, and each Link would start an IntersectionObserver and
 * prefetch its page. A modified click (new tab, new window) stays the browser's.
 */
function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }): ReactNode {
  const history = useHistory();
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(hit.url);
  };
  return (
    <a href={hit.url} onClick={onClick}>
      {children}
    </a>
  );
}

function ResultsFooter({
  state,
  onClose,
}: {
  state: { query: string; context: Record<string, unknown> };
  onClose: () => void;
}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{ count: state.context.nbHits as number }}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

export default function SearchModal({ container, initialQuery, onClose, docSearchProps }: SearchModalProps): ReactNode {
  const { externalUrlRegex, contextualSearch, ...props } = docSearchProps;
  const { siteMetadata, siteConfig } = useDocusaurusContext();
  const indexUrl = searchIndexUrl(siteConfig.baseUrl);
  // DocSearch's footer always shows "Search by Algolia"; it is true only when Algolia answers.
  const searchByAlgolia = useSearchByAlgolia();
  useLayoutEffect(() => {
    container.classList.toggle('search-by-own-engine', !searchByAlgolia);
  }, [container, searchByAlgolia]);
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  // The theme's useAlgoliaAskAi would give this placeholder with DocSearch 3, but it reads DocSearch's
  // version through an alias to the package's UMD build: a second copy of DocSearch in this chunk.
  const placeholder = translations.modal?.searchBox?.placeholderText || props.placeholder;

  // Results on other domains cannot go through the router.
  const [navigator] = useState(() => ({
    navigate({ itemUrl }: { itemUrl: string }) {
      if (isRegexpStringMatch(externalUrlRegex, itemUrl)) window.location.href = itemUrl;
      else history.push(itemUrl);
    },
  }));
  const [transformItems] = useState(
    () => (items: Item[]) =>
      props.transformItems
        ? props.transformItems(items)
        : items.map((item) => ({ ...item, url: processSearchResultUrl(item.url) })),
  );
  // DocSearch memoises its client on this function: keep it stable.
  const transformSearchClient = useCallback(
    (_docSearchClient: Client): Client => {
      const client = createSearchClient(props.appId, props.apiKey, indexUrl);
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return client;
    },
    [props.appId, props.apiKey, indexUrl, siteMetadata.docusaurusVersion],
  );
  const resultsFooterComponent = useMemo(
    () =>
      ({ state }: { state: { query: string; context: Record<string, unknown> } }) => (
        <ResultsFooter state={state} onClose={onClose} />
      ),
    [onClose],
  );
  const configFacetFilters = (props.searchParameters?.facetFilters ?? []) as never;
  const searchParameters = {
    ...props.searchParameters,
    facetFilters: contextualSearch
      ? mergeFacetFilters(contextualFacetFilters as never, configFacetFilters)
      : configFacetFilters,
  };

  return createPortal(
    <DocSearchModal
      onClose={onClose}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      navigator={navigator}
      transformItems={transformItems}
      hitComponent={Hit as never}
      {...(props.searchPagePath ? { resultsFooterComponent: resultsFooterComponent as never } : {})}
      placeholder={placeholder}
      {...props}
      // DocSearch's prop is typed against its own bundled client type; the shape is the same.
      transformSearchClient={transformSearchClient as never}
      getMissingResultsUrl={missingResultsUrl}
      translations={modalTranslations as never}
      searchParameters={searchParameters as never}
    />,
    container,
  );
}
