import { Link as RouterLink } from '@app/platform/router';
import { Box, Button, CircularProgress, Stack, Typography } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkTranslateButton } from '../translation/BulkTranslateButton';
import { SectionFrame } from './SectionFrame';
import type { AdminSection } from './SectionTabs';

export type ContentKind = 'blogs' | 'caseStudies';

const LIST_PATH: Record<ContentKind, AdminSection> = { blogs: '/admin/blog', caseStudies: '/admin/case-studies' };

export interface ListFrameProps {
  kind: ContentKind;
  /** null while loading. */
  count: number | null;
  onReload: () => void;
  /** Above the list once it has loaded (the search). */
  toolbar?: ReactNode;
  /** Below the list (its pages). */
  footer?: ReactNode;
  children: ReactNode;
}

/** Manage Blogs / Manage Case Studies: the heading with its actions, the section tabs, the list. */
export function ListFrame({ kind, count, onReload, toolbar, footer, children }: ListFrameProps) {
  const { t } = useTranslation('admin');
  return (
    <SectionFrame
      section={LIST_PATH[kind]}
      title={t(`list.${kind}.title`)}
      actions={
        <>
          <BulkTranslateButton kind={kind} onFinished={onReload} />
          <Button variant="contained" component={RouterLink} to={`${LIST_PATH[kind]}/new`}>
            {t(`list.${kind}.new`)}
          </Button>
        </>
      }
    >
      {count === null ? (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={t('list.loading')} />
        </Box>
      ) : count === 0 ? (
        <Typography color="text.secondary">{t(`list.${kind}.empty`)}</Typography>
      ) : (
        <>
          {toolbar}
          <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 2 }}>
            {children}
          </Stack>
          {footer}
        </>
      )}
    </SectionFrame>
  );
}
