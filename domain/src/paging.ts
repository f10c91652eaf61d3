/**
 * A public list shown in pages of a fixed size at `?page=N` (the blog list, the case studies):
 * the page an address asks for and the slice of the list it shows.
 */

/** The address parameter of a list's page (`?page=2`). */
export const PAGE_PARAM = 'page';

/** A `?page=` value: 1 when absent, the page number, or 'invalid' for anything else (0, -1, 'x', 1.5). */
export function parseListPage(raw: string | null | undefined): number | 'invalid' {
  if (raw === null || raw === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 'invalid';
}

/** One page of a list. */
export interface ListPage<T> {
  /** The items of the page asked for (none when it is beyond the last page). */
  items: T[];
  page: number;
  /** Pages the list has (at least 1, so an empty list is page 1 of 1). */
  pageCount: number;
  /** Items over every page. */
  total: number;
}

/** Page `page` (from 1) of `items` in pages of `pageSize`. */
export function listPage<T>(items: readonly T[], page: number, pageSize: number): ListPage<T> {
  const start = (page - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page,
    pageCount: Math.max(1, Math.ceil(items.length / pageSize)),
    total: items.length,
  };
}

/**
 * Newest first by `key`; equal keys by id, last first (as Firestore orders a descending sort), so
 * pages never overlap.
 */
export function newestFirst<T extends { id: string }>(items: readonly T[], key: (item: T) => string | number): T[] {
  return [...items].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    if (ka !== kb) return ka < kb ? 1 : -1;
    return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
  });
}
