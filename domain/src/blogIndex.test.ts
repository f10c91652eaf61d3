import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, BLOG_LIMITS, type Blog } from './blog';
import {
  BLOG_INDEX_COLLECTION,
  BLOG_INDEX_DOCUMENTS,
  BLOG_INDEX_SHARDS,
  BLOG_PAGE_SIZE,
  type BlogCardFields,
  blogCardsFromIndex,
  blogIndexDocument,
  blogIndexDocumentId,
  blogIndexEntry,
  blogIndexShards,
  blogListPage,
  FIRESTORE_DOCUMENT_BYTES,
  storedSize,
  withSharedCategoryNames,
} from './blogIndex';
import { blog } from './testFixtures';

const now = new Date('2026-01-10T12:00:00Z');

function post(n: number, overrides: Partial<Blog> = {}): Blog {
  const day = String((n % 28) + 1).padStart(2, '0');
  return {
    ...blog({
      title: `Post ${n}`,
      title_sv: `Inlägg ${n}`,
      excerpt: n % 2 ? 'About agents' : 'About data',
      excerpt_sv: n % 2 ? 'Om agenter' : 'Om data',
      category: n % 3 ? 'Strategy' : 'Engineering',
      category_sv: n % 3 ? 'Strategi' : 'Teknik',
      slug: `post-${n}`,
      published_date: `2025-${String((n % 12) + 1).padStart(2, '0')}-${day}`,
      content: 'x'.repeat(5000),
    }),
    id: `id${n}`,
    ...overrides,
  };
}

describe('blog index', () => {
  it('keeps only the card fields and the unpublish time of live posts', () => {
    const unpublishAt = new Date('2026-02-01T00:00:00Z');
    const entry = blogIndexEntry(post(1, { unpublish_at: unpublishAt }), now);
    expect(entry).not.toHaveProperty('content');
    expect(entry).not.toHaveProperty('content_sv');
    expect(entry).toMatchObject({ title: 'Post 1', title_sv: 'Inlägg 1', slug: 'post-1', unpublish_at: unpublishAt });
    expect(blogIndexEntry(post(2, { is_published: false }), now)).toBeNull();
    expect(
      blogIndexEntry(post(3, { is_published: false, publish_at: new Date('2026-02-01T00:00:00Z') }), now),
    ).toBeNull();
  });

  it('reads back no card of a post whose slug no address carries (stored before the slug checks): its page answers 404', () => {
    const stored = blogIndexDocument(
      [post(1), post(2, { slug: 'Hello World' }), post(3, { slug: 'a/b' }), post(4, { slug: '' })],
      now,
    );
    expect(blogCardsFromIndex(stored, now).map((card) => card.slug)).toEqual(['post-1']);
  });

  it('reads the cards back newest first, leaving out a post whose unpublish time has come', () => {
    const stored = blogIndexDocument(
      [post(1), post(2), post(3, { unpublish_at: new Date('2026-01-10T11:00:00Z') }), post(4, { is_published: false })],
      new Date('2026-01-10T10:00:00Z'),
    );
    expect(Object.keys(stored.posts).sort()).toEqual(['id1', 'id2', 'id3']);
    const cards = blogCardsFromIndex(stored, now);
    expect(cards.map((card) => card.id)).toEqual(['id2', 'id1']);
    expect(cards[0]).toEqual({
      id: 'id2',
      slug: 'post-2',
      title: 'Post 2',
      title_sv: 'Inlägg 2',
      excerpt: 'About data',
      excerpt_sv: 'Om data',
      category: 'Strategy',
      category_sv: 'Strategi',
      author: expect.any(String),
      published_date: '2025-03-03',
      image_url: null,
      image_alt: null,
      image_alt_sv: null,
    });
    expect(blogCardsFromIndex(undefined, now)).toEqual([]);
    expect(blogCardsFromIndex({ posts: { bad: 7 } }, now)).toEqual([]);
  });

  it('orders posts of the same day by title, then id, so pages never overlap', () => {
    const same = { published_date: '2025-05-05' };
    const cards = blogCardsFromIndex(blogIndexDocument([post(2, same), post(1, same), post(10, same)], now), now);
    expect(cards.map((card) => card.title)).toEqual(['Post 1', 'Post 10', 'Post 2']);
  });
});

