import {
  CASE_STUDIES_COLLECTION,
  CASE_STUDIES_PAGE_SIZE,
  CASE_STUDY_INDEX_COLLECTION,
  CASE_STUDY_INDEX_DOCUMENT,
  type CaseStudy,
  caseStudyFromFirestore,
  caseStudyIndexPage,
  isLive,
  type ListPage,
  listPage,
  newestFirst,
  PAGE_PARAM,
  parseListPage,
} from '@app/domain';
import type { AppConfig } from '@app/platform';
import { loadFirestore } from './firestore';
import { queryLive } from './published';

/**
 * Published case studies that are live now (as the post pages do, see getPublishedBlogBySlug),
 * newest first: every live story, read whole. What the list reads only while the case studies'
 * index does not exist (see {@link readCaseStudiesPage}).
 */
export async function listPublishedCaseStudies(config?: AppConfig): Promise<CaseStudy[]> {
  const docs = await queryLive(CASE_STUDIES_COLLECTION, {}, config);
  const now = new Date();
  const live = docs
    .map((doc) => caseStudyFromFirestore(doc.id, doc.data()))
    .filter((caseStudy) => isLive(caseStudy, now));
  return newestFirst(live, (caseStudy) => caseStudy.created_at.getTime());
}

/**
 * The stories of `ids` that visitors may read now, in one query (queryLive with the ids). Should
 * Firestore answer that the query needs a composite index (`failed-precondition`: the emulator
 * checks none, so only a deployed project can say; its error names the index to create), each
 * story is read on its own instead, a refused read being a story that is not live.
 */
async function readLive(ids: readonly string[], config?: AppConfig): Promise<CaseStudy[]> {
  try {
    const docs = await queryLive(CASE_STUDIES_COLLECTION, { ids }, config);
    return docs.map((doc) => caseStudyFromFirestore(doc.id, doc.data()));
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'failed-precondition') throw error;
    console.error('The case studies page read its stories one by one: the query by ids was refused', error);
    const { db, sdk } = await loadFirestore(config);
    const read = async (id: string) => {
      try {
        const doc = await sdk.getDoc(sdk.doc(db, CASE_STUDIES_COLLECTION, id));
        return doc.exists() ? [caseStudyFromFirestore(doc.id, doc.data())] : [];
      } catch (refused) {
        if ((refused as { code?: unknown }).code === 'permission-denied') return [];
        throw refused;
      }
    };
    return (await Promise.all(ids.map(read))).flat();
  }
}

/**
 * Page `page` of the published case studies, newest first (CASE_STUDIES_PAGE_SIZE a page), from the
 * case studies' index (domain/src/caseStudyIndex.ts): one read of the index, which gives the
 * page's ids, the page count and the total, then one query for those stories with the live
 * filters firestore.rules asks for (queryLive), shown in the index's order. A story the index
 * lists that is no longer live (unpublished since, a trigger still to run) is missing from its
 * page, which then shows fewer. Without the index (a project deployed before it, until `pnpm
 * content:reindex` writes it) every live story is read, as before the index, so the list is never
 * empty for want of it.
 */
export async function readCaseStudiesPage(page: number, config?: AppConfig): Promise<ListPage<CaseStudy>> {
  const { db, sdk } = await loadFirestore(config);
  const index = await sdk.getDoc(sdk.doc(db, CASE_STUDY_INDEX_COLLECTION, CASE_STUDY_INDEX_DOCUMENT));
  if (!index.exists()) return listPage(await listPublishedCaseStudies(config), page, CASE_STUDIES_PAGE_SIZE);
  const now = new Date();
  const { items: ids, ...pages } = caseStudyIndexPage(index.data(), page, CASE_STUDIES_PAGE_SIZE, now);
  if (ids.length === 0) return { items: [], ...pages };
  const found = new Map((await readLive(ids, config)).map((caseStudy) => [caseStudy.id, caseStudy]));
  const items = ids.flatMap((id) => {
    const caseStudy = found.get(id);
    return caseStudy && isLive(caseStudy, now) ? [caseStudy] : [];
  });
  return { items, ...pages };
}

/**
 * The page of the case studies an address asks for, or null when its `?page=` is junk (0, -1, 'x':
 * the page redirects to the first page). A page beyond the last is asked for as it is (404).
 */
export function caseStudiesPageAsked(params: URLSearchParams): number | null {
  const page = parseListPage(params.get(PAGE_PARAM));
  return page === 'invalid' ? null : page;
}

/** The query of the case studies' page `page` ('page=2'; '' for the first), so each page has one address. */
export function caseStudiesSearch(page: number): string {
  return page > 1 ? new URLSearchParams({ [PAGE_PARAM]: String(page) }).toString() : '';
}
