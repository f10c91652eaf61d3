import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BACKUP_DELAY_MS,
  backupKey,
  backupOf,
  type DraftBackup,
  differsFrom,
  dropExpiredBackups,
  handOver,
  heldBy,
  laterOf,
  readBackup,
  removeBackup,
  restoredValues,
  storedChangedSince,
  takeHandedOver,
  withLater,
  writeBackup,
} from './draftBackup';
import { canTellOpen, holdWhileOpen, isOpen, whenClosed } from './editorLocks';

/**
 * Where an editor backs up what is typed and not saved (draftBackup.ts): its address, the account
 * typing (null while none is signed in), and whether the session has ended (asked as the editor
 * unmounts: then what is typed is handed over to the editor at this address, else leaving the
 * editor in the console drops its backup, as the leave guard says).
 */
export interface KeepTypedAt {
  address: string;
  owner: string | null;
  sessionEnded: () => boolean;
}

/**
 * What the editor says of its backup (draftBackup.ts): `handedOver` what was typed before the session
 * ended is back; `typedWhileOffered` what was typed while the backup offered waited for an answer
 * (before the tab closed) is back, the backup still offered; `otherTabClosed` the other tab whose
 * backup this one yielded to closed without saving, its backup now offered here beside what was typed
 * here; `restored` the backup staff chose is back, `restoredOverNewer` over a version saved since;
 * `discarded` staff threw it away. Each until the next save.
 */
export type BackupNotice =
  | 'handedOver'
  | 'typedWhileOffered'
  | 'otherTabClosed'
  | 'restored'
  | 'restoredOverNewer'
  | 'discarded';

/**
 * Why this editor backs up nothing: the backup at its address is another editor's, open in another
 * tab. `open` that editor was open with its unsaved changes backed up when this one opened (its
 * backup is not offered here while it is: restoring it made two tabs write the same work); `typed`
 * that editor wrote it after this one opened or last wrote.
 */
export type BackupElsewhere = 'open' | 'typed';

/** A backup found as the editor opened, which differs from what is stored: staff restore or discard it. */
export interface BackupOffer {
  backup: DraftBackup;
  /** The stored item was saved since the backup's editor opened it (someone else, or another tab). */
  storedChanged: boolean;
}

/** What the backup reads of its editor, as last rendered. */
export interface BackedUpEditor<D> {
  /** The editor shows the item (read, or new): typing can be backed up. */
  ready: boolean;
  /** The stored values as opened or last saved: what a backup is the difference from. */
  initial: D;
  /** The values as typed. */
  draft: D;
  /** `draft` differs from `initial`. */
  dirty: boolean;
  /** Puts values into the editor (a backup given back), unsaved. */
  setDraft: (values: D) => void;
  /**
   * What was given back at once was typed over a version saved since (by someone else, or another
   * tab): the editor asks which to keep (its conflict dialog).
   */
  typedOverNewer?: () => void;
}

/**
 * The editor's backup of what is typed and not saved (draftBackup.ts), for one editor: written a
 * short while after typing stops and when the page is hidden; what this account left at this
 * address given back (`open`) or offered (Restore / Discard); gone with a save (`saved`) or a leave;
 * handed over when the session ends while the editor is open.
 *
 * Nothing typed is lost without a word, and a backup goes only by staff's choice:
 * - While a found backup waits for an answer, what is typed is written beside it in the same record
 *   (`later`), never over it. Opened again, the editor is as it was left: the backup offered again,
 *   what was typed meanwhile back in the fields (`typedWhileOffered`). Leaving the editor in the
 *   console ("If you leave now, they are lost") drops that typing and keeps the backup, unanswered.
 * - Two tabs of one account on one item share one record. A tab never overwrites (or removes) a
 *   backup another tab's editor wrote after this one opened or last wrote: it stops backing up and
 *   says so (`elsewhere`), as soon as the browser's `storage` event tells it, else at its next write;
 *   once that backup is gone (saved or discarded there), it backs up again.
 * - Nor is a backup offered while the editor that wrote it is still open in another tab (its lock
 *   held, editorLocks.ts): this one says so and backs up nothing. Once that editor closes without
 *   saving, its backup is what it left, and this one takes it over: offered as if opened now, or,
 *   when something is typed here already, offered beside it (Restore puts its fields over what is
 *   typed, Discard keeps what is typed).
 */
