/**
 * The admin console's own client module (@app/platform/translate) through the Firebase web SDK
 * against the emulators: what the console actually calls, and the errors it sees. (The lead
 * forms call no function: they post the form itself, see leads.test.ts and the e2e lead specs.)
 */

import { BLOG_TYPE, CASE_STUDY_TYPE, type TranslatedFields } from '@app/domain';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { FunctionsError } from 'firebase/functions';
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultAppConfig, setAppConfig } from '../../platform/src/config';
import { auth } from '../../platform/src/firebase/auth';
import { translate } from '../../platform/src/translate';
import { adminApp, clearFirestore } from './support/admin';
import { emulatorHostPort } from './support/stack';

beforeAll(async () => {
  setAppConfig({
    ...defaultAppConfig,
    emulators: { auth: emulatorHostPort('auth'), functions: emulatorHostPort('functions') },
  });
});
beforeEach(async () => {
  await clearFirestore();
});

async function rejection(promise: Promise<unknown>): Promise<FunctionsError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof FunctionsError)) throw new Error(`Expected a FunctionsError, got ${String(error)}`);
  return error;
}

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
      expect(await translate(BLOG_TYPE, request)).toEqual({
        title: '[sv] Hej',
        excerpt: '[sv] Vår guide',
        content: '# [sv] Resultat',
        category: '[sv] Strategi',
        image_alt: '',
      } satisfies TranslatedFields<typeof BLOG_TYPE>);
    } finally {
      await signOut(auth());
    }
  });

  it('calls the case-study translation function the descriptor names, testimonial left out', async () => {
    const email = `admin-cs-${Date.now()}@example.com`;
    const user = await getAuth(adminApp()).createUser({ email, password: 'correct-horse-battery' });
    await getAuth(adminApp()).setCustomUserClaims(user.uid, { admin: true });
    await signInWithEmailAndPassword(auth(), email, 'correct-horse-battery');
    try {
      const answer = await translate(CASE_STUDY_TYPE, {
        title: 'Hello',
        industry: 'Strategy',
        challenge: 'Our guide',
        solution: 'Hello',
        results: '# Results',
        targetLang: 'sv',
      });
      expect(answer).toMatchObject({ title: '[sv] Hej', results: '# [sv] Resultat', testimonial: '' });
    } finally {
      await signOut(auth());
    }
  });

  it('is refused with a message for the toast when nobody is signed in', async () => {
    const error = await rejection(translate(BLOG_TYPE, request));
    expect(error.code).toBe('functions/unauthenticated');
    expect(error.message).toMatch(/^Sign in with a staff account to translate content\.( \[\d{3}\])?$/);
  });
});
