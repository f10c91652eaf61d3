/**
 * App Check for the calls to the Functions (the lead forms, translation), when the runtime
 * configuration names a reCAPTCHA site key (`appCheck` in AppConfig). `firebase/app-check` and
 * reCAPTCHA load only here, on the first call that needs them (a form's submit), never with a
 * page. Once App Check runs on the Firebase app, the Functions SDK sends its token
 * (`X-Firebase-AppCheck`) with every call, and the functions refuse calls without one where
 * APP_CHECK_ENFORCED is on (production). Without a site key (the local stack) nothing loads and
 * calls go without a token.
 *
 * Reached through `@app/platform/functions`, a shared singleton, so this module exists once at
 * run time (App Check can start only once per Firebase app) and adds no shared module of its own
 * to every page's start-up.
 */

// Through the package name, not a relative path: the shared singleton holds the loaded config.
import { getAppConfig } from '@app/platform';
import type { AppCheck } from 'firebase/app-check';
import { firebaseApp } from './app';

let started: Promise<AppCheck> | undefined;

/**
 * Starts App Check when the configuration names a site key; resolves at once when it does not.
 * Await it before the first `functions()` of the page, so the Functions SDK finds App Check.
 */
export async function ensureAppCheck(): Promise<void> {
  await startAppCheck();
}

function startAppCheck(): Promise<AppCheck | null> {
  const settings = getAppConfig().appCheck;
  if (!settings?.siteKey) return Promise.resolve(null);
  started ??= import('firebase/app-check').then(
    ({ initializeAppCheck, ReCaptchaEnterpriseProvider, ReCaptchaV3Provider }) => {
      const provider =
        settings.provider === 'recaptcha-enterprise'
          ? new ReCaptchaEnterpriseProvider(settings.siteKey)
          : new ReCaptchaV3Provider(settings.siteKey);
      return initializeAppCheck(firebaseApp(), { provider, isTokenAutoRefreshEnabled: false });
    },
    (error: unknown) => {
      // The chunk did not load (network): the next call tries again.
      started = undefined;
      throw error;
    },
  );
  return started;
}

/**
 * A limited-use App Check token for one lead post (the server consumes it, so a captured one
 * cannot be replayed), or null where no site key is configured (the local stack).
 */
export async function limitedUseAppCheckToken(): Promise<string | null> {
  const appCheck = await startAppCheck();
  if (!appCheck) return null;
  const { getLimitedUseToken } = await import('firebase/app-check');
  return (await getLimitedUseToken(appCheck)).token;
}
