import { SLUG_MAX_LENGTH } from '@app/domain';
import { describe, expect, it, vi } from 'vitest';

const loadFirestore = vi.fn();
vi.mock('./firestore', () => ({ loadFirestore: () => loadFirestore() }));

const { getPublishedBlogBySlug } = await import('./blogs');

describe('getPublishedBlogBySlug', () => {
  it('finds no post at an address no slug can have, without asking the store', async () => {
    for (const slug of ['x'.repeat(SLUG_MAX_LENGTH + 1), 'Not A Slug', '../etc', '']) {
      expect(await getPublishedBlogBySlug(slug)).toBeNull();
    }
    expect(loadFirestore).not.toHaveBeenCalled();
  });
});
