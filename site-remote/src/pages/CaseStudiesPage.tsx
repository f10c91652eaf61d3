import { useLanguage } from '@app/platform';
import { EmptyState, LoadingBlock, PageHero } from '@app/shared-ui';
import {
  EventAvailable as EventAvailableIcon,
  WorkHistoryOutlined as WorkHistoryOutlinedIcon,
} from '@app/shared-ui/icons';
import { Container, Stack } from '@app/shared-ui/mui';
import { useCaseStudies } from '../data/useCaseStudies';
import { BookingCta } from '../features/booking/BookingCta';
import { CaseStudyCard } from '../features/caseStudies/CaseStudyCard';
import { LongWords } from '../features/LongWords';
import { caseStudiesStrings } from '../i18n/strings/caseStudies';
import { seoStrings } from '../i18n/strings/seo';
import { useSiteStrings } from '../i18n/useSiteStrings';
import type { PageMetaInput } from '../seo/meta';
import { PageMeta } from '../seo/PageMeta';
import { type SiteT, sectionHead } from '../seo/pageHead';
/** The case studies page's head. */
export function caseStudiesHead(t: SiteT): PageMetaInput {
  return sectionHead(t, '/case-studies', {
    meta: 'seo.caseStudies',
    breadcrumb: 'seo.caseStudies.breadcrumb',
    home: 'seo.home',
  });
}

export default function CaseStudiesPage() {
  const { t } = useSiteStrings(caseStudiesStrings, seoStrings);
  const language = useLanguage((state) => state.language);
  const { loading, caseStudies } = useCaseStudies();

  return (
    <>
      <PageMeta {...caseStudiesHead(t)} />
      <PageHero title={<LongWords>{t('caseStudies.title')}</LongWords>} subtitle={t('caseStudies.intro')} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {loading ? (
          <LoadingBlock label={t('caseStudies.loading')} />
        ) : caseStudies.length === 0 ? (
          <EmptyState message={t('caseStudies.empty')} icon={<WorkHistoryOutlinedIcon />} />
        ) : (
          <Stack spacing={{ xs: 3, md: 4 }}>
            {caseStudies.map((caseStudy) => (
              <CaseStudyCard key={caseStudy.id} caseStudy={caseStudy} language={language} />
            ))}
          </Stack>
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
