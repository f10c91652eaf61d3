import type { home as en } from '../en/home';

export const home: typeof en = {
  meta: {
    title: 'AI-konsulter och AI-verktyg för nordiska små och medelstora företag',
    description:
      '{{brand}} hjälper små och medelstora företag i Sverige och Norden att få nytta av AI: strategi, processautomatisering, utbildning, integration och färdiga AI-produkter.',
    keywords:
      'AI-konsult, AI för små företag, AI-strategi, processautomatisering, AI-utbildning, AI-integration, Sverige, Göteborg',
  },
  breadcrumb: 'Hem',
  newTab: '(öppnas i en ny flik)',
  hero: {
    eyebrow: 'AI-rådgivning för små och medelstora företag i Norden',
    title: 'Använd AI där det lönar sig',
    description:
      'Från den första strategiworkshopen till verktyg som teamet använder varje dag hjälper {{brand}} er att automatisera rutinarbete, fatta bättre beslut och växa – utan att behöva en egen data science-avdelning.',
    getStarted: 'Kom igång',
    viewServices: 'Se våra tjänster',
  },
  servicesSection: {
    title: 'Så hjälper vi er',
    subtitle: 'Fyra tjänster som tar er från idé till mätbara resultat.',
    learnMore: 'Läs mer',
    learnMoreAbout: 'om {{service}}',
  },
  productsSection: {
    title: 'AI-produkter för varje team',
    subtitle:
      'Färdiga AI-verktyg för försäljning, marknadsföring, juridik, ekonomi och verksamhet – anpassade för ert företag.',
    viewProducts: 'Se våra produkter',
    seeDemo: 'Se demo',
    seeDemoOf: 'av {{category}}',
  },
  testimonials: {
    title: 'Vad våra kunder säger',
    subtitle: 'Små och medelstora företag i hela Norden arbetar redan smartare med AI.',
    carousel: 'Kundomdömen',
    previous: 'Föregående omdöme',
    next: 'Nästa omdöme',
    goTo: 'Gå till omdöme {{n}}',
    position: 'Omdöme {{n}} av {{total}}',
    items: {
      logistics: {
        quote:
          'Inom två månader gick vår orderhantering från timmar av kopierande mellan system till några minuters kontroll. Teamet har äntligen tid för våra kunder igen.',
        author: 'Anna Lindqvist',
        role: 'Operativ chef',
        company: 'Västkust Logistik AB',
      },
      manufacturing: {
        quote:
          'Strategiarbetet gav oss en tydlig och realistisk plan. Vi började med ett pilotprojekt, såg avkastningen inom ett kvartal och inför nu AI steg för steg.',
        author: 'Johan Berg',
        role: 'VD',
        company: 'Berg & Söner Industri',
      },
      retail: {
        quote:
          'Workshopparna var praktiska från första timmen. Personalen gick från att vara skeptisk till att bygga egna assistenter för kundtjänst.',
        author: 'Sofia Nyström',
        role: 'Chef för kundupplevelse',
        company: 'Nordhem Retail',
      },
      finance: {
        quote:
          'Fakturahanteringen tog förut halva veckan för två personer. Nu sköter den sig själv och vi granskar bara undantagen.',
        author: 'Mikael Holm',
        role: 'Ekonomichef',
        company: 'Holm Redovisning',
      },
    },
  },
  faq: {
    title: 'Vanliga frågor',
    subtitle: 'Korta svar på det företagare oftast frågar oss.',
    items: {
      whatWeDo: {
        question: 'Vad gör en AI-konsult för ett litet eller medelstort företag?',
        answer:
          'Vi hittar de arbetsuppgifter där AI sparar mest tid eller pengar, bygger och integrerar lösningarna och utbildar er personal i att använda dem. Ni får praktiska resultat – inte en rapport som samlar damm.',
      },
      timeline: {
        question: 'Hur lång tid tar det att införa AI?',
        answer:
          'Det beror på omfattningen. En enkel automatisering, till exempel sortering av inkommande e-post eller utkast till offerter, är oftast i drift inom 2–4 veckor. En fullständig transformation som omfattar flera processer och system tar vanligtvis 3–6 månader och levereras i etapper så att ni ser resultat tidigt.',
      },
      expertise: {
        question: 'Behöver vi teknisk kompetens eller ett eget datateam?',
        answer:
          'Nej. Vi sköter det tekniska och förklarar allt på ett begripligt sätt. Våra workshoppar ger ert team kunskapen att använda det vi levererar – och att bygga vidare på det.',
      },
      cost: {
        question: 'Vad kostar det?',
        answer:
          'Varje uppdrag börjar med en kostnadsfri konsultation på 30 minuter. Därefter får ni ett tydligt förslag med fast omfattning och pris innan något arbete påbörjas. Många kunder börjar med ett mindre pilotprojekt för att först se nyttan.',
      },
      data: {
        question: 'Är våra data säkra, och följer ni GDPR?',
        answer:
          'Ja. Vi utformar varje lösning med dataskydd i fokus, väljer helst tjänster som driftas inom EU, tecknar personuppgiftsbiträdesavtal när vi hanterar personuppgifter och använder aldrig era data för att träna publika modeller.',
      },
      jobs: {
        question: 'Kommer AI att ersätta våra medarbetare?',
        answer:
          'Vårt mål är att ta bort repetitivt arbete så att era medarbetare får mer tid för kunderna och för det som kräver mänskligt omdöme. De flesta kunder använder den sparade tiden till att växa, inte till att minska personalen.',
      },
    },
  },
  cta: {
    title: 'Redo att ta första steget?',
    text: 'Boka en kostnadsfri konsultation på 30 minuter. Vi går igenom er verksamhet tillsammans och visar var AI kan göra störst skillnad.',
    button: 'Boka kostnadsfri konsultation',
  },
};
