import { describe, expect, it } from 'vitest';
import {
  leadDeliveryFilter,
  leadDeliveryState,
  leadEmailKey,
  leadEmailKeys,
  leadInboxRowFromFirestore,
  leadInDeliveryState,
  storedForwardingState,
} from './leadInbox';
import { eraseLeadsRequestSchema, resendLeadRequestSchema } from './leadSchema';
import { validate } from './validation';

const at = (iso: string) => ({ toDate: () => new Date(iso) });

describe('leadInboxRowFromFirestore', () => {
  it('reads a stored lead as the inbox shows it', () => {
    const row = leadInboxRowFromFirestore('lead-1', {
      type: 'contact',
      payload: {
        email: 'anna@example.se',
        firstName: 'Anna',
        lastName: 'Berg',
        company: 'Berg AB',
        message: 'Hej!\nCan we talk?',
      },
      page: '/sv/contact',
      created_at: at('2026-03-01T12:00:00Z'),
      expires_at: at('2029-03-01T12:00:00Z'),
      forwarding: { state: 'pending', attempts: 2, last_attempt_at: at('2026-03-01T12:01:00Z'), last_error: 'x' },
    });
    expect(row).toEqual({
      id: 'lead-1',
      type: 'contact',
      email: 'anna@example.se',
      firstName: 'Anna',
      lastName: 'Berg',
      name: 'Anna Berg',
      company: 'Berg AB',
      message: 'Hej!\nCan we talk?',
      page: '/sv/contact',
      createdAt: new Date('2026-03-01T12:00:00Z'),
      state: 'retrying',
      attempts: 2,
      lastAttemptAt: new Date('2026-03-01T12:01:00Z'),
      lastError: 'x',
      expiresAt: new Date('2029-03-01T12:00:00Z'),
      unsubscribedAt: null,
      unsubscribedDelivery: null,
      unsubscribeUrlDelivery: null,
    });
  });

  it('says when a newsletter subscription was ended with its unsubscribe address', () => {
    const row = leadInboxRowFromFirestore('lead-3', {
      type: 'newsletter',
      payload: { email: 'olle@example.se' },
      created_at: at('2026-03-01T12:00:00Z'),
      forwarding: { state: 'delivered', attempts: 1 },
      unsubscribe: { at: at('2026-04-02T08:30:00Z'), forwarding: { state: 'pending', attempts: 0 } },
    });
    expect(row).toMatchObject({
      state: 'delivered',
      unsubscribedAt: new Date('2026-04-02T08:30:00Z'),
      unsubscribedDelivery: { state: 'retrying', attempts: 0, lastError: null },
    });
  });

  it('shows a failed unsubscribed event apart from the lead it ended, with its attempts and last error', () => {
    const row = leadInboxRowFromFirestore('lead-4', {
      type: 'newsletter',
      payload: { email: 'olle@example.se' },
      created_at: at('2026-03-01T12:00:00Z'),
      forwarding: { state: 'delivered', attempts: 1, last_error: null },
      unsubscribe: {
        at: at('2026-04-02T08:30:00Z'),
        forwarding: { state: 'failed', attempts: 8, last_error: 'webhook answered HTTP 500' },
      },
    });
    expect(row).toMatchObject({
      state: 'delivered',
      lastError: null,
      unsubscribedDelivery: { state: 'failed', attempts: 8, lastError: 'webhook answered HTTP 500' },
    });
  });

  it("shows an older subscription's unsubscribe address event (pnpm leads:unsubscribe-urls) apart from the lead", () => {
    const row = leadInboxRowFromFirestore('lead-5', {
      type: 'newsletter',
      payload: { email: 'olle@example.se' },
      created_at: at('2026-03-01T12:00:00Z'),
      forwarding: { state: 'delivered', attempts: 1, last_error: null },
      unsubscribe_url: { forwarding: { state: 'failed', attempts: 8, last_error: 'webhook answered HTTP 500' } },
    });
    expect(row).toMatchObject({
      state: 'delivered',
      unsubscribedDelivery: null,
      unsubscribeUrlDelivery: { state: 'failed', attempts: 8, lastError: 'webhook answered HTTP 500' },
    });
  });

  it('has no name, company or message for a newsletter sign-up', () => {
    const row = leadInboxRowFromFirestore('lead-2', {
      type: 'newsletter',
      payload: { email: 'olle@example.se' },
      created_at: at('2026-03-01T12:00:00Z'),
    });
    expect(row).toMatchObject({ email: 'olle@example.se', name: null, company: null, message: null, page: null });
  });

  it('shows the page only when it is an on-site path as stored (leads before it have none)', () => {
    const withPage = (page: unknown) =>
      leadInboxRowFromFirestore('p', {
        type: 'quiz',
        payload: { email: 'a@example.se' },
        created_at: at('2026-03-01T12:00:00Z'),
        page,
      })?.page;
    expect(withPage('/')).toBe('/');
    expect(withPage('/blog/ai-guide')).toBe('/blog/ai-guide');
    for (const foreign of ['https://evil.example/', '//evil.example', '/a/../b', 'contact', 42, undefined]) {
      expect(withPage(foreign), String(foreign)).toBeNull();
    }
  });

  it('skips documents that are not leads', () => {
    expect(leadInboxRowFromFirestore('x', { type: 'spam', created_at: at('2026-03-01T12:00:00Z') })).toBeNull();
    expect(leadInboxRowFromFirestore('x', { type: 'quiz' })).toBeNull();
  });
});

