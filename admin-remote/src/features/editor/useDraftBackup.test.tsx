import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installLocks, removeLocks } from '../../test/locks';
import { forgetStaff, rememberStaff } from '../auth/staffHint';
import { BACKUP_DELAY_MS, backupKey, fingerprint, readBackup, takeHandedOver, writeBackup } from './draftBackup';
import { type ContentEditorMessages, type ContentEditorSource, useContentEditor } from './useContentEditor';
import type { KeepTypedAt } from './useDraftBackup';

type Item = { id: string; slug: string; title: string; body: string; updated_at: Date | null };
type Draft = { slug: string; title: string; body: string };

const EDIT = '/admin/blog/post-1/edit';
const NEW = '/admin/blog/new';

let stored: Item;

const source: ContentEditorSource<Item, Draft> = {
  empty: () => ({ slug: '', title: '', body: '' }),
  toDraft: ({ slug, title, body }) => ({ slug, title, body }),
  get: async () => stored,
  revisions: async () => [],
  revision: async () => null,
  translatable: [],
  translationSources: async () => ({}),
  create: async (draft) => {
    stored = { ...draft, id: 'post-9', updated_at: new Date(3_000) };
    return stored;
  },
  update: async (_loaded, draft) => {
    stored = { ...stored, ...draft, updated_at: new Date(stored.updated_at ? stored.updated_at.getTime() + 1 : 1) };
    return stored;
  },
  missing: () => [],
  serverTime: async () => new Date(),
};

const messages = new Proxy({} as ContentEditorMessages, {
  get: (_target, name) =>
    name === 'invalidFields' || name === 'slugTaken' || name === 'slugShortened' || name === 'restored' ? () => '' : '',
});

let sessionEnded = false;
const at = (address: string, owner: string | null = 'u1'): KeepTypedAt => ({
  address,
  owner,
  sessionEnded: () => sessionEnded,
});

/** The editor of `id` (new when undefined) at `address`, once it has read the item. */
async function open(id: string | undefined, address: string) {
  const view = renderHook((props: { where: KeepTypedAt }) => useContentEditor(source, id, messages, props.where), {
    initialProps: { where: at(address) },
  });
  await act(async () => {});
  return view;
}

let locks: ReturnType<typeof installLocks>;

/**
 * The tab whose editor last wrote the backup at `address` closes or crashes: its code runs no more
 * (its editor stays mounted, never heard from again) and the browser lets its lock go.
 */
async function closeTab(address = EDIT) {
  const writer = readBackup('u1', address)?.writer?.tab;
  if (writer) locks.crash(writer);
  await act(async () => {});
}

/** Types `body` and lets the backup's delay pass. */
async function typeBody(editor: { current: ReturnType<typeof useContentEditor<Item, Draft>> }, body: string) {
  act(() => editor.current.setField('body', body));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(BACKUP_DELAY_MS);
  });
}

beforeEach(() => {
  locks = installLocks();
  vi.useFakeTimers();
  localStorage.clear();
  rememberStaff('u1', 'writer@example.com');
  sessionEnded = false;
  stored = { id: 'post-1', slug: 'post-1', title: 'Stored title', body: 'Stored body', updated_at: new Date(1_000) };
});

afterEach(() => {
  // Each test's editors close (with no globals, Testing Library does not unmount them itself): one
  // left open would answer the next test's storage events like a tab still open.
  cleanup();
  removeLocks();
  vi.useRealTimers();
  takeHandedOver('u1', EDIT);
  takeHandedOver('u1', NEW);
});

