// The JSON export answers a person's access request: what they sent, field by field as they typed it.
import { leadInboxRowFromFirestore } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { exportFileName, leadsJson } from './exportLeads';

const at = (iso: string) => ({ toDate: () => new Date(iso) });

describe('leadsJson', () => {
  it('gives a contact message’s first and last name as the person typed them, not only joined', () => {
    const row = leadInboxRowFromFirestore('lead-1', {
      type: 'contact',
      // Joined, "Anna Maria Berg" no longer says which part is the surname.
      payload: {
        email: 'anna@example.se',
        firstName: 'Anna Maria',
        lastName: 'Berg',
        company: 'Berg AB',
        message: 'Hej',
      },
      created_at: at('2026-03-01T12:00:00Z'),
      forwarding: { state: 'delivered', attempts: 1 },
    });
    if (!row) throw new Error('not a lead');
    const [lead] = (JSON.parse(leadsJson([row])) as { leads: Record<string, unknown>[] }).leads;
    expect(lead).toMatchObject({
      email: 'anna@example.se',
      first_name: 'Anna Maria',
      last_name: 'Berg',
      name: 'Anna Maria Berg',
      company: 'Berg AB',
      message: 'Hej',
    });
  });

  it('has no names for a newsletter sign-up', () => {
    const row = leadInboxRowFromFirestore('lead-2', {
      type: 'newsletter',
      payload: { email: 'olle@example.se' },
      created_at: at('2026-03-01T12:00:00Z'),
    });
    if (!row) throw new Error('not a lead');
    const [lead] = (JSON.parse(leadsJson([row])) as { leads: Record<string, unknown>[] }).leads;
    expect(lead).toMatchObject({ first_name: null, last_name: null, name: null });
  });
});

describe("leadsJson, the deliveries of a lead's events", () => {
  it("gives the state and attempts of a subscription's unsubscribe notice and unsubscribe address, null where it has none", () => {
    const ended = leadInboxRowFromFirestore('lead-3', {
      type: 'newsletter',
      payload: { email: 'olle@example.se' },
      created_at: at('2026-03-01T12:00:00Z'),
      forwarding: { state: 'delivered', attempts: 1 },
      unsubscribe: { at: at('2026-04-02T08:30:00Z'), forwarding: { state: 'pending', attempts: 2 } },
      unsubscribe_url: { forwarding: { state: 'failed', attempts: 8, last_error: 'webhook answered HTTP 500' } },
    });
    const plain = leadInboxRowFromFirestore('lead-4', {
      type: 'newsletter',
      payload: { email: 'per@example.se' },
      created_at: at('2026-03-01T12:00:00Z'),
      forwarding: { state: 'delivered', attempts: 1 },
    });
    if (!ended || !plain) throw new Error('not a lead');
    const leads = (JSON.parse(leadsJson([ended, plain])) as { leads: Record<string, unknown>[] }).leads;
    expect(leads[0]).toMatchObject({
      delivery: 'delivered',
      unsubscribed_at: '2026-04-02T08:30:00.000Z',
      unsubscribed_delivery: 'retrying',
      unsubscribed_attempts: 2,
      unsubscribe_url_delivery: 'failed',
      unsubscribe_url_attempts: 8,
    });
    expect(leads[1]).toMatchObject({
      unsubscribed_delivery: null,
      unsubscribed_attempts: null,
      unsubscribe_url_delivery: null,
      unsubscribe_url_attempts: null,
    });
  });
});

describe('exportFileName', () => {
  it("is dated by Stockholm's calendar, not UTC's: an export at 00:30 in Stockholm bears that day", () => {
    // 23:30 UTC on 5 December is 00:30 on 6 December in Stockholm (winter time, UTC+1).
    expect(exportFileName(null, new Date('2026-12-05T23:30:00Z'))).toBe('leads-2026-12-06');
    // 22:30 UTC on 30 June is 00:30 on 1 July in Stockholm (summer time, UTC+2).
    expect(exportFileName('Eva@Example.se', new Date('2026-06-30T22:30:00Z'))).toBe('leads-eva-example-se-2026-07-01');
    expect(exportFileName(null, new Date('2026-12-06T12:00:00Z'))).toBe('leads-2026-12-06');
  });
});