export function useDraftBackup<D extends object>(keepAt: KeepTypedAt | undefined, editor: BackedUpEditor<D>) {
  const { ready, initial, draft, dirty, setDraft, typedOverNewer } = editor;
  /** What the editor says of its backup, until the next save. */
  const [notice, setNotice] = useState<BackupNotice | null>(null);
  /** A backup that differs from what is stored, found as the editor opened: restore or discard. */
  const [offer, setOffer] = useState<BackupOffer | null>(null);
  const offerRef = useRef(offer);
  offerRef.current = offer;
  /** The browser refused the last backup (its storage full): said, so nobody counts on it. */
  const [failed, setFailed] = useState(false);
  /** Another tab's editor backs up this item: this one does not write over it, and says so. */
  const [elsewhere, setElsewhere] = useState<BackupElsewhere | null>(null);
  const elsewhereRef = useRef(elsewhere);
  elsewhereRef.current = elsewhere;
  /** This editor's id in the backups it writes (`writer`), and the name of the lock it holds while open. */
  const [tab] = useState(() => crypto.randomUUID());
  /** When this editor opened or last wrote its backup: another tab's written after it is not overwritten. */
  const knownAt = useRef(Date.now());
  /** The other editor whose backup was here when this one opened, still open then: this one yields to it. */
  const yieldTo = useRef<string | null>(null);
  /** Other editors known to have closed (their lock released): what they left is no longer theirs. */
  const closedEditors = useRef(new Set<string>());
  /** The other editors whose closing this one waits for, each with what stops the wait. */
  const watched = useRef(new Map<string, AbortController>());
  /**
   * The writer of the backup found as the editor opened, while asking whether it is still open:
   * nothing is written or removed here until the answer.
   */
  const asking = useRef<string | null>(null);
  /** The editor has closed: an answer arriving later changes nothing. */
  const closed = useRef(false);
  /** The item is stored (not new), as `open` was told: a backup can only be over a newer version then. */
  const itemStored = useRef(false);
  const typedOverNewerRef = useRef(typedOverNewer);
  typedOverNewerRef.current = typedOverNewer;
  /** The stored values as opened, as last rendered: what a backup is the difference from. */
  const initialRef = useRef(initial);
  initialRef.current = initial;
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const setDraftRef = useRef(setDraft);
  setDraftRef.current = setDraft;
  const keepRef = useRef(keepAt);
  keepRef.current = keepAt;
  /**
   * The account typing: the first signed in while the editor is open, kept for when the session has
   * ended. Another account's session in this editor (a sign-in elsewhere that replaced it) backs up nothing.
   */
  const ownerRef = useRef<string | null>(null);
  if (keepAt?.owner && ownerRef.current === null) ownerRef.current = keepAt.owner;
  /**
   * When the changes a backup of this editor holds began (draftBackup.ts `since`): its opening, or
   * the `since` of a backup it gave back, and again at each save (the saved item names its images).
   */
  const sinceRef = useRef(Date.now());
  /** This editor wrote a backup (so leaving it in the console removes it). */
  const wroteRef = useRef(false);
  /** A backup is due (typing stopped less than {@link BACKUP_DELAY_MS} ago). */
  const duePending = useRef(false);
  /** The backup of what is typed now, against the stored values as opened; null when nothing differs. */
  const currentBackup = useCallback((): DraftBackup | null => {
    const where = keepRef.current;
    const owner = ownerRef.current;
    if (!where || !owner) return null;
    return backupOf(
      { owner, address: where.address, since: sinceRef.current },
      initialRef.current as Record<string, unknown>,
      draftRef.current as Record<string, unknown>,
    );
  }, []);
  /**
   * The other editor whose backup is at this address, still its to keep (it has not closed): written
   * after this one opened or last wrote, or the one this editor yields to; else null.
   */
  const otherWriter = useCallback((): string | null => {
    const where = keepRef.current;
    const owner = ownerRef.current;
    if (!where || !owner) return null;
    const writer = readBackup(owner, where.address)?.writer;
    if (!writer || writer.tab === tab || closedEditors.current.has(writer.tab)) return null;
    const yielding = writer.tab === yieldTo.current || writer.tab === asking.current;
    return writer.at > knownAt.current || yielding ? writer.tab : null;
  }, [tab]);
  const writtenElsewhere = useCallback(() => otherWriter() !== null, [otherWriter]);
  /** Writes `backup` as this editor's; false when the storage refused it. */
  const write = useCallback(
    (backup: DraftBackup): boolean => {
      const at = Date.now();
      const written = writeBackup({ ...backup, writer: { tab, at } });
      if (written) knownAt.current = at;
      return written;
    },
    [tab],
  );
  /** Stops backing up for the other editor `writer` and says why, until it has closed (below). */
  const standAsideRef = useRef<(writer: string, why: BackupElsewhere) => void>(() => {});
  /**
   * Writes this editor's backup now, while its account is signed in: what is typed, beside the found
   * backup while that waits for an answer; nothing unsaved and none waiting, it is removed. Never
   * over another tab's written later: then this editor says it backs up nothing.
   */
  const backUpNow = useCallback(() => {
    // Still asking whether the backup found is another open editor's: due once the answer is in.
    if (asking.current !== null) return;
    duePending.current = false;
    const where = keepRef.current;
    const owner = ownerRef.current;
    if (!where || !owner || where.owner !== owner) return;
    const other = otherWriter();
    if (other) {
      standAsideRef.current(other, 'typed');
      return;
    }
    const typed = currentBackup();
    const found = offerRef.current?.backup;
    const backup = found ? withLater(found, typed) : typed;
    if (backup) {
      wroteRef.current = true;
      setFailed(!write(backup));
    } else {
      removeBackup(owner, where.address);
      setFailed(false);
    }
  }, [currentBackup, otherWriter, write]);
  /** Removes this editor's backup (saved, or left as lost), unless another tab's written later is there now. */
  const removeOwn = useCallback(() => {
    const where = keepRef.current;
    const owner = ownerRef.current;
    if (where && owner && !writtenElsewhere()) removeBackup(owner, where.address);
  }, [writtenElsewhere]);

  /**
   * Gives back what `found` holds, against the stored values `stored`: a backup still offered when
   * its editor closed comes back offered, and what was typed while it waited comes back in the
   * fields, as that editor left them. Without one, what was handed over (`handed`) is given back at
   * once, and a backup found is offered. Given back over a version saved since (by someone else),
   * the editor asks which to keep (`typedOverNewer`).
   */
  const give = useCallback((stored: D, found: DraftBackup, handed: boolean) => {
    const where = keepRef.current;
    if (!where?.owner) return;
    const { later: _typed, ...backup } = found;
    let offered = (found.later || !handed) && differsFrom(stored, backup) ? backup : null;
    const laterTyped = found.later ? laterOf(found) : handed ? found : null;
    let typed = laterTyped && (handed || differsFrom(stored, laterTyped)) ? laterTyped : null;
    // The backup offered is what is stored now: what was typed while it waited is offered instead.
    if (!offered && typed && !handed) [offered, typed] = [typed, null];
    if (!offered && !typed) {
      removeBackup(where.owner, where.address);
      return;
    }
    const savedItem = itemStored.current;
    if (offered) setOffer({ backup: offered, storedChanged: savedItem && storedChangedSince(stored, offered) });
    if (!typed) return;
    sinceRef.current = Math.min(sinceRef.current, typed.since);
    setDraftRef.current(restoredValues(stored, typed));
    setNotice(handed ? 'handedOver' : 'typedWhileOffered');
    // The record at this address holds what this editor holds now: kept up to date from here.
    wroteRef.current = true;
    // Stored again meanwhile by someone else: the conflict dialog asks which to keep.
    if (savedItem && storedChangedSince(stored, typed)) typedOverNewerRef.current?.();
  }, []);

  /**
   * The backup `found`, left by another editor that has closed (or was never open here), is taken
   * over: given back as if this editor opened now, or, with something typed here already (or a
   * backup offered), offered beside it, as one backup of all that editor held (heldBy).
   */
  const takeOver = useCallback(
    (stored: D, found: DraftBackup) => {
      const where = keepRef.current;
      if (!where?.owner) return;
      knownAt.current = Date.now();
      if (!dirtyRef.current && !offerRef.current) {
        give(stored, found, false);
        return;
      }
      const backup = heldBy(found);
      const offered = differsFrom(stored, backup)
        ? { backup, storedChanged: itemStored.current && storedChangedSince(stored, backup) }
        : null;
      if (offered) {
        sinceRef.current = Math.min(sinceRef.current, backup.since);
        setNotice('otherTabClosed');
      }
      offerRef.current = offered;
      setOffer(offered);
      // From now this editor's record holds it, with what is typed here beside it.
      wroteRef.current = true;
      backUpNow();
    },
    [give, backUpNow],
  );

  /** The other editor `writer` has closed: what it left here is taken over; else as on a storage event. */
  const otherClosed = useCallback(
    (writer: string) => {
      closedEditors.current.add(writer);
      if (yieldTo.current === writer) yieldTo.current = null;
      const where = keepRef.current;
      const owner = ownerRef.current;
      if (!where || !owner) return;
      const found = readBackup(owner, where.address);
      if (found?.writer?.tab === writer) {
        setElsewhere(null);
        takeOver(initialRef.current, found);
        return;
      }
      recheckRef.current();
    },
    [takeOver],
  );

  /** Waits for the other editor `writer` to close (once per editor). */
  const watch = useCallback(
    (writer: string) => {
      if (watched.current.has(writer)) return;
      const stop = new AbortController();
      watched.current.set(writer, stop);
      void whenClosed(writer, stop.signal).then(() => {
        watched.current.delete(writer);
        if (!closed.current) otherClosed(writer);
      });
    },
    [otherClosed],
  );
  standAsideRef.current = (writer, why) => {
    setElsewhere((current) => current ?? why);
    watch(writer);
  };

  /**
   * The backup at this address changed, or the editor this one yielded to closed: another open
   * editor's written later, this one stands aside; gone, or no longer another's, it backs up what it
   * holds again.
   */
  const recheck = useCallback(() => {
    const other = otherWriter();
    if (other) {
      standAsideRef.current(other, 'typed');
    } else if (elsewhereRef.current) {
      setElsewhere(null);
      if (dirtyRef.current || offerRef.current) backUpNow();
    }
  }, [otherWriter, backUpNow]);
  const recheckRef = useRef(recheck);
  recheckRef.current = recheck;

  /**
   * What this account left at this address: handed over by this tab's editor when its session ended
   * (given back at once), else a backup in this browser that differs from `stored` (offered; while
   * the editor that wrote it is still open in another tab, not offered: this one says so and yields
   * to it). `saved`: the item is stored, not new.
   */
  const open = useCallback(
    (stored: D, saved: boolean) => {
      const where = keepRef.current;
      if (!where?.owner) return;
      itemStored.current = saved;
      dropExpiredBackups();
      const handed = takeHandedOver(where.owner, where.address);
      if (handed) {
        give(stored, handed, true);
        return;
      }
      const found = readBackup(where.owner, where.address);
      if (!found) return;
      const writer = found.writer?.tab;
      if (writer === undefined || writer === tab || !canTellOpen()) {
        give(stored, found, false);
        return;
      }
      asking.current = writer;
      void isOpen(writer).then((live) => {
        asking.current = null;
        if (closed.current) return;
        if (live) {
          yieldTo.current = writer;
          standAsideRef.current(writer, 'open');
          return;
        }
        closedEditors.current.add(writer);
        const left = readBackup(where.owner ?? '', where.address);
        if (left) takeOver(stored, left);
        else if (duePending.current) backUpNow();
      });
    },
    [give, takeOver, tab, backUpNow],
  );

  /** The item was saved: its backup goes (a new item's at `…/new`, its address until it moves). */
  const saved = useCallback(() => {
    setNotice(null);
    removeOwn();
    sinceRef.current = Date.now();
    setOffer(null);
    setFailed(false);
  }, [removeOwn]);

  // The backup, a short while after typing stops (while a found backup waits for an answer, beside it).
  const owner = keepAt?.owner ?? null;
  const address = keepAt?.address;
  // biome-ignore lint/correctness/useExhaustiveDependencies: again whenever what is typed, the stored values or the address change
  useEffect(() => {
    if (!ready || !owner) return;
    if (!dirty && !wroteRef.current) return;
    duePending.current = true;
    const timer = setTimeout(backUpNow, BACKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, initial, dirty, ready, offer, owner, address, backUpNow]);

  // The page hidden (the tab closed or switched away from, the laptop closed): a backup still due is
  // written now, since a closed page runs no timer.
  useEffect(() => {
    const flush = () => {
      if (duePending.current) backUpNow();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [backUpNow]);

  // Another tab wrote or removed the backup at this address (the browser says so in every other tab;
  // `key` null: the storage was cleared): written later there, this editor stops writing over it and
  // says so; gone, it backs up what it holds again.
  useEffect(() => {
    if (!owner || address === undefined) return;
    const key = backupKey(owner, address);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === key) recheck();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [owner, address, recheck]);

  // While open, this editor holds the lock that tells other tabs so (editorLocks.ts); closed, it
  // waits for no other editor, and an answer arriving later changes nothing.
  useEffect(() => {
    closed.current = false;
    const release = holdWhileOpen(tab);
    return () => {
      closed.current = true;
      for (const stop of watched.current.values()) stop.abort();
      watched.current.clear();
      release();
    };
  }, [tab]);

  // The editor unmounts. The session ended (signed out in another tab, or its sign-in no longer
  // valid: the guard takes the console to the sign-in page): what was typed is handed over to the
  // editor at this address once the same account has signed in again. Left within the console (a
  // save, which removed it, or Leave, which said the changes are lost): the backup goes. A backup
  // found and not yet answered stays either way, unanswered (what was typed beside it goes with a
  // Leave, and is handed over with it at a session's end). Another tab's written later is left alone.
  useEffect(
    () => () => {
      const where = keepRef.current;
      const who = ownerRef.current;
      if (!where || !who) return;
      const found = offerRef.current?.backup;
      if (where.sessionEnded()) {
        const typed = dirtyRef.current ? currentBackup() : null;
        const backup = found ? withLater(found, typed) : typed;
        if (typed && backup) handOver({ ...backup, writer: { tab, at: Date.now() } }, !writtenElsewhere());
        return;
      }
      if (found) {
        if (wroteRef.current && !writtenElsewhere()) write(found);
      } else if (dirtyRef.current || wroteRef.current) removeOwn();
    },
    [currentBackup, tab, writtenElsewhere, write, removeOwn],
  );

  /**
   * Puts the backup found back into the editor, unsaved: its fields over what the editor holds (the
   * stored values, and anything typed in other fields while the offer waited).
   */
  const restore = useCallback(() => {
    const found = offerRef.current;
    if (!found) return;
    setOffer(null);
    sinceRef.current = Math.min(sinceRef.current, found.backup.since);
    setDraftRef.current(restoredValues(draftRef.current, found.backup));
    setNotice(found.storedChanged ? 'restoredOverNewer' : 'restored');
  }, []);

  /**
   * Throws the backup found away: the stored values stay in the editor, with anything typed while
   * it waited (backed up from here, alone).
   */
  const discard = useCallback(() => {
    const found = offerRef.current;
    if (!found) return;
    setOffer(null);
    removeOwn();
    setNotice('discarded');
  }, [removeOwn]);

  return {
    /** What the editor says of its backup (given back, restored, discarded), until the next save. */
    notice,
    /** A backup found that differs from what is stored, to restore or discard. */
    offer,
    restore,
    discard,
    /** The browser refused the last backup: the changes are not backed up. */
    failed,
    /** Another tab of this browser backs up this item (and why): what is typed here is not backed up. */
    elsewhere,
    open,
    saved,
  };
}
