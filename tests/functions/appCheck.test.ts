/**
 * App Check on the one lead endpoint. The emulated project runs with APP_CHECK_ENFORCED=false
 * (browsers of the local stack cannot get tokens offline), so the enforced cases run the lead
 * post's own request handler (answerLeadPost) in this process, against the same Firestore emulator
 * (whose new-lead trigger in the Functions emulator delivers what is stored) and webhook receiver,
 * with the demo configuration but enforcement on and a test verifier in place of Google's (which
 * needs App Check's public keys from the internet). The unenforced case goes through the
 * Functions emulator over HTTP.
 *
 * The apps' post (asking for JSON) must carry a genuine, unused token, as the lead callables had
 * to; the browser's own post without JavaScript cannot carry one and keeps its rule: the form
 * token, and the plain posts' own share of the global limit.
 */
import { describe, expect, it } from 'vitest';
import type { AppCheckVerifier } from '../../functions/src/appCheck';
import { LEAD_RETENTION_SECONDS, type LeadSettings } from '../../functions/src/config';
import { answerLeadPost } from '../../functions/src/leads/formPost';
import { issueFormToken } from '../../functions/src/leads/formToken';
import type { LeadCore } from '../../functions/src/leads/intake';
import { HOSTING_CDN_RANGES } from '../../functions/src/leads/policy';
import { formPostRequest } from '../../functions/src/leads/testRequest';
import { readFunctionsConfig } from '../../scripts/local-stack/functions-env.mjs';
import { adminDb } from './support/admin';
import { freshClientAddress } from './support/callables';
import { postLead } from './support/leadPosts';
import { eventually, settledLeads, storedLeads, useWebhookReceiver } from './support/leads';

const receiver = useWebhookReceiver();

type Response = Parameters<typeof answerLeadPost>[1];

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
    trustedProxies: HOSTING_CDN_RANGES,
    claimSeconds: 60,
    webhookTimeoutMs: int('LEAD_WEBHOOK_TIMEOUT_SECONDS') * 1000,
    unsubscribeKey: readFunctionsConfig().NEWSLETTER_UNSUBSCRIBE_KEY ?? '',
    siteUrl: null,
  };
}

const SALT = readFunctionsConfig().LEAD_CLIENT_SALT ?? '';

function enforcedIntake(): LeadCore {
  return {
    firestore: adminDb(),
    settings: demoSettings(),
    intake: {
      allowedOrigins: ['https://site.example'],
      clientSalt: SALT,
      appCheckEnforced: true,
    },
    now: new Date(),
    verifyAppCheck: testVerifier,
  };
}

interface Answer {
  status: number;
  body: Record<string, unknown> | string;
}

/**
 * A lead form posted to a page of the site, through the lead post's own handler: as the apps post
 * it (asking for JSON, with `appCheckToken` when given), or as the browser does without JavaScript.
 */
async function post(
  form: 'newsletter' | 'contact',
  fields: Record<string, string>,
  appCheckToken?: string,
  by: 'apps' | 'browser' = 'apps',
): Promise<Answer> {
  const request = formPostRequest(
    { form, form_token: issueFormToken(SALT, new Date()), ...fields },
    {
      origin: 'https://site.example',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': freshClientAddress(),
      ...(by === 'apps' ? { accept: 'application/json' } : {}),
      ...(appCheckToken === undefined ? {} : { 'x-firebase-appcheck': appCheckToken }),
    },
    { url: '/contact' },
  );
  const answer: Answer = { status: 0, body: '' };
  const response = {
    set: () => response,
    status(code: number) {
      answer.status = code;
      return response;
    },
    json(body: Record<string, unknown>) {
      answer.body = body;
      return response;
    },
    send(body: string) {
      answer.body = body;
      return response;
    },
  } as unknown as Response;
  await answerLeadPost(
    request,
    response,
    enforcedIntake(),
    async () =>
      new globalThis.Response('<p>the page again</p>', {
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      }),
  );
  return answer;
}

async function rateLimitDocuments(): Promise<number> {
  return (await adminDb().collection('rate_limits').get()).size;
}

