import type { about as en } from '../en/about';

export const about: typeof en = {
  meta: {
    title: 'Om oss',
    description:
      '{{brand}} är en AI-konsultbyrå från Göteborg, grundad 2020. Vi hjälper små och medelstora företag i Norden att omsätta AI i verkliga resultat.',
    keywords: 'om oss, AI-konsult Göteborg, AI-företag Sverige, AI-team',
  },
  breadcrumb: 'Om oss',
  newTab: '(öppnas i en ny flik)',
  hero: {
    eyebrow: 'Om oss',
    title: 'Om {{brand}}',
    description:
      'Vi är en AI-konsultbyrå och ett produktbolag från Göteborg. Sedan 2020 har vi hjälpt hundratals små och medelstora företag i Norden att använda AI i praktiken.',
  },
  mission: {
    title: 'Vårt uppdrag',
    lead: 'Att göra AI praktiskt, prisvärt och säkert för alla små och medelstora företag i Norden.',
    body: 'Stora företag har egna data science-team. De flesta små och medelstora företag har det inte – och de ska inte behöva ha det. Vi kombinerar praktisk rådgivning, färdiga AI-produkter och utbildning så att företag i alla storlekar kan arbeta smartare, ge kunderna bättre service och växa, utan att tappa kontrollen över sina data.',
  },
  journey: {
    title: 'Vår resa',
    subtitle: 'Från ett litet team i Göteborg till fler än 200 framgångshistorier.',
    founding: {
      year: '2020',
      event: 'Grundat i Göteborg',
      desc: 'Vi började med en idé: AI ska inte vara förbehållet stora koncerner.',
    },
    firstCustomers: {
      year: '2021',
      event: 'De första 50 kunderna',
      desc: 'Våra första 50 kunder visade att AI skapar verkligt värde för små och medelstora företag.',
    },
    productSuite: {
      year: '2023',
      event: 'Lansering av produktsviten',
      desc: 'Vi gjorde om våra mest framgångsrika lösningar till färdiga AI-produkter för försäljning, marknadsföring, juridik, ekonomi och verksamhet.',
    },
    proofInAction: {
      year: '2024',
      event: 'Bevis i praktiken',
      desc: 'Från pilotprojekt till partnerskap.',
    },
    suiteEra: {
      year: '2025',
      event: 'Svitens era',
      desc: 'Vi bygger skalbara AI-verktyg, med fler än 200 framgångshistorier bakom oss.',
    },
    today: {
      year: 'I dag',
      event: 'Verklig effekt',
      desc: 'Vi förändrar hur företag arbetar med AI.',
    },
  },
  team: {
    title: 'Möt teamet',
    subtitle: 'Personerna som kommer att arbeta med er.',
    companyProfile: 'Företagsprofil för {{brand}}',
    email: 'Mejla {{brand}}',
    members: {
      ceo: {
        name: 'Erik Lindgren',
        role: 'VD och grundare',
        bio: 'Erik grundade företaget efter femton år av att hjälpa företag med digital omställning. Han ser till att varje AI-projekt utgår från ett verkligt affärsbehov.',
        photoAlt: 'Illustrerat porträtt av Erik Lindgren',
      },
      cto: {
        name: 'Sara Ekström',
        role: 'Teknikchef och chefsarkitekt',
        bio: 'Sara leder vår teknik- och produktutveckling. Hon utformar AI-lösningar som är säkra, skalbara och lätta att leva med långt efter lanseringen.',
        photoAlt: 'Illustrerat porträtt av Sara Ekström',
      },
      consulting: {
        name: 'Jonas Håkansson',
        role: 'Konsultchef',
        bio: 'Jonas leder våra konsulter och workshoppar. Han har utbildat hundratals medarbetare i att använda AI i vardagen, från de första promptarna till egna AI-agenter.',
        photoAlt: 'Illustrerat porträtt av Jonas Håkansson',
      },
    },
  },
  cta: {
    title: 'Låt oss prata om ert företag',
    text: 'Boka en kostnadsfri konsultation på 30 minuter med vårt team.',
    button: 'Boka kostnadsfri konsultation',
  },
};
