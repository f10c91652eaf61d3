import { BLOG_SEARCH_MAX_LENGTH, type BlogCardFields, type BlogListRequest, blogListPage } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ListRefused } from '../data/listApi';
import { BLOGS } from '../test/fixtures';
import { currentLocation, renderPage } from '../test/render';
import BlogListPage from './BlogListPage';

/** The live posts' cards the server's index holds; the browser asks the server for a page of them. */
const listBlogCards = vi.fn();
vi.mock('../data/blogs', () => ({
  // As the server answers /api/blog (functions/src/blogIndex/list.ts): blogListPage over the index.
  fetchBlogListPage: async (request: BlogListRequest) => blogListPage(await listBlogCards(), request),
  listBlogCards: () => {
    throw new Error('the browser does not read the blog index');
  },
  getPublishedBlogBySlug: vi.fn(),
}));

/** `count` posts, newest first: odd ones say "odd", every third is in the category Third. */
function manyPosts(count: number): BlogCardFields[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return {
      ...BLOGS[0],
      id: `p${n}`,
      slug: `post-${n}`,
      title: `Post ${n}`,
      title_sv: `Inlägg ${n}`,
      excerpt: n % 2 ? 'An odd one' : 'An even one',
      excerpt_sv: n % 2 ? 'En odd' : 'En jämn',
      category: n % 3 ? 'Other' : 'Third',
      category_sv: n % 3 ? 'Annat' : 'Tredje',
      image_url: null,
    } as BlogCardFields;
  });
}

function cardTitles(): string[] {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');
}

async function renderList(url = '/blog', language: 'en' | 'sv' = 'en') {
  const result = await renderPage(<BlogListPage />, { url, path: '/blog', language });
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  return result;
}

