import { describe, expect, it } from 'vitest';
import { blogFieldsSchema } from './blogSchema';
import { blog } from './testFixtures';
import { validate } from './validation';

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
