/**
 * Translation of blog posts and case studies between English and Swedish: the requests and
 * answers of the translation functions translateBlog and translateCaseStudy (shared by the admin
 * console and the functions), and the pure rules of the admin console's auto-translate and bulk
 * translation — which fields must be filled first, what is sent, and which fields an answer
 * fills. No zod here: the schemas the functions validate requests with live in
 * translationSchema.ts.
 */
import type { BlogDraft, BlogFields } from './blog';
import type { CaseStudyDraft, CaseStudyFields } from './caseStudy';
import type { Language } from './language';

/** translationSchema.test.ts pins the request types to the schemas. */
export interface TranslateBlogRequest {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  targetLang: Language;
}

export interface TranslatedBlogFields {
  title: string;
  excerpt: string;
  content: string;
  category: string;
}

export interface TranslateCaseStudyRequest {
  title: string;
  industry: string;
  challenge: string;
  solution: string;
  results: string;
  /** Optional: '' or left out when the case study has none. */
  testimonial?: string | undefined;
  targetLang: Language;
}

export interface TranslatedCaseStudyFields {
  title: string;
  industry: string;
  challenge: string;
  solution: string;
  results: string;
  /** '' when the request had no testimonial. */
  testimonial: string;
}

/** The two kinds of content that translate: blog posts and case studies. */
export type TranslatableKind = 'blogs' | 'caseStudies';

/** Auto-translate always goes from the language shown into the other one. */
export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'sv' : 'en';
}

/** A field's name in a language: the English field itself, or its `_sv` twin. */
type InLanguage<F extends string> = F | `${F}_sv`;

function fieldIn<F extends string>(field: F, language: Language): InLanguage<F> {
  return language === 'sv' ? `${field}_sv` : field;
}

/** The fields a post must have in the current language before it can be translated. */
export const BLOG_TRANSLATION_SOURCE_FIELDS = ['title', 'excerpt', 'content', 'category'] as const;
export type BlogTranslationField = (typeof BLOG_TRANSLATION_SOURCE_FIELDS)[number];

/**
 * The fields a case study must have in the current language before it can be translated; the
 * testimonial is optional and goes along when there is one.
 */
export const CASE_STUDY_TRANSLATION_SOURCE_FIELDS = ['title', 'industry', 'challenge', 'solution', 'results'] as const;
export type CaseStudyTranslationField = (typeof CASE_STUDY_TRANSLATION_SOURCE_FIELDS)[number];

/** The source fields still empty in `language`; translation is refused while any are. */
export function missingBlogTranslationFields(draft: BlogDraft, language: Language): BlogTranslationField[] {
  return BLOG_TRANSLATION_SOURCE_FIELDS.filter((field) => !draft[fieldIn(field, language)].trim());
}

export function missingCaseStudyTranslationFields(
  draft: CaseStudyDraft,
  language: Language,
): CaseStudyTranslationField[] {
  return CASE_STUDY_TRANSLATION_SOURCE_FIELDS.filter((field) => !draft[fieldIn(field, language)].trim());
}

/** The request that translates the draft's `from` fields into the other language. */
export function blogTranslationRequest(draft: BlogDraft, from: Language): TranslateBlogRequest {
  return {
    title: draft[fieldIn('title', from)],
    excerpt: draft[fieldIn('excerpt', from)],
    content: draft[fieldIn('content', from)],
    category: draft[fieldIn('category', from)],
    targetLang: otherLanguage(from),
  };
}

export function caseStudyTranslationRequest(draft: CaseStudyDraft, from: Language): TranslateCaseStudyRequest {
  const testimonial = draft[fieldIn('testimonial', from)];
  return {
    title: draft[fieldIn('title', from)],
    industry: draft[fieldIn('industry', from)],
    challenge: draft[fieldIn('challenge', from)],
    solution: draft[fieldIn('solution', from)],
    results: draft[fieldIn('results', from)],
    ...(testimonial.trim() ? { testimonial } : {}),
    targetLang: otherLanguage(from),
  };
}

