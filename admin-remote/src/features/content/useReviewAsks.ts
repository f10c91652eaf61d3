import { useQuery } from '@tanstack/react-query';
import { type ReviewAsk, reviewAsksOf } from '../../data/reviewAsks';
import { useRole } from '../auth/session';

const NONE: ReadonlyMap<string, ReviewAsk> = new Map();

/**
 * Who asked for the items `ids` of `collectionName` to be reviewed, and when (data/reviewAsks.ts),
 * for an admin: the audit log it is read from is theirs alone, so a writer gets none. Read again
 * when `readAt` changes (the list or the item read again); none while reading, or when it cannot
 * be read (the mark still shows, without its asker).
 */
export function useReviewAsks(
  collectionName: string,
  ids: readonly string[],
  readAt: number,
): ReadonlyMap<string, ReviewAsk> {
  const isAdmin = useRole() === 'admin';
  const sorted = [...new Set(ids)].sort();
  return (
    useQuery({
      queryKey: ['admin', collectionName, 'reviewAsks', sorted, readAt],
      queryFn: () => reviewAsksOf(collectionName, sorted),
      enabled: isAdmin && sorted.length > 0,
      staleTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
    }).data ?? NONE
  );
}
