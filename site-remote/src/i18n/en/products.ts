export const products = {
  meta: {
    title: 'AI Products for Sales, Marketing, Legal, Finance and Operations',
    description:
      'Ready-made AI products for small and medium businesses: sales, marketing, legal, finance and operations suites, set up and integrated for you.',
    keywords: 'AI products, AI tools, sales AI, marketing AI, legal AI, finance AI, operations AI, SME',
  },
  breadcrumb: 'Products',
  newTab: '(opens in a new tab)',
  hero: {
    eyebrow: 'Our products',
    title: 'AI Products Built for Your Business',
    description:
      'Five product suites with proven AI tools for every part of your company. We set them up, connect them to your systems and train your team.',
    exploreCategories: 'Explore Categories',
    viewDemo: 'View Demo',
  },
  categoriesSection: {
    title: 'Product Categories',
    subtitle: 'Choose a category to see its products, or open a portfolio for a quick overview.',
    viewPortfolio: 'View Portfolio',
    portfolioOf: 'of {{category}}',
    viewMore: 'View More',
    viewMoreAbout: 'about {{category}}',
  },
  howItWorks: {
    title: 'How It Works',
    subtitle: 'From first conversation to measurable results in three steps.',
    stepLabel: 'Step {{n}}',
    discover: {
      title: 'Discover',
      description: 'We learn how your business works and pick the products that solve your most pressing problems.',
    },
    integrate: {
      title: 'Integrate',
      description: 'We connect the tools to your existing systems and data and train your team to use them.',
    },
    optimize: {
      title: 'Optimize',
      description: 'We follow up on the results and fine-tune the tools so the value keeps growing.',
    },
  },
  cta: {
    title: 'Find the Right AI Tools for Your Team',
    text: 'Book a call and we will show you the products that fit your business, with a demo on your own use cases.',
    bookCall: 'Book a Call',
    viewDemo: 'View Demo',
  },
  category: {
    resultsTitle: 'Results You Can Expect',
    resultsSubtitle: 'Typical results our clients see after introducing the suite.',
    productsTitle: 'Products in the Suite',
    productsSubtitle: 'Use one product or combine several — they work together.',
    featuresLabel: 'Key features',
    visitWebsite: 'Visit the {{product}} website',
  },
  categories: {
    sales: {
      cardTitle: 'Sales AI',
      cardDescription: 'Score leads, personalise outreach and forecast your pipeline.',
      meta: {
        title: 'Sales AI Suite',
        description:
          'AI for sales teams: lead scoring, personalised outreach, call analysis, pipeline forecasting and a CRM copilot. 40% higher conversion on average.',
        keywords: 'sales AI, lead scoring, sales forecasting, CRM AI, sales automation',
      },
      hero: {
        eyebrow: 'Sales',
        title: 'Sales AI Suite',
        subtitle: 'Close more deals in less time.',
        description:
          'Let AI find your best leads, write the follow-ups and keep the CRM up to date, so your salespeople can spend their time selling.',
        primary: 'Schedule Demo',
        secondary: 'Talk to Sales',
      },
      results: {
        conversion: { value: '40%', label: 'Higher conversion', description: 'More leads turn into customers.' },
        leads: {
          value: '3x',
          label: 'More qualified leads',
          description: 'Focus on the prospects most likely to buy.',
        },
        cycle: { value: '50%', label: 'Faster sales cycle', description: 'Less waiting, faster follow-up.' },
        roi: { value: '2.5x', label: 'ROI in year 1', description: 'The suite pays for itself within the first year.' },
      },
      items: {
        leadScoring: {
          name: 'AI Lead Scoring',
          description: 'Ranks every lead by how likely it is to buy, so your team calls the right people first.',
          features: {
            predictive: 'Predictive scoring from CRM and website data',
            routing: 'Automatic lead routing',
            signals: 'Alerts on buying signals',
            reports: 'Weekly accuracy reports',
          },
        },
        emailAssistant: {
          name: 'Sales Email Assistant',
          description: 'Writes personalised outreach and follow-ups in your tone of voice, in Swedish and English.',
          features: {
            drafts: 'Personalised first drafts',
            sequences: 'Follow-up sequences',
            replies: 'Reply detection and suggested answers',
            logging: 'Automatic logging in the CRM',
          },
        },
        conversationIntelligence: {
          name: 'Conversation Intelligence',
          description: 'Transcribes and analyses sales calls to surface objections, next steps and coaching tips.',
          features: {
            summaries: 'Automatic call summaries',
            objections: 'Objection and competitor tracking',
            coaching: 'Coaching insights for each seller',
            actions: 'Action items sent to the CRM',
          },
        },
        pipelineForecasting: {
          name: 'Pipeline Forecasting',
          description: 'Predicts which deals will close and when, so you can plan with confidence.',
          features: {
            probability: 'Win probability for every deal',
            forecast: 'Revenue forecast by month and quarter',
            risk: 'Alerts for stalled deals',
            scenarios: 'Scenario planning',
          },
        },
        crmCopilot: {
          name: 'CRM Copilot',
          description: 'Keeps your CRM clean and up to date without manual data entry.',
          features: {
            enrichment: 'Automatic contact enrichment',
            duplicates: 'Duplicate detection',
            notes: 'Meeting notes saved to the CRM',
            search: 'Search in plain language',
          },
        },
      },
      closing: {
        title: 'Ready to Sell Smarter?',
        text: 'See how the Sales AI Suite works with your own leads and CRM.',
        button: 'Get Started Today',
      },
    },
    marketing: {
      cardTitle: 'Marketing AI',
      cardDescription: 'Create content, target the right audiences and optimise your campaigns.',
      meta: {
        title: 'Marketing AI Suite',
        description:
          'AI for marketing teams: content creation, audience segmentation, campaign optimisation, social media and analytics. 5x more content, 3x ROI.',
        keywords: 'marketing AI, AI content, audience segmentation, campaign optimisation, marketing analytics',
      },
      hero: {
        eyebrow: 'Marketing',
        title: 'Marketing AI Suite',
        subtitle: 'More content, better targeting, higher returns.',
        description:
          'Produce on-brand content in minutes, reach the customers most likely to respond and let AI optimise your campaigns around the clock.',
        primary: 'Schedule Demo',
        secondary: 'View Case Studies',
      },
      results: {
        content: { value: '5x', label: 'More content', description: 'Publish more without growing the team.' },
        targeting: { value: '60%', label: 'Better targeting', description: 'Reach the audiences that convert.' },
        engagement: {
          value: '45%',
          label: 'Higher engagement',
          description: 'Messages that resonate with each segment.',
        },
        roi: { value: '3x', label: 'Return on investment', description: 'More results from the same budget.' },
      },
      items: {
        contentStudio: {
          name: 'AI Content Studio',
          description: 'Produces on-brand blog posts, newsletters and ads in a fraction of the time.',
          features: {
            voice: 'Trained on your brand voice',
            languages: 'Content in Swedish, English and more',
            seo: 'Built-in SEO optimisation',
            approval: 'Review and approval workflow',
          },
        },
        segmentation: {
          name: 'Audience Segmentation',
          description: 'Finds the customer segments most likely to respond, based on behaviour instead of guesswork.',
          features: {
            behaviour: 'Behaviour-based segments',
            lookalike: 'Lookalike audiences',
            churn: 'Churn risk flags',
            sync: 'Sync with your e-mail and ad tools',
          },
        },
        campaignOptimizer: {
          name: 'Campaign Optimizer',
          description: 'Tests and adjusts your campaigns continuously to get more out of every krona.',
          features: {
            testing: 'Automated A/B testing',
            budget: 'Budget reallocation between channels',
            timing: 'Send-time optimisation',
            reporting: 'Cross-channel reporting',
          },
        },
        socialAssistant: {
          name: 'Social Media Assistant',
          description: 'Plans, writes and schedules social posts and shows what your audience engages with.',
          features: {
            calendar: 'Content calendar',
            drafts: 'Post drafts for each channel',
            analytics: 'Engagement analytics',
            monitoring: 'Comment monitoring',
          },
        },
        analyticsHub: {
          name: 'Marketing Analytics Hub',
          description: 'Brings all your marketing data into one dashboard, with insights written by AI.',
          features: {
            dashboard: 'One dashboard for all channels',
            attribution: 'Attribution modelling',
            insights: 'Insights in plain language',
            reports: 'Automated reports',
          },
        },
      },
      closing: {
        title: 'Ready to Grow Your Reach?',
        text: 'Let us show you what the Marketing AI Suite can do for your brand.',
        button: 'Start Your Journey',
      },
    },
    legal: {
      cardTitle: 'Legal AI',
      cardDescription: 'Review contracts, monitor compliance and reduce legal risk.',
      meta: {
        title: 'Legal AI Suite',
        description:
          'AI for legal work: contract review, compliance monitoring, legal research, document automation and risk assessment. 80% faster contract review.',
        keywords: 'legal AI, contract review, compliance monitoring, legal tech, document automation',
      },
      hero: {
        eyebrow: 'Legal',
        title: 'Legal AI Suite',
        subtitle: 'Faster reviews, fewer risks, full control.',
        description:
          'Review contracts in minutes, keep track of regulations and generate standard documents automatically, with your lawyers in control of every decision.',
        primary: 'Schedule Demo',
        secondary: 'Talk to Expert',
      },
      results: {
        review: {
          value: '80%',
          label: 'Faster contract review',
          description: 'Minutes instead of hours per contract.',
        },
        risk: { value: '95%', label: 'Risk detection', description: 'Risky clauses flagged before you sign.' },
        compliance: {
          value: '100%',
          label: 'Compliance coverage',
          description: 'Every document checked against your rules.',
        },
        cost: { value: '60%', label: 'Cost reduction', description: 'Lower costs for routine legal work.' },
      },
      items: {
        contractReview: {
          name: 'Contract Review AI',
          description: 'Reviews contracts in minutes, flags risky clauses and suggests alternative wording.',
          features: {
            extraction: 'Clause extraction',
            scoring: 'Risk scoring',
            playbook: 'Comparison with your playbook',
            redlines: 'Suggested redlines',
          },
        },
        complianceMonitor: {
          name: 'Compliance Monitor',
          description:
            'Follows regulatory changes such as the GDPR and the EU AI Act and checks your policies against them.',
          features: {
            alerts: 'Alerts on regulatory changes',
            gaps: 'Policy gap analysis',
            audit: 'Complete audit trail',
            dashboard: 'Compliance dashboard',
          },
        },
        research: {
          name: 'Legal Research Assistant',
          description: 'Finds relevant legislation, case law and internal precedents and summarises them for you.',
          features: {
            sources: 'Answers with linked sources',
            search: 'Search across legislation and your own documents',
            summaries: 'Clear summaries',
            confidential: 'Secure handling of confidential material',
          },
        },
        documentAutomation: {
          name: 'Document Automation',
          description: 'Generates NDAs, agreements and standard letters from your approved templates.',
          features: {
            templates: 'Template library',
            questionnaires: 'Guided questionnaires',
            versions: 'Version control',
            signing: 'E-signature integration',
          },
        },
        riskAssessment: {
          name: 'Risk Assessment Engine',
          description: 'Finds legal and contractual risks across all your documents before they become problems.',
          features: {
            scan: 'Risk scan across all contracts',
            obligations: 'Obligation and deadline tracking',
            renewals: 'Renewal alerts',
            reports: 'Risk reports for management',
          },
        },
      },
      closing: {
        title: 'Ready to Reduce Legal Risk?',
        text: 'Talk to us about how the Legal AI Suite fits your contracts and processes.',
        button: 'Get Started Now',
      },
    },
    finance: {
      cardTitle: 'Finance AI',
      cardDescription: 'Forecast cash flow, automate invoices and catch errors early.',
      meta: {
        title: 'Finance AI Suite',
        description:
          'AI for finance teams: 90-day cash flow forecasting, invoice processing, expense intelligence, reporting and anomaly detection. 95% forecast accuracy.',
        keywords: 'finance AI, cash flow forecasting, invoice automation, expense management, anomaly detection',
      },
      hero: {
        eyebrow: 'Finance',
        title: 'Finance AI Suite',
        subtitle: 'Accurate numbers, less manual work.',
        description:
          'Automate invoice handling, forecast your cash flow 90 days ahead and catch errors before they cost you money.',
        primary: 'Schedule Demo',
        secondary: 'View Pricing',
      },
      results: {
        accuracy: { value: '95%', label: 'Forecast accuracy', description: 'Plan with numbers you can trust.' },
        time: { value: '70%', label: 'Time savings', description: 'Less time on manual bookkeeping tasks.' },
        errors: { value: '99%', label: 'Error reduction', description: 'Fewer mistakes in invoices and payments.' },
        cost: {
          value: '40%',
          label: 'Cost optimisation',
          description: 'Lower costs through better control of spending.',
        },
      },
      items: {
        cashFlow: {
          name: 'Cash Flow Forecasting',
          description: 'Forecasts your cash position up to 90 days ahead from your own transactions and invoices.',
          features: {
            rolling: '90-day rolling forecast',
            scenarios: 'Scenario modelling',
            warnings: 'Early warnings for shortfalls',
            integration: 'Bank and ERP integration',
          },
        },
        invoiceProcessing: {
          name: 'Invoice Processing AI',
          description: 'Reads, codes and matches supplier invoices automatically.',
          features: {
            capture: 'Automatic data capture',
            coding: 'Account coding suggestions',
            matching: 'Purchase order matching',
            approval: 'Approval routing',
          },
        },
        expenses: {
          name: 'Expense Intelligence',
          description: 'Categorises expenses and spots unusual spending patterns.',
          features: {
            receipts: 'Receipt scanning',
            categories: 'Automatic categorisation',
            policy: 'Policy checks',
            analytics: 'Spend analytics',
          },
        },
        reporting: {
          name: 'Financial Reporting Assistant',
          description: 'Prepares month-end reports and explains variances in plain language.',
          features: {
            monthEnd: 'Automated month-end reports',
            variances: 'Variance explanations',
            board: 'Board-ready summaries',
            kpis: 'KPI dashboards',
          },
        },
        anomalyDetection: {
          name: 'Anomaly and Fraud Detection',
          description: 'Monitors transactions continuously and flags errors and suspicious activity.',
          features: {
            realtime: 'Real-time monitoring',
            duplicates: 'Duplicate payment detection',
            alerts: 'Anomaly alerts',
            logs: 'Audit-ready logs',
          },
        },
      },
      closing: {
        title: 'Ready to Take Control of Your Numbers?',
        text: 'See how the Finance AI Suite can save your team time every month.',
        button: 'Start Optimizing',
      },
    },
    operations: {
      cardTitle: 'Operations AI',
      cardDescription: 'Streamline workflows, manage talent and cut energy and transport costs.',
      meta: {
        title: 'Operations AI Suite',
        description:
          'AI for operations: talent management, transport management for trucking, smart thermostat control with up to 38% energy savings, and workflow automation.',
        keywords: 'operations AI, workflow automation, transport management system, talent management, energy savings',
      },
      hero: {
        eyebrow: 'Operations',
        title: 'Operations AI Suite',
        subtitle: 'Smoother operations, lower costs.',
        description:
          'Automate workflows, plan transport, manage your people and cut energy use, with AI that learns how your operations run.',
        primary: 'Schedule Demo',
        secondary: 'See It In Action',
      },
      results: {
        workflows: { value: '50%', label: 'Faster workflows', description: 'Tasks move on without waiting.' },
        efficiency: {
          value: '85%',
          label: 'Process efficiency',
          description: 'Less manual handling in every process.',
        },
        downtime: { value: '70%', label: 'Less downtime', description: 'Problems predicted before they stop you.' },
        cost: { value: '30%', label: 'Cost reduction', description: 'Lower operating costs across the business.' },
      },
      items: {
        talentManagement: {
          name: 'Talent Management Platform',
          description:
            'Helps you attract, develop and keep the right people, with AI-assisted recruiting and skills planning.',
          features: {
            screening: 'AI-assisted candidate screening',
            skills: 'Skills mapping',
            onboarding: 'Onboarding workflows',
            retention: 'Retention insights',
          },
        },
        truckingTms: {
          name: 'Trucking Transport Management System',
          description:
            'A transport management system for trucking companies: plan routes, dispatch loads and track deliveries.',
          features: {
            routes: 'Route and load optimisation',
            dispatch: 'Dispatch planning',
            tracking: 'Real-time tracking',
            documents: 'Automatic delivery documents',
          },
        },
        smartThermostat: {
          name: 'Smart Thermostat Control',
          description:
            "AI-controlled heating and cooling that learns your building's patterns, with energy savings of up to 38%.",
          features: {
            occupancy: 'Occupancy-based scheduling',
            weather: 'Weather-aware control',
            reports: 'Energy reports',
            remote: 'Remote management',
          },
        },
        workflowHub: {
          name: 'Workflow Automation Hub',
          description:
            'Automates approvals, handovers and routine tasks, and predicts maintenance needs before equipment fails.',
          features: {
            builder: 'No-code workflow builder',
            maintenance: 'Predictive maintenance alerts',
            routing: 'Automatic task routing',
            analytics: 'Process analytics',
          },
        },
      },
      closing: {
        title: 'Ready to Run Smoother Operations?',
        text: 'Let us show you where the Operations AI Suite can save time and money in your business.',
        button: 'Transform Operations',
      },
    },
  },
};
