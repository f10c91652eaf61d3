import { readServerData, useServerData } from '@app/platform';
import { useEffect, useState } from 'react';

/**
 * A small cached loader with the usual data-fetching defaults: 3 retries with the delay doubling
 * from 1 s up to 30 s, and results kept for 5 minutes, so going from the blog list to a post and
 * back does not fetch again.
 */
export const queryPolicy = { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000, cacheMs: 5 * 60_000 };

interface CacheEntry {
  data: unknown;
  at: number;
}

const cache = new Map<string, CacheEntry>();
const inFlight = new Map<string, Promise<unknown>>();

/** Whether the cache has taken what the server rendered the page with (once, on first use). */
let seededFromServer = false;

export function clearQueryCache(): void {
  cache.clear();
  inFlight.clear();
  // A cleared cache stays empty: the server's data is for the first render only.
  seededFromServer = true;
}

/**
 * Starts the cache with what the server rendered the page with, so the browser's first render
 * (hydration) shows the same data without asking Firestore again.
 */
export function seedQueryCache(data: Record<string, unknown>): void {
  const at = Date.now();
  for (const [key, value] of Object.entries(data)) cache.set(key, { data: value, at });
}

export function readCache<T>(key: string): T | undefined {
  // The page the server rendered comes with its data: the first render (hydration) uses it. Read
  // on first use, not when this module loads, so importing it has no effect.
  if (!seededFromServer) {
    seededFromServer = true;
    const embedded = readServerData();
    if (embedded) seedQueryCache(embedded.data);
  }
  const entry = cache.get(key);
  if (!entry || Date.now() - entry.at > queryPolicy.cacheMs) return undefined;
  return entry.data as T;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(fetcher: () => Promise<T>, policy = queryPolicy): Promise<T> {
  let attempt = 0;
  for (;;) {
    try {
      return await fetcher();
    } catch (error) {
      if (attempt >= policy.retries) throw error;
      await sleep(Math.min(policy.baseDelayMs * 2 ** attempt, policy.maxDelayMs));
      attempt += 1;
    }
  }
}

function load<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const pending = inFlight.get(key);
  if (pending) return pending as Promise<T>;
  const promise = withRetry(fetcher)
    .then((data) => {
      cache.set(key, { data, at: Date.now() });
      return data;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}

export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Loads `key` once (cached, deduplicated, retried) and re-renders with the outcome. On the server
 * the render waits for the outcome instead (one attempt, fresh for each request).
 */
export function useQuery<T>(key: string, fetcher: () => Promise<T>, initial?: () => T | undefined): QueryState<T> {
  const onServer = useServerData(key, fetcher);
  const [state, setState] = useState<{ key: string; value: QueryState<T> }>(() => {
    const cached = readCache<T>(key) ?? initial?.();
    return { key, value: cached === undefined ? { status: 'loading' } : { status: 'success', data: cached } };
  });

  // The fetcher is read through the key: a new key means a new request.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `fetcher` and `initial` are derived from `key` by the caller.
  useEffect(() => {
    const cached = readCache<T>(key) ?? initial?.();
    if (cached !== undefined) {
      setState({ key, value: { status: 'success', data: cached } });
      return;
    }
    let active = true;
    setState((prev) =>
      prev.key === key && prev.value.status === 'loading' ? prev : { key, value: { status: 'loading' } },
    );
    load(key, fetcher).then(
      (data) => active && setState({ key, value: { status: 'success', data } }),
      (error: unknown) => active && setState({ key, value: { status: 'error', error } }),
    );
    return () => {
      active = false;
    };
  }, [key]);

  if (onServer)
    return onServer.ok ? { status: 'success', data: onServer.data as T } : { status: 'error', error: onServer.error };
  return state.key === key ? state.value : { status: 'loading' };
}
