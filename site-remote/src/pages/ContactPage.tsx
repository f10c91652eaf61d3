import { BOOKING_DIALOG_ID, useAppConfig } from '@app/platform';
import { FaqAccordion, opensDialog, PageHero, printHidden, Section } from '@app/shared-ui';
import {
  EmailOutlined as EmailOutlinedIcon,
  EventAvailable as EventAvailableIcon,
  LocationOnOutlined as LocationOnOutlinedIcon,
  PhoneOutlined as PhoneOutlinedIcon,
} from '@app/shared-ui/icons';
import { Box, Button, Card, Container, Link, Typography } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
import { ContactForm } from '../features/contact/ContactForm';
import { LongWords } from '../features/LongWords';
import { contactStrings } from '../i18n/strings/contact';
import { seoStrings } from '../i18n/strings/seo';
import { useSiteStrings } from '../i18n/useSiteStrings';
import type { PageMetaInput } from '../seo/meta';
import { PageMeta } from '../seo/PageMeta';
import { type SiteT, sectionHead } from '../seo/pageHead';

/** The contact page's five questions, in order. */
const FAQ_KEYS = ['implementation', 'expertise', 'roi', 'integration', 'support'] as const;

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card component="li" sx={{ display: 'flex', gap: 2, p: 2.5, alignItems: 'flex-start' }}>
      <Box
        aria-hidden="true"
        sx={(theme) => ({
          display: 'inline-flex',
          p: 1.25,
          borderRadius: 2,
          color: 'primary.main',
          bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.12),
        })}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="h6">
          {title}
        </Typography>
        {children}
      </Box>
    </Card>
  );
}

/** The contact page's questions and answers, in the page's language. */
function contactFaq(t: SiteT) {
  return FAQ_KEYS.map((key) => ({
    id: key,
    question: t(`contact.faq.${key}.question`),
    answer: t(`contact.faq.${key}.answer`),
  }));
}

/** The contact page's head, with its FAQ. */
export function contactHead(t: SiteT): PageMetaInput {
  return sectionHead(
    t,
    '/contact',
    { meta: 'seo.contact', breadcrumb: 'seo.contact.breadcrumb', home: 'seo.home' },
    {},
    { faq: contactFaq(t).map(({ question, answer }) => ({ question, answer })) },
  );
}

export default function ContactPage() {
  const { t } = useSiteStrings(contactStrings, seoStrings);
  const { brand } = useAppConfig();
  const faq = contactFaq(t);

  return (
    <>
      <PageMeta {...contactHead(t)} />
      <PageHero title={<LongWords>{t('contact.hero.title')}</LongWords>} subtitle={t('contact.hero.subtitle')} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          {/* On paper: the ways to reach us, without the form and the booking button. */}
          <Card sx={{ p: { xs: 2.5, sm: 4 } }} {...printHidden}>
            <ContactForm />
          </Card>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
            <Box component="section" aria-labelledby="contact-info-heading">
              <Typography id="contact-info-heading" component="h2" variant="h4" sx={{ mb: 2 }}>
                {t('contact.info.title')}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
                <InfoCard icon={<EmailOutlinedIcon />} title={t('contact.info.email')}>
                  <Link href={`mailto:${brand.email}`} sx={{ overflowWrap: 'anywhere' }}>
                    {brand.email}
                  </Link>
                </InfoCard>
                <InfoCard icon={<PhoneOutlinedIcon />} title={t('contact.info.phone')}>
                  <Link href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}>{brand.phone}</Link>
                  <Typography component="p" variant="body2" color="textSecondary">
                    {t('contact.info.phoneHours')}
                  </Typography>
                </InfoCard>
                <InfoCard icon={<LocationOnOutlinedIcon />} title={t('contact.info.office')}>
                  <Typography component="p">{t('contact.info.officeLocation')}</Typography>
                </InfoCard>
              </Box>
            </Box>
            <Card
              component="section"
              aria-labelledby="contact-schedule-heading"
              {...printHidden}
              sx={(theme) => ({
                p: 3,
                bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.06),
              })}
            >
              <Typography id="contact-schedule-heading" component="h2" variant="h4">
                {t('contact.schedule.title')}
              </Typography>
              <Typography component="p" color="textSecondary" sx={{ mt: 1, mb: 2.5 }}>
                {t('contact.schedule.text')}
              </Typography>
              <Button
                variant="contained"
                {...opensDialog(BOOKING_DIALOG_ID)}
                startIcon={<EventAvailableIcon aria-hidden="true" />}
              >
                {t('contact.schedule.button')}
              </Button>
            </Card>
          </Box>
        </Box>
      </Container>
      <Section title={t('contact.faq.title')} tone="muted" narrow>
        <FaqAccordion items={faq} headingLevel="h3" />
      </Section>
    </>
  );
}
