/**
 * Case studies (Firestore collection `case_studies`) with Swedish variants of every text a visitor
 * reads: types, the editor's save rules, display in a language and Firestore converters. No zod
 * here: the public site imports this module, and the schema that validates a case study lives in
 * caseStudySchema.ts.
 */
import { type DocumentDataLike, fieldsOf, readDate, readString } from './firestoreData';
import { IMAGE_ALT_MAX_LENGTH } from './imageVariants';
import type { Language } from './language';
import { formatMetrics, isMetric, METRICS_MAX_COUNT, type Metric, parseMetrics } from './metrics';
import {
  emptyPublicationDraft,
  type PublicationDraft,
  publicationFromDraft,
  publicationFromFirestore,
  publicationToDraft,
  publicationToFirestore,
} from './schedule';
import { makeSlug, SLUG_MAX_LENGTH } from './slug';
import { type DraftText, localize, type TextFieldKinds, textFields } from './textFields';

export const CASE_STUDIES_COLLECTION = 'case_studies';
/** Each case study's slug claimed by `{ id }` (slugs are unique; see the admin's data layer). */
export const CASE_STUDY_SLUGS_COLLECTION = 'case_study_slugs';

/** Size limits, mirrored in firestore.rules. */
export const CASE_STUDY_LIMITS = {
  title: 200,
  slug: SLUG_MAX_LENGTH,
  client_name: 200,
  industry: 100,
  /** Each of challenge, solution and results (markdown). */
  section: 20_000,
  testimonial: 2_000,
  testimonial_author: 200,
  testimonial_role: 200,
  image_url: 2_048,
  image_alt: IMAGE_ALT_MAX_LENGTH,
  metrics: METRICS_MAX_COUNT,
} as const;

export interface CaseStudyFields {
  title: string;
  slug: string;
  client_name: string;
  industry: string;
  /** Markdown. */
  challenge: string;
  /** Markdown. */
  solution: string;
  /** Markdown. */
  results: string;
  metrics: Metric[] | null;
  testimonial: string | null;
  testimonial_author: string | null;
  testimonial_role: string | null;
  image_url: string | null;
  /** The cover's alt text; null: the title. */
  image_alt: string | null;
  is_published: boolean;
  /** When a scheduled case study goes live (stored unpublished until then); see schedule.ts. */
  publish_at: Date | null;
  /** When the case study stops being shown; see schedule.ts. */
  unpublish_at: Date | null;
  /** Stored as a Firestore Timestamp; public lists are newest first by it. */
  created_at: Date;
  title_sv: string | null;
  industry_sv: string | null;
  challenge_sv: string | null;
  solution_sv: string | null;
  results_sv: string | null;
  testimonial_sv: string | null;
}

export interface CaseStudy extends CaseStudyFields {
  id: string;
}

export const CASE_STUDY_REQUIRED_FIELDS = [
  'title',
  'client_name',
  'industry',
  'challenge',
  'solution',
  'results',
] as const;
export type CaseStudyRequiredField = (typeof CASE_STUDY_REQUIRED_FIELDS)[number];

/** The client-facing fields that have a Swedish `_sv` variant. */
export const CASE_STUDY_TRANSLATABLE_FIELDS = [
  'title',
  'industry',
  'challenge',
  'solution',
  'results',
  'testimonial',
] as const;

/**
 * The case study's text fields: single-line ones are trimmed when saved, markdown is kept as
 * typed, and the optional ones (testimonial, image, the Swedish variants) are stored as null
 * when left empty.
 */
export const CASE_STUDY_TEXT_FIELDS = {
  title: 'line',
  client_name: 'line',
  industry: 'line',
  challenge: 'markdown',
  solution: 'markdown',
  results: 'markdown',
  testimonial: 'optionalLine',
  testimonial_author: 'optionalLine',
  testimonial_role: 'optionalLine',
  image_url: 'optionalLine',
  image_alt: 'optionalLine',
  title_sv: 'optionalLine',
  industry_sv: 'optionalLine',
  challenge_sv: 'optionalMarkdown',
  solution_sv: 'optionalMarkdown',
  results_sv: 'optionalMarkdown',
  testimonial_sv: 'optionalLine',
} as const satisfies TextFieldKinds;

