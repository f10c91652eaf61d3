/**
 * Case studies (Firestore collection `case_studies`) with Swedish variants of every text a visitor
 * reads: types, the editor's save rules, display in a language and Firestore converters. No zod
 * here: the public site imports this module, and the schema that validates a case study lives in
 * caseStudySchema.ts.
 */
import {
  blankToNull,
  type DocumentDataLike,
  fieldsOf,
  readBoolean,
  readDate,
  readNullableString,
  readString,
  type SnapshotLike,
} from './firestoreData';
import type { Language } from './language';
import { formatMetrics, isMetric, METRICS_MAX_COUNT, type Metric, parseMetrics } from './metrics';
import { makeSlug, SLUG_MAX_LENGTH } from './slug';

export const CASE_STUDIES_COLLECTION = 'case_studies';

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
  is_published: boolean;
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

export const CASE_STUDY_FIELD_NAMES = [
  'title',
  'slug',
  'client_name',
  'industry',
  'challenge',
  'solution',
  'results',
  'metrics',
  'testimonial',
  'testimonial_author',
  'testimonial_role',
  'image_url',
  'is_published',
  'created_at',
  'title_sv',
  'industry_sv',
  'challenge_sv',
  'solution_sv',
  'results_sv',
  'testimonial_sv',
] as const satisfies readonly (keyof CaseStudyFields)[];

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

/** What the editor holds; metrics as the "Metric Name: Value" text box. */
export interface CaseStudyDraft {
  title: string;
  slug: string;
  client_name: string;
  industry: string;
  challenge: string;
  solution: string;
  results: string;
  metrics_text: string;
  testimonial: string;
  testimonial_author: string;
  testimonial_role: string;
  image_url: string;
  is_published: boolean;
  title_sv: string;
  industry_sv: string;
  challenge_sv: string;
  solution_sv: string;
  results_sv: string;
  testimonial_sv: string;
}

/** A new case study is published by default (the editor's Published box starts checked). */
export function emptyCaseStudyDraft(): CaseStudyDraft {
  return {
    title: '',
    slug: '',
    client_name: '',
    industry: '',
    challenge: '',
    solution: '',
    results: '',
    metrics_text: '',
    testimonial: '',
    testimonial_author: '',
    testimonial_role: '',
    image_url: '',
    is_published: true,
    title_sv: '',
    industry_sv: '',
    challenge_sv: '',
    solution_sv: '',
    results_sv: '',
    testimonial_sv: '',
  };
}

