import { describe, expect, it } from 'vitest';
import { BLOG_TYPE, CASE_STUDY_TYPE } from '../domain';
import { leftoverPlaces } from './content';

describe('leftoverPlaces', () => {
  it("is a post's claims, old addresses, translation sources, history and preview links, from its type", () => {
    expect(leftoverPlaces(BLOG_TYPE, 'p1')).toEqual({
      item: 'blogs/p1',
      claims: 'blog_slugs',
      redirects: 'blog_redirects',
      sources: 'translation_sources/blogs_p1',
      revisions: 'blogs/p1/revisions',
      links: { collection: 'blogs', id: 'p1' },
    });
  });

  it('has no redirects for a type without public addresses (case studies)', () => {
    expect(leftoverPlaces(CASE_STUDY_TYPE, 'c1')).toEqual({
      item: 'case_studies/c1',
      claims: 'case_study_slugs',
      redirects: null,
      sources: 'translation_sources/case_studies_c1',
      revisions: 'case_studies/c1/revisions',
      links: { collection: 'case_studies', id: 'c1' },
    });
  });
});
