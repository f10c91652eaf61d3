import { Box, Card, CardContent, Typography } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
import { IconBadge } from './IconBadge';
export interface FeatureCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon; it is hidden from assistive technology. */
  icon?: ReactNode;
  /** Small label above the title, e.g. "Step 1". */
  eyebrow?: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'h4';
  color?: 'primary' | 'secondary';
  /** Extra content under the description (lists, toggles). */
  children?: ReactNode;
  /** Links or buttons pinned to the bottom of the card. */
  actions?: ReactNode;
  /** Element the card renders as; `li` inside a `CardGrid as="ul"`. */
  component?: 'div' | 'li' | 'article';
}

/** A card with an icon, a heading, a description and optional actions. */
export function FeatureCard({
  title,
  description,
  icon,
  eyebrow,
  headingLevel = 'h3',
  color = 'primary',
  children,
  actions,
  component = 'div',
}: FeatureCardProps) {
  return (
    <Card component={component} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 2.5, md: 3 } }}>
        {icon ? <IconBadge icon={icon} color={color} /> : null}
        {eyebrow ? (
          <Typography
            component="p"
            variant="overline"
            sx={{ color: 'text.secondary', fontWeight: 700, lineHeight: 1.5 }}
          >
            {eyebrow}
          </Typography>
        ) : null}
        <Typography variant="h4" component={headingLevel}>
          {title}
        </Typography>
        {description ? (
          <Typography component="div" color="text.secondary">
            {description}
          </Typography>
        ) : null}
        {children}
        {actions ? <Box sx={{ mt: 'auto', pt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
      </CardContent>
    </Card>
  );
}
