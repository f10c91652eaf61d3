import { afterEach, describe, expect, it } from 'vitest';
import { notify, TOAST_DEFAULT_DURATION, useToasts } from './toasts';

afterEach(() => useToasts.setState({ toasts: [] }));

describe('toasts', () => {
  it('keeps an error until it is dismissed, and closes the others after 4 seconds', () => {
    notify({ kind: 'error', title: 'Could not save', description: 'The database could not be reached.' });
    notify({ kind: 'success', title: 'Saved' });
    notify({ kind: 'loading', title: 'Uploading…' });
    expect(useToasts.getState().toasts.map((toast) => toast.duration)).toEqual([0, TOAST_DEFAULT_DURATION, 0]);
    // A duration asked for is kept.
    notify({ kind: 'error', title: 'Copy failed', duration: 8000 });
    expect(useToasts.getState().toasts.slice(-1)[0]?.duration).toBe(8000);
  });
});
