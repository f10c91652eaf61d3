import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { loadFirestore } from './firestore';

/**
 * How far past this machine's clock a scheduled unpublish time must be for the query to ask for
 * it. firestore.rules lets visitors read only what is live at the server's time, and a query is
 * allowed only when its filters prove that for every answer: `unpublish_at > t` proves
 * `unpublish_at > request.time` only when t is not before the server's time, so t is taken a
 * minute ahead (a slower clock, the request's own latency). A post due to unpublish within that
 * minute leaves the lists up to a minute early; publishScheduledContent runs every minute anyway.
 */
export const CLOCK_MARGIN_MS = 60_000;

/**
 * The live documents of a public collection (published, no publish time still to come, no
 * unpublish time passed), with the equality filters in `where` (e.g. a slug) and at most `max`.
 * The filters are the ones firestore.rules can prove its live test from: `is_published == true`,
 * `publish_at == null` (the scheduled function clears it when it publishes) and `unpublish_at`
 * null or later than now. No ordering: the callers sort (an ordered query with these filters
 * would need an index per order). If this machine's clock is more than the margin behind the
 * server's, the rules refuse the time filter; the documents without an unpublish time are then
 * answered alone rather than none.
 */
export async function queryLive(
  name: string,
  where: Readonly<Record<string, string>> = {},
  max?: number,
): Promise<Array<QueryDocumentSnapshot<DocumentData>>> {
  const { db, sdk } = await loadFirestore();
  const live = [
    ...Object.entries(where).map(([field, value]) => sdk.where(field, '==', value)),
    sdk.where('is_published', '==', true),
    sdk.where('publish_at', '==', null),
  ];
  const ask = async (unpublish: ReturnType<typeof sdk.where> | ReturnType<typeof sdk.or>) => {
    const filtered = sdk.query(sdk.collection(db, name), sdk.and(...live, unpublish));
    return (await sdk.getDocs(max === undefined ? filtered : sdk.query(filtered, sdk.limit(max)))).docs;
  };
  const notScheduledToEnd = sdk.where('unpublish_at', '==', null);
  try {
    return await ask(
      sdk.or(notScheduledToEnd, sdk.where('unpublish_at', '>', sdk.Timestamp.fromMillis(Date.now() + CLOCK_MARGIN_MS))),
    );
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'permission-denied') throw error;
    return ask(notScheduledToEnd);
  }
}

/** Newest first by `key`; equal keys by id, last first (as Firestore orders a descending sort). */
export function newestFirst<T extends { id: string }>(items: T[], key: (item: T) => string | number): T[] {
  return [...items].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    if (ka !== kb) return ka < kb ? 1 : -1;
    return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
  });
}
