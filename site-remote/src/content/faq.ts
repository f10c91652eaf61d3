import { lastSegment, type PrefixOf, type SiteKey } from './keys';

export interface FaqContent {
  id: string;
  question: SiteKey;
  answer: SiteKey;
}

function faq<P extends PrefixOf<SiteKey, 'question'>>(prefix: P): FaqContent {
  return { id: lastSegment(prefix), question: `${prefix}.question` as SiteKey, answer: `${prefix}.answer` as SiteKey };
}

/** The home page's six questions. */
export const homeFaq: readonly FaqContent[] = [
  faq('home.faq.items.whatWeDo'),
  faq('home.faq.items.timeline'),
  faq('home.faq.items.expertise'),
  faq('home.faq.items.cost'),
  faq('home.faq.items.data'),
  faq('home.faq.items.jobs'),
];
