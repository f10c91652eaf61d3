import { describe, expect, it } from 'vitest';
import { exportFileName } from './exportLeads';

describe('exportFileName', () => {
  it("is dated by Stockholm's calendar, not UTC's: an export at 00:30 in Stockholm bears that day", () => {
    // 23:30 UTC on 5 December is 00:30 on 6 December in Stockholm (winter time, UTC+1).
    expect(exportFileName(null, new Date('2026-12-05T23:30:00Z'))).toBe('leads-2026-12-06');
    // 22:30 UTC on 30 June is 00:30 on 1 July in Stockholm (summer time, UTC+2).
    expect(exportFileName('Eva@Example.se', new Date('2026-06-30T22:30:00Z'))).toBe('leads-eva-example-se-2026-07-01');
    expect(exportFileName(null, new Date('2026-12-06T12:00:00Z'))).toBe('leads-2026-12-06');
  });
});
