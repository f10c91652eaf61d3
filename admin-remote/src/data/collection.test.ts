import type { PublicationFields } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { keptPublicationTimes } from './collection';

const fields = (overrides: Partial<PublicationFields>): PublicationFields => ({
  is_published: false,
  publish_at: null,
  unpublish_at: null,
  ...overrides,
});

describe('keptPublicationTimes', () => {
  it('keeps a stored publish time with seconds that the editor showed to the minute and left as it was', () => {
    // Stored by an import at 14:00:30 Stockholm time; the editor's field shows 14:00.
    const stored = fields({ publish_at: new Date('2030-11-25T13:00:30Z') });
    const written = fields({ publish_at: new Date('2030-11-25T13:00:00Z') });
    expect(keptPublicationTimes(written, stored).publish_at).toEqual(stored.publish_at);
  });

  it("keeps a stored publish time in the autumn's repeated hour, which the field reads as its first pass", () => {
    // 02:30 on 25 October 2026 in winter time (the second 02:30) is 01:30 UTC; the field shows
    // '2026-10-25T02:30', which reads back as the first, summer-time pass: an hour earlier.
    const stored = fields({ publish_at: new Date('2026-10-25T01:30:00Z') });
    const written = fields({ publish_at: new Date('2026-10-25T00:30:00Z') });
    expect(keptPublicationTimes(written, stored).publish_at).toEqual(stored.publish_at);
    expect(keptPublicationTimes(written, stored).unpublish_at).toBeNull();
  });

  it('keeps the unpublish time the same way, and takes a time changed in the editor as written', () => {
    const stored = fields({
      publish_at: new Date('2030-11-25T13:00:30Z'),
      unpublish_at: new Date('2030-12-25T13:00:30Z'),
    });
    const moved = fields({
      publish_at: new Date('2030-11-26T13:00:00Z'),
      unpublish_at: new Date('2030-12-25T13:00:00Z'),
    });
    expect(keptPublicationTimes(moved, stored)).toEqual({
      is_published: false,
      publish_at: new Date('2030-11-26T13:00:00Z'),
      unpublish_at: stored.unpublish_at,
    });
    expect(keptPublicationTimes(moved)).toEqual(moved);
  });
});
