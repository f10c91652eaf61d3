import { describe, expect, it } from 'vitest';
import { editorKey, matchAdminRoute } from './routes';

describe('matchAdminRoute', () => {
  it('maps every console address to its page', () => {
    expect(matchAdminRoute('/auth')).toEqual({ page: 'login' });
    expect(matchAdminRoute('/admin/blog')).toEqual({ page: 'list', typeId: 'blogs' });
    expect(matchAdminRoute('/admin/blog/')).toEqual({ page: 'list', typeId: 'blogs' });
    expect(matchAdminRoute('/admin/blog/new')).toEqual({ page: 'edit', typeId: 'blogs' });
    expect(matchAdminRoute('/admin/blog/abc123/edit')).toEqual({ page: 'edit', typeId: 'blogs', id: 'abc123' });
    expect(matchAdminRoute('/admin/case-studies')).toEqual({ page: 'list', typeId: 'caseStudies' });
    expect(matchAdminRoute('/admin/case-studies/new')).toEqual({ page: 'edit', typeId: 'caseStudies' });
    expect(matchAdminRoute('/admin/case-studies/x9/edit')).toEqual({ page: 'edit', typeId: 'caseStudies', id: 'x9' });
    expect(matchAdminRoute('/admin/leads')).toEqual({ page: 'leads' });
    expect(matchAdminRoute('/admin/leads/')).toEqual({ page: 'leads' });
    expect(matchAdminRoute('/admin/audit')).toEqual({ page: 'audit' });
    expect(matchAdminRoute('/admin/staff')).toEqual({ page: 'staff' });
  });

  it('leaves other addresses unknown', () => {
    for (const path of [
      '/admin',
      '/admin/blog/abc',
      '/admin/blog/a/b/edit',
      '/admin/blogs',
      '/admin/case-studies/x',
      '/admin/leads/x',
      '/admin/staff/x',
    ]) {
      expect(matchAdminRoute(path)).toEqual({ page: 'unknown' });
    }
  });
});

describe('editorKey', () => {
  it("keeps a new item's editor mounted at the item's own address, and tells other editors apart", () => {
    const created = { page: 'edit', typeId: 'blogs', id: 'post-9' } as const;
    expect(editorKey({ page: 'edit', typeId: 'blogs' }, null)).toBe('blogs/new');
    expect(editorKey(created, { createdHere: true, listAddress: '/admin/blog?q=ai' })).toBe('blogs/new');
    expect(editorKey(created, null)).toBe('blogs/post-9');
    expect(editorKey(created, { createdHere: 'yes' })).toBe('blogs/post-9');
    expect(editorKey({ page: 'edit', typeId: 'caseStudies', id: 'cs-1' }, { listAddress: '/x' })).toBe(
      'caseStudies/cs-1',
    );
  });
});
