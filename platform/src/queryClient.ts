import { QueryClient } from '@tanstack/react-query';

/**
 * How long loaded data counts as fresh: going from the blog list to a post and back within 5
 * minutes fetches nothing again, and the browser never fetches again what the server rendered the
 * page with (TanStack Query's default, 0, would refetch it at once).
 */
export const QUERY_STALE_TIME_MS = 5 * 60_000;

/**
 * The cache of the pages' reads: one per page in the browser (the shell's bootstrap, started with
 * what the server loaded) and one per request on the server (the shell's renderer). Everything
 * but the freshness is TanStack Query's default, which are the product's numbers: in the browser 3
 * retries with the delay doubling from 1 s up to 30 s, on the server none (a page whose data
 * cannot be read answers 503 at once, and the browser tries again); data no page uses kept for 5
 * minutes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: QUERY_STALE_TIME_MS } } });
}