describe('BlogListPage', () => {
  beforeEach(() => {
    listBlogCards.mockReset();
    listBlogCards.mockResolvedValue(BLOGS);
  });

  it('shows a labelled spinner while loading, then one card per post with a link to it', async () => {
    await renderPage(<BlogListPage />, { url: '/blog', path: '/blog' });
    expect(screen.getByRole('progressbar', { name: 'Loading articles' })).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How AI lifted sales by 40%' })).toHaveAttribute('href', '/blog/sales-ai');
    // No alt text written: decorative, as the card's title (its link) follows it.
    const image = screen
      .getByRole('heading', { level: 3, name: 'How AI lifted sales by 40%' })
      .closest('article')
      ?.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveAttribute(
      'placeholder',
      'Search articles...',
    );
  });

  it("takes a search no longer than a post's title or excerpt (a longer one finds none)", async () => {
    await renderPage(<BlogListPage />, { url: '/blog', path: '/blog' });
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveAttribute(
      'maxlength',
      String(BLOG_SEARCH_MAX_LENGTH),
    );
  });

  it("loads the cards' covers lazily, as the variant that fits the grid column, with their alt text", async () => {
    const storage = 'https://firebasestorage.googleapis.com/v0/b/b/o/';
    const cover = `${storage}${encodeURIComponent('blog-images/blogs/1-abc.1200x630.png')}?alt=media&token=t`;
    listBlogCards.mockResolvedValue([{ ...BLOGS[0], image_url: cover, image_alt: '  A chart  ' }]);
    await renderList();
    const image = screen.getByRole('img', { name: 'A chart' });
    expect(image).toHaveAttribute('src', cover);
    expect(image).toHaveAttribute('srcset', expect.stringContaining('1-abc.1200x630.w480.webp?alt=media 480w'));
    expect(image).toHaveAttribute('sizes', expect.stringContaining('(min-width: 75em) calc((75em - 96px) / 3)'));
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
  });

  it('formats card dates like "Jan 5, 2025" in English and "5 jan. 2025" in Swedish, without a time-zone shift', async () => {
    const { unmount } = await renderList();
    const card = screen.getByRole('link', { name: 'Your first AI roadmap' }).closest('article') as HTMLElement;
    expect(within(card).getByText('Jan 5, 2025')).toHaveAttribute('datetime', '2025-01-05');
    expect(screen.getByText('Dec 31, 2024')).toBeInTheDocument();
    unmount();
    await renderList('/blog', 'sv');
    expect(screen.getByText('5 jan. 2025')).toBeInTheDocument();
    expect(screen.getByText('31 dec. 2024')).toBeInTheDocument();
  });

  it('lists the categories with All first and filters by the pressed one (English)', async () => {
    await renderList();
    const group = screen.getByRole('group', { name: 'Filter by category' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Case Studies', 'AI Strategy']);
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(group).getByRole('button', { name: 'AI Strategy' }));
    expect(within(group).getByRole('button', { name: 'AI Strategy' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(cardTitles()).toEqual(['Your first AI roadmap', 'Automation basics']));
  });

  it('requires both the search text and the category to match', async () => {
    await renderList();
    const search = screen.getByRole('searchbox', { name: 'Search articles' });
    // Matches the excerpt, case-insensitively.
    await userEvent.type(search, 'HOURS');
    await waitFor(() => expect(cardTitles()).toEqual(['Automation basics']));
    await userEvent.click(screen.getByRole('button', { name: 'Case Studies' }));
    await waitFor(() => expect(cardTitles()).toEqual([]));
    expect(screen.getByText('No articles found matching your search.')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'sales');
    await waitFor(() => expect(cardTitles()).toEqual(['How AI lifted sales by 40%']));
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(cardTitles()).toEqual(['How AI lifted sales by 40%']));
  });

  it('searches and filters the Swedish text in Swedish, falling back to English where there is none', async () => {
    await renderList('/blog', 'sv');
    const group = screen.getByRole('group', { name: 'Filtrera efter kategori' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Alla', 'Kundcase', 'AI-strategi']);
    const search = screen.getByRole('searchbox', { name: 'Sök artiklar' });
    expect(search).toHaveAttribute('placeholder', 'Sök artiklar...');
    await userEvent.type(search, 'färdplan');
    await waitFor(() => expect(cardTitles()).toEqual(['Din första AI-färdplan']));
    // The English title does not match in Swedish when a Swedish title exists.
    await userEvent.clear(search);
    await userEvent.type(search, 'roadmap');
    await waitFor(() => expect(cardTitles()).toEqual([]));
    expect(screen.getByText('Inga artiklar matchade din sökning.')).toBeInTheDocument();
    await userEvent.clear(search);
    // One button for the category AI Strategy: its Swedish name finds its posts, the one without a
    // Swedish name too, whose card keeps its own English name.
    await userEvent.click(within(group).getByRole('button', { name: 'AI-strategi' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Din första AI-färdplan', 'Automation basics']));
    const untranslated = screen.getByRole('link', { name: 'Automation basics' }).closest('article') as HTMLElement;
    expect(within(untranslated).getByText('AI Strategy')).toHaveAttribute('lang', 'en');
  });

  it('marks the English title and excerpt of a card with no Swedish as English (lang="en")', async () => {
    await renderList('/blog', 'sv');
    await waitFor(() => expect(cardTitles()).toContain('Automation basics'));
    const english = screen.getByRole('heading', { level: 3, name: 'Automation basics' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Small steps to save hours every week.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 3, name: 'Din första AI-färdplan' })).not.toHaveAttribute('lang');
  });

  it("shows a card's cover alt text in Swedish, and marks it English where it is English for want of a Swedish one", async () => {
    const cover = 'https://cdn.example/cover.jpg';
    const card = (id: string, fields: object) => ({ ...BLOGS[2], id, slug: id, image_url: cover, ...fields });
    listBlogCards.mockResolvedValue([
      { ...BLOGS[2], image_url: cover },
      { ...BLOGS[1], image_url: cover },
      card('both', { title: 'Both', image_alt: 'A chart', image_alt_sv: 'Ett diagram' }),
      card('english', { title: 'English', image_alt: 'A table' }),
    ]);
    await renderList('/blog', 'sv');
    // No alt text: decorative (alt=""), not the title the card shows under it read twice.
    for (const title of ['Automation basics', 'Din första AI-färdplan']) {
      const image = screen.getByRole('heading', { level: 3, name: title }).closest('article')?.querySelector('img');
      expect(image).toHaveAttribute('alt', '');
      expect(image).not.toHaveAttribute('lang');
    }
    expect(screen.getByRole('img', { name: 'Ett diagram' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('img', { name: 'A table' })).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('img', { name: 'A chart' })).toBeNull();
  });

  it('marks a category button shown in English for want of a Swedish name as English (lang="en"), and only that one', async () => {
    // Field Notes: no post of the category has a Swedish name. (AI Strategy has one, AI-strategi.)
    const notes = { ...BLOGS[2], id: 'notes', slug: 'notes', title: 'Field notes', category: 'Field Notes' };
    listBlogCards.mockResolvedValue([...BLOGS, { ...notes, category_sv: null }]);
    await renderList('/blog', 'sv');
    const group = screen.getByRole('group', { name: 'Filtrera efter kategori' });
    const lang = (name: string) => within(group).getByRole('button', { name }).getAttribute('lang');
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Alla', 'Kundcase', 'AI-strategi', 'Field Notes']);
    expect(['Alla', 'Kundcase', 'AI-strategi', 'Field Notes'].map(lang)).toEqual([null, null, null, 'en']);
    // Chosen, it stays marked and lists its category's posts.
    await userEvent.click(within(group).getByRole('button', { name: 'Field Notes' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Field notes']));
    expect(within(group).getByRole('button', { name: 'Field Notes', pressed: true })).toHaveAttribute('lang', 'en');
    expect(within(group).getByRole('button', { name: 'AI-strategi', pressed: false })).not.toHaveAttribute('lang');
    expect(within(group).getByRole('button', { name: 'Alla', pressed: false })).toBeInTheDocument();
  });

  it("marks no category button in English, where every name is in the page's language", async () => {
    await renderList('/blog', 'en');
    const group = screen.getByRole('group', { name: 'Filter by category' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['All', 'Case Studies', 'AI Strategy']);
    expect(buttons.filter((button) => button.hasAttribute('lang'))).toEqual([]);
  });

  it('pre-fills the search from ?q= and writes the search back to the address', async () => {
    await renderList('/blog?q=roadmap');
    expect(screen.getByRole('searchbox')).toHaveValue('roadmap');
    await waitFor(() => expect(cardTitles()).toEqual(['Your first AI roadmap']));
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'sales');
    await waitFor(() => expect(currentLocation()).toBe('/blog?q=sales'));
  });

  it('takes a category named in the other language (the language link keeps the query) to its name here, in place', async () => {
    await renderList('/blog?category=AI-strategi', 'en');
    await waitFor(() => expect(currentLocation()).toBe('/blog?category=AI+Strategy'));
    await waitFor(() => expect(cardTitles()).toEqual(['Your first AI roadmap', 'Automation basics']));
    expect(screen.getByRole('button', { name: 'AI Strategy', pressed: true })).toBeInTheDocument();
  });

  it('is a GET form to this address: search text as q, the first submit button carrying the category shown', async () => {
    await renderList('/blog?q=AI', 'sv');
    const form = screen.getByRole('search');
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/blog');
    expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'q');
    const [first, ...categories] = Array.from(form.querySelectorAll('button[type="submit"]'));
    expect(first).toHaveAccessibleName('Sök');
    expect(first).toHaveAttribute('name', 'category');
    // "All" is an empty value, which the boot script leaves out of the address (no `category=`).
    expect(first).toHaveAttribute('value', '');
    expect(categories.every((button) => button.getAttribute('name') === 'category')).toBe(true);
  });

  it('shows the results an address names (?q= and ?category=), as the server renders them', async () => {
    const category = BLOGS[0]?.category ?? '';
    await renderList(`/blog?category=${encodeURIComponent(category)}`);
    expect(screen.getByRole('button', { name: category, pressed: true })).toBeInTheDocument();
    const expected = BLOGS.filter((blog) => blog.category === category).length;
    expect(cardTitles()).toHaveLength(expected);
    expect(expected).toBeLessThan(BLOGS.length);
  });

  it('shows twelve posts a page, with previous and next links that are plain links, and the rel links', async () => {
    listBlogCards.mockResolvedValue(manyPosts(30));
    const { unmount } = await renderList();
    expect(cardTitles()).toEqual(Array.from({ length: 12 }, (_, n) => `Post ${n + 1}`));
    const pages = screen.getByRole('navigation', { name: 'Pages of articles' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/blog?page=2');
    expect(document.head.querySelector('link[rel="next"]')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/blog\?page=2$/),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/blog$/),
    );
    unmount();

    await renderList('/blog?page=3', 'sv');
    expect(cardTitles()).toEqual(Array.from({ length: 6 }, (_, n) => `Inlägg ${n + 25}`));
    const sv = screen.getByRole('navigation', { name: 'Sidor med artiklar' });
    expect(within(sv).getByText('Sida 3 av 3')).toBeInTheDocument();
    expect(within(sv).getByRole('link', { name: 'Föregående sida' })).toHaveAttribute('href', '/blog?page=2');
    expect(within(sv).queryByRole('link', { name: 'Nästa sida' })).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/sv\/blog\?page=3$/),
    );
    expect(document.head.querySelector('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      expect.stringMatching(/[^v]\/blog\?page=3$/),
    );
  });

  it('searches and filters every post, not just the page shown, and pages the results', async () => {
    listBlogCards.mockResolvedValue(manyPosts(30));
    await renderList('/blog?q=odd&page=2');
    // 15 odd posts: the second page has the last three.
    expect(cardTitles()).toEqual(['Post 25', 'Post 27', 'Post 29']);
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/blog?q=odd');
    // A search's results are no page of their own: the canonical and alternates name the list.
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      expect.stringMatching(/[^v]\/blog$/),
    );
    expect(document.head.querySelector('link[rel="alternate"][hreflang="sv"]')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/sv\/blog$/),
    );
    expect(document.head.querySelector('link[rel="prev"]')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/blog\?q=odd$/),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Third' }));
    await waitFor(() => expect(currentLocation()).toBe('/blog?q=odd&category=Third'));
    await waitFor(() => expect(cardTitles()).toEqual(['Post 3', 'Post 9', 'Post 15', 'Post 21', 'Post 27']));
    expect(screen.queryByRole('navigation', { name: 'Pages of articles' })).toBeNull();
  });

  it('moves a junk page number to the first page, and answers a page beyond the last with a way back', async () => {
    listBlogCards.mockResolvedValue(manyPosts(30));
    for (const junk of ['0', '-1', 'x']) {
      const { unmount } = await renderPage(<BlogListPage />, { url: `/blog?q=post&page=${junk}`, path: '/blog' });
      await waitFor(() => expect(currentLocation()).toBe('/blog?q=post'));
      unmount();
    }
    await renderList('/blog?page=4');
    expect(screen.getByText('There is no page 4 of these articles.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/blog');
    expect(cardTitles()).toEqual([]);
  });

  it('shows the empty state when loading fails, after logging the error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    listBlogCards.mockRejectedValue(new Error('offline'));
    await renderList();
    expect(screen.getByText('No articles found matching your search.')).toBeInTheDocument();
    // The first try and TanStack Query's 3 retries.
    expect(listBlogCards).toHaveBeenCalledTimes(4);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('asks once only when the server refuses the request (a 4xx), then shows the empty state', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    listBlogCards.mockRejectedValue(
      new ListRefused(
        'The blog list answered 404: There is no list at this address: the lists are /api/blog and /api/case-studies.',
        404,
      ),
    );
    await renderList();
    expect(screen.getByText('No articles found matching your search.')).toBeInTheDocument();
    expect(listBlogCards).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
