// @vitest-environment node
// The classes written once per process (staticStyles) for the pages' repeated parts have the rules
// the MUI components they replace gave those parts (the cascade's result, per selector).

import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CoverImage } from './components/CoverImage';
import {
  featureCardActionsStyles,
  featureCardContentStyles,
  featureCardStyles,
  featureCardTextStyles,
  featureCardTitleStyles,
} from './components/FeatureCard';
import { iconBadgeStyles } from './components/IconBadge';
import { Box, Card, CardContent, Typography } from './mui';
import { type StaticStyles, useStaticClass } from './staticClass';
import { renderWithRules, rulesOf } from './staticTesting';

function Plain({ styles }: { styles: StaticStyles }) {
  return <div className={useStaticClass(styles)}>x</div>;
}

/** The rules of `styles`' class and those of the MUI element's own Emotion class. */
export function pair(styles: StaticStyles, mui: ReactNode) {
  return { plain: rulesOf(renderWithRules(<Plain styles={styles} />)), mui: rulesOf(renderWithRules(mui)) };
}

const cases: [string, StaticStyles, ReactNode][] = [
  [
    'feature card',
    featureCardStyles,
    <Card key="c" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} />,
  ],
  [
    'feature card content',
    featureCardContentStyles,
    <CardContent
      key="c"
      sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 2.5, md: 3 } }}
    />,
  ],
  ['feature card title', featureCardTitleStyles, <Typography key="c" variant="h4" component="h3" />],
  ['feature card text', featureCardTextStyles, <Typography key="c" component="div" color="text.secondary" />],
  [
    'feature card actions',
    featureCardActionsStyles,
    <Box key="c" sx={{ mt: 'auto', pt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }} />,
  ],
  ...(['primary', 'secondary'] as const).flatMap((color) =>
    ([false, true] as const).map((large): [string, StaticStyles, ReactNode] => [
      `icon badge ${color} ${large ? 'large' : 'small'}`,
      iconBadgeStyles[color][large ? 'large' : 'small'],
      <Box
        key="c"
        aria-hidden="true"
        sx={(theme) => ({
          display: 'inline-flex',
          alignSelf: 'flex-start',
          p: large ? 2 : 1.25,
          mb: large ? 3 : 0,
          borderRadius: large ? 3 : 2,
          color: `${color}.main`,
          bgcolor: theme.alpha((theme.vars ?? theme).palette[color].main, 0.12),
          ...(large ? { '& svg': { fontSize: 40 } } : {}),
        })}
      />,
    ]),
  ),
];

describe('static classes for the pages’ repeated parts', () => {
  it('a cover image without sx: the rules of the Box it was', () => {
    const plainCover = renderWithRules(<CoverImage src="/a.webp" alt="" width={640} height={360} />);
    const muiCover = renderWithRules(
      <Box
        component="img"
        src="/a.webp"
        alt=""
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '640 / 360',
          objectFit: 'cover',
          bgcolor: 'action.hover',
        }}
      />,
    );
    expect(rulesOf(plainCover)).not.toBe('');
    expect(rulesOf(plainCover)).toBe(rulesOf(muiCover));
    expect(plainCover.html).toMatch(
      /^<img class="css-\w+" alt="" src="\/a.webp" width="640" height="360" decoding="async" loading="lazy"\/>$/,
    );
  });

  it.each(cases)('%s: the rules of the MUI element it replaces', (_name, styles, mui) => {
    const { plain, mui: expected } = pair(styles, mui);
    expect(plain).not.toBe('');
    expect(plain).toBe(expected);
  });
});
