import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageMetaInput } from '../seo/meta';
import type { SiteT } from '../seo/pageHead';
import { renderPage } from '../test/render';
import { BeyondLastPage, ListPages, listPageHead, listPageLinks } from './ListPages';

const queryFor = (page: number) => (page > 1 ? `page=${page}` : '');

describe('listPageLinks', () => {
  it('links the previous and next pages where there are some', () => {
    expect(listPageLinks(1, 3, queryFor)).toEqual({
      page: 1,
      pageCount: 3,
      beyond: false,
      previous: null,
      next: 'page=2',
    });
    expect(listPageLinks(2, 3, queryFor)).toEqual({
      page: 2,
      pageCount: 3,
      beyond: false,
      previous: '',
      next: 'page=3',
    });
    expect(listPageLinks(3, 3, queryFor)).toEqual({
      page: 3,
      pageCount: 3,
      beyond: false,
      previous: 'page=2',
      next: null,
    });
  });

  it('has no links beyond the last page, nor while the list loads', () => {
    expect(listPageLinks(4, 3, queryFor)).toEqual({ page: 4, pageCount: 3, beyond: true, previous: null, next: null });
    expect(listPageLinks(2, null, queryFor)).toEqual({
      page: 2,
      pageCount: 2,
      beyond: false,
      previous: null,
      next: null,
    });
  });
});

describe('listPageHead', () => {
  const t = ((key: string, values?: { page: number; count: number }) =>
    key === 'pages.position' ? `Page ${values?.page} of ${values?.count}` : key) as unknown as SiteT;
  const head: PageMetaInput = { title: 'Stories', description: 'd', path: '/list' };

  it("adds the page's position to the title after the first page, and rel prev/next", () => {
    expect(listPageHead(t, head, listPageLinks(1, 3, queryFor))).toEqual({
      ...head,
      pagination: { prev: null, next: 'page=2' },
      noindex: false,
    });
    expect(listPageHead(t, head, listPageLinks(2, 3, queryFor))).toMatchObject({
      title: 'Stories · Page 2 of 3',
      pagination: { prev: '', next: 'page=3' },
      noindex: false,
    });
  });

  it('names no position beyond the last page (there is no page 4 of 3)', () => {
    expect(listPageHead(t, head, listPageLinks(4, 3, queryFor)).title).toBe('Stories');
  });

  it('is not indexed beyond the last page, nor when the list says so (a search)', () => {
    expect(listPageHead(t, head, listPageLinks(4, 3, queryFor)).noindex).toBe(true);
    expect(listPageHead(t, head, listPageLinks(1, 3, queryFor), true).noindex).toBe(true);
  });
});

describe('ListPages', () => {
  const href = (query: string) => (query ? `/list?${query}` : '/list');

  it('shows plain previous and next links around the position, in the language', async () => {
    await renderPage(<ListPages links={listPageLinks(2, 3, queryFor)} label="Pages of things" href={href} />, {
      language: 'sv',
    });
    const nav = screen.getByRole('navigation', { name: 'Pages of things' });
    expect(within(nav).getByRole('link', { name: 'Föregående sida' })).toHaveAttribute('href', '/list');
    expect(within(nav).getByRole('link', { name: 'Föregående sida' })).toHaveAttribute('rel', 'prev');
    expect(within(nav).getByText('Sida 2 av 3')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Nästa sida' })).toHaveAttribute('href', '/list?page=3');
  });

  it('shows nothing for a list of one page or beyond the last', async () => {
    const { unmount } = await renderPage(<ListPages links={listPageLinks(1, 1, queryFor)} label="Pages" href={href} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    await renderPage(<ListPages links={listPageLinks(5, 3, queryFor)} label="Pages" href={href} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('BeyondLastPage says so and links the first page', async () => {
    await renderPage(<BeyondLastPage message="No page 5." icon={null} first="/list" />);
    expect(screen.getByText('No page 5.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/list');
  });
});
