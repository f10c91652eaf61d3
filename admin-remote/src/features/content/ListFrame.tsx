import { Link as RouterLink, useNavigate } from '@app/platform/router';
import { Box, Button, CircularProgress, Stack, Typography } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { logOut } from '../auth/session';
import { BulkTranslateButton } from '../translation/BulkTranslateButton';
import { type AdminSection, SectionTabs } from './SectionTabs';

export type ContentKind = 'blogs' | 'caseStudies';

const LIST_PATH: Record<ContentKind, AdminSection> = { blogs: '/admin/blog', caseStudies: '/admin/case-studies' };

export interface ListFrameProps {
  kind: ContentKind;
  /** null while loading. */
  count: number | null;
  onReload: () => void;
  children: ReactNode;
}

/** Manage Blogs / Manage Case Studies: the heading with its actions, the section tabs, the list. */
export function ListFrame({ kind, count, onReload, children }: ListFrameProps) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();

  async function logout() {
    await logOut();
    navigate('/auth', { replace: true });
  }

  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto', px: { xs: 2, sm: 3 }, py: 5 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2, gap: 2 }}
      >
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          {t(`list.${kind}.title`)}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <BulkTranslateButton kind={kind} onFinished={onReload} />
          <Button variant="contained" component={RouterLink} to={`${LIST_PATH[kind]}/new`}>
            {t(`list.${kind}.new`)}
          </Button>
          <Button variant="outlined" onClick={logout}>
            {t('list.logout')}
          </Button>
        </Stack>
      </Stack>
      <SectionTabs current={LIST_PATH[kind]} />
      {count === null ? (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={t('list.loading')} />
        </Box>
      ) : count === 0 ? (
        <Typography color="text.secondary">{t(`list.${kind}.empty`)}</Typography>
      ) : (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 2 }}>
          {children}
        </Stack>
      )}
    </Box>
  );
}
