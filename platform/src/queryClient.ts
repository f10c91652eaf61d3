import { QueryClient } from '@tanstack/react-query';

/**
 * How long loaded data counts as fresh: going from the blog list to a post and back within 5
 * minutes fetches nothing again, and the browser never fetches again what the server rendered the
 * page with (TanStack Query's default, 0, would refetch it at once).
 */
export const QUERY_STALE_TIME_MS = 5 * 60_000;

/** How a Date in a page's data travels in the server's JSON to the browser (JSON has no dates). */
const DATE_TAG = '$date';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** `data` with each Date as `{ $date: <ISO time> }` (an invalid one as null), for the server's JSON. */
export function withTaggedDates(data: unknown): unknown {
  if (data instanceof Date) return Number.isNaN(data.getTime()) ? null : { [DATE_TAG]: data.toISOString() };
  if (Array.isArray(data)) return data.map(withTaggedDates);
  if (!isPlainObject(data)) return data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, withTaggedDates(value)]));
}

/** `data` as {@link withTaggedDates} made it, with its Dates again. */
export function withDates(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(withDates);
  if (!isPlainObject(data)) return data;
  const keys = Object.keys(data);
  const time = data[DATE_TAG];
  if (keys.length === 1 && typeof time === 'string') return new Date(time);
  return Object.fromEntries(keys.map((key) => [key, withDates(data[key])]));
}

/**
 * The cache of the pages' reads: one per page in the browser (the shell's bootstrap, started with
 * what the server loaded) and one per request on the server (the shell's renderer). Everything
 * but the freshness is TanStack Query's default, which are the product's numbers: in the browser 3
 * retries with the delay doubling from 1 s up to 30 s, on the server none (a page whose data
 * cannot be read answers 503 at once, and the browser tries again); data no page uses kept for 5
 * minutes. What the server dehydrates keeps its Dates in the browser's cache (withTaggedDates, withDates),
 * so a case study's `created_at` is a Date there as the type says, not the string JSON would make it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS },
      dehydrate: { serializeData: withTaggedDates },
      hydrate: { deserializeData: withDates },
    },
  });
}
