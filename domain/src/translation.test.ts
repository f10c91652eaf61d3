import { describe, expect, it } from 'vitest';
import { type BlogDraft, emptyBlogDraft } from './blog';
import { BLOG_TYPE, CASE_STUDY_TYPE, twinnedFields } from './contentType';
import { blog, caseStudy, englishCaseStudyDraft } from './testFixtures';
import {
  completeAnswer,
  mergeTranslation,
  missingTranslationFields,
  otherLanguage,
  replacedByTranslation,
  requestedFields,
  swedishUpdate,
  toSwedishRequest,
  translationRequest,
  unnamedInto,
} from './translation';
import { missingSwedishFields } from './translationSources';

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
    expect(missingTranslationFields(BLOG_TYPE, englishBlog, 'en')).toEqual([]);
    expect(missingTranslationFields(BLOG_TYPE, { ...englishBlog, author: '' }, 'en')).toEqual([]);
    expect(missingTranslationFields(BLOG_TYPE, { ...englishBlog, excerpt: '  ', category: '' }, 'en')).toEqual([
      'excerpt',
      'category',
    ]);
    // In Swedish only the Swedish fields count: the English ones are all filled here.
    expect(missingTranslationFields(BLOG_TYPE, englishBlog, 'sv')).toEqual(['excerpt', 'content', 'category']);
  });

  it('sends the shown language and asks for the other one', () => {
    expect(translationRequest(BLOG_TYPE, englishBlog, 'en')).toEqual({
      title: 'Hello',
      excerpt: 'Short',
      content: '# Body',
      category: 'AI Strategy',
      targetLang: 'sv',
    });
    const swedish = { ...emptyBlogDraft(), title_sv: 'Hej', excerpt_sv: 'Kort', content_sv: 'Text', category_sv: 'K' };
    expect(translationRequest(BLOG_TYPE, swedish, 'sv')).toEqual({
      title: 'Hej',
      excerpt: 'Kort',
      content: 'Text',
      category: 'K',
      targetLang: 'en',
    });
  });

  it('fills only the target language, replacing what was there', () => {
    const answer = { title: 'Hej', excerpt: 'Kort', content: '# Text', category: 'AI-strategi', image_alt: '' };
    expect(mergeTranslation(BLOG_TYPE, englishBlog, answer, 'sv')).toEqual({
      ...englishBlog,
      title_sv: 'Hej',
      excerpt_sv: 'Kort',
      content_sv: '# Text',
      category_sv: 'AI-strategi',
    });
    const intoEnglish = mergeTranslation(BLOG_TYPE, englishBlog, answer, 'en');
    expect(intoEnglish).toMatchObject({ title: 'Hej', excerpt: 'Kort', content: '# Text', category: 'AI-strategi' });
    expect(intoEnglish.title_sv).toBe('Old Swedish title');
    expect(intoEnglish.author).toBe('Anna');
  });
});

describe('case-study auto-translate', () => {
  it('needs title, industry, challenge, solution and results; the testimonial is optional', () => {
    expect(missingTranslationFields(CASE_STUDY_TYPE, englishCaseStudy, 'en')).toEqual([]);
    expect(missingTranslationFields(CASE_STUDY_TYPE, { ...englishCaseStudy, solution: '' }, 'en')).toEqual([
      'solution',
    ]);
    expect(missingTranslationFields(CASE_STUDY_TYPE, englishCaseStudy, 'sv')).toEqual([
      'title',
      'industry',
      'challenge',
      'solution',
      'results',
    ]);
  });

  it('sends the testimonial and the metrics only when there are some, the metrics as {metric, value} pairs', () => {
    expect(translationRequest(CASE_STUDY_TYPE, englishCaseStudy, 'en')).toEqual({
      title: 'Faster invoicing',
      industry: 'Finance',
      challenge: 'Manual work',
      solution: 'Automation',
      results: '**Big** gains',
      metrics: [{ metric: 'Time saved', value: '70%' }],
      targetLang: 'sv',
    });
    expect(translationRequest(CASE_STUDY_TYPE, { ...englishCaseStudy, metrics_text: ' \n ' }, 'en')).not.toHaveProperty(
      'metrics',
    );
    // From Swedish: the Swedish metrics' text box.
    const swedish = { ...englishCaseStudy, metrics_sv_text: 'Sparad tid:  3 veckor\n\nROI: 3x' };
    expect(translationRequest(CASE_STUDY_TYPE, swedish, 'sv').metrics).toEqual([
      { metric: 'Sparad tid', value: '3 veckor' },
      { metric: 'ROI', value: '3x' },
    ]);
    expect(translationRequest(CASE_STUDY_TYPE, { ...englishCaseStudy, testimonial: 'Great team' }, 'en')).toMatchObject(
      {
        testimonial: 'Great team',
      },
    );
  });

  it('fills the other language and keeps its testimonial when the source had none', () => {
    const answer = {
      title: 'Snabbare fakturering',
      industry: 'Finans',
      challenge: 'Manuellt arbete',
      solution: 'Automatisering',
      results: '**Stora** vinster',
      testimonial: '',
      testimonial_role: '',
      image_alt: '',
      metrics: [{ metric: 'Sparad tid', value: '3 veckor' }],
    };
    const draft = { ...englishCaseStudy, testimonial_sv: 'Kept' };
    expect(mergeTranslation(CASE_STUDY_TYPE, draft, answer, 'sv')).toEqual({
      ...draft,
      title_sv: 'Snabbare fakturering',
      industry_sv: 'Finans',
      challenge_sv: 'Manuellt arbete',
      solution_sv: 'Automatisering',
      results_sv: '**Stora** vinster',
      metrics_sv_text: 'Sparad tid: 3 veckor',
    });
    // A source without metrics says nothing about the other language's: they are kept.
    const noMetrics = { ...draft, metrics_text: '', metrics_sv_text: 'Behållen: 1' };
    expect(mergeTranslation(CASE_STUDY_TYPE, noMetrics, { ...answer, metrics: [] }, 'sv').metrics_sv_text).toBe(
      'Behållen: 1',
    );
    const withTestimonial = { ...draft, testimonial: 'Great team' };
    expect(
      mergeTranslation(CASE_STUDY_TYPE, withTestimonial, { ...answer, testimonial: 'Fantastiskt team' }, 'sv')
        .testimonial_sv,
    ).toBe('Fantastiskt team');
  });
});

