/**
 * The public lists' pages as the server answers them (domain/src/listApi.ts: `/api/blog`,
 * `/api/case-studies`, the function contentList), for the browser once the apps run: the page it
 * shows, where reading the lists' indexes from Firestore would be every entry (some 1.9 MB of blog
 * cards, 343 KB of case-study entries plus ten stories, at 1,000 of each). Same origin, cached by
 * Hosting's CDN. The server's render reads Firestore itself.
 */

/** The server refused the request (a 4xx): asking again would not help. */
export class ListRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ListRefused';
  }
}

/**
 * A 404 that carries its list's page: the page asked for is beyond the last (the list page's
 * 404), and the answer holds the counts the list renders its "no such page" from.
 */
function isPageBeyondLast(status: number, body: unknown): boolean {
  if (status !== 404 || typeof body !== 'object' || body === null) return false;
  const { page, pageCount } = body as { page?: unknown; pageCount?: unknown };
  return typeof page === 'number' && typeof pageCount === 'number' && page > pageCount;
}

/**
 * The JSON the server answers at `address` (a path and query): the page, also when it is beyond
 * the last (a 404 with the page's counts, which the list shows as its 404 page, as the server's
 * render does), without the answer's `error`. Any other 4xx is a {@link ListRefused} with the
 * server's reason, anything else not OK an Error; `what` names the list in both.
 */
export async function fetchListPage(address: string, what: string): Promise<unknown> {
  const response = await fetch(address, { headers: { Accept: 'application/json' } });
  if (response.ok) return response.json();
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  if (isPageBeyondLast(response.status, body)) {
    const { error: _message, ...page } = body as Record<string, unknown>;
    return page;
  }
  throw failureOf(response, body, what);
}

/** A {@link ListRefused} for a 4xx answer, else an Error, with the server's reason (`body.error`). */
function failureOf(response: Response, body: { error?: unknown } | null, what: string): Error {
  const reason = typeof body?.error === 'string' ? body.error : response.statusText;
  const message = `${what} answered ${response.status}: ${reason}`;
  return response.status < 500 ? new ListRefused(message, response.status) : new Error(message);
}

/**
 * A published post as the server answers it (`/api/blog/<slug>`, domain/src/listApi.ts), or null
 * for its 404 (no live post has the slug); any other answer but 200 fails as a list's does.
 */
export async function fetchPostJson(address: string, what: string): Promise<unknown> {
  const response = await fetch(address, { headers: { Accept: 'application/json' } });
  if (response.ok) return response.json();
  if (response.status === 404) return null;
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  throw failureOf(response, body, what);
}

/** A refused request is not asked again; another failure up to three times (TanStack Query's `retry`). */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  return !(error instanceof ListRefused) && failures < 3;
}
