import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BACKUP_DELAY_MS,
  backupOf,
  type DraftBackup,
  differsFrom,
  dropExpiredBackups,
  handOver,
  readBackup,
  removeBackup,
  restoredValues,
  storedChangedSince,
  takeHandedOver,
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
 * ended is back; `restored` the backup staff chose is back, `restoredOverNewer` over a version saved
 * since; `discarded` staff threw it away. Each until the next save.
 */
export type BackupNotice = 'handedOver' | 'restored' | 'restoredOverNewer' | 'discarded';

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
  /** Writes (or, nothing unsaved, removes) this editor's backup now, while its account is signed in. */
  const backUpNow = useCallback(() => {
    duePending.current = false;
    const where = keepRef.current;
    const owner = ownerRef.current;
    if (!where || !owner || where.owner !== owner || offerRef.current) return;
    const backup = currentBackup();
    if (backup) {
      wroteRef.current = true;
      setFailed(!writeBackup(backup));
    } else {
      removeBackup(owner, where.address);
      setFailed(false);
    }
  }, [currentBackup]);

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
    if (handed) {
      sinceRef.current = Math.min(sinceRef.current, handed.since);
      setDraftRef.current(restoredValues(stored, handed));
      setNotice('handedOver');
      // Stored again meanwhile by someone else: the conflict dialog asks which to keep.
      return saved && storedChangedSince(stored, handed);
    }
    const backup = readBackup(where.owner, where.address);
    if (!backup) return false;
    if (!differsFrom(stored, backup)) {
      removeBackup(where.owner, where.address);
      return false;
    }
    setOffer({ backup, storedChanged: saved && storedChangedSince(stored, backup) });
    return false;
  }, []);

  /** The item was saved: its backup goes (a new item's at `…/new`, its address until it moves). */
  const saved = useCallback(() => {
    setNotice(null);
    const where = keepRef.current;
    if (where && ownerRef.current) removeBackup(ownerRef.current, where.address);
    sinceRef.current = Date.now();
    setOffer(null);
    setFailed(false);
  }, []);

  // The backup, a short while after typing stops (not while a found backup waits for an answer, which
  // it would replace).
  const owner = keepAt?.owner ?? null;
  const address = keepAt?.address;
  // biome-ignore lint/correctness/useExhaustiveDependencies: again whenever what is typed, the stored values or the address change
  useEffect(() => {
    if (!ready || offer || !owner) return;
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

  // The editor unmounts. The session ended (signed out in another tab, or its sign-in no longer
  // valid: the guard takes the console to the sign-in page): what was typed is handed over to the
  // editor at this address once the same account has signed in again. Left within the console (a
  // save, which removed it, or Leave, which said the changes are lost): the backup goes. A backup
  // found and not yet answered stays either way.
  useEffect(
    () => () => {
      const where = keepRef.current;
      const who = ownerRef.current;
      if (!where || !who || offerRef.current) return;
      if (where.sessionEnded()) {
        const backup = dirtyRef.current ? currentBackup() : null;
        if (backup) handOver(backup);
        return;
      }
      if (dirtyRef.current || wroteRef.current) removeBackup(who, where.address);
    },
    [currentBackup],
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

  /** Throws the backup found away: the stored values stay in the editor. */
  const discard = useCallback(() => {
    const found = offerRef.current;
    if (!found) return;
    setOffer(null);
    removeBackup(found.backup.owner, found.backup.address);
    setNotice('discarded');
  }, []);

  return {
    /** What the editor says of its backup (given back, restored, discarded), until the next save. */
    notice,
    /** A backup found that differs from what is stored, to restore or discard. */
    offer,
    restore,
    discard,
    /** The browser refused the last backup: the changes are not backed up. */
    failed,
    open,
    saved,
  };
}
