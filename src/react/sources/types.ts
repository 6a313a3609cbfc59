/** What one page data source gives the page (`data.<name>`, `sources.<name>`), and SWR's options for it. */

/** Status of one source, as `sources.<name>` in expressions. */
export interface SourceStatus {
  loading: boolean;
  /**
   * A further page or a refresh is being fetched: paginated sources only (load more). A single
   * source reports false: reading SWR's `isValidating` would subscribe the page to every
   * background revalidation, a re-render when it starts and one when it ends (on a return to a
   * page with cached data, one per source in the frame before its first paint), even when the
   * answer equals what is shown.
   */
  validating: boolean;
  error: string | null;
  empty: boolean;
  /** Paginated sources only. */
  hasMore: boolean;
  total: number | null;
}

export interface SourceHandle {
  status: SourceStatus;
  data: unknown;
  refresh(): Promise<void>;
  loadMore(): void;
}

export const SWR_OPTIONS = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  dedupingInterval: 2000,
} as const;