describe('delivery states', () => {
  it('reads pending as retrying and back', () => {
    expect(leadDeliveryState('pending')).toBe('retrying');
    expect(leadDeliveryState('delivered')).toBe('delivered');
    expect(leadDeliveryState('failed')).toBe('failed');
    expect(storedForwardingState('retrying')).toBe('pending');
    expect(storedForwardingState('failed')).toBe('failed');
  });
});

/** A stored lead as the inbox reads it: a newsletter sign-up delivered itself, unless `overrides` say otherwise. */
const lead = (overrides: Record<string, unknown>) => {
  const row = leadInboxRowFromFirestore('l', {
    type: 'newsletter',
    payload: { email: 'a@example.se' },
    created_at: at('2026-03-01T12:00:00Z'),
    forwarding: { state: 'delivered', attempts: 1 },
    ...overrides,
  });
  if (!row) throw new Error('not a lead');
  return row;
};
const failed = { state: 'failed', attempts: 8, last_error: 'webhook answered HTTP 500' };

describe('leadInDeliveryState (the inbox filter by state)', () => {
  it('counts a lead as failed when it or one of its events failed: each needs a person', () => {
    expect(leadInDeliveryState(lead({ forwarding: failed }), 'failed')).toBe(true);
    const ended = lead({ unsubscribe: { at: at('2026-04-02T08:30:00Z'), forwarding: failed } });
    const addressed = lead({ unsubscribe_url: { forwarding: failed } });
    for (const row of [ended, addressed]) {
      expect(leadInDeliveryState(row, 'failed')).toBe(true);
      // Its own delivery says delivered, but the lead is not done: it is not under Delivered.
      expect(leadInDeliveryState(row, 'delivered')).toBe(false);
    }
    expect(leadInDeliveryState(lead({}), 'failed')).toBe(false);
    expect(leadInDeliveryState(lead({ unsubscribe_url: { forwarding: { state: 'delivered' } } }), 'failed')).toBe(
      false,
    );
  });

  it('counts a lead as retrying when it or one of its events is still being tried: the retry run has it', () => {
    const pending = { state: 'pending', attempts: 2, last_error: 'webhook answered HTTP 503' };
    expect(leadInDeliveryState(lead({ forwarding: { state: 'pending' } }), 'retrying')).toBe(true);
    const ending = lead({ unsubscribe: { at: at('2026-04-02T08:30:00Z'), forwarding: pending } });
    const addressing = lead({ unsubscribe_url: { forwarding: pending } });
    for (const row of [ending, addressing]) {
      expect(leadInDeliveryState(row, 'retrying')).toBe(true);
      // Its own delivery says delivered, but the retry run still has it, and nothing of it failed.
      expect(leadInDeliveryState(row, 'delivered')).toBe(false);
      expect(leadInDeliveryState(row, 'failed')).toBe(false);
    }
    expect(leadInDeliveryState(lead({}), 'retrying')).toBe(false);
    const failedNotice = lead({ unsubscribe: { at: at('2026-04-02T08:30:00Z'), forwarding: failed } });
    expect(leadInDeliveryState(failedNotice, 'retrying')).toBe(false);
  });

  it('counts a lead as delivered when it and every event of it were delivered: nothing left to do or wait for', () => {
    expect(leadInDeliveryState(lead({}), 'delivered')).toBe(true);
    const done = { state: 'delivered', attempts: 1 };
    expect(
      leadInDeliveryState(
        lead({
          unsubscribe: { at: at('2026-04-02T08:30:00Z'), forwarding: done },
          unsubscribe_url: { forwarding: done },
        }),
        'delivered',
      ),
    ).toBe(true);
    expect(leadInDeliveryState(lead({ forwarding: { state: 'pending' } }), 'delivered')).toBe(false);
    expect(leadInDeliveryState(lead({ forwarding: failed }), 'delivered')).toBe(false);
  });

  it('puts every lead under Delivered or under Failed or Retrying, never both', () => {
    const stored = ['pending', 'delivered', 'failed'] as const;
    for (const own of stored) {
      for (const notice of [undefined, ...stored]) {
        for (const address of [undefined, ...stored]) {
          const data: Record<string, unknown> = { forwarding: { state: own, attempts: 1 } };
          if (notice) data.unsubscribe = { at: at('2026-04-02T08:30:00Z'), forwarding: { state: notice } };
          if (address) data.unsubscribe_url = { forwarding: { state: address } };
          const row = lead(data);
          const open = leadInDeliveryState(row, 'failed') || leadInDeliveryState(row, 'retrying');
          expect(leadInDeliveryState(row, 'delivered'), `${own}, ${notice}, ${address}`).toBe(!open);
        }
      }
    }
  });
});

