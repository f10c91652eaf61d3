import { describe, expect, it } from 'vitest';
import { type BlogDraft, emptyBlogDraft } from './blog';
import { blog, caseStudy, englishCaseStudyDraft } from './testFixtures';
import {
  blogSwedishUpdate,
  blogToSwedishRequest,
  blogTranslationRequest,
  caseStudySwedishUpdate,
  caseStudyToSwedishRequest,
  caseStudyTranslationRequest,
  hasSwedishCaseStudyTranslation,
  mergeBlogTranslation,
  mergeCaseStudyTranslation,
  missingBlogTranslationFields,
  missingCaseStudyTranslationFields,
  otherLanguage,
} from './translation';

const englishBlog: BlogDraft = {
  ...emptyBlogDraft(),
  title: 'Hello',
  excerpt: 'Short',
  content: '# Body',
  category: 'AI Strategy',
  author: 'Anna',
  title_sv: 'Old Swedish title',
};

const englishCaseStudy = englishCaseStudyDraft({ metrics_text: 'Time saved: 70%' });

describe('otherLanguage', () => {
  it('swaps English and Swedish', () => {
    expect(otherLanguage('en')).toBe('sv');
    expect(otherLanguage('sv')).toBe('en');
  });
});

describe('blog auto-translate', () => {
  it('needs title, excerpt, content and category in the language shown (author is not translated)', () => {
    expect(missingBlogTranslationFields(englishBlog, 'en')).toEqual([]);
    expect(missingBlogTranslationFields({ ...englishBlog, author: '' }, 'en')).toEqual([]);
    expect(missingBlogTranslationFields({ ...englishBlog, excerpt: '  ', category: '' }, 'en')).toEqual([
      'excerpt',
      'category',
    ]);
    // In Swedish only the Swedish fields count: the English ones are all filled here.
    expect(missingBlogTranslationFields(englishBlog, 'sv')).toEqual(['excerpt', 'content', 'category']);
  });

  it('sends the shown language and asks for the other one', () => {
    expect(blogTranslationRequest(englishBlog, 'en')).toEqual({
      title: 'Hello',
      excerpt: 'Short',
      content: '# Body',
      category: 'AI Strategy',
      targetLang: 'sv',
    });
    const swedish = { ...emptyBlogDraft(), title_sv: 'Hej', excerpt_sv: 'Kort', content_sv: 'Text', category_sv: 'K' };
    expect(blogTranslationRequest(swedish, 'sv')).toEqual({
      title: 'Hej',
      excerpt: 'Kort',
      content: 'Text',
      category: 'K',
      targetLang: 'en',
    });
  });

  it('fills only the target language, replacing what was there', () => {
    const answer = { title: 'Hej', excerpt: 'Kort', content: '# Text', category: 'AI-strategi' };
    expect(mergeBlogTranslation(englishBlog, answer, 'sv')).toEqual({
      ...englishBlog,
      title_sv: 'Hej',
      excerpt_sv: 'Kort',
      content_sv: '# Text',
      category_sv: 'AI-strategi',
    });
    const intoEnglish = mergeBlogTranslation(englishBlog, answer, 'en');
    expect(intoEnglish).toMatchObject({ title: 'Hej', excerpt: 'Kort', content: '# Text', category: 'AI-strategi' });
    expect(intoEnglish.title_sv).toBe('Old Swedish title');
    expect(intoEnglish.author).toBe('Anna');
  });
});

