import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  type BlogFields,
  blogCategories,
  blogFromFirestore,
  blogToDraft,
  blogToFirestore,
  draftToBlogFields,
  emptyBlogDraft,
  filterBlogs,
  localizeBlog,
  redirectTarget,
} from './blog';
import { blogFieldsSchema } from './blogSchema';
import { BLOG_TYPE, missingRequired } from './contentType';
import { blog } from './testFixtures';
import { validate } from './validation';

describe('saving from the editor', () => {
  it('lists the required English fields that are empty', () => {
    expect(missingRequired(BLOG_TYPE, emptyBlogDraft())).toEqual(['title', 'excerpt', 'content', 'category', 'author']);
    expect(missingRequired(BLOG_TYPE, { ...blogToDraft(blog()), author: '  ' })).toEqual(['author']);
    // Characters no reader sees are blank too: a zero-width space, a no-break space, a soft hyphen.
    expect(
      missingRequired(BLOG_TYPE, { ...blogToDraft(blog()), title: '\u200B', excerpt: '\u00A0', content: '\u00AD\n' }),
    ).toEqual(['title', 'excerpt', 'content']);
  });

  it('fills slug and date, and saves empty optional fields as null', () => {
    const draft = { ...emptyBlogDraft(), title: 'Så här', excerpt: 'E', content: 'C', category: 'AI', author: 'A' };
    const saved = draftToBlogFields(draft, { today: '2025-03-01' });
    expect(saved).toMatchObject({
      slug: 'sa-har',
      published_date: '2025-03-01',
      image_url: null,
      title_sv: null,
      excerpt_sv: null,
      content_sv: null,
      category_sv: null,
      is_published: true,
    });
    expect(validate(blogFieldsSchema, saved).ok).toBe(true);
  });

  it('keeps a typed date and Swedish text', () => {
    const draft = { ...blogToDraft(blog()), published_date: '2024-12-31', title_sv: ' Hej ' };
    const saved = draftToBlogFields(draft, {});
    expect(saved.published_date).toBe('2024-12-31');
    expect(saved.title_sv).toBe('Hej');
  });
});

describe('language, search and filter', () => {
  const swedish = blog({ title_sv: 'Hur AI ökade försäljningen', category_sv: 'AI-strategi' });
  const other = blog({ title: 'Automation in finance', excerpt: 'Ledgers', category: 'Industry Insights' });

  it('shows each Swedish field in sv when it exists', () => {
    expect(localizeBlog(swedish, 'sv')).toEqual({
      title: 'Hur AI ökade försäljningen',
      excerpt: 'A short story.',
      content: '# Heading\n\nBody',
      category: 'AI-strategi',
      image_alt: null,
    });
    expect(localizeBlog(swedish, 'en').title).toBe('How AI increased sales by 40%');
  });

  it('searches title or excerpt case-insensitively, in the current language', () => {
    expect(filterBlogs([swedish, other], { search: 'LEDGER', category: ALL_CATEGORIES, language: 'en' })).toEqual([
      other,
    ]);
    expect(filterBlogs([swedish, other], { search: 'försälj', category: ALL_CATEGORIES, language: 'sv' })).toEqual([
      swedish,
    ]);
    expect(filterBlogs([swedish, other], { search: 'försälj', category: ALL_CATEGORIES, language: 'en' })).toEqual([]);
  });

  it('filters by the category as shown, and both conditions must hold', () => {
    expect(filterBlogs([swedish, other], { search: '', category: 'AI-strategi', language: 'sv' })).toEqual([swedish]);
    expect(filterBlogs([swedish, other], { search: 'ledgers', category: 'AI-strategi', language: 'sv' })).toEqual([]);
    expect(blogCategories([swedish, other, swedish], 'sv')).toEqual(['AI-strategi', 'Industry Insights']);
  });
});

describe('Firestore conversion', () => {
  it('writes exactly the stored fields, without the id', () => {
    const written = blogToFirestore({ ...blog(), id: 'abc' } as BlogFields);
    expect(Object.keys(written).sort()).toEqual(Object.keys(blog()).sort());
  });

  it('reads imported documents tolerantly', () => {
    expect(
      blogFromFirestore('x1', {
        title: 'T',
        published_date: '2025-01-04T23:30:00+00:00',
        title_sv: '',
        image_url: 'https://img.example/a.png',
      }),
    ).toEqual({
      ...blog({ title: 'T', slug: '', excerpt: '', content: '', category: '', author: '' }),
      id: 'x1',
      published_date: '2025-01-05',
      image_url: 'https://img.example/a.png',
      // No change time stored (contentChange.ts): none.
      updated_at: null,
    });
  });
});

describe('old addresses of renamed posts', () => {
  const hour = 3_600_000;
  const post = (fields: Partial<BlogFields>) => ({ id: 'p1', ...blog({ slug: 'current', ...fields }) });

  it("leads to the post's slug as it is now, so a chain of renames is one hop", () => {
    expect(redirectTarget('first-name', post({}))).toBe('current');
    expect(redirectTarget('second-name', post({}))).toBe('current');
  });

  it('leads nowhere for a post that is not live, missing, or already at the address', () => {
    expect(redirectTarget('old', null)).toBeNull();
    expect(redirectTarget('old', post({ is_published: false }))).toBeNull();
    expect(redirectTarget('old', post({ publish_at: new Date(Date.now() + hour) }))).toBeNull();
    expect(redirectTarget('old', post({ unpublish_at: new Date(Date.now() - 1) }))).toBeNull();
    expect(redirectTarget('current', post({}))).toBeNull();
  });
});
