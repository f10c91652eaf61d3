import { describe, expect, it } from 'vitest';
import { PUBLISHED_BLOGS } from './content.mjs';
import { generatedCaseStudies, generatedPosts } from './many.mjs';
import { postsOption } from './seed.mjs';

describe('the seed’s generated posts', () => {
  it('generates distinct published posts in both languages, newest first', () => {
    const posts = generatedPosts(1000);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(1000);
    expect(posts.every((post) => post.is_published && post.title_sv && post.excerpt_sv && post.category_sv)).toBe(true);
    expect(posts[0]?.published_date).toBe('2025-12-31');
    expect(PUBLISHED_BLOGS.length).toBeGreaterThan(0);
  });

  it('generates distinct published case studies in both languages, newest first', () => {
    const studies = generatedCaseStudies(1000, ['a.png', 'b.png']);
    expect(new Set(studies.map((study) => study.slug)).size).toBe(1000);
    expect(
      studies.every((study) => study.is_published && study.title_sv && study.challenge_sv && study.metrics_sv?.length),
    ).toBe(true);
    const times = studies.map((study) => study.created_at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(studies[1]?.image_url).toBe('b.png');
  });

  it('reads --posts as a whole number and refuses anything else', () => {
    expect(postsOption(['node', 'seed.mjs'])).toBeUndefined();
    expect(postsOption(['node', 'seed.mjs', '--posts', '1000'])).toBe(1000);
    for (const bad of ['', 'x', '-1', '1.5', '30000']) {
      expect(() => postsOption(['node', 'seed.mjs', '--posts', bad])).toThrow(/--posts/);
    }
    expect(postsOption(['node', 'seed.mjs', '--case-studies', '1000'], '--case-studies')).toBe(1000);
    expect(() => postsOption(['node', 'seed.mjs', '--case-studies', 'x'], '--case-studies')).toThrow(/--case-studies/);
  });
});
