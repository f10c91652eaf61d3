import { type AppConfig, useAppConfig } from '@app/platform';
import { Link as RouterLink } from '@app/platform/router';
import { CardGrid, FaqAccordion, PageHero, Section, VisuallyHidden } from '@app/shared-ui';
import { OpenInNew as OpenInNewIcon } from '@app/shared-ui/icons';
import { Box, Button } from '@app/shared-ui/mui';
import { homeFaq } from '../content/faq';
import { productCategories } from '../content/products';
import { services } from '../content/services';
import { keywordList } from '../content/text';
import { BookingCta } from '../features/booking/BookingCta';
import { LinkCard } from '../features/LinkCard';
import { QuizLeadBox } from '../features/leads/QuizLeadBox';
import { ClientTestimonials } from '../features/testimonials/ClientTestimonials';
import { homeStrings } from '../i18n/strings/home';
import { productsStrings } from '../i18n/strings/products';
import { servicesStrings } from '../i18n/strings/services';
import { cardTitle } from '../i18n/textLang';
import { useSiteStrings } from '../i18n/useSiteStrings';
import type { PageMetaInput } from '../seo/meta';
import { PageMeta } from '../seo/PageMeta';
import type { SiteT } from '../seo/pageHead';
/** The home page's head: its title, description, keywords and FAQ. */
export function homeHead(t: SiteT, config: AppConfig): PageMetaInput {
  return {
    title: t('home.meta.title'),
    description: t('home.meta.description', { brand: config.brand.name }),
    keywords: keywordList(t('home.meta.keywords')),
    path: '/',
    faq: homeFaq.map((item) => ({ question: t(item.question), answer: t(item.answer) })),
  };
}

export default function HomePage() {
  const { t, i18n } = useSiteStrings(homeStrings, servicesStrings, productsStrings);
  const config = useAppConfig();
  const brand = config.brand.name;
  const faq = homeFaq.map((item) => ({ id: item.id, question: t(item.question), answer: t(item.answer) }));

  return (
    <>
      <PageMeta {...homeHead(t, config)} />

      <PageHero
        eyebrow={t('home.hero.eyebrow')}
        title={t('home.hero.title')}
        description={t('home.hero.description', { brand })}
        actions={
          <>
            <Button
              variant="contained"
              size="large"
              href={config.links.intakeForm}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewIcon aria-hidden="true" />}
            >
              {t('home.hero.getStarted')} <VisuallyHidden>{t('home.newTab')}</VisuallyHidden>
            </Button>
            <Button variant="outlined" size="large" component={RouterLink} to="/services">
              {t('home.hero.viewServices')}
            </Button>
          </>
        }
      />

      <Section title={t('home.servicesSection.title')} subtitle={t('home.servicesSection.subtitle')}>
        <CardGrid columns={4} as="ul">
          {services.map((service) => {
            const { title, titleLang, about } = cardTitle(
              t,
              i18n,
              service.title,
              'home.servicesSection.learnMoreAbout',
            );
            return (
              <LinkCard
                key={service.id}
                page={service}
                title={title}
                titleLang={titleLang}
                description={t(service.summary)}
                link={{
                  label: t('home.servicesSection.learnMore'),
                  about,
                }}
              />
            );
          })}
        </CardGrid>
      </Section>

      <Section tone="muted" title={t('home.productsSection.title')} subtitle={t('home.productsSection.subtitle')}>
        <CardGrid columns={5} as="ul">
          {productCategories.map((category) => (
            <LinkCard
              key={category.id}
              page={category}
              title={t(category.cardTitle)}
              description={t(category.cardDescription)}
              link={{
                label: t('home.productsSection.seeDemo'),
                about: t('home.productsSection.seeDemoOf', { category: t(category.cardTitle) }),
              }}
            />
          ))}
        </CardGrid>
        <Box sx={{ mt: 5, textAlign: 'center' }}>
          <Button variant="contained" size="large" component={RouterLink} to="/products">
            {t('home.productsSection.viewProducts')}
          </Button>
        </Box>
      </Section>

      <Section align="center" title={t('home.testimonials.title')} subtitle={t('home.testimonials.subtitle')}>
        <ClientTestimonials />
      </Section>

      <Section tone="muted" screenOnly>
        <QuizLeadBox />
      </Section>

      <Section narrow title={t('home.faq.title')} subtitle={t('home.faq.subtitle')}>
        <FaqAccordion items={faq} />
      </Section>

      <BookingCta title={t('home.cta.title')} text={t('home.cta.text')} bookLabel={t('home.cta.button')} />
    </>
  );
}
