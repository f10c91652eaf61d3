/**
 * The case studies' index: one document (`case_study_index/live`) mapping each live story's id to
 * what the public list's order and liveness need, its creation time and its unpublish time, kept up
 * to date by the case-study trigger (functions/src/cdn/functions.ts, `clearCdnOnCaseStudyChange`,
 * before it clears the CDN) on every write to `case_studies`, and written whole by the seed and by
 * `pnpm content:reindex`. The public list reads it (one read) to find the ten ids of the page asked
 * for, then gets those ten stories at once (site-remote/src/data/caseStudies.ts), so a render reads
 * eleven documents however many stories there are, instead of every live story whole.
 *
 * An entry is about 61 bytes with the 20-character id the console's Firestore makes (both times
 * set), so the document's 1 MiB holds 17,188 stories; 6,512 with ids as long as a slug may be
 * (the seed names its stories by their slug). caseStudyIndex.test.ts computes both. Past that the
 * trigger logs `case_study_index_full` (functions/src/caseStudyIndex/update.ts) and the story
 * stays out of the list (its own page is unaffected); the index would then need shards, as the
 * blog index has.
 */
import type { CaseStudy } from './caseStudy';
import { type DocumentDataLike, fieldsOf, readDate } from './firestoreData';
import { type ListPage, listPage, newestFirst } from './paging';
import { isLive, type PublicationFields } from './schedule';

export const CASE_STUDY_INDEX_COLLECTION = 'case_study_index';
/** The index's one document. */
export const CASE_STUDY_INDEX_DOCUMENT = 'live';
/** The map of the document that holds the entries, by story id. */
export const CASE_STUDY_INDEX_FIELD = 'stories';

/** One story's entry: its creation time (the list's order) and its unpublish time. */
export interface CaseStudyIndexEntry {
  created_at: Date;
  unpublish_at: Date | null;
}

export interface CaseStudyIndexBody {
  stories: Record<string, CaseStudyIndexEntry>;
}

/**
 * The story's entry in the index, or null when it is not to be listed: unpublished, or scheduled
 * to publish later (the scheduled function's publish writes it again, which indexes it). A story
 * whose unpublish time is still to come is listed with it, and readers leave it out once it has
 * come ({@link caseStudyIdsFromIndex}).
 */
export function caseStudyIndexEntry(
  caseStudy: Pick<CaseStudy, 'created_at'> & PublicationFields,
  now: Date = new Date(),
): CaseStudyIndexEntry | null {
  if (!isLive(caseStudy, now)) return null;
  return { created_at: caseStudy.created_at, unpublish_at: caseStudy.unpublish_at };
}

/** The whole index of these stories (the seed and `pnpm content:reindex` write it). */
export function caseStudyIndexDocument(caseStudies: readonly CaseStudy[], now: Date = new Date()): CaseStudyIndexBody {
  const stories: Record<string, CaseStudyIndexEntry> = {};
  for (const caseStudy of caseStudies) {
    const entry = caseStudyIndexEntry(caseStudy, now);
    if (entry) stories[caseStudy.id] = entry;
  }
  return { stories };
}

/**
 * The ids of the live stories in the stored index document (tolerant of missing fields), newest
 * first by creation time, equal times by id, last first (as the list without the index orders
 * them); a story whose unpublish time has come at `now` is left out.
 */
export function caseStudyIdsFromIndex(document: DocumentDataLike | undefined, now: Date = new Date()): string[] {
  const stories = document ? fieldsOf(document)[CASE_STUDY_INDEX_FIELD] : undefined;
  if (!stories || typeof stories !== 'object') return [];
  const listed: Array<{ id: string; created: number }> = [];
  for (const [id, value] of Object.entries(stories as Record<string, unknown>)) {
    if (!value || typeof value !== 'object') continue;
    const data = value as Record<string, unknown>;
    const unpublishAt = readDate(data.unpublish_at);
    if (unpublishAt && unpublishAt.getTime() <= now.getTime()) continue;
    listed.push({ id, created: readDate(data.created_at)?.getTime() ?? 0 });
  }
  return newestFirst(listed, (story) => story.created).map((story) => story.id);
}

/** The ids of page `page` of the list (pages of `pageSize`), with the list's page count and total. */
export function caseStudyIndexPage(
  document: DocumentDataLike | undefined,
  page: number,
  pageSize: number,
  now: Date = new Date(),
): ListPage<string> {
  return listPage(caseStudyIdsFromIndex(document, now), page, pageSize);
}
