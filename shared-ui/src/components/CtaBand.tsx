import { Box, Container, Stack, Typography } from '@app/shared-ui/mui';
import { type ReactNode, useId } from 'react';
import { printHidden } from '../print';
export interface CtaBandProps {
  title: ReactNode;
  text?: ReactNode;
  /** Buttons or links. */
  actions: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** A closing call to action: heading, one sentence and one or two buttons on a tinted band. Not printed. */
export function CtaBand({ title, text, actions, headingLevel = 'h2' }: CtaBandProps) {
  const headingId = `cta-${useId()}`;
  return (
    <Box component="section" aria-labelledby={headingId} {...printHidden} sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Box
          sx={(theme) => ({
            textAlign: 'center',
            px: { xs: 3, md: 8 },
            py: { xs: 5, md: 7 },
            borderRadius: 4,
            border: 1,
            borderColor: 'divider',
            bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.08),
          })}
        >
          <Typography variant="h2" component={headingLevel} id={headingId}>
            {title}
          </Typography>
          {text ? (
            <Typography
              component="p"
              color="textSecondary"
              sx={{ mt: 2, fontSize: '1.125rem', maxWidth: 640, mx: 'auto' }}
            >
              {text}
            </Typography>
          ) : null}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            useFlexGap
            sx={{ mt: 4, justifyContent: 'center', alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            {actions}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
