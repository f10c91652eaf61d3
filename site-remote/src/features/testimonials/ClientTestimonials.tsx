import { type Testimonial, TestimonialCarousel } from '@app/shared-ui';
import { testimonials } from '../../content/testimonials';
import { homeStrings } from '../../i18n/strings/home';
import { useSiteStrings } from '../../i18n/useSiteStrings';

/** The four client testimonials in the design system's carousel, in the current language. */
export function ClientTestimonials() {
  const { t } = useSiteStrings(homeStrings);
  const items: Testimonial[] = testimonials.map((item) => ({
    id: item.id,
    quote: t(item.quote),
    author: t(item.author),
    role: t(item.role),
    company: t(item.company),
  }));
  return (
    <TestimonialCarousel
      items={items}
      labels={{
        carousel: t('home.testimonials.carousel'),
        previous: t('home.testimonials.previous'),
        next: t('home.testimonials.next'),
        goTo: (n) => t('home.testimonials.goTo', { n }),
        position: (n, total) => t('home.testimonials.position', { n, total }),
      }}
    />
  );
}
