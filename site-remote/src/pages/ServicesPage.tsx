import { CardGrid, PageHero, Section, StatCard } from '@app/shared-ui';
import {
  EmojiEvents as EmojiEventsIcon,
  SentimentSatisfiedAlt as SentimentSatisfiedAltIcon,
  TrendingUp as TrendingUpIcon,
} from '@app/shared-ui/icons';
import { Typography } from '@app/shared-ui/mui';
import { services } from '../content/services';
import { BookingCta } from '../features/booking/BookingCta';
import { LinkCard } from '../features/LinkCard';
import { homeStrings } from '../i18n/strings/home';
import { servicesStrings } from '../i18n/strings/services';
import { cardTitle } from '../i18n/textLang';
import { useSiteStrings } from '../i18n/useSiteStrings';
import type { PageMetaInput } from '../seo/meta';
import { PageMeta } from '../seo/PageMeta';
import { type SiteT, sectionHead } from '../seo/pageHead';

/** The services page's three figures: 95% satisfaction, 200+ projects, 3x ROI. */
const STATS = [
  {
    id: 'satisfaction',
    icon: SentimentSatisfiedAltIcon,
    value: 'services.stats.satisfaction.value',
    label: 'services.stats.satisfaction.label',
  },
  {
    id: 'projects',
    icon: EmojiEventsIcon,
    value: 'services.stats.projects.value',
    label: 'services.stats.projects.label',
  },
  { id: 'roi', icon: TrendingUpIcon, value: 'services.stats.roi.value', label: 'services.stats.roi.label' },
] as const;

/** The services page's head. */
export function servicesHead(t: SiteT): PageMetaInput {
  return sectionHead(t, '/services', {
    meta: 'services.meta',
    breadcrumb: 'services.breadcrumb',
    home: 'home.breadcrumb',
  });
}

export default function ServicesPage() {
  const { t, i18n } = useSiteStrings(homeStrings, servicesStrings);

  return (
    <>
      <PageMeta {...servicesHead(t)} />

      <PageHero
        eyebrow={t('services.hero.eyebrow')}
        title={t('services.hero.title')}
        description={t('services.hero.description')}
      />

      <Section title={t('services.list.title')} subtitle={t('services.list.subtitle')}>
        <CardGrid columns={2} as="ul">
          {services.map((service) => {
            const { title, titleLang, about } = cardTitle(t, i18n, service.title, 'services.list.learnMoreAbout');
            return (
              <LinkCard
                key={service.id}
                page={service}
                title={title}
                titleLang={titleLang}
                description={
                  <>
                    <Typography component="p" sx={{ color: 'text.primary', fontWeight: 600, mb: 1 }}>
                      {t(service.subtitle)}
                    </Typography>
                    <Typography component="p">{t(service.summary)}</Typography>
                  </>
                }
                link={{
                  label: t('services.list.learnMore'),
                  about,
                  variant: 'outlined',
                }}
              />
            );
          })}
        </CardGrid>
      </Section>

      <Section tone="muted" align="center" title={t('services.stats.title')}>
        <CardGrid columns={3} as="ul">
          {STATS.map((stat) => (
            <StatCard key={stat.id} component="li" icon={<stat.icon />} value={t(stat.value)} label={t(stat.label)} />
          ))}
        </CardGrid>
      </Section>

      <BookingCta title={t('services.cta.title')} text={t('services.cta.text')} bookLabel={t('services.cta.button')} />
    </>
  );
}
