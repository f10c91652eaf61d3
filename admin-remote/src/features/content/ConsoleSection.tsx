import { Box, Typography } from '@app/shared-ui/mui';
import { type ReactNode, useId } from 'react';

export interface ConsoleSectionProps {
  title: string;
  /** The line under the heading that says what the section does. */
  intro: ReactNode;
  children: ReactNode;
}

/**
 * A bordered part of a console page with its own heading (an h2 under the page's h1) and intro,
 * named by that heading for assistive technology: the audit page's Backup and Restore.
 */
export function ConsoleSection({ title, intro, children }: ConsoleSectionProps) {
  const heading = useId();
  return (
    <Box
      component="section"
      aria-labelledby={heading}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography id={heading} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {children}
    </Box>
  );
}
