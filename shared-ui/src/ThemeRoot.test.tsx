// @vitest-environment node
// On the server, ThemeRoot resolves MUI's theme once per process: later renders give the same
// HTML (React's ids included) and the same rules as the first, with one theme object.

import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useId } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Section } from './components/Section';
import { Button, type Theme, Typography, useTheme } from './mui';
import { ThemeRoot } from './ThemeRoot';

const seen: Theme[] = [];

function Probe() {
  const id = useId();
  seen.push(useTheme());
  return (
    <Section title="Title" subtitle="Subtitle">
      <Typography id={id} variant="h4" sx={{ mt: 2, color: 'primary.main' }}>
        Text
      </Typography>
      <Button variant="contained">Go</Button>
    </Section>
  );
}

function render() {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToStaticMarkup(
    <CacheProvider value={cache}>
      <ThemeRoot>
        <Probe />
      </ThemeRoot>
    </CacheProvider>,
  );
  return { html, inserted: { ...cache.inserted }, registered: { ...cache.registered } };
}

describe('ThemeRoot on the server', () => {
  it('renders as MUI’s provider did on the first render, with the theme resolved then', () => {
    const first = render();
    const second = render();
    const third = render();
    expect(first.html).toContain('id="');
    expect(second.html).toBe(first.html);
    expect(third.html).toBe(first.html);
    // The same rules under the same names: the theme variables' sheet and CssBaseline (global), the components'.
    expect(Object.keys(first.inserted).length).toBeGreaterThan(4);
    expect(second.inserted).toEqual(first.inserted);
    expect(third.inserted).toEqual(first.inserted);
    expect(second.registered).toEqual(first.registered);
    const sheet = Object.values(first.inserted).find(
      (rules) => typeof rules === 'string' && rules.includes('--mui-palette-primary-main'),
    );
    expect(sheet).toBeDefined();
    // One theme object from the second render on (MUI's theme-memoised styles are made once).
    expect(seen[1]).toBe(seen[2]);
    expect(seen[1]).toEqual(seen[0]);
  });
});
