import { useAppConfig } from '@app/platform';
import { Link as RouterLink } from '@app/platform/router';
import { printHidden, useStaticClass } from '@app/shared-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAV_ITEMS, type NavLink } from '../nav';
import { remoteForPath } from '../remotes';
import {
  footerHeadingStyles,
  footerLinkStyles,
  footerStyles,
  linkListStyles,
  visuallyHiddenStyles,
} from './frameStyles';
import { Logo } from './Logo';
import { NewsletterForm } from './NewsletterForm';

/** A column of links or the newsletter's form: on paper the footer keeps only who we are and how to reach us. */
function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} {...printHidden}>
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
  const hiddenClass = useStaticClass(visuallyHiddenStyles);
  const bottomLinkClass = useStaticClass(footerStyles.bottomLink);
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
    <footer className={useStaticClass(footerStyles.root)}>
      <div className={useStaticClass(footerStyles.grid)}>
        <div>
          <Logo />
          <p className={useStaticClass(footerStyles.tagline)}>{t('footer.tagline')}</p>
          <div className={useStaticClass(footerStyles.contact)}>
            <a className={linkClass} href={`mailto:${brand.email}`}>
              {t('footer.email')}: {brand.email}
            </a>
            <a className={linkClass} href={brand.companyProfileUrl} target="_blank" rel="noopener noreferrer">
              {t('footer.companyProfile')} <span className={hiddenClass}>{t('nav.opensInNewTab')}</span>
            </a>
          </div>
        </div>
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
          <p className={useStaticClass(footerStyles.intro)}>{t('footer.newsletterIntro')}</p>
          <NewsletterForm />
        </FooterColumn>
      </div>
      <div className={useStaticClass(footerStyles.bottom)}>
        <p className={useStaticClass(footerStyles.copyright)}>
          {/* Below the md breakpoint the line does not fit in Swedish: the copyright takes a line of
              its own, without the separator that would end it. */}
          <span className={useStaticClass(footerStyles.copyrightNotice)}>
            {t('footer.copyright', { brand: brand.name })}
          </span>
          <span className={useStaticClass(footerStyles.copyrightSeparator)}>{' · '}</span>
          <RouterLink className={bottomLinkClass} to="/privacy-notice">
            {t('footer.privacy')}
          </RouterLink>
          <span {...printHidden}>
            {' · '}
            <RouterLink className={bottomLinkClass} to="/auth" reloadDocument>
              {t('footer.bloggerLogin')}
            </RouterLink>
          </span>
        </p>
      </div>
    </footer>
  );
}
