// @vitest-environment node
// The classes written once per process (staticStyles) for the pages' repeated parts have the rules
// the MUI components they replace gave those parts (the cascade's result, per selector).

import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { cardGridStyles, cardGridSx } from './components/CardGrid';
import { CoverImage } from './components/CoverImage';
import {
  featureCardActionsStyles,
  featureCardContentStyles,
  featureCardStyles,
  featureCardTextStyles,
  featureCardTitleStyles,
} from './components/FeatureCard';
import { iconBadgeStyles } from './components/IconBadge';
import { pageHeroDescriptionSx, pageHeroStyles, pageHeroSx } from './components/PageHero';
import { sectionStyles } from './components/Section';
import {
  markdownHeadingStyles,
  markdownImageStyles,
  markdownLinkStyles,
  markdownParagraphStyles,
  markdownStyles,
  markdownSx,
  markdownTableStyles,
} from './markdown/Markdown';
import { Box, Card, CardContent, Container, Link, Typography } from './mui';
import type { StaticStyles } from './staticClass';
import { renderWithRules, rulesOf, staticRules } from './staticTesting';

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
  ['feature card text', featureCardTextStyles, <Typography key="c" component="div" color="textSecondary" />],
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
  ...(['default', 'muted'] as const).map((tone): [string, StaticStyles, ReactNode] => [
    `section ${tone}`,
    sectionStyles.section[tone],
    <Box
      key="c"
      component="section"
      sx={{ py: { xs: 6, md: 9 }, scrollMarginTop: 72, bgcolor: tone === 'muted' ? 'action.hover' : 'transparent' }}
    />,
  ]),
  ...(['md', 'lg'] as const).map((maxWidth): [string, StaticStyles, ReactNode] => [
    `container ${maxWidth}`,
    sectionStyles.container[maxWidth],
    <Container key="c" maxWidth={maxWidth} />,
  ]),
  ...(['left', 'center'] as const).map((align): [string, StaticStyles, ReactNode] => [
    `section heading ${align}`,
    sectionStyles.heading[align],
    <Box
      key="c"
      sx={{ mb: { xs: 4, md: 6 }, textAlign: align, maxWidth: align === 'center' ? 760 : 'none', mx: 'auto' }}
    />,
  ]),
  ...(['h2', 'h3'] as const).map((level): [string, StaticStyles, ReactNode] => [
    `section title ${level}`,
    sectionStyles.title[level],
    <Typography key="c" variant={level} component={level} />,
  ]),
  [
    'section subtitle',
    sectionStyles.subtitle,
    <Typography key="c" variant="body1" color="textSecondary" sx={{ mt: 2, fontSize: '1.125rem' }} />,
  ],
  ...([2, 3, 4, 5] as const).flatMap((columns) =>
    (['div', 'ul'] as const).map((as): [string, StaticStyles, ReactNode] => [
      `card grid of ${columns} (${as})`,
      cardGridStyles(columns, as),
      <Box key="c" component={as} sx={cardGridSx(columns, as)} />,
    ]),
  ),
  ...(['primary', 'secondary'] as const).map((color): [string, StaticStyles, ReactNode] => [
    `page hero band (${color})`,
    pageHeroStyles.band[color],
    <Box key="c" sx={pageHeroSx(color)} />,
  ]),
  ...(['left', 'center'] as const).flatMap((align): [string, StaticStyles, ReactNode][] => [
    [
      `page hero column (${align})`,
      pageHeroStyles.column[align],
      <Container key="c" maxWidth="md" sx={{ textAlign: align }} />,
    ],
    [
      `page hero description (${align})`,
      pageHeroStyles.description[align],
      <Typography key="c" component="p" color="textSecondary" sx={pageHeroDescriptionSx(align)} />,
    ],
  ]),
  [
    'page hero title',
    pageHeroStyles.title,
    <Typography key="c" variant="h1" component="h1" sx={{ hyphens: 'auto', overflowWrap: 'break-word' }} />,
  ],
  [
    'page hero subtitle',
    pageHeroStyles.subtitle,
    <Typography key="c" component="p" variant="h5" color="textSecondary" sx={{ mt: 3, fontWeight: 500 }} />,
  ],
  [
    'markdown paragraph',
    markdownParagraphStyles,
    <Typography key="c" component="p" sx={{ my: 2, lineHeight: 1.75 }} />,
  ],
  ...(['h3', 'h4', 'h5', 'h6'] as const).map((variant): [string, StaticStyles, ReactNode] => [
    `markdown heading ${variant}`,
    markdownHeadingStyles[variant],
    <Typography key="c" component="h2" variant={variant} sx={{ mt: 4, mb: 1.5 }} />,
  ]),
  ['markdown link', markdownLinkStyles, <Link key="c" href="/x" underline="always" />],
  [
    'markdown image',
    markdownImageStyles,
    <Box key="c" component="img" sx={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 2, my: 3 }} />,
  ],
  ['markdown table region', markdownTableStyles, <Box key="c" sx={{ overflowX: 'auto', my: 3 }} />],
  ['markdown text', markdownStyles, <Box key="c" sx={markdownSx} />],
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
    const plain = staticRules(styles);
    expect(plain).not.toBe('');
    expect(plain).toBe(rulesOf(renderWithRules(mui)));
  });
});
