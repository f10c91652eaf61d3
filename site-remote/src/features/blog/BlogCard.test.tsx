// @vitest-environment node
// The blog card's and the post article's classes, written once per process, have the rules the MUI components it was
// made of gave its parts (the cascade's result per selector; the Chip's rules for an avatar, icon
// or delete icon, which the card's category has none of, left out).

import { FOCUS_RING } from '@app/shared-ui';
import { Box, Card, CardContent, Chip, Container, Link, Typography } from '@app/shared-ui/mui';
import { renderWithRules, rulesOf, staticRules } from '@app/shared-ui/static-testing';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  blogCardBylineStyles,
  blogCardCategoryLabelStyles,
  blogCardCategoryStyles,
  blogCardContentStyles,
  blogCardExcerptStyles,
  blogCardLinkStyles,
  blogCardStyles,
  blogCardTitleStyles,
} from './BlogCard';
import { blogPostStyles, postArticleSx, postBackSx, postBylineSx, postHeaderSx, postTitleSx } from './BlogPostArticle';

type Styles = typeof blogCardStyles;

const plain = staticRules;
const mui = (element: ReactNode, at = 0) => rulesOf(renderWithRules(element), at);

const cases: [string, Styles, ReactNode][] = [
  [
    'card',
    blogCardStyles,
    <Card
      key="c"
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 150ms, transform 150ms',
        '&:hover': { boxShadow: 4 },
        '&:focus-within': { boxShadow: 4 },
        '@media (prefers-reduced-motion: no-preference)': { '&:hover': { transform: 'translateY(-2px)' } },
      }}
    />,
  ],
  [
    'content',
    blogCardContentStyles,
    <CardContent
      key="c"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, flexGrow: 1, p: { xs: 2.5, md: 3 } }}
    />,
  ],
  ['title', blogCardTitleStyles, <Typography key="c" component="h3" variant="h5" />],
  [
    'title link',
    blogCardLinkStyles,
    <Link
      key="c"
      href="/blog/x"
      color="inherit"
      underline="hover"
      sx={{
        '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
        '&:focus-visible': { outline: 'none' },
        '&:focus-visible::after': { ...FOCUS_RING, outlineOffset: -3 },
      }}
    />,
  ],
  ['excerpt', blogCardExcerptStyles, <Typography key="c" component="p" color="textSecondary" sx={{ flexGrow: 1 }} />],
  [
    'byline',
    blogCardBylineStyles,
    <Typography
      key="c"
      component="p"
      variant="body2"
      color="textSecondary"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    />,
  ],
  ['post: article', blogPostStyles.article, <Box key="c" component="article" sx={postArticleSx} />],
  ['post: column', blogPostStyles.column, <Container key="c" maxWidth="md" />],
  ['post: back link', blogPostStyles.back, <Box key="c" sx={postBackSx} />],
  ['post: header', blogPostStyles.header, <Box key="c" component="header" sx={postHeaderSx} />],
  ['post: title', blogPostStyles.title, <Typography key="c" component="h1" variant="h1" sx={postTitleSx} />],
  ['post: byline', blogPostStyles.byline, <Typography key="c" component="p" color="textSecondary" sx={postBylineSx} />],
];

describe('the blog card’s classes', () => {
  it.each(cases)('%s: the rules of the MUI element it replaces', (_name, styles, element) => {
    expect(plain(styles)).not.toBe('');
    expect(plain(styles)).toBe(mui(element));
  });

  it('category: the rules of MUI’s small outlined primary Chip and its label', () => {
    const chip = <Chip label="AI" size="small" color="primary" variant="outlined" sx={{ alignSelf: 'flex-start' }} />;
    // The root's own rules (not those of an avatar, icon or delete icon inside it, or of states it never has).
    const own = (rules: string) =>
      rules
        .split('\n')
        .filter((line) => line.startsWith('.x{'))
        .join('\n');
    expect(plain(blogCardCategoryStyles)).toBe(own(mui(chip)));
    const html = renderWithRules(chip).html;
    expect(plain(blogCardCategoryLabelStyles)).toBe(mui(chip, html.indexOf('<span')));
  });
});
