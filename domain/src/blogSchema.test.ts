import { describe, expect, it } from 'vitest';
import type { BlogFields } from './blog';
import { blogFieldsSchema } from './blogSchema';
import { validate } from './validation';

function blog(overrides: Partial<BlogFields> = {}): BlogFields {
  return {
    title: 'How AI increased sales by 40%',
    slug: 'how-ai-increased-sales-by-40',
    excerpt: 'A short story.',
    content: '# Heading\n\nBody',
    category: 'AI Strategy',
    author: 'Anna',
    published_date: '2025-01-05',
    image_url: null,
    is_published: true,
    title_sv: null,
    excerpt_sv: null,
    content_sv: null,
    category_sv: null,
    ...overrides,
  };
}

describe('blogFieldsSchema', () => {
  it('accepts a complete post', () => {
    expect(validate(blogFieldsSchema, blog())).toEqual({ ok: true, value: blog() });
  });

  it.each([
    [{ title: '' }, 'title', 'is required'],
    [{ title: 42 }, 'title', 'must be text'],
    [{ slug: 'Not A Slug' }, 'slug', 'must be lowercase letters, digits and single hyphens'],
    [{ published_date: '2025-02-30' }, 'published_date', 'must be a date written YYYY-MM-DD'],
    [{ image_url: 'javascript:alert(1)' }, 'image_url', 'must be an http(s) address'],
    [{ title_sv: '' }, 'title_sv', 'must not be blank (use null)'],
    [{ content: 'x'.repeat(100_001) }, 'content', 'must be at most 100000 characters'],
    [{ is_published: 'yes' }, 'is_published', 'must be true or false'],
  ])('refuses %j naming the field', (override, field, message) => {
    expect(validate(blogFieldsSchema, { ...blog(), ...override })).toEqual({ ok: false, problem: { field, message } });
  });

  it('refuses missing and unknown fields', () => {
    const { author: _omitted, ...withoutAuthor } = blog();
    expect(validate(blogFieldsSchema, withoutAuthor)).toEqual({
      ok: false,
      problem: { field: 'author', message: 'is required' },
    });
    expect(validate(blogFieldsSchema, { ...blog(), views: 3 })).toEqual({
      ok: false,
      problem: { field: 'views', message: 'is not an accepted field' },
    });
  });
});
