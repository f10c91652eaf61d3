import { Stack, type Theme, Typography } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
import { containerRules, sxRules, typographyRules } from '../contentStyles';
import { printHidden } from '../print';
import { type StaticStyles, staticStyles, useStaticClass } from '../staticClass';
import { IconBadge } from './IconBadge';
export interface PageHeroProps {
  /** The page's one `<h1>`. */
  title: ReactNode;
  /** The title's language when it is not the page's (e.g. 'en' for an English title on a Swedish page). */
  titleLang?: string | undefined;
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

type HeroColor = 'primary' | 'secondary';
type HeroAlign = 'left' | 'center';

/** The hero's band: a tint of its colour fading down, a rule below. */
export const pageHeroSx = (color: HeroColor) => (theme: Theme) => ({
  py: { xs: 7, md: 11 },
  borderBottom: 1,
  borderColor: 'divider',
  backgroundImage: `linear-gradient(180deg, ${theme.alpha((theme.vars ?? theme).palette[color].main, 0.1)} 0%, transparent 100%)`,
});

export const pageHeroDescriptionSx = (align: HeroAlign) => ({
  mt: 2,
  fontSize: '1.0625rem',
  maxWidth: 680,
  mx: align === 'center' ? 'auto' : 0,
});

const byColor = (make: (color: HeroColor) => StaticStyles) => ({
  primary: make('primary'),
  secondary: make('secondary'),
});
const byAlign = (make: (align: HeroAlign) => StaticStyles) => ({ left: make('left'), center: make('center') });

// Its parts in their variants, written once per process (every page opens with one): the rules
// MUI's Box, Container and Typography gave them (contentStyles.test.tsx compares them).
export const pageHeroStyles = {
  band: byColor((color) => staticStyles((theme) => sxRules(theme, pageHeroSx(color)))),
  column: byAlign((align) =>
    staticStyles((theme) => ({ ...containerRules(theme, 'md'), ...sxRules(theme, { textAlign: align }) })),
  ),
  title: staticStyles((theme) => ({
    ...typographyRules(theme, 'h1'),
    ...sxRules(theme, { hyphens: 'auto', overflowWrap: 'break-word' }),
  })),
  subtitle: staticStyles((theme) => ({
    ...typographyRules(theme, 'h5', 'textSecondary'),
    ...sxRules(theme, { mt: 3, fontWeight: 500 }),
  })),
  description: byAlign((align) =>
    staticStyles((theme) => ({
      ...typographyRules(theme, 'body1', 'textSecondary'),
      ...sxRules(theme, pageHeroDescriptionSx(align)),
    })),
  ),
};

/** The opening block of a page: eyebrow, `<h1>`, lead text and calls to action. */
export function PageHero({
  title,
  titleLang,
  eyebrow,
  subtitle,
  description,
  icon,
  actions,
  align = 'center',
  color = 'primary',
}: PageHeroProps) {
  const centred = align === 'center';
  const titleClass = useStaticClass(pageHeroStyles.title);
  const subtitleClass = useStaticClass(pageHeroStyles.subtitle);
  const descriptionClass = useStaticClass(pageHeroStyles.description[align]);
  return (
    <div className={useStaticClass(pageHeroStyles.band[color])}>
      <div className={useStaticClass(pageHeroStyles.column[align])}>
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
        <h1 className={titleClass} lang={titleLang}>
          {title}
        </h1>
        {subtitle ? <p className={subtitleClass}>{subtitle}</p> : null}
        {description ? <p className={descriptionClass}>{description}</p> : null}
        {actions ? (
          <Stack
            {...printHidden}
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
      </div>
    </div>
  );
}
