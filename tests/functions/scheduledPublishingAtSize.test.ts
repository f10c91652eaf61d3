/**
 * A thousand posts and a thousand case studies due the same minute (an import of scheduled
 * content, a campaign): one run of scheduled publishing (publishScheduledContentNow, over real
 * HTTP) publishes them all, and the first step of the triggers each publish write fires
 * (clearCdnOnBlogChange, clearCdnOnCaseStudyChange: updateBlogIndex, updateCaseStudyIndex) lists
 * every one in its index, the blog's four shards and the case studies' one document, so the public
 * lists (/api/blog, /api/case-studies) count them all.
 * Each index entry is one non-transactional write (functions/src/indexEntry.ts), so a thousand
 * land on the same few documents at once; the test prints how long the run and the indexing took
 * (docs/performance.md, "A thousand due at once: the indexes").
 *
 * The triggers' index step runs here, in the test, for all 2,000 items at once, as production's
 * instances would run them side by side, rather than through the Functions emulator: the emulator
 * delivers events about one after another and runs the whole trigger and the CDN task of each (some
 * 6,000 function runs, 100 to 150 s on the 2-core machines), which tested its delivery, not the
 * indexes, and no more contention than one write at a time. That a publish write fires the trigger
 * and the trigger writes the index is tested through the emulator by blogIndex.test.ts and
 * caseStudyIndex.test.ts, and the CDN clearing by cdnClear.test.ts.
 */
import {
  BLOG_INDEX_COLLECTION,
  BLOG_INDEX_DOCUMENTS,
  BLOGS_COLLECTION,
  CASE_STUDIES_COLLECTION,
  CASE_STUDY_INDEX_COLLECTION,
  CASE_STUDY_INDEX_DOCUMENT,
  CASE_STUDY_INDEX_FIELD,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blog, caseStudy } from '../../domain/src/testFixtures';
import { updateBlogIndex } from '../../functions/src/blogIndex/update';
import { updateCaseStudyIndex } from '../../functions/src/caseStudyIndex/update';
import type { ScheduleRunSummary } from '../../functions/src/schedule/publish';
import { adminDb, clearFirestore, setBackgroundTriggers, signedInToken } from './support/admin';
import { callFunction } from './support/callables';
import { functionUrl } from './support/stack';

const DUE = 1_000;
const MINUTE = 60_000;

const ids = (prefix: string) => Array.from({ length: DUE }, (_, n) => `${prefix}-${String(n).padStart(4, '0')}`);
const postIds = ids('due-post');
const storyIds = ids('due-story');

/** How many items each index lists now. */
async function listed(): Promise<{ posts: number; stories: number }> {
  const db = adminDb();
  const shards = await db.getAll(...BLOG_INDEX_DOCUMENTS.map((id) => db.collection(BLOG_INDEX_COLLECTION).doc(id)));
  const stories = await db.collection(CASE_STUDY_INDEX_COLLECTION).doc(CASE_STUDY_INDEX_DOCUMENT).get();
  return {
    posts: shards.reduce((sum, shard) => sum + Object.keys(shard.get('posts') ?? {}).length, 0),
    stories: Object.keys(stories.get(CASE_STUDY_INDEX_FIELD) ?? {}).length,
  };
}

async function listTotal(path: string): Promise<number> {
  const response = await fetch(`${functionUrl('contentList')}${path}?lang=en`);
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

beforeAll(async () => {
  // Triggers off while storing and publishing: the test runs their index step itself.
  await setBackgroundTriggers(false);
  await clearFirestore();
  const due = new Date(Date.now() - MINUTE);
  const writer = adminDb().bulkWriter();
  for (const id of postIds) {
    void writer.set(
      adminDb().collection(BLOGS_COLLECTION).doc(id),
      blog({ slug: id, title: `Post ${id}`, is_published: false, publish_at: due }),
    );
  }
  for (const id of storyIds) {
    void writer.set(
      adminDb().collection(CASE_STUDIES_COLLECTION).doc(id),
      caseStudy({ slug: id, title: `Story ${id}`, is_published: false, publish_at: due }),
    );
  }
  await writer.close();
}, 180_000);

afterAll(async () => {
  await clearFirestore();
  await setBackgroundTriggers(true);
}, 180_000);

describe('a thousand posts and a thousand case studies due at once', () => {
  it('are published by one run and all listed by their indexes and the public lists', async () => {
    const adminToken = await signedInToken({ admin: true });
    const started = performance.now();
    const outcome = await callFunction<ScheduleRunSummary>('publishScheduledContentNow', {}, { idToken: adminToken });
    const runMs = performance.now() - started;
    expect(outcome.ok, JSON.stringify(!outcome.ok && outcome.error)).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.result.failed).toEqual([]);
    expect(outcome.result.published).toHaveLength(2 * DUE);

    // Each published item's index entry, all at once (as the triggers' updateBlogIndex and
    // updateCaseStudyIndex would write them in production), each kind timed from the run's start.
    const db = adminDb();
    const reached: { posts?: number; stories?: number } = {};
    const indexed = await Promise.all([
      Promise.all(postIds.map((id) => updateBlogIndex(db, id))).then((results) => {
        reached.posts = performance.now() - started;
        return results;
      }),
      Promise.all(storyIds.map((id) => updateCaseStudyIndex(db, id))).then((results) => {
        reached.stories = performance.now() - started;
        return results;
      }),
    ]);
    const now = await listed();
    console.log(
      [
        `publishScheduledContentNow: ${Math.round(runMs)} ms for ${2 * DUE} due items`,
        `blog index entries all written at ${Math.round(reached.posts ?? 0)} ms`,
        `case-study index entries all written at ${Math.round(reached.stories ?? 0)} ms`,
      ].join('\n'),
    );
    expect(indexed.flat().filter((result) => result !== 'written')).toEqual([]);
    expect(now).toEqual({ posts: DUE, stories: DUE });

    // And the public lists count them all.
    expect(await listTotal('/api/blog')).toBe(DUE);
    expect(await listTotal('/api/case-studies')).toBe(DUE);
  }, 420_000);
});
