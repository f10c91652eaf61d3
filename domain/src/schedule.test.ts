import { describe, expect, it } from 'vitest';
import { blogToDraft, draftToBlogFields, emptyBlogDraft } from './blog';
import { blogFieldsSchema } from './blogSchema';
import { caseStudyToDraft, draftToCaseStudyFields } from './caseStudy';
import { caseStudyFieldsSchema } from './caseStudySchema';
import {
  isLive,
  type PublicationFields,
  publicationFromDraft,
  publicationFromFirestore,
  publicationState,
  publicationToDraft,
  reviewFromFirestore,
  unreadableTimes,
} from './schedule';
import { blog, caseStudy } from './testFixtures';
import { validate } from './validation';

const NOW = new Date('2026-11-25T12:00:00Z'); // 13:00 in Stockholm
const at = (iso: string) => new Date(iso);
const fields = (overrides: Partial<PublicationFields>): PublicationFields => ({
  is_published: true,
  publish_at: null,
  unpublish_at: null,
  ...overrides,
});

describe('isLive', () => {
  it('shows a published document without times, never an unpublished one', () => {
    expect(isLive(fields({}), NOW)).toBe(true);
    expect(isLive(fields({ is_published: false }), NOW)).toBe(false);
  });

  it('treats a publish time still to come as unpublished, from that moment on as published', () => {
    const publishAt = at('2026-11-25T12:01:00Z');
    expect(isLive(fields({ publish_at: publishAt }), NOW)).toBe(false);
    expect(isLive(fields({ publish_at: publishAt }), publishAt)).toBe(true);
    // Stored unpublished, it waits for the scheduled function to publish it.
    expect(isLive(fields({ is_published: false, publish_at: publishAt }), publishAt)).toBe(false);
  });

  it('hides a document from its unpublish time on, even before the function has run', () => {
    const unpublishAt = at('2026-11-25T12:00:00Z');
    expect(isLive(fields({ unpublish_at: unpublishAt }), at('2026-11-25T11:59:59.999Z'))).toBe(true);
    expect(isLive(fields({ unpublish_at: unpublishAt }), NOW)).toBe(false);
  });
});

describe('publicationFromDraft (what the editor saves)', () => {
  const draft = (publish_at: string, unpublish_at = '', is_published = true) => ({
    is_published,
    publish_at,
    unpublish_at,
  });

  it('schedules a publish time still to come: stored unpublished with the instant, the box aside', () => {
    expect(publicationFromDraft(draft('2026-11-25T13:01'), NOW)).toEqual({
      is_published: false,
      publish_at: at('2026-11-25T12:01:00Z'),
      unpublish_at: null,
    });
    expect(publicationFromDraft(draft('2026-11-25T13:01', '', false), NOW).publish_at).toEqual(
      at('2026-11-25T12:01:00Z'),
    );
  });

  it('publishes now for a publish time already past, and keeps no time', () => {
    expect(publicationFromDraft(draft('2026-11-25T13:00', '', false), NOW)).toEqual({
      is_published: true,
      publish_at: null,
      unpublish_at: null,
    });
  });

  it('keeps an unpublish time still to come, and unpublishes now for one already past', () => {
    expect(publicationFromDraft(draft('', '2026-12-01T09:00'), NOW)).toEqual({
      is_published: true,
      publish_at: null,
      unpublish_at: at('2026-12-01T08:00:00Z'),
    });
    expect(publicationFromDraft(draft('', '2026-11-25T12:59'), NOW)).toEqual({
      is_published: false,
      publish_at: null,
      unpublish_at: null,
    });
  });

  it('lets the Published box decide when no time is set', () => {
    expect(publicationFromDraft(draft('', '', false), NOW)).toEqual(fields({ is_published: false }));
    expect(publicationFromDraft(draft('', '', true), NOW)).toEqual(fields({}));
  });

  it('round-trips through the editor in Stockholm time', () => {
    const stored = fields({ is_published: false, publish_at: at('2027-07-01T10:00:00Z') });
    expect(publicationToDraft(stored)).toEqual({
      is_published: false,
      publish_at: '2027-07-01T12:00',
      unpublish_at: '',
    });
    expect(publicationFromDraft(publicationToDraft(stored), NOW)).toEqual(stored);
  });

  it('dates a scheduled post with an empty date on the day it goes live (Stockholm)', () => {
    const saved = draftToBlogFields(
      { ...emptyBlogDraft(), title: 'T', publish_at: '2026-12-24T00:30', published_date: '' },
      { now: NOW },
    );
    expect(saved.published_date).toBe('2026-12-24');
    expect(saved.publish_at).toEqual(at('2026-12-23T23:30:00Z'));
  });
});

describe('unreadableTimes', () => {
  it('names a time field whose text is no time, which the save would otherwise read as empty', () => {
    const draft = { is_published: true, publish_at: '', unpublish_at: '' };
    expect(unreadableTimes(draft)).toEqual([]);
    expect(unreadableTimes({ ...draft, publish_at: '2030-11-25T14:00', unpublish_at: ' 2030-12-01T09:00 ' })).toEqual(
      [],
    );
    // A year of five digits (a browser's date field takes it), a day that does not exist, an hour past 23.
    expect(unreadableTimes({ ...draft, publish_at: '20301-11-25T14:00' })).toEqual(['publish_at']);
    expect(unreadableTimes({ ...draft, unpublish_at: '2030-02-30T10:00' })).toEqual(['unpublish_at']);
    expect(unreadableTimes({ ...draft, publish_at: '2030-11-25T24:00', unpublish_at: 'soon' })).toEqual([
      'publish_at',
      'unpublish_at',
    ]);
    // What it guards against: read as empty, the box decides, and a new post goes live at once.
    expect(publicationFromDraft({ ...draft, publish_at: '20301-11-25T14:00' }, NOW).is_published).toBe(true);
  });
});

