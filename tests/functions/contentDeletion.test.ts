/**
 * A post or case study deleted anywhere (here with the Admin SDK, as the Firebase console, a script
 * or a test's clean-up deletes it) takes what it left with it: completeBlogDeletion /
 * completeCaseStudyDeletion remove its slug claims that still name it, its old addresses, its
 * translation sources and its history, end its open preview links (stored as revoked: the editor of
 * an item saved later under its id would list them), and leave a slug another item holds now and
 * another post's old address. An item stored again under the same id keeps what it has
 * (removeLeftovers, on a project no trigger watches). Its image files are left to the daily sweep
 * (imageSweep.test.ts).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { type DocumentReference, type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { REVISIONS_KEPT } from '../../domain/src/audit';
import { BLOG_TYPE, CASE_STUDY_TYPE } from '../../domain/src/contentType';
import { blog, caseStudy } from '../../domain/src/testFixtures';
import { removeLeftovers } from '../../functions/src/deletion/content';
import { resolvePreviewLink } from '../../functions/src/preview/links';
import { adminDb, clearFirestore } from './support/admin';

beforeEach(async () => {
  await clearFirestore();
});

/**
 * Stores item `id` of `collection` with what a console save leaves beside it: `versions` saved
 * versions and their head, the slug's claim and its translation sources.
 */
async function storeWithLeftovers(
  db: Firestore,
  collection: 'blogs' | 'case_studies',
  id: string,
  fields: { slug: string },
  versions = 2,
): Promise<DocumentReference> {
  const item = db.collection(collection).doc(id);
  const batch = db.batch();
  batch.set(item, { ...fields, revision: versions });
  for (let number = 1; number <= versions; number++) {
    batch.set(item.collection('revisions').doc(String(number).padStart(6, '0')), {
      number,
      fields: { ...fields, revision: number },
      saved_at: Timestamp.now(),
      saved_by: 'admin@example.com',
      restored_from: null,
    });
  }
  batch.set(item.collection('revisions').doc('head'), { next: versions + 1 });
  const claims = collection === 'blogs' ? 'blog_slugs' : 'case_study_slugs';
  batch.set(db.collection(claims).doc(fields.slug), { id });
  batch.set(db.collection('translation_sources').doc(`${collection}_${id}`), {
    fields: { title: '0123456789abcd' },
    english: { title: '0123456789abcd' },
  });
  await batch.commit();
  return item;
}

/** Whether each of these documents exists, by path. */
async function existing(db: Firestore, paths: readonly string[]): Promise<Record<string, boolean>> {
  const snapshots = await db.getAll(...paths.map((path) => db.doc(path)));
  return Object.fromEntries(snapshots.map((snapshot) => [snapshot.ref.path, snapshot.exists]));
}

