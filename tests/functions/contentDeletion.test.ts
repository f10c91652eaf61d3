/**
 * A post or case study deleted anywhere (here with the Admin SDK, as the Firebase console, a script
 * or a test's clean-up deletes it) takes what it left with it: completeBlogDeletion /
 * completeCaseStudyDeletion remove its slug claims that still name it, its old addresses, its
 * translation sources and its history, end its open preview links (stored as revoked: the editor of
 * an item saved later under its id would list them), and leave a slug another item holds now and
 * another post's old address. An item stored again under the same id keeps what it has
 * (removeLeftovers, on a project no trigger watches).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { type DocumentReference, type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { BLOG_TYPE, CASE_STUDY_TYPE } from '../../domain/src/contentType';
import { blog, caseStudy } from '../../domain/src/testFixtures';
import { type ImageBucket, removeDeletedItem, removeLeftovers } from '../../functions/src/deletion/content';
import { emulatedImageBucket, projectImageBucket } from '../../functions/src/deletion/imageBucket';
import { resolvePreviewLink } from '../../functions/src/preview/links';
import { uploadAsOwner } from '../../scripts/seed/seed.mjs';
import { startStorageEmulator } from '../../storage-emulator/server.mjs';
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

/** A download URL of `name` in `bucket`, as the console stores it (the emulator's origin). */
const imageUrl = (name: string, bucket = 'demo-nordic-ai.appspot.com') =>
  `http://127.0.0.1:9199/v0/b/${bucket}/o/${encodeURIComponent(`blog-images/${name}`)}?alt=media&token=t`;

/** A bucket in memory: each object with when it was stored; what is removed is noted. */
function fakeBucket(stored: Record<string, Date>) {
  const objects = new Map(Object.entries(stored).map(([name, at]) => [`blog-images/${name}`, at]));
  const removed: string[] = [];
  const bucket: ImageBucket = {
    name: 'demo-nordic-ai.appspot.com',
    created: async (name) => objects.get(name) ?? null,
    remove: async (name) => {
      removed.push(name);
      objects.delete(name);
    },
  };
  return { bucket, removed, objects };
}

