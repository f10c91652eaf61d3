// @vitest-environment node
// The renderer runs in Node: Emotion keeps each rule's text in `inserted` there.
import { Button } from '@app/shared-ui/mui';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createRenderCache, extractStyles, styleElements } from './styles';

describe('extractStyles', () => {
  const inserted = {
    abc: '.css-abc{color:red;}@media (min-width:600px){.css-abc{color:blue;}}',
    def: '.css-def{display:flex;}',
    // A loading placeholder's rule: rendered on the way, not in the final HTML.
    skeleton: '.css-skeleton{background:grey;}',
    baseline: 'html{-webkit-font-smoothing:antialiased;}body{margin:0;}',
    spin: '@keyframes animation-spin{from{transform:rotate(0deg);}to{transform:rotate(360deg);}}',
    ignored: true as const,
  };
  const html = '<div class="MuiBox-root css-abc"><span class="css-def">x</span></div>';

  it('keeps the class rules the page uses and every global rule, and drops class rules no element has', () => {
    const sheets = extractStyles('css', inserted, html);
    expect(sheets).toEqual([
      { emotion: 'css-global baseline', css: inserted.baseline },
      { emotion: 'css-global spin', css: inserted.spin },
      { emotion: 'css abc def', css: inserted.abc + inserted.def },
    ]);
    expect(styleElements(sheets)).not.toContain('skeleton');
  });
});

describe('createRenderCache', () => {
  it('writes rules without legacy vendor prefixes, keeping the -webkit-user-select Safari reads', () => {
    const cache = createRenderCache('css');
    renderToString(
      <CacheProvider value={cache}>
        <Button>Go</Button>
      </CacheProvider>,
    );
    const css = Object.values(cache.inserted)
      .filter((rules): rules is string => typeof rules === 'string')
      .join('');
    expect(css).toContain('display:inline-flex;');
    expect(css).not.toMatch(/-ms-|display:-webkit-|-webkit-box-|-webkit-align-items/);
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
  });
});