const caseStudyText = textFields(CASE_STUDY_TEXT_FIELDS);

/** What the editor holds; metrics as the "Metric Name: Value" text box. */
export type CaseStudyDraft = DraftText<typeof CASE_STUDY_TEXT_FIELDS> &
  PublicationDraft & {
    slug: string;
    metrics_text: string;
  };

/** A new case study is published by default (the editor's Published box starts checked). */
export function emptyCaseStudyDraft(): CaseStudyDraft {
  return { ...caseStudyText.emptyDraft(), slug: '', metrics_text: '', ...emptyPublicationDraft() };
}

export function caseStudyToDraft(caseStudy: CaseStudyFields): CaseStudyDraft {
  return {
    ...caseStudyText.toDraft(caseStudy),
    slug: caseStudy.slug,
    metrics_text: formatMetrics(caseStudy.metrics),
    ...publicationToDraft(caseStudy),
  };
}

/** The required fields that are still empty; save is refused while any are. */
export function missingCaseStudyFields(draft: Pick<CaseStudyDraft, CaseStudyRequiredField>): CaseStudyRequiredField[] {
  return CASE_STUDY_REQUIRED_FIELDS.filter((field) => !draft[field].trim());
}

export interface PrepareCaseStudyOptions {
  /** Slugs of the other case studies (leave the edited one's own slug out). */
  takenSlugs: Iterable<string>;
  /** The stored creation time when editing; a new case study gets `now`. */
  createdAt?: Date;
  /** The time of the save: a new case study's creation time, and whether a publication time has come. */
  now?: Date;
}

/**
 * The rules of saving a case study: slug from the title when empty (transliterated, unique),
 * metrics parsed from the text box (null when empty), empty optional fields saved as null,
 * publication times as schedule.ts says.
 */
export function draftToCaseStudyFields(draft: CaseStudyDraft, options: PrepareCaseStudyOptions): CaseStudyFields {
  return {
    ...caseStudyText.fromDraft(draft),
    slug: makeSlug({ slug: draft.slug, title: draft.title }, options.takenSlugs),
    metrics: parseMetrics(draft.metrics_text),
    ...publicationFromDraft(draft, options.now),
    created_at: options.createdAt ?? options.now ?? new Date(),
  };
}

export interface LocalizedCaseStudyText {
  title: string;
  industry: string;
  challenge: string;
  solution: string;
  results: string;
  testimonial: string | null;
}

/** The text a visitor sees: each Swedish field when the language is sv and it exists. */
export function localizeCaseStudy(caseStudy: CaseStudyFields, language: Language): LocalizedCaseStudyText {
  return localize(caseStudy, CASE_STUDY_TRANSLATABLE_FIELDS, language);
}

/**
 * The document body: exactly the stored fields (an `id` property is left out). `created_at` is
 * a Date, which both SDKs store as a Timestamp; a web client creating a case study may replace
 * it with `serverTimestamp()`.
 */
export function caseStudyToFirestore(caseStudy: CaseStudyFields): CaseStudyFields {
  return {
    ...caseStudyText.pick(caseStudy),
    slug: caseStudy.slug,
    metrics: caseStudy.metrics?.map(({ metric, value }) => ({ metric, value })) ?? null,
    ...publicationToFirestore(caseStudy),
    created_at: caseStudy.created_at,
  };
}

function readMetrics(value: unknown): Metric[] | null {
  if (!Array.isArray(value)) return null;
  const metrics = value.filter(isMetric).map(({ metric, value: metricValue }) => ({ metric, value: metricValue }));
  return metrics.length > 0 ? metrics : null;
}

/** A case study from a stored document, tolerant of imported content (see blogFromFirestore). */
export function caseStudyFromFirestore(id: string, document: DocumentDataLike): CaseStudy {
  const data = fieldsOf(document);
  return {
    id,
    ...caseStudyText.read(data),
    slug: readString(data.slug),
    metrics: readMetrics(data.metrics),
    ...publicationFromFirestore(data),
    created_at: readDate(data.created_at) ?? new Date(0),
  };
}
