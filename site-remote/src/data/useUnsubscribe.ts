import { isUnsubscribeToken, type UnsubscribeView, unsubscribeQueryKey } from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The subscription an unsubscribe token names (or null when the token does not work). Only the
 * server can read it (the functions check the token and read the lead: visitors read no leads), so
 * the server puts it in the request's cache before the render (../server/pageOutcome.ts) and the
 * browser starts with that; it is never fetched again. A malformed token is looked up as ''.
 */
export const unsubscribeQuery = (token: string | null) =>
  queryOptions({
    queryKey: unsubscribeQueryKey(isUnsubscribeToken(token) ? token : ''),
    queryFn: (): Promise<UnsubscribeView | null> => Promise.resolve(null),
    staleTime: Number.POSITIVE_INFINITY,
  });

export type UnsubscribeResult =
  | { status: 'loading' }
  | { status: 'found'; subscription: UnsubscribeView }
  | { status: 'notFound' };

export function useUnsubscribe(token: string | null): UnsubscribeResult {
  const { data, isPending } = useQuery(unsubscribeQuery(token));
  if (data) return { status: 'found', subscription: data };
  return isPending ? { status: 'loading' } : { status: 'notFound' };
}
