export const seo = {
  home: 'Home',
  blog: {
    breadcrumb: 'Blog',
    title: 'Blog – AI Insights for Nordic Businesses',
    description:
      'Articles on AI strategy, process automation and practical AI tools for small and medium-sized businesses in Sweden and the Nordics.',
    keywords: 'AI blog, AI strategy, process automation, AI for SMEs, AI in Sweden, Nordic AI',
  },
  blogPost: {
    suffix: '{{brand}} Blog',
    keywords: 'AI, artificial intelligence, AI consulting, AI for SMEs, Nordic businesses',
  },
  caseStudies: {
    breadcrumb: 'Case Studies',
    title: 'Success Stories – AI Case Studies',
    description:
      'Real results from Nordic small and medium-sized businesses that put AI to work: the challenge, the solution and the measured impact.',
    keywords: 'AI case studies, AI success stories, AI results, AI for SMEs, Nordic businesses',
  },
  contact: {
    breadcrumb: 'Contact',
    title: 'Contact Us',
    description:
      'Contact our AI consultants in Gothenburg, send us a message or book a free 30-minute consultation about AI for your business.',
    keywords: 'contact AI consultant, AI consultancy Gothenburg, free AI consultation, AI for SMEs',
  },
};
