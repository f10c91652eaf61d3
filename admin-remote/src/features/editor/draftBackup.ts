import { textFingerprint } from '@app/domain';
import { readStaffHint } from '../auth/staffHint';

/**
 * The editor's backup of what staff typed and have not saved, in this browser (localStorage), per
 * account and per editor address, so a closed tab, a crash or a flat battery loses nothing: the
 * editor writes it a short while after typing stops ({@link BACKUP_DELAY_MS}) and when the page is
 * hidden, and offers it back when that account opens that address again and it differs from what
 * is stored. It goes when the item is saved, when staff discard it or leave the editor saying so
 * ("If you leave now, they are lost"), and when the account signs out with Logout (`dropBackups`:
 * a shared computer keeps nothing for the next person).
 *
 * The same backup is what an editor hands over when its session ends while it is open (signed out
 * in another tab, the sign-in no longer valid): held in this tab's memory (`handOver`) for the
 * editor at the same address to give back at once, without asking, once the same account has
 * signed in again. After an explicit Logout in another tab it is held only there, never written to
 * the browser's storage: memory goes with the tab. (This replaces `keptDraft.ts`, which kept it in
 * sessionStorage: one record, one format and one read for both.)
 *
 * While a backup found waits for an answer, what its editor holds is written beside it (`later`),
 * never over it; and a tab never writes over another tab's backup written after it opened (`writer`):
 * both rules are useDraftBackup.ts's.
 *
 * Small and bounded: only the fields that differ from the stored item (at most the form's limits:
 * a post at every limit is some 150,000 characters, see draftBackup.test.ts), each backup kept
 * {@link BACKUP_MAX_AGE_MS} at most, and a write the storage refuses (its quota) changes nothing
 * else: no other backup is evicted for it, and the editor says the changes are not backed up.
 */

/** How long after the last keystroke the backup is written. */
export const BACKUP_DELAY_MS = 1_000;

/**
 * How long a backup is offered, counted from `since`: 7 days, the grace the daily sweep gives an
 * image no saved item names (SWEEP_GRACE_MS, functions/src/images/sweep.ts). An image in a backup was
 * uploaded in its editor, after `since`, so no backup offered names an upload the sweep has deleted.
 */
export const BACKUP_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const PREFIX = 'admin.draftBackup:';

type Values = Readonly<Record<string, unknown>>;

export interface DraftBackup {
  /** The uid of the account that typed it: another account gets nothing. */
  owner: string;
  /** The editor's address (`/admin/blog/post-1/edit`, `/admin/blog/new`), as the router gives it (no `/sv`). */
  address: string;
  /** When it was written (ms since the epoch). */
  at: number;
  /**
   * When the changes it holds began: the editor's opening, or the `since` of a backup it gave back,
   * whichever is earlier (ms). Any image it names was uploaded after it.
   */
  since: number;
  /** The fingerprint of the stored values the editor had opened ({@link fingerprint}): whether they changed since. */
  stored: string;
  /** The typed values of the fields that differ from the stored ones. */
  fields: Record<string, unknown>;
  /**
   * The editor that last wrote it (a random id each time an editor opens) and when (ms): a tab never
   * overwrites a backup another tab's editor wrote after it opened (useDraftBackup.ts). Absent in
   * backups written before it was kept.
   */
  writer?: { tab: string; at: number };
  /**
   * What was typed in the editor that offered this backup while the offer waited for an answer: kept
   * beside it, never over it, so that neither is lost when the tab closes before staff answer.
   */
  later?: LaterTyping;
}

/** What an editor held while a found backup waited for an answer: its own `at`, `since`, `stored` and `fields`. */
type LaterTyping = Pick<DraftBackup, 'at' | 'since' | 'stored' | 'fields'>;

/** The storage key of `owner`'s backup at `address` (a `storage` event names it when another tab writes it). */
export const backupKey = (owner: string, address: string) => `${PREFIX}${owner}:${address}`;

