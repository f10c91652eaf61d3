import type { Blog, CaseStudy } from '@app/domain';

export function blog(overrides: Partial<Blog> & Pick<Blog, 'id' | 'slug' | 'title'>): Blog {
  return {
    excerpt: 'An excerpt.',
    content: '# Heading\n\nBody text.',
    category: 'AI Strategy',
    author: 'Anna Svensson',
    published_date: '2025-01-05',
    image_url: null,
    is_published: true,
    title_sv: null,
    excerpt_sv: null,
    content_sv: null,
    category_sv: null,
    ...overrides,
  };
}

/** Three posts: two with Swedish text, one English only; two categories. */
export const BLOGS: Blog[] = [
  blog({
    id: 'b1',
    slug: 'sales-ai',
    title: 'How AI lifted sales by 40%',
    excerpt: 'A retailer in Gothenburg grew with machine learning.',
    category: 'Case Studies',
    category_sv: 'Kundcase',
    title_sv: 'Hur AI ökade försäljningen med 40 %',
    excerpt_sv: 'En handlare i Göteborg växte med maskininlärning.',
    published_date: '2025-03-01',
    image_url: 'https://cdn.example/sales.jpg',
  }),
  blog({
    id: 'b2',
    slug: 'ai-roadmap',
    title: 'Your first AI roadmap',
    excerpt: 'Where to start with AI strategy.',
    category: 'AI Strategy',
    category_sv: 'AI-strategi',
    title_sv: 'Din första AI-färdplan',
    excerpt_sv: 'Var du ska börja med AI-strategi.',
    published_date: '2025-01-05',
  }),
  blog({
    id: 'b3',
    slug: 'automation-basics',
    title: 'Automation basics',
    excerpt: 'Small steps to save hours every week.',
    category: 'AI Strategy',
    published_date: '2024-12-31',
  }),
];

export function caseStudy(overrides: Partial<CaseStudy> & Pick<CaseStudy, 'id' | 'title'>): CaseStudy {
  return {
    slug: overrides.id,
    client_name: 'Acme AB',
    industry: 'Retail',
    challenge: 'Manual order handling.',
    solution: 'An AI order assistant.',
    results: 'Orders handled **twice as fast**.',
    metrics: [
      { metric: 'Time saved', value: '50%' },
      { metric: 'ROI', value: '3x' },
      { metric: 'Errors', value: '-90%' },
    ],
    testimonial: 'It changed how we work.',
    testimonial_author: 'Eva Ek',
    testimonial_role: 'CEO',
    image_url: 'https://cdn.example/acme.jpg',
    is_published: true,
    created_at: new Date('2025-02-01T10:00:00Z'),
    title_sv: null,
    industry_sv: null,
    challenge_sv: null,
    solution_sv: null,
    results_sv: null,
    testimonial_sv: null,
    ...overrides,
  };
}
