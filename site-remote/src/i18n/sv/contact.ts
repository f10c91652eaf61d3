import type { contact as en } from '../en/contact';

export const contact: typeof en = {
  hero: {
    title: 'Kontakta oss',
    subtitle: 'Har du en fråga eller vill du komma igång med AI? Vi hör gärna av oss.',
  },
  form: {
    title: 'Skicka ett meddelande till oss',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    email: 'E-post',
    company: 'Företag',
    message: 'Meddelande',
    messagePlaceholder: 'Berätta om ert företag och vad ni vill uppnå med AI...',
    requiredNote: 'Alla fält är obligatoriska.',
    emailInvalid: 'Ange en giltig e-postadress',
    messageCount: '{{used}} / {{max}} tecken',
    messageCountFull: '{{used}} / {{max}} tecken: gränsen är nådd (text utöver den läggs inte till)',
    messageLimitReached: 'Meddelandet har nått gränsen på {{max}} tecken; text utöver den lades inte till.',
    submit: 'Skicka meddelande',
    sending: 'Skickar...',
    success: 'Meddelandet har skickats! Vi återkommer så snart som möjligt.',
  },
  info: {
    title: 'Kontaktuppgifter',
    email: 'E-post',
    phone: 'Telefon',
    phoneHours: 'Mån–fre 09:00–16:00 CET',
    office: 'Kontor',
    officeLocation: 'Göteborg, Sverige',
  },
  schedule: {
    title: 'Boka ett samtal',
    text: 'Boka en kostnadsfri konsultation på 30 minuter med en av våra AI-experter, när det passar dig.',
    button: 'Visa Kalender',
  },
  faq: {
    title: 'Vanliga frågor',
    implementation: {
      question: 'Hur lång tid tar det att införa en AI-lösning?',
      answer:
        'De flesta införanden tar 4–8 veckor, beroende på omfattning och komplexitet. Vi börjar med en kort kartläggning och levererar stegvis, så att ni ser nyttan tidigt.',
    },
    expertise: {
      question: 'Behöver vi teknisk kompetens för att arbeta med er?',
      answer:
        'Nej, ingen teknisk kompetens behövs. Vi sköter det tekniska, förklarar varje steg på ett begripligt sätt och utbildar ert team så att det kan använda de nya verktygen med trygghet.',
    },
    roi: {
      question: 'Vilken avkastning kan vi förvänta oss?',
      answer:
        'Våra kunder får vanligtvis tillbaka 2–3 gånger sin investering under det första året, genom sparad tid, lägre kostnader och nya intäkter.',
    },
    integration: {
      question: 'Kan era lösningar integreras med våra befintliga system?',
      answer:
        'Ja. Vi kopplar AI till de system ni redan använder – till exempel CRM, affärssystem, ekonomisystem och kontorsverktyg – via deras API:er eller standardkopplingar, så att ert team kan fortsätta arbeta som i dag.',
    },
    support: {
      question: 'Vilken support erbjuder ni efter lanseringen?',
      answer:
        'Vi erbjuder löpande support via e-post, telefon och chatt, och vi fortsätter att följa upp och förbättra er lösning i takt med att ert företag växer.',
    },
  },
};
