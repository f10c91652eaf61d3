import type { products as en } from '../en/products';

const NBSP = '\u00a0';

export const products: typeof en = {
  meta: {
    title: 'AI-produkter för försäljning, marknadsföring, juridik, ekonomi och verksamhet',
    description:
      'Färdiga AI-produkter för små och medelstora företag: sviter för försäljning, marknadsföring, juridik, ekonomi och verksamhet – installerade och integrerade åt er.',
    keywords:
      'AI-produkter, AI-verktyg, AI för försäljning, AI för marknadsföring, AI för juridik, AI för ekonomi, AI för verksamheten',
  },
  breadcrumb: 'Produkter',
  newTab: '(öppnas i en ny flik)',
  hero: {
    eyebrow: 'Våra produkter',
    title: 'AI-produkter byggda för ert företag',
    description:
      'Fem produktsviter med beprövade AI-verktyg för alla delar av företaget. Vi installerar dem, kopplar dem till era system och utbildar teamet.',
    exploreCategories: 'Utforska kategorier',
    viewDemo: 'Se demo',
  },
  categoriesSection: {
    title: 'Produktkategorier',
    subtitle: 'Välj en kategori för att se dess produkter, eller öppna en portfölj för en snabb överblick.',
    viewPortfolio: 'Visa portfölj',
    portfolioOf: 'för {{category}}',
    viewMore: 'Läs mer',
    viewMoreAbout: 'om {{category}}',
  },
  howItWorks: {
    title: 'Så fungerar det',
    subtitle: 'Från första samtalet till mätbara resultat i tre steg.',
    stepLabel: 'Steg {{n}}',
    discover: {
      title: 'Upptäck',
      description: 'Vi lär oss hur ert företag fungerar och väljer de produkter som löser era mest angelägna problem.',
    },
    integrate: {
      title: 'Integrera',
      description: 'Vi kopplar verktygen till era befintliga system och data och utbildar teamet i att använda dem.',
    },
    optimize: {
      title: 'Optimera',
      description: 'Vi följer upp resultaten och finjusterar verktygen så att värdet fortsätter att växa.',
    },
  },
  cta: {
    title: 'Hitta rätt AI-verktyg för ert team',
    text: 'Boka ett samtal så visar vi de produkter som passar ert företag, med en demo på era egna användningsfall.',
    bookCall: 'Boka ett samtal',
    viewDemo: 'Se demo',
  },
  category: {
    resultsTitle: 'Resultat ni kan förvänta er',
    resultsSubtitle: 'Typiska resultat som våra kunder ser efter att ha infört sviten.',
    productsTitle: 'Produkter i sviten',
    productsSubtitle: 'Använd en produkt eller kombinera flera – de fungerar tillsammans.',
    featuresLabel: 'Viktiga funktioner',
    visitWebsite: 'Besök webbplatsen för {{product}}',
  },
  categories: {
    sales: {
      cardTitle: 'AI för försäljning',
      cardDescription: 'Poängsätt leads, anpassa utskick och förutse er försäljning.',
      meta: {
        title: 'AI-svit för försäljning',
        description: `AI för säljteam: poängsättning av leads, personliga utskick, samtalsanalys, försäljningsprognoser och en CRM-assistent. I genomsnitt 40${NBSP}% högre konvertering.`,
        keywords: 'AI för försäljning, leadpoängsättning, försäljningsprognos, AI i CRM, säljautomatisering',
      },
      hero: {
        eyebrow: 'Försäljning',
        title: 'AI-svit för försäljning',
        subtitle: 'Gör fler affärer på kortare tid.',
        description:
          'Låt AI hitta era bästa leads, skriva uppföljningarna och hålla CRM-systemet uppdaterat, så att säljarna kan lägga tiden på att sälja.',
        primary: 'Boka demo',
        secondary: 'Prata med säljare',
      },
      results: {
        conversion: { value: `40${NBSP}%`, label: 'Högre konvertering', description: 'Fler leads blir kunder.' },
        leads: {
          value: '3x',
          label: 'Fler kvalificerade leads',
          description: 'Fokusera på de kunder som mest sannolikt köper.',
        },
        cycle: { value: `50${NBSP}%`, label: 'Kortare säljcykel', description: 'Mindre väntan, snabbare uppföljning.' },
        roi: {
          value: '2,5x',
          label: 'Avkastning första året',
          description: 'Sviten betalar sig redan under det första året.',
        },
      },
      items: {
        leadScoring: {
          name: 'AI-poängsättning av leads',
          description:
            'Rangordnar varje lead efter hur sannolikt det är att den köper, så att teamet ringer rätt personer först.',
          features: {
            predictive: 'Prediktiv poängsättning utifrån CRM- och webbdata',
            routing: 'Automatisk fördelning av leads',
            signals: 'Aviseringar vid köpsignaler',
            reports: 'Veckorapporter om träffsäkerheten',
          },
        },
        emailAssistant: {
          name: 'E-postassistent för sälj',
          description: 'Skriver personliga utskick och uppföljningar i er ton, på svenska och engelska.',
          features: {
            drafts: 'Personliga första utkast',
            sequences: 'Uppföljningssekvenser',
            replies: 'Känner av svar och föreslår svar',
            logging: 'Automatisk loggning i CRM',
          },
        },
        conversationIntelligence: {
          name: 'Samtalsanalys',
          description:
            'Transkriberar och analyserar säljsamtal och lyfter fram invändningar, nästa steg och coachningstips.',
          features: {
            summaries: 'Automatiska sammanfattningar av samtal',
            objections: 'Uppföljning av invändningar och konkurrenter',
            coaching: 'Coachningsinsikter för varje säljare',
            actions: 'Åtgärdspunkter skickas till CRM',
          },
        },
        pipelineForecasting: {
          name: 'Försäljningsprognoser',
          description: 'Förutser vilka affärer som kommer att stängas och när, så att ni kan planera med säkerhet.',
          features: {
            probability: 'Sannolikhet att vinna varje affär',
            forecast: 'Intäktsprognos per månad och kvartal',
            risk: 'Varningar för affärer som har stannat av',
            scenarios: 'Scenarioplanering',
          },
        },
        crmCopilot: {
          name: 'CRM-assistent',
          description: 'Håller ert CRM rent och uppdaterat utan manuell registrering.',
          features: {
            enrichment: 'Automatisk berikning av kontakter',
            duplicates: 'Upptäcker dubbletter',
            notes: 'Mötesanteckningar sparas i CRM',
            search: 'Sökning med vanligt språk',
          },
        },
      },
      closing: {
        title: 'Redo att sälja smartare?',
        text: 'Se hur AI-sviten för försäljning fungerar med era egna leads och ert CRM.',
        button: 'Kom igång i dag',
      },
    },
    marketing: {
      cardTitle: 'AI för marknadsföring',
      cardDescription: 'Skapa innehåll, nå rätt målgrupper och optimera era kampanjer.',
      meta: {
        title: 'AI-svit för marknadsföring',
        description:
          'AI för marknadsteam: innehållsproduktion, målgruppssegmentering, kampanjoptimering, sociala medier och analys. 5x mer innehåll och 3x avkastning.',
        keywords: 'AI för marknadsföring, AI-innehåll, målgruppssegmentering, kampanjoptimering, marknadsanalys',
      },
      hero: {
        eyebrow: 'Marknadsföring',
        title: 'AI-svit för marknadsföring',
        subtitle: 'Mer innehåll, bättre träffsäkerhet, högre avkastning.',
        description:
          'Ta fram innehåll i ert eget tonläge på några minuter, nå de kunder som mest sannolikt svarar och låt AI optimera kampanjerna dygnet runt.',
        primary: 'Boka demo',
        secondary: 'Se kundcase',
      },
      results: {
        content: { value: '5x', label: 'Mer innehåll', description: 'Publicera mer utan att utöka teamet.' },
        targeting: {
          value: `60${NBSP}%`,
          label: 'Bättre träffsäkerhet',
          description: 'Nå de målgrupper som konverterar.',
        },
        engagement: {
          value: `45${NBSP}%`,
          label: 'Högre engagemang',
          description: 'Budskap som når fram till varje segment.',
        },
        roi: { value: '3x', label: 'Avkastning på investeringen', description: 'Mer resultat för samma budget.' },
      },
      items: {
        contentStudio: {
          name: 'AI-innehållsstudio',
          description: 'Tar fram blogginlägg, nyhetsbrev och annonser i ert varumärkes ton på en bråkdel av tiden.',
          features: {
            voice: 'Tränad på ert varumärkes tonläge',
            languages: 'Innehåll på svenska, engelska och fler språk',
            seo: 'Inbyggd sökmotoroptimering',
            approval: 'Flöde för granskning och godkännande',
          },
        },
        segmentation: {
          name: 'Målgruppssegmentering',
          description: 'Hittar de kundsegment som mest sannolikt svarar, utifrån beteende i stället för gissningar.',
          features: {
            behaviour: 'Beteendebaserade segment',
            lookalike: 'Liknande målgrupper (lookalikes)',
            churn: 'Varningar för kunder som riskerar att lämna',
            sync: 'Synkas med era e-post- och annonsverktyg',
          },
        },
        campaignOptimizer: {
          name: 'Kampanjoptimering',
          description: 'Testar och justerar era kampanjer löpande för att få ut mer av varje krona.',
          features: {
            testing: 'Automatiserade A/B-tester',
            budget: 'Omfördelning av budget mellan kanaler',
            timing: 'Optimering av utskickstid',
            reporting: 'Rapportering över alla kanaler',
          },
        },
        socialAssistant: {
          name: 'Assistent för sociala medier',
          description:
            'Planerar, skriver och schemalägger inlägg i sociala medier och visar vad er publik engagerar sig i.',
          features: {
            calendar: 'Innehållskalender',
            drafts: 'Utkast till inlägg för varje kanal',
            analytics: 'Analys av engagemang',
            monitoring: 'Bevakning av kommentarer',
          },
        },
        analyticsHub: {
          name: 'Analysnav för marknadsföring',
          description: 'Samlar all marknadsdata i en översiktspanel, med insikter skrivna av AI.',
          features: {
            dashboard: 'En översiktspanel för alla kanaler',
            attribution: 'Attributionsmodellering',
            insights: 'Insikter på vanlig svenska',
            reports: 'Automatiska rapporter',
          },
        },
      },
      closing: {
        title: 'Redo att nå fler?',
        text: 'Låt oss visa vad AI-sviten för marknadsföring kan göra för ert varumärke.',
        button: 'Börja er resa',
      },
    },
    legal: {
      cardTitle: 'AI för juridik',
      cardDescription: 'Granska avtal, bevaka regelefterlevnad och minska juridiska risker.',
      meta: {
        title: 'AI-svit för juridik',
        description: `AI för juridiskt arbete: avtalsgranskning, bevakning av regelefterlevnad, juridisk research, dokumentautomatisering och riskbedömning. 80${NBSP}% snabbare avtalsgranskning.`,
        keywords: 'AI för juridik, avtalsgranskning, regelefterlevnad, legal tech, dokumentautomatisering',
      },
      hero: {
        eyebrow: 'Juridik',
        title: 'AI-svit för juridik',
        subtitle: 'Snabbare granskning, färre risker, full kontroll.',
        description:
          'Granska avtal på några minuter, håll koll på regelverk och skapa standarddokument automatiskt – med era jurister i kontroll över varje beslut.',
        primary: 'Boka demo',
        secondary: 'Prata med en expert',
      },
      results: {
        review: {
          value: `80${NBSP}%`,
          label: 'Snabbare avtalsgranskning',
          description: 'Minuter i stället för timmar per avtal.',
        },
        risk: {
          value: `95${NBSP}%`,
          label: 'Upptäckta risker',
          description: 'Riskfyllda klausuler flaggas innan ni skriver under.',
        },
        compliance: {
          value: `100${NBSP}%`,
          label: 'Regelefterlevnad',
          description: 'Varje dokument kontrolleras mot era regler.',
        },
        cost: {
          value: `60${NBSP}%`,
          label: 'Lägre kostnader',
          description: 'Lägre kostnad för juridiskt rutinarbete.',
        },
      },
      items: {
        contractReview: {
          name: 'AI-avtalsgranskning',
          description:
            'Granskar avtal på några minuter, flaggar riskfyllda klausuler och föreslår alternativa formuleringar.',
          features: {
            extraction: 'Extrahering av klausuler',
            scoring: 'Riskbedömning med poäng',
            playbook: 'Jämförelse med era riktlinjer',
            redlines: 'Förslag på ändringar',
          },
        },
        complianceMonitor: {
          name: 'Bevakning av regelefterlevnad',
          description:
            'Följer förändringar i regelverk som GDPR och EU:s AI-förordning och kontrollerar era policyer mot dem.',
          features: {
            alerts: 'Aviseringar om nya regler',
            gaps: 'Analys av brister i policyer',
            audit: 'Fullständig spårbarhet',
            dashboard: 'Översiktspanel för regelefterlevnad',
          },
        },
        research: {
          name: 'Assistent för juridisk research',
          description: 'Hittar relevant lagstiftning, rättspraxis och interna prejudikat och sammanfattar dem åt er.',
          features: {
            sources: 'Svar med länkade källor',
            search: 'Sökning i lagstiftning och era egna dokument',
            summaries: 'Tydliga sammanfattningar',
            confidential: 'Säker hantering av konfidentiellt material',
          },
        },
        documentAutomation: {
          name: 'Dokumentautomatisering',
          description: 'Skapar sekretessavtal, avtal och standardbrev utifrån era godkända mallar.',
          features: {
            templates: 'Mallbibliotek',
            questionnaires: 'Guidade frågeformulär',
            versions: 'Versionshantering',
            signing: 'Integration med e-signering',
          },
        },
        riskAssessment: {
          name: 'Riskbedömningsmotor',
          description: 'Hittar juridiska och avtalsmässiga risker i alla era dokument innan de blir problem.',
          features: {
            scan: 'Riskgenomgång av alla avtal',
            obligations: 'Bevakning av åtaganden och tidsfrister',
            renewals: 'Påminnelser om förlängning',
            reports: 'Riskrapporter för ledningen',
          },
        },
      },
      closing: {
        title: 'Redo att minska de juridiska riskerna?',
        text: 'Prata med oss om hur AI-sviten för juridik passar era avtal och processer.',
        button: 'Kom igång nu',
      },
    },
    finance: {
      cardTitle: 'AI för ekonomi',
      cardDescription: 'Förutse kassaflödet, automatisera fakturor och upptäck fel i tid.',
      meta: {
        title: 'AI-svit för ekonomi',
        description: `AI för ekonomiavdelningen: kassaflödesprognoser 90 dagar framåt, fakturahantering, utläggsanalys, rapportering och avvikelsedetektering. 95${NBSP}% träffsäkra prognoser.`,
        keywords: 'AI för ekonomi, kassaflödesprognos, fakturaautomatisering, utläggshantering, avvikelsedetektering',
      },
      hero: {
        eyebrow: 'Ekonomi',
        title: 'AI-svit för ekonomi',
        subtitle: 'Korrekta siffror, mindre manuellt arbete.',
        description:
          'Automatisera fakturahanteringen, förutse kassaflödet 90 dagar framåt och upptäck fel innan de kostar pengar.',
        primary: 'Boka demo',
        secondary: 'Se priser',
      },
      results: {
        accuracy: {
          value: `95${NBSP}%`,
          label: 'Träffsäkra prognoser',
          description: 'Planera med siffror ni kan lita på.',
        },
        time: {
          value: `70${NBSP}%`,
          label: 'Tidsbesparing',
          description: 'Mindre tid på manuella bokföringsuppgifter.',
        },
        errors: { value: `99${NBSP}%`, label: 'Färre fel', description: 'Färre misstag i fakturor och betalningar.' },
        cost: {
          value: `40${NBSP}%`,
          label: 'Kostnadsoptimering',
          description: 'Lägre kostnader genom bättre kontroll över utgifterna.',
        },
      },
      items: {
        cashFlow: {
          name: 'Kassaflödesprognoser',
          description: 'Förutser er likviditet upp till 90 dagar framåt utifrån era egna transaktioner och fakturor.',
          features: {
            rolling: 'Rullande prognos 90 dagar framåt',
            scenarios: 'Scenariomodellering',
            warnings: 'Tidiga varningar för likviditetsbrist',
            integration: 'Integration med bank och affärssystem',
          },
        },
        invoiceProcessing: {
          name: 'AI-fakturahantering',
          description: 'Läser in, konterar och matchar leverantörsfakturor automatiskt.',
          features: {
            capture: 'Automatisk datainläsning',
            coding: 'Förslag på kontering',
            matching: 'Matchning mot inköpsorder',
            approval: 'Flöde för attest',
          },
        },
        expenses: {
          name: 'Utläggsanalys',
          description: 'Kategoriserar utlägg och upptäcker ovanliga utgiftsmönster.',
          features: {
            receipts: 'Skanning av kvitton',
            categories: 'Automatisk kategorisering',
            policy: 'Kontroll mot utgiftspolicy',
            analytics: 'Analys av utgifter',
          },
        },
        reporting: {
          name: 'Assistent för finansiell rapportering',
          description: 'Tar fram månadsbokslut och förklarar avvikelser på ett begripligt sätt.',
          features: {
            monthEnd: 'Automatiska månadsrapporter',
            variances: 'Förklaringar av avvikelser',
            board: 'Sammanfattningar redo för styrelsen',
            kpis: 'Översiktspaneler med nyckeltal',
          },
        },
        anomalyDetection: {
          name: 'Avvikelse- och bedrägeridetektering',
          description: 'Övervakar transaktioner löpande och flaggar fel och misstänkt aktivitet.',
          features: {
            realtime: 'Övervakning i realtid',
            duplicates: 'Upptäcker dubbla betalningar',
            alerts: 'Aviseringar vid avvikelser',
            logs: 'Loggar redo för revision',
          },
        },
      },
      closing: {
        title: 'Redo att ta kontroll över siffrorna?',
        text: 'Se hur AI-sviten för ekonomi kan spara tid åt ert team varje månad.',
        button: 'Börja optimera',
      },
    },
    operations: {
      cardTitle: 'AI för verksamheten',
      cardDescription: 'Effektivisera arbetsflöden, hantera kompetens och sänk kostnaderna för energi och transporter.',
      meta: {
        title: 'AI-svit för verksamheten',
        description: `AI för verksamheten: kompetensförsörjning, transportledningssystem för åkerier, smart termostatstyrning med upp till 38${NBSP}% lägre energiförbrukning och automatiserade arbetsflöden.`,
        keywords:
          'AI för verksamheten, automatiserade arbetsflöden, transportledningssystem, kompetensförsörjning, energibesparing',
      },
      hero: {
        eyebrow: 'Verksamhet',
        title: 'AI-svit för verksamheten',
        subtitle: 'Smidigare verksamhet, lägre kostnader.',
        description:
          'Automatisera arbetsflöden, planera transporter, hantera er personal och minska energiförbrukningen – med AI som lär sig hur er verksamhet fungerar.',
        primary: 'Boka demo',
        secondary: 'Se hur det fungerar',
      },
      results: {
        workflows: {
          value: `50${NBSP}%`,
          label: 'Snabbare arbetsflöden',
          description: 'Uppgifterna går vidare utan väntan.',
        },
        efficiency: {
          value: `85${NBSP}%`,
          label: 'Effektivare processer',
          description: 'Mindre manuell hantering i varje process.',
        },
        downtime: {
          value: `70${NBSP}%`,
          label: 'Mindre stillestånd',
          description: 'Problem förutses innan de stoppar er.',
        },
        cost: {
          value: `30${NBSP}%`,
          label: 'Lägre kostnader',
          description: 'Lägre driftskostnader i hela verksamheten.',
        },
      },
      items: {
        talentManagement: {
          name: 'Plattform för kompetensförsörjning',
          description:
            'Hjälper er att attrahera, utveckla och behålla rätt personer, med AI-stödd rekrytering och kompetensplanering.',
          features: {
            screening: 'AI-stött urval av kandidater',
            skills: 'Kartläggning av kompetenser',
            onboarding: 'Flöden för introduktion av nyanställda',
            retention: 'Insikter om personalomsättning',
          },
        },
        truckingTms: {
          name: 'Transportledningssystem för åkerier',
          description:
            'Ett transportledningssystem (TMS) för åkerier: planera rutter, fördela körningar och följ leveranser.',
          features: {
            routes: 'Optimering av rutter och laster',
            dispatch: 'Planering av körningar',
            tracking: 'Spårning i realtid',
            documents: 'Automatiska leveransdokument',
          },
        },
        smartThermostat: {
          name: 'Smart termostatstyrning',
          description: `AI-styrd värme och kyla som lär sig hur er byggnad används, med upp till 38${NBSP}% lägre energiförbrukning.`,
          features: {
            occupancy: 'Schemaläggning efter närvaro',
            weather: 'Styrning som tar hänsyn till vädret',
            reports: 'Energirapporter',
            remote: 'Fjärrstyrning',
          },
        },
        workflowHub: {
          name: 'Nav för automatiserade arbetsflöden',
          description:
            'Automatiserar attester, överlämningar och rutinuppgifter och förutser underhållsbehov innan utrustning går sönder.',
          features: {
            builder: 'Bygg arbetsflöden utan kod',
            maintenance: 'Varningar för förebyggande underhåll',
            routing: 'Automatisk fördelning av uppgifter',
            analytics: 'Processanalys',
          },
        },
      },
      closing: {
        title: 'Redo för en smidigare verksamhet?',
        text: 'Låt oss visa var AI-sviten för verksamheten kan spara tid och pengar i ert företag.',
        button: 'Effektivisera verksamheten',
      },
    },
  },
};
