/**
 * The blog index (domain/src/blogIndex.ts) follows every write of a post: the blog trigger writes
 * the post's entry in its shard from the post as stored, or removes it, before it clears the CDN.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { BLOG_INDEX_COLLECTION, blogIndexDocumentId, blogIndexShards } from '../../domain/src/blogIndex';
import { blog } from '../../domain/src/testFixtures';
import { updateBlogIndex } from '../../functions/src/blogIndex/update';
import { reindexBlog } from '../../scripts/content/reindex';
import { adminDb } from './support/admin';

/** The entry of post `id` in its shard, once `done` holds for it (or the last one seen after 30 s). */
async function entryWhen(id: string, done: (entry: Record<string, unknown> | undefined) => boolean) {
  const shard = adminDb().collection(BLOG_INDEX_COLLECTION).doc(blogIndexDocumentId(id));
  const deadline = Date.now() + 30_000;
  let entry: Record<string, unknown> | undefined;
  while (Date.now() < deadline) {
    entry = (await shard.get()).get('posts')?.[id];
    if (done(entry)) return entry;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return entry;
}

describe('the blog index', () => {
  it('lists a published post with its card fields only, follows an edit, and drops it when unpublished', async () => {
    const reference = adminDb().collection('blogs').doc('index-live');
    await reference.set(blog({ slug: 'index-live', title: 'Indexed', content: 'THE BODY' }));
    const entry = await entryWhen('index-live', (value) => value !== undefined);
    expect(entry).toMatchObject({ title: 'Indexed', slug: 'index-live', unpublish_at: null });
    expect(entry).not.toHaveProperty('content');
    expect(entry).not.toHaveProperty('is_published');

    await reference.update({ title: 'Indexed again', title_sv: 'Indexerad' });
    expect(await entryWhen('index-live', (value) => value?.title === 'Indexed again')).toMatchObject({
      title_sv: 'Indexerad',
    });

    await reference.update({ is_published: false });
    expect(await entryWhen('index-live', (value) => value === undefined)).toBeUndefined();
  }, 60_000);

  it("replaces a renamed post's entry: its new slug, and nothing left under the old one", async () => {
    const reference = adminDb().collection('blogs').doc('index-renamed');
    await reference.set(blog({ slug: 'index-old-name' }));
    await entryWhen('index-renamed', (value) => value?.slug === 'index-old-name');
    // As the console renames a published post (admin-remote/src/data/collection.ts): the same
    // document with a new slug, its old address kept in blog_redirects.
    await adminDb().collection('blog_redirects').doc('index-old-name').set({ id: 'index-renamed' });
    await reference.update({ slug: 'index-new-name' });
    expect(await entryWhen('index-renamed', (value) => value?.slug === 'index-new-name')).toMatchObject({
      slug: 'index-new-name',
    });
    const shard = await adminDb().collection(BLOG_INDEX_COLLECTION).doc(blogIndexDocumentId('index-renamed')).get();
    const slugs = Object.values((shard.get('posts') ?? {}) as Record<string, { slug: string }>).map(
      (entry) => entry.slug,
    );
    expect(slugs).not.toContain('index-old-name');
  }, 60_000);

  it('never lists a scheduled post before it is published, and drops a deleted one', async () => {
    const scheduled = adminDb().collection('blogs').doc('index-scheduled');
    await scheduled.set(
      blog({ slug: 'index-scheduled', is_published: false, publish_at: new Date(Date.now() + 3_600_000) }),
    );
    const deleted = adminDb().collection('blogs').doc('index-deleted');
    await deleted.set(blog({ slug: 'index-deleted' }));
    await entryWhen('index-deleted', (value) => value !== undefined);
    // Written before the post just indexed: its trigger has run too.
    expect(await entryWhen('index-scheduled', () => true)).toBeUndefined();
    await deleted.delete();
    expect(await entryWhen('index-deleted', (value) => value === undefined)).toBeUndefined();
  }, 90_000);
});

/** The Admin SDK on another demo project of the emulator: no trigger writes its index meanwhile. */
function quietProject(name: string): Firestore {
  return getFirestore(getApps().find((app) => app.name === name) ?? initializeApp({ projectId: `demo-${name}` }, name));
}

describe('a full shard', () => {
  it('leaves the post out, as it was, and answers instead of failing (the trigger would retry for days)', async () => {
    const db = quietProject('index-full');
    const id = 'too-many';
    const shard = db.collection(BLOG_INDEX_COLLECTION).doc(blogIndexDocumentId(id));
    // Some 1,047,600 bytes of other posts: no room for another card of 1.5 KB.
    const filler = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`other-${i}`, { title: 'x'.repeat(104_750) }]),
    );
    await shard.set({ posts: filler });
    await db
      .collection('blogs')
      .doc(id)
      .set(blog({ slug: id, excerpt: 'x'.repeat(1_000) }));
    expect(await updateBlogIndex(db, id)).toBe('full');
    expect(Object.keys((await shard.get()).get('posts')).sort()).toEqual(Object.keys(filler).sort());
    // Removing an entry always fits.
    await db.collection('blogs').doc(id).delete();
    expect(await updateBlogIndex(db, id)).toBe('written');
  });
});

describe('content:reindex', () => {
  it('writes every shard from the posts as stored, leaves out what is not live, and deletes unused shards', async () => {
    const db = quietProject('reindex');
    const index = db.collection(BLOG_INDEX_COLLECTION);
    const posts = Array.from({ length: 30 }, (_, n) => ({
      ...blog({ slug: `post-${n}`, title: `Post ${n}`, is_published: n % 5 !== 0 }),
      id: `post-${n}`,
    }));
    await Promise.all(posts.map(({ id, ...fields }) => db.collection('blogs').doc(id).set(fields)));
    // Left by a failed trigger and by a larger BLOG_INDEX_SHARDS.
    await index.doc('live-0').set({ posts: { gone: { title: 'Deleted long ago' } } });
    await index.doc('live-9').set({ posts: {} });

    const now = new Date();
    const result = await reindexBlog(db, now);
    expect(result.removed).toEqual(['live-9']);
    const expected = blogIndexShards(posts, now);
    const stored = await index.get();
    expect(stored.docs.map((doc) => doc.id).sort()).toEqual(Object.keys(expected).sort());
    for (const doc of stored.docs) {
      const listed = doc.get('posts') as Record<string, { title: string }>;
      expect(Object.keys(listed).sort(), doc.id).toEqual(Object.keys(expected[doc.id]?.posts ?? {}).sort());
    }
    expect(Object.values(result.posts).reduce((sum, count) => sum + count, 0)).toBe(24);

    // Posts that do not fit: nothing written, and the error says what to do.
    await index.doc('live-0').set({ posts: { kept: { title: 'As it was' } } });
    await expect(reindexBlog(db, now, 500)).rejects.toThrow(/raise BLOG_INDEX_SHARDS.*Nothing was written/);
    expect(Object.keys((await index.doc('live-0').get()).get('posts'))).toEqual(['kept']);
  });
});
