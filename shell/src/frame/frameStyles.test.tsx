// @vitest-environment node
// The frame's classes written once per process have the rules the MUI components they replace
// gave those elements (the cascade's result per selector).

import type { StaticStyles } from '@app/shared-ui';
import { Box, Link, Toolbar, Typography, visuallyHidden } from '@app/shared-ui/mui';
import { renderWithRules, rulesOf, staticRules } from '@app/shared-ui/static-testing';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  drawerActionsSx,
  footerStyles,
  footerSx,
  headerActionsSx,
  headerLanguageSx,
  headerNavSx,
  headerRowStyles,
  headerStyles,
  toolbarSx,
  visuallyHiddenStyles,
} from './frameStyles';

const cases: [string, StaticStyles, ReactNode][] = [
  ['header row', headerRowStyles, <Toolbar key="c" sx={toolbarSx} />],
  ['header nav', headerStyles.nav, <Box key="c" component="nav" sx={headerNavSx} />],
  ['header actions', headerStyles.actions, <Box key="c" sx={headerActionsSx} />],
  ['header language', headerStyles.language, <Box key="c" sx={headerLanguageSx} />],
  ['drawer actions', headerStyles.drawerActions, <Box key="c" sx={drawerActionsSx} />],
  ['visually hidden', visuallyHiddenStyles, <Box key="c" component="span" sx={visuallyHidden} />],
  ['footer', footerStyles.root, <Box key="c" component="footer" sx={footerSx.root} />],
  ['footer grid', footerStyles.grid, <Box key="c" sx={footerSx.grid} />],
  [
    'footer tagline',
    footerStyles.tagline,
    <Typography key="c" variant="body2" color="textSecondary" sx={footerSx.tagline} />,
  ],
  ['footer contact', footerStyles.contact, <Box key="c" sx={footerSx.contact} />],
  [
    'footer intro',
    footerStyles.intro,
    <Typography key="c" variant="body2" color="textSecondary" sx={footerSx.intro} />,
  ],
  ['footer bottom', footerStyles.bottom, <Box key="c" sx={footerSx.bottom} />],
  ['footer copyright', footerStyles.copyright, <Typography key="c" variant="body2" color="textSecondary" />],
  [
    'footer copyright notice',
    footerStyles.copyrightNotice,
    <Box key="c" component="span" sx={footerSx.copyrightNotice} />,
  ],
  [
    'footer copyright separator',
    footerStyles.copyrightSeparator,
    <Box key="c" component="span" sx={footerSx.copyrightSeparator} />,
  ],
  ['footer bottom link', footerStyles.bottomLink, <Link key="c" href="/x" color="inherit" />],
];

describe('the frame’s static classes', () => {
  it.each(cases)('%s: the rules of the MUI element it replaces', (_name, styles, mui) => {
    const plain = staticRules(styles);
    expect(plain).not.toBe('');
    expect(plain).toBe(rulesOf(renderWithRules(mui)));
  });
});
