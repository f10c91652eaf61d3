import { afterEach, describe, expect, it, vi } from 'vitest';

const imported = vi.fn();
vi.mock('@app/platform/firestore', () => {
  imported('@app/platform/firestore');
  return { db: () => 'the server db' };
});
vi.mock('firebase/firestore/lite', () => {
  imported('firebase/firestore/lite');
  return { getDoc: vi.fn() };
});

const { loadFirestore } = await import('./firestore');

afterEach(() => {
  vi.unstubAllGlobals();
  imported.mockClear();
});

describe('loadFirestore', () => {
  it("refuses in the browser, loading no Firebase: the visitor's browser asks the site's API (/api) instead", async () => {
    vi.stubGlobal('window', {});
    await expect(loadFirestore()).rejects.toThrow("The browser reads no Firestore: the site's API (/api) answers it");
    expect(imported).not.toHaveBeenCalled();
  });

  it("gives the server's render Firestore and the lite SDK", async () => {
    const access = await loadFirestore();
    expect(access.db).toBe('the server db');
    expect(access.sdk).toHaveProperty('getDoc');
  });
});