describe("a deleted item's images (removeDeletedItem)", () => {
  const before = new Date(Date.now() - 3_600_000);

  it("removes its cover with its variants, its markdown images and its history's, but none another item or its history shows", async () => {
    const db = quietProject('deletion-images');
    await clearFirestore('demo-deletion-images');
    const fields = {
      ...blog({ slug: 'gone' }),
      image_url: imageUrl('blogs/1-cover.1600x900.png'),
      content: `Intro\n\n![A chart](${imageUrl('blogs/2-chart.png')})\n\n![Shared](${imageUrl('blogs/3-shared.png')})`,
      content_sv: `![Ett diagram](${imageUrl('blogs/4-chart-sv.800x600.jpg')})`,
    };
    const post = await storeWithLeftovers(db, 'blogs', 'gone', fields, 1);
    // An earlier version's cover, replaced since, and an image of another bucket (left alone).
    await post
      .collection('revisions')
      .doc('000000')
      .set({
        number: 0,
        fields: {
          ...fields,
          image_url: imageUrl('blogs/5-old-cover.png'),
          content: `![x](${imageUrl('blogs/6-x.png', 'other-bucket')})`,
        },
      });
    // Another post shows the shared image (a copied address); a case study's kept version shows the Swedish chart.
    await db
      .doc('blogs/kept')
      .set({ ...blog({ slug: 'kept' }), content: `![Shared](${imageUrl('blogs/3-shared.png')})` });
    await db.doc('case_studies/study/revisions/000003').set({
      number: 3,
      fields: { ...caseStudy({ slug: 'study' }), results: `![Diagram](${imageUrl('blogs/4-chart-sv.800x600.jpg')})` },
    });
    const { bucket, removed, objects } = fakeBucket({
      'blogs/1-cover.1600x900.png': before,
      'blogs/1-cover.1600x900.w480.webp': before,
      'blogs/1-cover.1600x900.w800.webp': before,
      'blogs/1-cover.1600x900.w1200.webp': before,
      'blogs/2-chart.png': before,
      'blogs/3-shared.png': before,
      'blogs/4-chart-sv.800x600.jpg': before,
      'blogs/4-chart-sv.800x600.w480.webp': before,
      'blogs/4-chart-sv.800x600.w800.webp': before,
      'blogs/5-old-cover.png': before,
    });
    const data = (await post.get()).data();
    await post.delete();

    const result = await removeDeletedItem(db, bucket, BLOG_TYPE, 'gone', { data, at: new Date() });
    expect(result?.leftovers).toEqual({ claims: 1, redirects: 0, sources: 1, revisions: 3, links: 0 });
    expect(removed.sort()).toEqual([
      'blog-images/blogs/1-cover.1600x900.png',
      'blog-images/blogs/1-cover.1600x900.w1200.webp',
      'blog-images/blogs/1-cover.1600x900.w480.webp',
      'blog-images/blogs/1-cover.1600x900.w800.webp',
      'blog-images/blogs/2-chart.png',
      'blog-images/blogs/5-old-cover.png',
    ]);
    expect([...objects.keys()].sort()).toEqual([
      'blog-images/blogs/3-shared.png',
      'blog-images/blogs/4-chart-sv.800x600.jpg',
      'blog-images/blogs/4-chart-sv.800x600.w480.webp',
      'blog-images/blogs/4-chart-sv.800x600.w800.webp',
    ]);
    expect(result?.images).toEqual({ removed: 6, kept: 4 });
  });

  it('keeps an image stored again since the deletion (a restore uploading it), and touches nothing of an item stored again', async () => {
    const db = quietProject('deletion-images-back');
    await clearFirestore('demo-deletion-images-back');
    const fields = {
      ...blog({ slug: 'back' }),
      image_url: imageUrl('blogs/7-cover.png'),
      content: `![a](${imageUrl('blogs/8-a.png')})`,
    };
    const post = await storeWithLeftovers(db, 'blogs', 'back', fields, 1);
    const data = (await post.get()).data();
    const deletedAt = new Date();
    // The trigger's time is the deletion's to the second in the emulator: a file stored in that second is no restore's.
    const { bucket, removed } = fakeBucket({
      'blogs/7-cover.png': new Date(deletedAt.getTime() + 5_000),
      'blogs/8-a.png': new Date(deletedAt.getTime() + 600),
    });
    await post.delete();
    expect((await removeDeletedItem(db, bucket, BLOG_TYPE, 'back', { data, at: deletedAt }))?.images).toEqual({
      removed: 1,
      kept: 1,
    });
    expect(removed).toEqual(['blog-images/blogs/8-a.png']);

    // Restored before the trigger ran: the item owns its images.
    const again = fakeBucket({ 'blogs/8-a.png': before });
    await storeWithLeftovers(db, 'blogs', 'back', fields, 1);
    expect(await removeDeletedItem(db, again.bucket, BLOG_TYPE, 'back', { data, at: new Date() })).toBeNull();
    expect(again.removed).toEqual([]);
  });

  it('removes no image where the functions reach no bucket (the emulators without Storage), and the rest as before', async () => {
    const db = quietProject('deletion-images-none');
    await clearFirestore('demo-deletion-images-none');
    const fields = { ...caseStudy({ slug: 's' }), image_url: imageUrl('case-studies/9-c.png') };
    const post = await storeWithLeftovers(db, 'case_studies', 's', fields, 1);
    const data = (await post.get()).data();
    await post.delete();
    expect(await removeDeletedItem(db, null, CASE_STUDY_TYPE, 's', { data, at: new Date() })).toEqual({
      leftovers: { claims: 1, redirects: 0, sources: 1, revisions: 2, links: 0 },
      images: null,
    });
  });
});

describe('the image bucket the trigger deletes from', () => {
  it("is the project's Storage server in the emulators, read and written as the owner; none without one", async () => {
    const storage = await startStorageEmulator({ port: 0 });
    try {
      const storageHost = `127.0.0.1:${storage.port}`;
      const bucketName = 'demo-nordic-ai.appspot.com';
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      await uploadAsOwner({
        storageHost,
        bucket: bucketName,
        objectPath: 'blog-images/blogs/1-a.png',
        bytes: png,
        contentType: 'image/png',
      });
      const bucket = emulatedImageBucket(storageHost, bucketName);
      const created = await bucket.created('blog-images/blogs/1-a.png');
      expect(created).toBeInstanceOf(Date);
      expect(Math.abs((created?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
      await bucket.remove('blog-images/blogs/1-a.png');
      expect(await bucket.created('blog-images/blogs/1-a.png')).toBeNull();
      // Already gone: no error.
      await bucket.remove('blog-images/blogs/1-a.png');
    } finally {
      await storage.stop();
    }
    const config = JSON.stringify({ projectId: 'demo-nordic-ai', storageBucket: 'demo-nordic-ai.appspot.com' });
    expect(projectImageBucket({ FUNCTIONS_EMULATOR: 'true', FIREBASE_CONFIG: config })).toBeNull();
    expect(
      projectImageBucket({
        FUNCTIONS_EMULATOR: 'true',
        FIREBASE_CONFIG: config,
        FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
      })?.name,
    ).toBe('demo-nordic-ai.appspot.com');
  });
});
