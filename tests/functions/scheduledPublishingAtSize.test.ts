/**
 * A thousand posts and a thousand case studies due the same minute (an import of scheduled
 * content, a campaign): one run of scheduled publishing (publishScheduledContentNow, over real
 * HTTP) publishes them all, and the triggers it fires (clearCdnOnBlogChange,
 * clearCdnOnCaseStudyChange) list every one in its index, the blog's four shards and the case
 * studies' one document, so the public lists (/api/blog, /api/case-studies) count them all.
 * Each index entry is one non-transactional write (functions/src/indexEntry.ts), so a thousand
 * land on the same few documents within seconds; the test prints how long the run and the
 * indexing took (docs/performance.md, "A thousand due at once: the indexes").
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
import type { ScheduleRunSummary } from '../../functions/src/schedule/publish';
import { adminDb, clearFirestore, setBackgroundTriggers, signedInToken } from './support/admin';
import { callFunction } from './support/callables';
import { functionUrl } from './support/stack';

const DUE = 1_000;
const MINUTE = 60_000;
/** How long the triggers get to list every item after the run. */
const INDEXING_DEADLINE_MS = 240_000;

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
  // Stored with the triggers off: only the run's writes fire them.
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
  await setBackgroundTriggers(true);
}, 180_000);

afterAll(async () => {
  await setBackgroundTriggers(false);
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

    // Every 250 ms until both indexes list every item: when each got there, from the run's start.
    const reached: { posts?: number; stories?: number } = {};
    let now = await listed();
    const progress: string[] = [];
    let lastLogged = Number.NEGATIVE_INFINITY;
    while (performance.now() - started < INDEXING_DEADLINE_MS) {
      now = await listed();
      const elapsed = performance.now() - started;
      if (elapsed - lastLogged >= 5_000) {
        lastLogged = elapsed;
        progress.push(`${Math.round(elapsed)} ms: ${now.posts} posts, ${now.stories} stories`);
      }
      if (now.posts === DUE && reached.posts === undefined) reached.posts = elapsed;
      if (now.stories === DUE && reached.stories === undefined) reached.stories = elapsed;
      if (reached.posts !== undefined && reached.stories !== undefined) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    console.log(
      [
        `publishScheduledContentNow: ${Math.round(runMs)} ms for ${2 * DUE} due items`,
        `blog index lists all ${DUE} at ${reached.posts === undefined ? 'never' : `${Math.round(reached.posts)} ms`}`,
        `case-study index lists all ${DUE} at ${reached.stories === undefined ? 'never' : `${Math.round(reached.stories)} ms`}`,
        ...progress,
      ].join('\n'),
    );
    expect(now).toEqual({ posts: DUE, stories: DUE });

    // And the public lists count them all.
    expect(await listTotal('/api/blog')).toBe(DUE);
    expect(await listTotal('/api/case-studies')).toBe(DUE);
  }, 420_000);
});
