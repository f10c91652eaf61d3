import type { DecodedIdToken } from 'firebase-admin/auth';
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadSettings } from '../config';
import type { LeadDocument } from './leadDocument';
import { handleResendLead } from './resend';
import { testLeadSettings } from './testRequest';
import { IDEMPOTENCY_HEADER } from './webhook';

const NOW = Date.now();
const settings: LeadSettings = testLeadSettings({ maxAttempts: 3 });

function token(claims: Record<string, unknown>): DecodedIdToken {
  return {
    aud: 'demo-nordic-ai',
    auth_time: 0,
    exp: 0,
    iat: 0,
    iss: 'https://securetoken.google.com/demo-nordic-ai',
    sub: 'user-1',
    uid: 'user-1',
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  };
}

function call(data: unknown, claims: Record<string, unknown> | null = { admin: true }): CallableRequest {
  return {
    data,
    auth: claims ? { uid: 'user-1', token: token(claims), rawToken: 'token' } : undefined,
    rawRequest: { header: () => undefined } as unknown as CallableRequest['rawRequest'],
    acceptsStreaming: false,
  };
}

/** The lead documents by id; transactions run once (nothing runs concurrently here). */
class MemoryLeads {
  readonly leads = new Map<string, LeadDocument>();
  /** What was added to the audit log. */
  readonly audit: Array<Record<string, unknown>> = [];

  private ref(id: string) {
    const leads = this.leads;
    return {
      id,
      get: async () => {
        const lead = leads.get(id);
        if (!lead) return { data: () => undefined };
        const { unsubscribe, unsubscribe_url: address } = lead;
        const copy: LeadDocument = {
          ...lead,
          forwarding: { ...lead.forwarding },
          ...(unsubscribe ? { unsubscribe: { ...unsubscribe, forwarding: { ...unsubscribe.forwarding } } } : {}),
          ...(address ? { unsubscribe_url: { forwarding: { ...address.forwarding } } } : {}),
        };
        return { data: () => copy };
      },
      update: async (fields: Record<string, unknown>) => {
        const lead = leads.get(id);
        if (!lead) throw new Error(`no lead ${id}`);
        for (const [path, value] of Object.entries(fields)) {
          const names = path.split('.');
          const last = names.pop() ?? '';
          let target = lead as unknown as Record<string, unknown>;
          for (const name of names) target = target[name] as Record<string, unknown>;
          target[last] = value;
        }
      },
    };
  }

  collection(name: string) {
    if (name === 'audit_log') {
      return { add: async (entry: Record<string, unknown>) => void this.audit.push(entry) };
    }
    return { doc: (id: string) => this.ref(id) };
  }

  runTransaction<T>(work: (transaction: unknown) => Promise<T>): Promise<T> {
    return work({
      get: (ref: { get: () => unknown }) => ref.get(),
      update: (ref: { update: (fields: Record<string, unknown>) => unknown }, fields: Record<string, unknown>) =>
        void ref.update(fields),
    });
  }

  get firestore(): Firestore {
    return this as unknown as Firestore;
  }
}

/** A delivery (the lead's own, or its unsubscribe notice's) in `state`, after its attempts. */
function storedForwarding(state: 'pending' | 'delivered' | 'failed') {
  return {
    state,
    attempts: state === 'pending' ? 1 : settings.maxAttempts,
    next_attempt_at: null,
    last_attempt_at: Timestamp.fromMillis(NOW - 60_000),
    last_error: state === 'delivered' ? null : 'webhook answered HTTP 500',
    delivered_at: null,
  };
}

function storedLead(state: 'pending' | 'delivered' | 'failed', overrides: Partial<LeadDocument> = {}): LeadDocument {
  return {
    type: 'newsletter',
    payload: { email: 'anna@example.se' },
    created_at: Timestamp.fromMillis(NOW - 3_600_000),
    fingerprint: 'f',
    forwarding: storedForwarding(state),
    expires_at: Timestamp.fromMillis(NOW + 86_400_000),
    ...overrides,
  };
}

