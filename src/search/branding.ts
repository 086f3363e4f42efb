import { usePluginData } from '@docusaurus/useGlobalData';

/**
 * True when the build pointed search at Algolia itself (real credentials, no SEARCH_HOSTS): only
 * then may the modal and the /search page show Algolia's mark. Our service and the browser worker
 * answer without it.
 */
export function useSearchByAlgolia(): boolean {
  const data = usePluginData('craftjs-search') as { searchByAlgolia?: boolean } | undefined;
  return data?.searchByAlgolia === true;
}
