/**
 * What staff typed in an editor when their session ended (signed out in another tab, or the
 * account's sign-in no longer valid): kept in this tab's sessionStorage, for the editor at the same
 * address to give back once the same account has signed in again. One at a time; taken when read.
 */
const STORAGE_KEY = 'admin.keptDraft';

export interface KeptDraft<D> {
  /** The editor's address (`/admin/blog/post-1/edit`, `/admin/blog/new`). */
  address: string;
  /** The uid of the account that typed it: another account signing in gets nothing. */
  owner: string;
  /** The stored values the editor had opened (or last saved), to see whether they changed since. */
  initial: D;
  /** The values as typed. */
  draft: D;
}

export function keepDraft<D>(kept: KeptDraft<D>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused (a private window's quota): nothing kept, as before.
  }
}

/** The draft kept for `address` by `owner`, removed from storage; null when there is none. */
export function takeKeptDraft<D>(address: string, owner: string): KeptDraft<D> | null {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    if (text === null) return null;
    const kept = JSON.parse(text) as Partial<KeptDraft<D>>;
    if (kept.address !== address || kept.owner !== owner || !kept.draft || !kept.initial) return null;
    sessionStorage.removeItem(STORAGE_KEY);
    return kept as KeptDraft<D>;
  } catch {
    return null;
  }
}
