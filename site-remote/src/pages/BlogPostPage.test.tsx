import { defaultAppConfig, setAppConfig } from '@app/platform';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOGS } from '../test/fixtures';
import { currentLocation, renderPage } from '../test/render';
import BlogPostPage from './BlogPostPage';

const getPublishedBlogBySlug = vi.fn();
const fetchPublishedBlog = vi.fn();
const getBlogRedirect = vi.fn();
vi.mock('../data/blogs', () => ({
  listBlogCards: vi.fn(),
  getPublishedBlogBySlug: (slug: string) => getPublishedBlogBySlug(slug),
  fetchPublishedBlog: (slug: string) => fetchPublishedBlog(slug),
  getBlogRedirect: (slug: string) => getBlogRedirect(slug),
}));

const post = BLOGS[0];

async function renderPost(slug: string, language: 'en' | 'sv' = 'en') {
  await renderPage(<BlogPostPage />, { url: `/blog/${slug}`, path: '/blog/:slug', language });
  // Settled: the loading state gone and the page's heading there (the post's, or Not Found's); on a
  // busy machine the Swedish strings can arrive after the first render, before any progress bar.
  await waitFor(() => {
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
}

function jsonLdTypes(): string[] {
  return Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map(
    (el) => JSON.parse(el.textContent ?? '{}')['@type'],
  );
}

describe('BlogPostPage', () => {
  beforeEach(() => {
    getPublishedBlogBySlug.mockReset();
    // The browser asks the server for the post (/api/blog/<slug>): the same post, from the same stand-in.
    fetchPublishedBlog.mockReset();
    fetchPublishedBlog.mockImplementation((slug: string) => getPublishedBlogBySlug(slug));
    getBlogRedirect.mockReset();
    getBlogRedirect.mockResolvedValue(null);
    setAppConfig({
      ...defaultAppConfig,
      siteUrl: 'https://example.se',
      brand: { ...defaultAppConfig.brand, name: 'Brand' },
    });
  });

  it('shows the post: back link, cover, category, title, author, long date and the markdown body', async () => {
    getPublishedBlogBySlug.mockResolvedValue({ ...post, content: '## Why it worked\n\nThe **team** did it.' });
    await renderPage(<BlogPostPage />, { url: '/blog/sales-ai', path: '/blog/:slug' });
    expect(screen.getByRole('progressbar', { name: 'Loading article' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How AI lifted sales by 40%'),
    );
    expect(getPublishedBlogBySlug).toHaveBeenCalledWith('sales-ai');
    expect(screen.getAllByRole('link', { name: 'Back to Blog' }).map((a) => a.getAttribute('href'))).toEqual([
      '/blog',
      '/blog',
    ]);
    // No alt text written: decorative (alt=""), so a screen reader does not read the title under
    // it a second time. Not one of our uploads: no srcset.
    const cover = document.querySelector<HTMLImageElement>(`img[src="${post?.image_url}"]`);
    expect(cover).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img', { name: 'How AI lifted sales by 40%' })).toBeNull();
    expect(cover).toHaveAttribute('src', post?.image_url);
    expect(cover).not.toHaveAttribute('srcset');
    expect(cover).toHaveAttribute('width', '1200');
    expect(screen.getByText('Case Studies')).toBeInTheDocument();
    expect(screen.getByText('By Anna Svensson')).toBeInTheDocument();
    expect(screen.getByText('March 1, 2025')).toHaveAttribute('datetime', '2025-03-01');
    expect(screen.getByRole('heading', { level: 2, name: 'Why it worked' })).toBeInTheDocument();
    expect(screen.getByText('team').tagName).toBe('STRONG');
  });

  it('serves our uploaded cover and images in the text as responsive WebP variants, the cover first', async () => {
    const storage = 'https://firebasestorage.googleapis.com/v0/b/b/o/';
    const cover = `${storage}${encodeURIComponent('blog-images/blogs/1-abc.1200x630.png')}?alt=media&token=t`;
    const inline = `${storage}${encodeURIComponent('blog-images/blogs/2-def.1000x500.jpg')}?alt=media&token=u`;
    getPublishedBlogBySlug.mockResolvedValue({
      ...post,
      image_url: cover,
      image_alt: 'A rising sales chart',
      content: `Text\n\n![A diagram](${inline})\n\n![Elsewhere](https://example.com/x.png)`,
    });
    await renderPost('sales-ai');

    const image = screen.getByRole('img', { name: 'A rising sales chart' });
    expect(image).toHaveAttribute('src', cover);
    expect(image.getAttribute('srcset')?.split(', ')).toEqual(
      [480, 800, 1200].map(
        (w) => `${storage}${encodeURIComponent(`blog-images/blogs/1-abc.1200x630.w${w}.webp`)}?alt=media ${w}w`,
      ),
    );
    expect(image).toHaveAttribute('sizes', expect.stringContaining('calc(100vw - 32px)'));
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '630');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading');
    // The share image stays the original.
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', cover);

    const diagram = screen.getByRole('img', { name: 'A diagram' });
    expect(diagram).toHaveAttribute('srcset', expect.stringContaining('2-def.1000x500.w1000.webp?alt=media 1000w'));
    expect(diagram).toHaveAttribute('width', '1000');
    expect(diagram).toHaveAttribute('height', '500');
    expect(diagram).toHaveAttribute('loading', 'lazy');
    const elsewhere = screen.getByRole('img', { name: 'Elsewhere' });
    expect(elsewhere).not.toHaveAttribute('srcset');
    expect(elsewhere).not.toHaveAttribute('width');
  });

  it('shows our uploaded animations (GIF, APNG, animated WebP) as uploaded, in a box of their size, with no srcset of still copies', async () => {
    const storage = 'https://firebasestorage.googleapis.com/v0/b/b/o/';
    const cover = `${storage}${encodeURIComponent('blog-images/blogs/1-abc.1200x630.animated.webp')}?alt=media&token=t`;
    const inline = `${storage}${encodeURIComponent('blog-images/blogs/2-def.640x360.animated.png')}?alt=media&token=u`;
    getPublishedBlogBySlug.mockResolvedValue({
      ...post,
      image_url: cover,
      image_alt: 'A moving sales chart',
      content: `Text\n\n![A moving diagram](${inline})`,
    });
    await renderPost('sales-ai');

    const image = screen.getByRole('img', { name: 'A moving sales chart' });
    expect(image).toHaveAttribute('src', cover);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    // The cover's preload (one, React's: the head keeps earlier pages' too) fetches the animation
    // itself, not a still copy.
    const preloads = Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]'))
      .map((link) => [link.getAttribute('href'), link.getAttribute('imagesrcset'), link.getAttribute('fetchpriority')])
      .filter((link) => link.some((value) => value?.includes('1-abc.1200x630.animated')));
    expect(preloads).toEqual([[cover, null, 'high']]);

    const diagram = screen.getByRole('img', { name: 'A moving diagram' });
    expect(diagram).toHaveAttribute('src', inline);
    expect(diagram).not.toHaveAttribute('srcset');
    expect(diagram).not.toHaveAttribute('sizes');
    expect(diagram).toHaveAttribute('width', '640');
    expect(diagram).toHaveAttribute('height', '360');
  });

  it('sets the article metadata: title with the blog suffix, excerpt, keywords, canonical, Article JSON-LD', async () => {
    getPublishedBlogBySlug.mockResolvedValue(post);
    await renderPost('sales-ai');
    expect(document.title).toBe('How AI lifted sales by 40% | Brand Blog');
    const meta = (key: string) =>
      document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
    expect(meta('description')).toBe(post?.excerpt);
    expect(meta('keywords')).toMatch(/^Case Studies, AI, .*Anna Svensson$/);
    expect(meta('og:type')).toBe('article');
    expect(meta('og:image')).toBe(post?.image_url);
    expect(meta('article:published_time')).toBe('2025-03-01');
    expect(meta('article:author')).toBe('Anna Svensson');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://example.se/blog/sales-ai',
    );
    expect(jsonLdTypes()).toEqual(['Organization', 'WebSite', 'BreadcrumbList', 'Article']);
  });

  it('shows the Swedish text and Swedish long date in Swedish', async () => {
    getPublishedBlogBySlug.mockResolvedValue(post);
    await renderPost('sales-ai', 'sv');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hur AI ökade försäljningen med 40 %');
    expect(screen.getByText('1 mars 2025')).toBeInTheDocument();
    expect(screen.getByText('Kundcase')).toBeInTheDocument();
    expect(document.title).toBe('Hur AI ökade försäljningen med 40 % | Brand Blogg');
  });

  it.each([
    ['en', 'English search title', 'English search description.'],
    ['sv', 'Svensk söktitel', 'Svensk sökbeskrivning.'],
  ] as const)('heads the page with its SEO overrides in %s, and only there', async (language, title, description) => {
    if (!post) throw new Error('no fixture post');
    getPublishedBlogBySlug.mockResolvedValue({
      ...post,
      seo_title: 'English search title',
      seo_description: 'English search description.',
      seo_title_sv: language === 'sv' ? 'Svensk söktitel' : null,
      seo_description_sv: language === 'sv' ? 'Svensk sökbeskrivning.' : null,
    });
    await renderPost('sales-ai', language);
    const meta = (key: string) =>
      document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
    expect(document.title).toBe(title);
    expect(meta('og:title')).toBe(title);
    expect(meta('description')).toBe(description);
    expect(meta('og:description')).toBe(description);
    // The page's own heading is the post's title still.
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(title);
  });

  it('marks an untranslated post shown on the Swedish page as English (lang="en"), a translated one not', async () => {
    if (!post) throw new Error('no fixture post');
    getPublishedBlogBySlug.mockResolvedValue({ ...post, content_sv: 'Bara på **svenska**.' });
    await renderPost('sales-ai', 'sv');
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
    expect(document.querySelector('article [lang]')).toBeNull();
    cleanup();

    getPublishedBlogBySlug.mockResolvedValue({
      ...post,
      slug: 'english-only',
      title_sv: null,
      excerpt_sv: null,
      content_sv: null,
      category_sv: null,
      content: 'Only in **English**.',
    });
    await renderPost('english-only', 'sv');
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('English').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(post.category).closest('[lang]')).toHaveAttribute('lang', 'en');
    // The cover without alt text is decorative: nothing to read, in any language.
    const cover = document.querySelector(`img[src="${post.image_url}"]`);
    expect(cover).toHaveAttribute('alt', '');
    expect(cover).not.toHaveAttribute('lang');
    // The page's own words stay Swedish.
    expect(screen.getAllByRole('link', { name: 'Tillbaka till bloggen' })[0]?.closest('[lang]')).toBeNull();
  });

  it("shows the cover's Swedish alt text on the Swedish page, whatever the title's language, and the English one on the English page", async () => {
    if (!post) throw new Error('no fixture post');
    const alts = { image_alt: 'A bar chart', image_alt_sv: 'Ett stapeldiagram' };
    getPublishedBlogBySlug.mockResolvedValue({ ...post, title_sv: null, ...alts });
    await renderPost('sales-ai', 'sv');
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('img', { name: 'Ett stapeldiagram' })).not.toHaveAttribute('lang');
    cleanup();
    await renderPost('sales-ai', 'en');
    expect(screen.getByRole('img', { name: 'A bar chart' })).not.toHaveAttribute('lang');
  });

  it('marks the English alt text of a cover with no Swedish one as English on the Swedish page', async () => {
    if (!post) throw new Error('no fixture post');
    getPublishedBlogBySlug.mockResolvedValue({ ...post, image_alt: 'A bar chart', image_alt_sv: null });
    await renderPost('sales-ai', 'sv');
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
    expect(screen.getByRole('img', { name: 'A bar chart' })).toHaveAttribute('lang', 'en');
  });

  it('keeps the usual Swedish head when only the English overrides are set', async () => {
    if (!post) throw new Error('no fixture post');
    getPublishedBlogBySlug.mockResolvedValue({ ...post, seo_title: 'English only', seo_description: 'English only.' });
    await renderPost('sales-ai', 'sv');
    expect(document.title).toBe('Hur AI ökade försäljningen med 40 % | Brand Blogg');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Hur AI ökade försäljningen med 40 % | Brand Blogg',
    );
  });

  it('shows "Blog Post Not Found" for a missing or unpublished post', async () => {
    getPublishedBlogBySlug.mockResolvedValue(null);
    await renderPost('nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it("moves a renamed post's old address to the post where it lives now, with no read of its own", async () => {
    // The server's answer at the old slug is a 301 to the post's current address (/api/blog/<slug>),
    // which fetch follows: the post, whose slug is the current one.
    fetchPublishedBlog.mockImplementation(async (slug: string) =>
      slug === 'old-name' || slug === post?.slug ? post : null,
    );
    await renderPost('old-name');
    await waitFor(() => expect(currentLocation()).toBe(`/blog/${post?.slug}`));
    expect(screen.getByRole('heading', { level: 1, name: post?.title })).toBeInTheDocument();
    // The post is read once, at the old address; no redirect is looked up (it would read Firestore).
    expect(fetchPublishedBlog.mock.calls).toEqual([['old-name']]);
    expect(getBlogRedirect).not.toHaveBeenCalled();
  });

  it("keeps the query and the fragment of a renamed post's old address, as the server's 301 and the browser do", async () => {
    fetchPublishedBlog.mockImplementation(async (slug: string) =>
      slug === 'old-name' || slug === post?.slug ? post : null,
    );
    await renderPage(<BlogPostPage />, {
      url: '/blog/old-name?utm_source=newsletter&utm_medium=email#results',
      path: '/blog/:slug',
    });
    await waitFor(() =>
      expect(currentLocation()).toBe(`/blog/${post?.slug}?utm_source=newsletter&utm_medium=email#results`),
    );
    expect(await screen.findByRole('heading', { level: 1, name: post?.title })).toBeInTheDocument();
  });

  it('a slug no post has, nor had: the 404 page, with no redirect looked up in the browser', async () => {
    fetchPublishedBlog.mockResolvedValue(null);
    await renderPost('never-was');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(getBlogRedirect).not.toHaveBeenCalled();
  });

  it('shows the load error text when loading fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    getPublishedBlogBySlug.mockRejectedValue(new Error('offline'));
    await renderPost('sales-ai');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load blog post')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    consoleError.mockRestore();
  });
});
