import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadSettings } from '../config';
import { attemptDelivery, LEAD_DELIVERY_FAILED_EVENT } from './delivery';
import { LEAD_STORAGE_FAILED_EVENT, takeLead } from './intake';
import type { LeadDocument } from './leadDocument';
import { formPostRequest, testLeadSettings } from './testRequest';

const settings: LeadSettings = testLeadSettings();

const request = formPostRequest({}, { 'x-forwarded-for': '203.0.113.9, 151.101.1.1' });

afterEach(() => vi.restoreAllMocks());

describe('takeLead when Firestore fails', () => {
  it('answers unavailable and logs a matchable event (nothing stored, so nothing to forward)', async () => {
    const firestore = {
      collection: () => ({ doc: () => ({}) }),
      runTransaction: () => Promise.reject(new Error('14 UNAVAILABLE: no connection')),
    } as unknown as Firestore;
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);

    const outcome = takeLead(
      'newsletter',
      { email: 'anna@example.se' },
      request,
      {
        firestore,
        settings,
        intake: { allowedOrigins: [], clientSalt: 'salt', appCheckEnforced: false },
        now: new Date(),
        verifyAppCheck: vi.fn(),
      },
      'form-post',
    );

    await expect(outcome).rejects.toBeInstanceOf(HttpsError);
    await expect(outcome).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Your submission could not be saved just now. Please try again in a moment.',
    });
    expect(error).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ event: LEAD_STORAGE_FAILED_EVENT, type: 'newsletter' }),
    );
  });

  it('never reaches Firestore for invalid input', async () => {
    const runTransaction = vi.fn();
    const firestore = { runTransaction } as unknown as Firestore;
    const outcome = takeLead(
      'newsletter',
      { email: 'x\ud800@example.se' },
      request,
      {
        firestore,
        settings,
        intake: { allowedOrigins: [], clientSalt: 'salt', appCheckEnforced: false },
        now: new Date(),
        verifyAppCheck: vi.fn(),
      },
      'form-post',
    );
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
