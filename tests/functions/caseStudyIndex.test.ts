/**
 * The case studies' index (domain/src/caseStudyIndex.ts) follows every write of a story: the
 * case-study trigger writes the story's entry from the story as stored, or removes it, before it
 * clears the CDN.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  CASE_STUDY_INDEX_COLLECTION,
  CASE_STUDY_INDEX_DOCUMENT,
  caseStudyIdsFromIndex,
} from '../../domain/src/caseStudyIndex';
import { caseStudy } from '../../domain/src/testFixtures';
import { updateCaseStudyIndex } from '../../functions/src/caseStudyIndex/update';
import { reindexCaseStudies } from '../../scripts/content/reindex';
import { adminDb } from './support/admin';

type Entry = { created_at: Timestamp; unpublish_at: Timestamp | null };

/** Story `id`'s entry in the index, once `done` holds for it (or the last one seen after 30 s). */
async function entryWhen(id: string, done: (entry: Entry | undefined) => boolean) {
  const index = adminDb().collection(CASE_STUDY_INDEX_COLLECTION).doc(CASE_STUDY_INDEX_DOCUMENT);
  const deadline = Date.now() + 30_000;
  let entry: Entry | undefined;
  while (Date.now() < deadline) {
    entry = (await index.get()).get('stories')?.[id];
    if (done(entry)) return entry;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return entry;
}

describe("the case studies' index", () => {
  it('lists a published story with its times only, follows an edit, and drops it when unpublished', async () => {
    const createdAt = new Date('2025-03-04T05:06:07Z');
    const reference = adminDb().collection('case_studies').doc('index-live');
    await reference.set(caseStudy({ slug: 'index-live', title: 'Indexed', created_at: createdAt }));
    const entry = await entryWhen('index-live', (value) => value !== undefined);
    expect(entry?.created_at.toDate()).toEqual(createdAt);
    expect(entry?.unpublish_at).toBeNull();
    expect(Object.keys(entry ?? {}).sort()).toEqual(['created_at', 'unpublish_at']);

    // Scheduled to end: the entry carries the time, and the list leaves it out once it has come.
    const unpublishAt = new Date(Date.now() + 3_600_000);
    await reference.update({ unpublish_at: unpublishAt });
    const ending = await entryWhen('index-live', (value) => value?.unpublish_at != null);
    expect(ending?.unpublish_at?.toDate()).toEqual(unpublishAt);

    await reference.update({ is_published: false, unpublish_at: null });
    expect(await entryWhen('index-live', (value) => value === undefined)).toBeUndefined();
  }, 60_000);

  it('never lists a scheduled story before it is published, lists it when it is, and drops a deleted one', async () => {
    const scheduled = adminDb().collection('case_studies').doc('index-scheduled');
    await scheduled.set(
      caseStudy({ slug: 'index-scheduled', is_published: false, publish_at: new Date(Date.now() + 3_600_000) }),
    );
    const deleted = adminDb().collection('case_studies').doc('index-deleted');
    await deleted.set(caseStudy({ slug: 'index-deleted' }));
    await entryWhen('index-deleted', (value) => value !== undefined);
    // Written before the story just indexed: its trigger has run too.
    expect(await entryWhen('index-scheduled', () => true)).toBeUndefined();
    // As publishScheduledContent publishes it when its time comes.
    await scheduled.update({ is_published: true, publish_at: null });
    expect(await entryWhen('index-scheduled', (value) => value !== undefined)).toBeDefined();

    await deleted.delete();
    expect(await entryWhen('index-deleted', (value) => value === undefined)).toBeUndefined();
  }, 90_000);
});

/** The Admin SDK on another demo project of the emulator: no trigger writes its index meanwhile. */
function quietProject(name: string): Firestore {
  return getFirestore(getApps().find((app) => app.name === name) ?? initializeApp({ projectId: `demo-${name}` }, name));
}

describe('a full index', () => {
  it('leaves the story out, as it was, and answers instead of failing (the trigger would retry for days)', async () => {
    const db = quietProject('case-index-full');
    const index = db.collection(CASE_STUDY_INDEX_COLLECTION).doc(CASE_STUDY_INDEX_DOCUMENT);
    // Some 1,048,300 bytes of other entries: no room for another.
    const filler = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`other-${i}`, { created_at: 'x'.repeat(104_815) }]),
    );
    await index.set({ stories: filler });
    const id = 'x'.repeat(300);
    await db
      .collection('case_studies')
      .doc(id)
      .set(caseStudy({ slug: 'too-many' }));
    expect(await updateCaseStudyIndex(db, id)).toBe('full');
    expect(Object.keys((await index.get()).get('stories')).sort()).toEqual(Object.keys(filler).sort());
    // Removing an entry always fits.
    await db.collection('case_studies').doc(id).delete();
    expect(await updateCaseStudyIndex(db, id)).toBe('written');
  });
});

describe('content:reindex', () => {
  it("writes the case studies' index whole from the stories as stored, leaving out what is not live", async () => {
    const db = quietProject('case-reindex');
    const index = db.collection(CASE_STUDY_INDEX_COLLECTION).doc(CASE_STUDY_INDEX_DOCUMENT);
    const stories = Array.from({ length: 12 }, (_, n) => ({
      id: `story-${n}`,
      ...caseStudy({ slug: `story-${n}`, is_published: n % 4 !== 0, created_at: new Date(Date.UTC(2025, 0, 1 + n)) }),
    }));
    await Promise.all(stories.map(({ id, ...fields }) => db.collection('case_studies').doc(id).set(fields)));
    // Left by a failed trigger.
    await index.set({ stories: { gone: { created_at: new Date(), unpublish_at: null } } });

    expect(await reindexCaseStudies(db)).toBe(9);
    expect(caseStudyIdsFromIndex((await index.get()).data())).toEqual([
      'story-11',
      'story-10',
      'story-9',
      'story-7',
      'story-6',
      'story-5',
      'story-3',
      'story-2',
      'story-1',
    ]);

    // Stories that do not fit: nothing written, and the error says what to do.
    await index.set({ stories: { kept: { created_at: new Date(), unpublish_at: null } } });
    await expect(reindexCaseStudies(db, new Date(), 200)).rejects.toThrow(/split it into shards.*Nothing was written/);
    expect(Object.keys((await index.get()).get('stories'))).toEqual(['kept']);
  });
});