/** The draft with the answer in the `into` language's fields; every other field as it was. */
export function mergeBlogTranslation(draft: BlogDraft, answer: TranslatedBlogFields, into: Language): BlogDraft {
  return {
    ...draft,
    [fieldIn('title', into)]: answer.title,
    [fieldIn('excerpt', into)]: answer.excerpt,
    [fieldIn('content', into)]: answer.content,
    [fieldIn('category', into)]: answer.category,
  };
}

/**
 * Like {@link mergeBlogTranslation}. The testimonial is only replaced when the source had one:
 * a source without a testimonial says nothing about the other language's, so it is kept.
 */
export function mergeCaseStudyTranslation(
  draft: CaseStudyDraft,
  answer: TranslatedCaseStudyFields,
  into: Language,
): CaseStudyDraft {
  const sourceHadTestimonial = Boolean(draft[fieldIn('testimonial', otherLanguage(into))].trim());
  return {
    ...draft,
    [fieldIn('title', into)]: answer.title,
    [fieldIn('industry', into)]: answer.industry,
    [fieldIn('challenge', into)]: answer.challenge,
    [fieldIn('solution', into)]: answer.solution,
    [fieldIn('results', into)]: answer.results,
    ...(sourceHadTestimonial ? { [fieldIn('testimonial', into)]: answer.testimonial } : {}),
  };
}

/**
 * Whether a case study has every Swedish field its English text calls for (bulk translation
 * skips such case studies): title, industry, challenge, solution and results, and the
 * testimonial when there is an English one.
 */
export function hasSwedishCaseStudyTranslation(caseStudy: CaseStudyFields): boolean {
  const sections = Boolean(
    caseStudy.title_sv &&
      caseStudy.industry_sv &&
      caseStudy.challenge_sv &&
      caseStudy.solution_sv &&
      caseStudy.results_sv,
  );
  return sections && (!caseStudy.testimonial || Boolean(caseStudy.testimonial_sv));
}

/** Bulk translation: the request for a stored post's English text into Swedish. */
export function blogToSwedishRequest(blog: BlogFields): TranslateBlogRequest {
  return {
    title: blog.title,
    excerpt: blog.excerpt,
    content: blog.content,
    category: blog.category,
    targetLang: 'sv',
  };
}

export function caseStudyToSwedishRequest(caseStudy: CaseStudyFields): TranslateCaseStudyRequest {
  return {
    title: caseStudy.title,
    industry: caseStudy.industry,
    challenge: caseStudy.challenge,
    solution: caseStudy.solution,
    results: caseStudy.results,
    ...(caseStudy.testimonial ? { testimonial: caseStudy.testimonial } : {}),
    targetLang: 'sv',
  };
}

export type BlogSwedishFields = Pick<BlogFields, 'title_sv' | 'excerpt_sv' | 'content_sv' | 'category_sv'>;
export type CaseStudySwedishFields = Partial<
  Pick<CaseStudyFields, 'title_sv' | 'industry_sv' | 'challenge_sv' | 'solution_sv' | 'results_sv' | 'testimonial_sv'>
>;

/**
 * Bulk translation writes only the Swedish fields, so whatever an editor changed in the English
 * text meanwhile stays. An empty answer is stored as null, like an empty field saved by the editor.
 */
export function blogSwedishUpdate(answer: TranslatedBlogFields): BlogSwedishFields {
  return {
    title_sv: answer.title.trim() || null,
    excerpt_sv: answer.excerpt.trim() || null,
    content_sv: answer.content.trim() ? answer.content : null,
    category_sv: answer.category.trim() || null,
  };
}

/** As {@link blogSwedishUpdate}; the testimonial only when the English one was sent. */
export function caseStudySwedishUpdate(
  caseStudy: CaseStudyFields,
  answer: TranslatedCaseStudyFields,
): CaseStudySwedishFields {
  return {
    title_sv: answer.title.trim() || null,
    industry_sv: answer.industry.trim() || null,
    challenge_sv: answer.challenge.trim() ? answer.challenge : null,
    solution_sv: answer.solution.trim() ? answer.solution : null,
    results_sv: answer.results.trim() ? answer.results : null,
    ...(caseStudy.testimonial ? { testimonial_sv: answer.testimonial.trim() || null } : {}),
  };
}
