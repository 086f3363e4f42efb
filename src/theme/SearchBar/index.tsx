/**
 * The theme's DocSearch SearchBar, unchanged except for two props: the search client gets our hosts
 * and timeouts (src/search/client.ts), and the no-results screen links to a prefilled issue.
 */
import React, { useCallback, type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import { useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { createSearchClient } from '@site/src/search/client';
import { missingResultsUrl } from '@site/src/search/missingResults';
import translations from '@theme/SearchTranslations';
import '@site/src/search/search.css';

type Props = WrapperProps<typeof SearchBarType>;
type ModalTranslations = NonNullable<typeof translations.modal> & {
  noResultsScreen?: Record<string, string | undefined>;
};

/**
 * SPEC §2 words the no-results title 'No results for' (DocSearch 3's own text); the theme's
 * translation table carries DocSearch 4's 'No results found for', so that one entry is put back.
 */
const modal = translations.modal as ModalTranslations;
const searchTranslations = {
  button: translations.button,
  modal: { ...modal, noResultsScreen: { ...modal.noResultsScreen, noResultsText: 'No results for' } },
};
type Client = ReturnType<typeof createSearchClient>;

export default function SearchBarWrapper(props: Props): ReactNode {
  const {
    algolia: { appId, apiKey },
  } = useAlgoliaThemeConfig();
  const { siteMetadata } = useDocusaurusContext();
  // DocSearch memoises its client on this function: keep it stable.
  const transformSearchClient = useCallback(
    (_docSearchClient: Client): Client => {
      const client = createSearchClient(appId, apiKey);
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return client;
    },
    [appId, apiKey, siteMetadata.docusaurusVersion],
  );
  return (
    <SearchBar
      {...props}
      // DocSearch's prop is typed against its own bundled client type; the shape is the same.
      transformSearchClient={transformSearchClient as never}
      getMissingResultsUrl={missingResultsUrl}
      translations={searchTranslations as never}
    />
  );
}
