// Test helpers for classes written once per process (staticStyles): render an element as a page
// is rendered (the app's theme, an Emotion cache) and read the rules its Emotion class has, in a
// form two renders can be compared by (the class named `.x`; per selector and property the values
// in cascade order with their media queries: see normalise).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from './mui';
import { type StaticStyles, useStaticClass } from './staticClass';
import { appTheme } from './ThemeRoot';

/** `element` rendered in the app's theme with an Emotion cache that keeps every rule: its HTML and cache. */
export function renderWithRules(element: ReactNode) {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToStaticMarkup(
    <CacheProvider value={cache}>
      <ThemeProvider theme={appTheme()}>{element}</ThemeProvider>
    </CacheProvider>,
  );
  return { html, cache };
}

/**
 * The rules as the cascade sees them: for each selector and property, the values it takes in the
 * order the blocks come (each with its media query), a value dropped when a later block with the
 * same media query sets the property again (that one always wins over it). Two rule sets with the
 * same result give the same text, whatever the blocks' grouping and the order of distinct properties.
 */
function normalise(css: string): string {
  const entries = new Map<string, { media: string; value: string }[]>();
  // Emotion's output: `selector{decl;…}` and `@media …{selector{decl;…}}`, no deeper nesting.
  const pattern = /(@media[^{]+)\{((?:[^{}]+\{[^{}]*\})*)\}|([^{}]+)\{([^{}]*)\}/g;
  const add = (media: string, selector: string, body: string) => {
    for (const declaration of body.split(';')) {
      const at = declaration.indexOf(':');
      if (at < 0) continue;
      const key = `${selector}{${declaration.slice(0, at)}}`;
      const values = (entries.get(key) ?? []).filter((entry) => entry.media !== media);
      values.push({ media, value: declaration.slice(at + 1) });
      entries.set(key, values);
    }
  };
  for (const match of css.matchAll(pattern)) {
    if (match[1] !== undefined) {
      for (const inner of (match[2] ?? '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
        add(match[1].trim(), inner[1] ?? '', inner[2] ?? '');
      }
    } else {
      add('', match[3] ?? '', match[4] ?? '');
    }
  }
  return Array.from(
    entries,
    ([key, values]) =>
      `${key}: ${values.map(({ media, value }) => (media ? `${media} → ${value}` : value)).join(' | ')}`,
  )
    .sort()
    .join('\n');
}

/**
 * The rules of the Emotion class on the element `html` starts with (or on the first element with
 * an Emotion class after `at`), written for the class `.x` and normalised.
 */
export function rulesOf({ html, cache }: ReturnType<typeof renderWithRules>, at = 0): string {
  const name = /class="[^"]*\bcss-([\w-]+)"/.exec(html.slice(at))?.[1] ?? '';
  const rules = cache.inserted[name];
  return typeof rules === 'string' ? normalise(rules.replaceAll(`css-${name}`, 'x')) : '';
}

function Plain({ styles }: { styles: StaticStyles }) {
  return <div className={useStaticClass(styles)}>x</div>;
}

/** The rules of `styles`' class on a plain element, as rulesOf gives an MUI element's (to compare them). */
export function staticRules(styles: StaticStyles): string {
  return rulesOf(renderWithRules(<Plain styles={styles} />));
}
