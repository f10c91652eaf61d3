import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, reloadForNewCode, shouldReloadForNewCode } from './staleCode';

/** A page's window at `address`, with a session storage of its own. */
function pageAt(address: string, { onLine = true, storage = true } = {}) {
  const [pathname = '/', search = ''] = address.split(/(?=\?)/);
  const items = new Map<string, string>();
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    navigator: { onLine } as Navigator,
    location: { pathname, search, reload: vi.fn() } as unknown as Location,
    sessionStorage: {
      getItem: storage ? (key: string) => items.get(key) ?? null : refuse,
      setItem: storage ? (key: string, value: string) => void items.set(key, value) : refuse,
    } as Storage,
  };
}

describe('a chunk of the running code that cannot be fetched', () => {
  it('reloads the page once; a second failure at the same address within the guard shows the message', () => {
    const page = pageAt('/blog?q=ai');
    expect(shouldReloadForNewCode(page, 1_000)).toBe(true);
    reloadForNewCode(page, 1_000);
    expect(page.location.reload).toHaveBeenCalledTimes(1);
    expect(shouldReloadForNewCode(page, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReloadForNewCode(page, 1_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('reloads again at another address (the visitor moved on)', () => {
    const page = pageAt('/blog');
    reloadForNewCode(page, 1_000);
    page.location.pathname = '/about';
    expect(shouldReloadForNewCode(page, 2_000)).toBe(true);
  });

  it('never reloads offline (the message says to check the connection), nor without session storage', () => {
    expect(shouldReloadForNewCode(pageAt('/', { onLine: false }), 0)).toBe(false);
    const noStorage = pageAt('/', { storage: false });
    expect(shouldReloadForNewCode(noStorage, 0)).toBe(false);
    reloadForNewCode(noStorage, 0);
    expect(noStorage.location.reload).not.toHaveBeenCalled();
  });
});
