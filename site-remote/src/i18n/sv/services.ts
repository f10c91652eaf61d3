import type { services as en } from '../en/services';

export const services: typeof en = {
  meta: {
    title: 'AI-konsulttjänster',
    description:
      'AI-strategi, processautomatisering, kompetensutvecklande workshoppar och AI-integration för små och medelstora företag i Sverige och Norden.',
    keywords: 'AI-tjänster, AI-strategi, processautomatisering, AI-workshop, AI-integration, AI-konsult Sverige',
  },
  breadcrumb: 'Tjänster',
  hero: {
    eyebrow: 'Våra tjänster',
    title: 'AI-tjänster som ger resultat',
    description:
      'Oavsett om ni tar era första steg med AI eller vill skala upp det som redan fungerar möter vi er där ni är – med tydliga planer, fungerande lösningar och ett team som vet hur de ska användas.',
  },
  list: {
    title: 'Det här erbjuder vi',
    subtitle: 'Fyra tjänster som går att använda var för sig eller kombinera till ett helt program.',
    learnMore: 'Läs mer',
    learnMoreAbout: 'om {{service}}',
  },
  stats: {
    title: 'Resultat som talar för sig själva',
    satisfaction: { value: '95\u00a0%', label: 'Nöjda kunder' },
    projects: { value: '200+', label: 'Genomförda projekt' },
    roi: { value: '3x', label: 'Genomsnittlig avkastning på investeringen' },
  },
  cta: {
    title: 'Osäker på var ni ska börja?',
    text: 'Berätta om ert företag under en kostnadsfri konsultation på 30 minuter, så föreslår vi den tjänst som passar er bäst.',
    button: 'Boka kostnadsfri konsultation',
  },
  detail: {
    heroButton: 'Boka kostnadsfri konsultation',
    processTitle: 'Så arbetar vi',
    processSubtitle: 'Fyra tydliga steg, där ni är delaktiga hela vägen.',
    stepLabel: 'Steg {{n}}',
    featuresTitle: 'Det här får ni',
    featuresSubtitle: 'Allt som ingår i tjänsten.',
    testimonialsTitle: 'Vad våra kunder säger',
    ctaTitle: 'Redo att komma igång?',
    ctaText:
      'Boka en kostnadsfri konsultation på 30 minuter och berätta om era mål. Helt utan förpliktelser och utan krångliga facktermer.',
    bookFree: 'Boka kostnadsfri konsultation',
    viewAll: 'Se alla tjänster',
  },
  items: {
    aiStrategy: {
      // The ai-strategy title is the fixed English heading in Swedish too, so it is marked lang="en"
      // (a text's `…Lang` key names the language it is in, see i18n/textLang.tsx).
      title: 'AI Strategy Advisory',
      titleLang: 'en',
      subtitle: 'Ta reda på var AI lönar sig i ert företag – och få en tydlig plan för att komma dit.',
      summary: 'Hitta de AI-möjligheter som ger högst avkastning och få en praktisk, prioriterad färdplan.',
      description:
        'Vi kartlägger era processer, data och mål och identifierar de användningsområden där AI skapar mätbart värde. Ni får en prioriterad färdplan med insats, kostnad och förväntad avkastning för varje steg, så att besluten vilar på fakta i stället för hype.',
      metaDescription:
        'AI-strategisk rådgivning för små och medelstora företag: mognadsanalys, prioriterade användningsområden, affärsfall baserade på avkastning och en praktisk färdplan för AI.',
      keywords: 'AI-strategi, AI-färdplan, AI-mognad, affärsfall för AI, AI-rådgivning',
      steps: {
        discovery: {
          title: 'Inledande workshop',
          description: 'Vi träffar ledningen och nyckelpersoner för att förstå era mål, processer och utmaningar.',
        },
        assessment: {
          title: 'Analys av möjligheter',
          description:
            'Vi bedömer möjliga användningsområden utifrån affärsvärde, genomförbarhet, datamognad och risk.',
        },
        roadmap: {
          title: 'Färdplan och affärsfall',
          description: 'Ni får en prioriterad plan med budget, tidplan och förväntad avkastning för varje initiativ.',
        },
        pilot: {
          title: 'Pilot och uppföljning',
          description:
            'Vi hjälper er att starta det första pilotprojektet, mäter resultaten och justerar färdplanen tillsammans.',
        },
      },
      features: {
        readiness: {
          title: 'Analys av AI-mognad',
          description: 'En tydlig bild av var er organisation står när det gäller data, kompetens och verktyg.',
        },
        useCases: {
          title: 'Prioriterade användningsområden',
          description: 'Möjligheter rangordnade efter effekt och insats, anpassade efter er bransch och storlek.',
        },
        businessCase: {
          title: 'Affärsfall med avkastningskalkyl',
          description: 'Beräkningar av kostnad, nytta och återbetalningstid som ledningen kan fatta beslut på.',
        },
        governance: {
          title: 'Ansvarsfull AI och GDPR',
          description: 'Styrning, dataskydd och EU:s AI-förordning finns med från första dagen.',
        },
      },
    },
    processAutomation: {
      title: 'Processautomatisering',
      subtitle: 'Låt AI ta hand om det repetitiva arbetet så att teamet kan fokusera på kunderna.',
      summary:
        'Automatisera manuella, repetitiva uppgifter inom försäljning, ekonomi och verksamhet med AI-drivna arbetsflöden.',
      description:
        'Från sortering av e-post och fakturahantering till rapportering och kunduppföljning utformar och bygger vi automatiseringar som kopplar samman de verktyg ni redan använder. En enkel automatisering är normalt i drift inom 2–4 veckor.',
      metaDescription:
        'AI-driven processautomatisering för små och medelstora företag: automatisera e-post, dokument, fakturor och rapporter med arbetsflöden som kopplar ihop era befintliga verktyg.',
      keywords: 'processautomatisering, AI-automatisering, automatiserade arbetsflöden, dokumenthantering, RPA',
      steps: {
        mapping: {
          title: 'Kartläggning av processen',
          description: 'Vi går igenom hur arbetet görs i dag och mäter var tiden går åt.',
        },
        design: {
          title: 'Utformning av lösningen',
          description:
            'Vi utformar automatiseringen, väljer rätt verktyg och kommer överens om den förväntade besparingen.',
        },
        build: {
          title: 'Utveckling och test',
          description: 'Vi bygger arbetsflödet, testar det med verkliga ärenden och utbildar dem som ska använda det.',
        },
        improve: {
          title: 'Driftstart och förbättring',
          description:
            'Vi tar lösningen i drift, följer upp resultaten och finjusterar automatiseringen när era behov förändras.',
        },
      },
      features: {
        workflows: {
          title: 'Automatiserade arbetsflöden',
          description:
            'Koppla ihop CRM, affärssystem, e-post och kalkylblad så att informationen flyter utan kopiering.',
        },
        documents: {
          title: 'Intelligent dokumenthantering',
          description: 'Läs in och sortera fakturor, avtal, beställningar och blanketter automatiskt.',
        },
        assistants: {
          title: 'AI-assistenter',
          description:
            'Assistenter som skriver utkast till svar, besvarar vanliga frågor och lämnar över till en människa vid behov.',
        },
        monitoring: {
          title: 'Övervakning och rapportering',
          description: 'Se vad som har automatiserats, hur mycket tid det sparar och var undantag uppstår.',
        },
      },
    },
    upskillWorkshops: {
      title: 'Kompetensutvecklande workshoppar',
      subtitle: 'Utbilda ert team – från att skriva promptar till att bygga AI-agenter.',
      summary: 'Praktisk utbildning som tar personalen från de första promptarna till att bygga egna AI-agenter.',
      description:
        'Praktiska workshoppar anpassade efter era roller och verktyg. Teamet lär sig använda generativ AI säkert och effektivt i det dagliga arbetet och går sedan vidare till att automatisera uppgifter och bygga egna AI-agenter.',
      metaDescription:
        'Praktiska AI-workshoppar för team: att skriva promptar, AI-verktyg i vardagen, att bygga AI-agenter och säker, ansvarsfull användning.',
      keywords: 'AI-workshop, AI-utbildning, promptteknik, AI-agenter, kompetensutveckling, generativ AI',
      steps: {
        assessment: {
          title: 'Kompetenskartläggning',
          description: 'Vi tar reda på vad teamet redan kan och vad varje roll behöver lära sig.',
        },
        programme: {
          title: 'Skräddarsytt program',
          description: 'Vi bygger programmet kring era egna verktyg, dokument och vardagsuppgifter.',
        },
        workshops: {
          title: 'Praktiska workshoppar',
          description: 'Korta, praktiska pass där alla arbetar med verkliga uppgifter från sitt eget jobb.',
        },
        coaching: {
          title: 'Uppföljning och coachning',
          description: 'Vi följer upp framstegen och stöttar era interna AI-ambassadörer efter utbildningen.',
        },
      },
      features: {
        prompting: {
          title: 'Grunderna i att skriva promptar',
          description: 'Tekniker för att få pålitliga och användbara svar från AI-assistenter.',
        },
        everydayTools: {
          title: 'AI-verktyg i vardagen',
          description:
            'Använd AI för att skriva, analysera, hålla möten och söka information i verktygen ni redan har.',
        },
        agents: {
          title: 'Att bygga AI-agenter',
          description: 'Skapa agenter som utför uppgifter i flera steg och kopplas till era system.',
        },
        responsibleUse: {
          title: 'Säker och ansvarsfull användning',
          description: 'Riktlinjer, dataskydd och GDPR – och hur man granskar det AI:n producerar.',
        },
      },
    },
    aiIntegration: {
      title: 'AI-integration',
      subtitle: 'Koppla AI till de system ni redan använder.',
      summary: 'Integrera AI-modeller i era befintliga system, data och arbetsflöden – säkert och pålitligt.',
      description:
        'Vi integrerar språkmodeller och maskininlärning i ert CRM, affärssystem, er webbplats och era interna verktyg, med den säkerhet, övervakning och dokumentation som krävs för drift på riktigt.',
      metaDescription:
        'AI-integration för små och medelstora företag: koppla språkmodeller till CRM, affärssystem och interna verktyg på ett säkert sätt, med övervakning och support.',
      keywords: 'AI-integration, integration av språkmodeller, AI-API, RAG, systemintegration',
      steps: {
        assessment: {
          title: 'Teknisk analys',
          description: 'Vi går igenom era system, datakällor och säkerhetskrav.',
        },
        architecture: {
          title: 'Arkitektur och säkerhet',
          description: 'Vi utformar en lösning som passar er miljö, med behörighetsstyrning och dataskydd inbyggt.',
        },
        integration: {
          title: 'Integration och test',
          description: 'Vi kopplar AI till era system och testar kvalitet, hastighet och kostnad med verkliga data.',
        },
        support: {
          title: 'Driftsättning och support',
          description: 'Vi tar lösningen i produktion, övervakar den och håller den uppdaterad.',
        },
      },
      features: {
        apis: {
          title: 'API- och systemintegration',
          description: 'AI kopplad till ert CRM, affärssystem, er webbplats och era interna verktyg.',
        },
        ownData: {
          title: 'AI på era egna data',
          description: 'Assistenter som svarar utifrån era egna dokument och er kunskapsbas, med källhänvisningar.',
        },
        security: {
          title: 'Säkerhet och regelefterlevnad',
          description: 'Behörighetsstyrning, loggning och driftalternativ inom EU som uppfyller kraven i GDPR.',
        },
        operations: {
          title: 'Övervakning och support',
          description:
            'Kvalitet, kostnad och tillgänglighet övervakas, och lösningen uppdateras när modellerna blir bättre.',
        },
      },
    },
  },
};
