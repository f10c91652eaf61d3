/**
 * Case studies (Firestore collection `case_studies`) with Swedish variants of every text a visitor
 * reads: types, the editor's save rules, display in a language and Firestore converters. No zod
 * here: the public site imports this module, and the schema that validates a case study lives in
 * caseStudySchema.ts.
 */

import { readUpdatedAt } from './contentChange';
import {
  CASE_STUDY_TYPE,
  type ContentDraftText,
  type ContentText,
  contentLimits,
  contentText,
  twinnedFields,
} from './contentType';
import { type DocumentDataLike, fieldsOf, readDate, readString } from './firestoreData';
import type { Language } from './language';
import { formatMetrics, type Metric, parseMetrics, readMetrics } from './metrics';
import {
  emptyPublicationDraft,
  type PublicationDraft,
  type PublicationFields,
  publicationFromDraft,
  publicationFromFirestore,
  publicationToDraft,
  publicationToFirestore,
  type ReviewFields,
  reviewAfterSave,
  reviewFromFirestore,
} from './schedule';
import { makeSlug } from './slug';
import { forLanguage, localize } from './textFields';

export const CASE_STUDIES_COLLECTION = CASE_STUDY_TYPE.collection;
/** Each case study's slug claimed by `{ id }` (slugs are unique; see the admin's data layer). */
export const CASE_STUDY_SLUGS_COLLECTION = CASE_STUDY_TYPE.slugClaims;

/**
 * Case studies a page of the public list shows (`/case-studies?page=2`): each card is a whole
 * story, so a page of ten is about as heavy as a page of the blog list's twelve cards.
 */
export const CASE_STUDIES_PAGE_SIZE = 10;

/** Size limits (from the descriptor, CASE_STUDY_TYPE), checked against firestore.rules by a test. */
export const CASE_STUDY_LIMITS = contentLimits(CASE_STUDY_TYPE);

/** A case study as stored; its text fields and metrics are CASE_STUDY_TYPE's. */
export type CaseStudyFields = ContentText<typeof CASE_STUDY_TYPE> &
  PublicationFields &
  ReviewFields & {
    slug: string;
    metrics: Metric[] | null;
    /** The metrics in Swedish (null: none; a Swedish reader sees the English ones). */
    metrics_sv: Metric[] | null;
    /** Stored as a Firestore Timestamp; public lists are newest first by it. */
    created_at: Date;
    /** When its content last changed, as read (see BlogFields); null: never since it existed. */
    updated_at?: Date | null;
  };

export interface CaseStudy extends CaseStudyFields {
  id: string;
}

/** The client-facing fields that have a Swedish `_sv` translation. */
export const CASE_STUDY_TRANSLATABLE_FIELDS = twinnedFields(CASE_STUDY_TYPE, 'translated');

const caseStudyText = contentText(CASE_STUDY_TYPE);

/** What the editor holds; metrics as the "Metric Name: Value" text boxes (metricsTextField). */
export type CaseStudyDraft = ContentDraftText<typeof CASE_STUDY_TYPE> &
  PublicationDraft &
  ReviewFields & {
    slug: string;
    metrics_text: string;
    metrics_sv_text: string;
  };

/** A new case study is published by default (the editor's Published box starts checked). */
export function emptyCaseStudyDraft(): CaseStudyDraft {
  return {
    ...caseStudyText.emptyDraft(),
    slug: '',
    metrics_text: '',
    metrics_sv_text: '',
    ...emptyPublicationDraft(),
    ready_for_review: false,
  };
}

export function caseStudyToDraft(caseStudy: CaseStudyFields): CaseStudyDraft {
  return {
    ...caseStudyText.toDraft(caseStudy),
    slug: caseStudy.slug,
    metrics_text: formatMetrics(caseStudy.metrics),
    metrics_sv_text: formatMetrics(caseStudy.metrics_sv),
    ...publicationToDraft(caseStudy),
    ready_for_review: caseStudy.ready_for_review,
  };
}

export interface PrepareCaseStudyOptions {
  /** The stored creation time when editing; a new case study gets `now`. */
  createdAt?: Date;
  /** The time of the save: a new case study's creation time, and whether a publication time has come. */
  now?: Date;
}

/**
 * The rules of saving a case study: slug from the title when empty (transliterated; made unique by the save's claim),
 * metrics in each language parsed from its text box (null when empty), empty optional fields saved as null,
 * publication times as schedule.ts says (and the review mark kept only on a draft).
 */
export function draftToCaseStudyFields(draft: CaseStudyDraft, options: PrepareCaseStudyOptions = {}): CaseStudyFields {
  const publication = publicationFromDraft(draft, options.now);
  return {
    ...caseStudyText.fromDraft(draft),
    slug: makeSlug({ slug: draft.slug, title: draft.title }),
    metrics: parseMetrics(draft.metrics_text),
    metrics_sv: parseMetrics(draft.metrics_sv_text),
    ...publication,
    ...reviewAfterSave(draft.ready_for_review, publication),
    created_at: options.createdAt ?? options.now ?? new Date(),
  };
}

/** What a visitor reads of a case study in a language: its translated fields (CASE_STUDY_TYPE). */
export type LocalizedCaseStudyText = Pick<CaseStudyFields, (typeof CASE_STUDY_TRANSLATABLE_FIELDS)[number]>;

/**
 * The text a visitor sees: each Swedish field (the metrics included) when the language is sv and
 * it exists; `fallbackLang` marks the English shown in its place.
 */
export function localizeCaseStudy(caseStudy: LocalizedCaseStudyText, language: Language): LocalizedCaseStudyText {
  return localize(caseStudy, CASE_STUDY_TRANSLATABLE_FIELDS, language);
}

/**
 * A case study with only the text a reader in `language` is shown (forLanguage): what the list's
 * JSON answer in that language carries (at 1,000 stories a page's answer is 61–65% of the whole stories').
 */
export function caseStudyForLanguage<T extends LocalizedCaseStudyText>(caseStudy: T, language: Language): T {
  return forLanguage(caseStudy, CASE_STUDY_TRANSLATABLE_FIELDS, language);
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
    metrics_sv: caseStudy.metrics_sv?.map(({ metric, value }) => ({ metric, value })) ?? null,
    ...publicationToFirestore(caseStudy),
    ready_for_review: caseStudy.ready_for_review,
    created_at: caseStudy.created_at,
  };
}

/** A case study from a stored document, tolerant of imported content (see blogFromFirestore). */
export function caseStudyFromFirestore(id: string, document: DocumentDataLike): CaseStudy {
  const data = fieldsOf(document);
  return {
    id,
    ...caseStudyText.read(data),
    slug: readString(data.slug),
    metrics: readMetrics(data.metrics),
    // Absent from documents stored before Swedish metrics were kept: none.
    metrics_sv: readMetrics(data.metrics_sv),
    ...publicationFromFirestore(data),
    ...reviewFromFirestore(data),
    created_at: readDate(data.created_at) ?? new Date(0),
    updated_at: readUpdatedAt(data),
  };
}
