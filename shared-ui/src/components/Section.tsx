import { type ReactNode, useId } from 'react';
import { containerRules, spacing, sxRules, typographyRules } from '../contentStyles';
import { printHidden } from '../print';
import { type StaticStyles, staticStyles, useStaticClass } from '../staticClass';
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
  /** A section only a screen can use (a form): left out of a printed page. */
  screenOnly?: boolean;
  children: ReactNode;
}

// Its parts in each of their variants, written once per process (a page has up to six sections):
// the rules MUI's Box, Container and Typography gave them (contentStyles.test.tsx).
const section = (tone: 'default' | 'muted') =>
  staticStyles((theme) =>
    sxRules(theme, {
      py: { xs: 6, md: 9 },
      // In-page links (#id) land below the sticky header.
      scrollMarginTop: 72,
      bgcolor: tone === 'muted' ? 'action.hover' : 'transparent',
    }),
  );

const heading = (align: 'left' | 'center') =>
  staticStyles((theme) =>
    sxRules(theme, { mb: { xs: 4, md: 6 }, textAlign: align, maxWidth: align === 'center' ? 760 : 'none', mx: 'auto' }),
  );

const title = (level: 'h2' | 'h3') => staticStyles((theme) => typographyRules(theme, level));

export const sectionStyles = {
  section: { default: section('default'), muted: section('muted') },
  container: {
    md: staticStyles((theme) => containerRules(theme, 'md')),
    lg: staticStyles((theme) => containerRules(theme, 'lg')),
  },
  heading: { left: heading('left'), center: heading('center') },
  title: { h2: title('h2'), h3: title('h3') },
  subtitle: staticStyles((theme) => ({
    ...typographyRules(theme, 'body1', 'textSecondary'),
    marginTop: spacing(2),
    fontSize: '1.125rem',
  })),
} satisfies Record<string, StaticStyles | Record<string, StaticStyles>>;

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
  screenOnly = false,
  children,
}: SectionProps) {
  const generatedId = useId();
  const labelId = headingId ?? `section-${generatedId}`;
  const Heading = headingLevel;
  const headingClass = useStaticClass(sectionStyles.heading[align]);
  const titleClass = useStaticClass(sectionStyles.title[headingLevel]);
  const subtitleClass = useStaticClass(sectionStyles.subtitle);
  return (
    <section
      className={useStaticClass(sectionStyles.section[tone])}
      id={id}
      aria-labelledby={title ? labelId : undefined}
      {...(screenOnly ? printHidden : {})}
    >
      <div className={useStaticClass(sectionStyles.container[narrow ? 'md' : 'lg'])}>
        {title ? (
          <div className={headingClass}>
            <Heading className={titleClass} id={labelId}>
              {title}
            </Heading>
            {subtitle ? <p className={subtitleClass}>{subtitle}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