describe('index shards', () => {
  it('puts each post in one shard, chosen by its id, and reads them back as one list', () => {
    const posts = Array.from({ length: 40 }, (_, n) => post(n + 1));
    const shards = blogIndexShards(posts, now);
    expect(Object.keys(shards)).toEqual([...BLOG_INDEX_DOCUMENTS]);
    expect(BLOG_INDEX_DOCUMENTS).toHaveLength(BLOG_INDEX_SHARDS);
    for (const [id, shard] of Object.entries(shards)) {
      expect(Object.keys(shard.posts).length).toBeGreaterThan(0);
      for (const postId of Object.keys(shard.posts)) expect(blogIndexDocumentId(postId)).toBe(id);
    }
    expect(blogCardsFromIndex(Object.values(shards), now)).toEqual(
      blogCardsFromIndex(blogIndexDocument(posts, now), now),
    );
  });

  /** How many posts like `fields` the shards hold: each shard's 1 MiB less its name and overhead. */
  function capacity(fields: Partial<Blog>): { card: number; posts: number } {
    const id = 'x'.repeat(20); // an id the console's Firestore makes
    const later = new Date(now.getTime() + 86_400_000);
    const entry = blogIndexDocument([{ ...post(1, fields), id, unpublish_at: later }], now).posts[id];
    const card = storedSize(id) + storedSize(entry);
    const room =
      FIRESTORE_DOCUMENT_BYTES -
      32 -
      (storedSize(BLOG_INDEX_COLLECTION) + 16) -
      (storedSize('live-0') + 16) -
      storedSize('posts');
    return { card, posts: BLOG_INDEX_SHARDS * Math.floor(room / card) };
  }

  it('holds 740 posts of the largest possible card, 1,104 with the image address the console stores', () => {
    const full = (field: keyof typeof BLOG_LIMITS) => 'x'.repeat(BLOG_LIMITS[field]);
    const largest = {
      slug: full('slug'),
      title: full('title'),
      title_sv: full('title'),
      excerpt: full('excerpt'),
      excerpt_sv: full('excerpt'),
      category: full('category'),
      category_sv: full('category'),
      author: full('author'),
      image_alt: full('image_alt'),
      image_alt_sv: full('image_alt'),
    };
    const bucket = 'nordic-ai-site.firebasestorage.app';
    const object = encodeURIComponent('blog-images/blogs/1767225600000-k3j5x9q2ab.1200x630.png');
    const stored = `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${object}?alt=media&token=${'0'.repeat(36)}`;
    // (README.md and blogIndex.ts quote these.)
    expect(capacity({ ...largest, image_url: full('image_url') })).toEqual({ card: 5_647, posts: 740 });
    expect(capacity({ ...largest, image_url: stored })).toEqual({ card: 3_792, posts: 1_104 });
  });
});