describe('the stored schedule', () => {
  it('reads Timestamps (either SDK) as instants, missing or odd values as none', () => {
    const timestamp = { toDate: () => at('2026-11-25T12:01:00Z') };
    expect(publicationFromFirestore({ is_published: false, publish_at: timestamp })).toEqual({
      is_published: false,
      publish_at: at('2026-11-25T12:01:00Z'),
      unpublish_at: null,
    });
    expect(publicationFromFirestore({ publish_at: 'soon', unpublish_at: {} })).toEqual(fields({}));
  });

  it('needs an unpublish time after the publish time (schema and firestore.rules alike)', () => {
    const publish_at = at('2026-11-25T12:00:00Z');
    for (const [schema, document] of [
      [blogFieldsSchema, blog({ is_published: false, publish_at })],
      [caseStudyFieldsSchema, caseStudy({ is_published: false, publish_at })],
    ] as const) {
      expect(validate(schema, { ...document, unpublish_at: at('2026-11-25T12:00:01Z') }).ok).toBe(true);
      expect(validate(schema, { ...document, unpublish_at: publish_at })).toEqual({
        ok: false,
        problem: { field: 'unpublish_at', message: 'must be after the publish time' },
      });
      expect(validate(schema, { ...document, publish_at: '2026-11-25T13:00' })).toEqual({
        ok: false,
        problem: { field: 'publish_at', message: 'must be a date and time or null' },
      });
    }
  });
});

describe('publicationState (the admin list)', () => {
  it('says scheduled, with both times, until the function has published it', () => {
    const publishAt = at('2026-11-25T13:00:00Z');
    const unpublishAt = at('2026-12-01T13:00:00Z');
    const stored = fields({ is_published: false, publish_at: publishAt, unpublish_at: unpublishAt });
    expect(publicationState(stored, NOW)).toEqual({ state: 'scheduled', publishAt, unpublishAt });
    expect(publicationState(stored, at('2026-11-25T13:00:30Z'))).toEqual({
      state: 'scheduled',
      publishAt,
      unpublishAt,
    });
  });

  it('says published (until its unpublish time), or draft', () => {
    const unpublishAt = at('2026-12-01T13:00:00Z');
    expect(publicationState(fields({ unpublish_at: unpublishAt }), NOW)).toEqual({ state: 'published', unpublishAt });
    expect(publicationState(fields({}), NOW)).toEqual({ state: 'published', unpublishAt: null });
    expect(publicationState(fields({ is_published: false }), NOW)).toEqual({ state: 'draft' });
    expect(publicationState(fields({ unpublish_at: at('2026-11-25T11:00:00Z') }), NOW)).toEqual({ state: 'draft' });
  });
});

describe('ready for review (a draft a writer asks an admin to look at)', () => {
  const readyDraft = (overrides: Partial<ReturnType<typeof emptyBlogDraft>> = {}) => ({
    ...emptyBlogDraft(),
    title: 'A',
    excerpt: 'B',
    content: 'C',
    category: 'D',
    author: 'E',
    is_published: false,
    ready_for_review: true,
    ...overrides,
  });

  it('is kept on a draft saved as a draft, and withdrawn when unticked', () => {
    expect(draftToBlogFields(readyDraft(), { now: NOW }).ready_for_review).toBe(true);
    expect(draftToBlogFields(readyDraft({ ready_for_review: false }), { now: NOW }).ready_for_review).toBe(false);
  });

  it('is cleared by a save that publishes or schedules the draft', () => {
    expect(draftToBlogFields(readyDraft({ is_published: true }), { now: NOW }).ready_for_review).toBe(false);
    expect(draftToBlogFields(readyDraft({ publish_at: '2026-12-01T09:00' }), { now: NOW }).ready_for_review).toBe(
      false,
    );
    const story = { ...caseStudyToDraft(caseStudy({ is_published: false })), ready_for_review: true };
    expect(draftToCaseStudyFields(story, { now: NOW }).ready_for_review).toBe(true);
    expect(draftToCaseStudyFields({ ...story, is_published: true }, { now: NOW }).ready_for_review).toBe(false);
  });

  it('reads as not asked for from a document stored before it existed (or holding anything but true)', () => {
    expect(reviewFromFirestore({})).toEqual({ ready_for_review: false });
    expect(reviewFromFirestore({ ready_for_review: 'yes' })).toEqual({ ready_for_review: false });
    expect(reviewFromFirestore({ ready_for_review: true })).toEqual({ ready_for_review: true });
    expect(blogToDraft(blog({ is_published: false, ready_for_review: true })).ready_for_review).toBe(true);
  });

  it('is valid stored on a draft, optional, and only true or false', () => {
    const { ready_for_review: _absent, ...older } = blog({ is_published: false });
    expect(validate(blogFieldsSchema, older).ok).toBe(true);
    expect(validate(blogFieldsSchema, blog({ is_published: false, ready_for_review: true })).ok).toBe(true);
    expect(validate(blogFieldsSchema, { ...blog(), ready_for_review: 'yes' }).ok).toBe(false);
    const { ready_for_review: _none, ...olderStory } = caseStudy();
    expect(validate(caseStudyFieldsSchema, olderStory).ok).toBe(true);
  });

  it('may be asked for only on a draft (the schema, as firestore.rules)', () => {
    expect(validate(blogFieldsSchema, blog({ is_published: true, ready_for_review: true })).ok).toBe(false);
    const scheduled = { is_published: false, publish_at: at('2027-01-01T00:00:00Z'), ready_for_review: true };
    expect(validate(caseStudyFieldsSchema, caseStudy(scheduled)).ok).toBe(false);
  });
});