describe('what auto-translate would replace', () => {
  it("names the other language's fields with text that the translation fills", () => {
    expect(replacedByTranslation(BLOG_TYPE, englishBlog, 'sv')).toEqual(['title']);
    expect(replacedByTranslation(BLOG_TYPE, { ...englishBlog, title_sv: '  ' }, 'sv')).toEqual([]);
    // The way back, into empty English fields: nothing.
    const swedishOnly = { ...emptyBlogDraft(), title_sv: 'Hej', excerpt_sv: 'Kort', content_sv: 'Text' };
    expect(replacedByTranslation(BLOG_TYPE, swedishOnly, 'en')).toEqual([]);
    const swedish = { ...englishBlog, excerpt_sv: 'Kort', content_sv: 'Text', category_sv: 'AI' };
    expect(replacedByTranslation(BLOG_TYPE, swedish, 'en')).toEqual(['title', 'excerpt', 'content', 'category']);
  });

  it("counts a case study's Swedish metrics box, and an optional field only when its source is sent", () => {
    const study = { ...englishCaseStudy, metrics_sv_text: 'Sparad tid: 70%', testimonial_sv: 'Bra team' };
    expect(replacedByTranslation(CASE_STUDY_TYPE, study, 'sv')).toEqual(['metrics']);
    expect(replacedByTranslation(CASE_STUDY_TYPE, { ...study, testimonial: 'Great team' }, 'sv')).toEqual([
      'metrics',
      'testimonial',
    ]);
  });
});

