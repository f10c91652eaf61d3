// @vitest-environment happy-dom
import { BLOG_TYPE, emptyBlogDraft, SLUG_MAX_LENGTH, textLimits } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetStaff, rememberStaff } from '../auth/staffHint';
import {
  BACKUP_MAX_AGE_MS,
  backupOf,
  type DraftBackup,
  differsFrom,
  dropBackups,
  dropExpiredBackups,
  fingerprint,
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

const ADDRESS = '/admin/blog/post-1/edit';
const stored = { slug: 'post-1', title: 'Stored title', body: 'Stored body', is_published: true };
const at = { owner: 'u1', address: ADDRESS };

/**
 * The browser's storage, refusing the calls named as a browser does: a full one its writes
 * (QuotaExceededError), one turned off every call (SecurityError).
 */
function refusing(calls: ReadonlyArray<'setItem' | 'getItem' | 'removeItem' | 'key'>, name: string): void {
  const real = localStorage;
  /** `run`, unless the browser refuses the call `call`. */
  const unless =
    <A extends unknown[], R>(call: (typeof calls)[number], run: (...args: A) => R) =>
    (...args: A): R => {
      if (calls.includes(call)) throw new DOMException('refused', name);
      return run(...args);
    };
  vi.stubGlobal('localStorage', {
    get length() {
      return real.length;
    },
    key: unless('key', (index: number) => real.key(index)),
    getItem: unless('getItem', (key: string) => real.getItem(key)),
    setItem: unless('setItem', (key: string, value: string) => real.setItem(key, value)),
    removeItem: unless('removeItem', (key: string) => real.removeItem(key)),
  });
}

function backup(fields: Record<string, unknown>, when = Date.now()): DraftBackup {
  const made = backupOf({ ...at, since: when }, stored, { ...stored, ...fields }, when);
  if (!made) throw new Error('nothing differs');
  return made;
}

beforeEach(() => {
  localStorage.clear();
  rememberStaff('u1', 'writer@example.com');
});

afterEach(() => {
  vi.unstubAllGlobals();
  takeHandedOver('u1', ADDRESS);
});

describe('backupOf', () => {
  it('holds only the fields typed over, and the stored values’ fingerprint', () => {
    expect(backup({ title: 'Typed' })).toMatchObject({
      owner: 'u1',
      address: ADDRESS,
      stored: fingerprint(stored),
      fields: { title: 'Typed' },
    });
  });

  it('is null when nothing differs from what is stored', () => {
    expect(backupOf({ ...at, since: 0 }, stored, { ...stored })).toBeNull();
  });
});

describe('writing and reading', () => {
  it('gives a backup back to its account at its address only', () => {
    expect(writeBackup(backup({ body: 'Typed body' }))).toBe(true);
    expect(readBackup('u1', ADDRESS)?.fields).toEqual({ body: 'Typed body' });
    expect(readBackup('u2', ADDRESS)).toBeNull();
    expect(readBackup('u1', '/admin/blog/post-2/edit')).toBeNull();
  });

  it('offers a backup for 7 days from when its changes began (an image it names was uploaded since), then removes it', () => {
    const written = Date.now();
    writeBackup(backup({ body: 'Typed body' }, written));
    expect(readBackup('u1', ADDRESS, written + BACKUP_MAX_AGE_MS - 1)).not.toBeNull();
    expect(readBackup('u1', ADDRESS, written + BACKUP_MAX_AGE_MS)).toBeNull();
    expect(localStorage.length).toBe(1); // the staff record alone
  });

  it('removes what is not a backup (another version’s, or edited by hand) and gives nothing back', () => {
    localStorage.setItem(`admin.draftBackup:u1:${ADDRESS}`, '{"owner":"u1",');
    expect(readBackup('u1', ADDRESS)).toBeNull();
    localStorage.setItem(`admin.draftBackup:u1:${ADDRESS}`, JSON.stringify({ owner: 'u1', fields: 'x' }));
    expect(readBackup('u1', ADDRESS)).toBeNull();
    expect(localStorage.getItem(`admin.draftBackup:u1:${ADDRESS}`)).toBeNull();
  });

  it('keeps what was typed while a backup was offered beside it, and its writer; a malformed one goes', () => {
    const found = backup({ body: 'Typed body' });
    const typed = backup({ title: 'Typed while offered' });
    const both = { ...withLater(found, typed), writer: { tab: 'tab-1', at: 5 } };
    expect(writeBackup(both)).toBe(true);
    const read = readBackup('u1', ADDRESS) as DraftBackup;
    expect(read).toMatchObject({ fields: { body: 'Typed body' }, writer: { tab: 'tab-1', at: 5 } });
    expect(laterOf(read)).toMatchObject({ owner: 'u1', address: ADDRESS, fields: { title: 'Typed while offered' } });
    // Written again with nothing typed beside it: the backup alone.
    expect(withLater(read, null).later).toBeUndefined();
    expect(laterOf(found)).toBeNull();
    const key = `admin.draftBackup:u1:${ADDRESS}`;
    localStorage.setItem(key, JSON.stringify({ ...found, later: { fields: {} } }));
    expect(readBackup('u1', ADDRESS)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ ...found, writer: { tab: 7 } }));
    expect(readBackup('u1', ADDRESS)).toBeNull();
  });

  it('drops expired and unreadable backups of every account, and leaves the others', () => {
    const now = Date.now();
    writeBackup(backup({ body: 'old' }, now - BACKUP_MAX_AGE_MS));
    writeBackup({ ...backup({ body: 'new' }, now), address: '/admin/blog/new' });
    localStorage.setItem('admin.draftBackup:u9:/admin/blog/x/edit', 'not json');
    localStorage.setItem('unrelated', 'kept');
    dropExpiredBackups(now);
    expect(readBackup('u1', ADDRESS, now)).toBeNull();
    expect(readBackup('u1', '/admin/blog/new', now)?.fields).toEqual({ body: 'new' });
    expect(localStorage.getItem('admin.draftBackup:u9:/admin/blog/x/edit')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('a write the storage refuses (full) says so, keeps the backup written before and touches nothing else', () => {
    writeBackup(backup({ body: 'First' }));
    writeBackup({ ...backup({ body: 'Other post' }), address: '/admin/blog/post-2/edit' });
    const before = { ...localStorage };
    refusing(['setItem'], 'QuotaExceededError');
    expect(writeBackup(backup({ body: 'Second' }))).toBe(false);
    vi.unstubAllGlobals();
    expect({ ...localStorage }).toEqual(before);
    expect(readBackup('u1', ADDRESS)?.fields).toEqual({ body: 'First' });
  });

  it('storage turned off (every call throws): nothing written, nothing read, nothing thrown', () => {
    writeBackup(backup({ body: 'Before' }));
    refusing(['setItem', 'getItem', 'removeItem', 'key'], 'SecurityError');
    expect(writeBackup(backup({ body: 'Typed' }))).toBe(false);
    expect(readBackup('u1', ADDRESS)).toBeNull();
    expect(() => {
      removeBackup('u1', ADDRESS);
      dropBackups('u1');
      dropExpiredBackups();
    }).not.toThrow();
  });

  it('keeps a post at every size limit whole', () => {
    const limits: Record<string, number> = { ...textLimits(BLOG_TYPE), slug: SLUG_MAX_LENGTH };
    const empty = emptyBlogDraft() as unknown as Record<string, unknown>;
    // Every text field at its limit, in characters outside Latin-1 (å, ä, ö take two bytes in UTF-8).
    const full = Object.fromEntries(
      Object.entries(empty).map(([field, value]) => [
        field,
        typeof value === 'string' && limits[field] ? 'å'.repeat(limits[field]) : value,
      ]),
    );
    const made = backupOf({ owner: 'u1', address: '/admin/blog/new', since: Date.now() }, empty, full);
    if (!made) throw new Error('nothing differs');
    expect(writeBackup(made)).toBe(true);
    const text = localStorage.getItem('admin.draftBackup:u1:/admin/blog/new') ?? '';
    // Its typed fields alone (the stored values of a new post are empty): 206,546 characters, well
    // inside the 5 MiB (counted in UTF-16 code units) each of Chromium, Firefox and Safari gives a site.
    expect(text.length).toBeLessThan(250_000);
    expect(restoredValues(empty, readBackup('u1', '/admin/blog/new') as DraftBackup)).toEqual(full);
  });
});

describe('sign-out', () => {
  it('Logout drops every backup of that account, and only of that account', () => {
    writeBackup(backup({ body: 'A' }));
    writeBackup({ ...backup({ body: 'B' }), address: '/admin/blog/new' });
    // Another account's, left by a session that ended without Logout.
    const other = { ...backup({ body: 'C' }), owner: 'u2' };
    localStorage.setItem(`admin.draftBackup:u2:${ADDRESS}`, JSON.stringify(other));
    dropBackups('u1');
    expect(readBackup('u1', ADDRESS)).toBeNull();
    expect(readBackup('u1', '/admin/blog/new')).toBeNull();
    expect(readBackup('u2', ADDRESS)?.fields).toEqual({ body: 'C' });
  });

  it('writes nothing for an account signed out with Logout (another tab), and removes its backup there', () => {
    writeBackup(backup({ body: 'Before' }));
    forgetStaff();
    expect(writeBackup(backup({ body: 'After' }))).toBe(true);
    expect(localStorage.getItem(`admin.draftBackup:u1:${ADDRESS}`)).toBeNull();
  });
});

describe('handing over at a session end', () => {
  it('holds the backup for the same account at the same address, once, and in storage too', () => {
    handOver(backup({ body: 'Typed' }));
    expect(takeHandedOver('u2', ADDRESS)).toBeNull();
    expect(takeHandedOver('u1', '/admin/blog/new')).toBeNull();
    expect(takeHandedOver('u1', ADDRESS)?.fields).toEqual({ body: 'Typed' });
    expect(takeHandedOver('u1', ADDRESS)).toBeNull();
    expect(readBackup('u1', ADDRESS)?.fields).toEqual({ body: 'Typed' });
  });

  it('after Logout the tab holds it in memory only, and a Logout here drops that too', () => {
    forgetStaff();
    handOver(backup({ body: 'Typed' }));
    expect(localStorage.length).toBe(0);
    expect(takeHandedOver('u1', ADDRESS)?.fields).toEqual({ body: 'Typed' });
    handOver(backup({ body: 'Again' }));
    dropBackups('u1');
    expect(takeHandedOver('u1', ADDRESS)).toBeNull();
  });
});

describe('what a closed tab held', () => {
  it('is the backup it offered with what was typed there while it waited over it, as one backup', () => {
    const found = backup({ body: 'Typed body', title: 'Typed title' }, 1_000);
    const typed = backup({ title: 'Typed while offered' }, 5_000);
    const held = heldBy({ ...withLater(found, typed), writer: { tab: 'tab-1', at: 6_000 } });
    expect(held).toMatchObject({
      since: 1_000,
      at: 5_000,
      fields: { body: 'Typed body', title: 'Typed while offered' },
    });
    expect(held.later).toBeUndefined();
    // Nothing typed beside it: the backup itself.
    expect(heldBy(found)).toEqual(found);
  });
});

describe('restoring', () => {
  it('puts the backup’s fields over the stored values, only those the form still has, of their type', () => {
    const found = { ...backup({ body: 'Typed body' }), fields: { body: 'Typed body', gone: 'x', is_published: 'yes' } };
    expect(restoredValues(stored, found)).toEqual({ ...stored, body: 'Typed body' });
  });

  it('tells whether the backup still differs from what is stored', () => {
    const found = backup({ body: 'Typed body' });
    expect(differsFrom(stored, found)).toBe(true);
    expect(differsFrom({ ...stored, body: 'Typed body' }, found)).toBe(false);
  });

  it('tells whether the stored item was saved since the backup’s editor opened it, in any field', () => {
    const found = backup({ body: 'Typed body' });
    expect(storedChangedSince({ ...stored }, found)).toBe(false);
    // Keys in another order: the same values.
    const { is_published, ...rest } = stored;
    expect(storedChangedSince({ is_published, ...rest }, found)).toBe(false);
    // A field not typed over (published by a colleague, which leaves `updated_at` as it was).
    expect(storedChangedSince({ ...stored, is_published: false }, found)).toBe(true);
    expect(storedChangedSince({ ...stored, body: 'Their body' }, found)).toBe(true);
  });

  it('fingerprints a post at every limit, and tells one character apart', () => {
    const big = { body: 'å'.repeat(200_000), title: 'x'.repeat(200) };
    const print = fingerprint(big);
    expect(print).toMatch(/^[0-9a-f]{14}$/);
    expect(fingerprint({ ...big, title: `${'x'.repeat(199)}y` })).not.toBe(print);
  });
});
