export { AddressBreaks } from './components/AddressBreaks';
export { CardGrid, type CardGridProps } from './components/CardGrid';
export { CoverImage, type CoverImageProps } from './components/CoverImage';
export { CtaBand, type CtaBandProps } from './components/CtaBand';
export { Disclosure, type DisclosureProps } from './components/Disclosure';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { FaqAccordion, type FaqAccordionProps, type FaqItem } from './components/FaqAccordion';
export { FeatureCard, type FeatureCardProps } from './components/FeatureCard';
export { HoneypotField, type HoneypotFieldProps } from './components/HoneypotField';
export { IconBadge, type IconBadgeProps } from './components/IconBadge';
export { LoadingBlock, type LoadingBlockProps } from './components/LoadingBlock';
export { type MetricItem, MetricsGrid, type MetricsGridProps } from './components/MetricsGrid';
export { NativeDialog, type NativeDialogProps } from './components/NativeDialog';
export { PageHero, type PageHeroProps } from './components/PageHero';
export { PopoverPanel, popoverAnchor } from './components/PopoverPanel';
export { Section, type SectionProps } from './components/Section';
export { StatCard, type StatCardProps } from './components/StatCard';
export { SubmitButton, type SubmitButtonProps } from './components/SubmitButton';
export {
  type Testimonial,
  TestimonialCarousel,
  type TestimonialCarouselLabels,
  type TestimonialCarouselProps,
} from './components/TestimonialCarousel';
export { Timeline, type TimelineItem, type TimelineProps } from './components/Timeline';
export { VisuallyHidden } from './components/VisuallyHidden';
export {
  cardContentRules,
  cardPaddingRules,
  containerRules,
  inheritLinkRules,
  outlinedCardRules,
  spacing,
  sxRules,
  typographyRules,
} from './contentStyles';
export { ENHANCE, THEME_MODE_ATTRIBUTE, THEME_STORAGE_KEY, WITH_SCRIPT, WITHOUT_SCRIPT, wrapIndex } from './enhance';
export { closesDialog, opensDialog } from './invokers';
export { printHidden } from './print';
export { type StaticStyles, staticStyles, type ThemeWithVars, useStaticClass } from './staticClass';
export { appTheme, ThemeRoot } from './ThemeRoot';
export { createAppTheme, FOCUS_RING, TOAST_INSET, tokens } from './theme';