describe('the editor’s backup', () => {
  it('is written a short while after typing stops, with the fields typed over alone', async () => {
    const { result } = await open('post-1', EDIT);
    act(() => result.current.setField('body', 'Typed'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BACKUP_DELAY_MS - 1);
    });
    expect(readBackup('u1', EDIT)).toBeNull();
    // Still typing: the delay starts again.
    act(() => result.current.setField('body', 'Typed more'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BACKUP_DELAY_MS - 1);
    });
    expect(readBackup('u1', EDIT)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(readBackup('u1', EDIT)).toMatchObject({
      fields: { body: 'Typed more' },
      stored: fingerprint({ slug: 'post-1', title: 'Stored title', body: 'Stored body' }),
    });
  });

  it('is written at once when the page is hidden (a closed tab runs no timer)', async () => {
    const { result } = await open('post-1', EDIT);
    act(() => result.current.setField('body', 'Typed'));
    window.dispatchEvent(new Event('pagehide'));
    expect(readBackup('u1', EDIT)?.fields).toEqual({ body: 'Typed' });
  });

  it('goes when what is typed is the stored text again', async () => {
    const { result } = await open('post-1', EDIT);
    await typeBody(result, 'Typed');
    await typeBody(result, 'Stored body');
    expect(readBackup('u1', EDIT)).toBeNull();
  });

  it('opened again, a backup that differs from what is stored is offered; Restore puts it back, unsaved', async () => {
    const first = await open('post-1', EDIT);
    await typeBody(first.result, 'Typed');
    // The tab closed (its editor runs no more: nothing unmounts). Opened again in another:
    await closeTab();
    const { result } = await open('post-1', EDIT);
    expect(result.current.draft.body).toBe('Stored body');
    expect(result.current.backup.offer).toMatchObject({ storedChanged: false, backup: { fields: { body: 'Typed' } } });
    act(() => result.current.backup.restore());
    expect(result.current.draft).toEqual({ slug: 'post-1', title: 'Stored title', body: 'Typed' });
    expect(result.current.dirty).toBe(true);
    expect(result.current.backup.offer).toBeNull();
    expect(result.current.backup.notice).toBe('restored');
    expect(readBackup('u1', EDIT)?.fields).toEqual({ body: 'Typed' });
  });

  it('a backup restored keeps the time its changes began, so it expires with the uploads it may name', async () => {
    const opened = Date.now();
    const first = await open('post-1', EDIT);
    await typeBody(first.result, 'Typed');
    expect(readBackup('u1', EDIT)?.since).toBe(opened);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * 24 * 60 * 60 * 1000);
    });
    await closeTab();
    const { result } = await open('post-1', EDIT);
    act(() => result.current.backup.restore());
    await typeBody(result, 'Typed three days later');
    expect(readBackup('u1', EDIT)).toMatchObject({ since: opened, fields: { body: 'Typed three days later' } });
  });

  it('Discard drops the backup and keeps the stored values', async () => {
    const first = await open('post-1', EDIT);
    await typeBody(first.result, 'Typed');
    await closeTab();
    const { result } = await open('post-1', EDIT);
    act(() => result.current.backup.discard());
    expect(result.current.draft.body).toBe('Stored body');
    expect(result.current.backup.notice).toBe('discarded');
    expect(readBackup('u1', EDIT)).toBeNull();
  });

  it('is not offered to another account, and a backup the stored item now matches goes unsaid', async () => {
    const first = await open('post-1', EDIT);
    await typeBody(first.result, 'Typed');
    const other = renderHook(() => useContentEditor(source, 'post-1', messages, at(EDIT, 'u2')));
    await act(async () => {});
    expect(other.result.current.backup.offer).toBeNull();
    stored = { ...stored, body: 'Typed', updated_at: new Date(2_000) };
    await closeTab();
    const { result } = await open('post-1', EDIT);
    expect(result.current.backup.offer).toBeNull();
    expect(readBackup('u1', EDIT)).toBeNull();
  });

  it('says when the stored item was saved since, and restores over that version only the fields typed', async () => {
    const first = await open('post-1', EDIT);
    await typeBody(first.result, 'Typed');
    // Someone else saved another field meanwhile.
    stored = { ...stored, title: 'Their title', updated_at: new Date(2_000) };
    await closeTab();
    const { result } = await open('post-1', EDIT);
    expect(result.current.backup.offer?.storedChanged).toBe(true);
    act(() => result.current.backup.restore());
    expect(result.current.draft).toEqual({ slug: 'post-1', title: 'Their title', body: 'Typed' });
    expect(result.current.backup.notice).toBe('restoredOverNewer');
  });

  it('a found backup waiting for an answer is not replaced by what is typed meanwhile, and restores over it', async () => {
    const first = await open('post-1', EDIT);
    await typeBody(first.result, 'Typed');
    await closeTab();
    const { result } = await open('post-1', EDIT);
    await typeBody(result, 'Something else');
    act(() => result.current.setField('title', 'A title typed meanwhile'));
    expect(readBackup('u1', EDIT)?.fields).toEqual({ body: 'Typed' });
    act(() => result.current.backup.restore());
    expect(result.current.draft).toEqual({ slug: 'post-1', title: 'A title typed meanwhile', body: 'Typed' });
  });

  it('goes with the save, a new item’s at its `new` address', async () => {
    const { result } = await open(undefined, NEW);
    await typeBody(result, 'Typed');
    act(() => result.current.setField('title', 'A title'));
    await act(async () => {
      await result.current.save();
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BACKUP_DELAY_MS);
    });
    expect(readBackup('u1', NEW)).toBeNull();
  });

  it('"New post" again offers what was typed in one and not saved', async () => {
    const first = await open(undefined, NEW);
    await typeBody(first.result, 'A new post’s text');
    await closeTab(NEW);
    const { result } = await open(undefined, NEW);
    expect(result.current.backup.offer?.storedChanged).toBe(false);
    act(() => result.current.backup.restore());
    expect(result.current.draft).toEqual({ slug: '', title: '', body: 'A new post’s text' });
  });

  it('goes when the editor is left within the console (the leave guard said the changes are lost)', async () => {
    const { result, unmount } = await open('post-1', EDIT);
    await typeBody(result, 'Typed');
    unmount();
    expect(readBackup('u1', EDIT)).toBeNull();
  });

  it('a session ending hands what was typed to the editor at that address, which gives it back at once', async () => {
    const { result, unmount } = await open('post-1', EDIT);
    act(() => result.current.setField('body', 'Typed just now'));
    sessionEnded = true;
    unmount();
    // Written to the browser too (no Logout): a closed tab finds it.
    expect(readBackup('u1', EDIT)?.fields).toEqual({ body: 'Typed just now' });
    sessionEnded = false;
    const again = await open('post-1', EDIT);
    expect(again.result.current.draft.body).toBe('Typed just now');
    expect(again.result.current.backup.notice).toBe('handedOver');
    expect(again.result.current.backup.offer).toBeNull();
    expect(again.result.current.conflict).toBeNull();
  });

  it('after a Logout in another tab, what is typed is held in this tab only, never in the browser’s storage', async () => {
    const { result, unmount } = await open('post-1', EDIT);
    await typeBody(result, 'Typed');
    // Logout elsewhere: the record of the member and their backups go (session.ts logOut).
    forgetStaff();
    localStorage.clear();
    act(() => result.current.setField('body', 'Typed more'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BACKUP_DELAY_MS);
    });
    expect(localStorage.length).toBe(0);
    sessionEnded = true;
    unmount();
    expect(localStorage.length).toBe(0);
    expect(takeHandedOver('u1', EDIT)?.fields).toEqual({ body: 'Typed more' });
  });

  it('a write the browser refuses is said, evicts nothing, and the next that succeeds clears it', async () => {
    writeBackup({
      owner: 'u1',
      address: NEW,
      at: Date.now(),
      since: Date.now(),
      stored: '00000000000000',
      fields: { body: 'Other' },
    });
    const { result } = await open('post-1', EDIT);
    const real = localStorage;
    vi.stubGlobal('localStorage', {
      get length() {
        return real.length;
      },
      key: (index: number) => real.key(index),
      getItem: (key: string) => real.getItem(key),
      removeItem: (key: string) => real.removeItem(key),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    await typeBody(result, 'Typed');
    expect(result.current.backup.failed).toBe(true);
    vi.unstubAllGlobals();
    expect(readBackup('u1', NEW)?.fields).toEqual({ body: 'Other' });
    await typeBody(result, 'Typed again');
    expect(result.current.backup.failed).toBe(false);
    expect(readBackup('u1', EDIT)?.fields).toEqual({ body: 'Typed again' });
  });

  it('what is typed while a found backup waits is kept beside it: the tab closed, the editor comes back as it was left', async () => {
    const first = await open('post-1', EDIT);
    await typeBody(first.result, 'Typed');
    await closeTab();
    const second = await open('post-1', EDIT);
    expect(second.result.current.backup.offer?.backup.fields).toEqual({ body: 'Typed' });
    // The offer ignored: typed, and the tab closed before the backup's delay passed.
    act(() => second.result.current.setField('title', 'Typed while the offer waited'));
    window.dispatchEvent(new Event('pagehide'));
    // A closed page runs no timer (clearing them turns the fake clock back: it is set again).
    const closed = Date.now();
    vi.clearAllTimers();
    vi.setSystemTime(closed);
    // The backup found is there as it was, what was typed beside it.
    expect(readBackup('u1', EDIT)).toMatchObject({
      fields: { body: 'Typed' },
      later: { fields: { title: 'Typed while the offer waited' } },
    });
    await closeTab();
    const { result } = await open('post-1', EDIT);
    expect(result.current.backup.offer?.backup.fields).toEqual({ body: 'Typed' });
    expect(result.current.draft).toEqual({
      slug: 'post-1',
      title: 'Typed while the offer waited',
      body: 'Stored body',
    });
    expect(result.current.backup.notice).toBe('typedWhileOffered');
    expect(result.current.dirty).toBe(true);
    // Answered as in the tab before: Restore puts the backup's fields over it.
    act(() => result.current.backup.restore());
    expect(result.current.draft).toEqual({ slug: 'post-1', title: 'Typed while the offer waited', body: 'Typed' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BACKUP_DELAY_MS);
    });
    expect(readBackup('u1', EDIT)?.fields).toEqual({ title: 'Typed while the offer waited', body: 'Typed' });
    expect(readBackup('u1', EDIT)?.later).toBeUndefined();
  });

  it('what was typed while the offer waited, opened again: Discard keeps it alone, backed up', async () => {
    const first = await open('post-1', EDIT);
    await typeBody(first.result, 'Typed');
    await closeTab();
    const second = await open('post-1', EDIT);
    await typeBody(second.result, 'Typed while the offer waited');
    await closeTab();
    const { result } = await open('post-1', EDIT);
    expect(result.current.draft.body).toBe('Typed while the offer waited');
    act(() => result.current.backup.discard());
    expect(result.current.draft.body).toBe('Typed while the offer waited');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BACKUP_DELAY_MS);
    });
    expect(readBackup('u1', EDIT)?.fields).toEqual({ body: 'Typed while the offer waited' });
  });

  it('the backup offered now stored: what was typed while it waited is the backup offered', async () => {
    const first = await open('post-1', EDIT);
    await typeBody(first.result, 'Typed');
    await closeTab();
    const second = await open('post-1', EDIT);
    await typeBody(second.result, 'Typed while the offer waited');
    stored = { ...stored, body: 'Typed', updated_at: new Date(2_000) };
    await closeTab();
    const { result } = await open('post-1', EDIT);
    expect(result.current.draft.body).toBe('Typed');
    expect(result.current.backup.offer?.backup.fields).toEqual({ body: 'Typed while the offer waited' });
    expect(result.current.backup.notice).toBeNull();
  });

  it('leaving the editor while the offer waits keeps the backup, unanswered, without what was typed beside it', async () => {
    const first = await open('post-1', EDIT);
    await typeBody(first.result, 'Typed');
    await closeTab();
    const { result, unmount } = await open('post-1', EDIT);
    await typeBody(result, 'Typed while the offer waited');
    unmount();
    expect(readBackup('u1', EDIT)?.fields).toEqual({ body: 'Typed' });
    expect(readBackup('u1', EDIT)?.later).toBeUndefined();
  });

  it('a session ending while the offer waits hands over what was typed; the next editor offers the backup again', async () => {
    const first = await open('post-1', EDIT);
    await typeBody(first.result, 'Typed');
    await closeTab();
    const { result, unmount } = await open('post-1', EDIT);
    act(() => result.current.setField('title', 'Typed just now'));
    sessionEnded = true;
    unmount();
    sessionEnded = false;
    const again = await open('post-1', EDIT);
    expect(again.result.current.draft.title).toBe('Typed just now');
    expect(again.result.current.backup.notice).toBe('handedOver');
    expect(again.result.current.backup.offer?.backup.fields).toEqual({ body: 'Typed' });
  });
});

