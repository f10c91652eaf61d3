import { describe, expect, it } from 'vitest';
import { extractStyles, styleElements } from './styles';

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
