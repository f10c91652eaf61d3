import type { ListPage, PublicCaseStudy } from '@app/domain';
import { useLanguage } from '@app/platform';
import { Navigate, useSearchParams } from '@app/platform/router';
import { EmptyState, LoadingBlock, PageHero } from '@app/shared-ui';
import {
  EventAvailable as EventAvailableIcon,
  WorkHistoryOutlined as WorkHistoryOutlinedIcon,
} from '@app/shared-ui/icons';
import { Container, Stack } from '@app/shared-ui/mui';
import { caseStudiesPageAsked, caseStudiesSearch } from '../data/caseStudies';
import { useCaseStudies } from '../data/useCaseStudies';
import { BookingCta } from '../features/booking/BookingCta';
import { CaseStudyCard } from '../features/caseStudies/CaseStudyCard';
import { BeyondLastPage, type ListPageLinks, ListPages, listPageHead, listPageLinks } from '../features/ListPages';
import { LongWords } from '../features/LongWords';
import { caseStudiesStrings } from '../i18n/strings/caseStudies';
import { pagesStrings } from '../i18n/strings/pages';
import { seoStrings } from '../i18n/strings/seo';
import { useSiteStrings } from '../i18n/useSiteStrings';
import type { PageMetaInput } from '../seo/meta';
import { PageMeta } from '../seo/PageMeta';
import { type SiteT, sectionHead } from '../seo/pageHead';

const PATH = '/case-studies';
const pageLink = (query: string) => (query ? `${PATH}?${query}` : PATH);

/** Where page `page` of the case studies stands, with `list` (null while loading or when it failed). */
export function caseStudiesView(page: number, list: ListPage<PublicCaseStudy> | null): ListPageLinks {
  return listPageLinks(page, list?.pageCount ?? null, caseStudiesSearch);
}

/** The head of a page of the case studies: its own address (`?page=2`) as canonical, rel prev/next. */
export function caseStudiesHead(t: SiteT, view: ListPageLinks): PageMetaInput {
  const query = caseStudiesSearch(view.page);
  const head = sectionHead(
    t,
    PATH,
    { meta: 'seo.caseStudies', breadcrumb: 'seo.caseStudies.breadcrumb', home: 'seo.home' },
    {},
    { queries: { en: query, sv: query } },
  );
  return listPageHead(t, head, view);
}

/**
 * The case studies, newest first, in pages of ten (`?page=2`) with the blog list's previous and
 * next links: the server reads every live story and only the shown page's reach the page. A junk
 * `?page=` (0, -1, 'x') redirects to the first page; a page beyond the last answers 404 with a
 * link to the first.
 */
export default function CaseStudiesPage() {
  const { t } = useSiteStrings(caseStudiesStrings, pagesStrings, seoStrings);
  const language = useLanguage((state) => state.language);
  const [params] = useSearchParams();
  const asked = caseStudiesPageAsked(params);
  const page = asked ?? 1;
  const { loading, list } = useCaseStudies(page, language);

  if (asked === null) return <Navigate to={PATH} replace />;
  const view = caseStudiesView(page, list);

  return (
    <>
      <PageMeta {...caseStudiesHead(t, view)} />
      <PageHero title={<LongWords>{t('caseStudies.title')}</LongWords>} subtitle={t('caseStudies.intro')} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {loading || !list ? (
          <LoadingBlock label={t('caseStudies.loading')} />
        ) : view.beyond ? (
          <BeyondLastPage
            message={t('caseStudies.pages.beyond', { page })}
            icon={<WorkHistoryOutlinedIcon />}
            first={pageLink('')}
          />
        ) : list.items.length === 0 ? (
          <EmptyState message={t('caseStudies.empty')} icon={<WorkHistoryOutlinedIcon />} />
        ) : (
          <>
            <Stack spacing={{ xs: 3, md: 4 }}>
              {list.items.map((caseStudy) => (
                <CaseStudyCard key={caseStudy.id} caseStudy={caseStudy} language={language} />
              ))}
            </Stack>
            <ListPages links={view} label={t('caseStudies.pages.label')} href={pageLink} reloadDocument />
          </>
        )}
      </Container>
      <BookingCta
        title={<LongWords>{t('caseStudies.cta.title')}</LongWords>}
        text={t('caseStudies.cta.text')}
        bookLabel={t('caseStudies.cta.button')}
        bookIcon={<EventAvailableIcon aria-hidden="true" />}
      />
    </>
  );
}
