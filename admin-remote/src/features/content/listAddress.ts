import type { ContentTypeDescriptor } from '@app/domain';

/**
 * The list's search (`?q=`), page (`?page=`) and its filter of drafts ready for review
 * (`?review=1`) in its address; page 1, no search and no filter leave it clean.
 */
export const LIST_PARAMS = { search: 'q', page: 'page', review: 'review' } as const;

/**
 * The router location state a list's Edit and New links carry: the list's address as it stood
 * (`/admin/blog?q=ai&page=41`, inside the router's basename, so the same in /sv/admin/...), for
 * the editor to return to.
 */
export interface ListAddressState {
  listAddress: string;
}

/**
 * Where the editor of `type` goes back to: the list address in the location `state` when it is
 * that type's own list (its path, with a query or none), else the plain list. Location state
 * survives in the tab's history, so anything else (another page, another site, a path that only
 * starts like the list) is ignored rather than followed.
 */
export function returnAddress(type: Pick<ContentTypeDescriptor, 'adminPath'>, state: unknown): string {
  const address =
    typeof state === 'object' && state !== null && 'listAddress' in state
      ? (state as ListAddressState).listAddress
      : null;
  if (typeof address !== 'string' || !address.startsWith(`${type.adminPath}?`)) return type.adminPath;
  // Only the list's own parameters, re-encoded: nothing else rides along.
  const given = new URLSearchParams(address.slice(type.adminPath.length).split('#')[0]);
  const kept = new URLSearchParams();
  for (const name of Object.values(LIST_PARAMS)) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const clean = kept.toString();
  return clean ? `${type.adminPath}?${clean}` : type.adminPath;
}

/**
 * The router location state the editor hands its list after a save: the saved item, whose Edit
 * link the list focuses once it shows it (ContentListPage).
 */
export interface SavedItemState {
  savedId: string;
}

/** The saved item's id in a list's location `state`, or null. */
export function savedItemOf(state: unknown): string | null {
  const id = typeof state === 'object' && state !== null && 'savedId' in state ? state.savedId : null;
  return typeof id === 'string' && id !== '' ? id : null;
}
