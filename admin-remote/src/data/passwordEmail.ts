/**
 * Firebase's e-mail with a link to choose a password: the invitation's (staff.ts) and the sign-in
 * page's "Forgot your password?". The link leads back to this site's sign-in page once the
 * password is set (the site's address is an authorized domain already: the functions' invitation
 * links need it, functions/README.md), and the e-mail is in `language` when one is given.
 */
import type { Language } from '@app/domain';
import { auth } from '@app/platform/auth';
import { sendPasswordResetEmail } from 'firebase/auth';

export function sendPasswordEmail(email: string, language?: Language): Promise<void> {
  const instance = auth();
  if (language) instance.languageCode = language;
  return sendPasswordResetEmail(instance, email, { url: `${window.location.origin}/auth` });
}
