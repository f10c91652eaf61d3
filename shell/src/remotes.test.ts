import { describe, expect, it } from 'vitest';
import { remoteForPath } from './remotes';

describe('remoteForPath', () => {
  it.each([
    '/auth',
    '/auth/',
    '/admin/blog',
    '/admin/blog/',
    '/admin/blog/new',
    '/admin/blog/abc123/edit',
    '/admin/case-studies',
    '/admin/case-studies/new',
    '/admin/leads',
    '/admin/leads/',
    '/admin/audit',
    '/admin/audit/',
    '/admin/staff',
    '/Admin/Blog',
  ])('gives %s to the admin remote', (pathname) => {
    expect(remoteForPath(pathname)).toBe('admin');
  });

  it.each([
    '/',
    '/about',
    '/blog',
    '/blog/some-post',
    '/case-studies',
    // Not addresses of the product: the site answers them with its 404 page.
    '/admin',
    '/admin/',
    '/admin/xyz',
    '/admin/blogs',
    '/admin/case-studies-old',
    '/admin/leads/x',
    '/admin/leadsx',
    '/admin/audit/x',
    '/admin/auditx',
    '/admin/staff/x',
    '/authors',
    '/auth/extra',
    '/blog/admin/blog',
  ])('gives %s to the site remote', (pathname) => {
    expect(remoteForPath(pathname)).toBe('site');
  });
});
