export const about = {
  meta: {
    title: 'About Us',
    description:
      '{{brand}} is an AI consultancy from Gothenburg, Sweden, founded in 2020. We help Nordic small and medium businesses turn AI into real results.',
    keywords: 'about us, AI consultancy Gothenburg, AI company Sweden, AI team',
  },
  breadcrumb: 'About',
  newTab: '(opens in a new tab)',
  hero: {
    eyebrow: 'About us',
    title: 'About {{brand}}',
    description:
      'We are an AI consultancy and product company from Gothenburg, Sweden. Since 2020 we have helped hundreds of small and medium businesses across the Nordics put AI to practical use.',
  },
  mission: {
    title: 'Our Mission',
    lead: 'To make AI practical, affordable and safe for every small and medium business in the Nordics.',
    body: 'Large companies have data science teams. Most SMEs do not, and they should not need one. We combine hands-on consulting, ready-made AI products and training, so businesses of any size can work smarter, serve their customers better and grow, while staying in control of their data.',
  },
  journey: {
    title: 'Our Journey',
    subtitle: 'From a small team in Gothenburg to 200+ success stories.',
    founding: {
      year: '2020',
      event: 'Founded in Gothenburg',
      desc: 'We started with one idea: AI should not be reserved for large corporations.',
    },
    firstCustomers: {
      year: '2021',
      event: 'First 50 customers',
      desc: 'Our first 50 clients proved that AI creates real value for small and medium businesses.',
    },
    productSuite: {
      year: '2023',
      event: 'Product suite launch',
      desc: 'We turned our most successful solutions into ready-made AI products for sales, marketing, legal, finance and operations.',
    },
    proofInAction: {
      year: '2024',
      event: 'Proof in Action',
      desc: 'From pilots to partnerships.',
    },
    suiteEra: {
      year: '2025',
      event: 'The Suite Era',
      desc: 'Building scalable AI tools, with more than 200 success stories behind us.',
    },
    today: {
      year: 'Today',
      event: 'Real Impact',
      desc: 'Transforming how companies work with AI.',
    },
  },
  team: {
    title: 'Meet the Team',
    subtitle: 'The people who will work with you.',
    companyProfile: '{{brand}} company profile',
    email: 'E-mail {{brand}}',
    members: {
      ceo: {
        name: 'Erik Lindgren',
        role: 'CEO & Founder',
        bio: 'Erik founded the company after fifteen years of helping businesses with digital transformation. He makes sure every AI project starts from a real business need.',
        photoAlt: 'Illustrated portrait of Erik Lindgren',
      },
      cto: {
        name: 'Sara Ekström',
        role: 'CTO and Chief Architect',
        bio: 'Sara leads our technology and product development. She designs AI solutions that are secure, scalable and easy to live with, long after launch.',
        photoAlt: 'Illustrated portrait of Sara Ekström',
      },
      consulting: {
        name: 'Jonas Håkansson',
        role: 'Head of Consulting',
        bio: 'Jonas leads our consultants and workshops. He has trained hundreds of employees to use AI in their everyday work, from first prompts to their own AI agents.',
        photoAlt: 'Illustrated portrait of Jonas Håkansson',
      },
    },
  },
  cta: {
    title: 'Let’s Talk About Your Business',
    text: 'Book a free 30-minute consultation with our team.',
    button: 'Book Free Consultation',
  },
};
