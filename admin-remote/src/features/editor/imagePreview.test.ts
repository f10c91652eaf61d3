import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createImagePreviewHandler, IMAGE_LOAD_TIMEOUT_MS, IMAGE_NOT_LOADED_URL } from './imagePreview';

/** How the stubbed browser answers each address: loads, fails, or never answers. */
const outcome = new Map<string, 'load' | 'error' | 'hang'>();
/** Every address an image was asked to load, in order. */
const requested: string[] = [];

class StubImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  #src = '';
  get src() {
    return this.#src;
  }
  set src(address: string) {
    this.#src = address;
    requested.push(address);
    const result = outcome.get(address) ?? 'error';
    // As a browser does: the event comes after the assignment, never within it.
    if (result !== 'hang') queueMicrotask(() => (result === 'load' ? this.onload : this.onerror)?.());
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Image', StubImage);
  outcome.clear();
  requested.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createImagePreviewHandler', () => {
  it('shows an image that loads at its own address', async () => {
    outcome.set('https://cdn.example/chart.png', 'load');
    await expect(createImagePreviewHandler()('https://cdn.example/chart.png')).resolves.toBe(
      'https://cdn.example/chart.png',
    );
  });

  // (Vite inlines the small file here; the build emits it as a file of the admin remote, which
  // e2e/admin/images.spec.ts shows under the Content-Security-Policy.)
  it("shows an image that fails as the console's placeholder", async () => {
    outcome.set('https://missing.invalid/a.png', 'error');
    await expect(createImagePreviewHandler()('https://missing.invalid/a.png')).resolves.toBe(IMAGE_NOT_LOADED_URL);
  });

  it('shows an image that never answers as the placeholder once the timeout passes, and stops its download', async () => {
    outcome.set('https://slow.example/big.png', 'hang');
    let shown: string | undefined;
    void createImagePreviewHandler()('https://slow.example/big.png').then((address) => {
      shown = address;
    });
    await vi.advanceTimersByTimeAsync(IMAGE_LOAD_TIMEOUT_MS - 1);
    expect(shown).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toBe(IMAGE_NOT_LOADED_URL);
    expect(requested).toEqual(['https://slow.example/big.png', '']);
  });

  it('takes its placeholder and timeout as options', async () => {
    outcome.set('https://slow.example/big.png', 'hang');
    const preview = createImagePreviewHandler({ placeholder: '/broken.svg', timeoutMs: 50 })(
      'https://slow.example/big.png',
    );
    await vi.advanceTimersByTimeAsync(50);
    await expect(preview).resolves.toBe('/broken.svg');
  });

  it('tries each address once per handler', async () => {
    outcome.set('https://cdn.example/chart.png', 'load');
    const preview = createImagePreviewHandler();
    await preview('https://cdn.example/chart.png');
    await expect(preview('https://cdn.example/chart.png')).resolves.toBe('https://cdn.example/chart.png');
    expect(requested).toEqual(['https://cdn.example/chart.png']);
  });
});
