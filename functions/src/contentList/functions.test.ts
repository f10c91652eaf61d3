import { describe, expect, it, vi } from 'vitest';
import { blog } from '../../../domain/src/testFixtures';
import { CASE_STUDIES_PAGE_SIZE, listPage, type PublicBlog, publicBlog } from '../domain';
import { LIST_CACHE_CONTROL } from './answer';
import { answerContentListRequest } from './functions';

const SHY = '\u00AD';
const POST = publicBlog({ id: 'p1', ...blog({ slug: 'live', title: 'Live', title_sv: 'Dokumentautomatisering' }) });

function read() {
  return {
    blogPost: vi.fn(async (slug: string): Promise<PublicBlog | null> => (slug === 'live' ? POST : null)),
    // `renamed` and `older-name` were this post's slugs before it was renamed (blog_redirects).
    blogRedirect: vi.fn(
      async (slug: string): Promise<string | null> => (['renamed', 'older-name'].includes(slug) ? 'live' : null),
    ),
    blogCards: vi.fn(async () => []),
    caseStudyPage: vi.fn(async (page: number) => listPage([], page, CASE_STUDIES_PAGE_SIZE)),
  };
}

describe('answerContentListRequest: one function, both lists, by path', () => {
  it('/api/blog is the blog list, /api/case-studies the case studies', async () => {
    const reads = read();
    const query = 'lang=en';
    const blog = await answerContentListRequest({ method: 'GET', path: '/api/blog', query }, reads);
    expect(blog.status).toBe(200);
    expect(JSON.parse(blog.body)).toHaveProperty('posts');
    expect(reads.blogCards).toHaveBeenCalledTimes(1);
    const cases = await answerContentListRequest({ method: 'GET', path: '/api/case-studies', query }, reads);
    expect(cases.status).toBe(200);
    expect(JSON.parse(cases.body)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
    expect(reads.caseStudyPage).toHaveBeenCalledWith(1);
  });

  it("a list's address with a trailing slash moves for good to the one without, with its query (as /blog/ does)", async () => {
    const reads = read();
    for (const [path, query, location] of [
      ['/api/blog/', 'lang=sv&page=2', '/api/blog?lang=sv&page=2'],
      ['/api/blog/', 'lang=en&q=a%7Eb', '/api/blog?lang=en&q=a%7Eb'],
      ['/api/blog/', 'lang=en&q=a~b', '/api/blog?lang=en&q=a~b'],
      // In the same step to the page's one address, not through a second redirect.
      ['/api/blog/', 'utm_source=x&page=2', '/api/blog?lang=en&page=2'],
      ['/api/case-studies//', '', '/api/case-studies?lang=en'],
      // A query answered with no page there (400, 302, 404): kept, to be answered there.
      ['/api/case-studies/', 'lang=en&page=2&page=3', '/api/case-studies?lang=en&page=2&page=3'],
      ['/api/case-studies/', 'lang=de', '/api/case-studies?lang=de'],
    ] as const) {
      const moved = await answerContentListRequest({ method: 'GET', path, query }, reads);
      expect(moved.status, path).toBe(301);
      expect(moved.headers.Location, path).toBe(location);
      expect(moved.headers['Cache-Control'], path).toBe(LIST_CACHE_CONTROL);
    }
    expect(reads.blogCards).not.toHaveBeenCalled();
  });

  it("each list's own parameters: the blog's search is no parameter of the case studies, dropped by a 301", async () => {
    const reads = read();
    const query = 'lang=en&q=ai';
    expect((await answerContentListRequest({ method: 'GET', path: '/api/blog', query }, reads)).status).toBe(200);
    const cases = await answerContentListRequest({ method: 'GET', path: '/api/case-studies', query }, reads);
    expect(cases.status).toBe(301);
    expect(cases.headers.Location).toBe('/api/case-studies?lang=en');
    expect(reads.caseStudyPage).not.toHaveBeenCalled();
  });

  it('an address varied at will reaches no read: each variant of a page is a 301 to its one address', async () => {
    const reads = read();
    for (let x = 0; x < 20; x += 1) {
      for (const path of ['/api/blog', '/api/case-studies']) {
        const answer = await answerContentListRequest({ method: 'GET', path, query: `lang=sv&x=${x}` }, reads);
        expect(answer.status).toBe(301);
        expect(answer.headers.Location).toBe(`${path}?lang=sv`);
      }
    }
    expect(reads.blogCards).not.toHaveBeenCalled();
    expect(reads.caseStudyPage).not.toHaveBeenCalled();
  });

  it("another address under /api is no list: 404 in JSON, in the language asked, cached as the pages' 404, nothing read", async () => {
    const reads = read();
    for (const path of ['/', '/api', '/api/', '/api/blogs', '/api/case-studies/x', '/api/blog/no-such-post/more']) {
      const answer = await answerContentListRequest({ method: 'GET', path, query: 'lang=en' }, reads);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['Content-Type'], path).toBe('application/json; charset=utf-8');
      expect(answer.headers['Cache-Control'], path).toBe(LIST_CACHE_CONTROL);
      expect(JSON.parse(answer.body), path).toEqual({
        error: 'There is no list at this address: the lists are /api/blog and /api/case-studies.',
      });
    }
    const swedish = await answerContentListRequest(
      { method: 'GET', path: '/api/case-studies/ingen-sadan', query: 'lang=sv' },
      reads,
    );
    expect(JSON.parse(swedish.body)).toEqual({
      error: 'Det finns ingen lista på den här adressen: listorna är /api/blog och /api/case-studies.',
    });
    expect(reads.blogCards).not.toHaveBeenCalled();
    expect(reads.caseStudyPage).not.toHaveBeenCalled();
  });

  it('an address with control characters or broken percent-encoding: 404, never kept (as the pages answer it)', async () => {
    const reads = read();
    for (const path of ['/api/blog/%00', '/api/blog/%E0%A4%A', '/api/blog%0A', '/api/%7F']) {
      const answer = await answerContentListRequest({ method: 'GET', path, query: '' }, reads);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['Cache-Control'], path).toBe('no-store');
    }
  });
});

