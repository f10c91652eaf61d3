import { describe, expect, it } from 'vitest';
import { BLOG_TRANSLATABLE_FIELDS, blogToFirestore } from './blog';
import { blogFieldsSchema } from './blogSchema';
import { CASE_STUDY_TRANSLATABLE_FIELDS, caseStudyToFirestore } from './caseStudy';
import {
  addedLaterFields,
  BLOG_TYPE,
  CASE_STUDY_TYPE,
  CONTENT_TYPES,
  fieldSuggestions,
  headOverrides,
  listedFields,
  publicPathOf,
  requiredFields,
  SEARCH_DESCRIPTION_LENGTH,
  searchDescription,
  suggestedFields,
  suggestedValues,
  textKinds,
  textLimits,
  twinnedFields,
} from './contentType';
import { blog, caseStudy } from './testFixtures';
import { fieldIssues } from './validation';

/** The type's own inputs an editor layout may name besides its text fields. */
const OWN_INPUTS = new Set(['slug', 'published_date']);

describe('suggestions', () => {
  it("are the blog's categories and the case studies' industries, in both languages", () => {
    expect(suggestedFields(BLOG_TYPE)).toEqual(['category', 'category_sv']);
    expect(suggestedFields(CASE_STUDY_TYPE)).toEqual(['industry', 'industry_sv']);
  });

  it('list each value once, the most used first, then alphabetically (Swedish order), blanks and non-text left out', () => {
    const documents = [
      { category: 'AI Strategy', category_sv: 'AI-strategi' },
      { category: 'Product Updates', category_sv: null },
      { category: 'Product Updates', category_sv: 'Produktnyheter' },
      { category: 'Öppet', category_sv: ' ' },
      { category: 'Ägare' },
      { category: 42 },
    ];
    expect(fieldSuggestions(documents, ['category', 'category_sv']).values).toEqual({
      category: ['Product Updates', 'AI Strategy', 'Ägare', 'Öppet'],
      category_sv: ['AI-strategi', 'Produktnyheter'],
    });
  });

  it('offer a Swedish field first the names the documents of its English value give it, the most used first', () => {
    const documents = [
      { category: 'Product Updates', category_sv: 'Produktnyheter' },
      { category: 'Product Updates', category_sv: 'Produktnytt' },
      { category: 'Product Updates', category_sv: 'Produktnytt' },
      { category: 'AI Strategy', category_sv: 'AI-strategi' },
      { category: 'AI Strategy', category_sv: 'AI-strategi' },
      { category: 'AI Strategy', category_sv: 'AI-strategi' },
      { category: 'AI Strategy' },
    ];
    const suggestions = fieldSuggestions(documents, ['category', 'category_sv']);
    expect(suggestions.paired).toEqual({
      category_sv: { 'Product Updates': ['Produktnytt', 'Produktnyheter'], 'AI Strategy': ['AI-strategi'] },
    });
    expect(suggestedValues(suggestions, 'category_sv', 'Product Updates')).toEqual([
      'Produktnytt',
      'Produktnyheter',
      'AI-strategi',
    ]);
    // No English value, a new one, or one named like an object's own property: every name, by use.
    for (const english of ['', 'Events', 'constructor', '__proto__']) {
      expect(suggestedValues(suggestions, 'category_sv', english)).toEqual([
        'AI-strategi',
        'Produktnytt',
        'Produktnyheter',
      ]);
    }
    // An English field is offered its values as they are.
    expect(suggestedValues(suggestions, 'category', 'AI Strategy')).toEqual(['AI Strategy', 'Product Updates']);
    expect(suggestedValues(undefined, 'category')).toEqual([]);
  });
});

