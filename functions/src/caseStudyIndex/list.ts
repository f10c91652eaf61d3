/**
 * `/api/case-studies`: one page of the public case-study list as JSON (domain/src/listApi.ts),
 * answered by the function contentList (functions/src/contentList), for the browser once the apps
 * run: entering the list from the header or footer, or turning its page, asks for the page it
 * shows (its ten stories with only that language's text and only what the list shows of them,
 * domain/src/publicContent.ts, some 18 KB) instead of reading the case
 * studies' index (343 KB at 1,000 stories) and then each story from Firestore. The answer is the
 * page the server's render reads (site-remote/src/data/caseStudies.ts, readCaseStudiesPage), read
 * here with the Admin SDK: the index's page of ids at `now`, then those stories at once, a story
 * no longer live left out; without the index (a project deployed before it) every live story.
 * Each page's one address answered as the list page answers it (404 beyond the last page, 302
 * from a junk page), any other moved there (301) or refused (400), and cached, as every list's
 * answer (contentList/answer.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { withHyphenatedTitles } from '../../../domain/src/hyphenation';
import { answerListRequest } from '../contentList/answer';
import {
  CASE_STUDIES_COLLECTION,
  CASE_STUDIES_PAGE_SIZE,
  CASE_STUDY_INDEX_COLLECTION,
  CASE_STUDY_INDEX_DOCUMENT,
  CASE_STUDY_LIST_API_PATH,
  type CaseStudy,
  caseStudyForLanguage,
  caseStudyFromFirestore,
  caseStudyIndexPage,
  isLive,
  type ListPage,
  listPage,
  newestFirst,
  type PublicCaseStudy,
  parseCaseStudyListApiQuery,
  publicCaseStudy,
} from '../domain';
import type { HttpAnswer } from '../http';

/**
 * The answer to one request, from its method and query and a way to read a page of the live
 * stories (called only for a request that is answered with a page).
 */
export function answerCaseStudyListRequest(
  request: { method: string; query: string },
  loadPage: (page: number) => Promise<ListPage<PublicCaseStudy>>,
): Promise<HttpAnswer> {
  return answerListRequest(request, {
    path: CASE_STUDY_LIST_API_PATH,
    name: 'caseStudies',
    parse: parseCaseStudyListApiQuery,
    load: async ({ language, page }) => {
      const read = await loadPage(page);
      // The stories' titles with their hyphenated copies, as the page's own data has them (display only).
      return {
        ...read,
        items: read.items.map((item) => withHyphenatedTitles(publicCaseStudy(caseStudyForLanguage(item, language)))),
      };
    },
    failure: 'The case studies could not be read for the case-study list',
  });
}

/** Page `page` of the live stories at `now`, newest first: the index's page, then its stories (one read). */
export async function readCaseStudyListPage(
  firestore: Firestore,
  page: number,
  now: Date = new Date(),
): Promise<ListPage<CaseStudy>> {
  const index = await firestore.collection(CASE_STUDY_INDEX_COLLECTION).doc(CASE_STUDY_INDEX_DOCUMENT).get();
  const collection = firestore.collection(CASE_STUDIES_COLLECTION);
  if (!index.exists) {
    const published = await collection.where('is_published', '==', true).get();
    const live = published.docs
      .map((doc) => caseStudyFromFirestore(doc.id, doc.data()))
      .filter((caseStudy) => isLive(caseStudy, now));
    return listPage(
      newestFirst(live, (caseStudy) => caseStudy.created_at.getTime()),
      page,
      CASE_STUDIES_PAGE_SIZE,
    );
  }
  const { items: ids, ...pages } = caseStudyIndexPage(index.data(), page, CASE_STUDIES_PAGE_SIZE, now);
  if (ids.length === 0) return { items: [], ...pages };
  const stories = await firestore.getAll(...ids.map((id) => collection.doc(id)));
  const items = stories
    .filter((story) => story.exists)
    .map((story) => caseStudyFromFirestore(story.id, story.data() ?? {}))
    .filter((caseStudy) => isLive(caseStudy, now));
  return { items, ...pages };
}
