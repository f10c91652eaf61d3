import { BOOKING_DIALOG_ID } from '@app/platform';
import { Navigate, useParams } from '@app/platform/router';
import { CardGrid, FeatureCard, opensDialog, PageHero, Section, Timeline } from '@app/shared-ui';
import { Button } from '@app/shared-ui/mui';
import { findService, type ServiceContent } from '../content/services';
import { keywordList } from '../content/text';
import { BookingCta } from '../features/booking/BookingCta';
import { ClientTestimonials } from '../features/testimonials/ClientTestimonials';
import { homeStrings } from '../i18n/strings/home';
import { servicesStrings } from '../i18n/strings/services';
import { textLang } from '../i18n/textLang';
import { useSiteStrings } from '../i18n/useSiteStrings';
import type { PageMetaInput } from '../seo/meta';
import { PageMeta } from '../seo/PageMeta';
import type { SiteT } from '../seo/pageHead';

/**
 * /services/{serviceId}; an unknown or missing id replaces the history entry with /services (the
 * server answers it with a redirect there, ../server/pageOutcome.ts).
 */
/** A service's page's head. */
export function serviceDetailHead(t: SiteT, service: ServiceContent): PageMetaInput {
  const title = t(service.title);
  return {
    title,
    description: t(service.metaDescription),
    keywords: keywordList(t(service.keywords)),
    path: service.path,
    breadcrumbs: [
      { name: t('home.breadcrumb'), path: '/' },
      { name: t('services.breadcrumb'), path: '/services' },
      { name: title, path: service.path },
    ],
  };
}

export default function ServiceDetailPage() {
  const { t, i18n } = useSiteStrings(homeStrings, servicesStrings);
  const { serviceId } = useParams();
  const service = findService(serviceId);
  if (!service) return <Navigate to="/services" replace />;

  const title = t(service.title);

  return (
    <>
      <PageMeta {...serviceDetailHead(t, service)} />

      <PageHero
        icon={<service.icon />}
        color={service.color}
        title={title}
        titleLang={textLang(i18n, service.title)}
        subtitle={t(service.subtitle)}
        description={t(service.description)}
        actions={
          <Button variant="contained" size="large" {...opensDialog(BOOKING_DIALOG_ID)}>
            {t('services.detail.heroButton')}
          </Button>
        }
      />

      <Section align="center" title={t('services.detail.processTitle')} subtitle={t('services.detail.processSubtitle')}>
        <Timeline
          color={service.color}
          items={service.steps.map((step, index) => ({
            id: step.id,
            marker: t('services.detail.stepLabel', { n: index + 1 }),
            title: t(step.title),
            description: t(step.description),
            icon: <step.icon />,
          }))}
        />
      </Section>

      <Section
        tone="muted"
        align="center"
        title={t('services.detail.featuresTitle')}
        subtitle={t('services.detail.featuresSubtitle')}
      >
        <CardGrid columns={4} as="ul">
          {service.features.map((feature) => (
            <FeatureCard
              key={feature.id}
              component="li"
              icon={<feature.icon />}
              color={service.color}
              title={t(feature.title)}
              description={t(feature.description)}
            />
          ))}
        </CardGrid>
      </Section>

      <Section align="center" title={t('services.detail.testimonialsTitle')}>
        <ClientTestimonials />
      </Section>

      <BookingCta
        title={t('services.detail.ctaTitle')}
        text={t('services.detail.ctaText')}
        bookLabel={t('services.detail.bookFree')}
        secondary={{ to: '/services', label: t('services.detail.viewAll') }}
      />
    </>
  );
}
