import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revokeLinksMadeBy } from './links';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('revokeLinksMadeBy', () => {
  it('never fails the revocation it follows: a Firestore failure is logged', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const down = {
      collection: () => {
        throw new Error('unavailable');
      },
    } as unknown as Firestore;
    await expect(revokeLinksMadeBy(down, 'writer-uid')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('preview links'),
      expect.objectContaining({ event: 'preview_links_revoke_failed', uid: 'writer-uid' }),
    );
  });
});
