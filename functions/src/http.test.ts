import type { Request, Response } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { describe, expect, it, vi } from 'vitest';
import { answering, withoutPoweredBy } from './http';

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

describe('answering', () => {
  function response() {
    const sent: { status?: number; headers: Record<string, string>; body?: string } = { headers: {} };
    const res = {
      removeHeader: vi.fn(),
      status(code: number) {
        sent.status = code;
        return res;
      },
      set(headers: Record<string, string>) {
        Object.assign(sent.headers, headers);
        return res;
      },
      send(body: string) {
        sent.body = body;
        return res;
      },
    };
    return { res: res as unknown as Response, sent };
  }
  const UNAVAILABLE = { status: 503, headers: { 'Cache-Control': 'no-store' }, body: 'later' };

  it("sends the function's answer with nosniff, without X-Powered-By", async () => {
    const { res, sent } = response();
    const answer = vi.fn(async () => ({ status: 200, headers: { 'Content-Type': 'text/plain' }, body: 'hi' }));
    await answering('f', answer, UNAVAILABLE)({ method: 'GET' } as Request, res);
    expect(res.removeHeader).toHaveBeenCalledWith('X-Powered-By');
    expect(sent).toEqual({
      status: 200,
      headers: { 'X-Content-Type-Options': 'nosniff', 'Content-Type': 'text/plain' },
      body: 'hi',
    });
  });

  it('anything thrown is logged under the name and answered as unavailable', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { res, sent } = response();
    await answering('f', () => Promise.reject(new Error('boom')), UNAVAILABLE)({} as Request, res);
    expect(sent).toEqual({
      status: 503,
      headers: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' },
      body: 'later',
    });
    expect(error).toHaveBeenCalledWith('f failed unexpectedly', expect.objectContaining({ error: expect.any(String) }));
    error.mockRestore();
  });
});
