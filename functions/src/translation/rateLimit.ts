/**
 * The translation functions' limits per member of staff, both in windows of an hour from their
 * first translation: at most `calls` translations, and at most `characters` characters of text
 * sent for translation (every translated field, a case study's metrics part by part). Counted in
 * `rate_limits/translation_{uid}` and `rate_limits/translation_characters_{uid}` beside the
 * leads' counters (the same rule, decideRateLimit, and the same TTL field). Each translation costs
 * at the provider by its length (a post of 100,000 characters is many requests), so the number of
 * calls alone let one person send 200 such posts an hour; a runaway script or a misused account is
 * held to a known bill. Only valid requests count, before the provider is asked; a refused one
 * counts in neither.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { RATE_LIMITS_COLLECTION } from '../leads/leadDocument';
import { decideRateLimit } from '../leads/policy';
import { counterFrom, minutesText, storedCounter } from '../leads/rateLimit';

const TRANSLATION_RATE_WINDOW_SECONDS = 60 * 60;

/** The counters' ids: apart from the leads' (hashes and `all-clients…`). */
function translationCounterId(uid: string): string {
  return `translation_${uid}`;
}
function translationCharactersCounterId(uid: string): string {
  return `translation_characters_${uid}`;
}

/** A member of staff's translations an hour: how many, and how many characters in all. */
export interface TranslationLimits {
  calls: number;
  characters: number;
}

/**
 * Counts one translation of `characters` characters for `uid`, or refuses it
 * (`resource-exhausted`, nothing counted) when it would pass their `calls` or their `characters`
 * of the hour (the first translation of an hour goes whatever its length): the message says when
 * to try again, and its details carry the reason (`rate-limited`, `character-limit`) and
 * `retryAfterSeconds` for the console to say it in its own language.
 */
export async function enforceTranslationRateLimit(
  firestore: Firestore,
  uid: string,
  limits: TranslationLimits,
  characters: number,
  now: Date,
): Promise<void> {
  const rateLimits = firestore.collection(RATE_LIMITS_COLLECTION);
  const callsRef = rateLimits.doc(translationCounterId(uid));
  const charactersRef = rateLimits.doc(translationCharactersCounterId(uid));
  const decision = await firestore.runTransaction(async (transaction) => {
    const [callsCounter, charactersCounter] = await Promise.all([
      transaction.get(callsRef),
      transaction.get(charactersRef),
    ]);
    const nowMs = now.getTime();
    const calls = decideRateLimit(counterFrom(callsCounter), nowMs, limits.calls, TRANSLATION_RATE_WINDOW_SECONDS);
    if (!calls.accepted) return { refused: 'rate-limited' as const, retryAfterMs: calls.retryAfterMs };
    const sent = decideRateLimit(
      counterFrom(charactersCounter),
      nowMs,
      limits.characters,
      TRANSLATION_RATE_WINDOW_SECONDS,
      characters,
    );
    if (!sent.accepted) return { refused: 'character-limit' as const, retryAfterMs: sent.retryAfterMs };
    transaction.set(callsRef, storedCounter(calls));
    transaction.set(charactersRef, storedCounter(sent));
    return null;
  });
  if (!decision) return;
  const retryAfterSeconds = Math.ceil(decision.retryAfterMs / 1000);
  const wait = `Try again in ${minutesText(decision.retryAfterMs)}.`;
  logger.warn('Translation refused by the per-person rate limit', {
    event: 'translation_rate_limit',
    reason: decision.refused,
    uid,
    limitPerHour: limits.calls,
    charactersPerHour: limits.characters,
    characters,
    retryAfterSeconds,
  });
  throw new HttpsError(
    'resource-exhausted',
    decision.refused === 'rate-limited'
      ? `Translation limit reached: at most ${limits.calls} translations an hour per person. ${wait}`
      : `Translation limit reached: at most ${limits.characters.toLocaleString('en-US')} characters of text an hour ` +
          `per person, and this text needs more than is left. ${wait}`,
    { reason: decision.refused, retryAfterSeconds },
  );
}
