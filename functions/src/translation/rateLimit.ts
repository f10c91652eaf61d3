/**
 * The translation functions' limit per member of staff: at most `max` translations in an hour
 * (a window from their first one), counted in `rate_limits/translation_{uid}` beside the leads'
 * counters (the same rule, decideRateLimit, and the same TTL field). Each translation costs at
 * the provider (a post of 100,000 characters is many requests), so a runaway script or a misused
 * account is held to a known bill. Only valid requests count, before the provider is asked.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { RATE_LIMITS_COLLECTION } from '../leads/leadDocument';
import { decideRateLimit } from '../leads/policy';
import { counterFrom, minutesText, storedCounter } from '../leads/rateLimit';

export const TRANSLATION_RATE_WINDOW_SECONDS = 60 * 60;

/** The counter's id: apart from the leads' (hashes and `all-clients…`). */
export function translationCounterId(uid: string): string {
  return `translation_${uid}`;
}

/**
 * Counts one translation for `uid`, or refuses it (`resource-exhausted`, nothing counted) when
 * their `max` of the hour is used up: the message says when to try again, and its details carry
 * `retryAfterSeconds` for the console to say it in its own language.
 */
export async function enforceTranslationRateLimit(
  firestore: Firestore,
  uid: string,
  max: number,
  now: Date,
): Promise<void> {
  const ref = firestore.collection(RATE_LIMITS_COLLECTION).doc(translationCounterId(uid));
  const decision = await firestore.runTransaction(async (transaction) => {
    const result = decideRateLimit(
      counterFrom(await transaction.get(ref)),
      now.getTime(),
      max,
      TRANSLATION_RATE_WINDOW_SECONDS,
    );
    if (result.accepted) transaction.set(ref, storedCounter(result));
    return result;
  });
  if (decision.accepted) return;
  const retryAfterSeconds = Math.ceil(decision.retryAfterMs / 1000);
  logger.warn('Translation refused by the per-person rate limit', {
    event: 'translation_rate_limit',
    uid,
    limitPerHour: max,
    retryAfterSeconds,
  });
  throw new HttpsError(
    'resource-exhausted',
    `Translation limit reached: at most ${max} translations an hour per person. ` +
      `Try again in ${minutesText(decision.retryAfterMs)}.`,
    { reason: 'rate-limited', retryAfterSeconds },
  );
}
