/**
 * The site's lead forms (newsletter, quiz and contact) call the lead functions through this
 * module. Each call resolves once the lead is stored (forwarding to the automation happens, and is
 * retried, on the server) and rejects with a FunctionsError: `invalid-argument` naming the field
 * (also in `details.field`), `resource-exhausted` when the visitor's network sent too many, or
 * another code on failure (`unauthenticated` when App Check is enforced and no valid token came
 * with it). Import it lazily (on submit), so the Functions SDK is not in any page's first load;
 * App Check, when configured, starts on the first call (`ensureAppCheck`).
 */
import type { ContactLeadInput, LeadReceipt, NewsletterLeadInput, QuizLeadInput } from '@app/domain';
import { ensureAppCheck, functions } from '@app/platform/functions';
import { httpsCallable } from 'firebase/functions';

async function call<Input>(name: string, input: Input): Promise<void> {
  await ensureAppCheck();
  // A limited-use token per call: the lead functions consume it, so a captured one cannot be replayed.
  await httpsCallable<Input, LeadReceipt>(functions(), name, { limitedUseAppCheckTokens: true })(input);
}

/** Footer newsletter form: `{ email, website }` (website is the honeypot, normally ''). */
export function subscribeNewsletter(input: NewsletterLeadInput): Promise<void> {
  return call('subscribeNewsletter', input);
}

/** Home page AI readiness quiz box; open the quiz form once this resolves. */
export function sendQuizLead(input: QuizLeadInput): Promise<void> {
  return call('sendQuizLead', input);
}

/** Contact page form: firstName, lastName, email, company, message (+ the honeypot). */
export function sendContact(input: ContactLeadInput): Promise<void> {
  return call('sendContact', input);
}
