import { type AppConfig, useAppConfig } from '@app/platform';
import { VisuallyHidden } from '@app/shared-ui';
import { Box, Container, Link, Typography } from '@app/shared-ui/mui';
import { IMY_URL } from '../content/externalLinks';
import { PRIVACY_LAST_UPDATED, type PrivacySection, privacySections } from '../content/privacy';
import { textList } from '../content/text';
import { homeStrings } from '../i18n/strings/home';
import { privacyStrings } from '../i18n/strings/privacy';
import { useSiteStrings } from '../i18n/useSiteStrings';
import type { PageMetaInput } from '../seo/meta';
import { PageMeta } from '../seo/PageMeta';
import { type SiteT, sectionHead } from '../seo/pageHead';

const sectionAnchor = (section: PrivacySection) => `privacy-${section.id}`;

function Paragraphs({ texts }: { texts: string[] }) {
  return (
    <>
      {texts.map((text) => (
        <Typography key={text} component="p" sx={{ mt: 2 }}>
          {text}
        </Typography>
      ))}
    </>
  );
}

function SectionBody({ section, number }: { section: PrivacySection; number: number }) {
  const { t } = useSiteStrings(homeStrings, privacyStrings);
  const { brand } = useAppConfig();
  const values = { brand: brand.name };
  const list = textList(t, section.list, values);
  const headingId = `${sectionAnchor(section)}-heading`;
  return (
    <Box
      component="section"
      id={sectionAnchor(section)}
      aria-labelledby={headingId}
      sx={{ mt: 6, scrollMarginTop: 80 }}
    >
      <Typography variant="h3" component="h2" id={headingId}>
        {number}. {t(section.title)}
      </Typography>
      <Paragraphs texts={textList(t, section.paragraphs, values)} />
      {list.length > 0 ? (
        <Box component="ul" sx={{ mt: 2, mb: 0, pl: 3, '& li': { mt: 1 } }}>
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Box>
      ) : null}
      <Paragraphs texts={textList(t, section.after, values)} />
      {section.extra === 'complaintLink' ? (
        <Typography component="p" sx={{ mt: 2 }}>
          <Link href={IMY_URL} target="_blank" rel="noopener noreferrer">
            {t('privacy.imyLink')} <VisuallyHidden>{t('privacy.newTab')}</VisuallyHidden>
          </Link>
        </Typography>
      ) : null}
      {section.extra === 'dpoContact' ? (
        <Box component="address" sx={{ mt: 2, fontStyle: 'normal' }}>
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {t('privacy.dpo', values)}
          </Typography>
          <Typography component="p">
            {t('privacy.emailLabel')} <Link href={`mailto:${brand.email}`}>{brand.email}</Link>
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}

/** The privacy notice's head. */
export function privacyNoticeHead(t: SiteT, config: AppConfig): PageMetaInput {
  return sectionHead(
    t,
    '/privacy-notice',
    { meta: 'privacy.meta', breadcrumb: 'privacy.breadcrumb', home: 'home.breadcrumb' },
    { brand: config.brand.name },
  );
}

export default function PrivacyNoticePage() {
  const { t } = useSiteStrings(homeStrings, privacyStrings);
  const config = useAppConfig();
  const brand = config.brand.name;

  return (
    <>
      <PageMeta {...privacyNoticeHead(t, config)} />
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 9 } }}>
        <Typography variant="h1" component="h1">
          {t('privacy.title')}
        </Typography>
        <Typography component="p" color="textSecondary" sx={{ mt: 2 }}>
          {t('privacy.lastUpdatedLabel')} <time dateTime={PRIVACY_LAST_UPDATED}>{t('privacy.lastUpdatedDate')}</time>
        </Typography>
        <Paragraphs texts={textList(t, 'privacy.intro', { brand })} />

        <Box
          component="nav"
          aria-labelledby="privacy-contents"
          sx={{ mt: 5, p: 3, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          <Typography id="privacy-contents" variant="h4" component="h2">
            {t('privacy.contents')}
          </Typography>
          <Box
            component="ol"
            sx={{ mt: 2, mb: 0, pl: 3, columns: { sm: 2 }, columnGap: 4, '& li': { py: 0.5, breakInside: 'avoid' } }}
          >
            {privacySections.map((section) => (
              <li key={section.id}>
                <Link href={`#${sectionAnchor(section)}`}>{t(section.title)}</Link>
              </li>
            ))}
          </Box>
        </Box>

        {privacySections.map((section, index) => (
          <SectionBody key={section.id} section={section} number={index + 1} />
        ))}
      </Container>
    </>
  );
}
