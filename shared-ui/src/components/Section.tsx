import { Box, Container, Typography } from '@app/shared-ui/mui';
import { type ReactNode, useId } from 'react';
export interface SectionProps {
  /** Section heading; the section is labelled by it. */
  title?: ReactNode;
  /** Short introduction under the heading. */
  subtitle?: ReactNode;
  /** Heading level, so pages keep headings in order. Defaults to h2. */
  headingLevel?: 'h2' | 'h3';
  /** Id of the heading, when something else refers to it. */
  headingId?: string;
  /** `muted` gives the section a tinted background to separate it from its neighbours. */
  tone?: 'default' | 'muted';
  align?: 'left' | 'center';
  /** Narrow text column for long prose. */
  narrow?: boolean;
  id?: string;
  children: ReactNode;
}

/** A page section: a `<section>` (named by its heading, if any) with an optional heading and a centred content column. */
export function Section({
  title,
  subtitle,
  headingLevel = 'h2',
  headingId,
  tone = 'default',
  align = 'left',
  narrow = false,
  id,
  children,
}: SectionProps) {
  const generatedId = useId();
  const labelId = headingId ?? `section-${generatedId}`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={title ? labelId : undefined}
      sx={{
        py: { xs: 6, md: 9 },
        // In-page links (#id) land below the sticky header.
        scrollMarginTop: 72,
        bgcolor: tone === 'muted' ? 'action.hover' : 'transparent',
      }}
    >
      <Container maxWidth={narrow ? 'md' : 'lg'}>
        {title ? (
          <Box sx={{ mb: { xs: 4, md: 6 }, textAlign: align, maxWidth: align === 'center' ? 760 : 'none', mx: 'auto' }}>
            <Typography variant={headingLevel} component={headingLevel} id={labelId}>
              {title}
            </Typography>
            {subtitle ? (
              <Typography variant="body1" color="text.secondary" sx={{ mt: 2, fontSize: '1.125rem' }}>
                {subtitle}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
