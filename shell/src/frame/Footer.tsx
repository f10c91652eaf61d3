import { useAppConfig } from '@app/platform';
import { Link as RouterLink } from '@app/platform/router';
import { tokens } from '@app/shared-ui';
import { Box, Link, Typography, visuallyHidden } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAV_ITEMS, type NavLink } from '../nav';
import { remoteForPath } from '../remotes';
import { Logo } from './Logo';
import { NewsletterForm } from './NewsletterForm';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The admin console is its own document: its page's policy allows the sign-in popup's script,
 * which no public page's does, so a link there is a page load, never an in-app move.
 */
const loadsAdmin = (to: string) => remoteForPath(to) === 'admin';

function LinkList({ links }: { links: NavLink[] }) {
  const { t } = useTranslation('shell');
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {links.map((link) => (
        <li key={link.to + link.label}>
          <Link component={RouterLink} to={link.to} reloadDocument={loadsAdmin(link.to)} color="text.secondary">
            {t(link.label)}
          </Link>
        </li>
      ))}
    </Box>
  );
}

export function Footer() {
  const { t } = useTranslation('shell');
  const { brand } = useAppConfig();
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
            <Link href={`mailto:${brand.email}`} color="text.secondary">
              {t('footer.email')}: {brand.email}
            </Link>
            <Link href={brand.companyProfileUrl} target="_blank" rel="noopener noreferrer" color="text.secondary">
              {t('footer.companyProfile')}{' '}
              <Box component="span" sx={visuallyHidden}>
                {t('nav.opensInNewTab')}
              </Box>
            </Link>
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
