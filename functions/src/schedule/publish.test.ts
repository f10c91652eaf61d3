import { describe, expect, it } from 'vitest';
import type { PublicationFields } from '../domain';
import { scheduledChange } from './publish';

const NOW = new Date('2026-11-25T13:00:00Z');
const before = new Date(NOW.getTime() - 1);
const after = new Date(NOW.getTime() + 60_000);
const fields = (overrides: Partial<PublicationFields>): PublicationFields => ({
  is_published: false,
  publish_at: null,
  unpublish_at: null,
  ...overrides,
});

describe('scheduledChange', () => {
  it('publishes a document whose publish time has come (to the millisecond), and clears the time', () => {
    expect(scheduledChange(fields({ publish_at: before }), NOW)).toEqual({ is_published: true, publish_at: null });
    expect(scheduledChange(fields({ publish_at: NOW }), NOW)).toEqual({ is_published: true, publish_at: null });
  });

  it('leaves a document whose publish time is still to come', () => {
    expect(scheduledChange(fields({ publish_at: after }), NOW)).toBeNull();
    expect(scheduledChange(fields({ publish_at: after, unpublish_at: new Date(after.getTime() + 1) }), NOW)).toBeNull();
  });

  it('publishes and keeps the unpublish time still to come', () => {
    expect(scheduledChange(fields({ publish_at: before, unpublish_at: after }), NOW)).toEqual({
      is_published: true,
      publish_at: null,
    });
  });

  it('unpublishes a document whose unpublish time has come, and clears the time', () => {
    expect(scheduledChange(fields({ is_published: true, unpublish_at: NOW }), NOW)).toEqual({
      is_published: false,
      unpublish_at: null,
    });
  });

  it('lets the later unpublish time win when both have come (a run was missed)', () => {
    const publishAt = new Date(NOW.getTime() - 120_000);
    expect(scheduledChange(fields({ publish_at: publishAt, unpublish_at: before }), NOW)).toEqual({
      is_published: false,
      publish_at: null,
      unpublish_at: null,
    });
  });

  it('only clears a past publish time of a document already published, and leaves one without times', () => {
    expect(scheduledChange(fields({ is_published: true, publish_at: before }), NOW)).toEqual({ publish_at: null });
    expect(scheduledChange(fields({ is_published: true }), NOW)).toBeNull();
    expect(scheduledChange(fields({}), NOW)).toBeNull();
  });
});
