import { Link as RouterLink } from '@app/platform/router';
import { FeatureCard, VisuallyHidden } from '@app/shared-ui';
import { ArrowForward as ArrowForwardIcon } from '@app/shared-ui/icons';
import { Button } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
import type { Icon } from '../content/keys';

export interface LinkCardProps {
  /** The page the card stands for: its address, icon and colour. */
  page: { path: string; icon: Icon; color: 'primary' | 'secondary' };
  title: string;
  /** The title's language when it is not the page's (see ../i18n/textLang.tsx). */
  titleLang?: string | undefined;
  description: ReactNode;
  link: {
    /** The short visible label, e.g. 'Learn More'. */
    label: string;
    /**
     * The rest of the link's name, for assistive technology only, e.g. 'about AI Strategy Advisory';
     * a title in another language than the page's is in its own `<span lang>` (../i18n/textLang.tsx).
     */
    about: ReactNode;
    variant?: 'text' | 'outlined' | 'contained';
  };
  /** Extra content under the description. */
  children?: ReactNode;
}

/**
 * A list item card (in a `CardGrid as="ul"`) that links to its page. Many cards carry the same
 * short link label, so the name assistive technology reads out also says what the card is about.
 */
export function LinkCard({ page, title, titleLang, description, link, children }: LinkCardProps) {
  return (
    <FeatureCard
      component="li"
      icon={<page.icon />}
      color={page.color}
      title={title}
      titleLang={titleLang}
      description={description}
      actions={
        <Button
          variant={link.variant}
          color={link.variant === 'contained' ? page.color : undefined}
          component={RouterLink}
          to={page.path}
          endIcon={<ArrowForwardIcon aria-hidden="true" />}
        >
          {link.label} <VisuallyHidden>{link.about}</VisuallyHidden>
        </Button>
      }
    >
      {children}
    </FeatureCard>
  );
}
