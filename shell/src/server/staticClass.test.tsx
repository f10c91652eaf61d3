// @vitest-environment node
// Classes written once per process (shared-ui's staticStyles), as the renderer inserts them.

import { appTheme, staticStyles, useStaticClass } from '@app/shared-ui';
import { IconSpriteContext, Menu } from '@app/shared-ui/icons';
import { type SvgIconProps, ThemeProvider } from '@app/shared-ui/mui';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import SvgIcon from '@mui/material/SvgIcon';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/** `element` rendered as a page is (a theme, an Emotion cache that keeps every rule): its HTML and rules. */
function render(element: ReactNode) {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToStaticMarkup(
    <CacheProvider value={cache}>
      <ThemeProvider theme={appTheme()}>
        <IconSpriteContext value="/sprite.svg">{element}</IconSpriteContext>
      </ThemeProvider>
    </CacheProvider>,
  );
  return { html, cache };
}

/** The rules of the Emotion class on the first element of `html`, written for the class `.x`. */
function rulesOf({ html, cache }: ReturnType<typeof render>): string {
  const name = /class="[^"]*\bcss-([\w-]+)"/.exec(html)?.[1] ?? '';
  const rules = cache.inserted[name];
  return typeof rules === 'string' ? rules.replaceAll(`css-${name}`, 'x') : '';
}

const linkStyles = staticStyles((theme) => ({ color: theme.vars.palette.text.secondary, '&:hover': { opacity: 0.5 } }));

function Links() {
  const className = useStaticClass(linkStyles);
  return (
    <>
      <a className={className} href="/a">
        a
      </a>
      <a className={useStaticClass(linkStyles)} href="/b">
        b
      </a>
    </>
  );
}

describe('useStaticClass', () => {
  it('names one class for every element with the styles, its rules in the render’s cache, registered as a class', () => {
    const { html, cache } = render(<Links />);
    const classes = Array.from(html.matchAll(/class="([^"]+)"/g), (match) => match[1]);
    expect(classes).toHaveLength(2);
    expect(new Set(classes).size).toBe(1);
    const name = classes[0]?.replace(/^css-/, '') ?? '';
    expect(cache.inserted[name]).toBe(
      `.css-${name}{color:var(--mui-palette-text-secondary);}.css-${name}:hover{opacity:0.5;}`,
    );
    expect(cache.registered[`css-${name}`]).toBeDefined();
  });
});

describe('a plain icon from the sprite', () => {
  const variants: SvgIconProps[] = [
    {},
    { fontSize: 'small' },
    { fontSize: 'large', color: 'primary' },
    { fontSize: 'inherit', color: 'secondary' },
    { color: 'action' },
    { color: 'error' },
  ];
  it.each(variants)('has the rules MUI’s SvgIcon gives it (%o)', (props) => {
    const plain = render(<Menu {...props} aria-hidden="true" />);
    const mui = render(
      <SvgIcon {...props}>
        <path d="M0 0" />
      </SvgIcon>,
    );
    expect(plain.html).toMatch(/^<svg class="[^"]+" aria-hidden="true"><use href="\/sprite.svg#Menu"><\/use><\/svg>$/);
    expect(rulesOf(plain)).not.toBe('');
    expect(rulesOf(plain)).toBe(rulesOf(mui));
    // MUI's classes, for the rules of other components that select them.
    expect(plain.html.replace(/ css-[\w-]+/, '')).toBe(
      mui.html
        .replace(/ css-[\w-]+/, '')
        .replace(
          /<svg class="([^"]+)"[^>]*>.*$/,
          '<svg class="$1" aria-hidden="true"><use href="/sprite.svg#Menu"></use></svg>',
        ),
    );
  });
});
