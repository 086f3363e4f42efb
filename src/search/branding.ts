import { usePluginData } from '@docusaurus/useGlobalData';

/**
 * True when the build pointed search at Algolia itself (real credentials, no SEARCH_HOSTS): only
 * then may the modal and the /search page show Algolia's mark. Our service and the browser worker
 * answer without it.
 */
export function useAlgoliaAnswers(): boolean {
  const data = usePluginData('craftjs-search') as { algoliaAnswers?: boolean } | undefined;
  return data?.algoliaAnswers === true;
}