function isTyping(value: unknown): value is LaterTyping {
  if (typeof value !== 'object' || value === null) return false;
  const { at, since, stored, fields } = value as Record<string, unknown>;
  return (
    typeof at === 'number' &&
    typeof since === 'number' &&
    typeof stored === 'string' &&
    typeof fields === 'object' &&
    fields !== null
  );
}

function isBackup(value: unknown): value is DraftBackup {
  if (!isTyping(value)) return false;
  const { owner, address, writer, later } = value as unknown as Record<string, unknown>;
  return (
    typeof owner === 'string' &&
    typeof address === 'string' &&
    (writer === undefined || isWriter(writer)) &&
    (later === undefined || isTyping(later))
  );
}

function isWriter(value: unknown): value is DraftBackup['writer'] {
  if (typeof value !== 'object' || value === null) return false;
  const { tab, at } = value as Record<string, unknown>;
  return typeof tab === 'string' && typeof at === 'number';
}

/** The backup found with what was typed while it was offered (`typed`, none when nothing differs) beside it. */
export function withLater(found: DraftBackup, typed: DraftBackup | null): DraftBackup {
  const { later: _replaced, ...backup } = found;
  if (!typed) return backup;
  const { at, since, stored, fields } = typed;
  return { ...backup, later: { at, since, stored, fields } };
}

/** What was typed while the backup was offered, as a backup of its own; null when there is none. */
export function laterOf(backup: DraftBackup): DraftBackup | null {
  if (!backup.later) return null;
  const { later, ...rest } = backup;
  return { ...rest, ...later };
}

/**
 * What the editor that wrote `backup` held, as one backup: what was typed there while the backup
 * waited for an answer (`later`) over the backup's own fields, `since` the earlier of the two. For an
 * editor that takes over the backup of another tab closed meanwhile while holding typing of its own
 * (useDraftBackup.ts): the record keeps two things, the backup offered and what is typed beside it,
 * so that tab's two become the one offered.
 */
export function heldBy(backup: DraftBackup): DraftBackup {
  const typed = laterOf(backup);
  const { later: _typed, ...own } = backup;
  if (!typed) return own;
  return { ...typed, since: Math.min(own.since, typed.since), fields: { ...own.fields, ...typed.fields } };
}

/**
 * A fingerprint of an item's stored values (as the editor's form holds them: flat strings and
 * booleans): the domain's text fingerprint (cyrb53, 14 hex digits) of their JSON, keys sorted.
 * Synchronous, as it must be in `pagehide` and as the editor unmounts, where Web Crypto's digest (a
 * promise) comes too late, and quick: 0.7 ms for a post's values of 206,000 characters (median of
 * 30 runs in Node on the 2-core build machine; 2.6 ms the first, cold). Not a secret, only a change
 * detector: two stored versions sharing one fingerprint (a chance of one in 2^53) would only leave
 * "saved again since" unsaid.
 */
export function fingerprint(values: object): string {
  return textFingerprint(JSON.stringify(values, Object.keys(values).sort()));
}

/**
 * The backup of `draft` against the stored values `stored`: the fields that differ, and the stored
 * values' fingerprint; null when nothing differs.
 */
export function backupOf(
  where: { owner: string; address: string; since: number },
  stored: Values,
  draft: Values,
  now = Date.now(),
): DraftBackup | null {
  const changed = Object.keys(draft).filter((field) => JSON.stringify(draft[field]) !== JSON.stringify(stored[field]));
  if (changed.length === 0) return null;
  return {
    ...where,
    at: now,
    stored: fingerprint(stored),
    fields: Object.fromEntries(changed.map((field) => [field, draft[field]])),
  };
}

/** Whether the account's session is still this browser's (no Logout since: staffHint.ts). */
const sessionHeld = (owner: string) => readStaffHint()?.uid === owner;

/**
 * Writes the backup. False when the storage refused it (full, or storage turned off): the backup
 * written before for the same editor, if any, stays as it was, and nothing else is touched. Nothing
 * is written for an account this browser no longer holds the session of (a Logout in another tab
 * just now), and any backup of it at this address goes.
 */
export function writeBackup(backup: DraftBackup): boolean {
  try {
    const key = backupKey(backup.owner, backup.address);
    if (!sessionHeld(backup.owner)) {
      localStorage.removeItem(key);
      return true;
    }
    localStorage.setItem(key, JSON.stringify(backup));
    return true;
  } catch {
    return false;
  }
}

