import { useNavigate } from '@app/platform/router';
import { Box, Button, Stack, Typography } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { logOut } from '../auth/session';
import { RouteTitle } from '../title/ConsoleTitle';
import { type AdminSection, SectionTabs } from './SectionTabs';

export interface SectionFrameProps {
  section: AdminSection;
  title: string;
  /** The section's own buttons, before Logout. */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * One section of the console (blogs, case studies, leads, the audit log, staff): its document
 * title, heading and actions, the tabs, its content. One width for every section (the tables' columns need 1,100 px),
 * so the heading and the tabs stay in place from one tab to the next.
 */
export function SectionFrame({ section, title, actions, children }: SectionFrameProps) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();

  async function logout() {
    await logOut();
    navigate('/auth', { replace: true });
  }

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 2, sm: 3 }, py: 5 }}>
      <RouteTitle path={section} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2, gap: 2 }}
      >
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          {title}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {actions}
          <Button variant="outlined" onClick={logout}>
            {t('list.logout')}
          </Button>
        </Stack>
      </Stack>
      <SectionTabs current={section} />
      {children}
    </Box>
  );
}
