import { type AppConfig, useAppConfig } from '@app/platform';
import { CardGrid, PageHero, Section, Timeline } from '@app/shared-ui';
import { Business as BusinessIcon, Email as EmailIcon, LinkedIn as LinkedInIcon } from '@app/shared-ui/icons';
import { Box, Card, IconButton, Typography } from '@app/shared-ui/mui';
import { journey, type TeamMember, team } from '../content/about';
import { BookingCta } from '../features/booking/BookingCta';
import { aboutStrings } from '../i18n/strings/about';
import { homeStrings } from '../i18n/strings/home';
import { useSiteStrings } from '../i18n/useSiteStrings';
import type { PageMetaInput } from '../seo/meta';
import { PageMeta } from '../seo/PageMeta';
import { type SiteT, sectionHead } from '../seo/pageHead';

/** Shown size of a portrait, in CSS pixels; the files are drawn at twice that for sharp screens. */
const PORTRAIT_SIZE = 112;

function TeamCard({ member }: { member: TeamMember }) {
  const { t } = useSiteStrings(aboutStrings, homeStrings);
  const { brand } = useAppConfig();
  const name = t(member.name);
  const profileIsLinkedIn = /(^|\.)linkedin\.com$/i.test(safeHost(brand.companyProfileUrl));
  return (
    <Card
      component="li"
      sx={{
        p: { xs: 3, md: 4 },
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
      }}
    >
      {/* Width and height are set before the image arrives, so loading it moves nothing. */}
      <Box
        component="img"
        src={member.photo.src}
        alt={t(member.photo.alt)}
        width={PORTRAIT_SIZE}
        height={PORTRAIT_SIZE}
        loading="lazy"
        decoding="async"
        sx={{
          width: PORTRAIT_SIZE,
          height: PORTRAIT_SIZE,
          borderRadius: '50%',
          objectFit: 'cover',
          flexShrink: 0,
          bgcolor: `${member.color}.main`,
        }}
      />
      <Typography variant="h4" component="h3" sx={{ mt: 2 }}>
        {name}
      </Typography>
      <Typography component="p" sx={{ color: `${member.color}.main`, fontWeight: 600 }}>
        {t(member.role)}
      </Typography>
      <Typography component="p" color="textSecondary" sx={{ mt: 1, flexGrow: 1 }}>
        {t(member.bio)}
      </Typography>
      {/*
        The team has no personal profiles to link to yet. Rather than dead "#" links, each card
        links to what exists and says so: the configured company profile and the company's e-mail.
      */}
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        {brand.companyProfileUrl ? (
          <IconButton
            component="a"
            href={brand.companyProfileUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('about.team.companyProfile', { brand: brand.name })} ${t('about.newTab')}`}
            sx={{ border: 1, borderColor: 'divider' }}
          >
            {profileIsLinkedIn ? <LinkedInIcon /> : <BusinessIcon />}
          </IconButton>
        ) : null}
        <IconButton
          component="a"
          href={`mailto:${brand.email}`}
          aria-label={t('about.team.email', { brand: brand.name })}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <EmailIcon />
        </IconButton>
      </Box>
    </Card>
  );
}

function safeHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** The about page's head. */
export function aboutHead(t: SiteT, config: AppConfig): PageMetaInput {
  return sectionHead(
    t,
    '/about',
    { meta: 'about.meta', breadcrumb: 'about.breadcrumb', home: 'home.breadcrumb' },
    { brand: config.brand.name },
  );
}

export default function AboutPage() {
  const { t } = useSiteStrings(aboutStrings, homeStrings);
  const config = useAppConfig();
  const brand = config.brand.name;

  return (
    <>
      <PageMeta {...aboutHead(t, config)} />

      <PageHero
        eyebrow={t('about.hero.eyebrow')}
        title={t('about.hero.title', { brand })}
        description={t('about.hero.description')}
      />

      <Section narrow align="center" title={t('about.mission.title')}>
        <Typography
          component="p"
          sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, fontWeight: 600, textAlign: 'center' }}
        >
          {t('about.mission.lead')}
        </Typography>
        <Typography component="p" color="textSecondary" sx={{ mt: 3, fontSize: '1.0625rem', textAlign: 'center' }}>
          {t('about.mission.body')}
        </Typography>
      </Section>

      <Section tone="muted" align="center" title={t('about.journey.title')} subtitle={t('about.journey.subtitle')}>
        <Timeline
          items={journey.map((entry) => ({
            id: entry.id,
            marker: t(entry.year),
            title: t(entry.event),
            description: t(entry.desc),
            icon: <entry.icon />,
          }))}
        />
      </Section>

      <Section align="center" title={t('about.team.title')} subtitle={t('about.team.subtitle')}>
        <CardGrid columns={3} as="ul">
          {team.map((member) => (
            <TeamCard key={member.id} member={member} />
          ))}
        </CardGrid>
      </Section>

      <BookingCta title={t('about.cta.title')} text={t('about.cta.text')} bookLabel={t('about.cta.button')} />
    </>
  );
}
