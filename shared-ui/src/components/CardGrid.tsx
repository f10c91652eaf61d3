import type { ReactNode } from 'react';
import { sxRules } from '../contentStyles';
import { type StaticStyles, staticStyles, useStaticClass } from '../staticClass';
export interface CardGridProps {
  /** Columns from the `md` breakpoint up (one column on phones, two on tablets). */
  columns?: 2 | 3 | 4 | 5;
  /** Render as a list (`ul`) when the cards are a list of like items. */
  as?: 'div' | 'ul';
  children: ReactNode;
}

/** The grid's rules, as the Box's `sx` had them. */
export function cardGridSx(columns: 2 | 3 | 4 | 5, as: 'div' | 'ul') {
  return {
    display: 'grid',
    gap: { xs: 2, md: 3 },
    // Every track is minmax(0, 1fr), never a bare 1fr (whose minimum is its content's widest
    // word): a card holding a long unbroken word (a URL, a code name) wraps it inside the card
    // instead of widening the column, and with it the page, past a 360 px phone's screen.
    gridTemplateColumns: {
      xs: 'minmax(0, 1fr)',
      sm: 'repeat(2, minmax(0, 1fr))',
      md: `repeat(${columns === 4 ? 2 : Math.min(columns, 3)}, minmax(0, 1fr))`,
      lg: `repeat(${columns}, minmax(0, 1fr))`,
    },
    ...(as === 'ul' ? { listStyle: 'none', p: 0, m: 0 } : {}),
  };
}

/** One class per columns and element, written once per process (contentStyles.test.tsx compares them with the Box's). */
const gridStyles = new Map<string, StaticStyles>();

export function cardGridStyles(columns: 2 | 3 | 4 | 5, as: 'div' | 'ul'): StaticStyles {
  const key = `${columns} ${as}`;
  let styles = gridStyles.get(key);
  if (!styles) {
    styles = staticStyles((theme) => sxRules(theme, cardGridSx(columns, as)));
    gridStyles.set(key, styles);
  }
  return styles;
}

/** A responsive grid of equal cards: 1 column at 360 px, 2 on tablets, `columns` on desktop. */
export function CardGrid({ columns = 3, as: Grid = 'div', children }: CardGridProps) {
  return <Grid className={useStaticClass(cardGridStyles(columns, Grid))}>{children}</Grid>;
}
