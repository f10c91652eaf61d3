import { BLOG_TYPE as BLOG, CASE_STUDY_TYPE as CASE_STUDY } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { returnAddress } from './listAddress';

const from = (listAddress: unknown) => ({ listAddress });

describe('returnAddress', () => {
  it("returns to the list's search and page, for either type", () => {
    expect(returnAddress(BLOG, from('/admin/blog?q=ai+tools&page=41'))).toBe('/admin/blog?q=ai+tools&page=41');
    expect(returnAddress(CASE_STUDY, from('/admin/case-studies?page=3'))).toBe('/admin/case-studies?page=3');
    expect(returnAddress(BLOG, from('/admin/blog?q=%C3%A5r'))).toBe('/admin/blog?q=%C3%A5r');
  });

  it('returns to the list filtered to the drafts ready for review', () => {
    expect(returnAddress(BLOG, from('/admin/blog?review=1&page=2'))).toBe('/admin/blog?page=2&review=1');
    expect(returnAddress(CASE_STUDY, from('/admin/case-studies?review=1'))).toBe('/admin/case-studies?review=1');
  });

  it('keeps only the list parameters', () => {
    expect(returnAddress(BLOG, from('/admin/blog?page=2&next=%2F%2Fevil.example#x'))).toBe('/admin/blog?page=2');
    expect(returnAddress(BLOG, from('/admin/blog?other=1'))).toBe('/admin/blog');
  });

  it('goes to the plain list without a list address of its own type', () => {
    for (const state of [null, undefined, 'x', {}, from(41), from(null)]) {
      expect(returnAddress(BLOG, state)).toBe('/admin/blog');
    }
    for (const forged of [
      '/admin/case-studies?page=2',
      '/admin/leads',
      '/admin/blogs?page=2',
      '/admin/blog/x/edit?page=2',
      '//evil.example/admin/blog?page=2',
      'https://evil.example/admin/blog?page=2',
      'javascript:alert(1)//admin/blog?page=2',
    ]) {
      expect(returnAddress(BLOG, from(forged))).toBe('/admin/blog');
    }
  });
});
