import { describe, expect, it } from 'vitest';
import { blogIndexEntry } from './blogIndex';
import { caseStudyIndexEntry } from './caseStudyIndex';
import { publicBlog, publicCaseStudy } from './publicContent';
import { blog, caseStudy, PUBLIC_BLOG_KEYS, PUBLIC_CASE_STUDY_KEYS } from './testFixtures';

const stored = {
  is_published: true,
  publish_at: null,
  unpublish_at: new Date('2030-01-01T00:00:00Z'),
  ready_for_review: false,
  updated_at: new Date('2025-03-01T00:00:00Z'),
};

describe('publicBlog: what a post page carries', () => {
  it('is exactly the text, address and dates: none of the console fields', () => {
    const post = publicBlog({ id: 'p1', ...blog(stored) });
    expect(Object.keys(post).sort()).toEqual(PUBLIC_BLOG_KEYS);
    expect(post.updated_at).toEqual(stored.updated_at);
    expect(post.content).toBe(blog().content);
  });

  it('a post never changed since it existed has updated_at null', () => {
    expect(publicBlog({ id: 'p1', ...blog() }).updated_at).toBeNull();
  });
});

describe('publicCaseStudy: what the case studies list carries of a story', () => {
  it('is exactly its text, metrics and image: no slug, times or console fields', () => {
    const story = publicCaseStudy({ id: 'c1', ...caseStudy(stored) });
    expect(Object.keys(story).sort()).toEqual(PUBLIC_CASE_STUDY_KEYS);
    expect(story.metrics).toEqual([{ metric: 'Time saved', value: '70%' }]);
  });
});

describe('the list indexes visitors read from Firestore', () => {
  it("a post's blog index entry is exactly its card and its unpublish time", () => {
    const entry = blogIndexEntry({ id: 'p1', ...blog(stored) });
    expect(Object.keys(entry ?? {}).sort()).toEqual(
      [
        'slug',
        'title',
        'title_sv',
        'excerpt',
        'excerpt_sv',
        'category',
        'category_sv',
        'author',
        'published_date',
        'image_url',
        'image_alt',
        'image_alt_sv',
        'unpublish_at',
      ].sort(),
    );
  });

  it("a story's case study index entry is exactly its creation and unpublish times", () => {
    const entry = caseStudyIndexEntry(caseStudy(stored));
    expect(Object.keys(entry ?? {}).sort()).toEqual(['created_at', 'unpublish_at']);
  });
});
