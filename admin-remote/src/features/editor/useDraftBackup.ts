import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BACKUP_DELAY_MS,
  backupKey,
  backupOf,
  type DraftBackup,
  differsFrom,
  dropExpiredBackups,
  handOver,
  laterOf,
  readBackup,
  removeBackup,
  restoredValues,
  storedChangedSince,
  takeHandedOver,
  withLater,
  writeBackup,
} from './draftBackup';

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
 * (before the tab closed) is back, the backup still offered; `restored` the backup staff chose is
 * back, `restoredOverNewer` over a version saved since; `discarded` staff threw it away. Each until
 * the next save.
 */
export type BackupNotice = 'handedOver' | 'typedWhileOffered' | 'restored' | 'restoredOverNewer' | 'discarded';

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
 */
export function useDraftBackup<D extends object>(keepAt: KeepTypedAt | undefined, editor: BackedUpEditor<D>) {
  const { ready, initial, draft, dirty, setDraft } = editor;
  /** What the editor says of its backup, until the next save. */
  const [notice, setNotice] = useState<BackupNotice | null>(null);
  /** A backup that differs from what is stored, found as the editor opened: restore or discard. */
  const [offer, setOffer] = useState<BackupOffer | null>(null);
  const offerRef = useRef(offer);
  offerRef.current = offer;
  /** The browser refused the last backup (its storage full): said, so nobody counts on it. */
  const [failed, setFailed] = useState(false);
  /** Another tab's editor backs up this item: this one does not write over it, and says so. */
  const [elsewhere, setElsewhere] = useState(false);
  const elsewhereRef = useRef(elsewhere);
  elsewhereRef.current = elsewhere;
  /** This editor's id in the backups it writes (`writer`). */
  const [tab] = useState(() => crypto.randomUUID());
  /** When this editor opened or last wrote its backup: another tab's written after it is not overwritten. */
  const knownAt = useRef(Date.now());
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
  /** The backup at this address was written by another tab's editor after this one opened or last wrote. */
  const writtenElsewhere = useCallback((): boolean => {
    const where = keepRef.current;
    const owner = ownerRef.current;
    if (!where || !owner) return false;
    const writer = readBackup(owner, where.address)?.writer;
    return writer !== undefined && writer.tab !== tab && writer.at > knownAt.current;
  }, [tab]);
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
  /**
   * Writes this editor's backup now, while its account is signed in: what is typed, beside the found
   * backup while that waits for an answer; nothing unsaved and none waiting, it is removed. Never
   * over another tab's written later: then this editor says it backs up nothing.
   */
  const backUpNow = useCallback(() => {
    duePending.current = false;
    const where = keepRef.current;
    const owner = ownerRef.current;
    if (!where || !owner || where.owner !== owner) return;
    if (writtenElsewhere()) {
      setElsewhere(true);
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
  }, [currentBackup, writtenElsewhere, write]);
  /** Removes this editor's backup (saved, or left as lost), unless another tab's written later is there now. */
  const removeOwn = useCallback(() => {
    const where = keepRef.current;
    const owner = ownerRef.current;
    if (where && owner && !writtenElsewhere()) removeBackup(owner, where.address);
  }, [writtenElsewhere]);

  /**
   * What this account left at this address: handed over by this tab's editor when its session ended
   * (given back at once), else a backup in this browser that differs from `stored` (offered). True
   * when what was given back at once was typed over a version saved since (`saved`: the item is
   * stored, not new): the editor then asks which to keep.
   */
  const open = useCallback((stored: D, saved: boolean): boolean => {
    const where = keepRef.current;
    if (!where?.owner) return false;
    dropExpiredBackups();
    const handed = takeHandedOver(where.owner, where.address);
    const found = handed ?? readBackup(where.owner, where.address);
    if (!found) return false;
    // A backup still offered when its editor closed comes back offered, and what was typed while it
    // waited comes back in the fields, as that editor left them. Without one, what was handed over
    // is given back at once, and a backup found is offered.
    const { later: _typed, ...backup } = found;
    let offered = (found.later || !handed) && differsFrom(stored, backup) ? backup : null;
    const laterTyped = found.later ? laterOf(found) : handed;
    let typed = laterTyped && (handed || differsFrom(stored, laterTyped)) ? laterTyped : null;
    // The backup offered is what is stored now: what was typed while it waited is offered instead.
    if (!offered && typed && !handed) [offered, typed] = [typed, null];
    if (!offered && !typed) {
      removeBackup(where.owner, where.address);
      return false;
    }
    if (offered) setOffer({ backup: offered, storedChanged: saved && storedChangedSince(stored, offered) });
    if (!typed) return false;
    sinceRef.current = Math.min(sinceRef.current, typed.since);
    setDraftRef.current(restoredValues(stored, typed));
    setNotice(handed ? 'handedOver' : 'typedWhileOffered');
    // The record at this address holds what this editor holds now: kept up to date from here.
    wroteRef.current = true;
    // Stored again meanwhile by someone else: the conflict dialog asks which to keep.
    return saved && storedChangedSince(stored, typed);
  }, []);

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
      if (event.key !== null && event.key !== key) return;
      if (writtenElsewhere()) {
        setElsewhere(true);
      } else if (elsewhereRef.current) {
        setElsewhere(false);
        if (dirtyRef.current || offerRef.current) backUpNow();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [owner, address, writtenElsewhere, backUpNow]);

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
    /** Another tab of this browser backs up this item: what is typed here is not backed up. */
    elsewhere,
    open,
    saved,
  };
}
