/**
 * How the console's lists are read, into TanStack Query's cache. The posts and case studies are
 * read whole (a list's search covers every document). The lists that grow without bound, the leads
 * inbox and the audit log, are read newest first a page at a time: a page starts after the last
 * document of the one before (a Firestore cursor), so staff can read a list of any length to its
 * end, and what is written meanwhile neither repeats an item nor skips one.
 */
import { infiniteQueryOptions, type QueryKey, queryOptions } from '@tanstack/react-query';
import {
  type DocumentData,
  getDocs,
  limit,
  type Query,
  type QueryDocumentSnapshot,
  query,
  startAfter,
} from 'firebase/firestore/lite';
import { accessStands } from '../features/auth/session';

/** Where the next, older page starts: the last document of the page before. */
export type PageCursor = QueryDocumentSnapshot;

export interface ListPage<T> {
  items: T[];
  /** Where the next page starts; null when this page is the list's last. */
  next: PageCursor | null;
}

/**
 * The `size` items of `list` (a query with its order) after `after`, each read by `read` (a
 * document it cannot read is left out, and does not end the list). One document more is asked
 * for, to know whether an older page exists: a list of exactly 200 shows no button that finds nothing.
 */
export async function readPage<T>(
  list: Query,
  size: number,
  after: PageCursor | null,
  read: (id: string, data: DocumentData) => T | null,
): Promise<ListPage<T>> {
  const constraints = after ? [startAfter(after), limit(size + 1)] : [limit(size + 1)];
  const documents = (await getDocs(query(list, ...constraints))).docs;
  const page = documents.slice(0, size);
  const items = page.map((document) => read(document.id, document.data())).filter((item) => item !== null);
  return { items, next: documents.length > size ? (page.at(-1) ?? null) : null };
}

/**
 * A list is read again each time its screen opens (another member of staff may have changed it;
 * the screen shows what it read before until then) and when staff press Refresh, not each time the
 * window gets focus (TanStack's default: every page read so far, a thousand documents at size,
 * read again on every return to the tab). A read that fails is not tried again (the Firestore SDK
 * retries what a retry can mend): the screen's `failed` is called to say so, once the role has been
 * read again and the access still stands. A read refused because the member's access just went is
 * not a failure to load: the sign-in page or the "no access" page says what happened, alone.
 */
const LIST_READS = { staleTime: 0, refetchOnWindowFocus: false, retry: false } as const;

function saying<T>(read: Promise<T>, failed: () => void): Promise<T> {
  return read.catch(async (error: unknown) => {
    if (await accessStands()) failed();
    throw error;
  });
}

/** The query of a list read whole by `load`. */
export function listQuery<T>(queryKey: QueryKey, load: () => Promise<T[]>, failed: () => void) {
  return queryOptions({ queryKey, queryFn: () => saying(load(), failed), ...LIST_READS });
}

/** The infinite query of a list read a page at a time by `load`. */
export function pagedListQuery<T>(
  queryKey: QueryKey,
  load: (after: PageCursor | null) => Promise<ListPage<T>>,
  failed: () => void,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => saying(load(pageParam), failed),
    initialPageParam: null as PageCursor | null,
    getNextPageParam: (page: ListPage<T>) => page.next,
    ...LIST_READS,
  });
}
