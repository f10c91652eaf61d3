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
import { READ_PAGE, reindexBlog } from '../../scripts/content/reindex';
import { adminDb, clearFirestore } from './support/admin';

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

describe('content:reindex at real size', () => {
  /** 10,000 posts: 3,000 live, the rest drafts, scheduled and ended (about 7 MB of documents). */
  async function seedPosts(db: Firestore, now: Date) {
    const day = 86_400_000;
    const posts = Array.from({ length: 10_000 }, (_, n) => {
      const kind = n % 10;
      const fields = blog({
        slug: `size-${n}`,
        title: `Post ${n}`,
        excerpt: `Excerpt of post ${n}, ${'long enough to look like one. '.repeat(3)}`,
        content: `# Post ${n}\n\n${'A paragraph of the body. '.repeat(20)}`,
        published_date: new Date(Date.UTC(2020, 0, 1) + (n % 2_000) * day).toISOString().slice(0, 10),
        // 0–2 live, 3–5 drafts, 6–7 scheduled, 8–9 ended.
        is_published: kind < 3 || kind >= 8,
        publish_at: kind === 6 || kind === 7 ? new Date(now.getTime() + day) : null,
        unpublish_at: kind >= 8 ? new Date(now.getTime() - day) : null,
      });
      return { ...fields, id: `size-${String(n).padStart(5, '0')}` };
    });
    const writer = db.bulkWriter();
    for (const { id, ...fields } of posts) void writer.set(db.collection('blogs').doc(id), fields);
    await writer.close();
    return posts;
  }

  it('writes the index of 10,000 posts, and keeps a post saved while it runs as it was saved', async () => {
    const db = quietProject('reindex-size');
    await clearFirestore('demo-reindex-size');
    const now = new Date();
    const posts = await seedPosts(db, now);
    let edited = 0;
    const lines: string[] = [];
    const result = await reindexBlog(db, now, undefined, async (line) => {
      lines.push(line);
      if (!line.startsWith('Read 10,000 of')) return;
      // Staff at work meanwhile, once the posts are read: a live post renamed, another unpublished,
      // a draft published, a new post, a live one deleted.
      const blogs = db.collection('blogs');
      await Promise.all([
        blogs.doc('size-00000').update({ title: 'Renamed meanwhile' }),
        blogs.doc('size-00001').update({ is_published: false }),
        blogs.doc('size-00003').update({ is_published: true }),
        blogs.doc('size-new').set(blog({ slug: 'size-new', title: 'Written meanwhile' })),
        blogs.doc('size-00002').delete(),
      ]);
      edited += 5;
    });
    expect(edited).toBe(5);
    // Read a page of READ_PAGE at a time, never every post in one query: 10 pages, and one more
    // for the post written meanwhile.
    const read = lines.flatMap((line) => /^Read ([\d,]+) of/.exec(line)?.[1]?.replaceAll(',', '') ?? []).map(Number);
    expect(read).toEqual([...Array.from({ length: 10 }, (_, page) => (page + 1) * READ_PAGE), 10_001]);
    // The new post is read by the last page; the other four are indexed again from what was saved.
    expect(lines).toContain('Indexed again 4 posts saved meanwhile.');

    const live = posts.filter((_, n) => n % 10 < 3).length;
    // One renamed, one unpublished, one draft published, one new, one deleted.
    expect(Object.values(result.posts).reduce((sum, count) => sum + count, 0)).toBe(live - 1 - 1 + 1 + 1);
    const stored = await db.collection(BLOG_INDEX_COLLECTION).get();
    const listed: Record<string, { title: string }> = Object.assign(
      {},
      ...stored.docs.map((doc) => doc.get('posts') as Record<string, { title: string }>),
    );
    expect(Object.keys(listed)).toHaveLength(live);
    expect(listed['size-00000']?.title).toBe('Renamed meanwhile');
    expect(listed).not.toHaveProperty('size-00001');
    expect(listed).not.toHaveProperty('size-00002');
    expect(listed['size-00003']?.title).toBe('Post 3');
    expect(listed['size-new']?.title).toBe('Written meanwhile');
    expect(listed).not.toHaveProperty('size-00006');
    expect(listed).not.toHaveProperty('size-00008');
    // Each post in the shard its id names.
    for (const doc of stored.docs) {
      for (const id of Object.keys(doc.get('posts'))) expect(blogIndexDocumentId(id), id).toBe(doc.id);
    }
  }, 600_000);
});