describe('two tabs of one account on one item', () => {
  /** The browser's word to every other tab that the backup at `address` changed. */
  const storageChanged = (address: string) =>
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: backupKey('u1', address),
          newValue: localStorage.getItem(backupKey('u1', address)),
        }),
      );
    });

  it('a tab does not overwrite a backup another tab wrote after it opened, and says so', async () => {
    const one = await open('post-1', EDIT);
    const two = await open('post-1', EDIT);
    await typeBody(one.result, 'Typed in tab one');
    // No word from the browser (the event not yet delivered): the write itself finds it.
    await typeBody(two.result, 'Typed in tab two');
    expect(readBackup('u1', EDIT)?.fields).toEqual({ body: 'Typed in tab one' });
    expect(two.result.current.backup.elsewhere).toBe('typed');
    expect(one.result.current.backup.elsewhere).toBeNull();
    // Nor at the page's end, nor as it is left.
    act(() => two.result.current.setField('body', 'Typed in tab two, then closed'));
    window.dispatchEvent(new Event('pagehide'));
    two.unmount();
    expect(readBackup('u1', EDIT)?.fields).toEqual({ body: 'Typed in tab one' });
  });

  it('the other tab knows at once (the storage event), and backs up again once that backup is gone', async () => {
    const one = await open('post-1', EDIT);
    const two = await open('post-1', EDIT);
    await typeBody(one.result, 'Typed in tab one');
    storageChanged(EDIT);
    expect(two.result.current.backup.elsewhere).toBe('typed');
    await typeBody(two.result, 'Typed in tab two');
    expect(readBackup('u1', EDIT)?.fields).toEqual({ body: 'Typed in tab one' });
    // Saved in tab one: its backup goes, and tab two's typing is backed up at once.
    await act(async () => {
      await one.result.current.save();
    });
    expect(readBackup('u1', EDIT)).toBeNull();
    storageChanged(EDIT);
    expect(two.result.current.backup.elsewhere).toBeNull();
    expect(readBackup('u1', EDIT)?.fields).toEqual({ body: 'Typed in tab two' });
    // Now tab one is the other tab.
    storageChanged(EDIT);
    expect(one.result.current.backup.elsewhere).toBe('typed');
  });

  it('a save in the tab that yielded leaves the other tab’s backup', async () => {
    const one = await open('post-1', EDIT);
    const two = await open('post-1', EDIT);
    await typeBody(one.result, 'Typed in tab one');
    act(() => two.result.current.setField('title', 'Saved in tab two'));
    await act(async () => {
      await two.result.current.save();
    });
    expect(readBackup('u1', EDIT)?.fields).toEqual({ body: 'Typed in tab one' });
  });

  it('a backup whose editor is still open in another tab is not offered: this tab says so, and offers it once that tab closes', async () => {
    const one = await open('post-1', EDIT);
    await typeBody(one.result, 'Typed in tab one');
    const two = await open('post-1', EDIT);
    expect(two.result.current.backup.offer).toBeNull();
    expect(two.result.current.backup.elsewhere).toBe('open');
    // Tab one types on, backing up as before; this tab neither offers it nor writes over it.
    await typeBody(one.result, 'Typed more in tab one');
    storageChanged(EDIT);
    expect(two.result.current.backup.elsewhere).toBe('open');
    expect(one.result.current.backup.elsewhere).toBeNull();
    expect(two.result.current.backup.offer).toBeNull();
    expect(readBackup('u1', EDIT)?.fields).toEqual({ body: 'Typed more in tab one' });
    // Tab one closed without saving: its backup remains, and is offered here, as if opened now.
    await closeTab();
    expect(two.result.current.backup.elsewhere).toBeNull();
    expect(two.result.current.backup.offer?.backup.fields).toEqual({ body: 'Typed more in tab one' });
    act(() => two.result.current.backup.restore());
    expect(two.result.current.draft.body).toBe('Typed more in tab one');
    await typeBody(two.result, 'Typed in tab two after restoring');
    expect(readBackup('u1', EDIT)?.fields).toEqual({ body: 'Typed in tab two after restoring' });
  });

  it('what is typed in the tab that yields is not backed up while the other is open; that tab closed, its backup is offered beside it', async () => {
    const one = await open('post-1', EDIT);
    await typeBody(one.result, 'Typed in tab one');
    const two = await open('post-1', EDIT);
    act(() => two.result.current.setField('title', 'Typed in tab two'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BACKUP_DELAY_MS);
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(readBackup('u1', EDIT)).toMatchObject({ fields: { body: 'Typed in tab one' } });
    expect(readBackup('u1', EDIT)?.later).toBeUndefined();
    await closeTab();
    expect(two.result.current.backup.elsewhere).toBeNull();
    expect(two.result.current.backup.offer?.backup.fields).toEqual({ body: 'Typed in tab one' });
    expect(two.result.current.backup.notice).toBe('otherTabClosed');
    expect(two.result.current.draft).toMatchObject({ title: 'Typed in tab two', body: 'Stored body' });
    // Both kept from now: the backup offered, what is typed here beside it.
    expect(readBackup('u1', EDIT)).toMatchObject({
      fields: { body: 'Typed in tab one' },
      later: { fields: { title: 'Typed in tab two' } },
    });
    act(() => two.result.current.backup.restore());
    expect(two.result.current.draft).toEqual({ slug: 'post-1', title: 'Typed in tab two', body: 'Typed in tab one' });
  });

  it('the tab that wrote after this one opened, closed without saving: the warning goes and its backup is offered here', async () => {
    const one = await open('post-1', EDIT);
    const two = await open('post-1', EDIT);
    await typeBody(one.result, 'Typed in tab one');
    storageChanged(EDIT);
    expect(two.result.current.backup.elsewhere).toBe('typed');
    await typeBody(two.result, 'Typed in tab two');
    await closeTab();
    expect(two.result.current.backup.elsewhere).toBeNull();
    expect(two.result.current.backup.offer?.backup.fields).toEqual({ body: 'Typed in tab one' });
    expect(two.result.current.draft.body).toBe('Typed in tab two');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BACKUP_DELAY_MS);
    });
    expect(readBackup('u1', EDIT)).toMatchObject({
      fields: { body: 'Typed in tab one' },
      later: { fields: { body: 'Typed in tab two' } },
    });
    // Discard keeps what was typed here, alone.
    act(() => two.result.current.backup.discard());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BACKUP_DELAY_MS);
    });
    expect(readBackup('u1', EDIT)?.fields).toEqual({ body: 'Typed in tab two' });
    expect(readBackup('u1', EDIT)?.later).toBeUndefined();
  });

  it('the other tab saved and closed: nothing is offered, and what is typed here is backed up', async () => {
    const one = await open('post-1', EDIT);
    await typeBody(one.result, 'Typed in tab one');
    const two = await open('post-1', EDIT);
    expect(two.result.current.backup.elsewhere).toBe('open');
    await typeBody(two.result, 'Typed in tab two');
    await act(async () => {
      await one.result.current.save();
    });
    storageChanged(EDIT);
    one.unmount();
    await act(async () => {});
    expect(two.result.current.backup.elsewhere).toBeNull();
    expect(two.result.current.backup.offer).toBeNull();
    expect(readBackup('u1', EDIT)?.fields).toEqual({ body: 'Typed in tab two' });
  });

  it('an editor closed while its own offer waited, in the tab that yielded: given back as if opened now', async () => {
    const zero = await open('post-1', EDIT);
    await typeBody(zero.result, 'Typed, never saved');
    await closeTab();
    const one = await open('post-1', EDIT);
    await typeBody(one.result, 'Typed while the offer waited');
    const two = await open('post-1', EDIT);
    expect(two.result.current.backup.elsewhere).toBe('open');
    expect(two.result.current.backup.offer).toBeNull();
    await closeTab();
    expect(two.result.current.backup.offer?.backup.fields).toEqual({ body: 'Typed, never saved' });
    expect(two.result.current.draft.body).toBe('Typed while the offer waited');
    expect(two.result.current.backup.notice).toBe('typedWhileOffered');
  });

  it('a browser without Web Locks offers the backup found, as before it could tell an open tab', async () => {
    removeLocks();
    const one = await open('post-1', EDIT);
    await typeBody(one.result, 'Typed in tab one');
    const two = await open('post-1', EDIT);
    expect(two.result.current.backup.offer?.backup.fields).toEqual({ body: 'Typed in tab one' });
    expect(two.result.current.backup.elsewhere).toBeNull();
  });
});
