import type { Blog, CaseStudy } from '@app/domain';
import { blog as blogFields, caseStudy as caseStudyFields } from '@app/domain/testing';

export function blog(overrides: Partial<Blog> & Pick<Blog, 'id' | 'slug' | 'title'>): Blog {
  return { ...blogFields({ author: 'Anna Svensson', ...overrides }), id: overrides.id };
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
  const fields = caseStudyFields({
    slug: overrides.id,
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
    ...overrides,
  });
  return { ...fields, id: overrides.id };
}