/** Waits until none of `paths` exists (or 30 s have passed); answers which exist then. */
async function goneWithin(paths: readonly string[]): Promise<Record<string, boolean>> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await existing(adminDb(), paths);
    if (Object.values(found).every((exists) => !exists) || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** An open preview link of item `id` in `collection`, as createPreviewLink stores it. */
function storeLink(db: Firestore, collection: 'blogs' | 'case_studies', id: string): Promise<DocumentReference> {
  return db.collection('preview_links').add({
    collection,
    item_id: id,
    created_by: 'writer-uid',
    created_by_email: 'writer@example.com',
    created_at: Timestamp.now(),
    expires_at: Timestamp.fromMillis(Date.now() + 86_400_000),
    revoked_at: null,
  });
}

/** The link's `revoked_at` once it is set (or what it is after 30 s). */
async function revokedWithin(link: DocumentReference): Promise<unknown> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const revokedAt = (await link.get()).get('revoked_at');
    if (revokedAt !== null || Date.now() > deadline) return revokedAt;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const none = (paths: readonly string[]) => Object.fromEntries(paths.map((path) => [path, false]));

describe('deleting a post or case study', () => {
  it("removes a post's claim, old address, sources and history; another item's slug and old address stay", async () => {
    const db = adminDb();
    const post = await storeWithLeftovers(db, 'blogs', 'gone-post', blog({ slug: 'gone-post' }));
    // Its old address, and a slug it had once that another post holds now (with that one's old address).
    await db.doc('blog_redirects/gone-post-old').set({ id: 'gone-post' });
    await db.doc('blog_slugs/gone-post-earlier').set({ id: 'other-post' });
    await db.doc('blog_redirects/other-post-old').set({ id: 'other-post' });
    const link = await storeLink(db, 'blogs', 'gone-post');
    const othersLink = await storeLink(db, 'blogs', 'other-post');

    await post.delete();

    const leftovers = [
      'blog_slugs/gone-post',
      'blog_redirects/gone-post-old',
      'translation_sources/blogs_gone-post',
      'blogs/gone-post/revisions/000001',
      'blogs/gone-post/revisions/000002',
      'blogs/gone-post/revisions/head',
    ];
    expect(await goneWithin(leftovers)).toEqual(none(leftovers));
    expect((await db.doc('blog_slugs/gone-post-earlier').get()).data()).toEqual({ id: 'other-post' });
    expect((await db.doc('blog_redirects/other-post-old').get()).data()).toEqual({ id: 'other-post' });
    // Kept, as revoked (the editor lists a link by what is stored); another item's link is untouched.
    expect(await revokedWithin(link)).toBeInstanceOf(Timestamp);
    expect(await resolvePreviewLink(db, link.id)).toBeNull();
    expect((await othersLink.get()).get('revoked_at')).toBeNull();
  }, 60_000);

  it("removes a case study's claim, sources and history", async () => {
    const study = await storeWithLeftovers(adminDb(), 'case_studies', 'gone-study', caseStudy({ slug: 'gone-study' }));
    await study.delete();
    const leftovers = [
      'case_study_slugs/gone-study',
      'translation_sources/case_studies_gone-study',
      'case_studies/gone-study/revisions/000001',
      'case_studies/gone-study/revisions/000002',
      'case_studies/gone-study/revisions/head',
    ];
    expect(await goneWithin(leftovers)).toEqual(none(leftovers));
  }, 60_000);

  it('leaves the slug to a post that claimed it in the commit that deleted the other', async () => {
    const db = adminDb();
    const old = await storeWithLeftovers(db, 'blogs', 'old-holder', blog({ slug: 'contested' }));
    // As the console's delete and a new save of the slug at once: the claim moves to the new post.
    const batch = db.batch();
    batch.delete(old);
    batch.set(db.doc('blogs/new-holder'), blog({ slug: 'contested' }));
    batch.set(db.doc('blog_slugs/contested'), { id: 'new-holder' });
    await batch.commit();

    const leftovers = ['translation_sources/blogs_old-holder', 'blogs/old-holder/revisions/head'];
    expect(await goneWithin(leftovers)).toEqual(none(leftovers));
    expect((await db.doc('blog_slugs/contested').get()).data()).toEqual({ id: 'new-holder' });
  }, 60_000);
});

/** The Admin SDK on another demo project of the emulator: no trigger runs there. */
function quietProject(name: string): Firestore {
  return getFirestore(getApps().find((app) => app.name === name) ?? initializeApp({ projectId: `demo-${name}` }, name));
}

describe('removeLeftovers', () => {
  it('removes what it finds, and nothing the second time (a retried event, or the console first)', async () => {
    const db = quietProject('deletion-again');
    const post = await storeWithLeftovers(db, 'blogs', 'twice', blog({ slug: 'twice' }), 3);
    await db.doc('blog_redirects/twice-old').set({ id: 'twice' });
    await storeLink(db, 'blogs', 'twice');
    await post.delete();
    expect(await removeLeftovers(db, BLOG_TYPE, 'twice')).toEqual({
      claims: 1,
      redirects: 1,
      sources: 1,
      revisions: 4,
      links: 1,
    });
    expect(await removeLeftovers(db, BLOG_TYPE, 'twice')).toEqual({
      claims: 0,
      redirects: 0,
      sources: 0,
      revisions: 0,
      links: 0,
    });
  });

  it('removes a history longer than one transaction takes, and ends more links than one takes', async () => {
    const db = quietProject('deletion-long');
    const study = await storeWithLeftovers(db, 'case_studies', 'long', caseStudy({ slug: 'long' }), 450);
    await Promise.all(Array.from({ length: 250 }, () => storeLink(db, 'case_studies', 'long')));
    await study.delete();
    expect(await removeLeftovers(db, CASE_STUDY_TYPE, 'long')).toEqual({
      claims: 1,
      redirects: 0,
      sources: 1,
      revisions: 451,
      links: 250,
    });
    expect((await study.collection('revisions').get()).size).toBe(0);
    const open = db.collection('preview_links').where('item_id', '==', 'long').where('revoked_at', '==', null);
    expect((await open.get()).size).toBe(0);
  });

  it("removes a post's thousand old addresses (renamed a thousand times) with its history", async () => {
    const db = quietProject('deletion-renamed');
    const post = await storeWithLeftovers(db, 'blogs', 'renamed', blog({ slug: 'renamed' }), REVISIONS_KEPT);
    const seeded = db.bulkWriter();
    for (let index = 0; index < 1000; index++) {
      void seeded.set(db.doc(`blog_redirects/renamed-${index}`), { id: 'renamed' });
    }
    await seeded.close();
    await post.delete();
    expect(await removeLeftovers(db, BLOG_TYPE, 'renamed')).toEqual({
      claims: 1,
      redirects: 1000,
      sources: 1,
      revisions: REVISIONS_KEPT + 1,
      links: 0,
    });
    expect((await db.collection('blog_redirects').where('id', '==', 'renamed').get()).size).toBe(0);
  });

  it('leaves everything to an item stored again under the same id (an import restoring it)', async () => {
    const db = quietProject('deletion-back');
    const post = await storeWithLeftovers(db, 'blogs', 'back', blog({ slug: 'back' }));
    await db.doc('blog_redirects/back-old').set({ id: 'back' });
    const link = await storeLink(db, 'blogs', 'back');
    await post.delete();
    await storeWithLeftovers(db, 'blogs', 'back', blog({ slug: 'back' }));
    expect(await removeLeftovers(db, BLOG_TYPE, 'back')).toBeNull();
    expect((await link.get()).get('revoked_at')).toBeNull();
    const kept = [
      'blogs/back',
      'blog_slugs/back',
      'blog_redirects/back-old',
      'translation_sources/blogs_back',
      'blogs/back/revisions/000001',
      'blogs/back/revisions/head',
    ];
    expect(await existing(db, kept)).toEqual(Object.fromEntries(kept.map((path) => [path, true])));
  });
});
