export const privacy = {
  meta: {
    title: 'Privacy Notice',
    description:
      'How {{brand}} collects, uses and protects personal data, your rights under the GDPR and how to contact our data protection officer.',
    keywords: 'privacy notice, GDPR, personal data, data protection, privacy policy',
  },
  breadcrumb: 'Privacy Notice',
  newTab: '(opens in a new tab)',
  title: 'Privacy Notice',
  lastUpdatedLabel: 'Last updated:',
  lastUpdatedDate: '24 September 2025',
  contents: 'Contents',
  intro: [
    'This privacy notice explains how {{brand}} ("we", "us") collects and uses personal data when you visit our website, contact us, book a consultation, subscribe to our newsletter or take our AI readiness quiz.',
    '{{brand}} is based in Gothenburg, Sweden, and is the controller of the personal data described here. We process personal data in accordance with the EU General Data Protection Regulation (GDPR) and supplementary Swedish data protection law.',
  ],
  dpo: 'Data protection officer, {{brand}}',
  emailLabel: 'E-mail:',
  imyLink: 'Integritetsskyddsmyndigheten (IMY) website',
  sections: {
    principles: {
      title: 'Our principles',
      paragraphs: ['We follow the principles of the GDPR in everything we do with personal data:'],
      list: [
        'Lawfulness, fairness and transparency: we process personal data only when we have a legal basis, and we tell you how we do it.',
        'Purpose limitation: we collect data for specified purposes and do not use it in ways that are incompatible with them.',
        'Data minimisation: we ask only for what we need; most of our forms need nothing but your e-mail address.',
        'Accuracy: we correct or delete inaccurate data without delay.',
        'Storage limitation: we keep data no longer than necessary (see section 7).',
        'Integrity and confidentiality: we protect data with appropriate technical and organisational measures.',
        'Accountability: we document our processing and can demonstrate that we comply.',
      ],
      after: [],
    },
    dataCollected: {
      title: 'Personal data we collect',
      paragraphs: ['Depending on how you interact with us, we may process the following personal data:'],
      list: [
        'Contact details: first name, last name, e-mail address and company, when you send us a message through the contact form.',
        'The content of your message, which may include information about your business and your needs.',
        'Your e-mail address, when you subscribe to our newsletter or request the AI readiness quiz.',
        'Booking details: your name, e-mail address and anything else you choose to share when you book a consultation through our calendar booking service.',
        'Technical data: IP address, browser type, device information and time of access, which our hosting provider records in server logs so that the website can be delivered securely.',
        'Preferences: your chosen language and colour theme, stored in your own browser.',
      ],
      after: [
        'We do not ask for special categories of personal data, such as health information, and we ask you not to send such data to us.',
        'Our services are aimed at businesses. We do not knowingly collect personal data from children under 16. If you believe that a child has given us personal data, please contact us and we will delete it.',
      ],
    },
    howCollected: {
      title: 'How we collect personal data',
      paragraphs: ['We collect personal data:'],
      list: [
        'Directly from you, when you fill in a form on the website, book a meeting, or e-mail or call us.',
        "Automatically, when your browser connects to our website (technical data in server logs), and when the website saves your language and theme preferences in your browser's local storage. These preferences stay on your device and are not used to track you.",
        'Through external forms that you choose to open from our website, such as our intake form and the AI readiness quiz, which are provided by a third-party form service on our behalf.',
        'Through Google reCAPTCHA, when you send a form on the website: to keep automated spam out, the page has reCAPTCHA (through Firebase App Check) assess the request, and Google receives technical data about your browser and device, such as your IP address. We receive only the outcome of that assessment, not the data.',
      ],
      after: ['We do not buy personal data from data brokers.'],
    },
    usesAndBases: {
      title: 'How we use personal data and our legal bases',
      paragraphs: [
        'We use personal data only for the following purposes, each with a legal basis under Article 6 of the GDPR:',
      ],
      list: [
        'Answering your enquiries and preparing proposals: steps taken at your request before entering into a contract (Article 6(1)(b)), or our legitimate interest in responding to business enquiries (Article 6(1)(f)).',
        'Booking and holding consultations: steps taken at your request before entering into a contract (Article 6(1)(b)).',
        'Sending our newsletter: your consent (Article 6(1)(a)), which you can withdraw at any time through the unsubscribe link in every e-mail.',
        'Giving you access to the AI readiness quiz and your report, and following up on it: our legitimate interest in providing the service you asked for and offering relevant help (Article 6(1)(f)).',
        'Operating, securing and improving the website: our legitimate interest in running a safe and working service (Article 6(1)(f)).',
        'Meeting legal obligations, for example accounting rules when you become a customer: legal obligation (Article 6(1)(c)).',
      ],
      after: [
        'Where we rely on legitimate interests, we have weighed our interests against your interests and rights. You can ask us for information about that assessment, and you always have the right to object (see section 8).',
      ],
    },
    sharing: {
      title: 'Sharing and international transfers',
      paragraphs: [
        'We never sell your personal data. We share it only with carefully selected service providers (processors) that process it on our behalf, under a data processing agreement and according to our instructions, for example:',
      ],
      list: [
        'hosting, database and cloud services (Google Cloud and Firebase, including reCAPTCHA, which protects our forms from spam);',
        'the workflow automation service that forwards your enquiry to our team;',
        'our calendar booking service and our form service;',
        'e-mail and newsletter delivery services.',
      ],
      after: [
        'We may also disclose personal data when we are required to by law, for example to a public authority, or when it is necessary to establish, exercise or defend legal claims.',
        "Some of our providers are established in, or may access data from, countries outside the EU/EEA, such as the United States. In those cases we make sure that the transfer is protected by a European Commission adequacy decision (for example the EU-US Data Privacy Framework for certified companies) or by the Commission's standard contractual clauses, together with supplementary measures where needed. You can contact us for more information about these safeguards.",
      ],
    },
    security: {
      title: 'How we protect your data',
      paragraphs: ['We protect personal data with appropriate technical and organisational measures, including:'],
      list: [
        'encrypted connections (HTTPS/TLS) for all traffic to and from the website;',
        'access controls, so that only authorised staff can read enquiries and leads;',
        'storage of leads and messages in systems that cannot be read from the public website;',
        'regular reviews of our service providers and of who has access to what.',
      ],
      after: [
        'No system can be made completely secure. If a personal data breach occurs that is likely to result in a risk to your rights and freedoms, we report it to the supervisory authority within 72 hours and inform you when the law requires it.',
      ],
    },
    retention: {
      title: 'How long we keep personal data',
      paragraphs: ['We keep personal data only for as long as it is needed for the purpose it was collected for:'],
      list: [
        'Contact form enquiries: as long as needed to handle your enquiry and any business relationship that follows from it.',
        'Marketing data, such as newsletter subscriptions, quiz leads and related contact history: up to 3 years after your last interaction with us, or until you unsubscribe or object, if that happens earlier.',
        'Customer and accounting records: as long as Swedish accounting law requires, currently seven years after the end of the calendar year in which the financial year ended.',
        'Server logs: for a short period, no longer than needed for security and troubleshooting.',
      ],
      after: ['When the retention period ends, we delete or anonymise the data.'],
    },
    rights: {
      title: 'Your rights',
      paragraphs: ['Under the GDPR you have the right to:'],
      list: [
        'access: receive confirmation of whether we process your personal data and a copy of it;',
        'rectification: have inaccurate or incomplete data corrected;',
        'erasure: have your data deleted, for example when it is no longer needed or you withdraw your consent;',
        'restriction: have the processing of your data restricted in certain situations;',
        'data portability: receive the data you have given us in a structured, machine-readable format;',
        'object: object to processing based on our legitimate interests and, at any time, to direct marketing;',
        'withdraw consent: at any time, without affecting processing carried out before the withdrawal.',
      ],
      after: [
        'To use your rights, contact us using the details in section 10. Using your rights is free of charge, and we answer within one month.',
        'If you are not satisfied with how we handle your personal data, you have the right to lodge a complaint with the Swedish data protection authority, Integritetsskyddsmyndigheten (IMY), or with the supervisory authority in the EU country where you live or work.',
      ],
    },
    automatedDecisions: {
      title: 'Automated decision-making',
      paragraphs: [
        'We do not make decisions based solely on automated processing, including profiling, that produce legal effects concerning you or similarly significantly affect you (Article 22 GDPR).',
        'The AI readiness quiz gives you an indicative report on your own answers; it does not decide anything about you.',
      ],
      list: [],
      after: [],
    },
    contact: {
      title: 'Contact us',
      paragraphs: [
        '{{brand}}, Gothenburg, Sweden, is the controller of your personal data. We have appointed a data protection officer, whom you can contact with any question about how we process personal data or to use your rights.',
      ],
      list: [],
      after: [],
    },
    updates: {
      title: 'Changes to this notice',
      paragraphs: [
        'We may update this privacy notice when our services or the law change. The date at the top of the page shows when it was last updated. If we make significant changes, we will tell you on the website and, where appropriate, by e-mail.',
      ],
      list: [],
      after: [],
    },
  },
};
