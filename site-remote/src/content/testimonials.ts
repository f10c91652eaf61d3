import { lastSegment, type PrefixOf, type SiteKey } from './keys';

export interface TestimonialContent {
  id: string;
  quote: SiteKey;
  author: SiteKey;
  role: SiteKey;
  company: SiteKey;
}

function testimonial<P extends PrefixOf<SiteKey, 'quote'>>(prefix: P): TestimonialContent {
  return {
    id: lastSegment(prefix),
    quote: `${prefix}.quote` as SiteKey,
    author: `${prefix}.author` as SiteKey,
    role: `${prefix}.role` as SiteKey,
    company: `${prefix}.company` as SiteKey,
  };
}

/** The fixed list of four testimonials. */
export const testimonials: readonly TestimonialContent[] = [
  testimonial('home.testimonials.items.logistics'),
  testimonial('home.testimonials.items.manufacturing'),
  testimonial('home.testimonials.items.retail'),
  testimonial('home.testimonials.items.finance'),
];
