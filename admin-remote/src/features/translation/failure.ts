import { FunctionsError } from 'firebase/functions';
import type { AdminKey } from '../../i18n/keys';

/** What a failed translation says: a key of the console's dictionary and what it needs. */
export interface TranslationFailure {
  key: AdminKey;
  options?: { count: number };
}

/** The `reason` a refusal's details carry, if any. */
function reasonOf(details: unknown): unknown {
  return details && typeof details === 'object' && 'reason' in details ? details.reason : undefined;
}

/** The minutes until the hourly limits let the caller translate again, from the refusal's details. */
function minutesToWait(details: unknown): number {
  const seconds =
    details && typeof details === 'object' && 'retryAfterSeconds' in details ? Number(details.retryAfterSeconds) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 60;
}

/**
 * What a failed translation says, by the function's error code (platform/src/translate.ts lists
 * them), in the console's language: the function's own message is English.
 */
export function translationFailure(error: unknown): TranslationFailure {
  if (!(error instanceof FunctionsError)) return { key: 'translation.failureDescription' };
  switch (error.code) {
    case 'functions/unavailable':
    case 'functions/deadline-exceeded':
      return { key: 'translation.errors.unavailable' };
    case 'functions/aborted':
      return { key: 'translation.errors.markdown' };
    case 'functions/failed-precondition':
      // Set up, but the provider refuses the key or the model, or the account's quota is used up;
      // else not set up at all.
      switch (reasonOf(error.details)) {
        case 'provider-refused':
          return { key: 'translation.errors.providerRefused' };
        case 'provider-quota':
          return { key: 'translation.errors.providerQuota' };
        default:
          return { key: 'translation.errors.notConfigured' };
      }
    case 'functions/permission-denied':
    case 'functions/unauthenticated':
      return { key: 'translation.errors.denied' };
    case 'functions/invalid-argument':
      return { key: 'translation.errors.invalid' };
    case 'functions/resource-exhausted':
      // The hour's number of translations, or the hour's amount of text, is used up.
      return {
        key:
          reasonOf(error.details) === 'character-limit'
            ? 'translation.errors.limitedCharacters'
            : 'translation.errors.limited',
        options: { count: minutesToWait(error.details) },
      };
    default:
      return { key: 'translation.failureDescription' };
  }
}
