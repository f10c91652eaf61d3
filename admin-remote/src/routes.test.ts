import { describe, expect, it } from 'vitest';
import { matchAdminRoute } from './routes';

describe('matchAdminRoute', () => {
  it('maps every console address to its page', () => {
    expect(matchAdminRoute('/auth')).toEqual({ page: 'login' });
    expect(matchAdminRoute('/admin/blog')).toEqual({ page: 'blog-list' });
    expect(matchAdminRoute('/admin/blog/')).toEqual({ page: 'blog-list' });
    expect(matchAdminRoute('/admin/blog/new')).toEqual({ page: 'blog-edit' });
    expect(matchAdminRoute('/admin/blog/abc123/edit')).toEqual({ page: 'blog-edit', id: 'abc123' });
    expect(matchAdminRoute('/admin/case-studies')).toEqual({ page: 'case-study-list' });
    expect(matchAdminRoute('/admin/case-studies/new')).toEqual({ page: 'case-study-edit' });
    expect(matchAdminRoute('/admin/case-studies/x9/edit')).toEqual({ page: 'case-study-edit', id: 'x9' });
    expect(matchAdminRoute('/admin/leads')).toEqual({ page: 'leads' });
    expect(matchAdminRoute('/admin/leads/')).toEqual({ page: 'leads' });
  });

  it('leaves other addresses unknown', () => {
    for (const path of [
      '/admin',
      '/admin/blog/abc',
      '/admin/blog/a/b/edit',
      '/admin/blogs',
      '/admin/case-studies/x',
      '/admin/leads/x',
    ]) {
      expect(matchAdminRoute(path)).toEqual({ page: 'unknown' });
    }
  });
});
