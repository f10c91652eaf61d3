import { Link as RouterLink } from '@app/platform/router';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@app/shared-ui/mui';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleTitle } from '../title/ConsoleTitle';
import type { EditorStatus } from './useContentEditor';

export interface EditorFrameProps {
  title: string;
  /** The page's name in the document title while it loads and once ready ("Edit: <its title>"). */
  pageTitle: string;
  status: EditorStatus;
  listPath: string;
  /** The language toggle and anything that acts on the whole form. */
  tools: ReactNode;
  /** Save, Auto-Translate, Cancel. */
  actions: ReactNode;
  /** The form submitted (Save, or Enter in a field). */
  onSubmit: (form: HTMLFormElement) => void;
  children: ReactNode;
}

/** The edit mode of a content page: heading, tools, the fields, and the actions under them. */
export function EditorFrame({
  title,
  pageTitle,
  status,
  listPath,
  tools,
  actions,
  onSubmit,
  children,
}: EditorFrameProps) {
  const { t } = useTranslation('admin');

  if (status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
        <ConsoleTitle page={pageTitle} />
        <CircularProgress aria-label={t('editor.loading')} />
      </Box>
    );
  }
  if (status !== 'ready') {
    const message = status === 'not-found' ? t('editor.notFound') : t('list.errorTitle');
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', my: 10, px: 3, textAlign: 'center' }}>
        <ConsoleTitle page={t(status === 'not-found' ? 'titles.notFound' : 'titles.loadFailed')} />
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 2 }}>
          {message}
        </Typography>
        <Button variant="outlined" component={RouterLink} to={listPath}>
          {t('editor.backToList')}
        </Button>
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: 5 }}>
      <ConsoleTitle page={pageTitle} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', gap: 2, mb: 3 }}
      >
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          {title}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {tools}
        </Stack>
      </Stack>
      <Paper
        component="form"
        noValidate
        variant="outlined"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit(event.currentTarget as HTMLFormElement);
        }}
        // One column as wide as the form, never wider: a field's unbreakable content (the search
        // preview's title, cut with an ellipsis) would otherwise widen the column, and the page,
        // past a phone's width.
        sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}
      >
        {children}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      </Paper>
    </Box>
  );
}
