/**
 * There is no public sign-up: accounts are made by an administrator (the Firebase console or
 * `pnpm admin:grant … --create`, both through the Admin SDK, for which Firebase runs no blocking
 * function). Every other way of creating an account — e-mail/password sign-up with the public web
 * API key, or a first sign-in with a provider such as Microsoft — reaches this function and is
 * refused, so nobody can register an address before its owner is made admin.
 *
 * Blocking functions need Firebase Authentication with Identity Platform; the Auth emulator runs
 * them too.
 */
import { HttpsError } from 'firebase-functions/https';
import { beforeUserCreated } from 'firebase-functions/identity';
import { logger } from 'firebase-functions/logger';
import { REGION } from '../config';

const SIGN_UP_CLOSED_MESSAGE = 'Sign-up is closed: accounts are created by an administrator.';

export const refuseSignUp = beforeUserCreated({ region: REGION }, (event) => {
  logger.warn('Account creation refused: sign-up is closed', {
    event: 'sign_up_refused',
    provider: event.additionalUserInfo?.providerId ?? event.credential?.providerId ?? 'unknown',
  });
  throw new HttpsError('permission-denied', SIGN_UP_CLOSED_MESSAGE);
});
