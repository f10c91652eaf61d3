import { Link as RouterLink, useNavigate } from '@app/platform/router';
import { Box, Button, CircularProgress, Stack, Tab, Tabs, Typography } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { logOut } from '../auth/session';
import { BulkTranslateButton } from '../translation/BulkTranslateButton';

export type ContentKind = 'blogs' | 'caseStudies';

const LIST_PATH: Record<ContentKind, string> = { blogs: '/admin/blog', caseStudies: '/admin/case-studies' };

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
      <Tabs value={LIST_PATH[kind]} sx={{ mb: 3 }} aria-label={t('list.sections')}>
        <Tab label={t('list.blogs.tab')} value="/admin/blog" component={RouterLink} to="/admin/blog" />
        <Tab
          label={t('list.caseStudies.tab')}
          value="/admin/case-studies"
          component={RouterLink}
          to="/admin/case-studies"
        />
      </Tabs>
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
