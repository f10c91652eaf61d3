/**
 * Firebase's e-mail with a link to choose a password: the invitation's (staff.ts) and the sign-in
 * page's "Forgot your password?". Both are in `language`: the e-mail (Auth's `languageCode`, which
 * the SDK sends as X-Firebase-Locale) and the sign-in page the link leads back to once the password
 * is set (`/auth`, or `/sv/auth` in Swedish; the site's address is an authorized domain already:
 * the functions' invitation links need it, functions/README.md).
 */
import { type Language, localizedPath } from '@app/domain';
import { auth } from '@app/platform/auth';
import { sendPasswordResetEmail } from 'firebase/auth';

export async function sendPasswordEmail(email: string, language: Language): Promise<void> {
  const instance = auth();
  // The page's one Auth instance: an invitee's language is set for their e-mail alone, and the
  // instance left as it was for what this page does next.
  const before = instance.languageCode;
  instance.languageCode = language;
  try {
    await sendPasswordResetEmail(instance, email, {
      url: `${window.location.origin}${localizedPath('/auth', language)}`,
    });
  } finally {
    instance.languageCode = before;
  }
}
