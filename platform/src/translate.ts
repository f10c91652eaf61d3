/**
 * The admin console's auto-translate (blog posts and case studies) calls the translation
 * function of the content type (its descriptor's `translationCallable`) through this module.
 * Only staff (admins and writers, functions/src/errors.ts) may call them. A failure rejects
 * with a FunctionsError whose code the console's "Translation failed" toast explains in its language
 * (AutoTranslateButton; the message is the server's English):
 * `unavailable` (the provider failed), `aborted` (the model broke the markdown; nothing changed),
 * `failed-precondition` (translation not configured, or with `details.reason` 'provider-refused' the
 * provider refuses the key or the model, with 'provider-quota' the provider's quota or billing for the
 * account is used up), `invalid-argument` (names the field),
 * `permission-denied` / `unauthenticated` (also when App Check is enforced and no valid token
 * came with the call), `resource-exhausted` (the caller's translations of the hour are used up;
 * `details.retryAfterSeconds` says for how long). App Check, when configured, starts on the first call
 * (`ensureAppCheck` in `@app/platform/functions`).
 */
import {
  type ContentTypeDescriptor,
  TRANSLATION_TIMEOUT_SECONDS,
  type TranslatedFields,
  type TranslateRequest,
} from '@app/domain';
import { ensureAppCheck, functions } from '@app/platform/functions';
import { httpsCallable } from 'firebase/functions';

/**
 * Long posts go through the model in pieces; allow for a slow provider: as long as the function
 * may run, and a little more, so its own answer (a clear error too) arrives before the browser gives up.
 */
const TRANSLATION_TIMEOUT_MS = (TRANSLATION_TIMEOUT_SECONDS + 30) * 1000;

/** `type`'s translated fields in `request` translated into its `targetLang`, markdown intact. */
export async function translate<T extends ContentTypeDescriptor>(
  type: T,
  request: TranslateRequest<T>,
): Promise<TranslatedFields<T>> {
  await ensureAppCheck();
  const callable = httpsCallable<TranslateRequest<T>, TranslatedFields<T>>(functions(), type.translationCallable, {
    timeout: TRANSLATION_TIMEOUT_MS,
  });
  return (await callable(request)).data;
}
