import { languageOfPath } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES } from '../../scripts/hosting/admin-pages.mjs';
import { remoteForPath } from './remotes';

const ADMIN_ADDRESSES = [
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
];

const SITE_ADDRESSES = [
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
];

describe('remoteForPath', () => {
  it.each(ADMIN_ADDRESSES)('gives %s to the admin remote', (pathname) => {
    expect(remoteForPath(pathname)).toBe('admin');
  });

  it.each(SITE_ADDRESSES)('gives %s to the site remote', (pathname) => {
    expect(remoteForPath(pathname)).toBe('site');
  });

  it("matches Hosting's rewrite of the admin addresses to the shell's page in both languages (firebase.json)", () => {
    const rewritten = new RegExp(ADMIN_PAGES, 'u');
    for (const pathname of [...ADMIN_ADDRESSES, ...SITE_ADDRESSES, '/preview/abc']) {
      for (const address of [pathname, pathname === '/' ? '/sv/' : `/sv${pathname}`]) {
        // Hosting's rewrite is for the console's own (lower-case) spelling; another reaches renderPage, which answers the same.
        const expected = remoteForPath(languageOfPath(address).path) === 'admin' && address === address.toLowerCase();
        expect(rewritten.test(address), address).toBe(expected);
      }
    }
  });
});