describe('leadDeliveryFilter (what the inbox asks Firestore for each state)', () => {
  it('asks for any of the three deliveries under Failed and Retrying, the stored state of each', () => {
    const events = ['forwarding.state', 'unsubscribe.forwarding.state', 'unsubscribe_url.forwarding.state'];
    expect(leadDeliveryFilter('failed')).toEqual({ fields: events, value: 'failed' });
    expect(leadDeliveryFilter('retrying')).toEqual({ fields: events, value: 'pending' });
    expect(leadDeliveryFilter('delivered')).toEqual({ fields: ['forwarding.state'], value: 'delivered' });
  });

  it('asks Firestore for every stored lead leadInDeliveryState puts under each state, and exactly those under Failed and Retrying', () => {
    const stored = ['pending', 'delivered', 'failed'] as const;
    const get = (data: Record<string, unknown>, path: string): unknown =>
      path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);
    for (const own of stored) {
      for (const notice of [undefined, ...stored]) {
        for (const address of [undefined, ...stored]) {
          const data: Record<string, unknown> = { forwarding: { state: own, attempts: 1 } };
          if (notice) data.unsubscribe = { at: at('2026-04-02T08:30:00Z'), forwarding: { state: notice } };
          if (address) data.unsubscribe_url = { forwarding: { state: address } };
          const row = lead(data);
          for (const state of ['delivered', 'retrying', 'failed'] as const) {
            const { fields, value } = leadDeliveryFilter(state);
            const asked = fields.some((field) => get(data, field) === value);
            const label = `${state}: ${own}, ${notice}, ${address}`;
            // Delivered: Firestore cannot ask for "absent or delivered", so it is asked for the lead's
            // own delivery and listLeads keeps the rows leadInDeliveryState puts there.
            if (state === 'delivered') expect(asked || !leadInDeliveryState(row, state), label).toBe(true);
            else expect(asked, label).toBe(leadInDeliveryState(row, state));
          }
        }
      }
    }
  });
});

