import { BOOKING_DIALOG_ID, ServerRedirect } from '@app/platform';
import { Navigate, useParams } from '@app/platform/router';
import { CardGrid, FeatureCard, opensDialog, PageHero, Section, Timeline } from '@app/shared-ui';
import { Button } from '@app/shared-ui/mui';
import { findService } from '../content/services';
import { keywordList } from '../content/text';
import { BookingCta } from '../features/booking/BookingCta';
import { ClientTestimonials } from '../features/testimonials/ClientTestimonials';
import { homeStrings } from '../i18n/strings/home';
import { servicesStrings } from '../i18n/strings/services';
import { useSiteStrings } from '../i18n/useSiteStrings';
import { PageMeta } from '../seo/PageMeta';

/** /services/{serviceId}; an unknown or missing id replaces the history entry with /services. */
export default function ServiceDetailPage() {
  const { t } = useSiteStrings(homeStrings, servicesStrings);
  const { serviceId } = useParams();
  const service = findService(serviceId);
  if (!service) return <ServerRedirect to="/services" fallback={<Navigate to="/services" replace />} />;

  const title = t(service.title);

  return (
    <>
      <PageMeta
        title={title}
        description={t(service.metaDescription)}
        keywords={keywordList(t(service.keywords))}
        path={service.path}
        breadcrumbs={[
          { name: t('home.breadcrumb'), path: '/' },
          { name: t('services.breadcrumb'), path: '/services' },
          { name: title, path: service.path },
        ]}
      />

      <PageHero
        icon={<service.icon />}
        color={service.color}
        title={title}
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
