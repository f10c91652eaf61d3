export const services = {
  meta: {
    title: 'AI Consulting Services',
    description:
      'AI strategy advisory, process automation, upskill workshops and AI integration for small and medium businesses in Sweden and the Nordics.',
    keywords: 'AI services, AI strategy, process automation, AI workshops, AI integration, AI consultancy Sweden',
  },
  breadcrumb: 'Services',
  hero: {
    eyebrow: 'Our services',
    title: 'AI Services That Deliver Results',
    description:
      'Whether you are taking your first steps with AI or scaling what already works, we meet you where you are — with clear plans, working solutions and a team that knows how to use them.',
  },
  list: {
    title: 'What We Offer',
    subtitle: 'Four services you can use on their own or combine into one programme.',
    learnMore: 'Learn More',
    learnMoreAbout: 'about {{service}}',
  },
  stats: {
    title: 'Results That Speak for Themselves',
    satisfaction: { value: '95%', label: 'Client satisfaction' },
    projects: { value: '200+', label: 'Projects delivered' },
    roi: { value: '3x', label: 'Average return on investment' },
  },
  cta: {
    title: 'Not Sure Where to Start?',
    text: 'Tell us about your business in a free 30-minute consultation and we will suggest the service that fits you best.',
    button: 'Book Free Consultation',
  },
  detail: {
    heroButton: 'Book Free Consultation',
    processTitle: 'How We Work',
    processSubtitle: 'Four clear steps, with you involved at every stage.',
    stepLabel: 'Step {{n}}',
    featuresTitle: 'What You Get',
    featuresSubtitle: 'Everything included in the service.',
    testimonialsTitle: 'What Our Clients Say',
    ctaTitle: 'Ready to Get Started?',
    ctaText: 'Book a free 30-minute consultation to discuss your goals. No obligation, no jargon.',
    bookFree: 'Book Free Consultation',
    viewAll: 'View All Services',
  },
  items: {
    aiStrategy: {
      // The ai-strategy title is the fixed English heading in both languages.
      title: 'AI Strategy Advisory',
      // The language `title` is in (a text's `…Lang` key, see i18n/textLang.tsx): marked lang="en" in Swedish.
      titleLang: 'en',
      subtitle: 'Find out where AI pays off in your business, and get a clear plan to get there.',
      summary: 'Identify the AI opportunities with the highest return and get a practical, prioritised roadmap.',
      description:
        'We map your processes, data and goals, then identify the use cases where AI creates measurable value. You get a prioritised roadmap with effort, cost and expected return for every step, so your decisions rest on facts rather than hype.',
      metaDescription:
        'AI strategy advisory for SMEs: readiness assessment, prioritised use cases, ROI-based business cases and a practical AI roadmap.',
      keywords: 'AI strategy, AI roadmap, AI readiness, AI business case, AI advisory',
      steps: {
        discovery: {
          title: 'Discovery Workshop',
          description: 'We meet your leadership and key staff to understand your goals, processes and pain points.',
        },
        assessment: {
          title: 'Opportunity Assessment',
          description: 'We evaluate possible use cases against business value, feasibility, data readiness and risk.',
        },
        roadmap: {
          title: 'Roadmap and Business Case',
          description: 'You receive a prioritised plan with budget, timeline and expected return for each initiative.',
        },
        pilot: {
          title: 'Pilot and Follow-up',
          description: 'We help you launch the first pilot, measure the results and adjust the roadmap together.',
        },
      },
      features: {
        readiness: {
          title: 'AI Readiness Assessment',
          description: 'A clear picture of where your organisation stands on data, skills and tools.',
        },
        useCases: {
          title: 'Prioritised Use Cases',
          description: 'Opportunities ranked by impact and effort, tailored to your industry and size.',
        },
        businessCase: {
          title: 'ROI-based Business Cases',
          description: 'Cost, benefit and payback estimates that your management team can act on.',
        },
        governance: {
          title: 'Responsible AI and GDPR',
          description: 'Governance, data protection and the EU AI Act considered from day one.',
        },
      },
    },
    processAutomation: {
      title: 'Process Automation',
      subtitle: 'Let AI take care of the repetitive work so your team can focus on customers.',
      summary: 'Automate manual, repetitive tasks across sales, finance and operations with AI-powered workflows.',
      description:
        'From e-mail triage and invoice handling to reporting and customer follow-up, we design and build automations that connect the tools you already use. A simple automation is typically live within 2–4 weeks.',
      metaDescription:
        'AI process automation for SMEs: automate e-mail handling, documents, invoices and reporting with workflows that connect your existing tools.',
      keywords: 'process automation, AI automation, workflow automation, document processing, RPA, SME',
      steps: {
        mapping: {
          title: 'Process Mapping',
          description: 'We walk through how the work is done today and measure where the time goes.',
        },
        design: {
          title: 'Solution Design',
          description: 'We design the automation, choose the right tools and agree on the expected savings.',
        },
        build: {
          title: 'Build and Test',
          description: 'We build the workflow, test it with real cases and train the people who use it.',
        },
        improve: {
          title: 'Launch and Improve',
          description: 'We go live, follow up on the results and fine-tune the automation as your needs change.',
        },
      },
      features: {
        workflows: {
          title: 'Workflow Automation',
          description: 'Connect your CRM, ERP, e-mail and spreadsheets so information flows without copying.',
        },
        documents: {
          title: 'Intelligent Document Processing',
          description: 'Read and sort invoices, contracts, orders and forms automatically.',
        },
        assistants: {
          title: 'AI Assistants',
          description: 'Assistants that draft replies, answer common questions and hand over to a person when needed.',
        },
        monitoring: {
          title: 'Monitoring and Reporting',
          description: 'See what has been automated, how much time it saves and where exceptions occur.',
        },
      },
    },
    upskillWorkshops: {
      title: 'Upskill Workshops',
      subtitle: 'Train your team, from writing prompts to building AI agents.',
      summary: 'Hands-on training that takes your staff from their first prompts to building their own AI agents.',
      description:
        'Practical workshops tailored to your roles and tools. Your team learns to use generative AI safely and effectively in everyday work, then moves on to automating tasks and building AI agents of their own.',
      metaDescription:
        'Hands-on AI workshops for teams: prompt writing, AI tools for everyday work, building AI agents and safe, responsible use.',
      keywords: 'AI workshops, AI training, prompt engineering, AI agents, upskilling, generative AI course',
      steps: {
        assessment: {
          title: 'Skills Assessment',
          description: 'We find out what your team already knows and what each role needs to learn.',
        },
        programme: {
          title: 'Tailored Programme',
          description: 'We build the programme around your own tools, documents and everyday tasks.',
        },
        workshops: {
          title: 'Hands-on Workshops',
          description: 'Short, practical sessions where everyone works on real tasks from their own job.',
        },
        coaching: {
          title: 'Follow-up and Coaching',
          description: 'We follow up on progress and support your internal AI champions after the course.',
        },
      },
      features: {
        prompting: {
          title: 'Prompt Writing Fundamentals',
          description: 'Techniques for getting reliable, useful answers from AI assistants.',
        },
        everydayTools: {
          title: 'AI Tools for Everyday Work',
          description: 'Use AI for writing, analysis, meetings and research in the tools you already have.',
        },
        agents: {
          title: 'Building AI Agents',
          description: 'Create agents that carry out multi-step tasks and connect to your systems.',
        },
        responsibleUse: {
          title: 'Safe and Responsible Use',
          description: 'Company policies, data protection and GDPR, and how to check AI output.',
        },
      },
    },
    aiIntegration: {
      title: 'AI Integration',
      subtitle: 'Connect AI to the systems you already use.',
      summary: 'Integrate AI models into your existing systems, data and workflows, securely and reliably.',
      description:
        'We integrate language models and machine learning into your CRM, ERP, website and internal tools, with the security, monitoring and documentation that production use requires.',
      metaDescription:
        'AI integration for SMEs: connect language models to your CRM, ERP and internal tools securely, with monitoring and support.',
      keywords: 'AI integration, LLM integration, AI API, RAG, enterprise AI, system integration',
      steps: {
        assessment: {
          title: 'Technical Assessment',
          description: 'We review your systems, data sources and security requirements.',
        },
        architecture: {
          title: 'Architecture and Security',
          description:
            'We design a solution that fits your environment, with access control and data protection built in.',
        },
        integration: {
          title: 'Integration and Testing',
          description: 'We connect AI to your systems and test quality, speed and cost with real data.',
        },
        support: {
          title: 'Deployment and Support',
          description: 'We put the solution into production, monitor it and keep it up to date.',
        },
      },
      features: {
        apis: {
          title: 'API and System Integration',
          description: 'AI connected to your CRM, ERP, website and internal tools.',
        },
        ownData: {
          title: 'AI on Your Own Data',
          description: 'Assistants that answer from your own documents and knowledge base, with sources.',
        },
        security: {
          title: 'Security and Compliance',
          description: 'Access control, logging and EU hosting options that meet GDPR requirements.',
        },
        operations: {
          title: 'Monitoring and Support',
          description: 'Quality, cost and uptime monitored, with updates as models improve.',
        },
      },
    },
  },
};
