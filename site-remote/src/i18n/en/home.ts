export const home = {
  meta: {
    title: 'AI Consulting and AI Tools for Nordic SMEs',
    description:
      '{{brand}} helps small and medium businesses in Sweden and the Nordics put AI to work: strategy, process automation, staff training, integration and ready-made AI products.',
    keywords:
      'AI consulting, AI for SMEs, AI strategy, process automation, AI training, AI integration, Sweden, Gothenburg',
  },
  breadcrumb: 'Home',
  newTab: '(opens in a new tab)',
  hero: {
    eyebrow: 'AI consulting for Nordic small and medium businesses',
    title: 'Put AI to work where it pays off',
    description:
      'From the first strategy workshop to tools your team uses every day, {{brand}} helps you automate routine work, make better decisions and grow — without a data science department.',
    getStarted: 'Get Started',
    viewServices: 'View Our Services',
  },
  servicesSection: {
    title: 'How We Help',
    subtitle: 'Four services that take you from ideas to measurable results.',
    learnMore: 'Learn More',
    learnMoreAbout: 'about {{service}}',
  },
  productsSection: {
    title: 'AI Products for Every Team',
    subtitle: 'Ready-made AI tools for sales, marketing, legal, finance and operations, set up for your business.',
    viewProducts: 'View Our Products',
    seeDemo: 'See Demo',
    seeDemoOf: 'of {{category}}',
  },
  testimonials: {
    title: 'What Our Clients Say',
    subtitle: 'Small and medium businesses across the Nordics already work smarter with AI.',
    carousel: 'Client testimonials',
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    goTo: 'Go to testimonial {{n}}',
    position: 'Testimonial {{n}} of {{total}}',
    items: {
      logistics: {
        quote:
          'Within two months our order handling went from hours of copying between systems to a few minutes of checking. The team finally has time for our customers again.',
        author: 'Anna Lindqvist',
        role: 'COO',
        company: 'Västkust Logistik AB',
      },
      manufacturing: {
        quote:
          'The strategy work gave us a clear, realistic plan. We started with one pilot, saw the return within a quarter and now roll AI out step by step.',
        author: 'Johan Berg',
        role: 'CEO',
        company: 'Berg & Söner Industri',
      },
      retail: {
        quote:
          'The workshops were practical from the first hour. Our staff went from being sceptical to building their own assistants for customer service.',
        author: 'Sofia Nyström',
        role: 'Head of Customer Experience',
        company: 'Nordhem Retail',
      },
      finance: {
        quote:
          'Invoice processing used to take two people half their week. Now it runs by itself and we only review the exceptions.',
        author: 'Mikael Holm',
        role: 'CFO',
        company: 'Holm Redovisning',
      },
    },
  },
  faq: {
    title: 'Frequently Asked Questions',
    subtitle: 'Short answers to what business owners ask us most often.',
    items: {
      whatWeDo: {
        question: 'What does an AI consultancy do for a small or medium business?',
        answer:
          'We find the tasks where AI saves the most time or money, build and integrate the solutions, and train your staff to use them. You get practical results, not a report that gathers dust.',
      },
      timeline: {
        question: 'How long does an AI implementation take?',
        answer:
          'It depends on the scope. A simple automation, such as sorting incoming e-mail or drafting quotes, is usually live in 2–4 weeks. A full transformation across several processes and systems typically takes 3–6 months, delivered in stages so you see results early.',
      },
      expertise: {
        question: 'Do we need technical expertise or our own data team?',
        answer:
          'No. We handle the technical work and explain everything in plain language. Our workshops give your team the skills to use, and later build on, what we deliver.',
      },
      cost: {
        question: 'What does it cost?',
        answer:
          'Every engagement starts with a free 30-minute consultation. After that you get a clear proposal with a fixed scope and price before any work begins. Many clients start with a small pilot to prove the value first.',
      },
      data: {
        question: 'Is our data safe, and is it GDPR compliant?',
        answer:
          'Yes. We design every solution with data protection in mind, prefer services hosted in the EU, sign a data processing agreement when we handle personal data and never use your data to train public models.',
      },
      jobs: {
        question: 'Will AI replace our employees?',
        answer:
          'Our aim is to remove repetitive work so your people can spend more time on customers and on the work that needs human judgement. Most clients use the time saved to grow, not to cut staff.',
      },
    },
  },
  cta: {
    title: 'Ready to Take the First Step?',
    text: 'Book a free 30-minute consultation. We will look at your business together and point out where AI can make the biggest difference.',
    button: 'Book Free Consultation',
  },
};
