import { MemoryRouter } from '@app/platform/router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '../mui';
import { createAppTheme } from '../theme';
import { Markdown } from './Markdown';

afterEach(() => cleanup());

async function renderMarkdown(source: string, baseHeadingLevel?: 2 | 4) {
  return render(
    <ThemeProvider theme={createAppTheme()}>
      <MemoryRouter>
        <Markdown labels={{ table: 'Table', code: 'Code' }} {...(baseHeadingLevel ? { baseHeadingLevel } : {})}>
          {source}
        </Markdown>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('Markdown', () => {
  it('renders unsafe link targets as plain text without href', async () => {
    const { container } = await renderMarkdown(
      '[click](javascript:alert(1)) [data](data:text/html,<b>x</b>) [vb](vbscript:msgbox) [ok](https://example.com)',
    );
    for (const text of ['click', 'data', 'vb']) {
      const node = screen.getByText(text);
      expect(node.tagName).toBe('SPAN');
      expect(node.closest('a')).toBeNull();
    }
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(container.innerHTML).not.toMatch(/javascript:|vbscript:|data:text/);
  });

  it('renders inert the unsafe targets hidden by entities, autolinks, references and control characters', async () => {
    const { container } = await renderMarkdown(
      [
        '[a](&#106;avascript:alert(1)) [b](javascript&colon;alert(2)) [c](java&#9;script:alert(3))',
        '[d](&#x20;javascript:alert(4)) [e](JaVaScRiPt:alert(5)) [f](<javascript:alert(6)>)',
        '<javascript:alert(7)> <vbscript:x> <data:text/html,x> [g][ref] ![h][img]',
        '[i](/&#9;/evil.example) [j](/&#10;/evil.example)',
        '',
        '[ref]: javascript:alert(8)',
        '[img]: data:image/svg+xml,x',
      ].join('\n'),
    );
    // Judged as a browser reads them, without the control characters and spaces it ignores.
    const targets = Array.from(container.querySelectorAll('[href], [src]'), (node) =>
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
      (node.getAttribute('href') ?? node.getAttribute('src') ?? '').replace(/[\s\u0000-\u001f]/g, ''),
    );
    for (const target of targets) expect(target).not.toMatch(/^(?:javascript|vbscript|data):|^\/\/|^\/\\/i);
    // A tab or line feed hidden in an internal link stays in it, encoded: never `//evil.example`.
    expect(targets).toEqual(['/%09/evil.example', '/%0A/evil.example']);
    for (const text of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) expect(screen.getByText(text).closest('a')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('opens external links in a new tab without opener, internal ones in place', async () => {
    await renderMarkdown('[out](https://other.example/page) and [in](/blog/other-post)');
    const out = screen.getByRole('link', { name: 'out' });
    expect(out).toHaveAttribute('target', '_blank');
    expect(out).toHaveAttribute('rel', 'noopener noreferrer');
    const inside = screen.getByRole('link', { name: 'in' });
    expect(inside).toHaveAttribute('href', '/blog/other-post');
    expect(inside).not.toHaveAttribute('target');
  });

  it('shows raw HTML as text, never as elements', async () => {
    const { container } = await renderMarkdown('Hello <img src=x onerror="alert(1)"> <script>alert(2)</script>');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });

  it('gives images alt text (empty when missing) and lazy loading; drops unsafe sources', async () => {
    const { container } = await renderMarkdown(
      '![A chart](https://cdn.example/chart.png)\n\n![](/img/x.png)\n\n![bad](javascript:x)',
    );
    const images = Array.from(container.querySelectorAll('img'));
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('alt', 'A chart');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(images[1]).toHaveAttribute('alt', '');
    expect(screen.getByText('bad')).toBeInTheDocument();
  });

  it('renders GFM tables inside a labelled scroll region', async () => {
    await renderMarkdown('| Metric | Value |\n| --- | --- |\n| ROI | 3x |');
    expect(screen.getByRole('region', { name: 'Table' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Metric' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '3x' })).toBeInTheDocument();
  });

  it('starts headings at h2 so the page keeps one h1, keeping their hierarchy', async () => {
    const { unmount } = await renderMarkdown('# Top\n\n## Next');
    expect(screen.getByRole('heading', { name: 'Top', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Next', level: 3 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    unmount();
    await renderMarkdown('## Section\n\n### Detail');
    expect(screen.getByRole('heading', { name: 'Section', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Detail', level: 3 })).toBeInTheDocument();
  });

  it('starts headings lower inside a section', async () => {
    await renderMarkdown('# Inside', 4);
    expect(screen.getByRole('heading', { name: 'Inside', level: 4 })).toBeInTheDocument();
  });
});
