import { Box, Container, Stack, Typography } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
import { IconBadge } from './IconBadge';
export interface PageHeroProps {
  /** The page's one `<h1>`. */
  title: ReactNode;
  /** Small line above the title. */
  eyebrow?: ReactNode;
  /** Lead sentence under the title. */
  subtitle?: ReactNode;
  /** Longer description under the subtitle. */
  description?: ReactNode;
  /** Decorative icon shown above the title (mark it aria-hidden). */
  icon?: ReactNode;
  /** Buttons or links. */
  actions?: ReactNode;
  align?: 'left' | 'center';
  color?: 'primary' | 'secondary';
}

/** The opening block of a page: eyebrow, `<h1>`, lead text and calls to action. */
export function PageHero({
  title,
  eyebrow,
  subtitle,
  description,
  icon,
  actions,
  align = 'center',
  color = 'primary',
}: PageHeroProps) {
  const centred = align === 'center';
  return (
    <Box
      sx={(theme) => ({
        py: { xs: 7, md: 11 },
        borderBottom: 1,
        borderColor: 'divider',
        backgroundImage: `linear-gradient(180deg, ${theme.alpha((theme.vars ?? theme).palette[color].main, 0.1)} 0%, transparent 100%)`,
      })}
    >
      <Container maxWidth="md" sx={{ textAlign: align }}>
        {icon ? <IconBadge icon={icon} color={color} size="large" /> : null}
        {eyebrow ? (
          <Typography
            component="p"
            variant="overline"
            sx={{ color: `${color}.main`, fontWeight: 700, letterSpacing: '0.08em', mb: 1 }}
          >
            {eyebrow}
          </Typography>
        ) : null}
        {/* Long compound words (Swedish "Kompetensutvecklande") wrap instead of widening a 360 px page. */}
        <Typography variant="h1" component="h1" sx={{ hyphens: 'auto', overflowWrap: 'break-word' }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography component="p" variant="h5" color="text.secondary" sx={{ mt: 3, fontWeight: 500 }}>
            {subtitle}
          </Typography>
        ) : null}
        {description ? (
          <Typography
            component="p"
            color="text.secondary"
            sx={{ mt: 2, fontSize: '1.0625rem', maxWidth: 680, mx: centred ? 'auto' : 0 }}
          >
            {description}
          </Typography>
        ) : null}
        {actions ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            useFlexGap
            sx={{
              mt: 5,
              justifyContent: centred ? 'center' : 'flex-start',
              alignItems: { xs: 'stretch', sm: 'center' },
            }}
          >
            {actions}
          </Stack>
        ) : null}
      </Container>
    </Box>
  );
}
