export const leads = {
  quiz: {
    title: 'Is your business ready for AI?',
    text: 'Take our free 5-minute AI readiness quiz and get a free report with concrete next steps for your business.',
    perkQuiz: '5-minute quiz',
    perkReport: 'Free report',
    emailLabel: 'Email address',
    placeholder: 'Enter your email',
    submit: 'Take the Quiz',
    sending: 'Sending...',
    opensInNewTab: '(opens in a new tab)',
    disclaimer: 'No spam. Unsubscribe anytime.',
    invalid: 'Please enter a valid email address',
    successTitle: 'Success!',
    successText: "We've received your information. Opening the quiz...",
    openQuiz: 'Open the quiz',
    errorTitle: 'Error',
  },
  honeypot: {
    label: 'Leave this field empty',
  },
};
