import { Link as RouterLink } from '@app/platform/router';
import { Tab, Tabs } from '@app/shared-ui/mui';
import { useTranslation } from 'react-i18next';
import { useRole } from '../auth/session';

/** The console's sections, in its navigation. */
const ADMIN_SECTIONS = ['/admin/blog', '/admin/case-studies', '/admin/leads', '/admin/audit', '/admin/staff'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The sections a writer works in; the others (leads, the audit log, the staff) are admins' only. */
const WRITER_SECTIONS: ReadonlySet<AdminSection> = new Set(['/admin/blog', '/admin/case-studies']);

const LABEL_KEY: Record<AdminSection, string> = {
  '/admin/blog': 'list.blogs.tab',
  '/admin/case-studies': 'list.caseStudies.tab',
  '/admin/leads': 'leads.tab',
  '/admin/audit': 'audit.tab',
  '/admin/staff': 'staff.tab',
};

/**
 * Blogs · Case studies · Leads · Audit log · Staff: the console's navigation, above each section's
 * list. A writer sees only the first two. Wider than a phone (506 px of tabs on a 360 px screen),
 * the row scrolls sideways, with arrows at its ends; MUI's fixed tabs hide what overflows.
 *
 * On a phone the arrows are always laid out (hidden while there is nothing to scroll to that
 * side), so the row is as narrow when it mounts as afterwards. With arrows that appeared only once
 * the row overflowed ('auto'), MUI scrolled the current tab into view for the wider row and kept
 * that: in Swedish, "Granskningslogg" and "Personal" stood half under the right arrow. From `sm`
 * up an arrow with nothing to scroll to takes no room, so tabs that fit start at the heading; and
 * the tabs are narrower there (no 90 px minimum, 12 px padding), so all five fit from 600 px in
 * both languages. With MUI's own, the Swedish row (590 px) overflowed from 600 to 639 px, where
 * there is no arrow to spare: "Blogginlägg" was cut at the start and the selected "Personal" 80 px
 * at the end (e2e/admin/console-phone.spec.ts).
 */
export function SectionTabs({ current }: { current: AdminSection }) {
  const { t } = useTranslation('admin');
  const role = useRole();
  const sections = ADMIN_SECTIONS.filter((path) => role === 'admin' || WRITER_SECTIONS.has(path));
  return (
    <Tabs
      value={current}
      variant="scrollable"
      scrollButtons
      allowScrollButtonsMobile
      slotProps={{ scrollButtons: { sx: { '&.Mui-disabled': { display: { sm: 'none' } } } } }}
      sx={{ mb: 3 }}
      aria-label={t('list.sections')}
    >
      {sections.map((path) => (
        <Tab
          key={path}
          label={t(LABEL_KEY[path])}
          value={path}
          component={RouterLink}
          to={path}
          sx={{ minWidth: { sm: 0 }, px: { sm: 1.5 } }}
        />
      ))}
    </Tabs>
  );
}
