import { describe, expect, it } from 'vitest';
import { blogFromFirestore, blogToFirestore } from './blog';
import { changedContentFields, postModifiedTime, readUpdatedAt, UPDATED_AT_FIELD } from './contentChange';
import { blog } from './testFixtures';

describe('changedContentFields', () => {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

  it('names the fields that differ, added or removed ones included, but never the publication, revision or time', () => {
    const before = { ...blogToFirestore(blog()), revision: 2, [UPDATED_AT_FIELD]: 'then' };
    expect(
      changedContentFields(
        before,
        { ...before, is_published: false, publish_at: 'x', unpublish_at: 'y', revision: 3, updated_at: 'now' },
        same,
      ),
    ).toEqual([]);
    expect(changedContentFields(before, { ...before, title: 'New' }, same)).toEqual(['title']);
    const { image_alt: _dropped, ...without } = before;
    expect(changedContentFields(before, without, same)).toEqual(['image_alt']);
    expect(changedContentFields(without, before, same)).toEqual(['image_alt']);
    const { updated_at: _time, ...older } = before;
    expect(changedContentFields(older, before, same)).toEqual([]);
  });
});

describe('readUpdatedAt', () => {
  it('reads a Timestamp, and none when absent or no time', () => {
    const when = new Date('2026-01-02T03:04:05Z');
    expect(readUpdatedAt({ updated_at: { toDate: () => when } })).toEqual(when);
    expect(readUpdatedAt({})).toBeNull();
    expect(readUpdatedAt({ updated_at: 'not a time' })).toBeNull();
    expect(
      blogFromFirestore('p', { ...blogToFirestore(blog()), updated_at: { toDate: () => when } }).updated_at,
    ).toEqual(when);
  });
});

describe('postModifiedTime', () => {
  it('is the change time, never before the published date, and the published date without one', () => {
    expect(postModifiedTime('2025-01-05', new Date('2025-02-10T09:30:00Z'))).toBe('2025-02-10T09:30:00.000Z');
    expect(postModifiedTime('2025-01-05', new Date('2025-01-05T00:10:00Z'))).toBe('2025-01-05T00:10:00.000Z');
    // A draft edited before the day it was published on (or its Stockholm midnight, 23:30 UTC the day before).
    expect(postModifiedTime('2025-01-05', new Date('2025-01-04T23:30:00Z'))).toBe('2025-01-05');
    expect(postModifiedTime('2025-01-05', new Date('2024-12-01T10:00:00Z'))).toBe('2025-01-05');
    expect(postModifiedTime('2025-01-05', null)).toBe('2025-01-05');
    expect(postModifiedTime('2025-01-05', undefined)).toBe('2025-01-05');
    expect(postModifiedTime('2025-01-05', new Date(Number.NaN))).toBe('2025-01-05');
  });
});
