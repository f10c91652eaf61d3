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
  /** Under a field the server refused: what is wrong with it (LeadFieldProblem). */
  fieldProblem: {
    required: 'Fill in this field (spaces alone do not count).',
    tooLong: 'Use at most {{max}} characters.',
    email:
      'Enter a valid e-mail address, such as name@example.com, without spaces, quotation marks, backslashes or < >.',
    illFormed: 'Remove the broken character (part of the text cannot be read; this can happen when text is pasted).',
    control: 'Remove the control characters (hidden codes that can come along when text is pasted).',
    invisible: 'Remove the invisible or text-direction characters (they can hide what the text says).',
    notAccepted: 'This field could not be accepted. Check it and send again.',
  },
};
