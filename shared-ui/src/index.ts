export { CardGrid, type CardGridProps } from './components/CardGrid';
export { CoverImage, type CoverImageProps } from './components/CoverImage';
export { CtaBand, type CtaBandProps } from './components/CtaBand';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { FaqAccordion, type FaqAccordionProps, type FaqItem } from './components/FaqAccordion';
export { FeatureCard, type FeatureCardProps } from './components/FeatureCard';
export { HoneypotField, type HoneypotFieldProps } from './components/HoneypotField';
export { IconBadge, type IconBadgeProps } from './components/IconBadge';
export { LoadingBlock, type LoadingBlockProps } from './components/LoadingBlock';
export { type MetricItem, MetricsGrid, type MetricsGridProps } from './components/MetricsGrid';
export { PageHero, type PageHeroProps } from './components/PageHero';
export { Section, type SectionProps } from './components/Section';
export { StatCard, type StatCardProps } from './components/StatCard';
export {
  type Testimonial,
  TestimonialCarousel,
  type TestimonialCarouselLabels,
  type TestimonialCarouselProps,
  wrapIndex,
} from './components/TestimonialCarousel';
export { Timeline, type TimelineItem, type TimelineProps } from './components/Timeline';
export { VisuallyHidden } from './components/VisuallyHidden';
export { THEME_STORAGE_KEY, ThemeRoot } from './ThemeRoot';
export { createAppTheme, tokens } from './theme';
