import type { Blog } from '@app/domain';
import { blog } from '@app/domain/testing';
import { Link, useLocation, useNavigate } from '@app/platform/router';
import { currentLocation } from '@app/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { blogTranslationSources, createBlog, getBlog, listBlogs, updateBlog } from '../data/blogs';
import type { ContentRow } from '../data/collection';
import { matchAdminRoute } from '../routes';
import PlainMarkdownEditor from '../test/plainMarkdownEditor';
import { renderAdmin } from '../test/render';
import ContentEditPage from './ContentEditPage';
import ContentListPage from './ContentListPage';

vi.mock('../data/blogs', async () => (await import('../test/dataMocks')).blogsMock());

vi.mock('../data/previewLinks', async () => (await import('../test/dataMocks')).previewLinksMock());

vi.mock('../features/editor/MarkdownEditor', () => ({ default: PlainMarkdownEditor }));

/** 200 posts, every even one about forecasting: 100 match the search, four pages of them. */
const POSTS: Blog[] = Array.from({ length: 200 }, (_, i) => ({
  id: `p${i}`,
  ...blog({ title: `Post number ${i}`, slug: `post-${i}`, excerpt: i % 2 === 0 ? 'About forecasting' : 'Other' }),
}));
const ROWS: ContentRow[] = POSTS.map((post) => ({ ...post, staleSwedish: [] }));

