import { isPreviewToken, type PreviewContent, previewQueryKey } from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * A preview link's item (or null when the link does not work). Only the server can read it (with
 * the Admin SDK: visitors may read published content only), so the server puts it in the
 * request's cache before the render (../server/pageOutcome.ts) and the browser starts with that; it is never
 * fetched again. A malformed token is looked up as '' (the server's key for it too).
 */
export const previewQuery = (token: string) =>
  queryOptions({
    queryKey: previewQueryKey(isPreviewToken(token) ? token : ''),
    queryFn: (): Promise<PreviewContent | null> => Promise.resolve(null),
    staleTime: Number.POSITIVE_INFINITY,
  });

export type PreviewResult =
  | { status: 'loading' }
  | { status: 'found'; content: PreviewContent }
  | { status: 'notFound' };

export function usePreview(token: string): PreviewResult {
  const { data, isPending } = useQuery(previewQuery(token));
  if (data) return { status: 'found', content: data };
  return isPending ? { status: 'loading' } : { status: 'notFound' };
}
