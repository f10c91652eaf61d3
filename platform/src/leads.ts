import { httpsCallable } from 'firebase/functions';
import { functions } from './firebase/functions';

/** The honeypot travels as `website`; people never fill it in. */
export interface NewsletterLead {
  email: string;
  website?: string;
}

export type QuizLead = NewsletterLead;

export interface ContactLead {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  message: string;
  website?: string;
}

async function call<T>(name: string, payload: T): Promise<void> {
  await httpsCallable<T, unknown>(functions(), name)(payload);
}

export const subscribeNewsletter = (lead: NewsletterLead) => call('subscribeNewsletter', lead);
export const sendQuizLead = (lead: QuizLead) => call('sendQuizLead', lead);
export const sendContact = (lead: ContactLead) => call('sendContact', lead);
