/**
 * App Check on the lead functions. The emulated project runs with APP_CHECK_ENFORCED=false
 * (browsers of the local stack cannot get tokens offline), so the enforced cases run the lead
 * functions' own request handler in this process, against the same Firestore emulator and webhook
 * receiver, with the demo configuration but enforcement on and a test verifier in place of
 * Google's (which needs App Check's public keys from the internet). The unenforced case goes
 * through the Functions emulator over HTTP.
 */
import { describe, expect, it } from 'vitest';
import type { AppCheckVerifier } from '../../functions/src/appCheck';
import { LEAD_RETENTION_SECONDS, type LeadSettings } from '../../functions/src/config';
import { type LeadIntake, leadRequestHandler } from '../../functions/src/leads/functions';
import { attemptDelivery } from '../../functions/src/leads/store';
import { callableJsonRequest } from '../../functions/src/leads/testRequest';
import { readFunctionsConfig } from '../../scripts/local-stack/functions-env.mjs';
import { adminDb } from './support/admin';
import { callFunction, freshClientAddress } from './support/callables';
import { storedLeads, useWebhookReceiver } from './support/leads';

const receiver = useWebhookReceiver();

type Handler = ReturnType<typeof leadRequestHandler>;
type Response = Parameters<Handler>[1];

const GENUINE = 'genuine-app-check-token';

const consumed = new Set<string>();

/** Accepts only GENUINE tokens, as Google's verifier accepts only tokens App Check signed, and consumes each. */
const testVerifier: AppCheckVerifier = async (token) => {
  if (!token.startsWith(GENUINE)) throw new Error('The provided App Check token has invalid signature.');
  const alreadyConsumed = consumed.has(token);
  consumed.add(token);
  return { appId: '1:1234567890:web:test', alreadyConsumed };
};

function demoSettings(): LeadSettings {
  const config = readFunctionsConfig();
  const int = (name: string) => Number(config[name]);
  return {
    webhookUrls: {
      newsletter: config.NEWSLETTER_WEBHOOK_URL ?? '',
      quiz: config.QUIZ_WEBHOOK_URL ?? '',
      contact: config.CONTACT_WEBHOOK_URL ?? '',
    },
    webhookSigningKey: config.LEAD_WEBHOOK_SIGNING_KEY ?? '',
    leadRetentionSeconds: LEAD_RETENTION_SECONDS,
    retryBaseSeconds: int('LEAD_RETRY_BASE_SECONDS'),
    retryMaxSeconds: 6 * 60 * 60,
    maxAttempts: int('LEAD_MAX_ATTEMPTS'),
    rateLimitMax: int('LEAD_RATE_LIMIT_MAX'),
    rateLimitWindowSeconds: int('LEAD_RATE_LIMIT_WINDOW_SECONDS'),
    globalRateLimitPerMinute: int('LEAD_GLOBAL_RATE_LIMIT_PER_MINUTE'),
    formPostRateLimitPerMinute: int('LEAD_FORM_POST_RATE_LIMIT_PER_MINUTE'),
    duplicateWindowSeconds: int('LEAD_DUPLICATE_WINDOW_SECONDS'),
    clientProxyHops: int('LEAD_CLIENT_PROXY_HOPS'),
    formPostProxyHops: int('LEAD_FORM_POST_PROXY_HOPS'),
    claimSeconds: 60,
    webhookTimeoutMs: int('LEAD_WEBHOOK_TIMEOUT_SECONDS') * 1000,
  };
}

function enforcedIntake(): LeadIntake {
  return {
    firestore: adminDb(),
    settings: demoSettings(),
    intake: {
      allowedOrigins: ['https://site.example'],
      clientSalt: readFunctionsConfig().LEAD_CLIENT_SALT ?? '',
      appCheckEnforced: true,
    },
    now: new Date(),
    deliver: attemptDelivery,
    verifyAppCheck: testVerifier,
  };
}

interface Answer {
  status: number;
  body: { result?: unknown; error?: { status: string; message: string; details?: unknown } };
}

