import type { leads as en } from '../en/leads';

export const leads: typeof en = {
  quiz: {
    title: 'Är ditt företag redo för AI?',
    text: 'Gör vårt kostnadsfria AI-test på 5 minuter och få en gratis rapport med konkreta nästa steg för ditt företag.',
    perkQuiz: 'Test på 5 minuter',
    perkReport: 'Gratis rapport',
    emailLabel: 'E-postadress',
    placeholder: 'Ange din e-post',
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
  fieldProblem: {
    required: 'Fyll i fältet (bara mellanslag räknas inte).',
    tooLong: 'Använd högst {{max}} tecken.',
    email:
      'Ange en giltig e-postadress, till exempel namn@exempel.se, utan mellanslag, citattecken, omvända snedstreck eller < >.',
    illFormed:
      'Ta bort det trasiga tecknet (en del av texten går inte att läsa, vilket kan hända när text klistras in).',
    control: 'Ta bort styrtecknen (dolda koder som kan följa med när text klistras in).',
    invisible: 'Ta bort osynliga tecken eller tecken som ändrar textriktningen (de kan dölja vad texten säger).',
    notAccepted: 'Fältet kunde inte tas emot. Kontrollera det och skicka igen.',
  },
};
