/**
 * Whether an editor is still open in some tab of this browser, by the Web Locks API: each open
 * editor holds an exclusive lock named after its id (useDraftBackup.ts's `tab`, the `writer` of the
 * backups it writes), and the browser releases it when that editor closes, or its tab closes or
 * crashes, where no code of its own runs. A backup's writer whose lock is held is an editor still
 * open with that work in it, so another tab does not offer it; once the lock is free, it may.
 *
 * The platform's, not a heartbeat: a heartbeat `at` rewritten every few seconds leaves a crashed
 * tab's backup looking live until it ages, and costs a write every few seconds in every open editor;
 * a lock is released the moment the tab goes. Every browser the console supports has it (Chrome 69,
 * Firefox 96, Safari 15.4); where it is missing (a DOM emulator), no editor counts as open, which is
 * how the editor behaved before it knew.
 */

const PREFIX = 'admin.editor:';

function lockManager(): LockManager | null {
  if (typeof navigator === 'undefined') return null;
  return navigator.locks ?? null;
}

/** Whether this browser can tell which editors are open (it has the Web Locks API). */
export const canTellOpen = () => lockManager() !== null;

/** Holds the lock that says the editor `editor` is open, until the function returned is called. */
export function holdWhileOpen(editor: string): () => void {
  const locks = lockManager();
  let release = () => {};
  if (!locks) return release;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  locks
    .request(PREFIX + editor, () => held)
    .catch(() => {
      // Refused (a document without storage): the editor then counts as closed, as without the API.
    });
  return release;
}

/** Whether the editor `editor` is open in some tab of this browser (false without the API). */
export async function isOpen(editor: string): Promise<boolean> {
  const locks = lockManager();
  if (!locks) return false;
  try {
    const { held = [] } = await locks.query();
    return held.some((lock) => lock.name === PREFIX + editor);
  } catch {
    return false;
  }
}

/**
 * Resolves once the editor `editor` is closed (at once if it is not open); never when `signal` is
 * aborted first, nor without the API (then nothing tells when a tab closes).
 */
export function whenClosed(editor: string, signal: AbortSignal): Promise<void> {
  const locks = lockManager();
  if (!locks) return new Promise(() => {});
  return new Promise((resolve) => {
    // Granted once the open editor let it go; released again at once.
    locks
      .request(PREFIX + editor, { signal }, () => resolve())
      .catch(() => {
        // Aborted: this editor closed first, and no longer asks.
      });
  });
}
