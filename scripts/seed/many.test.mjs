import { describe, expect, it } from 'vitest';
import {
  blogCardsFromIndex,
  blogFromFirestore,
  blogIndexShards,
  BLOG_INDEX_COLLECTION as DOMAIN_COLLECTION,
  blogIndexDocumentId as domainDocumentId,
} from '../../domain/src/index';
import { PUBLISHED_BLOGS } from './content.mjs';
import { BLOG_INDEX_COLLECTION, blogIndexDocumentId, generatedPosts, seedIndexShards } from './many.mjs';
import { postsOption } from './seed.mjs';

describe('the seed’s blog index', () => {
  it('is the domain’s: same collection, same shard for every id, same entries', () => {
    expect(BLOG_INDEX_COLLECTION).toBe(DOMAIN_COLLECTION);
    const posts = generatedPosts(60, ['https://example.com/a.png', null]);
    for (const post of posts) expect(blogIndexDocumentId(post.id)).toBe(domainDocumentId(post.id));
    for (const id of ['a', 'practical-ai-roadmap-for-mid-sized-companies', 'ÅÄÖ-😀']) {
      expect(blogIndexDocumentId(id)).toBe(domainDocumentId(id));
    }
    const fromDomain = blogIndexShards(posts.map(({ id, ...post }) => blogFromFirestore(id, post)));
    const fromSeed = seedIndexShards(posts);
    expect(blogCardsFromIndex(Object.values(fromSeed))).toEqual(blogCardsFromIndex(Object.values(fromDomain)));
    expect(Object.keys(fromSeed)).toEqual(Object.keys(fromDomain));
  });

  it('generates distinct published posts in both languages, newest first', () => {
    const posts = generatedPosts(1000);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(1000);
    expect(posts.every((post) => post.is_published && post.title_sv && post.excerpt_sv && post.category_sv)).toBe(true);
    expect(posts[0]?.published_date).toBe('2025-12-31');
    expect(PUBLISHED_BLOGS.length).toBeGreaterThan(0);
  });

  it('reads --posts as a whole number and refuses anything else', () => {
    expect(postsOption(['node', 'seed.mjs'])).toBeUndefined();
    expect(postsOption(['node', 'seed.mjs', '--posts', '1000'])).toBe(1000);
    for (const bad of ['', 'x', '-1', '1.5', '30000']) {
      expect(() => postsOption(['node', 'seed.mjs', '--posts', bad])).toThrow(/--posts/);
    }
  });
});
