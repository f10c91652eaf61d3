import type { AppConfig } from '@app/platform';
import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { loadFirestore } from './firestore';

/**
 * How far past this machine's clock a scheduled unpublish time must be for a query to ask for it,
 * tried in turn. firestore.rules lets visitors read only what is live at the server's time, and a
 * query is allowed only when its filters prove that of every answer: `unpublish_at > t` proves
 * `unpublish_at > request.time` only when t is not before the server's time. A clock that agrees
 * with Firestore's (the page renderer's) needs only the request's latency, so a fifth of a second
 * comes first and unpublishing stays exact to that; a browser whose clock is behind is refused and
 * asks again with a minute (a post due to unpublish within it leaves its lists that much early),
 * then, if even that is refused, for the documents without an unpublish time only.
 */
export const CLOCK_MARGINS_MS = [200, 60_000] as const;

/**
 * The live documents of a public collection (published, no publish time still to come, no
 * unpublish time passed), with the equality filters in `where` (e.g. a slug) and at most `max`.
 * The filters are the ones firestore.rules can prove its live test from: `is_published == true`,
 * `publish_at == null` (the scheduled function clears it when it publishes) and `unpublish_at`
 * null or later than now (see CLOCK_MARGINS_MS). No ordering: the callers sort (an ordered query
 * with these filters would need an index per order).
 */
export async function queryLive(
  name: string,
  where: Readonly<Record<string, string>> = {},
  max?: number,
  config?: AppConfig,
): Promise<Array<QueryDocumentSnapshot<DocumentData>>> {
  const { db, sdk } = await loadFirestore(config);
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
  for (const margin of CLOCK_MARGINS_MS) {
    try {
      const later = sdk.where('unpublish_at', '>', sdk.Timestamp.fromMillis(Date.now() + margin));
      return await ask(sdk.or(notScheduledToEnd, later));
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'permission-denied') throw error;
    }
  }
  return ask(notScheduledToEnd);
}
