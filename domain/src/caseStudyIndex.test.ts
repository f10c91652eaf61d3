import { describe, expect, it } from 'vitest';
import { FIRESTORE_DOCUMENT_BYTES, storedSize } from './blogIndex';
import type { CaseStudy } from './caseStudy';
import {
  CASE_STUDY_INDEX_COLLECTION,
  CASE_STUDY_INDEX_DOCUMENT,
  CASE_STUDY_INDEX_FIELD,
  caseStudyIdsFromIndex,
  caseStudyIndexDocument,
  caseStudyIndexEntry,
  caseStudyIndexPage,
} from './caseStudyIndex';
import { newestFirst } from './paging';
import { SLUG_MAX_LENGTH } from './slug';
import { caseStudy } from './testFixtures';

const now = new Date('2026-01-10T12:00:00Z');

/** Story `n`, created `n` days after 2025-01-01 (so a larger n is newer). */
function story(n: number, overrides: Partial<CaseStudy> = {}): CaseStudy {
  return {
    ...caseStudy({ slug: `story-${n}`, created_at: new Date(Date.UTC(2025, 0, 1 + n)) }),
    id: `id${String(n).padStart(3, '0')}`,
    ...overrides,
  };
}

describe('case study index', () => {
  it('keeps only the creation and unpublish times of live stories', () => {
    const unpublishAt = new Date('2026-02-01T00:00:00Z');
    expect(caseStudyIndexEntry(story(1, { unpublish_at: unpublishAt }), now)).toEqual({
      created_at: new Date(Date.UTC(2025, 0, 2)),
      unpublish_at: unpublishAt,
    });
    expect(caseStudyIndexEntry(story(2, { is_published: false }), now)).toBeNull();
    const scheduled = story(3, { is_published: false, publish_at: new Date('2026-02-01T00:00:00Z') });
    expect(caseStudyIndexEntry(scheduled, now)).toBeNull();
    // The scheduled function's publish (is_published on, publish_at cleared) lists it.
    expect(caseStudyIndexEntry({ ...scheduled, is_published: true, publish_at: null }, now)).not.toBeNull();
    expect(caseStudyIndexEntry(story(4, { unpublish_at: new Date('2026-01-10T11:00:00Z') }), now)).toBeNull();
  });

  it('reads the ids back newest first, equal times by id last first, as the list without it orders them', () => {
    const same = new Date(Date.UTC(2025, 5, 1));
    const stories = [
      story(1),
      story(5),
      story(3, { created_at: same }),
      story(4, { created_at: same }),
      story(2, { unpublish_at: new Date('2026-01-10T11:00:00Z') }),
      story(6, { is_published: false }),
    ];
    const stored = caseStudyIndexDocument(stories, new Date('2026-01-10T10:00:00Z'));
    expect(Object.keys(stored.stories).sort()).toEqual(['id001', 'id002', 'id003', 'id004', 'id005']);
    const ids = caseStudyIdsFromIndex(stored, now);
    expect(ids).toEqual(['id004', 'id003', 'id005', 'id001']);
    const live = stories.filter((item) => ids.includes(item.id));
    expect(newestFirst(live, (item) => item.created_at.getTime()).map((item) => item.id)).toEqual(ids);
  });

  it('reads stored Timestamps and tolerates a missing document or junk entries', () => {
    const timestamp = (date: Date) => ({ toDate: () => date });
    const stored = {
      [CASE_STUDY_INDEX_FIELD]: {
        a: { created_at: timestamp(new Date('2025-01-01')), unpublish_at: null },
        b: { created_at: timestamp(new Date('2025-02-01')), unpublish_at: timestamp(new Date('2027-01-01')) },
        c: 7,
        d: { unpublish_at: timestamp(new Date('2026-01-01')) },
      },
    };
    expect(caseStudyIdsFromIndex(stored, now)).toEqual(['b', 'a']);
    expect(caseStudyIdsFromIndex(undefined, now)).toEqual([]);
    expect(caseStudyIdsFromIndex({}, now)).toEqual([]);
  });

  it('pages the ids, counting the pages and stories from the index', () => {
    const stored = caseStudyIndexDocument(
      Array.from({ length: 23 }, (_, n) => story(n + 1)),
      now,
    );
    expect(caseStudyIndexPage(stored, 1, 10, now)).toEqual({
      items: Array.from({ length: 10 }, (_, n) => `id${String(23 - n).padStart(3, '0')}`),
      page: 1,
      pageCount: 3,
      total: 23,
    });
    expect(caseStudyIndexPage(stored, 3, 10, now).items).toEqual(['id003', 'id002', 'id001']);
    expect(caseStudyIndexPage(stored, 4, 10, now)).toEqual({ items: [], page: 4, pageCount: 3, total: 23 });
  });

  /** How many stories with ids of `idLength` characters the document holds: its 1 MiB less its name and overhead. */
  function capacity(idLength: number): { entry: number; stories: number } {
    const id = 'x'.repeat(idLength);
    const later = new Date(now.getTime() + 86_400_000);
    const entry = caseStudyIndexDocument([story(1, { id, unpublish_at: later })], now).stories[id];
    const size = storedSize(id) + storedSize(entry);
    const room =
      FIRESTORE_DOCUMENT_BYTES -
      32 -
      (storedSize(CASE_STUDY_INDEX_COLLECTION) + 16) -
      (storedSize(CASE_STUDY_INDEX_DOCUMENT) + 16) -
      storedSize(CASE_STUDY_INDEX_FIELD);
    return { entry: size, stories: Math.floor(room / size) };
  }

  it('holds 17,188 stories with the ids the console makes, 6,512 with ids as long as a slug', () => {
    // (caseStudyIndex.ts and README.md quote these.)
    expect(capacity(20)).toEqual({ entry: 61, stories: 17_188 });
    expect(capacity(SLUG_MAX_LENGTH)).toEqual({ entry: 161, stories: 6_512 });
  });
});
