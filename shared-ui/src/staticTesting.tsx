// Test helpers for classes written once per process (staticStyles): render an element as a page
// is rendered (the app's theme, an Emotion cache) and read the rules its Emotion class has, in a
// form two renders can be compared by (the class named `.x`, each selector's declarations merged
// in order, a repeated property keeping its last value: what the cascade makes of them; then sorted,
// since distinct properties do not depend on their order unless one is the other's shorthand, which
// the rules compared here do not mix in one block).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from './mui';
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

/** Each block's declarations as the cascade sees them: merged per selector, a repeated property's last value. */
function normalise(css: string): string {
  const blocks = new Map<string, Map<string, string>>();
  // Emotion's output: `selector{decl;…}` and `@media …{selector{decl;…}}`, no deeper nesting.
  const pattern = /(@media[^{]+)\{((?:[^{}]+\{[^{}]*\})*)\}|([^{}]+)\{([^{}]*)\}/g;
  const add = (context: string, selector: string, body: string) => {
    const key = `${context}${selector}`;
    const declarations = blocks.get(key) ?? new Map<string, string>();
    blocks.set(key, declarations);
    for (const declaration of body.split(';')) {
      const at = declaration.indexOf(':');
      if (at < 0) continue;
      const property = declaration.slice(0, at);
      declarations.delete(property);
      declarations.set(property, declaration.slice(at + 1));
    }
  };
  for (const match of css.matchAll(pattern)) {
    if (match[1] !== undefined) {
      for (const inner of (match[2] ?? '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
        add(match[1], inner[1] ?? '', inner[2] ?? '');
      }
    } else {
      add('', match[3] ?? '', match[4] ?? '');
    }
  }
  return Array.from(
    blocks,
    ([selector, declarations]) =>
      `${selector}{${Array.from(declarations, ([property, value]) => `${property}:${value}`)
        .sort()
        .join(';')}}`,
  ).join('\n');
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