describe('the lead endpoint with App Check enforced', () => {
  it("refuses the apps' post without a token: JSON 401, nothing stored, forwarded or counted", async () => {
    const answer = await post('newsletter', { email: 'anna@example.se' });
    expect(answer).toEqual({
      status: 401,
      body: { sent: false, form: 'newsletter', reason: 'unattested', detail: 'app-check-missing' },
    });
    expect(await storedLeads()).toEqual([]);
    expect(await rateLimitDocuments()).toBe(0);
    expect(receiver.deliveries).toEqual([]);
  });

  it('refuses a token the verifier rejects: JSON 401, nothing stored, forwarded or counted', async () => {
    const answer = await post('contact', {}, 'forged-token');
    expect(answer).toMatchObject({ status: 401, body: { reason: 'unattested', detail: 'app-check-invalid' } });
    expect(await storedLeads()).toEqual([]);
    expect(await rateLimitDocuments()).toBe(0);
    expect(receiver.deliveries).toEqual([]);
  });

  it('checks the token before the input: an invalid lead without a token is refused as unattested', async () => {
    const answer = await post('newsletter', { email: 'not an address' });
    expect(answer).toMatchObject({ status: 401, body: { reason: 'unattested' } });
  });

  it('accepts a lead with a genuine token: stored, counted and forwarded', async () => {
    const answer = await post('newsletter', { email: 'anna@example.se' }, `${GENUINE}-accept`);
    expect(answer).toEqual({ status: 200, body: { sent: true, form: 'newsletter' } });
    const leads = await settledLeads(1);
    expect(leads.map((lead) => lead.payload)).toEqual([{ email: 'anna@example.se' }]);
    expect(await rateLimitDocuments()).toBeGreaterThan(0);
    expect(receiver.accepted('/webhooks/newsletter')).toHaveLength(1);
  });

  it('refuses a genuine token the second time (a replay): JSON 401, the first lead stored once', async () => {
    const token = `${GENUINE}-once`;
    expect((await post('newsletter', { email: 'eva@example.se' }, token)).status).toBe(200);
    const replay = await post('newsletter', { email: 'eva@example.se' }, token);
    expect(replay).toMatchObject({ status: 401, body: { reason: 'unattested', detail: 'app-check-replayed' } });
    expect((await storedLeads()).map((lead) => lead.payload)).toEqual([{ email: 'eva@example.se' }]);
  });

  it('still validates the input of an attested post', async () => {
    const answer = await post('newsletter', { email: 'not an address' }, `${GENUINE}-validate`);
    expect(answer).toEqual({
      status: 400,
      body: { sent: false, form: 'newsletter', reason: 'invalid', field: 'email', problem: 'email' },
    });
    expect(await storedLeads()).toEqual([]);
  });

  it("keeps the browser's own post without JavaScript to its rule: no App Check, the form token and the plain posts' budget", async () => {
    const answer = await post('newsletter', { email: 'plain@example.se' }, undefined, 'browser');
    expect(answer.status).toBe(303);
    const [lead] = await eventually(storedLeads, (leads) => leads.length === 1);
    expect(lead?.payload).toEqual({ email: 'plain@example.se' });
    expect(lead).toMatchObject({ page: '/contact' });
    // Counted against the plain posts' own share of the global limit, which the apps' posts are not.
    expect((await adminDb().collection('rate_limits').doc('all-clients-form-posts').get()).get('count')).toBe(1);
  });
});

describe('the lead endpoint with App Check not enforced (the emulated demo project)', () => {
  it("takes the apps' posts without a token, and with one that is not genuine", async () => {
    const without = await postLead('newsletter', { email: 'anna@example.se' });
    expect(without.answer).toEqual({ sent: true, form: 'newsletter' });
    const forged = await postLead(
      'quiz',
      { email: 'bo@example.se' },
      { headers: { 'x-firebase-appcheck': 'forged-token' } },
    );
    expect(forged.answer).toEqual({ sent: true, form: 'quiz' });
    expect((await storedLeads()).map((lead) => lead.type).sort()).toEqual(['newsletter', 'quiz']);
  });
});
