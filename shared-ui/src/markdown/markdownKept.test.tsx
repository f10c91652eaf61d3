// @vitest-environment node
// A text's elements are kept between renders: a kept tree still reads each render's labels and
// images, and a heading level or a text of its own is a tree of its own.

import { describe, expect, it, vi } from 'vitest';
import { renderWithRules } from '../staticTesting';
import { Markdown } from './Markdown';

vi.mock('@app/platform', () => ({ useAppConfig: () => ({ siteUrl: 'https://example.com' }) }));

const text = '# Title\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n![Alt](/x.png)';

const render = (
  labels: { table: string; code: string },
  base?: 2 | 3,
  images?: Parameters<typeof Markdown>[0]['images'],
) =>
  renderWithRules(
    <Markdown labels={labels} baseHeadingLevel={base} images={images}>
      {text}
    </Markdown>,
  ).html;

describe('Markdown, rendered again', () => {
  it('gives the same HTML, with the render’s labels and images', () => {
    const first = render({ table: 'Table', code: 'Code' });
    expect(render({ table: 'Table', code: 'Code' })).toBe(first);
    expect(first).toContain('aria-label="Table"');
    const swedish = render({ table: 'Tabell', code: 'Kod' });
    expect(swedish).toContain('aria-label="Tabell"');
    expect(swedish).toBe(first.replace('aria-label="Table"', 'aria-label="Tabell"'));
    const withImages = render({ table: 'Table', code: 'Code' }, 2, {
      sizes: '100vw',
      sources: () => ({ srcSet: '/x-480.webp 480w', width: 480, height: 270 }),
    });
    expect(withImages).toContain('srcSet="/x-480.webp 480w"');
  });

  it('renders each heading level’s own headings', () => {
    expect(render({ table: 'Table', code: 'Code' }, 2)).toContain('<h2');
    expect(render({ table: 'Table', code: 'Code' }, 3)).toContain('<h3');
    expect(render({ table: 'Table', code: 'Code' }, 2)).toContain('<h2');
  });
});
