/**
 * Requests and answers of the translation functions (translateBlog, translateCaseStudy), shared by
 * the admin console and the functions. No zod here: the schemas the functions validate requests
 * with live in translationSchema.ts.
 */
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