describe('case-study auto-translate', () => {
  it('needs title, industry, challenge, solution and results; the testimonial is optional', () => {
    expect(missingCaseStudyTranslationFields(englishCaseStudy, 'en')).toEqual([]);
    expect(missingCaseStudyTranslationFields({ ...englishCaseStudy, solution: '' }, 'en')).toEqual(['solution']);
    expect(missingCaseStudyTranslationFields(englishCaseStudy, 'sv')).toEqual([
      'title',
      'industry',
      'challenge',
      'solution',
      'results',
    ]);
  });

  it('sends the testimonial only when there is one', () => {
    expect(caseStudyTranslationRequest(englishCaseStudy, 'en')).toEqual({
      title: 'Faster invoicing',
      industry: 'Finance',
      challenge: 'Manual work',
      solution: 'Automation',
      results: '**Big** gains',
      targetLang: 'sv',
    });
    expect(caseStudyTranslationRequest({ ...englishCaseStudy, testimonial: 'Great team' }, 'en')).toMatchObject({
      testimonial: 'Great team',
    });
  });

  it('fills the other language and keeps its testimonial when the source had none', () => {
    const answer = {
      title: 'Snabbare fakturering',
      industry: 'Finans',
      challenge: 'Manuellt arbete',
      solution: 'Automatisering',
      results: '**Stora** vinster',
      testimonial: '',
    };
    const draft = { ...englishCaseStudy, testimonial_sv: 'Kept' };
    expect(mergeCaseStudyTranslation(draft, answer, 'sv')).toEqual({
      ...draft,
      title_sv: 'Snabbare fakturering',
      industry_sv: 'Finans',
      challenge_sv: 'Manuellt arbete',
      solution_sv: 'Automatisering',
      results_sv: '**Stora** vinster',
    });
    const withTestimonial = { ...draft, testimonial: 'Great team' };
    expect(
      mergeCaseStudyTranslation(withTestimonial, { ...answer, testimonial: 'Fantastiskt team' }, 'sv').testimonial_sv,
    ).toBe('Fantastiskt team');
  });
});

describe('bulk translation', () => {
  it('finds case studies lacking Swedish text, the testimonial only when there is an English one', () => {
    const translated = caseStudy({
      title_sv: 'T',
      industry_sv: 'I',
      challenge_sv: 'C',
      solution_sv: 'S',
      results_sv: 'R',
    });
    expect(hasSwedishCaseStudyTranslation(translated)).toBe(true);
    expect(hasSwedishCaseStudyTranslation({ ...translated, results_sv: null })).toBe(false);
    expect(hasSwedishCaseStudyTranslation({ ...translated, testimonial: 'Great' })).toBe(false);
    expect(hasSwedishCaseStudyTranslation({ ...translated, testimonial: 'Great', testimonial_sv: 'Bra' })).toBe(true);
    expect(hasSwedishCaseStudyTranslation(caseStudy())).toBe(false);
  });

  it('translates the stored English text into Swedish', () => {
    expect(blogToSwedishRequest(blog({ title_sv: 'ignored' }))).toEqual({
      title: 'How AI increased sales by 40%',
      excerpt: 'A short story.',
      content: '# Heading\n\nBody',
      category: 'AI Strategy',
      targetLang: 'sv',
    });
    expect(caseStudyToSwedishRequest(caseStudy())).not.toHaveProperty('testimonial');
    expect(caseStudyToSwedishRequest(caseStudy({ testimonial: 'Great' }))).toMatchObject({
      testimonial: 'Great',
      targetLang: 'sv',
    });
  });

  it('writes exactly the Swedish fields, empty answers as null', () => {
    expect(blogSwedishUpdate({ title: 'Hej', excerpt: ' ', content: '# Text\n', category: 'K' })).toEqual({
      title_sv: 'Hej',
      excerpt_sv: null,
      content_sv: '# Text\n',
      category_sv: 'K',
    });
    const answer = { title: 'T', industry: 'I', challenge: 'C', solution: 'S', results: 'R', testimonial: '' };
    expect(caseStudySwedishUpdate(caseStudy(), answer)).toEqual({
      title_sv: 'T',
      industry_sv: 'I',
      challenge_sv: 'C',
      solution_sv: 'S',
      results_sv: 'R',
    });
    expect(
      caseStudySwedishUpdate(caseStudy({ testimonial: 'Great' }), { ...answer, testimonial: 'Bra' }),
    ).toMatchObject({ testimonial_sv: 'Bra' });
  });
});
