import { describe, expect, it } from 'vitest';
import { addressAfterSignIn } from './returnTo';

describe('addressAfterSignIn', () => {
  it('goes back to the console address the session ended at, and nowhere else', () => {
    expect(addressAfterSignIn({ returnTo: '/admin/blog/post-1/edit' })).toBe('/admin/blog/post-1/edit');
    expect(addressAfterSignIn({ returnTo: '/admin/leads?state=failed' })).toBe('/admin/leads?state=failed');
    for (const state of [
      null,
      undefined,
      'x',
      { returnTo: 42 },
      { returnTo: '//evil.example/admin/' },
      { returnTo: 'https://evil.example/admin/blog' },
      { returnTo: '/admin//evil.example' },
      { returnTo: '/admin/\\evil.example' },
      { returnTo: '/blog/post' },
    ]) {
      expect(addressAfterSignIn(state)).toBe('/admin/blog');
    }
  });
});
