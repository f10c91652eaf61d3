import type { ReactNode } from 'react';
import { spacing } from '../contentStyles';
import { staticStyles, type ThemeWithVars, useStaticClass } from '../staticClass';

export interface IconBadgeProps {
  icon: ReactNode;
  color?: 'primary' | 'secondary';
  /** `large` for a page's hero, `small` for a card. */
  size?: 'small' | 'large';
}

function badge(theme: ThemeWithVars, color: 'primary' | 'secondary', large: boolean) {
  return {
    display: 'inline-flex',
    alignSelf: 'flex-start',
    padding: spacing(large ? 2 : 1.25),
    marginBottom: large ? spacing(3) : 0,
    borderRadius: `calc(${large ? 3 : 2} * ${theme.vars.shape.borderRadius})`,
    color: theme.vars.palette[color].main,
    backgroundColor: theme.alpha(theme.vars.palette[color].main, 0.12),
    ...(large ? { '& svg': { fontSize: 40 } } : {}),
  };
}

// Written once per process (a card grid shows nine of them): the rules the Box with `sx` gave it.
export const iconBadgeStyles = {
  primary: {
    small: staticStyles((theme) => badge(theme, 'primary', false)),
    large: staticStyles((theme) => badge(theme, 'primary', true)),
  },
  secondary: {
    small: staticStyles((theme) => badge(theme, 'secondary', false)),
    large: staticStyles((theme) => badge(theme, 'secondary', true)),
  },
} as const;

/** A decorative icon on a tinted square; hidden from assistive technology. */
export function IconBadge({ icon, color = 'primary', size = 'small' }: IconBadgeProps) {
  return (
    <div aria-hidden="true" className={useStaticClass(iconBadgeStyles[color][size])}>
      {icon}
    </div>
  );
}