/** A POST as the web SDK sends it, through the lead function's request handler; its answer. */
async function post(name: 'newsletter' | 'contact', data: unknown, appCheckToken?: string): Promise<Answer> {
  const request = callableJsonRequest(data, {
    origin: 'https://site.example',
    'x-forwarded-for': freshClientAddress(),
    ...(appCheckToken === undefined ? {} : { 'x-firebase-appcheck': appCheckToken }),
  });
  const answer: Answer = { status: 0, body: {} };
  const response = {
    vary: () => response,
    set: () => response,
    status(code: number) {
      answer.status = code;
      return response;
    },
    json(body: Answer['body']) {
      answer.body = body;
      return response;
    },
    end: () => response,
  } as unknown as Response;
  await leadRequestHandler(name, enforcedIntake)(request, response);
  return answer;
}

async function rateLimitDocuments(): Promise<number> {
  return (await adminDb().collection('rate_limits').get()).size;
}

describe('lead functions with App Check enforced', () => {
  it('refuse a request without a token: JSON 401, nothing stored, forwarded or counted', async () => {
    const answer = await post('newsletter', { email: 'anna@example.se' });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatchObject({
      status: 'UNAUTHENTICATED',
      message: expect.stringMatching(/no App Check token/),
      details: { reason: 'app-check-missing' },
    });
    expect(await storedLeads()).toEqual([]);
    expect(await rateLimitDocuments()).toBe(0);
    expect(receiver.deliveries).toEqual([]);
  });

  it('refuse a token the verifier rejects: JSON 401, nothing stored, forwarded or counted', async () => {
    const answer = await post('contact', {}, 'forged-token');
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatchObject({
      status: 'UNAUTHENTICATED',
      message: expect.stringMatching(/not valid or has expired/),
      details: { reason: 'app-check-invalid' },
    });
    expect(await storedLeads()).toEqual([]);
    expect(await rateLimitDocuments()).toBe(0);
    expect(receiver.deliveries).toEqual([]);
  });

  it('check the token before the input: an invalid lead without a token is refused as unattested', async () => {
    const answer = await post('newsletter', { email: 'not an address' });
    expect(answer.status).toBe(401);
    expect(answer.body.error?.status).toBe('UNAUTHENTICATED');
  });

  it('accept a lead with a genuine token: stored, counted and forwarded', async () => {
    const answer = await post('newsletter', { email: 'anna@example.se' }, `${GENUINE}-accept`);
    expect(answer).toEqual({ status: 200, body: { result: { ok: true } } });
    const leads = await storedLeads();
    expect(leads.map((lead) => lead.payload)).toEqual([{ email: 'anna@example.se' }]);
    expect(await rateLimitDocuments()).toBeGreaterThan(0);
    expect(receiver.accepted('/webhooks/newsletter')).toHaveLength(1);
  });

  it('refuse a genuine token the second time (a replay): JSON 401, the first lead stored once', async () => {
    const token = `${GENUINE}-once`;
    expect((await post('newsletter', { email: 'eva@example.se' }, token)).status).toBe(200);
    const replay = await post('newsletter', { email: 'eva@example.se' }, token);
    expect(replay.status).toBe(401);
    expect(replay.body.error).toMatchObject({ status: 'UNAUTHENTICATED', details: { reason: 'app-check-replayed' } });
    expect((await storedLeads()).map((lead) => lead.payload)).toEqual([{ email: 'eva@example.se' }]);
  });

  it('still validate the input of an attested request', async () => {
    const answer = await post('newsletter', { email: 'not an address' }, `${GENUINE}-validate`);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { field: 'email' } });
    expect(await storedLeads()).toEqual([]);
  });
});

describe('lead functions with App Check not enforced (the emulated demo project)', () => {
  it('accept leads without a token, and with one that is not genuine', async () => {
    const without = await callFunction(
      'subscribeNewsletter',
      { email: 'anna@example.se' },
      {
        clientAddress: freshClientAddress(),
      },
    );
    expect(without).toMatchObject({ ok: true, result: { ok: true } });
    const forged = await callFunction(
      'sendQuizLead',
      { email: 'bo@example.se' },
      {
        clientAddress: freshClientAddress(),
        headers: { 'x-firebase-appcheck': 'forged-token' },
      },
    );
    expect(forged).toMatchObject({ ok: true, result: { ok: true } });
    expect((await storedLeads()).map((lead) => lead.type).sort()).toEqual(['newsletter', 'quiz']);
  });
});
