import { useAppConfig } from '@app/platform';
import { Link as RouterLink } from '@app/platform/router';
import { tokens, useStaticClass } from '@app/shared-ui';
import { Box, Link, Typography, visuallyHidden } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAV_ITEMS, type NavLink } from '../nav';
import { remoteForPath } from '../remotes';
import { footerHeadingStyles, footerLinkStyles, linkListStyles } from './frameStyles';
import { Logo } from './Logo';
import { NewsletterForm } from './NewsletterForm';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className={useStaticClass(footerHeadingStyles)}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The admin console is its own document: its page's policy allows the sign-in popup's script,
 * which no public page's does, so a link there is a page load, never an in-app move.
 */
const loadsAdmin = (to: string) => remoteForPath(to) === 'admin';

function LinkList({ links }: { links: NavLink[] }) {
  const { t } = useTranslation('shell');
  const linkClass = useStaticClass(footerLinkStyles);
  return (
    <ul className={useStaticClass(linkListStyles)}>
      {links.map((link) => (
        <li key={link.to + link.label}>
          <RouterLink className={linkClass} to={link.to} reloadDocument={loadsAdmin(link.to)}>
            {t(link.label)}
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const { t } = useTranslation('shell');
  const { brand } = useAppConfig();
  const linkClass = useStaticClass(footerLinkStyles);
  const childrenOf = (to: string) => NAV_ITEMS.find((item) => item.to === to)?.children ?? [];
  const company: NavLink[] = [
    { to: '/about', label: 'nav.about' },
    { to: '/blog', label: 'nav.blog' },
    { to: '/case-studies', label: 'nav.caseStudies' },
    { to: '/contact', label: 'nav.contact' },
    { to: '/privacy-notice', label: 'footer.privacy' },
    { to: '/auth', label: 'footer.bloggerLogin' },
  ];

  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 8 }}>
      <Box
        sx={{
          maxWidth: tokens.contentMaxWidth,
          mx: 'auto',
          px: 3,
          py: 6,
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' },
        }}
      >
        <Box>
          <Logo />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('footer.tagline')}
          </Typography>
          <Box sx={{ mt: 2, display: 'grid', gap: 1 }}>
            <a className={linkClass} href={`mailto:${brand.email}`}>
              {t('footer.email')}: {brand.email}
            </a>
            <a className={linkClass} href={brand.companyProfileUrl} target="_blank" rel="noopener noreferrer">
              {t('footer.companyProfile')}{' '}
              <Box component="span" sx={visuallyHidden}>
                {t('nav.opensInNewTab')}
              </Box>
            </a>
          </Box>
        </Box>
        <FooterColumn title={t('footer.services')}>
          <LinkList links={childrenOf('/services')} />
        </FooterColumn>
        <FooterColumn title={t('footer.products')}>
          <LinkList links={childrenOf('/products')} />
        </FooterColumn>
        <FooterColumn title={t('footer.company')}>
          <LinkList links={company} />
        </FooterColumn>
        <FooterColumn title={t('footer.newsletter')}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('footer.newsletterIntro')}
          </Typography>
          <NewsletterForm />
        </FooterColumn>
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', py: 2.5, px: 3, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {t('footer.copyright', { brand: brand.name })}
          {' · '}
          <Link component={RouterLink} to="/privacy-notice" color="inherit">
            {t('footer.privacy')}
          </Link>
          {' · '}
          <Link component={RouterLink} to="/auth" reloadDocument color="inherit">
            {t('footer.bloggerLogin')}
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}