/** The backup `owner` has at `address` (none when expired, unreadable, or storage is refused). */
export function readBackup(owner: string, address: string, now = Date.now()): DraftBackup | null {
  try {
    const key = backupKey(owner, address);
    const text = localStorage.getItem(key);
    if (text === null) return null;
    const parsed: unknown = JSON.parse(text);
    if (
      isBackup(parsed) &&
      parsed.owner === owner &&
      parsed.address === address &&
      now - parsed.since < BACKUP_MAX_AGE_MS
    )
      return parsed;
    // Expired, or not a backup (written by another version, or by hand): it goes.
    localStorage.removeItem(key);
    return null;
  } catch {
    return null;
  }
}

/** Removes `owner`'s backup at `address` (saved, discarded, or left as lost). */
export function removeBackup(owner: string, address: string): void {
  try {
    localStorage.removeItem(backupKey(owner, address));
  } catch {
    // Storage refused: nothing could have been written there either.
  }
}

/** The keys of `owner`'s backups (every account's when null). */
function backupKeys(owner: string | null): string[] {
  const prefix = owner === null ? PREFIX : `${PREFIX}${owner}:`;
  const keys: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/** Removes every backup older than {@link BACKUP_MAX_AGE_MS} (or unreadable), of any account. */
export function dropExpiredBackups(now = Date.now()): void {
  try {
    for (const key of backupKeys(null)) {
      const text = localStorage.getItem(key);
      let parsed: unknown = null;
      try {
        parsed = text === null ? null : JSON.parse(text);
      } catch {
        parsed = null;
      }
      if (!isBackup(parsed) || now - parsed.since >= BACKUP_MAX_AGE_MS) localStorage.removeItem(key);
    }
  } catch {
    // Storage refused: it holds no backups.
  }
}

/** What an editor held when its session ended, for the editor at the same address (this tab only). */
let handedOver: DraftBackup | null = null;

/** Logout: every backup of `owner` goes, from this browser and from this tab's memory. */
export function dropBackups(owner: string): void {
  if (handedOver?.owner === owner) handedOver = null;
  try {
    for (const key of backupKeys(owner)) localStorage.removeItem(key);
  } catch {
    // Storage refused: it holds no backups.
  }
}

/**
 * An editor's session ended while it held unsaved changes: held in this tab for the editor at the
 * same address once the same account has signed in again, and written to the browser's storage too
 * (unless `store` is false: another tab's backup is there, or the account signed out with Logout
 * then only this tab holds it, until the tab closes).
 */
export function handOver(backup: DraftBackup, store = true): void {
  handedOver = backup;
  if (store) writeBackup(backup);
}

/** What an editor at `address` handed over for `owner` when its session ended, taken; else null. */
export function takeHandedOver(owner: string, address: string): DraftBackup | null {
  const held = handedOver;
  if (!held || held.owner !== owner || held.address !== address) return null;
  handedOver = null;
  return held;
}

/**
 * The stored values with the backup's fields over them: only fields the stored item has, each of the
 * stored value's type (a backup written by another version of the form gives back what still fits).
 */
export function restoredValues<D extends object>(stored: D, backup: DraftBackup): D {
  const values: Record<string, unknown> = { ...(stored as Values) };
  for (const [field, value] of Object.entries(backup.fields)) {
    if (field in values && typeof value === typeof values[field]) values[field] = value;
  }
  return values as D;
}

/** Whether the backup's fields differ from `stored` (else it holds nothing to give back). */
export function differsFrom(stored: object, backup: DraftBackup): boolean {
  const now = restoredValues(stored, backup) as Values;
  return Object.keys(now).some((field) => JSON.stringify(now[field]) !== JSON.stringify((stored as Values)[field]));
}

/** Whether the stored item was saved since the backup's editor opened it (by anyone: its values differ). */
export function storedChangedSince(stored: object, backup: DraftBackup): boolean {
  return fingerprint(stored) !== backup.stored;
}
