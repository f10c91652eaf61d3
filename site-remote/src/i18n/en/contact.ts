export const contact = {
  hero: {
    title: 'Get in Touch',
    subtitle: "Have a question, or ready to get started with AI? We'd love to hear from you.",
  },
  form: {
    title: 'Send us a message',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    company: 'Company',
    message: 'Message',
    messagePlaceholder: 'Tell us about your business and what you would like to achieve with AI...',
    requiredNote: 'All fields are required.',
    emailInvalid: 'Please enter a valid email address',
    /** The message's length, shown from 90 % of its limit. */
    messageCount: '{{used}} / {{max}} characters',
    messageCountFull: '{{used}} / {{max}} characters: the limit (text beyond it is not added)',
    /** Announced once (politely) when the message reaches its limit. */
    messageLimitReached: 'The message has reached its limit of {{max}} characters; text beyond it was not added.',
    submit: 'Send Message',
    sending: 'Sending...',
    success: "Message sent! We'll get back to you as soon as possible.",
  },
  info: {
    title: 'Contact information',
    email: 'Email',
    phone: 'Phone',
    phoneHours: 'Mon–Fri 09:00–16:00 CET',
    office: 'Office',
    officeLocation: 'Gothenburg, Sweden',
  },
  schedule: {
    title: 'Schedule a Call',
    text: 'Book a free 30-minute consultation with one of our AI experts at a time that suits you.',
    button: 'View Calendar',
  },
  faq: {
    title: 'Frequently Asked Questions',
    implementation: {
      question: 'How long does it take to implement an AI solution?',
      answer:
        'Most implementations take 4–8 weeks, depending on scope and complexity. We start with a short discovery phase and deliver in stages, so you see value early.',
    },
    expertise: {
      question: 'Do we need technical expertise to work with you?',
      answer:
        'No technical expertise is needed. We handle the technical work, explain every step in plain language and train your team to use the new tools with confidence.',
    },
    roi: {
      question: 'What return on investment can we expect?',
      answer:
        'Our clients typically see a return of 2–3x their investment in the first year, through time saved, lower costs and new revenue.',
    },
    integration: {
      question: 'Can your solutions integrate with our existing systems?',
      answer:
        'Yes. We connect AI to the systems you already use — such as your CRM, ERP, accounting and office tools — through their APIs or standard connectors, so your team keeps working the way it does today.',
    },
    support: {
      question: 'What support do you offer after launch?',
      answer:
        'We offer ongoing support by email, phone and chat, and we keep monitoring and improving your solution as your business grows.',
    },
  },
};
