/**
 * The translations' limits per member of staff, against an in-memory stand-in for Firestore's
 * transactions: a number of calls an hour, and a number of characters an hour, so twenty posts of
 * 100,000 characters are not twenty translations like any other.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { enforceTranslationRateLimit, type TranslationLimits } from './rateLimit';

/** Documents by path, read and written as a transaction does. */
function memoryFirestore(): { firestore: Firestore; stored: Map<string, Record<string, unknown>> } {
  const stored = new Map<string, Record<string, unknown>>();
  const ref = (path: string) => ({ path });
  const firestore = {
    collection: (name: string) => ({ doc: (id: string) => ref(`${name}/${id}`) }),
    runTransaction: async <T>(work: (transaction: unknown) => Promise<T>): Promise<T> => {
      const writes: Array<[string, Record<string, unknown>]> = [];
      const result = await work({
        get: async ({ path }: { path: string }) => {
          const data = stored.get(path);
          return { exists: data !== undefined, get: (field: string) => data?.[field] };
        },
        set: ({ path }: { path: string }, data: Record<string, unknown>) => writes.push([path, data]),
      });
      for (const [path, data] of writes) stored.set(path, data);
      return result;
    },
  };
  return { firestore: firestore as unknown as Firestore, stored };
}

const limits: TranslationLimits = { calls: 200, characters: 250_000 };
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));

describe('enforceTranslationRateLimit', () => {
  it('counts the characters sent, and refuses a call that would pass the hour’s characters, in both counts untouched', async () => {
    const { firestore, stored } = memoryFirestore();
    await enforceTranslationRateLimit(firestore, 'writer-1', limits, 100_000, at(0));
    await enforceTranslationRateLimit(firestore, 'writer-1', limits, 100_000, at(10));
    const before = structuredClone([...stored]);
    const refused = enforceTranslationRateLimit(firestore, 'writer-1', limits, 60_000, at(20));
    await expect(refused).rejects.toMatchObject({
      code: 'resource-exhausted',
      message:
        'Translation limit reached: at most 250,000 characters of text an hour per person, and this text needs ' +
        'more than is left. Try again in 40 minutes.',
      details: { reason: 'character-limit', retryAfterSeconds: 2_400 },
    });
    expect([...stored]).toEqual(before);
    // What is left still goes, and another person has their own.
    await enforceTranslationRateLimit(firestore, 'writer-1', limits, 50_000, at(20));
    await enforceTranslationRateLimit(firestore, 'writer-2', limits, 100_000, at(20));
    // After the hour the count starts again.
    await enforceTranslationRateLimit(firestore, 'writer-1', limits, 100_000, at(61));
  });

  it('still refuses a call over the hour’s number of calls, however short', async () => {
    const { firestore } = memoryFirestore();
    const few = { calls: 2, characters: 250_000 };
    await enforceTranslationRateLimit(firestore, 'writer-1', few, 10, at(0));
    await enforceTranslationRateLimit(firestore, 'writer-1', few, 10, at(1));
    await expect(enforceTranslationRateLimit(firestore, 'writer-1', few, 10, at(2))).rejects.toMatchObject({
      code: 'resource-exhausted',
      details: { reason: 'rate-limited', retryAfterSeconds: 3_480 },
    });
  });
});
