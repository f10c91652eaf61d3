import { describe, expect, it } from 'vitest';
import { CLEAR_WINDOW_SECONDS, clearTask, releaseMessage, visitorsSeeChange } from './functions';

const NOW = new Date('2026-11-26T12:00:05Z');
const HOUR = 3_600_000;
const live = { is_published: true };
const draft = { is_published: false };
const scheduled = { is_published: true, publish_at: new Date(NOW.getTime() + HOUR) };
const ended = { is_published: true, unpublish_at: new Date(NOW.getTime() - HOUR) };

describe('visitorsSeeChange', () => {
  it('is true when the item is live before or after: published, edited, unpublished, deleted, scheduled time come', () => {
    expect(visitorsSeeChange(undefined, live, NOW)).toBe(true);
    expect(visitorsSeeChange(live, live, NOW)).toBe(true);
    expect(visitorsSeeChange(live, draft, NOW)).toBe(true);
    expect(visitorsSeeChange(live, undefined, NOW)).toBe(true);
    expect(visitorsSeeChange(scheduled, { is_published: true }, NOW)).toBe(true);
  });

  it("is true when an ended item is unpublished (the scheduled unpublish's write): the CDN still lists it", () => {
    expect(visitorsSeeChange(ended, { is_published: false, unpublish_at: null }, NOW)).toBe(true);
    expect(visitorsSeeChange(ended, undefined, NOW)).toBe(true);
  });

  it('is false for what no visitor sees before or after: drafts, scheduled items, ended items', () => {
    expect(visitorsSeeChange(undefined, draft, NOW)).toBe(false);
    expect(visitorsSeeChange(draft, draft, NOW)).toBe(false);
    expect(visitorsSeeChange(draft, scheduled, NOW)).toBe(false);
    expect(visitorsSeeChange(ended, ended, NOW)).toBe(false);
    expect(visitorsSeeChange(draft, undefined, NOW)).toBe(false);
  });
});

describe('clearTask', () => {
  it('gives every write of one window the same task, run a second after the window ends', () => {
    const first = clearTask(new Date('2026-11-26T12:00:00.000Z'));
    expect(clearTask(new Date('2026-11-26T12:00:19.999Z'))).toEqual(first);
    expect(first.scheduleTime).toEqual(new Date('2026-11-26T12:00:21.000Z'));
    const next = clearTask(new Date('2026-11-26T12:00:20.000Z'));
    expect(next.id).not.toBe(first.id);
    expect(next.scheduleTime.getTime() - first.scheduleTime.getTime()).toBe(CLEAR_WINDOW_SECONDS * 1000);
  });
});

describe('releaseMessage', () => {
  it("names the change that queued the clearing, for Hosting's release history", () => {
    expect(releaseMessage('blogs/ai-for-smes')).toBe(
      'Content changed: CDN cache cleared (first change: blogs/ai-for-smes)',
    );
    expect(releaseMessage(undefined)).toBe('Content changed: CDN cache cleared');
  });
});