describe('resendLeadRequestSchema', () => {
  it('takes a document id and nothing else', () => {
    expect(validate(resendLeadRequestSchema, { leadId: 'AbC123xyz_-' }).ok).toBe(true);
    expect(validate(resendLeadRequestSchema, { leadId: 'AbC123xyz_-', event: 'subscription' }).ok).toBe(true);
    expect(validate(resendLeadRequestSchema, { leadId: 'AbC123xyz_-', event: 'unsubscribed' }).ok).toBe(true);
    expect(validate(resendLeadRequestSchema, { leadId: 'AbC123xyz_-', event: 'unsubscribeUrl' }).ok).toBe(true);
    for (const data of [
      { leadId: 'a', event: 'Unsubscribed' },
      { leadId: 'a', event: 'erased' },
      { leadId: 'a', event: null },
      { leadId: 'a', event: ['unsubscribed'] },
      {},
      { leadId: '' },
      { leadId: 'a/b' },
      { leadId: 'x'.repeat(129) },
      { leadId: 'a', x: 1 },
      // An id Firestore reserves, which it refuses to read.
      { leadId: '__x__' },
    ]) {
      expect(validate(resendLeadRequestSchema, data).ok).toBe(false);
    }
  });
});

describe('finding a person by e-mail', () => {
  it('finds an address however it was typed', () => {
    expect(leadEmailKey('  Anna.Berg@Example.SE ')).toBe('anna.berg@example.se');
  });

  it('finds an address with an international domain in its Unicode or its ASCII form, composed or not', () => {
    const composed = 'Åsa@Exämple.se';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const key = leadEmailKey(composed);
    expect(key).toBe('åsa@xn--exmple-cua.se');
    for (const typed of [decomposed, ' ÅSA@xn--EXMPLE-cua.se ', 'åsa@EXÄMPLE.SE']) {
      expect(leadEmailKey(typed), typed).toBe(key);
    }
    // A domain that is no host name stays as it was typed: it never stands for another one.
    expect(leadEmailKey('anna@exä/mple.se')).toBe('anna@exä/mple.se');
    expect(leadEmailKey('anna@exä?mple.se')).toBe('anna@exä?mple.se');
  });

  it('asks for the key a lead stored before keys were made this way may still carry', () => {
    expect(leadEmailKeys(' Anna@Example.se ')).toEqual(['anna@example.se']);
    expect(leadEmailKeys('Åsa@Exämple.se'.normalize('NFD'))).toEqual([
      'åsa@xn--exmple-cua.se',
      'åsa@exämple.se'.normalize('NFD'),
    ]);
  });

  it('takes an address to erase, trimmed, and refuses anything else', () => {
    expect(validate(eraseLeadsRequestSchema, { email: ' Anna@Example.se ' })).toEqual({
      ok: true,
      value: { email: 'Anna@Example.se' },
    });
    for (const data of [
      { email: '' },
      { email: 'anna' },
      { email: 'a b@c.se' },
      { email: 4 },
      {},
      { email: 'a@b.se', x: 1 },
    ]) {
      expect(validate(eraseLeadsRequestSchema, data).ok).toBe(false);
    }
    expect(validate(eraseLeadsRequestSchema, { email: `${'a'.repeat(300)}@example.se` }).ok).toBe(false);
  });
});
