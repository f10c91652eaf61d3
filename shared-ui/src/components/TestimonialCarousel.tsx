import {
  ChevronLeft as ChevronLeftIcon,
  ChevronRight as ChevronRightIcon,
  FormatQuote as FormatQuoteIcon,
} from '@app/shared-ui/icons';

import { Box, Card, IconButton, Typography } from '@app/shared-ui/mui';
import { type KeyboardEvent, useState } from 'react';
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
  /** Name of the dot button for slide `n` (1-based), e.g. "Go to testimonial 2". */
  goTo: (n: number) => string;
  /** Slide position, e.g. "2 of 4". */
  position: (n: number, total: number) => string;
}

export interface TestimonialCarouselProps {
  items: readonly Testimonial[];
  labels: TestimonialCarouselLabels;
}

/** Index after moving `step` slides from `index`, wrapping around at both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/**
 * One testimonial at a time with previous / next buttons and a dot per slide. Never rotates by
 * itself; each change is announced politely. Left and right arrow keys also move between slides
 * while focus is inside the carousel.
 */
export function TestimonialCarousel({ items, labels }: TestimonialCarouselProps) {
  const [index, setIndex] = useState(0);
  const total = items.length;
  const current = items[Math.min(index, total - 1)];
  if (!current) return null;

  const go = (step: number) => setIndex((i) => wrapIndex(i, step, total));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
  };

  return (
    <Box
      role="group"
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      onKeyDown={onKeyDown}
      sx={{ maxWidth: 860, mx: 'auto' }}
    >
      <Box aria-live="polite" aria-atomic="true">
        <Card
          role="group"
          aria-roledescription="slide"
          aria-label={labels.position(index + 1, total)}
          sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', minHeight: { md: 280 } }}
        >
          <FormatQuoteIcon aria-hidden="true" sx={{ fontSize: 48, color: 'primary.main' }} />
          <Box component="figure" sx={{ m: 0 }}>
            <Box component="blockquote" sx={{ m: 0 }}>
              <Typography component="p" sx={{ fontSize: { xs: '1.125rem', md: '1.3rem' }, lineHeight: 1.6 }}>
                {current.quote}
              </Typography>
            </Box>
            <Box component="figcaption" sx={{ mt: 3 }}>
              <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                {current.author}
              </Typography>
              <Typography component="span" color="text.secondary" sx={{ display: 'block' }}>
                {current.role}, {current.company}
              </Typography>
            </Box>
          </Box>
        </Card>
      </Box>
      <Box sx={{ mt: 3, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
        <IconButton onClick={() => go(-1)} aria-label={labels.previous} sx={{ border: 1, borderColor: 'divider' }}>
          <ChevronLeftIcon />
        </IconButton>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {items.map((item, i) => {
            const active = i === index;
            return (
              <IconButton
                key={item.id}
                aria-label={labels.goTo(i + 1)}
                aria-current={active ? 'true' : undefined}
                onClick={() => setIndex(i)}
                size="small"
                // A 32 px target (above WCAG 2.2's 24 px minimum) around a small dot.
                sx={{ width: 32, height: 32 }}
              >
                <Box
                  component="span"
                  aria-hidden="true"
                  sx={{
                    width: active ? 14 : 10,
                    height: active ? 14 : 10,
                    borderRadius: '50%',
                    bgcolor: active ? 'primary.main' : 'transparent',
                    border: 2,
                    borderColor: active ? 'primary.main' : 'text.secondary',
                  }}
                />
              </IconButton>
            );
          })}
        </Box>
        <IconButton onClick={() => go(1)} aria-label={labels.next} sx={{ border: 1, borderColor: 'divider' }}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
