/**
 * The schemas of the translation functions' requests (the request and answer types are in
 * translation.ts). Only the functions and the tests import this module.
 */
import { z } from 'zod';
import { BLOG_LIMITS } from './blog';
import { CASE_STUDY_LIMITS } from './caseStudy';
import { LANGUAGES } from './language';
import { requiredText } from './validation';

const targetLang = z.enum(LANGUAGES, { error: "must be 'en' or 'sv'" });

export const translateBlogRequestSchema = z.strictObject({
  title: requiredText(BLOG_LIMITS.title),
  excerpt: requiredText(BLOG_LIMITS.excerpt),
  content: requiredText(BLOG_LIMITS.content),
  category: requiredText(BLOG_LIMITS.category),
  targetLang,
});

export const translateCaseStudyRequestSchema = z.strictObject({
  title: requiredText(CASE_STUDY_LIMITS.title),
  industry: requiredText(CASE_STUDY_LIMITS.industry),
  challenge: requiredText(CASE_STUDY_LIMITS.challenge),
  solution: requiredText(CASE_STUDY_LIMITS.challenge),
  results: requiredText(CASE_STUDY_LIMITS.challenge),
  /** Optional: '' or left out when the case study has none. */
  testimonial: z
    .string({ error: 'must be text' })
    .max(CASE_STUDY_LIMITS.testimonial, { error: `must be at most ${CASE_STUDY_LIMITS.testimonial} characters` })
    .optional(),
  targetLang,
});
