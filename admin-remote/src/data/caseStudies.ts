/** The `case_studies` collection as the admin console reads and writes it, in domain objects. */
import {
  CASE_STUDIES_COLLECTION,
  type CaseStudy,
  type CaseStudyDraft,
  type CaseStudyFields,
  caseStudyFromFirestore,
  caseStudyToFirestore,
  draftToCaseStudyFields,
} from '@app/domain';
import { db } from '@app/platform/firestore';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  runTransaction,
} from 'firebase/firestore/lite';
import { EditConflictError, type SaveOptions } from './editConflict';

const caseStudies = () => collection(db(), CASE_STUDIES_COLLECTION);

/** Every case study, drafts included, newest first. */
export async function listCaseStudies(): Promise<CaseStudy[]> {
  const snapshot = await getDocs(query(caseStudies(), orderBy('created_at', 'desc')));
  return snapshot.docs.map((document) => caseStudyFromFirestore(document.id, document.data()));
}

export async function getCaseStudy(id: string): Promise<CaseStudy | null> {
  const snapshot = await getDoc(doc(caseStudies(), id));
  return snapshot.exists() ? caseStudyFromFirestore(snapshot.id, snapshot.data()) : null;
}

/** Slugs are unique per collection: the other case studies' slugs, to derive a free one. */
async function otherSlugs(exceptId?: string): Promise<string[]> {
  const snapshot = await getDocs(caseStudies());
  return snapshot.docs.filter((document) => document.id !== exceptId).map((document) => String(document.get('slug')));
}

export async function createCaseStudy(draft: CaseStudyDraft): Promise<CaseStudy> {
  const fields = draftToCaseStudyFields(draft, { takenSlugs: await otherSlugs() });
  const reference = await addDoc(caseStudies(), caseStudyToFirestore(fields));
  return { id: reference.id, ...fields };
}

function sameCaseStudy(a: CaseStudyFields, b: CaseStudyFields): boolean {
  return JSON.stringify(caseStudyToFirestore(a)) === JSON.stringify(caseStudyToFirestore(b));
}

/**
 * Saves over `loaded` (the case study as the editor opened it), keeping its creation time. The
 * stored version is compared with `loaded` in the same transaction; a difference throws an
 * {@link EditConflictError} and writes nothing, unless `overwrite`.
 */
export async function updateCaseStudy(
  loaded: CaseStudy,
  draft: CaseStudyDraft,
  options: SaveOptions = {},
): Promise<CaseStudy> {
  const fields = draftToCaseStudyFields(draft, {
    takenSlugs: await otherSlugs(loaded.id),
    createdAt: loaded.created_at,
  });
  const reference = doc(caseStudies(), loaded.id);
  await runTransaction(db(), async (transaction) => {
    const stored = await transaction.get(reference);
    const current = stored.exists() ? caseStudyFromFirestore(stored.id, stored.data()) : null;
    if (!options.overwrite && (!current || !sameCaseStudy(current, loaded))) throw new EditConflictError(current);
    transaction.set(reference, caseStudyToFirestore(fields));
  });
  return { id: loaded.id, ...fields };
}

export async function deleteCaseStudy(id: string): Promise<void> {
  await deleteDoc(doc(caseStudies(), id));
}
