import type { Blog } from '@app/domain';
import { blog } from '@app/domain/testing';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listBlogs } from '../data/blogs';
import { renderAdmin } from '../test/render';
import BlogListPage from './BlogListPage';

vi.mock('../data/blogs', () => ({
  listBlogs: vi.fn(),
  getBlog: vi.fn(),
  createBlog: vi.fn(),
  updateBlog: vi.fn(),
  deleteBlog: vi.fn(),
}));

const ROWS: Blog[] = [
  {
    id: 'scheduled',
    ...blog({
      title: 'Scheduled post',
      slug: 'scheduled-post',
      is_published: false,
      publish_at: new Date('2030-11-25T13:00:00Z'),
      unpublish_at: new Date('2030-12-01T08:00:00Z'),
    }),
  },
  {
    id: 'until',
    ...blog({ title: 'Seasonal post', slug: 'seasonal', unpublish_at: new Date('2030-07-01T10:00:00Z') }),
  },
  { id: 'draft', ...blog({ title: 'Draft post', slug: 'draft-post', is_published: false }) },
  { id: 'live', ...blog({ title: 'Live post', slug: 'live-post' }) },
];

const row = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

beforeEach(() => {
  vi.mocked(listBlogs).mockResolvedValue(ROWS);
});

describe('BlogListPage publication labels', () => {
  it('says when a post is scheduled and when it unpublishes, in Stockholm time', async () => {
    await renderAdmin(<BlogListPage />, { url: '/admin/blog' });
    await screen.findByRole('heading', { name: 'Scheduled post' });
    expect(within(row('Scheduled post')).getByText('Scheduled for 25 Nov 2030, 14:00')).toBeInTheDocument();
    expect(within(row('Scheduled post')).getByText('Unpublishes 1 Dec 2030, 09:00')).toBeInTheDocument();
    expect(within(row('Scheduled post')).queryByText('Draft')).toBeNull();
    expect(within(row('Seasonal post')).getByText('Unpublishes 1 Jul 2030, 12:00')).toBeInTheDocument();
    expect(within(row('Draft post')).getByText('Draft')).toBeInTheDocument();
    expect(within(row('Live post')).queryByText(/Draft|Scheduled|Unpublishes/)).toBeNull();
  });

  it('links only posts visitors can see now to the site', async () => {
    await renderAdmin(<BlogListPage />, { url: '/admin/blog' });
    await screen.findByRole('heading', { name: 'Scheduled post' });
    expect(within(row('Scheduled post')).queryByRole('link', { name: /View/ })).toBeNull();
    expect(within(row('Live post')).getByRole('link', { name: /View/ })).toBeInTheDocument();
  });

  it('says it in Swedish for a Swedish console', async () => {
    await renderAdmin(<BlogListPage />, { url: '/admin/blog', language: 'sv' });
    await screen.findByRole('heading', { name: 'Scheduled post' });
    expect(within(row('Scheduled post')).getByText('Schemalagd till 25 nov. 2030 14:00')).toBeInTheDocument();
    expect(within(row('Scheduled post')).getByText('Avpubliceras 1 dec. 2030 09:00')).toBeInTheDocument();
  });
});
