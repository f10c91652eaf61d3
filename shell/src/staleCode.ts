/**
 * Code of a build a deploy replaced. Hosting serves only the released version's files, so once a
 * remote (or the shell) is deployed, the chunks of the build before it are gone: a page whose apps
 * started before the deploy and that then needs a chunk it has not loaded yet (the next page's
 * code, the editor) gets a 404 for it. Reloading the page loads the new build, which names the
 * chunks that exist. It reloads once per address within a minute, so a chunk that is missing
 * from the new build too ends in the part's "could not be loaded" message rather than a loop, and
 * never offline, where the message (check the connection, try again) is the right answer.
 */

const STORAGE_KEY = 'reloaded-for-new-code';

/** How long after reloading an address a further chunk failure there shows the message instead. */
export const RELOAD_GUARD_MS = 60_000;

type PageWindow = Pick<Window, 'navigator' | 'sessionStorage' | 'location'>;

const addressOf = (win: PageWindow) => `${win.location.pathname}${win.location.search}`;

/** The last reload for new code, or null (none, or storage that cannot be read). */
function lastReload(win: PageWindow): { address: string; at: number } | null {
  const stored = win.sessionStorage.getItem(STORAGE_KEY);
  if (!stored) return null;
  const parsed: unknown = JSON.parse(stored);
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { address, at } = parsed as { address?: unknown; at?: unknown };
  return typeof address === 'string' && typeof at === 'number' ? { address, at } : null;
}

/**
 * Whether a chunk of the running code that could not be fetched should reload the page: online,
 * and this address was not reloaded for it within RELOAD_GUARD_MS. False where the session's
 * storage cannot be used: without it a reload could not know it already happened.
 */
export function shouldReloadForNewCode(win: PageWindow = window, now = Date.now()): boolean {
  if (!win.navigator.onLine) return false;
  try {
    const last = lastReload(win);
    return !(last && last.address === addressOf(win) && now - last.at < RELOAD_GUARD_MS);
  } catch {
    return false;
  }
}

/** Reloads the page, noting the address and time for shouldReloadForNewCode. */
export function reloadForNewCode(win: PageWindow = window, now = Date.now()): void {
  try {
    win.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ address: addressOf(win), at: now }));
  } catch {
    return;
  }
  win.location.reload();
}
