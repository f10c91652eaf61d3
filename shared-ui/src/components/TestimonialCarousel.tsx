import {
  ChevronLeft as ChevronLeftIcon,
  ChevronRight as ChevronRightIcon,
  FormatQuote as FormatQuoteIcon,
} from '@app/shared-ui/icons';
import { Box, Card, IconButton, type SxProps, type Theme, Typography } from '@app/shared-ui/mui';
import { useId } from 'react';
import { ENHANCE, WITH_SCRIPT, wrapIndex } from '../enhance';
import { printHidden } from '../print';
import { FOCUS_RING } from '../theme';

export interface Testimonial {
  id: string;
  quote: string;
  author: string;
  role: string;
  company: string;
}

export interface TestimonialCarouselLabels {
  /** Accessible name of the carousel, e.g. "Client testimonials". */
  carousel: string;
  previous: string;
  next: string;
  /** Name of the dot for slide `n` (1-based), e.g. "Go to testimonial 2". */
  goTo: (n: number) => string;
  /** Slide position, e.g. "2 of 4". */
  position: (n: number, total: number) => string;
}

export interface TestimonialCarouselProps {
  items: readonly Testimonial[];
  labels: TestimonialCarouselLabels;
}

const arrowSx = {
  width: 40,
  height: 40,
  border: 1,
  borderColor: 'divider',
  borderRadius: '50%',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  color: 'text.primary',
} as const;

/**
 * Which slide shows is the browser's own state: one radio input per slide (the dots), and CSS
 * shows the slide whose radio is checked. So the dots work from the server's HTML with or without
 * script (arrow keys move between them, wrapping around, as in any radio group). Previous and next
 * are buttons the boot script moves by one (shell/src/enhance/carousel.ts); without script they
 * are labels of the neighbouring radios instead. Never rotates by itself; each change is
 * announced politely.
 */
export function TestimonialCarousel({ items, labels }: TestimonialCarouselProps) {
  const group = useId();
  const total = items.length;
  if (total === 0) return null;
  const radioId = (i: number) => `${group}-dot-${i}`;

  const perSlide: Record<string, object> = {};
  items.forEach((_, i) => {
    perSlide[`&:has(.dot:nth-of-type(${i + 1}):checked)`] = {
      [`& .slide:nth-of-type(${i + 1})`]: { display: 'block' },
      [`& .dot:nth-of-type(${i + 1})`]: {
        width: 14,
        height: 14,
        backgroundColor: 'primary.main',
        borderColor: 'primary.main',
      },
      '@media (scripting: none)': { [`& .step-${i}`]: { display: 'inline-flex' } },
    };
  });
  const rootSx: SxProps<Theme> = { maxWidth: 860, mx: 'auto', '& .slide': { display: 'none' }, ...perSlide };

  return (
    <Box
      role="group"
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      {...{ [ENHANCE.carousel]: '' }}
      sx={rootSx}
    >
      <Box aria-live="polite" aria-atomic="true">
        {items.map((item, i) => (
          <Card
            key={item.id}
            className="slide"
            role="group"
            aria-roledescription="slide"
            aria-label={labels.position(i + 1, total)}
            sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', minHeight: { md: 280 } }}
          >
            <FormatQuoteIcon aria-hidden="true" sx={{ fontSize: 48, color: 'primary.main' }} />
            <Box component="figure" sx={{ m: 0 }}>
              <Box component="blockquote" sx={{ m: 0 }}>
                <Typography component="p" sx={{ fontSize: { xs: '1.125rem', md: '1.3rem' }, lineHeight: 1.6 }}>
                  {item.quote}
                </Typography>
              </Box>
              <Box component="figcaption" sx={{ mt: 3 }}>
                <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {item.author}
                </Typography>
                <Typography component="span" color="textSecondary" sx={{ display: 'block' }}>
                  {item.role}, {item.company}
                </Typography>
              </Box>
            </Box>
          </Card>
        ))}
      </Box>
      <Box {...printHidden} sx={{ mt: 3, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
        <IconButton
          {...{ [ENHANCE.carouselStep]: '-1' }}
          aria-label={labels.previous}
          sx={{ border: 1, borderColor: 'divider', ...WITH_SCRIPT }}
        >
          <ChevronLeftIcon />
        </IconButton>
        {items.map((item, i) => (
          <Box
            key={item.id}
            component="label"
            htmlFor={radioId(wrapIndex(i, -1, total))}
            className={`step-${i}`}
            aria-label={labels.previous}
            sx={{ ...arrowSx, display: 'none' }}
          >
            <ChevronLeftIcon />
          </Box>
        ))}
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          {items.map((item, i) => (
            <Box
              key={item.id}
              component="input"
              type="radio"
              name={group}
              id={radioId(i)}
              className="dot"
              defaultChecked={i === 0}
              aria-label={labels.goTo(i + 1)}
              sx={{
                appearance: 'none',
                boxSizing: 'border-box',
                width: 10,
                height: 10,
                m: '11px',
                borderRadius: '50%',
                border: 2,
                borderColor: 'text.secondary',
                cursor: 'pointer',
                '&:focus-visible': { ...FOCUS_RING, outlineOffset: 4 },
              }}
            />
          ))}
        </Box>
        {items.map((item, i) => (
          <Box
            key={item.id}
            component="label"
            htmlFor={radioId(wrapIndex(i, 1, total))}
            className={`step-${i}`}
            aria-label={labels.next}
            sx={{ ...arrowSx, display: 'none' }}
          >
            <ChevronRightIcon />
          </Box>
        ))}
        <IconButton
          {...{ [ENHANCE.carouselStep]: '1' }}
          aria-label={labels.next}
          sx={{ border: 1, borderColor: 'divider', ...WITH_SCRIPT }}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
