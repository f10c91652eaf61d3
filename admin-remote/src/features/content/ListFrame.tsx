import type { ContentTypeDescriptor } from '@app/domain';
import { Link as RouterLink } from '@app/platform/router';
import { Box, Button, CircularProgress, Stack, Typography } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkTranslateButton } from '../translation/BulkTranslateButton';
import { SectionFrame } from './SectionFrame';

export interface ListFrameProps {
  /** The listed type: its address (the section) and its strings (`list.<id>…`). */
  type: Pick<ContentTypeDescriptor, 'id' | 'adminPath'>;
  /** null while loading. */
  count: number | null;
  onReload: () => void;
  /** Above the list once it has loaded (the search). */
  toolbar?: ReactNode;
  /** Below the list (its pages). */
  footer?: ReactNode;
  /** Router location state the New link carries (the list's address, for the editor to return to). */
  linkState?: unknown;
  children: ReactNode;
}

/** Manage Blogs / Manage Case Studies: the heading with its actions, the section tabs, the list. */
export function ListFrame({ type, count, onReload, toolbar, footer, linkState, children }: ListFrameProps) {
  const { t } = useTranslation('admin');
  const { id: kind, adminPath } = type;
  return (
    <SectionFrame
      section={adminPath}
      title={t(`list.${kind}.title`)}
      actions={
        <>
          <BulkTranslateButton kind={kind} onFinished={onReload} />
          <Button variant="contained" component={RouterLink} to={`${adminPath}/new`} state={linkState}>
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
        <Typography color="textSecondary">{t(`list.${kind}.empty`)}</Typography>
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