describe('the content type descriptors', () => {
  it('name the fields an admin list row reads: what it shows, no body, no Swedish', () => {
    expect(listedFields(BLOG_TYPE)).toEqual([
      'title',
      'slug',
      'is_published',
      'publish_at',
      'unpublish_at',
      'ready_for_review',
      'excerpt',
      'category',
      'author',
      'published_date',
    ]);
    expect(listedFields(CASE_STUDY_TYPE)).toEqual([
      'title',
      'slug',
      'is_published',
      'publish_at',
      'unpublish_at',
      'ready_for_review',
      'challenge',
      'client_name',
      'industry',
    ]);
  });

  it('derive the stored text fields: each field, and a nullable Swedish twin where it has one', () => {
    expect(textKinds(BLOG_TYPE)).toMatchObject({
      title: 'line',
      title_sv: 'optionalLine',
      content: 'markdown',
      content_sv: 'optionalMarkdown',
      author: 'line',
      image_url: 'optionalLine',
      seo_title: 'optionalLine',
      seo_title_sv: 'optionalLine',
    });
    expect(textKinds(BLOG_TYPE)).not.toHaveProperty('author_sv');
    // Metrics are a list, not text: their conversions and limits are not the text fields'.
    expect(textKinds(CASE_STUDY_TYPE)).not.toHaveProperty('metrics');
    expect(textLimits(CASE_STUDY_TYPE)).not.toHaveProperty('metrics_sv');
    expect(textLimits(CASE_STUDY_TYPE)).toMatchObject({
      challenge: 20_000,
      challenge_sv: 20_000,
      testimonial_sv: 2_000,
    });
  });

  it('derive the required and translated lists the product had written out', () => {
    expect(requiredFields(BLOG_TYPE)).toEqual(['title', 'excerpt', 'content', 'category', 'author']);
    expect(BLOG_TRANSLATABLE_FIELDS).toEqual(['title', 'excerpt', 'content', 'category', 'image_alt']);
    expect(CASE_STUDY_TRANSLATABLE_FIELDS).toEqual([
      'title',
      'industry',
      'challenge',
      'solution',
      'results',
      'metrics',
      'testimonial',
      'testimonial_role',
      'image_alt',
    ]);
    // The Swedish metrics and testimonial role came after the first case studies were stored, the
    // cover's alt text (in both languages) after the first posts and case studies.
    expect(addedLaterFields(CASE_STUDY_TYPE)).toEqual([
      'metrics_sv',
      'testimonial_role_sv',
      'image_alt',
      'image_alt_sv',
    ]);
    // Per-language fields have a twin but are never machine-translated nor tracked as stale.
    expect(twinnedFields(BLOG_TYPE, 'perLanguage')).toEqual(['seo_title', 'seo_description']);
    expect(addedLaterFields(BLOG_TYPE)).toEqual([
      'image_alt',
      'image_alt_sv',
      'seo_title',
      'seo_title_sv',
      'seo_description',
      'seo_description_sv',
    ]);
  });

  it('store exactly the declared fields (the converters and fixtures follow the descriptor)', () => {
    const stored = Object.keys(blogToFirestore(blog()));
    for (const field of Object.keys(textKinds(BLOG_TYPE))) expect(stored).toContain(field);
    expect(Object.keys(caseStudyToFirestore(caseStudy()))).toEqual(
      expect.arrayContaining(Object.keys(textKinds(CASE_STUDY_TYPE))),
    );
  });

  it.each(CONTENT_TYPES)(
    '$id: every field is in one editor group, every layout name is a field or own input',
    (type) => {
      const laidOut = type.editor.flatMap((group) => group.layout.flat());
      for (const name of laidOut) expect(name in type.fields || OWN_INPUTS.has(name), name).toBe(true);
      expect(laidOut.filter((name) => name in type.fields).sort()).toEqual(Object.keys(type.fields).sort());
      expect(new Set(laidOut).size).toBe(laidOut.length);
    },
  );

  it.each(CONTENT_TYPES)('$id: head fields exist, and only a type with pages of its own has a head', (type) => {
    const head: { title: string; description: string; overrides?: { title: string; description: string } } | undefined =
      'head' in type ? type.head : undefined;
    if (!head) return;
    expect(type.publicPathPrefix).not.toBeNull();
    for (const field of [head.title, head.description, head.overrides?.title, head.overrides?.description])
      if (field) expect(type.fields).toHaveProperty(field);
  });

  it('give a published document its public address when its type has pages', () => {
    expect(publicPathOf(BLOG_TYPE, 'a-post')).toBe('/blog/a-post');
    expect(publicPathOf(CASE_STUDY_TYPE, 'a-study')).toBeNull();
  });
});

