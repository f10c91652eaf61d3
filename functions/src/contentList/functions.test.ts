import { describe, expect, it, vi } from 'vitest';
import { CASE_STUDIES_PAGE_SIZE, listPage } from '../domain';
import { answerContentListRequest } from './functions';

function read() {
  return {
    blogCards: vi.fn(async () => []),
    caseStudyPage: vi.fn(async (page: number) => listPage([], page, CASE_STUDIES_PAGE_SIZE)),
  };
}

describe('answerContentListRequest: one function, both lists, by path', () => {
  it('/api/blog is the blog list, /api/case-studies the case studies (a trailing slash alike)', async () => {
    const reads = read();
    const query = new URLSearchParams('lang=en&page=1');
    const blog = await answerContentListRequest({ method: 'GET', path: '/api/blog', query }, reads);
    expect(blog.status).toBe(200);
    expect(JSON.parse(blog.body)).toHaveProperty('posts');
    expect(reads.blogCards).toHaveBeenCalledTimes(1);
    const cases = await answerContentListRequest({ method: 'GET', path: '/api/case-studies/', query }, reads);
    expect(cases.status).toBe(200);
    expect(JSON.parse(cases.body)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
    expect(reads.caseStudyPage).toHaveBeenCalledWith(1);
  });

  it("each list's own parameters: a search is the blog's only", async () => {
    const reads = read();
    const query = new URLSearchParams('lang=en&q=ai');
    expect((await answerContentListRequest({ method: 'GET', path: '/api/blog', query }, reads)).status).toBe(200);
    const cases = await answerContentListRequest({ method: 'GET', path: '/api/case-studies', query }, reads);
    expect(cases.status).toBe(400);
    expect(reads.caseStudyPage).not.toHaveBeenCalled();
  });

  it('another path is 404, nothing read', async () => {
    const reads = read();
    for (const path of ['/', '/api', '/api/blogs', '/api/case-studies/x']) {
      const answer = await answerContentListRequest(
        { method: 'GET', path, query: new URLSearchParams('lang=en') },
        reads,
      );
      expect(answer.status, path).toBe(404);
      expect(answer.headers['Content-Type']).toBe('application/json; charset=utf-8');
    }
    expect(reads.blogCards).not.toHaveBeenCalled();
    expect(reads.caseStudyPage).not.toHaveBeenCalled();
  });
});