describe('answerContentListRequest: a post at /api/blog/<slug>', () => {
  it("answers a live post as its page shows it, with its long titles' hyphenated copies, cached as the pages", async () => {
    const reads = read();
    const answer = await answerContentListRequest({ method: 'GET', path: '/api/blog/live', query: 'lang=sv' }, reads);
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe(LIST_CACHE_CONTROL);
    expect(answer.headers['Content-Type']).toBe('application/json; charset=utf-8');
    const body = JSON.parse(answer.body);
    expect(body.title_sv).toBe('Dokumentautomatisering');
    expect(body.hyphenated_titles).toEqual({
      title: 'Live',
      title_sv: `Do${SHY}ku${SHY}ment${SHY}au${SHY}to${SHY}ma${SHY}ti${SHY}se${SHY}ring`,
    });
    expect(Object.keys(body).sort()).toEqual([...Object.keys(POST), 'hyphenated_titles'].sort());
    expect(reads.blogPost).toHaveBeenCalledWith('live');
  });

  it('no live post with the slug (a draft, a deleted or renamed post): 404 in the language asked, kept by no CDN', async () => {
    const reads = read();
    const english = await answerContentListRequest({ method: 'GET', path: '/api/blog/draft', query: 'lang=en' }, reads);
    expect(english.status).toBe(404);
    // A post may be published at the slug any moment: then it answers at once, as the page does.
    expect(english.headers['Cache-Control']).toBe('no-store');
    expect(JSON.parse(english.body)).toEqual({ error: 'There is no published post at this address.' });
    const swedish = await answerContentListRequest(
      { method: 'GET', path: '/api/blog/utkast', query: 'lang=sv' },
      reads,
    );
    expect(JSON.parse(swedish.body)).toEqual({ error: 'Det finns ingen publicerad artikel på den här adressen.' });
  });

  it("a renamed post's old slug moves for good (301) to the post's current address, in the language asked, cached as the page's 301", async () => {
    const reads = read();
    for (const [slug, query, location] of [
      ['renamed', 'lang=sv', '/api/blog/live?lang=sv'],
      ['older-name', 'lang=en', '/api/blog/live?lang=en'],
    ] as const) {
      const moved = await answerContentListRequest({ method: 'GET', path: `/api/blog/${slug}`, query }, reads);
      expect(moved.status, slug).toBe(301);
      expect(moved.headers.Location, slug).toBe(location);
      expect(moved.headers['Cache-Control'], slug).toBe(LIST_CACHE_CONTROL);
      expect(JSON.parse(moved.body), slug).toEqual({ location });
    }
    // Asked only once no live post has the slug; a live post's address never reads a redirect.
    expect(reads.blogRedirect).toHaveBeenCalledTimes(2);
    await answerContentListRequest({ method: 'GET', path: '/api/blog/live', query: 'lang=en' }, reads);
    expect(reads.blogRedirect).toHaveBeenCalledTimes(2);
    const gone = await answerContentListRequest(
      { method: 'GET', path: '/api/blog/never-was', query: 'lang=en' },
      reads,
    );
    expect(gone.status).toBe(404);
    expect(reads.blogRedirect).toHaveBeenLastCalledWith('never-was');
  });

  it('a failed read of the redirect: 503, not cached', async () => {
    const reads = read();
    reads.blogRedirect.mockRejectedValueOnce(new Error('Firestore is down'));
    const answer = await answerContentListRequest(
      { method: 'GET', path: '/api/blog/renamed', query: 'lang=en' },
      reads,
    );
    expect(answer.status).toBe(503);
    expect(answer.headers['Cache-Control']).toBe('no-store');
  });

  it('an address no post can have is answered 404 without a read; one spelled otherwise moves (301) to its one address', async () => {
    const reads = read();
    for (const path of ['/api/blog/caf%C3%A9', '/api/blog/..%2Fadmin', '/api/blog/Live', '/api/blog/%E0%A4%A']) {
      const answer = await answerContentListRequest({ method: 'GET', path, query: 'lang=en' }, reads);
      expect(answer.status, path).toBe(404);
      expect(JSON.parse(answer.body), path).toEqual({ error: 'There is no published post at this address.' });
      // No post can ever be there: the CDN keeps it.
      if (path !== '/api/blog/%E0%A4%A') expect(answer.headers['Cache-Control'], path).toBe(LIST_CACHE_CONTROL);
    }
    for (const [path, query, location] of [
      ['/api/blog/live/', 'lang=sv', '/api/blog/live?lang=sv'],
      ['/api/blog/live', '', '/api/blog/live?lang=en'],
      ['/api/blog/live', 'lang=sv&utm_source=x', '/api/blog/live?lang=sv'],
    ] as const) {
      const moved = await answerContentListRequest({ method: 'GET', path, query }, reads);
      expect(moved.status, `${path}?${query}`).toBe(301);
      expect(moved.headers.Location, `${path}?${query}`).toBe(location);
    }
    const twice = await answerContentListRequest(
      { method: 'GET', path: '/api/blog/live', query: 'lang=sv&lang=en' },
      reads,
    );
    expect(twice.status).toBe(400);
    const german = await answerContentListRequest({ method: 'GET', path: '/api/blog/live', query: 'lang=de' }, reads);
    expect(german.status).toBe(404);
    const posted = await answerContentListRequest({ method: 'POST', path: '/api/blog/live', query: 'lang=en' }, reads);
    expect(posted.status).toBe(405);
    expect(reads.blogPost).not.toHaveBeenCalled();
    expect(reads.blogRedirect).not.toHaveBeenCalled();
  });

  it('another spelling of an address (an escaped letter, lower-case escapes) answers as its one spelling does, kept by no CDN: a 301 there when that is a post or a list', async () => {
    const reads = read();
    for (const [path, query, location] of [
      ['/api/blog/%6Cive', 'lang=en', '/api/blog/live?lang=en'],
      ['/api/blog/l%69ve', 'lang=sv&utm_source=x', '/api/blog/live?lang=sv'],
      ['/api/blog/%6cive/', 'lang=sv', '/api/blog/live?lang=sv'],
      // A renamed post's old slug: to where the post lives now, in one step.
      ['/api/blog/%72enamed', 'lang=sv', '/api/blog/live?lang=sv'],
      ['/api/bl%6Fg', 'lang=en&page=1', '/api/blog?lang=en'],
      ['/api/c%61se-studies', 'lang=sv', '/api/case-studies?lang=sv'],
    ] as const) {
      const moved = await answerContentListRequest({ method: 'GET', path, query }, reads);
      expect(moved.status, `${path}?${query}`).toBe(301);
      expect(moved.headers.Location, `${path}?${query}`).toBe(location);
      expect(moved.headers['Cache-Control'], `${path}?${query}`).toBe('no-store');
    }
    // A spelling of no post stays a 404 (kept by no CDN, as a cache may fold it into another address).
    for (const path of [
      '/api/blog/%6Eo-such-post',
      '/api/blog/caf%c3%a9',
      '/api/blog/%256Cive',
      '/api/blog/%2E%2E%2Fadmin',
      '/api/bl%6Fgs',
    ]) {
      const answer = await answerContentListRequest({ method: 'GET', path, query: 'lang=sv' }, reads);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['Cache-Control'], path).toBe('no-store');
      expect(JSON.parse(answer.body).error, path).toMatch(/^Det finns ingen/);
    }
  });

  it('a failed read: 503, not cached, in the language asked', async () => {
    const reads = read();
    reads.blogPost.mockRejectedValueOnce(new Error('Firestore is down'));
    const answer = await answerContentListRequest({ method: 'GET', path: '/api/blog/live', query: 'lang=sv' }, reads);
    expect(answer.status).toBe(503);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(JSON.parse(answer.body)).toEqual({ error: 'Tillfälligt otillgänglig; försök igen om en stund.' });
  });
});
