/**
 * The browser apps' own client modules (@app/platform/leads and /translate) through the
 * Firebase web SDK against the emulators: what the site and the admin console actually call,
 * and the errors they see.
 */

import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { FunctionsError } from 'firebase/functions';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultAppConfig, setAppConfig } from '../../platform/src/config';
import { auth } from '../../platform/src/firebase/auth';
import { sendContact, subscribeNewsletter } from '../../platform/src/leads';
import { translateBlog, translationErrorMessage } from '../../platform/src/translate';
import { adminApp, clearFirestore } from './support/admin';
import { storedLeads } from './support/leads';
import { emulatorHostPort } from './support/stack';
import { WebhookReceiver } from './support/webhookReceiver';

const receiver = new WebhookReceiver();

beforeAll(async () => {
  setAppConfig({
    ...defaultAppConfig,
    emulators: { auth: emulatorHostPort('auth'), functions: emulatorHostPort('functions') },
  });
  await receiver.start();
});
afterAll(() => receiver.stop());
beforeEach(async () => {
  await clearFirestore();
  receiver.reset();
});

async function rejection(promise: Promise<unknown>): Promise<FunctionsError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof FunctionsError)) throw new Error(`Expected a FunctionsError, got ${String(error)}`);
  return error;
}

describe('@app/platform/leads', () => {
  it('stores and forwards a newsletter sign-up', async () => {
    await subscribeNewsletter({ email: 'web-sdk@example.se', website: '' });
    expect(await storedLeads()).toMatchObject([{ type: 'newsletter', payload: { email: 'web-sdk@example.se' } }]);
    expect(receiver.accepted('/webhooks/newsletter')).toHaveLength(1);
  });

  it('rejects with the field named in the message and in details', async () => {
    const error = await rejection(
      sendContact({ firstName: 'Anna', lastName: '', email: 'anna@example.se', company: 'Acme', message: 'Hi' }),
    );
    expect(error.code).toBe('functions/invalid-argument');
    // The SDK appends the HTTP status to the server's message.
    expect(error.message).toBe('Invalid input: lastName: is required [400]');
    expect(error.details).toEqual({ field: 'lastName' });
    expect(receiver.deliveries).toEqual([]);
  });
});

describe('@app/platform/translate', () => {
  const request = {
    title: 'Hello',
    excerpt: 'Our guide',
    content: '# Results',
    category: 'Strategy',
    targetLang: 'sv',
  } as const;

  it('translates for a signed-in admin', async () => {
    const email = `admin-${Date.now()}@example.com`;
    const user = await getAuth(adminApp()).createUser({ email, password: 'correct-horse-battery' });
    await getAuth(adminApp()).setCustomUserClaims(user.uid, { admin: true });
    await signInWithEmailAndPassword(auth(), email, 'correct-horse-battery');
    try {
      expect(await translateBlog(request)).toEqual({
        title: '[sv] Hej',
        excerpt: '[sv] Vår guide',
        content: '# [sv] Resultat',
        category: '[sv] Strategi',
      });
    } finally {
      await signOut(auth());
    }
  });

  it('is refused with a message for the toast when nobody is signed in', async () => {
    const error = await rejection(translateBlog(request));
    expect(error.code).toBe('functions/unauthenticated');
    expect(translationErrorMessage(error)).toBe('Sign in with an admin account to translate content.');
  });
});
