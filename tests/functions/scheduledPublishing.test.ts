/**
 * publishScheduledContentNow, the on-demand run of the scheduled publishing that
 * publishScheduledContent does every minute (the emulator runs no scheduler), over real HTTP
 * against the emulators: due publish and unpublish times are applied and cleared, times still to
 * come are left, and only admins may run it.
 */
import { BLOGS_COLLECTION, CASE_STUDIES_COLLECTION } from '@app/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blog, caseStudy } from '../../domain/src/testFixtures';
import type { ScheduleRunSummary } from '../../functions/src/schedule/publish';
import { adminDb, clearFirestore, signedInToken } from './support/admin';
import { callFunction } from './support/callables';

const MINUTE = 60_000;
let adminToken: string;

beforeAll(async () => {
  adminToken = await signedInToken({ admin: true });
});

beforeEach(async () => {
  await clearFirestore();
});

async function stored(collection: string, id: string) {
  const data = (await adminDb().collection(collection).doc(id).get()).data() ?? {};
  return {
    is_published: data.is_published,
    publish_at: data.publish_at?.toDate() ?? null,
    unpublish_at: data.unpublish_at?.toDate() ?? null,
  };
}

describe('publishScheduledContentNow', () => {
  it('publishes what is due, unpublishes what has expired, and leaves what is still to come', async () => {
    const now = Date.now();
    const later = new Date(now + 10 * MINUTE);
    const blogs = adminDb().collection(BLOGS_COLLECTION);
    await blogs.doc('due').set(blog({ slug: 'due', is_published: false, publish_at: new Date(now - MINUTE) }));
    await blogs
      .doc('due-until')
      .set(blog({ slug: 'due-until', is_published: false, publish_at: new Date(now - MINUTE), unpublish_at: later }));
    await blogs.doc('waiting').set(blog({ slug: 'waiting', is_published: false, publish_at: later }));
    await blogs.doc('expired').set(blog({ slug: 'expired', unpublish_at: new Date(now - 1000) }));
    await blogs.doc('plain').set(blog({ slug: 'plain' }));
    await adminDb()
      .collection(CASE_STUDIES_COLLECTION)
      .doc('case')
      .set(caseStudy({ is_published: false, publish_at: new Date(now - 1000) }));

    const outcome = await callFunction<ScheduleRunSummary>('publishScheduledContentNow', {}, { idToken: adminToken });
    expect(outcome.ok && { ...outcome.result, published: [...outcome.result.published].sort() }).toEqual({
      published: ['blogs/due', 'blogs/due-until', 'case_studies/case'],
      unpublished: ['blogs/expired'],
      failed: [],
    });

    expect(await stored(BLOGS_COLLECTION, 'due')).toEqual({ is_published: true, publish_at: null, unpublish_at: null });
    expect(await stored(BLOGS_COLLECTION, 'due-until')).toEqual({
      is_published: true,
      publish_at: null,
      unpublish_at: later,
    });
    expect(await stored(BLOGS_COLLECTION, 'waiting')).toEqual({
      is_published: false,
      publish_at: later,
      unpublish_at: null,
    });
    expect(await stored(BLOGS_COLLECTION, 'expired')).toEqual({
      is_published: false,
      publish_at: null,
      unpublish_at: null,
    });
    expect(await stored(BLOGS_COLLECTION, 'plain')).toEqual({
      is_published: true,
      publish_at: null,
      unpublish_at: null,
    });
    expect((await stored(CASE_STUDIES_COLLECTION, 'case')).is_published).toBe(true);

    // A second run finds nothing to do.
    expect(await callFunction('publishScheduledContentNow', {}, { idToken: adminToken })).toMatchObject({
      ok: true,
      result: { published: [], unpublished: [], failed: [] },
    });
  });

  it('is refused to visitors and to signed-in accounts without the admin claim', async () => {
    await adminDb()
      .collection(BLOGS_COLLECTION)
      .doc('due')
      .set(blog({ is_published: false, publish_at: new Date(Date.now() - MINUTE) }));
    expect(await callFunction('publishScheduledContentNow', {})).toMatchObject({
      ok: false,
      error: { status: 'UNAUTHENTICATED' },
    });
    const userToken = await signedInToken();
    expect(await callFunction('publishScheduledContentNow', {}, { idToken: userToken })).toMatchObject({
      ok: false,
      error: { status: 'PERMISSION_DENIED' },
    });
    expect((await stored(BLOGS_COLLECTION, 'due')).is_published).toBe(false);
  });
});
