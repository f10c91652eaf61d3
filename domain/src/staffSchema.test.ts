import { describe, expect, it } from 'vitest';
import { revokeStaffRequestSchema, setStaffRoleRequestSchema } from './staffSchema';
import { validate } from './validation';

describe('the staff callables’ account ids', () => {
  it('take an account id, never one Firestore reserves (`__…__`: its staff document cannot be read)', () => {
    expect(validate(revokeStaffRequestSchema, { uid: 'Z8Q0fTxjRVwfM6NLWKmftnE700Ex' }).ok).toBe(true);
    expect(validate(setStaffRoleRequestSchema, { uid: '__x', role: 'writer' }).ok).toBe(true);
    for (const uid of ['', 'a/b', 'x'.repeat(129), '__x__', '____']) {
      expect(validate(revokeStaffRequestSchema, { uid }).ok, uid).toBe(false);
      expect(validate(setStaffRoleRequestSchema, { uid, role: 'writer' }).ok, uid).toBe(false);
    }
  });
});
