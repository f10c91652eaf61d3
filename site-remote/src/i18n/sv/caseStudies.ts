import type { caseStudies as en } from '../en/caseStudies';

export const caseStudies: typeof en = {
  title: 'Framgångsberättelser',
  intro:
    'Se hur små och medelstora företag i Norden använder AI för att spara tid, sänka kostnader och växa – och vilka resultat de har mätt.',
  loading: 'Laddar kundcase',
  empty: 'Det finns inga kundcase ännu.',
  pages: {
    label: 'Sidor med kundcase',
    beyond: 'Det finns ingen sida {{page}} med kundcase.',
  },
  industry: 'Bransch',
  challenge: 'Utmaning',
  solution: 'Lösning',
  results: 'Resultat',
  metrics: 'Nyckelresultat',
  testimonial: 'Det här säger kunden',
  readMore: 'Läs hela kundcaset',
  showLess: 'Visa mindre',
  cta: {
    title: 'Redo att skriva er egen framgångsberättelse?',
    text: 'Boka en kostnadsfri konsultation på 30 minuter, så kartlägger vi var AI kan göra störst skillnad för ert företag.',
    button: 'Boka en konsultation',
  },
};