/** The console's list and editor at their addresses (App.tsx without its lazy pages), and the browser's Back. */
function Console({ forged }: { forged?: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const route = matchAdminRoute(pathname);
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
      {forged !== undefined && (
        <Link to="/admin/blog/p0/edit" state={{ listAddress: forged }}>
          Forged
        </Link>
      )}
      {route.page === 'list' && <ContentListPage key={route.typeId} typeId={route.typeId} />}
      {route.page === 'edit' && (
        <ContentEditPage key={`${route.typeId}/${route.id ?? 'new'}`} typeId={route.typeId} id={route.id} />
      )}
    </>
  );
}

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const pages = () => screen.getByRole('navigation', { name: 'Pages of the list' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search by title, slug or text' });
const goToPage = async (page: number) =>
  userEvent.click(within(pages()).getByRole('button', { name: `Go to page ${page}` }));
const back = () => userEvent.click(screen.getByRole('button', { name: 'Browser back' }));

/** On the list: search for forecasting, then page 3 of its results (posts 100, 102, …, 148). */
async function searchAndPage() {
  await screen.findByRole('heading', { name: 'Post number 0' });
  await userEvent.click(searchBox());
  await userEvent.paste('forecasting');
  await goToPage(3);
  await waitFor(() => expect(currentLocation()).toBe('/admin/blog?q=forecasting&page=3'));
  expect(titles()[0]).toBe('Post number 100');
}

/** The list stands where it stood: page 3 of the search. */
async function expectBackAtPage3() {
  await waitFor(() => expect(currentLocation()).toBe('/admin/blog?q=forecasting&page=3'));
  expect(await screen.findByRole('heading', { name: 'Post number 100' })).toBeInTheDocument();
  expect(titles()).toHaveLength(25);
  expect(titles().at(-1)).toBe('Post number 148');
  expect(searchBox()).toHaveValue('forecasting');
  expect(within(pages()).getByRole('button', { name: 'page 3' })).toHaveAttribute('aria-current', 'page');
}

beforeEach(() => {
  vi.mocked(listBlogs).mockReset().mockResolvedValue(ROWS);
  vi.mocked(getBlog)
    .mockReset()
    .mockImplementation(async (id: string) => POSTS.find((post) => post.id === id) ?? null);
  vi.mocked(updateBlog)
    .mockReset()
    .mockImplementation(async (loaded, draft) => ({ ...loaded, title: draft.title }));
  vi.mocked(blogTranslationSources).mockReset().mockResolvedValue({});
});

describe('The list keeps its place in the address', () => {
  it('shows the saved item as saved while the list reads again (not as it read before the save)', async () => {
    await renderAdmin(<Console />, { url: '/admin/blog' });
    await userEvent.click(await screen.findByRole('link', { name: 'Edit Post number 0' }));
    const title = await screen.findByLabelText(/^Title/);
    fireEvent.change(title, { target: { value: 'Post number 0, scheduled' } });
    // The list's read on return takes its time: meanwhile it shows its cached rows.
    vi.mocked(listBlogs).mockReturnValue(new Promise<never>(() => undefined));
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Post number 0, scheduled' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Post number 0' })).toBeNull();
  });

  it('comes back to the same search and page after saving a post opened from it', async () => {
    await renderAdmin(<Console />, { url: '/admin/blog' });
    await searchAndPage();
    await userEvent.click(screen.getByRole('link', { name: 'Edit Post number 102' }));
    const title = await screen.findByLabelText(/^Title/);
    expect(title).toHaveValue('Post number 102');
    fireEvent.change(title, { target: { value: 'Post number 102, revised' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await expectBackAtPage3();
    expect(updateBlog).toHaveBeenCalledTimes(1);
  });

  it('puts the focus on the saved post’s Edit link, once, not at the top of the page', async () => {
    await renderAdmin(<Console />, { url: '/admin/blog' });
    await searchAndPage();
    await userEvent.click(screen.getByRole('link', { name: 'Edit Post number 120' }));
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Post number 120, revised' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await expectBackAtPage3();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Edit Post number 120' })).toHaveFocus());

    // Said once: the list's entry no longer carries the save, so coming Back to it later is no save.
    await userEvent.click(screen.getByRole('link', { name: 'Edit Post number 122' }));
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    await back();
    await expectBackAtPage3();
    expect(screen.getByRole('button', { name: 'Browser back' })).toHaveFocus();
  });

  it('puts the focus on a new post’s Edit link once the list read again shows it', async () => {
    const created: Blog = { id: 'fresh', ...blog({ title: 'A fresh post', slug: 'a-fresh-post' }) };
    vi.mocked(createBlog).mockResolvedValue(created);
    await renderAdmin(<Console />, { url: '/admin/blog' });
    await screen.findByRole('heading', { name: 'Post number 0' });
    // The list read again after the save has the new post first.
    vi.mocked(listBlogs).mockResolvedValue([{ ...created, staleSwedish: [] }, ...ROWS]);
    await userEvent.click(screen.getByRole('link', { name: 'New Blog' }));
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'A fresh post' } });
    fireEvent.change(screen.getByLabelText(/^Excerpt/), { target: { value: 'Short' } });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Content/ }), { target: { value: 'Body' } });
    fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: 'AI Strategy' } });
    fireEvent.change(screen.getByLabelText(/^Author/), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/blog'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Edit A fresh post' })).toHaveFocus());
  });

  it('comes back to the same search and page after Cancel, asking first when something is unsaved', async () => {
    await renderAdmin(<Console />, { url: '/admin/blog' });
    await searchAndPage();
    await userEvent.click(screen.getByRole('link', { name: 'Edit Post number 104' }));
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Half-written' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await expectBackAtPage3();
    expect(updateBlog).not.toHaveBeenCalled();
  });

  it('comes back to it from New Blog too', async () => {
    await renderAdmin(<Console />, { url: '/admin/blog' });
    await searchAndPage();
    await userEvent.click(screen.getByRole('link', { name: 'New Blog' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expectBackAtPage3();
  });

  it('opens at the page and search in the address, falling back on a page past the last or not a number', async () => {
    await renderAdmin(<Console />, { url: '/admin/blog?q=forecasting&page=3' });
    await expectBackAtPage3();
  });

  it.each([
    ['/admin/blog?q=forecasting&page=99', 'Post number 150'],
    ['/admin/blog?page=x', 'Post number 0'],
    ['/admin/blog?page=-2', 'Post number 0'],
  ])('shows %s as the page it can (%s first)', async (url, first) => {
    await renderAdmin(<Console />, { url });
    expect(await screen.findByRole('heading', { name: first })).toBeInTheDocument();
    expect(titles()[0]).toBe(first);
  });

  it('Back goes to the page before; typing replaces the entry instead of adding one per key', async () => {
    await renderAdmin(<Console />, { url: '/admin/blog' });
    await screen.findByRole('heading', { name: 'Post number 0' });
    await goToPage(2);
    await goToPage(3);
    await waitFor(() => expect(currentLocation()).toBe('/admin/blog?page=3'));
    await back();
    await waitFor(() => expect(currentLocation()).toBe('/admin/blog?page=2'));
    expect(titles()[0]).toBe('Post number 25');
    // Letter by letter: each replaces the address, so one Back leaves the search.
    await userEvent.type(searchBox(), 'post-19');
    await waitFor(() => expect(currentLocation()).toBe('/admin/blog?q=post-19'));
    expect(searchBox()).toHaveValue('post-19');
    expect(titles()).toEqual(['Post number 19', ...Array.from({ length: 10 }, (_, n) => `Post number ${190 + n}`)]);
    await back();
    await waitFor(() => expect(currentLocation()).toBe('/admin/blog'));
    expect(searchBox()).toHaveValue('');
    expect(titles()[0]).toBe('Post number 0');
  });

  it('leaves the address clean for page 1 and an empty search', async () => {
    await renderAdmin(<Console />, { url: '/admin/blog?q=forecasting&page=2' });
    await screen.findByRole('heading', { name: 'Post number 50' });
    await goToPage(1);
    await waitFor(() => expect(currentLocation()).toBe('/admin/blog?q=forecasting'));
    await userEvent.clear(searchBox());
    await waitFor(() => expect(currentLocation()).toBe('/admin/blog'));
    expect(titles()[0]).toBe('Post number 0');
    // Blanks are no search either, and leave the pages working.
    await userEvent.type(searchBox(), '  ');
    await goToPage(2);
    await waitFor(() => expect(currentLocation()).toBe('/admin/blog?page=2'));
    expect(titles()[0]).toBe('Post number 25');
    // The page shown, clicked again, adds no history entry.
    await userEvent.click(within(pages()).getByRole('button', { name: 'page 2' }));
    await back();
    await waitFor(() => expect(currentLocation()).toBe('/admin/blog'));
  });

  it.each([
    '/admin/leads',
    '/admin/case-studies?page=2',
    '//evil.example/admin/blog?page=2',
    'https://evil.example/admin/blog?page=2',
    '/admin/blog/../leads?page=2',
    '/admin/blogger?page=2',
  ])('ignores a list address in the location state that is not the list of the type edited (%s)', async (forged) => {
    await renderAdmin(<Console forged={forged} />, { url: '/admin/blog?q=forecasting&page=3' });
    await screen.findByRole('heading', { name: 'Post number 100' });
    await userEvent.click(screen.getByRole('link', { name: 'Forged' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/blog'));
    expect(await screen.findByRole('heading', { name: 'Post number 0' })).toBeInTheDocument();
  });

  it('returns to the plain list from an editor opened at its address', async () => {
    await renderAdmin(<Console />, { url: '/admin/blog/p2/edit' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/blog'));
  });
});
