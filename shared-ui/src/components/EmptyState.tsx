import { Box, Typography } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
export interface EmptyStateProps {
  /** The message, e.g. "No articles found matching your search." */
  message: ReactNode;
  /** Decorative icon; hidden from assistive technology. */
  icon?: ReactNode;
  /** Optional heading above the message. */
  title?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** Buttons or links under the message. */
  actions?: ReactNode;
}

/** A calm "nothing here" block: optional icon, heading, one sentence and actions. */
export function EmptyState({ message, icon, title, headingLevel = 'h2', actions }: EmptyStateProps) {
  return (
    <Box sx={{ py: { xs: 6, md: 10 }, px: 2, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
      {icon ? (
        <Box aria-hidden="true" sx={{ color: 'text.secondary', mb: 2, '& svg': { fontSize: 48 } }}>
          {icon}
        </Box>
      ) : null}
      {title ? (
        <Typography component={headingLevel} variant="h3" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
      ) : null}
      <Typography component="p" color="textSecondary" sx={{ fontSize: '1.125rem' }}>
        {message}
      </Typography>
      {actions ? (
        <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center', gap: 2, flexWrap: 'wrap' }}>{actions}</Box>
      ) : null}
    </Box>
  );
}