export function caseStudyToDraft(caseStudy: CaseStudyFields): CaseStudyDraft {
  return {
    title: caseStudy.title,
    slug: caseStudy.slug,
    client_name: caseStudy.client_name,
    industry: caseStudy.industry,
    challenge: caseStudy.challenge,
    solution: caseStudy.solution,
    results: caseStudy.results,
    metrics_text: formatMetrics(caseStudy.metrics),
    testimonial: caseStudy.testimonial ?? '',
    testimonial_author: caseStudy.testimonial_author ?? '',
    testimonial_role: caseStudy.testimonial_role ?? '',
    image_url: caseStudy.image_url ?? '',
    is_published: caseStudy.is_published,
    title_sv: caseStudy.title_sv ?? '',
    industry_sv: caseStudy.industry_sv ?? '',
    challenge_sv: caseStudy.challenge_sv ?? '',
    solution_sv: caseStudy.solution_sv ?? '',
    results_sv: caseStudy.results_sv ?? '',
    testimonial_sv: caseStudy.testimonial_sv ?? '',
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
  now?: Date;
}

/**
 * The rules of saving a case study: slug from the title when empty (transliterated, unique),
 * metrics parsed from the text box (null when empty), empty optional fields saved as null.
 */
export function draftToCaseStudyFields(draft: CaseStudyDraft, options: PrepareCaseStudyOptions): CaseStudyFields {
  return {
    title: draft.title.trim(),
    slug: makeSlug({ slug: draft.slug, title: draft.title }, options.takenSlugs),
    client_name: draft.client_name.trim(),
    industry: draft.industry.trim(),
    challenge: draft.challenge,
    solution: draft.solution,
    results: draft.results,
    metrics: parseMetrics(draft.metrics_text),
    testimonial: blankToNull(draft.testimonial.trim()),
    testimonial_author: blankToNull(draft.testimonial_author.trim()),
    testimonial_role: blankToNull(draft.testimonial_role.trim()),
    image_url: blankToNull(draft.image_url.trim()),
    is_published: draft.is_published,
    created_at: options.createdAt ?? options.now ?? new Date(),
    title_sv: blankToNull(draft.title_sv.trim()),
    industry_sv: blankToNull(draft.industry_sv.trim()),
    challenge_sv: blankToNull(draft.challenge_sv),
    solution_sv: blankToNull(draft.solution_sv),
    results_sv: blankToNull(draft.results_sv),
    testimonial_sv: blankToNull(draft.testimonial_sv.trim()),
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
  const swedish = language === 'sv';
  return {
    title: (swedish && caseStudy.title_sv) || caseStudy.title,
    industry: (swedish && caseStudy.industry_sv) || caseStudy.industry,
    challenge: (swedish && caseStudy.challenge_sv) || caseStudy.challenge,
    solution: (swedish && caseStudy.solution_sv) || caseStudy.solution,
    results: (swedish && caseStudy.results_sv) || caseStudy.results,
    testimonial: (swedish && caseStudy.testimonial_sv) || caseStudy.testimonial,
  };
}

/**
 * The document body: exactly the stored fields (an `id` property is left out). `created_at` is
 * a Date, which both SDKs store as a Timestamp; a web client creating a case study may replace
 * it with `serverTimestamp()`.
 */
export function caseStudyToFirestore(caseStudy: CaseStudyFields): CaseStudyFields {
  return {
    title: caseStudy.title,
    slug: caseStudy.slug,
    client_name: caseStudy.client_name,
    industry: caseStudy.industry,
    challenge: caseStudy.challenge,
    solution: caseStudy.solution,
    results: caseStudy.results,
    metrics: caseStudy.metrics?.map(({ metric, value }) => ({ metric, value })) ?? null,
    testimonial: caseStudy.testimonial,
    testimonial_author: caseStudy.testimonial_author,
    testimonial_role: caseStudy.testimonial_role,
    image_url: caseStudy.image_url,
    is_published: caseStudy.is_published,
    created_at: caseStudy.created_at,
    title_sv: caseStudy.title_sv,
    industry_sv: caseStudy.industry_sv,
    challenge_sv: caseStudy.challenge_sv,
    solution_sv: caseStudy.solution_sv,
    results_sv: caseStudy.results_sv,
    testimonial_sv: caseStudy.testimonial_sv,
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
    title: readString(data.title),
    slug: readString(data.slug),
    client_name: readString(data.client_name),
    industry: readString(data.industry),
    challenge: readString(data.challenge),
    solution: readString(data.solution),
    results: readString(data.results),
    metrics: readMetrics(data.metrics),
    testimonial: readNullableString(data.testimonial),
    testimonial_author: readNullableString(data.testimonial_author),
    testimonial_role: readNullableString(data.testimonial_role),
    image_url: readNullableString(data.image_url),
    is_published: readBoolean(data.is_published, true),
    created_at: readDate(data.created_at) ?? new Date(0),
    title_sv: readNullableString(data.title_sv),
    industry_sv: readNullableString(data.industry_sv),
    challenge_sv: readNullableString(data.challenge_sv),
    solution_sv: readNullableString(data.solution_sv),
    results_sv: readNullableString(data.results_sv),
    testimonial_sv: readNullableString(data.testimonial_sv),
  };
}

/** Fits `withConverter` of both the web SDK and firebase-admin. */
export const caseStudyConverter = {
  toFirestore(caseStudy: CaseStudyFields): CaseStudyFields {
    return caseStudyToFirestore(caseStudy);
  },
  fromFirestore(snapshot: SnapshotLike): CaseStudy {
    return caseStudyFromFirestore(snapshot.id, snapshot.data() ?? {});
  },
};
