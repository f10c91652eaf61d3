/**
 * Keeps the case studies' index (domain/src/caseStudyIndex.ts) up to date: after any write to a
 * story, its entry is written again from the story as stored now (not from the event, so triggers
 * that run out of order still leave the latest state), or removed when it is no longer listed.
 * Called by the case-study trigger before it clears the CDN, so a page rendered after the clearing
 * reads the new index.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  CASE_STUDIES_COLLECTION,
  CASE_STUDY_INDEX_COLLECTION,
  CASE_STUDY_INDEX_DOCUMENT,
  CASE_STUDY_INDEX_FIELD,
  caseStudyFromFirestore,
  caseStudyIndexEntry,
} from '../domain';
import { writeIndexEntry } from '../indexEntry';

/** The event the log names a full index with (Cloud Logging can alert on it). */
const CASE_STUDY_INDEX_FULL_EVENT = 'case_study_index_full';

/**
 * 'full' when the index has no room for the story's entry (some 17,000 stories, see
 * caseStudyIndex.ts): the index stays as it was and the log says so (writeIndexEntry).
 */
export async function updateCaseStudyIndex(
  firestore: Firestore,
  id: string,
  now: Date = new Date(),
): Promise<'written' | 'full'> {
  const data = (await firestore.collection(CASE_STUDIES_COLLECTION).doc(id).get()).data();
  return writeIndexEntry({
    document: firestore.collection(CASE_STUDY_INDEX_COLLECTION).doc(CASE_STUDY_INDEX_DOCUMENT),
    field: CASE_STUDY_INDEX_FIELD,
    id,
    entry: data ? caseStudyIndexEntry(caseStudyFromFirestore(id, data), now) : null,
    full: {
      event: CASE_STUDY_INDEX_FULL_EVENT,
      item: 'case study',
      fix: 'split the case study index into shards as the blog index is (domain/src/caseStudyIndex.ts)',
    },
  });
}
