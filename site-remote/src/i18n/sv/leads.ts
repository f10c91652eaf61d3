import type { leads as en } from '../en/leads';

export const leads: typeof en = {
  quiz: {
    title: 'Är ditt företag redo för AI?',
    text: 'Gör vårt kostnadsfria AI-test på 5 minuter och få en gratis rapport med konkreta nästa steg för ditt företag.',
    perkQuiz: 'Test på 5 minuter',
    perkReport: 'Gratis rapport',
    emailLabel: 'E-postadress',
    placeholder: 'Ange din e-postadress',
    submit: 'Gör testet',
    sending: 'Skickar...',
    opensInNewTab: '(öppnas i en ny flik)',
    disclaimer: 'Ingen spam. Avregistrera dig när du vill.',
    invalid: 'Ange en giltig e-postadress',
    successTitle: 'Klart!',
    successText: 'Vi har tagit emot dina uppgifter. Öppnar testet...',
    openQuiz: 'Öppna testet',
    errorTitle: 'Fel',
  },
  honeypot: {
    label: 'Lämna det här fältet tomt',
  },
};
