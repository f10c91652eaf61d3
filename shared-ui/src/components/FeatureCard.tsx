import type { ReactNode } from 'react';
import { cardContentRules, cardPaddingRules, outlinedCardRules, spacing, typographyRules } from '../contentStyles';
import { Typography } from '../mui';
import { staticStyles, useStaticClass } from '../staticClass';
import { IconBadge } from './IconBadge';
export interface FeatureCardProps {
  title: ReactNode;
  /** The title's language when it is not the page's (e.g. 'en' for an English title on a Swedish page). */
  titleLang?: string | undefined;
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

// The card's parts, written once per process (the rules MUI's Card, CardContent and Typography gave
// them: contentStyles.test.tsx); pages show up to nine of these cards.
export const featureCardStyles = staticStyles((theme) => ({
  ...outlinedCardRules(theme),
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
}));

export const featureCardContentStyles = staticStyles((theme) => ({
  ...cardContentRules(),
  flexGrow: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: spacing(1.5),
  ...cardPaddingRules(theme),
}));

export const featureCardTitleStyles = staticStyles((theme) => typographyRules(theme, 'h4'));

export const featureCardTextStyles = staticStyles((theme) => typographyRules(theme, 'body1', 'textSecondary'));

export const featureCardActionsStyles = staticStyles(() => ({
  marginTop: 'auto',
  paddingTop: spacing(1),
  display: 'flex',
  flexWrap: 'wrap',
  gap: spacing(1),
}));

/** A card with an icon, a heading, a description and optional actions. */
export function FeatureCard({
  title,
  titleLang,
  description,
  icon,
  eyebrow,
  headingLevel = 'h3',
  color = 'primary',
  children,
  actions,
  component: Card = 'div',
}: FeatureCardProps) {
  const Heading = headingLevel;
  const textClass = useStaticClass(featureCardTextStyles);
  const actionsClass = useStaticClass(featureCardActionsStyles);
  return (
    <Card className={useStaticClass(featureCardStyles)}>
      <div className={useStaticClass(featureCardContentStyles)}>
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
        <Heading className={useStaticClass(featureCardTitleStyles)} lang={titleLang}>
          {title}
        </Heading>
        {description ? <div className={textClass}>{description}</div> : null}
        {children}
        {actions ? <div className={actionsClass}>{actions}</div> : null}
      </div>
    </Card>
  );
}
