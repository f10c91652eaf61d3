import { Link as RouterLink } from '@app/platform/router';
import { Tab, Tabs } from '@app/shared-ui/mui';
import { useTranslation } from 'react-i18next';

/** The console's sections, in its navigation. */
export const ADMIN_SECTIONS = ['/admin/blog', '/admin/case-studies', '/admin/leads', '/admin/audit'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

const LABEL_KEY: Record<AdminSection, string> = {
  '/admin/blog': 'list.blogs.tab',
  '/admin/case-studies': 'list.caseStudies.tab',
  '/admin/leads': 'leads.tab',
  '/admin/audit': 'audit.tab',
};

/** Blogs · Case studies · Leads · Audit log: the console's navigation, above each section's list. */
export function SectionTabs({ current }: { current: AdminSection }) {
  const { t } = useTranslation('admin');
  return (
    <Tabs value={current} sx={{ mb: 3 }} aria-label={t('list.sections')}>
      {ADMIN_SECTIONS.map((path) => (
        <Tab key={path} label={t(LABEL_KEY[path])} value={path} component={RouterLink} to={path} />
      ))}
    </Tabs>
  );
}
