import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { type LeadDocument, webhookBody } from './leadDocument';

describe('webhookBody', () => {
  it("keeps the lead's own identity whatever its payload holds (the schemas refuse such fields too)", () => {
    const created = new Date('2026-03-01T12:00:00.000Z');
    const lead = {
      type: 'newsletter',
      payload: { email: 'anna@example.se', lead_id: 'forged', type: 'contact', submitted_at: '1999-01-01' },
      created_at: Timestamp.fromDate(created),
    } as unknown as LeadDocument;
    expect(webhookBody('lead-1', lead)).toEqual({
      email: 'anna@example.se',
      lead_id: 'lead-1',
      type: 'newsletter',
      submitted_at: created.toISOString(),
    });
  });
});
