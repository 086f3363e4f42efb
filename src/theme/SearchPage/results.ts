/**
 * The /search page's results as the theme's page keeps them: pages of hits appended as the reader
 * scrolls, a loading flag, and (ours) an error when every search host failed. Answers for a query the
 * reader has since changed are dropped.
 */
export type ResultDispatcherState = {
  items: {
    title: string;
    url: string;
    summary: string;
    breadcrumbs: string[];
  }[];
  query: string | null;
  totalResults: number | null;
  totalPages: number | null;
  lastPage: number | null;
  hasMore: boolean | null;
  loading: boolean | null;
  /** Every search host failed for this query. */
  error?: boolean;
};

export type ResultDispatcher =
  | { type: 'reset'; value?: undefined }
  | { type: 'loading'; value?: undefined }
  | { type: 'update'; value: ResultDispatcherState }
  | { type: 'error'; value: { query: string } }
  | { type: 'advance'; value?: undefined };

export const INITIAL_RESULTS: ResultDispatcherState = {
  items: [],
  query: null,
  totalResults: null,
  totalPages: null,
  lastPage: null,
  hasMore: null,
  loading: null,
};

export function reduceResults(
  prevState: ResultDispatcherState,
  data: ResultDispatcher,
  searchQuery: string,
): ResultDispatcherState {
  switch (data.type) {
    case 'reset':
      return INITIAL_RESULTS;
    case 'loading':
      return { ...prevState, loading: true };
    case 'update':
      if (searchQuery !== data.value.query) return prevState;
      return {
        ...data.value,
        items: data.value.lastPage === 0 ? data.value.items : prevState.items.concat(data.value.items),
      };
    case 'error':
      if (searchQuery !== data.value.query) return prevState;
      return { ...INITIAL_RESULTS, query: data.value.query, loading: false, error: true };
    case 'advance': {
      const hasMore = prevState.totalPages! > prevState.lastPage! + 1;
      return { ...prevState, lastPage: hasMore ? prevState.lastPage! + 1 : prevState.lastPage, hasMore };
    }
    default:
      return prevState;
  }
}