let store: MemoryLeads;
let posted: Array<{ url: string; headers: Record<string, string>; body: Record<string, unknown> }>;
let webhookStatus: number;

beforeEach(() => {
  store = new MemoryLeads();
  posted = [];
  webhookStatus = 200;
  vi.spyOn(logger, 'info').mockImplementation(() => undefined);
  vi.spyOn(logger, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (url: string, init: { headers: Record<string, string>; body: string }) => {
    posted.push({ url, headers: init.headers, body: JSON.parse(init.body) as Record<string, unknown> });
    return new Response('{}', { status: webhookStatus });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const deps = () => ({ firestore: store.firestore, settings, appCheckEnforced: false });

describe('resendLead', () => {
  it('sends a failed lead again with the same idempotency key (its id) and records the delivery', async () => {
    store.leads.set('lead-1', storedLead('failed'));

    expect(await handleResendLead(call({ leadId: 'lead-1' }), deps())).toEqual({
      state: 'delivered',
      attempts: settings.maxAttempts + 1,
      lastError: null,
    });
    expect(posted).toHaveLength(1);
    expect(posted[0]?.url).toBe(settings.webhookUrls.newsletter);
    expect(posted[0]?.headers[IDEMPOTENCY_HEADER]).toBe('lead-1');
    expect(posted[0]?.body).toMatchObject({ email: 'anna@example.se', lead_id: 'lead-1', type: 'newsletter' });
    expect(store.leads.get('lead-1')?.forwarding).toMatchObject({
      state: 'delivered',
      attempts: settings.maxAttempts + 1,
      next_attempt_at: null,
      last_error: null,
    });
    // The audit log: who resent which lead (its id, not its data), and how it went.
    expect(store.audit).toEqual([
      expect.objectContaining({
        action: 'lead_resent',
        actor_uid: 'user-1',
        target: { collection: 'leads', id: 'lead-1', title: '' },
        details: { state: 'delivered' },
      }),
    ]);
  });

  it('leaves the lead failed, with the new error, when the webhook fails again', async () => {
    store.leads.set('lead-1', storedLead('failed'));
    webhookStatus = 503;

    expect(await handleResendLead(call({ leadId: 'lead-1' }), deps())).toEqual({
      state: 'failed',
      attempts: settings.maxAttempts + 1,
      lastError: 'webhook answered HTTP 503',
    });
    expect(store.leads.get('lead-1')?.forwarding).toMatchObject({ state: 'failed', next_attempt_at: null });
  });

  it.each([
    ['delivered', 'delivered'],
    ['pending', 'retrying'],
  ] as const)('refuses a %s lead and sends nothing', async (state, shown) => {
    store.leads.set('lead-1', storedLead(state));
    await expect(handleResendLead(call({ leadId: 'lead-1' }), deps())).rejects.toMatchObject({
      code: 'failed-precondition',
      message: `Only a failed lead can be resent; this one is ${shown}.`,
    });
    expect(posted).toEqual([]);
    expect(store.leads.get('lead-1')?.forwarding.state).toBe(state);
  });

  it('answers not-found for an unknown or expired lead', async () => {
    store.leads.set('old', storedLead('failed', { expires_at: Timestamp.fromMillis(NOW - 1000) }));
    for (const leadId of ['missing', 'old']) {
      await expect(handleResendLead(call({ leadId }), deps())).rejects.toMatchObject({ code: 'not-found' });
    }
    expect(posted).toEqual([]);
    expect(store.audit).toEqual([]);
  });

  it('is for admins only', async () => {
    store.leads.set('lead-1', storedLead('failed'));
    await expect(handleResendLead(call({ leadId: 'lead-1' }, null), deps())).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    for (const claims of [{}, { admin: 'true' }, { admin: false }]) {
      await expect(handleResendLead(call({ leadId: 'lead-1' }, claims), deps())).rejects.toMatchObject({
        code: 'permission-denied',
      });
    }
    expect(posted).toEqual([]);
    expect(store.audit).toEqual([]);
  });

  describe("an ended subscription's unsubscribed event", () => {
    const endedAt = Timestamp.fromMillis(NOW - 600_000);
    function endedLead(state: 'pending' | 'delivered' | 'failed', subscription: 'delivered' | 'failed' = 'delivered') {
      return storedLead(subscription, {
        unsubscribe: {
          at: endedAt,
          forwarding: storedForwarding(state),
        },
      });
    }

    it("sends a failed one again with its own idempotency key, leaving the lead's own delivery as it was", async () => {
      store.leads.set('lead-1', endedLead('failed'));

      expect(await handleResendLead(call({ leadId: 'lead-1', event: 'unsubscribed' }), deps())).toEqual({
        state: 'delivered',
        attempts: settings.maxAttempts + 1,
        lastError: null,
      });
      expect(posted).toHaveLength(1);
      expect(posted[0]?.url).toBe(settings.webhookUrls.newsletter);
      expect(posted[0]?.headers[IDEMPOTENCY_HEADER]).toBe(`lead-1:unsubscribed:${endedAt.toMillis()}`);
      expect(posted[0]?.body).toMatchObject({ event: 'unsubscribed', lead_id: 'lead-1', email: 'anna@example.se' });
      const stored = store.leads.get('lead-1');
      expect(stored?.unsubscribe?.forwarding).toMatchObject({
        state: 'delivered',
        attempts: settings.maxAttempts + 1,
        next_attempt_at: null,
        last_error: null,
      });
      expect(stored?.forwarding).toMatchObject({ state: 'delivered', attempts: settings.maxAttempts });
      expect(store.audit).toEqual([
        expect.objectContaining({
          action: 'lead_resent',
          actor_uid: 'user-1',
          target: { collection: 'leads', id: 'lead-1', title: '' },
          details: { state: 'delivered', event: 'unsubscribed' },
        }),
      ]);
    });

    it('leaves it failed, with the new error, when the webhook fails again', async () => {
      store.leads.set('lead-1', endedLead('failed'));
      webhookStatus = 502;
      expect(await handleResendLead(call({ leadId: 'lead-1', event: 'unsubscribed' }), deps())).toEqual({
        state: 'failed',
        attempts: settings.maxAttempts + 1,
        lastError: 'webhook answered HTTP 502',
      });
      expect(store.leads.get('lead-1')?.unsubscribe?.forwarding).toMatchObject({
        state: 'failed',
        next_attempt_at: null,
      });
    });

    it.each([
      ['delivered', 'delivered'],
      ['pending', 'retrying'],
    ] as const)('refuses a %s one and sends nothing', async (state, shown) => {
      store.leads.set('lead-1', endedLead(state));
      await expect(handleResendLead(call({ leadId: 'lead-1', event: 'unsubscribed' }), deps())).rejects.toMatchObject({
        code: 'failed-precondition',
        message: `Only a failed unsubscribed event can be resent; this one is ${shown}.`,
      });
      expect(posted).toEqual([]);
      expect(store.audit).toEqual([]);
    });

    it('refuses a lead whose subscription was not ended (or was taken up again), or whose lead itself is undelivered', async () => {
      store.leads.set('subscribed', storedLead('failed'));
      store.leads.set('undelivered', endedLead('failed', 'failed'));
      for (const leadId of ['subscribed', 'undelivered']) {
        await expect(handleResendLead(call({ leadId, event: 'unsubscribed' }), deps())).rejects.toMatchObject({
          code: 'failed-precondition',
        });
      }
      expect(posted).toEqual([]);
      expect(store.leads.get('undelivered')?.unsubscribe?.forwarding.state).toBe('failed');
      expect(store.audit).toEqual([]);
    });

    it('resending the lead itself leaves a failed ending alone', async () => {
      store.leads.set('lead-1', endedLead('failed', 'failed'));
      await handleResendLead(call({ leadId: 'lead-1' }), deps());
      expect(posted.map((hit) => hit.headers[IDEMPOTENCY_HEADER])).toEqual(['lead-1']);
      expect(store.leads.get('lead-1')?.unsubscribe?.forwarding.state).toBe('failed');
    });
  });

  describe("an older subscription's unsubscribe address event (pnpm leads:unsubscribe-urls)", () => {
    function addressedLead(
      state: 'pending' | 'delivered' | 'failed',
      subscription: 'delivered' | 'failed' = 'delivered',
    ) {
      return storedLead(subscription, { unsubscribe_url: { forwarding: storedForwarding(state) } });
    }

    it('sends a failed one again, once, with its own idempotency key, and records who did', async () => {
      store.leads.set('lead-1', addressedLead('failed'));

      expect(await handleResendLead(call({ leadId: 'lead-1', event: 'unsubscribeUrl' }), deps())).toEqual({
        state: 'delivered',
        attempts: settings.maxAttempts + 1,
        lastError: null,
      });
      expect(posted).toHaveLength(1);
      expect(posted[0]?.url).toBe(settings.webhookUrls.newsletter);
      expect(posted[0]?.headers[IDEMPOTENCY_HEADER]).toBe('lead-1:unsubscribe_url');
      expect(posted[0]?.body).toMatchObject({
        event: 'unsubscribe_url',
        lead_id: 'lead-1',
        email: 'anna@example.se',
        unsubscribe_url: expect.stringContaining('/unsubscribe?token=lead-1.'),
      });
      const stored = store.leads.get('lead-1');
      expect(stored?.unsubscribe_url?.forwarding).toMatchObject({
        state: 'delivered',
        attempts: settings.maxAttempts + 1,
        next_attempt_at: null,
        last_error: null,
      });
      expect(stored?.forwarding).toMatchObject({ state: 'delivered', attempts: settings.maxAttempts });
      expect(store.audit).toEqual([
        expect.objectContaining({
          action: 'lead_resent',
          actor_uid: 'user-1',
          target: { collection: 'leads', id: 'lead-1', title: '' },
          details: { state: 'delivered', event: 'unsubscribeUrl' },
        }),
      ]);
    });

    it('refuses one not failed, a lead without one, or one whose lead itself is undelivered, sending nothing', async () => {
      store.leads.set('delivered', addressedLead('delivered'));
      store.leads.set('pending', addressedLead('pending'));
      store.leads.set('none', storedLead('delivered'));
      store.leads.set('undelivered', addressedLead('failed', 'failed'));
      for (const leadId of ['delivered', 'pending', 'none', 'undelivered']) {
        await expect(handleResendLead(call({ leadId, event: 'unsubscribeUrl' }), deps()), leadId).rejects.toMatchObject(
          { code: 'failed-precondition' },
        );
      }
      await expect(
        handleResendLead(call({ leadId: 'pending', event: 'unsubscribeUrl' }), deps()),
      ).rejects.toMatchObject({
        message: 'Only a failed unsubscribe address event can be resent; this one is retrying.',
      });
      expect(posted).toEqual([]);
      expect(store.audit).toEqual([]);
    });
  });

  it('refuses a malformed request and, when App Check is enforced, a call without a token', async () => {
    await expect(handleResendLead(call({ leadId: '../x' }), deps())).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(handleResendLead(call({ leadId: 'lead-1', event: 'erased' }), deps())).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(
      handleResendLead(call({ leadId: 'lead-1' }), { ...deps(), appCheckEnforced: true }),
    ).rejects.toMatchObject({ code: 'unauthenticated', details: { reason: 'app-check-missing' } });
  });
});
