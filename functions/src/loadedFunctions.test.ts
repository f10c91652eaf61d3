import { afterEach, describe, expect, it, vi } from 'vitest';
import { functionTarget, serves } from './loadedFunctions';

describe('functionTarget', () => {
  it('is the function an instance serves (Cloud Functions and the emulator name it in FUNCTION_TARGET)', () => {
    expect(functionTarget({ FUNCTION_TARGET: 'renderPage' })).toBe('renderPage');
  });

  it('is none, so every function loads, for the CLI’s discovery, without a target, or with an empty one', () => {
    expect(functionTarget({ FUNCTION_TARGET: 'renderPage', FUNCTIONS_CONTROL_API: 'true' })).toBeNull();
    expect(functionTarget({})).toBeNull();
    expect(functionTarget({ FUNCTION_TARGET: '' })).toBeNull();
  });
});

describe('serves', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('loads only the target’s module in an instance of one function', () => {
    vi.stubEnv('FUNCTION_TARGET', 'renderPage');
    vi.stubEnv('FUNCTIONS_CONTROL_API', '');
    expect(serves('renderPage')).toBe(true);
    expect(serves('clearCdn', 'clearCdnOnBlogChange')).toBe(false);
  });

  it('loads every module for the discovery', () => {
    vi.stubEnv('FUNCTION_TARGET', 'renderPage');
    vi.stubEnv('FUNCTIONS_CONTROL_API', 'true');
    expect(serves('clearCdn')).toBe(true);
  });
});
