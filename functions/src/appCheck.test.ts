import type { CallableRequest, Request } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireAppCheck, requireCallableAppCheck } from './appCheck';

function requestWith(headers: Record<string, string>): Request {
  return { header: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
}

afterEach(() => vi.restoreAllMocks());

describe('requireAppCheck', () => {
  it('checks nothing when enforcement is off', async () => {
    const verify = vi.fn();
    await expect(requireAppCheck(requestWith({}), { enforced: false, verify })).resolves.toBeUndefined();
    await expect(
      requireAppCheck(requestWith({ 'x-firebase-appcheck': 'junk' }), { enforced: false, verify }),
    ).resolves.toBeUndefined();
    expect(verify).not.toHaveBeenCalled();
  });

  it('refuses a request without a token as unauthenticated, saying so', async () => {
    const verify = vi.fn();
    const outcome = requireAppCheck(requestWith({ 'x-firebase-appcheck': '  ' }), { enforced: true, verify });
    await expect(outcome).rejects.toMatchObject({
      code: 'unauthenticated',
      message: expect.stringMatching(/no App Check token/),
      details: { reason: 'app-check-missing' },
    });
    expect(verify).not.toHaveBeenCalled();
  });

  it('refuses a token the verifier rejects, and logs why without the token', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const verify = vi.fn().mockRejectedValue(new Error('Decoding App Check token failed'));
    const outcome = requireAppCheck(requestWith({ 'x-firebase-appcheck': 'forged' }), { enforced: true, verify });
    await expect(outcome).rejects.toMatchObject({
      code: 'unauthenticated',
      message: expect.stringMatching(/not valid or has expired/),
      details: { reason: 'app-check-invalid' },
    });
    expect(verify).toHaveBeenCalledWith('forged');
    expect(JSON.stringify(warn.mock.calls)).not.toContain('forged');
  });

  it('lets a request with a token the verifier accepts through', async () => {
    const verify = vi.fn().mockResolvedValue({ appId: '1:123:web:abc', alreadyConsumed: false });
    await expect(
      requireAppCheck(requestWith({ 'x-firebase-appcheck': 'genuine' }), { enforced: true, verify }),
    ).resolves.toBeUndefined();
    expect(verify).toHaveBeenCalledWith('genuine');
  });

  it('refuses a genuine token that was used before (a replay), saying so', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const verify = vi.fn().mockResolvedValue({ appId: '1:123:web:abc', alreadyConsumed: true });
    const outcome = requireAppCheck(requestWith({ 'x-firebase-appcheck': 'captured' }), { enforced: true, verify });
    await expect(outcome).rejects.toMatchObject({
      code: 'unauthenticated',
      message: expect.stringMatching(/used already/),
      details: { reason: 'app-check-replayed' },
    });
  });
});

describe('requireCallableAppCheck', () => {
  const call = (app: unknown, headers: Record<string, string> = {}) =>
    ({ app, rawRequest: requestWith(headers) }) as unknown as CallableRequest;

  it('lets every call through when enforcement is off', () => {
    expect(() => requireCallableAppCheck(call(undefined), false, 'translate')).not.toThrow();
  });

  it('lets a call through whose token onCall verified', () => {
    const verified = call({ appId: 'web' }, { 'x-firebase-appcheck': 'token' });
    expect(() => requireCallableAppCheck(verified, true, 'translate')).not.toThrow();
  });

  it('refuses a call without a token, or with one onCall could not verify, saying which', () => {
    expect(() => requireCallableAppCheck(call(undefined), true, 'translate')).toThrow(
      expect.objectContaining({ code: 'unauthenticated', details: { reason: 'app-check-missing' } }),
    );
    const forged = call(undefined, { 'x-firebase-appcheck': 'forged' });
    expect(() => requireCallableAppCheck(forged, true, 'translate')).toThrow(
      expect.objectContaining({ code: 'unauthenticated', details: { reason: 'app-check-invalid' } }),
    );
  });

  it('tells a page to reload and a script how to get a token, each in its own words', () => {
    const refusal = (request: CallableRequest, caller?: 'page' | 'script') => {
      try {
        requireCallableAppCheck(request, true, 'run scheduled publishing', caller);
      } catch (error) {
        return (error as Error).message;
      }
      return null;
    };
    expect(refusal(call(undefined))).toMatch(/from the site, with JavaScript on/);
    expect(refusal(call(undefined, { 'x-firebase-appcheck': 'old' }))).toMatch(/reload the page/);
    const missing = refusal(call(undefined), 'script');
    expect(missing).toMatch(/^This request has no App Check token: run scheduled publishing with one/);
    expect(missing).toMatch(/X-Firebase-AppCheck/);
    expect(missing).not.toMatch(/from the site|JavaScript/);
    expect(refusal(call(undefined, { 'x-firebase-appcheck': 'old' }), 'script')).toMatch(
      /not valid or has expired: make a new one and run scheduled publishing again/,
    );
  });
});