describe('the SEO overrides', () => {
  const withSeo = (overrides: Parameters<typeof blog>[0]) => blogToFirestore(blog(overrides));

  it('are optional, at most 70 characters of title and 160 of description, never blank', () => {
    expect(fieldIssues(blogFieldsSchema, withSeo({}))).toEqual([]);
    expect(
      fieldIssues(blogFieldsSchema, withSeo({ seo_title: 'x'.repeat(70), seo_description: 'y'.repeat(160) })),
    ).toEqual([]);
    expect(fieldIssues(blogFieldsSchema, withSeo({ seo_title: 'x'.repeat(71) }))).toEqual([
      { field: 'seo_title', max: 70, message: 'must be at most 70 characters' },
    ]);
    expect(fieldIssues(blogFieldsSchema, withSeo({ seo_description_sv: 'y'.repeat(161) }))).toEqual([
      { field: 'seo_description_sv', max: 160, message: 'must be at most 160 characters' },
    ]);
    expect(fieldIssues(blogFieldsSchema, withSeo({ seo_title_sv: '   ' })).map((issue) => issue.field)).toEqual([
      'seo_title_sv',
    ]);
  });

  it('are read per language, trimmed, with no fallback to the other language', () => {
    const post = blog({ seo_title: ' English title ', seo_description: 'English description', seo_title_sv: null });
    expect(headOverrides(BLOG_TYPE, post, 'en')).toEqual({
      title: 'English title',
      description: 'English description',
    });
    expect(headOverrides(BLOG_TYPE, post, 'sv')).toEqual({ title: null, description: null });
    expect(headOverrides(BLOG_TYPE, blog({ seo_title_sv: 'Svensk titel' }), 'sv')).toEqual({
      title: 'Svensk titel',
      description: null,
    });
    expect(headOverrides(CASE_STUDY_TYPE, caseStudy(), 'en')).toEqual({ title: null, description: null });
  });

  it('are saved from the editor as null when left empty', async () => {
    const { draftToBlogFields, emptyBlogDraft } = await import('./blog');
    const fields = draftToBlogFields(
      {
        ...emptyBlogDraft(),
        title: 'T',
        excerpt: 'E',
        content: 'C',
        category: 'K',
        author: 'A',
        seo_title: '  Kept  ',
      },
      { today: '2025-01-01' },
    );
    expect(fields).toMatchObject({ seo_title: 'Kept', seo_description: null, seo_title_sv: null });
  });
});

describe("a page's search description", () => {
  it('is the text whole, its white space collapsed, when it fits a search result', () => {
    expect(searchDescription('  Plan your\n AI   journey.  ')).toBe('Plan your AI journey.');
    const fits = `${'word '.repeat(31)}last`.slice(0, SEARCH_DESCRIPTION_LENGTH);
    expect(searchDescription(fits)).toBe(fits);
  });

  it('is cut after the last whole word that fits, ended with an ellipsis, within the length', () => {
    const excerpt = 'Nordic small businesses adopt AI faster when they start small, measure, and scale. '.repeat(12);
    const cut = searchDescription(excerpt);
    expect(cut.length).toBeLessThanOrEqual(SEARCH_DESCRIPTION_LENGTH);
    expect(cut).toBe(
      'Nordic small businesses adopt AI faster when they start small, measure, and scale. Nordic small businesses adopt AI faster when they start small, measure, and…',
    );
    expect(excerpt.startsWith(cut.slice(0, -1))).toBe(true);
    expect(searchDescription('Småföretag i Norden inför AI snabbare när de börjar smått. '.repeat(5), 40)).toBe(
      'Småföretag i Norden inför AI snabbare…',
    );
  });

  it('cuts a word longer than half the room where it reaches the end, never inside a surrogate pair', () => {
    const address = `See https://example.com/${'a'.repeat(300)}`;
    expect(searchDescription(address)).toBe(`${address.slice(0, SEARCH_DESCRIPTION_LENGTH - 1)}…`);
    const emoji = `${'x'.repeat(SEARCH_DESCRIPTION_LENGTH - 2)}😀😀`;
    const cut = searchDescription(emoji);
    expect(cut).toBe(`${'x'.repeat(SEARCH_DESCRIPTION_LENGTH - 2)}…`);
  });
});
