export const caseStudies = {
  title: 'Success Stories',
  intro:
    'See how small and medium-sized businesses across the Nordics use AI to save time, cut costs and grow — and the results they measured.',
  loading: 'Loading case studies',
  empty: 'No case studies available yet.',
  pages: {
    label: 'Pages of case studies',
    beyond: 'There is no page {{page}} of case studies.',
  },
  industry: 'Industry',
  challenge: 'Challenge',
  solution: 'Solution',
  results: 'Results',
  metrics: 'Key results',
  testimonial: 'What the client says',
  readMore: 'Read Full Case Study',
  showLess: 'Show Less',
  cta: {
    title: 'Ready to write your own success story?',
    text: "Book a free 30-minute consultation and we'll map out where AI can make the biggest difference for your business.",
    button: 'Schedule a Consultation',
  },
};