describe('the names auto-translate gives afresh (unnamed)', () => {
  it("names the category whose other-language twin the editor holds empty, so the item's saved name is not given back", () => {
    // englishBlog has no Swedish category.
    expect(unnamedInto(BLOG_TYPE, englishBlog, 'sv')).toEqual(['category']);
    expect(unnamedInto(BLOG_TYPE, { ...englishBlog, category_sv: '  ' }, 'sv')).toEqual(['category']);
    expect(unnamedInto(BLOG_TYPE, { ...englishBlog, category_sv: 'AI-strategi' }, 'sv')).toEqual([]);
    // Into English: the English category's turn.
    const swedish = { ...englishBlog, category: '', category_sv: 'AI-strategi' };
    expect(unnamedInto(BLOG_TYPE, swedish, 'en')).toEqual(['category']);
    expect(unnamedInto(BLOG_TYPE, { ...swedish, category: 'AI Strategy' }, 'en')).toEqual([]);
  });

  it("names a case study's industry, and no other empty field (the title, the testimonial)", () => {
    expect(unnamedInto(CASE_STUDY_TYPE, englishCaseStudy, 'sv')).toEqual(['industry']);
    expect(unnamedInto(CASE_STUDY_TYPE, { ...englishCaseStudy, industry_sv: 'Finans' }, 'sv')).toEqual([]);
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
      metrics_sv: [{ metric: 'Sparad tid', value: '70%' }],
    });
    const translatable = twinnedFields(CASE_STUDY_TYPE, 'translated');
    const hasSwedish = (document: object) => missingSwedishFields(translatable, document).length === 0;
    expect(hasSwedish(translated)).toBe(true);
    expect(hasSwedish({ ...translated, results_sv: null })).toBe(false);
    expect(hasSwedish({ ...translated, testimonial: 'Great' })).toBe(false);
    expect(hasSwedish({ ...translated, testimonial: 'Great', testimonial_sv: 'Bra' })).toBe(true);
    expect(hasSwedish(caseStudy())).toBe(false);
    // Metrics count like text: English ones without Swedish ones are missing.
    const metrics = [{ metric: 'ROI', value: '3x' }];
    expect(hasSwedish({ ...translated, metrics, metrics_sv: null })).toBe(false);
    expect(hasSwedish({ ...translated, metrics, metrics_sv: [{ metric: 'Avkastning', value: '3x' }] })).toBe(true);
  });

  it('translates the stored English text into Swedish', () => {
    expect(toSwedishRequest(BLOG_TYPE, blog({ title_sv: 'ignored' }))).toEqual({
      title: 'How AI increased sales by 40%',
      excerpt: 'A short story.',
      content: '# Heading\n\nBody',
      category: 'AI Strategy',
      targetLang: 'sv',
    });
    expect(toSwedishRequest(CASE_STUDY_TYPE, caseStudy())).not.toHaveProperty('testimonial');
    expect(toSwedishRequest(CASE_STUDY_TYPE, caseStudy()).metrics).toEqual([{ metric: 'Time saved', value: '70%' }]);
    expect(toSwedishRequest(CASE_STUDY_TYPE, caseStudy({ metrics: null }))).not.toHaveProperty('metrics');
    expect(toSwedishRequest(CASE_STUDY_TYPE, caseStudy({ testimonial: 'Great' }))).toMatchObject({
      testimonial: 'Great',
      targetLang: 'sv',
    });
  });

  it('sends only the fields named (those bulk translation will write), metrics as their whole list', () => {
    expect(toSwedishRequest(BLOG_TYPE, blog(), ['title'])).toEqual({
      title: 'How AI increased sales by 40%',
      targetLang: 'sv',
    });
    const study = caseStudy({ testimonial: 'Great' });
    expect(toSwedishRequest(CASE_STUDY_TYPE, study, ['metrics', 'industry'])).toEqual({
      industry: study.industry,
      metrics: [{ metric: 'Time saved', value: '70%' }],
      targetLang: 'sv',
    });
    // A field named whose English is empty has nothing to send.
    const request = toSwedishRequest(CASE_STUDY_TYPE, caseStudy({ metrics: null }), ['metrics']);
    expect(requestedFields(CASE_STUDY_TYPE, request)).toEqual([]);
    expect(requestedFields(CASE_STUDY_TYPE, toSwedishRequest(CASE_STUDY_TYPE, study))).toEqual([
      'title',
      'industry',
      'challenge',
      'solution',
      'results',
      'metrics',
      'testimonial',
    ]);
  });

  it('writes exactly the Swedish fields, empty answers as null', () => {
    expect(
      swedishUpdate(BLOG_TYPE, blog(), {
        title: 'Hej',
        excerpt: ' ',
        content: '# Text\n',
        category: 'K',
        image_alt: '',
      }),
    ).toEqual({
      title_sv: 'Hej',
      excerpt_sv: null,
      content_sv: '# Text\n',
      category_sv: 'K',
    });
    const answer = {
      title: 'T',
      industry: 'I',
      challenge: 'C',
      solution: 'S',
      results: 'R',
      testimonial: '',
      testimonial_role: '',
      image_alt: '',
      metrics: [{ metric: ' Sparad tid ', value: '70% ' }],
    };
    expect(swedishUpdate(CASE_STUDY_TYPE, caseStudy(), answer)).toEqual({
      title_sv: 'T',
      industry_sv: 'I',
      challenge_sv: 'C',
      solution_sv: 'S',
      results_sv: 'R',
      metrics_sv: [{ metric: 'Sparad tid', value: '70%' }],
    });
    // No English metrics: the Swedish ones are left as they are.
    expect(swedishUpdate(CASE_STUDY_TYPE, caseStudy({ metrics: null }), answer)).not.toHaveProperty('metrics_sv');
    expect(
      swedishUpdate(CASE_STUDY_TYPE, caseStudy({ testimonial: 'Great' }), { ...answer, testimonial: 'Bra' }),
    ).toMatchObject({ testimonial_sv: 'Bra' });
  });
});

describe('the answer the functions give', () => {
  it('has every translated field of the type, those not sent as empty text', () => {
    expect(
      completeAnswer(CASE_STUDY_TYPE, { title: 'T', industry: 'I', challenge: 'C', solution: 'S', results: 'R' }),
    ).toEqual({
      title: 'T',
      industry: 'I',
      challenge: 'C',
      solution: 'S',
      results: 'R',
      metrics: [],
      testimonial: '',
      testimonial_role: '',
      image_alt: '',
    });
    expect(Object.keys(completeAnswer(BLOG_TYPE, {}))).toEqual([
      'title',
      'excerpt',
      'content',
      'category',
      'image_alt',
    ]);
  });
});