describe('blogListPage', () => {
  const cards = blogCardsFromIndex(
    blogIndexDocument(
      Array.from({ length: 30 }, (_, n) => post(n + 1)),
      now,
    ),
    now,
  );

  it('pages every post', () => {
    const first = blogListPage(cards, { search: '', category: ALL_CATEGORIES, language: 'en', page: 1 });
    expect(first.posts).toHaveLength(BLOG_PAGE_SIZE);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 30 });
    const last = blogListPage(cards, { search: '', category: ALL_CATEGORIES, language: 'en', page: 3 });
    expect(last.posts).toHaveLength(6);
    const all = [1, 2, 3].flatMap(
      (page) => blogListPage(cards, { search: '', category: ALL_CATEGORIES, language: 'en', page }).posts,
    );
    expect(new Set(all.map((card) => card.id)).size).toBe(30);
    expect(blogListPage(cards, { search: '', category: ALL_CATEGORIES, language: 'en', page: 4 }).posts).toEqual([]);
  });

  it('searches every post with the substring rule, in the language shown', () => {
    const en = blogListPage(cards, { search: '  AGENTS ', category: ALL_CATEGORIES, language: 'en', page: 2 });
    expect(en).toMatchObject({ total: 15, pageCount: 2, page: 2 });
    expect(en.posts.every((card) => card.excerpt === 'About agents')).toBe(true);
    const sv = blogListPage(cards, { search: 'agenter', category: ALL_CATEGORIES, language: 'sv', page: 1 });
    expect(sv.total).toBe(15);
    expect(blogListPage(cards, { search: 'agenter', category: ALL_CATEGORIES, language: 'en', page: 1 }).total).toBe(0);
    expect(blogListPage(cards, { search: 'inlägg 2', category: ALL_CATEGORIES, language: 'sv', page: 1 }).total).toBe(
      11,
    );
  });

  it('filters by category in the language shown and lists every category', () => {
    const en = blogListPage(cards, { search: '', category: 'Engineering', language: 'en', page: 1 });
    expect(en.total).toBe(10);
    expect(en.categories).toEqual(expect.arrayContaining(['Strategy', 'Engineering']));
    const sv = blogListPage(cards, { search: 'om data', category: 'Teknik', language: 'sv', page: 1 });
    expect(sv.total).toBe(5);
    expect(sv.categories.sort()).toEqual(['Strategi', 'Teknik']);
    expect(sv.categoryNames).toEqual({ en: 'Engineering', sv: 'Teknik' });
  });

  it('filters by no category when no post has the name asked for in either language', () => {
    const other = blogListPage(cards, { search: '', category: 'Design', language: 'sv', page: 1 });
    expect(other).toMatchObject({ category: ALL_CATEGORIES, selectedCategories: [], categoryNames: null, total: 30 });
  });

  it("takes the other language's name of a category for its name here (the language link keeps the query)", () => {
    // Every Engineering post is Teknik in Swedish: the Swedish page's category is Teknik (it redirects there).
    const sv = blogListPage(cards, { search: '', category: 'Engineering', language: 'sv', page: 1 });
    expect(sv).toMatchObject({ category: 'Teknik', selectedCategories: ['Teknik'], total: 10 });
    expect(sv.categoryNames).toEqual({ en: 'Engineering', sv: 'Teknik' });
    const en = blogListPage(cards, { search: '', category: 'Strategi', language: 'en', page: 1 });
    expect(en).toMatchObject({ category: 'Strategy', selectedCategories: ['Strategy'], total: 20 });
  });

  it("finds an English category's posts in Swedish whether they have a Swedish name or not (one name, two buttons)", () => {
    const cases = blogCardsFromIndex(
      blogIndexDocument(
        [
          post(1, { category: 'Case Studies', category_sv: 'Kundcase' }),
          post(2, { category: 'Case Studies', category_sv: null }),
          post(3, { category: 'Case Studies', category_sv: 'Kundberättelser' }),
          post(4, { category: 'News', category_sv: 'Nyheter' }),
        ],
        now,
      ),
      now,
    );
    const all = { search: '', page: 1 } as const;
    const ids = (page: { posts: { id: string }[] }) => page.posts.map((card) => card.id).sort();
    // English: the category's three posts; its Swedish names are several, so its Swedish address keeps the English one.
    const en = blogListPage(cases, { ...all, category: 'Case Studies', language: 'en' });
    expect(ids(en)).toEqual(['id1', 'id2', 'id3']);
    expect(en.categoryNames).toEqual({ en: 'Case Studies', sv: 'Case Studies' });
    // That address in Swedish: the same three posts, under each Swedish name they show (all pressed).
    const sv = blogListPage(cases, { ...all, category: 'Case Studies', language: 'sv' });
    expect(ids(sv)).toEqual(['id1', 'id2', 'id3']);
    expect(sv).toMatchObject({ category: 'Case Studies', total: 3 });
    expect([...sv.selectedCategories].sort()).toEqual(['Case Studies', 'Kundberättelser', 'Kundcase']);
    expect(sv.categoryNames).toEqual({ en: 'Case Studies', sv: 'Case Studies' });
    // A Swedish name finds its own posts; its English address is the posts' English name.
    const kundcase = blogListPage(cases, { ...all, category: 'Kundcase', language: 'sv' });
    expect(ids(kundcase)).toEqual(['id1']);
    expect(kundcase).toMatchObject({
      selectedCategories: ['Kundcase'],
      categoryNames: { en: 'Case Studies', sv: 'Kundcase' },
    });
    // In English, a Swedish name is its posts' English category (the page redirects there).
    expect(blogListPage(cases, { ...all, category: 'Kundcase', language: 'en' })).toMatchObject({
      category: 'Case Studies',
      total: 3,
    });
    // An English name shown in Swedish for want of a Swedish one is no Swedish name of another post in English.
    expect(blogListPage(cases, { ...all, category: 'Nyheter', language: 'en' })).toMatchObject({ category: 'News' });
  });

  it('names the categories a Swedish reader sees in English, because no post of the category has a Swedish name', () => {
    const mixed = blogCardsFromIndex(
      blogIndexDocument(
        [
          post(1, { category: 'AI Strategy', category_sv: 'AI-strategi' }),
          // The same English category without a Swedish name: one category, under the name the other gives it.
          post(2, { category: 'AI Strategy', category_sv: null }),
          post(3, { category: 'Case Studies', category_sv: null }),
          post(4, { category: 'Case Studies', category_sv: null }),
          // One post's Swedish name is another's English one: the name is Swedish too, not marked.
          post(5, { category: 'AI', category_sv: 'AI' }),
          post(6, { category: 'AI', category_sv: null }),
        ],
        now,
      ),
      now,
    );
    const all = { search: '', category: ALL_CATEGORIES, page: 1 } as const;
    const sv = blogListPage(mixed, { ...all, language: 'sv' });
    expect([...sv.categories].sort()).toEqual(['AI', 'AI-strategi', 'Case Studies']);
    expect(sv.englishCategories).toEqual(['Case Studies']);
    // The cards are the posts as they are: the untranslated one keeps its English name.
    expect(sv.posts.find((card) => card.id === 'id2')?.category_sv).toBeNull();
    // Every category over every post, whatever the search, the category chosen and the page.
    const narrowed = blogListPage(mixed, { ...all, search: 'Inlägg 1', category: 'AI-strategi', language: 'sv' });
    expect(narrowed.total).toBe(1);
    expect(narrowed.englishCategories).toEqual(['Case Studies']);
    // The Swedish name finds the category's posts, the one without a Swedish name too.
    const chosen = blogListPage(mixed, { ...all, category: 'AI-strategi', language: 'sv' });
    expect(chosen.posts.map((card) => card.id).sort()).toEqual(['id1', 'id2']);
    expect(chosen).toMatchObject({
      selectedCategories: ['AI-strategi'],
      categoryNames: { en: 'AI Strategy', sv: 'AI-strategi' },
    });
    // The English name in Swedish (the language link's address) is that category (the page redirects there).
    const english = blogListPage(mixed, { ...all, category: 'AI Strategy', language: 'sv' });
    expect(english).toMatchObject({ category: 'AI-strategi', selectedCategories: ['AI-strategi'], total: 2 });
    expect(blogListPage(mixed, { ...all, language: 'en' }).englishCategories).toEqual([]);
    expect(blogListPage(cards, { ...all, language: 'sv' }).englishCategories).toEqual([]);
  });

  it('shares a Swedish category name only when the posts that have one agree on it', () => {
    const posts: BlogCardFields[] = [
      post(1, { category: 'News', category_sv: 'Nyheter' }),
      post(2, { category: 'News', category_sv: null }),
      post(3, { category: 'Cases', category_sv: 'Kundcase' }),
      post(4, { category: 'Cases', category_sv: 'Kundberättelser' }),
      post(5, { category: 'Cases', category_sv: null }),
      post(6, { category: 'Notes', category_sv: null }),
    ];
    expect(withSharedCategoryNames(posts).map((card) => card.category_sv)).toEqual([
      'Nyheter',
      'Nyheter',
      'Kundcase',
      'Kundberättelser',
      null,
      null,
    ]);
    // A new list: the posts passed in are left as they are.
    expect(posts[1]?.category_sv).toBeNull();
  });

  it('answers an empty search as page 1 of 1', () => {
    expect(blogListPage(cards, { search: 'nothing', category: ALL_CATEGORIES, language: 'en', page: 1 })).toMatchObject(
      { posts: [], page: 1, pageCount: 1, total: 0 },
    );
  });
});
