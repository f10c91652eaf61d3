import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { HttpsError, type Request } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadSettings } from '../config';
import { LEAD_STORAGE_FAILED_EVENT, receiveLead } from './functions';
import type { LeadDocument } from './leadDocument';
import { attemptDelivery, LEAD_DELIVERY_FAILED_EVENT } from './store';
import { callableJsonRequest, testLeadSettings } from './testRequest';

const settings: LeadSettings = testLeadSettings();

function jsonRequest(data: unknown): Request {
  return callableJsonRequest(data, { 'x-forwarded-for': '203.0.113.9' });
}

afterEach(() => vi.restoreAllMocks());

describe('receiveLead when Firestore fails', () => {
  it('answers unavailable, logs a matchable event and forwards nothing', async () => {
    const firestore = {
      collection: () => ({ doc: () => ({}) }),
      runTransaction: () => Promise.reject(new Error('14 UNAVAILABLE: no connection')),
    } as unknown as Firestore;
    const deliver = vi.fn();
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);

    const outcome = receiveLead('newsletter', jsonRequest({ email: 'anna@example.se' }), {
      firestore,
      settings,
      intake: { allowedOrigins: [], clientSalt: 'salt', appCheckEnforced: false },
      now: new Date(),
      deliver,
      verifyAppCheck: vi.fn(),
    });

    await expect(outcome).rejects.toBeInstanceOf(HttpsError);
    await expect(outcome).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Your submission could not be saved just now. Please try again in a moment.',
    });
    expect(deliver).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ event: LEAD_STORAGE_FAILED_EVENT, type: 'newsletter' }),
    );
  });

  it('never reaches Firestore for invalid input', async () => {
    const runTransaction = vi.fn();
    const firestore = { runTransaction } as unknown as Firestore;
    const outcome = receiveLead('newsletter', jsonRequest({ email: 'x\ud800@example.se' }), {
      firestore,
      settings,
      intake: { allowedOrigins: [], clientSalt: 'salt', appCheckEnforced: false },
      now: new Date(),
      deliver: vi.fn(),
      verifyAppCheck: vi.fn(),
    });
    await expect(outcome).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(runTransaction).not.toHaveBeenCalled();
  });
});

describe('attemptDelivery on the last allowed attempt', () => {
  it(`marks the lead failed and logs the fixed event "${LEAD_DELIVERY_FAILED_EVENT}"`, async () => {
    const update = vi.fn().mockResolvedValue(undefined);
    const leadRef = { id: 'lead-1', update } as unknown as DocumentReference;
    const lead = {
      type: 'newsletter',
      payload: { email: 'anna@example.se' },
      created_at: { toDate: () => new Date(0) },
      forwarding: { attempts: settings.maxAttempts - 1 },
    } as unknown as LeadDocument;
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);

    expect(await attemptDelivery(leadRef, lead, settings)).toBe('failed');
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ 'forwarding.state': 'failed' }));
    expect(error).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({
        event: 'lead_delivery_failed',
        leadId: 'lead-1',
        type: 'newsletter',
        attempts: settings.maxAttempts,
        error: expect.stringMatching(/^webhook unreachable/),
      }),
    );
  });
});
