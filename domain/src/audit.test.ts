import { describe, expect, it } from 'vitest';
import { auditEmail, contentAuditActions, writtenRevision } from './audit';

const now = new Date('2026-05-01T12:00:00Z');
const later = new Date('2026-06-01T08:00:00Z');
const earlier = new Date('2026-04-01T08:00:00Z');
const published = { title: 'A', is_published: true, publish_at: null, unpublish_at: null };
const draft = { ...published, is_published: false };

describe('contentAuditActions', () => {
  it('records a publish and an unpublish', () => {
    expect(contentAuditActions(draft, published, null, now)).toEqual([{ action: 'published' }]);
    expect(contentAuditActions(published, draft, null, now)).toEqual([{ action: 'unpublished' }]);
  });

  it('records nothing for an edit that changes no publication', () => {
    expect(contentAuditActions(published, { ...published, title: 'B' }, null, now)).toEqual([]);
    expect(contentAuditActions(draft, { ...draft, title: 'B' }, null, now)).toEqual([]);
  });

  it('records a deletion, and nothing for a write of nothing', () => {
    expect(contentAuditActions(published, undefined, null, now)).toEqual([{ action: 'deleted' }]);
    expect(contentAuditActions(undefined, undefined, null, now)).toEqual([]);
  });

  it('records a new document created published or scheduled, not a new draft', () => {
    expect(contentAuditActions(undefined, published, null, now)).toEqual([{ action: 'published' }]);
    expect(contentAuditActions(undefined, draft, null, now)).toEqual([]);
    expect(contentAuditActions(undefined, { ...draft, publish_at: later }, null, now)).toEqual([
      { action: 'scheduled', publishAt: later, unpublishAt: null },
    ]);
  });

  it('records a publish or unpublish time set or changed, not one kept', () => {
    const scheduled = { ...draft, publish_at: later };
    expect(contentAuditActions(draft, scheduled, null, now)).toEqual([
      { action: 'scheduled', publishAt: later, unpublishAt: null },
    ]);
    expect(contentAuditActions(scheduled, { ...scheduled, title: 'B' }, null, now)).toEqual([]);
    expect(contentAuditActions(published, { ...published, unpublish_at: later }, null, now)).toEqual([
      { action: 'scheduled', publishAt: null, unpublishAt: later },
    ]);
  });

  it('records the scheduled publish of an item with an unpublish time as a publish only: its unpublish time did not change', () => {
    const due = { ...draft, publish_at: earlier, unpublish_at: later };
    expect(contentAuditActions(due, { ...published, unpublish_at: later }, null, now)).toEqual([
      { action: 'published' },
    ]);
    // An admin who publishes at once and changes the unpublish time in the same save did schedule.
    const sooner = new Date('2026-05-15T08:00:00Z');
    expect(contentAuditActions(due, { ...published, unpublish_at: sooner }, null, now)).toEqual([
      { action: 'published' },
      { action: 'scheduled', publishAt: null, unpublishAt: sooner },
    ]);
    // Taking a scheduled item's unpublish time away is a change of its schedule still.
    expect(
      contentAuditActions(
        { ...draft, publish_at: later, unpublish_at: new Date('2026-07-01T08:00:00Z') },
        { ...draft, publish_at: later },
        null,
        now,
      ),
    ).toEqual([{ action: 'scheduled', publishAt: later, unpublishAt: null }]);
  });

  it('records a schedule taken away (a time still to come cleared, nothing else left) as unscheduled, with the times it had', () => {
    // A scheduled draft whose publish time is cleared: a draft again, and the log says who did it.
    expect(contentAuditActions({ ...draft, publish_at: later }, draft, null, now)).toEqual([
      { action: 'unscheduled', publishAt: later, unpublishAt: null },
    ]);
    // A published item's unpublish time cleared: it stays up.
    expect(contentAuditActions({ ...published, unpublish_at: later }, published, null, now)).toEqual([
      { action: 'unscheduled', publishAt: null, unpublishAt: later },
    ]);
    // Both cleared at once.
    const until = new Date('2026-07-01T08:00:00Z');
    expect(contentAuditActions({ ...draft, publish_at: later, unpublish_at: until }, draft, null, now)).toEqual([
      { action: 'unscheduled', publishAt: later, unpublishAt: until },
    ]);
    // Published or unpublished at once instead: that is what the log says, the schedule went with it.
    expect(contentAuditActions({ ...draft, publish_at: later }, published, null, now)).toEqual([
      { action: 'published' },
    ]);
    expect(contentAuditActions({ ...published, unpublish_at: later }, draft, null, now)).toEqual([
      { action: 'unpublished' },
    ]);
    // A restore of a version without the schedule.
    expect(contentAuditActions({ ...draft, publish_at: later }, draft, 4, now)).toEqual([
      { action: 'restored', restoredFrom: 4 },
      { action: 'unscheduled', publishAt: later, unpublishAt: null },
    ]);
  });

  it('records a live item renamed (its public address changed), with the slugs from and to', () => {
    const live = { ...published, slug: 'old-name' };
    expect(contentAuditActions(live, { ...live, slug: 'new-name' }, null, now)).toEqual([
      { action: 'renamed', from: 'old-name', to: 'new-name' },
    ]);
    // Renamed and unpublished in one save: both.
    expect(contentAuditActions(live, { ...live, slug: 'new-name', is_published: false }, null, now)).toEqual([
      { action: 'unpublished' },
      { action: 'renamed', from: 'old-name', to: 'new-name' },
    ]);
    // A draft's slug is no public address: a plain edit.
    const unpublished = { ...draft, slug: 'old-name' };
    expect(contentAuditActions(unpublished, { ...unpublished, slug: 'new-name' }, null, now)).toEqual([]);
    expect(contentAuditActions(live, { ...live, title: 'B' }, null, now)).toEqual([]);
  });

  it("records scheduled unpublishing when its time has come as an unpublish (the system's)", () => {
    // publishScheduledContent's write: unpublished, the unpublish time that had come cleared.
    expect(contentAuditActions({ ...published, unpublish_at: earlier }, draft, null, now)).toEqual([
      { action: 'unpublished' },
    ]);
    // A deletion of an item whose unpublish time had come is a deletion only.
    expect(contentAuditActions({ ...published, unpublish_at: earlier }, undefined, null, now)).toEqual([
      { action: 'deleted' },
    ]);
    // An ended item edited by an admin and saved as a draft (the editor clears a time that had come): nothing.
    expect(contentAuditActions({ ...draft, unpublish_at: earlier }, draft, null, now)).toEqual([]);
  });

  it('records scheduled publishing when its time has come as a publish', () => {
    expect(contentAuditActions({ ...draft, publish_at: earlier }, published, null, now)).toEqual([
      { action: 'published' },
    ]);
  });

  it('records a restore with the version it restored, and the publication it changed', () => {
    expect(contentAuditActions(published, { ...published, title: 'Old' }, 3, now)).toEqual([
      { action: 'restored', restoredFrom: 3 },
    ]);
    expect(contentAuditActions(published, draft, 2, now)).toEqual([
      { action: 'restored', restoredFrom: 2 },
      { action: 'unpublished' },
    ]);
  });

  it('records a draft marked ready for review, and the request withdrawn, not one a publish clears', () => {
    const ready = { ...draft, ready_for_review: true };
    expect(contentAuditActions(draft, ready, null, now)).toEqual([{ action: 'review_requested' }]);
    expect(contentAuditActions(undefined, ready, null, now)).toEqual([{ action: 'review_requested' }]);
    expect(contentAuditActions(ready, { ...ready, title: 'B' }, null, now)).toEqual([]);
    expect(contentAuditActions(ready, { ...ready, ready_for_review: false }, null, now)).toEqual([
      { action: 'review_withdrawn' },
    ]);
    // Written without the mark (an import of an older export): none.
    expect(contentAuditActions(ready, draft, null, now)).toEqual([{ action: 'review_withdrawn' }]);
    // Publishing (or scheduling) clears it: that write is the publish, no withdrawal.
    expect(contentAuditActions(ready, { ...published, ready_for_review: false }, null, now)).toEqual([
      { action: 'published' },
    ]);
    expect(contentAuditActions(ready, { ...draft, ready_for_review: false, publish_at: later }, null, now)).toEqual([
      { action: 'scheduled', publishAt: later, unpublishAt: null },
    ]);
    expect(contentAuditActions(ready, undefined, null, now)).toEqual([{ action: 'deleted' }]);
  });
});

describe('writtenRevision', () => {
  it('is the revision a write names when it moved it, else none', () => {
    expect(writtenRevision(undefined, { revision: 1 })).toBe(1);
    expect(writtenRevision({ revision: 4 }, { revision: 5 })).toBe(5);
    // Scheduled publishing or an import: the document keeps the last save's revision, or has none.
    expect(writtenRevision({ revision: 5 }, { revision: 5, is_published: true })).toBeNull();
    expect(writtenRevision({}, {})).toBeNull();
    expect(writtenRevision({ revision: 5 }, undefined)).toBeNull();
    expect(writtenRevision(undefined, { revision: '2' })).toBeNull();
    expect(writtenRevision(undefined, { revision: 1.5 })).toBeNull();
    expect(writtenRevision(undefined, { revision: 0 })).toBeNull();
  });
});

describe('auditEmail', () => {
  it('trims and lower-cases an address, so the log stores and the filter asks for the same', () => {
    expect(auditEmail('  Anna.Svensson@Example.COM ')).toBe('anna.svensson@example.com');
    expect(auditEmail('anna@example.com')).toBe('anna@example.com');
    expect(auditEmail(null)).toBeNull();
  });
});
