import { describe, expect, it } from 'vitest';
import { isUnsubscribeVariant, matchUnsubscribePath } from './unsubscribe';

describe('the unsubscribe page at other addresses', () => {
  it('takes another case, a trailing slash or .html as the page at an address not its own', () => {
    for (const path of ['/Unsubscribe', '/UNSUBSCRIBE', '/unsubscribe/', '/unsubscribe.html', '/UNSUBSCRIBE.HTML']) {
      expect(isUnsubscribeVariant(path), path).toBe(true);
    }
  });

  it('reads percent-encoded letters and slashes as the router does', () => {
    for (const path of [
      '/unsub%73cribe',
      '/%75nsubscribe',
      '/UNSUB%53CRIBE',
      '/unsubscribe%2F',
      '/unsub%73cribe.html',
    ]) {
      expect(isUnsubscribeVariant(path), path).toBe(true);
    }
    // Encoded twice, or broken percent-encoding: no address of the page.
    for (const path of ['/unsub%2573cribe', '/unsub%zzcribe', '/unsubscribe%2Fmore']) {
      expect(isUnsubscribeVariant(path), path).toBe(false);
    }
  });

  it('leaves the page at its own address, and other pages, alone', () => {
    expect(matchUnsubscribePath('/unsubscribe')).toBe(true);
    for (const path of ['/unsubscribe', '/unsubscribe-me', '/unsubscribed', '/blog/unsubscribe', '/about.html']) {
      expect(isUnsubscribeVariant(path), path).toBe(false);
    }
  });
});
