import type { Request, Response } from 'firebase-functions/https';
import { describe, expect, it, vi } from 'vitest';
import { withoutPoweredBy } from './http';

describe('withoutPoweredBy', () => {
  it('drops the header Express set, then runs the handler', async () => {
    const headers = new Map([['x-powered-by', 'Express']]);
    const response = { removeHeader: (name: string) => headers.delete(name.toLowerCase()) } as unknown as Response;
    const handler = vi.fn();
    await withoutPoweredBy(handler)({} as Request, response);
    expect(headers.has('x-powered-by')).toBe(false);
    expect(handler).toHaveBeenCalledWith({}, response);
  });
});
