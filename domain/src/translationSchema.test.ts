import { describe, expect, it } from 'vitest';
import { BLOG_TYPE, CASE_STUDY_TYPE } from './contentType';
import { translationRequestSchema } from './translationSchema';
import { validate } from './validation';

const blogRequest = { title: 'T', excerpt: 'E', content: '# C', category: 'K', targetLang: 'sv' };
const caseStudyRequest = { title: 'T', industry: 'I', challenge: 'C', solution: 'S', results: 'R', targetLang: 'en' };

describe('translationRequestSchema (from the descriptor)', () => {
  it("takes the type's translated fields and the target language, nothing else", () => {
    expect(translationRequestSchema(BLOG_TYPE).parse(blogRequest)).toEqual(blogRequest);
    expect(translationRequestSchema(BLOG_TYPE).safeParse({ ...blogRequest, author: 'A' }).success).toBe(false);
    expect(translationRequestSchema(BLOG_TYPE).safeParse({ ...blogRequest, targetLang: 'de' }).success).toBe(false);
  });

  it('requires the required fields; an optional one (the testimonial) may be left out', () => {
    expect(translationRequestSchema(BLOG_TYPE).safeParse({ ...blogRequest, title: ' ' }).success).toBe(false);
    expect(translationRequestSchema(CASE_STUDY_TYPE).parse(caseStudyRequest)).toEqual(caseStudyRequest);
    const withTestimonial = { ...caseStudyRequest, testimonial: 'Great' };
    expect(translationRequestSchema(CASE_STUDY_TYPE).parse(withTestimonial)).toEqual(withTestimonial);
    expect(translationRequestSchema(CASE_STUDY_TYPE).safeParse({ ...caseStudyRequest, testimonial: 42 }).success).toBe(
      false,
    );
  });

  it('takes some of the fields (what bulk translation will write), but not none', () => {
    const titleOnly = { title: 'T', targetLang: 'sv' };
    expect(translationRequestSchema(BLOG_TYPE).parse(titleOnly)).toEqual(titleOnly);
    const metricsOnly = { metrics: [{ metric: 'Time saved', value: '3 weeks' }], targetLang: 'sv' };
    expect(translationRequestSchema(CASE_STUDY_TYPE).parse(metricsOnly)).toEqual(metricsOnly);
    // A required field sent is still held to having text, and to its limit.
    expect(translationRequestSchema(BLOG_TYPE).safeParse({ title: ' ', targetLang: 'sv' }).success).toBe(false);
    expect(translationRequestSchema(BLOG_TYPE).safeParse({ title: 'x'.repeat(201), targetLang: 'sv' }).success).toBe(
      false,
    );
    expect(validate(translationRequestSchema(BLOG_TYPE), { targetLang: 'sv' })).toEqual({
      ok: false,
      problem: { field: 'request', message: 'has no field to translate' },
    });
    // The id of the document bulk translation translates, but no path.
    const withId = { ...titleOnly, documentId: 'abc123' };
    expect(translationRequestSchema(BLOG_TYPE).parse(withId)).toEqual(withId);
    expect(translationRequestSchema(BLOG_TYPE).safeParse({ ...titleOnly, documentId: 'blogs/abc' }).success).toBe(
      false,
    );
    expect(validate(translationRequestSchema(BLOG_TYPE), { documentId: 'abc', targetLang: 'sv' })).toMatchObject({
      ok: false,
    });
    expect(validate(translationRequestSchema(BLOG_TYPE), { title: undefined, targetLang: 'sv' })).toMatchObject({
      ok: false,
    });
  });

  it('takes the suggested fields the editor holds empty in the target language (unnamed), and no other field', () => {
    const withUnnamed = { ...blogRequest, documentId: 'abc123', unnamed: ['category'] };
    expect(translationRequestSchema(BLOG_TYPE).parse(withUnnamed)).toEqual(withUnnamed);
    const industry = { ...caseStudyRequest, unnamed: ['industry'] };
    expect(translationRequestSchema(CASE_STUDY_TYPE).parse(industry)).toEqual(industry);
    expect(validate(translationRequestSchema(BLOG_TYPE), { ...blogRequest, unnamed: ['title'] })).toMatchObject({
      ok: false,
      problem: { field: 'unnamed.0' },
    });
    expect(
      translationRequestSchema(CASE_STUDY_TYPE).safeParse({ ...caseStudyRequest, unnamed: ['category'] }).success,
    ).toBe(false);
    expect(translationRequestSchema(BLOG_TYPE).safeParse({ ...blogRequest, unnamed: 'category' }).success).toBe(false);
    expect(
      translationRequestSchema(BLOG_TYPE).safeParse({ ...blogRequest, unnamed: ['category', 'category'] }).success,
    ).toBe(false);
  });

  it("holds each field to its own limit (a case study's solution and results to theirs, not the challenge's)", () => {
    const { max } = CASE_STUDY_TYPE.fields.results;
    const schema = translationRequestSchema(CASE_STUDY_TYPE);
    expect(schema.safeParse({ ...caseStudyRequest, results: 'x'.repeat(max) }).success).toBe(true);
    expect(schema.safeParse({ ...caseStudyRequest, results: 'x'.repeat(max + 1) }).success).toBe(false);
    const long = translationRequestSchema(BLOG_TYPE).safeParse({ ...blogRequest, title: 'x'.repeat(201) });
    expect(long.success).toBe(false);
  });
});
